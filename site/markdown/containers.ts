import type { MarkdownIt } from "markdown-it";
import type { Token } from "markdown-it";
import container from "markdown-it-container";
import { parseFenceInfo } from "./fence.ts";

export const BLOCK_TYPES = ["tip", "info", "warning", "danger", "details"] as const;
const DEFAULT_TITLES: Record<string, string> = {
  tip: "Tip",
  info: "Info",
  warning: "Warning",
  danger: "Danger",
  details: "Details",
  note: "Note",
  important: "Important",
  caution: "Caution",
};
/** VitePress's own defaults (its containers and alerts plugins), for a site built from a .vitepress config. */
export const VITEPRESS_TITLES: Readonly<Record<string, string>> = {
  tip: "TIP",
  info: "INFO",
  warning: "WARNING",
  danger: "DANGER",
  details: "Details",
  note: "NOTE",
  important: "IMPORTANT",
  caution: "CAUTION",
};

/** Site titles by kind (config `markdown.container`: tipLabel → tip), read at render time. */
export type BlockTitles = () => Record<string, string> | undefined;

/** A `::: kind [title]` block's title: its own, else the site's title for the kind, else the default. */
export function blockTitle(type: string, info: string, titles: BlockTitles): string {
  return info.trim().slice(type.length).trim() || titles()?.[type] || DEFAULT_TITLES[type];
}

/** `::: tip|info|warning|danger|details [custom title]` blocks, VitePress markup and class names. */
export function customBlocksPlugin(md: MarkdownIt, titles: BlockTitles = () => undefined): void {
  for (const type of BLOCK_TYPES) {
    md.use(container, type, {
      render(tokens: Token[], idx: number) {
        const token = tokens[idx];
        const title = blockTitle(type, token.info, titles);
        if (token.nesting === 1) {
          const t = md.renderInline(title);
          // `::: details Title {open}`: markdown-it-attrs moved `{open}` from the info onto the token.
          token.attrJoin("class", `custom-block ${type}`);
          const attrs = md.renderer.renderAttrs(token);
          return type === "details" ? `<details${attrs}><summary>${t}</summary>\n` : `<div${attrs}><p class="custom-block-title">${t}</p>\n`;
        }
        return type === "details" ? "</details>\n" : "</div>\n";
      },
    });
  }
}

/** GitHub alerts: `> [!NOTE]`, `> [!TIP]`, `> [!IMPORTANT]`, `> [!WARNING]`, `> [!CAUTION]` become custom blocks
 * (and VitePress's `[!INFO]`, `[!DANGER]`). */
export function githubAlertsPlugin(md: MarkdownIt, titles: BlockTitles = () => undefined): void {
  const MARK = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION|INFO|DANGER)\]([^\n]*)\n?/i;
  md.core.ruler.after("block", "web_docs_github_alerts", (state) => {
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      if (tokens[i].type !== "blockquote_open") continue;
      const inline = tokens[i + 2];
      if (tokens[i + 1]?.type !== "paragraph_open" || inline?.type !== "inline") continue;
      const m = MARK.exec(inline.content);
      if (!m) continue;
      const kind = m[1].toLowerCase();
      const title = m[2].trim() || titles()?.[kind] || DEFAULT_TITLES[kind];
      inline.content = inline.content.slice(m[0].length);
      // Find the matching close at the same nesting level.
      let depth = 0;
      let close = -1;
      for (let j = i; j < tokens.length; j++) {
        if (tokens[j].type === "blockquote_open") depth++;
        if (tokens[j].type === "blockquote_close" && --depth === 0) {
          close = j;
          break;
        }
      }
      if (close < 0) continue;
      const open = new state.Token("html_block", "", 0);
      open.content = `<div class="custom-block ${kind} github-alert"><p class="custom-block-title">${md.utils.escapeHtml(title)}</p>\n`;
      const end = new state.Token("html_block", "", 0);
      end.content = "</div>\n";
      tokens[i] = open;
      tokens[close] = end;
      if (!inline.content.trim()) tokens.splice(i + 1, 3);
    }
  });
}

/**
 * `::: code-group` with `[label]` in each fence: radio inputs and labels (a native, keyboard-operable
 * radio group that switches blocks with CSS alone); the widget adds the shared-key sync. The group's id is
 * its token's position in the page (as VitePress names its groups): unique within the page, and the same
 * whatever was rendered before it.
 */
export function codeGroupPlugin(md: MarkdownIt): void {
  md.use(container, "code-group", {
    render(tokens: Token[], idx: number) {
      if (tokens[idx].nesting !== 1) return "</div></div>\n";
      const labels: string[] = [];
      let depth = 0;
      for (let j = idx; j < tokens.length; j++) {
        const t = tokens[j];
        if (t.type === "container_code-group_open") depth++;
        else if (t.type === "container_code-group_close" && --depth === 0) break;
        else if (t.type === "fence" && depth === 1) {
          const info = parseFenceInfo(t.info);
          labels.push(info.title ?? info.lang ?? `Tab ${labels.length + 1}`);
          t.meta = { ...(t.meta ?? {}), inGroup: true, groupIndex: labels.length - 1 };
        }
      }
      const id = `cg-${idx}`;
      const inputs = labels
        .map(
          (label, k) =>
            `<input type="radio" name="${id}" id="${id}-${k}"${k === 0 ? " checked" : ""}><label for="${id}-${k}">${md.utils.escapeHtml(label)}</label>`,
        )
        .join("");
      return `<div class="wd-switch wd-code-group"><div class="wd-tabs" role="radiogroup" aria-label="${md.utils.escapeHtml(labels.join(" / "))}">${inputs}</div><div class="wd-blocks">\n`;
    },
  });
}

/** `::: v-pre`: its content is shown as written (no Vue checks, Vue markup as text); no wrapper of its own. */
export function vPrePlugin(md: MarkdownIt): void {
  md.use(container, "v-pre", { render: () => "" });
  // `::: raw`: VitePress's wrapper that keeps the theme's styles off a component demo.
  md.use(container, "raw", { render: (tokens: Token[], idx: number) => (tokens[idx].nesting === 1 ? '<div class="vp-raw">\n' : "</div>\n") });
}
