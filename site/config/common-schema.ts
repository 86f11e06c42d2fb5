// Shapes both the site config and front matter take: the outline option, head tags, images, links.
import { z } from "zod";
import { anyOf } from "./issues.ts";
import { isExternalLink, unsafeUrl } from "../../common/urls.ts";

export const str = (description?: string) => (description ? z.string().describe(description) : z.string());
export const bool = (description?: string) => (description ? z.boolean().describe(description) : z.boolean());

export const LINK =
  "A page of this site (`/guide/intro`, `/guide/intro.html`, `/guide/` or the source `/guide/intro.md`; `.html` may be omitted) or an external URL.";

/**
 * A link field of the config or front matter: a `javascript:`, `vbscript:` or `data:` URL is refused, as
 * Markdown links refuse it (common/urls.ts unsafeUrl, the one rule).
 */
export const linkString = (description?: string) => {
  const s = z.string().refine((v) => !unsafeUrl(v), {
    error: (iss) => `${JSON.stringify(iss.input)} is a script or data URL, which no link of the site may be: write a page path or an http(s) URL`,
  });
  return description ? s.describe(description) : s;
};

/**
 * A relative link of the nav or sidebar, under its group's `base` if any, joined as VitePress joins them, by
 * plain concatenation ("/guide/" + "intro" → "/guide/intro", "/reference/default-theme-" + "config" →
 * "/reference/default-theme-config"); site links keep their own path and get their leading "/".
 */
export function withItemBase(link: string, base: string | undefined): string {
  if (isExternalLink(link) || link.startsWith("#")) return link;
  if (link.startsWith("/")) return link;
  const joined = (base ?? "") + link;
  return joined.startsWith("/") ? joined : `/${joined}`;
}

// `abort`: a number out of range fails its branch outright, so the union reports the whole option.
const level = z.int().min(2, { abort: true }).max(6, { abort: true });
const pair = z.tuple([level, level]).refine(([min, max]) => min <= max, { error: "expected the smaller level first", abort: true });

/** The heading levels an outline shows, [min, max], or null for none: what every outline option means. */
export type OutlineLevels = [number, number] | null;

/**
 * A level (2), a [min, max] pair ([2, 3]), "deep" (2–6) or false, normalised here, once, to the levels
 * it shows: the build and the browser read only the result.
 */
export const outlineLevels = anyOf('a heading level 2–6, a [min, max] pair, "deep" or false', [level, pair, z.literal("deep"), z.literal(false)], {
  flat: true,
}).transform((v): OutlineLevels => (v === false ? null : v === "deep" ? [2, 6] : typeof v === "number" ? [v, v] : [v[0], v[1]]));

/** The default when neither the config nor the page names one (VitePress's): level 2. */
export const DEFAULT_OUTLINE: OutlineLevels = [2, 2];
/** The assistants of the page actions menu's "Open in …" links (themeConfig.pageActions.openIn) by default. */
export const DEFAULT_OPEN_IN = ["chatgpt", "claude"] as const;

/** `themeConfig.outline`: the levels, or VitePress's { level, label }. */
export const outlineOption = anyOf(
  'a heading level 2–6, a [min, max] pair, "deep", false, or { level, label }',
  [outlineLevels, z.strictObject({ level: outlineLevels.optional(), label: str("The outline's title (default: On this page).").optional() })],
  { flat: true },
).describe('Headings in "On this page": a level (2), a [min, max] pair ([2, 3]), "deep" (2–6) or false.');

/**
 * VitePress's `titleTemplate`: a template with :title, a suffix ("Guide" → ":title | Guide"), true (the
 * default) or false (the bare title); normalised here to the template, or undefined for the default.
 */
export const titleTemplate = (expected: string, opts: { flat?: boolean } = {}) =>
  anyOf(expected, [z.string(), z.boolean()], opts).transform((t): string | undefined =>
    t === false ? ":title" : typeof t !== "string" ? undefined : t.includes(":title") ? t : `:title | ${t}`,
  );

const attrValue = anyOf("a string, number or boolean", [z.string(), z.number(), z.boolean()]);
const attrs = z.record(z.string(), attrValue);

export const headTag = anyOf("[tag, attributes] or [tag, attributes, content], or { tag, attrs, content }", [
  z.tuple([z.string(), attrs, z.string().optional()], { error: "expected [tag, attributes] or [tag, attributes, content]" }),
  z.strictObject({ tag: z.string(), attrs: attrs.optional(), content: z.string().optional() }),
]).meta({ id: "headTag" });

const dims = { alt: z.string().optional(), width: z.number().optional(), height: z.number().optional() };
const srcImage = z.strictObject({ src: z.string(), ...dims });
const themedImage = z.strictObject({ light: z.string(), dark: z.string(), ...dims });

/** The logo: a path, { src, alt } or { light, dark, alt }. */
export const image = anyOf("a path, { src, alt } or { light, dark, alt }", [z.string(), srcImage, themedImage]).describe(
  "An image under public/ (`/logo.svg`), or { src, alt }, or { light, dark, alt } for one image per appearance.",
);

/** Hero and feature images (VitePress's ThemeableImage): a path, { src, alt, width, height }, or { light, dark, alt }. */
export const pageImage = anyOf("a path, { src, alt, width, height } or { light, dark, alt }", [z.string(), srcImage, themedImage]);

/** A feature's icon; VitePress's `wrap` (a box around an image icon) is accepted and changes nothing. */
export const featureIcon = anyOf("an emoji or text, { src, alt, width, height } or { light, dark, alt }", [
  z.string(),
  srcImage.extend({ wrap: z.boolean().optional() }),
  themedImage.extend({ wrap: z.boolean().optional() }),
]);
