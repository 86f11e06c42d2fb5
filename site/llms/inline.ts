// The inline part of a Markdown twin (site/llms/markdown.ts): a paragraph's, heading's or cell's tokens as
// Markdown text, and the escaping a line of text needs.
import type { Token } from "markdown-it";
import { decodeHtml } from "../../common/html.ts";

export interface TwinLinks {
  /** A link's href as the pipeline rewrote it ("/docs/web/a/b.html#x", "https://…", "#x") → the twin's link. */
  href(href: string): string;
}

export const footnoteLabel = (t: Token) => String((t.meta as { label?: string; id: number }).label ?? (t.meta as { id: number }).id + 1);

/** Text as Markdown: characters that would start syntax are escaped (`$` too: a site with math reads it as a formula). */
export const escapeText = (s: string) => s.replace(/([\\`*_[\]<$])/g, "\\$1");
/**
 * A config or front-matter string (a title, a description, a sidebar label) as one line of Markdown text:
 * line breaks become spaces (a newline would end the heading or list item it stands in), syntax characters
 * and a leading block marker (`#`, `>`, `-`, `1.`) are escaped, so it reads as the text it is.
 */
export function markdownLine(text: string): string {
  const line = escapeText(text.replace(/\s*[\r\n]+\s*/g, " ").trim()).replace(/[&>|]/g, "\\$&");
  return line.replace(/^[#+=-]/, "\\$&").replace(/^(\d+)([.)])/, "$1\\$2");
}
export const stripTags = (html: string) => decodeHtml(html.replace(/<!--[\s\S]*?-->/g, "").replace(/<[^>]*>/g, ""));

/** A code fence longer than any backtick run in its content. */
export function fence(lang: string, code: string): string {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((m) => m.length));
  const mark = "`".repeat(Math.max(3, longest + 1));
  return `${mark}${lang}\n${code.replace(/\n$/, "")}\n${mark}`;
}

export function inline(tokens: Token[], links: TwinLinks): string {
  let out = "";
  // A diagram written as <web-docs-mermaid> on a line of its own is inline HTML: it stays a ```mermaid fence.
  let diagram: string | null = null;
  for (const t of tokens) {
    if (t.type === "html_inline" && /^<web-docs-mermaid\b/.test(t.content)) {
      diagram = "";
      continue;
    }
    if (diagram !== null) {
      if (t.type === "html_inline" && t.content.startsWith("</web-docs-mermaid")) {
        out += `\n${fence("mermaid", decodeHtml(diagram).trim())}\n`;
        diagram = null;
      } else diagram += t.type === "softbreak" ? "\n" : t.content;
      continue;
    }
    switch (t.type) {
      case "text":
        out += escapeText(t.content);
        break;
      case "code_inline": {
        const ticks = "`".repeat(Math.max(1, ...(t.content.match(/`+/g) ?? []).map((m) => m.length + 1)));
        const pad = t.content.startsWith("`") || t.content.endsWith("`") ? " " : "";
        out += `${ticks}${pad}${t.content}${pad}${ticks}`;
        break;
      }
      case "math_inline":
        out += `$${t.content}$`;
        break;
      case "softbreak":
        out += "\n";
        break;
      case "hardbreak":
        out += "\\\n";
        break;
      case "strong_open":
      case "strong_close":
        out += "**";
        break;
      case "em_open":
      case "em_close":
        out += "*";
        break;
      case "s_open":
      case "s_close":
        out += "~~";
        break;
      case "link_open":
        out += "[";
        break;
      case "link_close": {
        const open = [...tokens]
          .slice(0, tokens.indexOf(t))
          .reverse()
          .find((o) => o.type === "link_open");
        out += `](${links.href(String(open?.attrGet("href") ?? ""))})`;
        break;
      }
      case "image":
        out += `![${escapeText(t.content)}](${links.href(String(t.attrGet("src") ?? ""))})`;
        break;
      case "footnote_ref":
        out += `[^${footnoteLabel(t)}]`;
        break;
      // The author's inline HTML (<kbd>, <Badge>…) keeps its text, not its tags; a task's checkbox its mark.
      case "html_inline":
        if (t.meta?.task) out += `[${t.meta.task}] `;
        break;
      default:
        out += t.content ? escapeText(t.content) : "";
    }
  }
  return out;
}

/** A footnote's name as the author wrote it (`[^note]`), or its number for an inline note (`^[…]`). */
