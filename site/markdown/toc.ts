import type { MarkdownIt } from "markdown-it";
import { inlineText } from "./headings.ts";

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
      .map(({ t, i }) => ({ level: Number(t.tag[1]), id: String(t.attrGet("id") ?? ""), text: inlineText(tokens[i + 1]).trim() }));
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
      html += `<li><a href="#${md.utils.escapeHtml(h.id)}">${md.utils.escapeHtml(h.text)}</a>`;
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
