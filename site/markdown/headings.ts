import type { MarkdownIt } from "markdown-it";
import type { Token } from "markdown-it";
import { SlugRegistry, slugify } from "./slug.ts";

const CUSTOM_ID = /\s*\{#([\w\p{L}\p{N}-]+)\}\s*$/u;

/** Plain text of an inline token (what a reader sees: code spans and link texts included). */
export function inlineText(token: Token): string {
  return (token.children ?? [])
    .filter((t) => t.type === "text" || t.type === "code_inline")
    .map((t) => t.content)
    .join("");
}

/**
 * Heading ids and permalinks: `## Title {#custom-id}` sets the id, otherwise the slug of the text;
 * duplicates get -1, -2 …; each heading gets a "#" anchor link with an accessible name.
 */
export function headingsPlugin(md: MarkdownIt, anchorLevels: () => number[] | undefined = () => undefined): void {
  md.core.ruler.push("web_docs_heading_ids", (state) => {
    const registry = new SlugRegistry();
    const tokens = state.tokens;
    // Claim explicit ids first so generated ones never collide with them.
    for (let i = 0; i < tokens.length; i++) {
      if (tokens[i].type !== "heading_open") continue;
      const inline = tokens[i + 1];
      const last = inline.children?.[inline.children.length - 1];
      const m = last && last.type === "text" ? CUSTOM_ID.exec(last.content) : null;
      if (m) registry.claim(m[1]);
    }
    for (let i = 0; i < tokens.length; i++) {
      const open = tokens[i];
      if (open.type !== "heading_open") continue;
      const inline = tokens[i + 1];
      const children = inline.children ?? [];
      const last = children[children.length - 1];
      let id: string | null = null;
      if (last && last.type === "text") {
        const m = CUSTOM_ID.exec(last.content);
        if (m) {
          id = m[1];
          last.content = last.content.replace(CUSTOM_ID, "");
          inline.content = inline.content.replace(CUSTOM_ID, "");
        }
      }
      const text = inlineText(inline).trim();
      id ??= registry.unique(slugify(text));
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
