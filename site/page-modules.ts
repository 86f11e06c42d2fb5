// Client routing, build side: one content module per page (its layout region as rendered, plus page
// data) and hashmap.json (page file → module hash). Modules are named by a hash of their content, so
// they cache forever; each holds what its page's HTML holds between top bar and footer, except the
// sidebar's content: the element is written empty (common/page-module.ts), so a module's size is its
// page's own and the site's modules grow linearly with the pages, not with pages × sidebar.
import crypto from "node:crypto";
import { HASHMAP_FILE, type HashMap, pageModuleFile } from "../common/page-map.ts";
import type { PageData, RouteView } from "../common/page-module.ts";
import { BuildError } from "./errors.ts";

export interface PageEntry {
  /** Site-relative URL ("/guide/index.html"). */
  url: string;
  /** The page as written. */
  html: string;
  /** Source file, named in errors. */
  file: string;
  pageData: PageData;
  view: RouteView;
}

export interface OutputFile {
  /** Path under the site root (the base). */
  path: string;
  contents: string;
}

const hashOf = (text: string) => crypto.createHash("sha256").update(text).digest("hex").slice(0, 10);

interface Range {
  start: number;
  end: number;
}

const LAYOUT_START = /<(div|main)\b[^>]*\sclass="(?:[^"]*\s)?wd-layout(?:\s[^"]*)?"[^>]*>/i;
const MAIN_START = /<(main|div)\b[^>]*\sid="main-content"[^>]*>/i;

/** Where the element opened at `start` closes: same-name tags counted, comments and raw text skipped. */
function elementEnd(html: string, start: number, tag: string): number | null {
  const re = new RegExp(`<!--[\\s\\S]*?-->|<(script|style|textarea)\\b[\\s\\S]*?</\\1\\s*>|<(/?)${tag}\\b[^>]*>`, "gi");
  re.lastIndex = start;
  let depth = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (m[1] || m[0].startsWith("<!--")) continue;
    depth += m[2] ? -1 : 1;
    if (depth === 0) return re.lastIndex;
  }
  return null;
}

/**
 * The page's layout region: the first `.wd-layout` element, else `#main-content`, as offsets into the
 * HTML. A scan of our own markup rather than a full parse: it runs once per page of large sites.
 */
export function findLayout(html: string): Range | null {
  for (const re of [LAYOUT_START, MAIN_START]) {
    const m = re.exec(html);
    if (!m) continue;
    const end = elementEnd(html, m.index, m[1].toLowerCase());
    if (end !== null) return { start: m.index, end };
  }
  return null;
}

const SIDEBAR_START = /<web-docs-sidebar\b[^>]*>/i;

/** The layout region with the sidebar element's content left out (its attributes, e.g. `src`, stay). */
export function withoutSidebar(region: string): string {
  const m = SIDEBAR_START.exec(region);
  if (!m) return region;
  const end = elementEnd(region, m.index, "web-docs-sidebar");
  if (end === null) return region;
  return `${region.slice(0, m.index + m[0].length)}</web-docs-sidebar>${region.slice(end)}`;
}

const moduleSource = (exports: Record<string, unknown>) =>
  `${Object.entries(exports)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join("\n")}\n`;

/** One page's module: its path under the base, its source, and the hash map's key and value for it. */
export function pageModule(page: PageEntry): { key: string; hash: string; file: OutputFile } {
  const layout = findLayout(page.html);
  if (!layout) throw new BuildError(page.file, "the rendered page has no layout region (.wd-layout or #main-content) for client routing");
  const source = moduleSource({ pageData: page.pageData, view: page.view, html: withoutSidebar(page.html.slice(layout.start, layout.end)) });
  const key = page.url.replace(/^\/+/, "");
  const hash = hashOf(source);
  return { key, hash, file: { path: pageModuleFile(key, hash), contents: source } };
}

/** hashmap.json, its keys sorted (pages are written in the order they render, which varies). */
export function hashmapFile(hashmap: HashMap): OutputFile {
  const sorted = Object.fromEntries(
    Object.keys(hashmap)
      .sort()
      .map((k) => [k, hashmap[k]]),
  );
  return { path: HASHMAP_FILE, contents: JSON.stringify(sorted) };
}
