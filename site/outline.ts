import { decodeHtml } from "../common/html.ts";

export interface Header {
  level: number;
  title: string;
  /** "#id" */
  link: string;
}

export interface OutlineEntry extends Header {
  children: OutlineEntry[];
}

// A heading, or something whose raw text must be skipped (comments, script/style/textarea, code blocks:
// Markdown escapes "<" inside them, so a literal "<h2" there is never a tag).
const HEADING_OR_SKIP = /<!--[\s\S]*?-->|<(script|style|textarea|pre)\b[\s\S]*?<\/\1\s*>|<h([2-6])\b([^>]*)>([\s\S]*?)<\/h\2\s*>/gi;
const ID_ATTR = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
// The "#" permalink inside a heading (markdown-it-anchor style), left out of the heading's text.
const HEADER_ANCHOR = /<a\b[^>]*\bclass\s*=\s*["'][^"']*\bheader-anchor\b[^>]*>[\s\S]*?<\/a\s*>/gi;
// A <Badge> in a heading (site/markdown/vue.ts) is left out of the outline, as VitePress's outline does; so
// is a <Since v> badge (site/markdown/since.ts).
const BADGE = /<span class="(?:VPBadge [^"]*|wd-badge" data-since="[^"]*)">[\s\S]*?<\/span>/g;

/**
 * Collect h2–h6 that have both an id and text, in document order. Text excludes header-anchor links
 * (the "#" permalink) so the outline reads like the heading. A scan of the rendered page rather than a
 * full parse: headings hold only inline markup, and the scan skips code blocks, which is where most of
 * a page's tags are (a full parse was a seventh of a 1000-page build).
 */
export function extractHeaders(html: string): Header[] {
  const headers: Header[] = [];
  HEADING_OR_SKIP.lastIndex = 0;
  for (let m = HEADING_OR_SKIP.exec(html); m; m = HEADING_OR_SKIP.exec(html)) {
    if (!m[2]) continue;
    const id = ID_ATTR.exec(m[3]);
    const idValue = id ? (id[1] ?? id[2] ?? id[3]) : "";
    if (!idValue) continue;
    const text = m[4]
      .replace(HEADER_ANCHOR, "")
      .replace(BADGE, "")
      .replace(/<[^>]*>/g, "");
    const title = decodeHtml(text).replace(/\s+/g, " ").trim();
    if (title) headers.push({ level: Number(m[2]), title, link: `#${idValue}` });
  }
  return headers;
}

/** Nest headers within [min, max] into a tree; a deeper header hangs under the nearest shallower one. */
export function buildOutline(headers: Header[], levels: [number, number] | null): OutlineEntry[] {
  if (!levels) return [];
  const [min, max] = levels;
  const root: OutlineEntry[] = [];
  const stack: OutlineEntry[] = [];
  for (const h of headers) {
    if (h.level < min || h.level > max) continue;
    const entry: OutlineEntry = { ...h, children: [] };
    while (stack.length && stack[stack.length - 1].level >= h.level) stack.pop();
    (stack.length ? stack[stack.length - 1].children : root).push(entry);
    stack.push(entry);
  }
  return root;
}
