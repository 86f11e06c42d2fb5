import type { MarkdownIt } from "markdown-it";
import type { Token } from "markdown-it";
import { PERMALINK } from "./headings.ts";

/**
 * A heading's title in the list, as VitePress's toc (@mdit-vue) writes it: text and code escaped, emoji and
 * raw HTML (a <Badge/>) kept, links and emphasis as their text; the "#" permalink left out.
 */
function tocTitle(inline: Token, escapeHtml: (s: string) => string): string {
  return (inline.children ?? [])
    .filter((t) => ["text", "text_special", "code_inline", "emoji", "html_inline"].includes(t.type) && !t.meta?.[PERMALINK])
    .map((t) => (t.type === "emoji" || t.type === "html_inline" ? t.content : escapeHtml(t.content)))
    .join("")
    .trim();
}

/** `[[toc]]` on its own line: a nested list of the page's headings of the given levels (h2/h3 by default). */
export function tocPlugin(md: MarkdownIt, levels: () => number[] | undefined = () => undefined): void {
  md.core.ruler.push("web_docs_toc", (state) => {
    const tokens = state.tokens;
    const at = tokens.findIndex((t, i) => t.type === "paragraph_open" && tokens[i + 1]?.content.trim() === "[[toc]]");
    if (at < 0) return;
    const wanted = levels() ?? [2, 3];
    const headings = tokens
      .map((t, i) => ({ t, i }))
      .filter(({ t }) => t.type === "heading_open" && wanted.includes(Number(t.tag.slice(1))))
      .map(({ t, i }) => ({ level: Number(t.tag[1]), id: String(t.attrGet("id") ?? ""), title: tocTitle(tokens[i + 1], md.utils.escapeHtml) }));
    // Nested lists: a deeper heading opens a list inside the previous item; a shallower one closes back.
    const top = Math.min(...wanted);
    const stack = [top];
    let html = '<nav class="table-of-contents" aria-label="Table of contents"><ul>';
    let open = false;
    for (const h of headings) {
      const level = Math.max(h.level, top);
      if (open && level > stack[stack.length - 1]) {
        html += "<ul>";
        stack.push(level);
      } else {
        if (open) html += "</li>";
        while (stack.length > 1 && level < stack[stack.length - 1]) {
          html += "</ul></li>";
          stack.pop();
        }
      }
      html += `<li><a href="#${md.utils.escapeHtml(h.id)}">${h.title}</a>`;
      open = true;
    }
    if (open) html += "</li>";
    for (; stack.length > 1; stack.pop()) html += "</ul></li>";
    html += "</ul></nav>\n";
    const block = new state.Token("html_block", "", 0);
    block.content = html;
    tokens.splice(at, 3, block);
  });
}
