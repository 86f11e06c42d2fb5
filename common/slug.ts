// VitePress's heading-id rule (@mdit-vue/shared slugify), so deep links written for a VitePress site keep
// working: "What's next?" → "what-s-next", "og:image meta" → "og-image-meta", "2.0 notes" → "_2-0-notes".
// eslint-disable-next-line no-control-regex -- control characters are dropped
const CONTROL = /[\u0000-\u001f]/g;
const SPECIAL = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g;
const COMBINING = /[\u0300-\u036F]/g;

/**
 * Heading id from heading text: accents dropped, punctuation and spaces become one hyphen, letters of any
 * script kept, lowercased. One rule for both sides: the build names headings with it (site/markdown/slug.ts)
 * and search predicts the anchors it did not store (common/search/engine.ts).
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(COMBINING, "")
    .replace(CONTROL, "")
    .replace(SPECIAL, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "")
    .replace(/^(\d)/, "_$1")
    .toLowerCase();
}
