// VitePress's `markdown` options in the site config: the ones that map onto Web Docs' Markdown pipeline
// (normalised here to the pipeline's options), and, for the rest, why they are rejected (the validator
// prints the hint after "unknown key").
import { z } from "zod";
import { bool, str } from "./common-schema.ts";
import { withKeyHints } from "./issues.ts";

const levels = z.array(z.int().min(1).max(6)).describe("Heading levels, e.g. [2, 3].");
const CONTAINER_LABELS = ["tipLabel", "warningLabel", "dangerLabel", "infoLabel", "detailsLabel", "noteLabel", "importantLabel", "cautionLabel"] as const;
const NOT_MARKDOWN_IT = "Web Docs' Markdown pipeline takes no markdown-it plugins or options; see docs/authoring.md for the forms it supports";
export const markdown = withKeyHints(
  z.strictObject({
    math: bool("Math: $…$ and $$…$$ rendered at build time to MathML (Temml); a price such as $5 stays text.").optional(),
    lineNumbers: bool("Line numbers on every code block (a fence's :no-line-numbers turns them off).").optional(),
    anchor: withKeyHints(
      z.strictObject({ level: levels.optional() }).describe("Heading permalinks: `level` lists the heading levels that get a \"#\" link (default: all)."),
      {
          permalink: "every heading gets the theme's \"#\" link; choose the levels with markdown.anchor.level",
          slugify: "heading ids follow VitePress's slug rule; give a heading its own id with {#custom-id}",
          getTokensText: "heading ids follow VitePress's slug rule; give a heading its own id with {#custom-id}",
      },
    ).optional(),
    toc: z.strictObject({ level: levels.optional() }).describe("[[toc]]: `level` lists the heading levels it shows (default: [2, 3]).").optional(),
    emoji: withKeyHints(z.strictObject({}).describe("Emoji shortcodes (:tada:) are always on; accepted for VitePress configs."), {
      defs: "custom emoji are not supported",
      enabled: "every shortcode is on",
      shortcuts: "text shortcuts such as :) are not supported",
    }).optional(),
    container: z
      .strictObject(Object.fromEntries(CONTAINER_LABELS.map((k) => [k, str(`Default title of the ${k.slice(0, -5)} block.`).optional()])) as Record<(typeof CONTAINER_LABELS)[number], z.ZodOptional<z.ZodString>>)
      .describe("Default titles of ::: containers and GitHub alerts.")
      .optional(),
    snippetRoots: z
      .array(str("A folder, relative to the config file."))
      .describe("Folders outside the content folder that snippet imports (<<<), includes and images may read from (a monorepo's code beside the docs); every other file outside the content folder is refused.")
      .optional(),
  }).describe("VitePress's Markdown options that Web Docs honours."),
  {
      theme: "code colours come from the Web Docs theme (Prism tokens); remove markdown.theme",
      languages: "code highlighting uses Prism's languages; remove markdown.languages",
      languageAlias: "code highlighting uses Prism's languages; remove markdown.languageAlias",
      defaultHighlightLang: "not supported: write the language on each fence",
      codeTransformers: "Shiki transformers are not supported; use the fence forms in docs/authoring.md ({1,3}, // [!code ++])",
      shikiSetup: "Shiki is not used; remove markdown.shikiSetup",
      config: NOT_MARKDOWN_IT,
      preConfig: NOT_MARKDOWN_IT,
      attrs: "markdown-it-attrs is always on with its default delimiters; remove markdown.attrs",
      image: "image options (lazy loading) are not supported; remove markdown.image",
      externalLinks: "external links always get target=\"_blank\" rel=\"noreferrer\"; remove markdown.externalLinks",
      headers: "the outline always reads h2–h6; remove markdown.headers",
      frontmatter: "front matter is always YAML between --- lines; remove markdown.frontmatter",
      component: "Vue components are not supported; remove markdown.component",
      gfmAlerts: "GitHub alerts are always on; remove markdown.gfmAlerts",
      cjkFriendlyEmphasis: "not supported; remove markdown.cjkFriendlyEmphasis",
      cache: "not needed; remove markdown.cache",
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
    /** Heading levels [[toc]] lists; [2, 3] when absent. */
    tocLevels?: number[];
    /** Default titles of containers and alerts by kind ("tip" → "Hint"). */
    containerTitles?: Record<string, string>;
    /** Extra folders named files may be read from, relative to the config file (site/contain.ts). */
    snippetRoots?: string[];
  } = {};
  if (m.math !== undefined) out.math = m.math;
  if (m.lineNumbers !== undefined) out.lineNumbers = m.lineNumbers;
  if (m.anchor?.level) out.anchorLevels = m.anchor.level;
  if (m.toc?.level) out.tocLevels = m.toc.level;
  const titles = Object.entries(m.container ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k.replace(/Label$/, ""), v]]));
  if (titles.length) out.containerTitles = Object.fromEntries(titles);
  if (m.snippetRoots?.length) out.snippetRoots = m.snippetRoots;
  return out;
});

