// What a page's render found, for the steps that follow it (the page view's outline and headers, the diagram
// code a page preloads; the search index's records, handed over as the page renders): taken once from the
// tokens the page was rendered from, instead of scanning its HTML or parsing its Markdown again. The render keeps one record per page, by its file (BuildContext.pageRecords, site/plugin.ts).
import type { Token } from "markdown-it";
import { parseFenceInfo } from "./markdown/fence.ts";
import type { Header } from "./outline.ts";
import { pageRecords, type SectionRecord } from "./search/records.ts";

export interface PageRecord {
  /**
   * The h2–h6 with an id and text, in document order, with the text a reader sees (no permalink, no badge);
   * null where the tokens cannot say what the HTML shows (a heading with math or a site plugin's markup, raw
   * HTML headings, a page Vue or React renders): the page view reads those from the HTML.
   */
  headings: Header[] | null;
  /** The kinds of the page's Mermaid diagrams ("flowchart", "pie"…): each source's first word after any front matter and %% lines. */
  diagrams: Set<string>;
}

/** A page as its search records name it: its link under the base, title and front matter (as the scan read them). */
export interface RecordedPage {
  link: string;
  title: string;
  frontmatter: Record<string, unknown>;
}

// Inline tokens whose markup holds no text of its own (tags), or whose content is the text shown.
const MARKUP = new Set([
  "link_open",
  "link_close",
  "strong_open",
  "strong_close",
  "em_open",
  "em_close",
  "s_open",
  "s_close",
  "image",
  "mark_open",
  "mark_close",
  "sub_open",
  "sub_close",
  "sup_open",
  "sup_close",
]);
const TEXT = new Set(["text", "text_special", "code_inline", "emoji"]);

/** A heading's text as its HTML reads: null when a token's HTML may differ from its content. */
function headingText(inline: Token): string | null {
  let out = "";
  let badge = 0;
  for (const c of inline.children ?? []) {
    if (c.type === "html_inline") {
      // Our permalink, and a <Badge>'s slot, are left out of the heading's text (site/outline.ts).
      if (/^\s*<a class="header-anchor"/.test(c.content)) continue;
      // A badge as written (<Badge>…</Badge>), or as the pipeline already turned it into HTML (VitePress's
      // VPBadge span, a <Since v> badge): its text is not the heading's.
      if (/^<Badge\b[^>]*[^/]>$/.test(c.content) || /^<span class="(?:VPBadge\b|wd-badge\b)/.test(c.content)) badge++;
      else if (badge && /^<\/(?:Badge|span)\s*>$/.test(c.content)) badge--;
      else if (/^<h[1-6]\b/i.test(c.content)) return null;
      continue;
    }
    if (badge) continue;
    if (TEXT.has(c.type)) out += c.content;
    else if (c.type === "softbreak" || c.type === "hardbreak") out += " ";
    else if (!MARKUP.has(c.type)) return null;
  }
  return out.replace(/\s+/g, " ").trim();
}

function headingsOf(tokens: Token[]): Header[] | null {
  const headers: Header[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.type === "html_block" && /<h[2-6]\b/i.test(t.content)) return null;
    if (t.type !== "heading_open") continue;
    const level = Number(t.tag.slice(1));
    if (level < 2) continue;
    const title = headingText(tokens[i + 1]);
    if (title === null) return null;
    const id = t.attrGet("id");
    if (id && title) headers.push({ level, title, link: `#${id}` });
  }
  return headers;
}

/** The kind of a diagram's source: its first word after any front matter and %% lines. */
export function diagramKind(source: string): string | undefined {
  const body = source.replace(/^\s*---\n[\s\S]*?\n---\n/, "").replace(/^\s*%%.*$/gm, "");
  return /^\s*([A-Za-z][\w-]*)/.exec(body)?.[1];
}

/**
 * A page's search records from the tokens it was rendered from (site/search/records.ts): handed to the search
 * index as the page renders, not kept in its record (a large site's text would stay in memory through the
 * build). Null for a page search leaves out (`search: false`).
 */
export const searchRecords = (tokens: Token[], page: RecordedPage): SectionRecord[] | null =>
  page.frontmatter.search !== false ? pageRecords(tokens, page) : null;

/** The record of a page from the tokens it was rendered from; `drawnElsewhere`: Vue or React wrote its HTML. */
export function pageRecord(tokens: Token[], drawnElsewhere = false): PageRecord {
  const diagrams = new Set<string>();
  for (const t of tokens) {
    if (t.type !== "fence" || parseFenceInfo(t.info).lang !== "mermaid") continue;
    const kind = diagramKind(t.content);
    if (kind) diagrams.add(kind);
  }
  return { headings: drawnElsewhere ? null : headingsOf(tokens), diagrams };
}
