import type { MarkdownIt } from "markdown-it";
import type { Token } from "markdown-it";
import { slugify } from "../../common/slug.ts";
import { SlugRegistry } from "./slug.ts";

/** Plain text of an inline token (what a reader sees: code spans and link texts included). */
export function inlineText(token: Token): string {
  return (token.children ?? [])
    .filter((t) => t.type === "text" || t.type === "code_inline")
    .map((t) => t.content)
    .join("");
}

/**
 * The text a heading's id is made from, as VitePress has markdown-it-anchor take it: every inline token's
 * content except raw HTML and emoji (so a <Badge/> or :tada: stays out of the id, an image's alt text is in).
 */
export function slugText(token: Token): string {
  return (token.children ?? []).filter((t) => t.type !== "html_inline" && t.type !== "emoji").map((t) => t.content).join("");
}

/**
 * Heading ids and permalinks: `## Title {#custom-id}` sets the id (markdown-it-attrs, site/markdown/attrs.ts,
 * has already moved it onto the heading), otherwise the slug of the text;
 * duplicates get -1, -2 …; each heading gets a "#" anchor link with an accessible name.
 */
export function headingsPlugin(md: MarkdownIt, anchorLevels: () => number[] | undefined = () => undefined): void {
  md.core.ruler.push("web_docs_heading_ids", (state) => {
    const registry = new SlugRegistry();
    const tokens = state.tokens;
    // Claim explicit ids first so generated ones never collide with them.
    for (const t of tokens) {
      const id = t.type === "heading_open" ? t.attrGet("id") : null;
      if (id) registry.claim(String(id));
    }
    for (let i = 0; i < tokens.length; i++) {
      const open = tokens[i];
      if (open.type !== "heading_open") continue;
      const inline = tokens[i + 1];
      const children = inline.children ?? [];
      const text = inlineText(inline).trim();
      const id = (open.attrGet("id") as string | null) || registry.unique(slugify(slugText(inline).trim()));
      open.attrSet("id", id);
      open.attrSet("tabindex", "-1");
      // Config `markdown.anchor.level`: only those heading levels get a permalink.
      if (anchorLevels()?.includes(Number(open.tag.slice(1))) === false) continue;
      const anchor = new state.Token("html_inline", "", 0);
      const label = md.utils.escapeHtml(`Permalink to “${text}”`);
      anchor.content = ` <a class="header-anchor" href="#${md.utils.escapeHtml(id)}" aria-label="${label}"></a>`;
      children.push(anchor);
    }
  });
}
