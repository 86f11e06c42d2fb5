// A page's Markdown twin, written from the markdown-it token stream of the same pipeline that renders the
// page (site/markdown/): includes and snippets are already resolved, links already checked and rewritten,
// and the theme's own constructs (containers, alerts, code groups, tabs, diagrams) are turned back into
// plain Markdown instead of the HTML they render to.
import type { Token } from "markdown-it";
import { BLOCK_TYPES, blockTitle, type BlockTitles } from "../markdown/containers.ts";
import { parseFenceInfo } from "../markdown/fence.ts";
import { isTwoslashFence, twoslashCode } from "../markdown/twoslash.ts";
import { escapeText, fence, footnoteLabel, inline, markdownLine, stripTags, type TwinLinks } from "./inline.ts";
import { decodeHtml } from "../../common/html.ts";

export { markdownLine };

interface Node {
  open: Token;
  children: Array<Node | Token>;
}

/** Nest the flat token stream: each `_open` token with the tokens up to its `_close`. */
function nest(tokens: Token[]): Array<Node | Token> {
  const root: Node = { open: tokens[0], children: [] };
  const stack: Node[] = [root];
  for (const t of tokens) {
    const top = stack[stack.length - 1];
    if (t.nesting === 1) {
      const node: Node = { open: t, children: [] };
      top.children.push(node);
      stack.push(node);
    } else if (t.nesting === -1) stack.pop();
    else top.children.push(t);
  }
  return root.children;
}

/** The opening site/markdown/containers.ts writes for a GitHub alert: its kind and (escaped) title. */
const ALERT = /^<div class="custom-block (\w+) github-alert"><p class="custom-block-title">([\s\S]*?)<\/p>/;
const isNode = (x: Node | Token): x is Node => "open" in x;
const indent = (text: string, first: string, rest: string) =>
  text
    .split("\n")
    .map((l, i) => (l ? (i ? rest : first) + l : l))
    .join("\n");
const quote = (text: string) =>
  text
    .split("\n")
    .map((l) => (l ? `> ${l}` : ">"))
    .join("\n");

export interface TwinOptions {
  links: TwinLinks;
  titles?: BlockTitles;
}

/** The body of a page as Markdown, from its parsed tokens. */
export function tokensToMarkdown(tokens: Token[], options: TwinOptions): string {
  const titles = options.titles ?? (() => undefined);
  const inl = (t: Token) => inline(t.children ?? [], options.links);

  const blocks = (items: Array<Node | Token>, tight = false): string => {
    const out: string[] = [];
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      const s = block(item, items, i).replace(/^\n+|\n+$/g, "");
      if (s.trim()) out.push(s);
    }
    return out.join(tight ? "\n" : "\n\n");
  };

  const block = (item: Node | Token, _siblings: Array<Node | Token>, _at: number): string => {
    if (!isNode(item)) {
      const t = item;
      if (t.type === "inline") return inl(t);
      if (t.type === "fence") {
        // A titled block (```js [app.js]) keeps its title as a bold line, as in a code group.
        const info = parseFenceInfo(t.info);
        return `${info.title ? `**${escapeText(info.title)}**\n\n` : ""}${fence(info.lang ?? "", isTwoslashFence(t.info) ? twoslashCode(t.content) : t.content)}`;
      }
      if (t.type === "code_block") return fence("", t.content);
      if (t.type === "math_block") return `$$\n${t.content}\n$$`;
      if (t.type === "hr") return "---";
      if (t.type === "tab_label") return `== ${t.content}`;
      if (t.type === "html_block") {
        // Diagrams written as HTML stay diagrams; any other HTML keeps its text, not its tags.
        return t.content
          .split(/(<web-docs-mermaid\b[^>]*>[\s\S]*?<\/web-docs-mermaid>)/)
          .map((part) => {
            const diagram = /^<web-docs-mermaid\b[^>]*>([\s\S]*)<\/web-docs-mermaid>$/.exec(part);
            return diagram ? `\n${fence("mermaid", stripTags(diagram[1]).trim())}\n` : stripTags(part);
          })
          .join("")
          .trim();
      }
      return "";
    }
    const { open, children } = item;
    const type = open.type.replace(/_open$/, "");
    switch (type) {
      case "paragraph":
        return blocks(children);
      case "heading":
        return `${"#".repeat(Number(open.tag.slice(1)))} ${blocks(children)}`;
      case "blockquote":
        return quote(blocks(children));
      case "bullet_list":
      case "ordered_list": {
        let n = Number(open.attrGet("start") ?? 1);
        const tight = children.every((c) => !isNode(c) || c.children.every((g) => !isNode(g) || g.open.type !== "paragraph_open" || g.open.hidden));
        return children
          .filter(isNode)
          .map((li) => {
            const marker = type === "bullet_list" ? "- " : `${n++}. `;
            return indent(blocks(li.children, tight) || "", marker, " ".repeat(marker.length));
          })
          .join(tight ? "\n" : "\n\n");
      }
      case "table":
        return table(item);
      case "container_code-group": {
        // Each block's label as a bold line before its fence (the tab the page shows).
        const fences = children.filter((c): c is Token => !isNode(c) && c.type === "fence");
        return fences
          .map((f, k) => {
            const info = parseFenceInfo(f.info);
            return `**${escapeText(info.title ?? info.lang ?? `Tab ${k + 1}`)}**\n\n${fence(info.lang ?? "", f.content)}`;
          })
          .join("\n\n");
      }
      case "container_tabs": {
        // The tabs plugin replaced each `== label` line with a panel marker: put the labels back, in bold.
        const labels = (open.meta?.labels as string[] | undefined) ?? [];
        let k = 0;
        const panel = (c: Node | Token) => !isNode(c) && c.type === "html_block" && (c.content === "" || c.content.includes("wd-panel"));
        return children
          .map((c, j) => (panel(c) ? `**${escapeText(labels[k++] ?? "")}**` : block(c, children, j)))
          .filter((s) => s.trim())
          .join("\n\n");
      }
      // Notes as definitions, in the order the page numbers them.
      case "footnote_block":
        return children
          .filter(isNode)
          .map((note) => indent(blocks(note.children), `[^${footnoteLabel(note.open)}]: `, "    "))
          .join("\n\n");
      case "alert":
        return quote(`**${escapeText(open.info)}**\n\n${blocks(children)}`);
      case "container_v-pre":
        return blocks(children);
      default: {
        const kind = type.replace(/^container_/, "");
        if ((BLOCK_TYPES as readonly string[]).includes(kind)) {
          return quote(`**${blockTitle(kind, open.info, titles)}**\n\n${blocks(children)}`);
        }
        return blocks(children);
      }
    }
  };

  const table = (node: Node): string => {
    const rows: string[][] = [];
    const aligns: string[] = [];
    const walk = (n: Node) => {
      for (const c of n.children) {
        if (!isNode(c)) continue;
        if (c.open.type === "tr_open") {
          const row: string[] = [];
          for (const cell of c.children.filter(isNode)) {
            if (rows.length === 0) {
              const style = String(cell.open.attrGet("style") ?? "");
              aligns.push(/center/.test(style) ? ":---:" : /right/.test(style) ? "---:" : /left/.test(style) ? ":---" : "---");
            }
            row.push(
              cell.children
                .map((x) => (isNode(x) ? "" : x.type === "inline" ? inl(x) : ""))
                .join("")
                .replace(/\|/g, "\\|")
                .replace(/\n/g, " "),
            );
          }
          rows.push(row);
        } else walk(c);
      }
    };
    walk(node);
    if (!rows.length) return "";
    const line = (r: string[]) => `| ${r.join(" | ")} |`;
    return [line(rows[0]), line(aligns), ...rows.slice(1).map(line)].join("\n");
  };

  // GitHub alerts arrive as an html_block pair around ordinary blocks: fold them into quotes first.
  return blocks(foldAlerts(nest(tokens)));
}

/** Turn the html_block pair a GitHub alert became back into a quote node with its title. */
function foldAlerts(items: Array<Node | Token>): Array<Node | Token> {
  const out: Array<Node | Token> = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (isNode(item)) {
      out.push({ open: item.open, children: foldAlerts(item.children) });
      continue;
    }
    const m = item.type === "html_block" ? ALERT.exec(item.content) : null;
    if (!m) {
      out.push(item);
      continue;
    }
    let depth = 1;
    let j = i + 1;
    for (; j < items.length; j++) {
      const t = items[j];
      if (isNode(t) || t.type !== "html_block") continue;
      if (t.content.startsWith('<div class="custom-block ')) depth++;
      if (t.content === "</div>\n" && --depth === 0) break;
    }
    out.push({ open: { type: "alert_open", info: decodeHtml(m[2]), nesting: 1 } as Token, children: foldAlerts(items.slice(i + 1, j)) });
    i = j;
  }
  return out;
}
