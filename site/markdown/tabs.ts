import type { MarkdownIt } from "markdown-it";
import type { Token } from "markdown-it";
import container from "markdown-it-container";

/**
 * `:::tabs key:NAME` with `== label` sections (the syntax of the common VitePress tabs plugin).
 * Rendered like code groups — a native radio group that switches panels with CSS alone — plus
 * `data-key` so the widget can share the choice across tab sets with the same key. Ids come from the
 * token's position in the page, as code groups' do.
 */
export function tabsPlugin(md: MarkdownIt): void {
  md.use(container, "tabs", {
    validate: (params: string) => /^tabs(\s+key:\S+)?\s*$/.test(params.trim()),
    render(tokens: Token[], idx: number) {
      const t = tokens[idx];
      if (t.nesting !== 1) return "</div></div></div>\n";
      const labels = (t.meta?.labels as string[] | undefined) ?? [];
      const key = /key:(\S+)/.exec(t.info)?.[1];
      const id = `tabs-${idx}`;
      const inputs = labels
        .map(
          (label, k) =>
            `<input type="radio" name="${id}" id="${id}-${k}"${k === 0 ? " checked" : ""}><label for="${id}-${k}">${md.utils.escapeHtml(label)}</label>`,
        )
        .join("");
      return `<div class="wd-switch wd-tabs-group"${key ? ` data-key="${md.utils.escapeHtml(key)}"` : ""}><div class="wd-tabs" role="radiogroup" aria-label="${md.utils.escapeHtml(labels.join(" / "))}">${inputs}</div><div class="wd-blocks"><div class="wd-panel active">\n`;
    },
  });

  // `== label` lines interrupt paragraphs so tab sections need no blank lines around them.
  md.block.ruler.before(
    "paragraph",
    "web_docs_tab_label",
    (state, startLine, _endLine, silent) => {
      const start = state.bMarks[startLine] + state.tShift[startLine];
      const line = state.src.slice(start, state.eMarks[startLine]);
      const m = /^==\s+(\S.*)$/.exec(line);
      if (!m || state.sCount[startLine] - state.blkIndent >= 4) return false;
      if (silent) return true;
      const token = state.push("tab_label", "", 0);
      token.content = m[1].trim();
      token.map = [startLine, startLine + 1];
      state.line = startLine + 1;
      return true;
    },
    { alt: ["paragraph"] },
  );
  // Outside a tabs container a `== label` line is just text.
  md.renderer.rules.tab_label = (tokens, idx) => `<p>== ${md.utils.escapeHtml(tokens[idx].content)}</p>\n`;

  // Turn each top-level `== label` line inside a tabs container into a panel boundary.
  md.core.ruler.after("block", "web_docs_tabs", (state) => {
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      if (tokens[i].type !== "container_tabs_open") continue;
      const open = tokens[i];
      const labels: string[] = [];
      let depth = 0;
      for (let j = i; j < tokens.length; j++) {
        const t = tokens[j];
        if (t.type === "container_tabs_open") depth++;
        if (t.type === "container_tabs_close" && --depth === 0) break;
        if (depth === 1 && t.type === "tab_label") {
          const first = labels.length === 0;
          labels.push(t.content);
          const marker = new state.Token("html_block", "", 0);
          marker.content = first ? "" : '</div><div class="wd-panel">\n';
          tokens[j] = marker;
        }
      }
      open.meta = { labels };
    }
  });
}
