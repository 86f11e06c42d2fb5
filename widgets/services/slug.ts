/**
 * Heading id from heading text: lowercase; drop every character that is not a letter, digit, space or
 * hyphen (Unicode-aware, so CJK headings keep their characters); spaces become hyphens; runs collapse.
 * One rule for both sides: the build names headings with it (site/markdown/slug.ts) and search predicts
 * the anchors it did not store (widgets/search/engine.ts).
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}
