import type { MarkdownIt } from "markdown-it";
import type { Token } from "markdown-it";
import { slugify } from "../../common/slug.ts";
import { SlugRegistry } from "./slug.ts";

/** Token meta key marking the "#" permalink this plugin adds (the toc leaves it out). */
export const PERMALINK = "webDocsPermalink";

/** Plain text of an inline token (what a reader sees: code spans and link texts included). */
export function inlineText(token: Token): string {
  return (token.children ?? [])
    .filter((t) => t.type === "text" || t.type === "text_special" || t.type === "code_inline")
    .map((t) => t.content)
    .join("");
}

/**
 * The text a heading's id is made from, as VitePress has markdown-it-anchor take it: every inline token's
 * content except raw HTML and emoji (so a <Badge/> or :tada: stays out of the id, an image's alt text is in).
 */
function slugText(token: Token): string {
  // An entity keeps its source form (`&amp;` → "amp" in the id), as VitePress's ids have it.
  return (token.children ?? [])
    .filter((t) => t.type !== "html_inline" && t.type !== "emoji")
    .map((t) => (t.type === "text_special" && t.info === "entity" ? t.markup : t.content))
    .join("");
}

/** markdown-it-anchor's options a site config may give (config `markdown.anchor`), called as it calls them. */
export interface AnchorOptions {
  slugify?: (text: string) => string;
  getTokensText?: (tokens: Token[]) => string;
  permalink?: false | ((slug: string, opts: unknown, state: unknown, idx: number) => void);
  callback?: (token: Token, info: { slug: string; title: string }) => void;
  tabIndex?: false | number;
  uniqueSlugStartIndex?: number;
}

/**
 * Heading ids and permalinks: `## Title {#custom-id}` sets the id (markdown-it-attrs, site/markdown/attrs.ts,
 * has already moved it onto the heading), otherwise the slug of the text (the site's `slugify` when it has
 * one); duplicates get -1, -2 …; each heading of the anchor levels gets a "#" anchor link with an accessible
 * name, or the site's own permalink renderer's markup.
 */
export function headingsPlugin(
  md: MarkdownIt,
  anchorLevels: () => number[] | undefined = () => undefined,
  anchor: () => AnchorOptions | undefined = () => undefined,
): void {
  // Before text_join, which would fold an entity's source form into plain text.
  md.core.ruler.before("text_join", "web_docs_heading_ids", (state) => {
    const opts = anchor() ?? {};
    const registry = new SlugRegistry(opts.uniqueSlugStartIndex);
    const slug = opts.slugify ?? slugify;
    const tokens = state.tokens;
    // Claim explicit ids first so generated ones never collide with them.
    for (const t of tokens) {
      const id = t.type === "heading_open" ? t.attrGet("id") : null;
      if (id) registry.claim(String(id));
    }
    const titleOf = (inline: Token) => (opts.getTokensText ? opts.getTokensText(inline.children ?? []) : slugText(inline));
    // Config `markdown.anchor.level`: only those levels get a permalink, and under VitePress an id; the others
    // keep an id here, given after theirs, so an h1 "Setup" never moves an h2's "setup" to "setup-1".
    const inLevels = (t: Token) => anchorLevels()?.includes(Number(t.tag.slice(1))) !== false;
    const headings = tokens.flatMap((t, i) => (t.type === "heading_open" ? [i] : []));
    for (const i of [...headings.filter((i) => inLevels(tokens[i])), ...headings.filter((i) => !inLevels(tokens[i]))]) {
      if (!tokens[i].attrGet("id")) tokens[i].attrSet("id", registry.unique(slug(titleOf(tokens[i + 1]).trim())));
    }
    for (let i = 0; i < tokens.length; i++) {
      const open = tokens[i];
      if (open.type !== "heading_open") continue;
      const inline = tokens[i + 1];
      const children = inline.children ?? [];
      const text = inlineText(inline).trim();
      const title = titleOf(inline);
      const id = String(open.attrGet("id"));
      if (opts.tabIndex !== false) open.attrSet("tabindex", String(opts.tabIndex ?? -1));
      if (!inLevels(open)) continue;
      opts.callback?.(open, { slug: id, title });
      if (opts.permalink === false) continue;
      if (opts.permalink) {
        opts.permalink(id, opts, state, i);
        continue;
      }
      const link = new state.Token("html_inline", "", 0);
      const label = md.utils.escapeHtml(`Permalink to “${text}”`);
      link.meta = { [PERMALINK]: true };
      link.content = ` <a class="header-anchor" href="#${md.utils.escapeHtml(id)}" aria-label="${label}"></a>`;
      children.push(link);
    }
  });
}
