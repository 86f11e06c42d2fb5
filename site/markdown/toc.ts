import type { MarkdownIt } from "markdown-it";
import { inlineText } from "./headings.ts";

/** `[[toc]]` on its own line: a nested list of the page's h2/h3 headings. */
export function tocPlugin(md: MarkdownIt): void {
  md.core.ruler.push("web_docs_toc", (state) => {
    const tokens = state.tokens;
    const at = tokens.findIndex((t, i) => t.type === "paragraph_open" && tokens[i + 1]?.content.trim() === "[[toc]]");
    if (at < 0) return;
    const headings = tokens
      .map((t, i) => ({ t, i }))
      .filter(({ t }) => t.type === "heading_open" && (t.tag === "h2" || t.tag === "h3"))
      .map(({ t, i }) => ({ level: Number(t.tag[1]), id: String(t.attrGet("id") ?? ""), text: inlineText(tokens[i + 1]).trim() }));
    let html = '<nav class="table-of-contents" aria-label="Table of contents"><ul>';
    let level = 2;
    headings.forEach((h, k) => {
      if (h.level > level) html += "<ul>";
      else if (h.level < level) html += "</li></ul></li>";
      else if (k > 0) html += "</li>";
      level = h.level;
      html += `<li><a href="#${md.utils.escapeHtml(h.id)}">${md.utils.escapeHtml(h.text)}</a>`;
    });
    if (headings.length) html += "</li>" + (level > 2 ? "</ul></li>" : "");
    html += "</ul></nav>\n";
    const block = new state.Token("html_block", "", 0);
    block.content = html;
    tokens.splice(at, 3, block);
  });
}
