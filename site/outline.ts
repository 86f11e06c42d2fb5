import { Parser } from "htmlparser2";
import type { OutlineOption } from "./config/types.ts";

export interface Header {
  level: number;
  title: string;
  /** "#id" */
  link: string;
}

export interface OutlineEntry extends Header {
  children: OutlineEntry[];
}

/**
 * Resolve an outline option (spec §5) to the [min, max] heading levels it shows, or null for none.
 * A number shows that one level; "deep" is 2–6; false shows nothing; undefined falls back to the default (2).
 * Throws on any other shape, naming what was wrong, so the build can report the file.
 */
export function resolveOutlineLevels(option: unknown): [number, number] | null {
  if (option === undefined || option === null) return [2, 2];
  if (option === false) return null;
  if (option === "deep") return [2, 6];
  const isLevel = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n >= 2 && n <= 6;
  if (isLevel(option)) return [option, option];
  if (Array.isArray(option) && option.length === 2 && isLevel(option[0]) && isLevel(option[1]) && option[0] <= option[1]) {
    return [option[0], option[1]];
  }
  throw new Error(
    `outline: expected a heading level 2–6, a [min, max] pair of levels, "deep" or false, got ${JSON.stringify(option)}`,
  );
}

/** The outline option in force for a page: front matter wins over the theme config. */
export function outlineOptionFor(frontmatter: { outline?: unknown }, themeDefault: OutlineOption): unknown {
  return frontmatter.outline === undefined ? themeDefault : frontmatter.outline;
}

/**
 * Collect h2–h6 that have both an id and text, in document order. Text excludes header-anchor links
 * (the "#" permalink) so the outline reads like the heading.
 */
export function extractHeaders(html: string): Header[] {
  const headers: Header[] = [];
  let current: { level: number; id: string; text: string } | null = null;
  let skipDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const m = /^h([2-6])$/.exec(name);
        if (m) {
          current = attrs.id ? { level: Number(m[1]), id: attrs.id, text: "" } : null;
          return;
        }
        if (current && (skipDepth > 0 || /\bheader-anchor\b/.test(attrs.class ?? ""))) skipDepth++;
      },
      ontext(text) {
        if (current && skipDepth === 0) current.text += text;
      },
      onclosetag(name) {
        if (/^h[2-6]$/.test(name)) {
          const h = current as { level: number; id: string; text: string } | null;
          const title = h ? decodeEntities(h.text).replace(/\s+/g, " ").trim() : "";
          if (h && title) headers.push({ level: h.level, title, link: `#${h.id}` });
          current = null;
          skipDepth = 0;
          return;
        }
        if (skipDepth > 0) skipDepth--;
      },
    },
    { decodeEntities: false },
  );
  parser.write(html);
  parser.end();
  return headers;
}

function decodeEntities(s: string): string {
  return s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, "&");
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
