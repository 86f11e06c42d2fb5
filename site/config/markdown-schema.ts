// VitePress's `markdown` options in the site config: the ones that map onto Web Docs' Markdown pipeline,
// and, for the rest, why they are rejected (the validator prints the hint after "unknown key").
import type { Schema } from "./schema.ts";

const str = (description?: string): Schema => ({ type: "string", description });
const bool = (description?: string): Schema => ({ type: "boolean", description });
const obj = (properties: Record<string, Schema>, extra: { description?: string; unknownKeyHints?: Record<string, string> } = {}): Schema => ({ type: "object", properties, ...extra });

const levels: Schema = { type: "array", items: { type: "number", integer: true, minimum: 1, maximum: 6 }, description: "Heading levels, e.g. [2, 3]." };
const NOT_MARKDOWN_IT = "Web Docs' Markdown pipeline takes no markdown-it plugins or options; see docs/authoring.md for the forms it supports";
export const markdown = obj(
  {
    lineNumbers: bool("Line numbers on every code block (a fence's :no-line-numbers turns them off)."),
    anchor: obj(
      { level: levels },
      {
        description: "Heading permalinks: `level` lists the heading levels that get a \"#\" link (default: all).",
        unknownKeyHints: {
          permalink: "every heading gets the theme's \"#\" link; choose the levels with markdown.anchor.level",
          slugify: "heading ids follow VitePress's slug rule; give a heading its own id with {#custom-id}",
          getTokensText: "heading ids follow VitePress's slug rule; give a heading its own id with {#custom-id}",
        },
      },
    ),
    toc: obj({ level: levels }, { description: "[[toc]]: `level` lists the heading levels it shows (default: [2, 3])." }),
    emoji: obj(
      {},
      {
        description: "Emoji shortcodes (:tada:) are always on; accepted for VitePress configs.",
        unknownKeyHints: { defs: "custom emoji are not supported", enabled: "every shortcode is on", shortcuts: "text shortcuts such as :) are not supported" },
      },
    ),
    container: obj(
      Object.fromEntries(["tipLabel", "warningLabel", "dangerLabel", "infoLabel", "detailsLabel", "noteLabel", "importantLabel", "cautionLabel"].map((k) => [k, str(`Default title of the ${k.slice(0, -5)} block.`)])),
      { description: "Default titles of ::: containers and GitHub alerts." },
    ),
  },
  {
    description: "VitePress's Markdown options that Web Docs honours.",
    unknownKeyHints: {
      math: "math formulas are not supported: remove markdown.math (a $$ block renders as its source)",
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
  },
);

