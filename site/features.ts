/**
 * The features grid class of the home layout (spec §2): 2 → two columns, 3 → three, a multiple of 3
 * → six (three per row on a six-column grid), another even count → four. The spec is silent on odd
 * counts that are not multiples of 3 (5, 7, …); like VitePress we use the four-column grid for those,
 * and no class for a single feature.
 */
export function featuresGridClass(count: number): string {
  if (count <= 1) return "";
  if (count === 2) return "grid-2";
  if (count === 3) return "grid-3";
  if (count % 3 === 0) return "grid-6";
  return "grid-4";
}
