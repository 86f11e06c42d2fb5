// VitePress's `markdown` options in the site config: the ones that map onto Web Docs' Markdown pipeline
// (normalised here to the pipeline's options), and, for the rest, why they are rejected (the validator
// prints the hint after "unknown key").
import { z } from "zod";
import { bool, str } from "./common-schema.ts";
import { anyOf, describeValue, withKeyHints } from "./issues.ts";

const levels = z.array(z.int().min(1).max(6)).describe("Heading levels, e.g. [2, 3].");
/** markdown-it-anchor's `level`: a number is that level and deeper (2 → h2–h6), a list names the levels. */
const anchorLevel = anyOf("a heading level 1–6 or a list of levels", [z.int().min(1).max(6), levels], { flat: true }).transform((l) =>
  typeof l === "number" ? [1, 2, 3, 4, 5, 6].filter((n) => n >= l) : l,
);
/** A function of the config module (VitePress passes it to markdown-it or a markdown-it plugin). */
export const fn = <F extends (...args: never[]) => unknown>(description: string) =>
  z.custom<F>((v) => typeof v === "function", { error: (iss) => `expected a function, got ${describeValue(iss.input)}` }).describe(description);
const CONTAINER_LABELS = ["tipLabel", "warningLabel", "dangerLabel", "infoLabel", "detailsLabel", "noteLabel", "importantLabel", "cautionLabel"] as const;
/** Accepted so a VitePress config builds unchanged; what they would change is named in the build's notes (vitepress-keys.ts). */
const accepted = (description: string) => z.unknown().describe(description).optional();
export const markdown = withKeyHints(
  z
    .strictObject({
      math: bool("Math: $…$ and $$…$$ rendered at build time to MathML (Temml); a price such as $5 stays text.").optional(),
      lineNumbers: bool("Line numbers on every code block (a fence's :no-line-numbers turns them off).").optional(),
      anchor: z
        .strictObject({
          level: anchorLevel.optional(),
          slugify: fn<(text: string) => string>("The slug rule of heading ids: (text) => id, as markdown-it-anchor calls it.").optional(),
          getTokensText: fn<(tokens: unknown[]) => string>("The text an id is made from, from the heading's inline tokens.").optional(),
          permalink: anyOf(
            "false or a markdown-it-anchor permalink function",
            [
              z.literal(false),
              fn<(slug: string, opts: unknown, state: unknown, idx: number) => void>("markdown-it-anchor's permalink renderer: (slug, opts, state, idx)."),
            ],
            { flat: true },
          )
            .describe('false: no "#" links; a markdown-it-anchor permalink function renders them instead of the theme\'s.')
            .optional(),
          callback: fn<(token: unknown, info: { slug: string; title: string }) => void>("Called for each heading: (token, { slug, title }).").optional(),
          tabIndex: z
            .union([z.literal(false), z.number()])
            .describe("The headings' tabindex (default -1); false: none.")
            .optional(),
          uniqueSlugStartIndex: z.int().min(0).describe("The number of the first repeated id's suffix (default 1).").optional(),
        })
        .describe("Heading ids and permalinks, as markdown-it-anchor's options (level: 2 means h2 and deeper).")
        .optional(),
      toc: z.looseObject({ level: levels.optional() }).describe("[[toc]]: `level` lists the heading levels it shows (default: [2, 3]).").optional(),
      emoji: withKeyHints(z.strictObject({}).describe("Emoji shortcodes (:tada:) are always on; accepted for VitePress configs."), {
        defs: "custom emoji are not supported",
        enabled: "every shortcode is on",
        shortcuts: "text shortcuts such as :) are not supported",
      }).optional(),
      container: z
        .strictObject(
          Object.fromEntries(CONTAINER_LABELS.map((k) => [k, str(`Default title of the ${k.slice(0, -5)} block.`).optional()])) as Record<
            (typeof CONTAINER_LABELS)[number],
            z.ZodOptional<z.ZodString>
          >,
        )
        .describe("Default titles of ::: containers and GitHub alerts.")
        .optional(),
      snippetRoots: z
        .array(str("A folder, relative to the config file."))
        .describe(
          "Folders outside the content folder that snippet imports (<<<), includes and images may read from (a monorepo's code beside the docs); every other file outside the content folder is refused.",
        )
        .optional(),
      attrs: z
        .strictObject({
          leftDelimiter: str('Opens an attribute block (default "{").').optional(),
          rightDelimiter: str('Closes an attribute block (default "}").').optional(),
          allowedAttributes: z
            .array(anyOf("a string or a regular expression", [z.string(), z.instanceof(RegExp)]))
            .describe("Attributes allowed in blocks (default: all).")
            .optional(),
          disable: bool("Turn {…} attributes off.").optional(),
        })
        .describe("markdown-it-attrs' options, as VitePress passes them.")
        .optional(),
      preConfig: fn<(md: unknown) => void>("Called with the markdown-it instance before Web Docs' plugins are added.").optional(),
      config: fn<(md: unknown) => void>("Called with the markdown-it instance after Web Docs' plugins: md.use(yourPlugin).").optional(),
      linkify: bool("Turn URL-like text into links (default true).").optional(),
      breaks: bool("Turn single newlines in paragraphs into <br> (default false).").optional(),
      typographer: bool("markdown-it's typographer: quotes and dashes (default false).").optional(),
      html: bool("Raw HTML in Markdown (default true).").optional(),
      headers: accepted("VitePress's pageData.headers extraction: pageData.headers always lists h2–h3 here."),
      languageAlias: z
        .record(z.string(), z.string())
        .describe('Fence languages read as another: { "my-sh": "bash" } (Prism\'s names or Web Docs\' aliases).')
        .optional(),
      languages: accepted("Shiki grammars: their names and aliases are read as Prism's language of the same name where there is one."),
      defaultHighlightLang: str("The language of a fence that names none (default: plain text).").optional(),
      theme: accepted("Shiki's theme: not applied (colours come from the Web Docs theme's Prism tokens)."),
      codeTransformers: accepted("Shiki transformers: not applied (the fence forms of docs/authoring.md do their usual jobs)."),
      shikiSetup: accepted("Shiki setup: not applied (Shiki is not used)."),
      image: accepted("VitePress's image options (lazyLoading): not applied."),
      externalLinks: accepted('Attributes of external links: they always get target="_blank" rel="noreferrer".'),
      gfmAlerts: accepted("GitHub alerts are always on."),
      frontmatter: accepted("Front matter is always YAML between --- lines."),
      cache: accepted("Not needed."),
      cjkFriendlyEmphasis: accepted("Not applied."),
    })
    .describe("VitePress's Markdown options that Web Docs honours."),
  {
    component: "Vue components are not supported; remove markdown.component",
  },
).transform((m) => {
  // VitePress's names, as the Markdown pipeline reads them (site/markdown/index.ts).
  const out: {
    /** `$…$` and `$$…$$` rendered to MathML. */
    math?: boolean;
    /** Line numbers on every code block unless a fence says :no-line-numbers. */
    lineNumbers?: boolean;
    /** Heading levels that get a permalink ("#") anchor; all when absent. */
    anchorLevels?: number[];
    /** markdown-it-anchor's functions and tabindex, called as it calls them (site/markdown/headings.ts). */
    anchor?: Omit<NonNullable<typeof m.anchor>, "level">;
    /** Heading levels [[toc]] lists; [2, 3] when absent. */
    tocLevels?: number[];
    /** Default titles of containers and alerts by kind ("tip" → "Hint"). */
    containerTitles?: Record<string, string>;
    /** false: a code block's `[title]` shows only as its tab in a code group (VitePress's rendering). */
    codeTitles?: boolean;
    /** Extra folders named files may be read from, relative to the config file (site/contain.ts). */
    snippetRoots?: string[];
    /** markdown-it-attrs' options. */
    attrs?: NonNullable<typeof m.attrs>;
    /** markdown-it's own options. */
    options?: { linkify?: boolean; breaks?: boolean; typographer?: boolean; html?: boolean };
    /** The site's own markdown-it setup, before and after Web Docs' plugins. */
    preConfig?: (md: unknown) => void;
    config?: (md: unknown) => void;
    /** Fence languages read as another ("my-sh" → "bash"), from languageAlias and the Shiki grammars' aliases. */
    languageAlias?: Record<string, string>;
    defaultHighlightLang?: string;
  } = {};
  if (m.math !== undefined) out.math = m.math;
  if (m.lineNumbers !== undefined) out.lineNumbers = m.lineNumbers;
  if (m.anchor) {
    const { level, ...rest } = m.anchor;
    if (level) out.anchorLevels = level;
    if (Object.keys(rest).length) out.anchor = rest;
  }
  if (m.toc?.level) out.tocLevels = m.toc.level;
  const titles = Object.entries(m.container ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k.replace(/Label$/, ""), v]]));
  if (titles.length) out.containerTitles = Object.fromEntries(titles);
  if (m.snippetRoots?.length) out.snippetRoots = m.snippetRoots;
  if (m.attrs) out.attrs = m.attrs;
  const options = Object.fromEntries((["linkify", "breaks", "typographer", "html"] as const).flatMap((k) => (m[k] === undefined ? [] : [[k, m[k]]])));
  if (Object.keys(options).length) out.options = options;
  if (m.preConfig) out.preConfig = m.preConfig;
  if (m.config) out.config = m.config;
  const aliases = { ...shikiAliases(m.languages), ...(m.languageAlias ?? {}) };
  if (Object.keys(aliases).length) out.languageAlias = aliases;
  if (m.defaultHighlightLang) out.defaultHighlightLang = m.defaultHighlightLang;
  return out;
});

/**
 * Shiki grammars (`markdown.languages`: { name, aliases, embeddedLangs… }): each alias is read as the grammar's
 * name, and a name is read as itself (Prism highlights it when it knows the language; otherwise plain text).
 */
function shikiAliases(languages: unknown): Record<string, string> {
  if (!Array.isArray(languages)) return {};
  const out: Record<string, string> = {};
  for (const l of languages as Array<{ name?: unknown; aliases?: unknown }>) {
    if (typeof l?.name !== "string") continue;
    for (const a of Array.isArray(l.aliases) ? l.aliases : []) if (typeof a === "string") out[a] = l.name;
  }
  return out;
}
