// Built-in label sets, chosen by a locale's `lang` when the author gives no labels of their own.
import type { Labels } from "../labels.ts";
import { ja } from "./ja.ts";
import { zhHans } from "./zh-Hans.ts";

/** BCP 47 tags (lower case) → a built-in set. "zh" alone is taken as Simplified, as VitePress's zh docs are. */
export const BUILT_IN_SETS: Array<{ name: string; match: (tag: string) => boolean; labels: Partial<Labels> }> = [
  { name: "zh-Hans", match: (t) => t === "zh" || t.startsWith("zh-hans") || t === "zh-cn" || t === "zh-sg", labels: zhHans },
  { name: "ja", match: (t) => t === "ja" || t.startsWith("ja-"), labels: ja },
];

/** The built-in labels for a language tag, or nothing (the English defaults stand). */
export function builtInLabels(lang: string): Partial<Labels> {
  const tag = lang.toLowerCase();
  return BUILT_IN_SETS.find((s) => s.match(tag))?.labels ?? {};
}
