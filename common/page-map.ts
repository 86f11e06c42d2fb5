// The page → content-module map (hashmap.json), shared by the build that writes it and the router
// that reads it. Keys are page files under the base ("guide/getting-started.html"); values are the
// content hashes of their modules, written to <base>pages/<flattened key>.<hash>.js.

import { decodePath, normalizeBase } from "./urls";

export type HashMap = Record<string, string>;

export const HASHMAP_FILE = "hashmap.json";
/** Old URL → new URL, both with the base ("/docs/web/old.html" → "/docs/web/new.html"); written by site/redirects.ts. */
export const REDIRECTS_FILE = "redirects.json";
const PAGES_DIR = "pages/";

/** "guide/advanced/index.html" → "guide_advanced_index" (one flat folder of modules). */
export function flattenKey(key: string): string {
  return key.replace(/\.html$/, "").replace(/\//g, "_");
}

/** The module file of a page, relative to the base. */
export function pageModuleFile(key: string, hash: string): string {
  return `${PAGES_DIR}${flattenKey(key)}.${hash}.js`;
}

/**
 * The keys a URL path may be stored under, most likely first, or null when the path is outside the
 * base or names a file that is not a page. A folder path is served by its index page, else by its
 * intro page (a link ending in index or intro maps to its folder path).
 */
export function pageKeyCandidates(pathname: string, base: string): string[] | null {
  const b = normalizeBase(base);
  let p = decodePath(pathname);
  if (p === b.slice(0, -1)) p = b;
  if (!p.startsWith(b)) return null;
  const rel = p.slice(b.length);
  if (rel === "" || rel.endsWith("/")) return [`${rel}index.html`, `${rel}intro.html`];
  if (rel.endsWith(".html")) return [rel];
  if (/\.[^./]+$/.test(rel)) return null;
  return [`${rel}.html`, `${rel}/index.html`, `${rel}/intro.html`];
}

export interface PageLookup {
  key: string;
  hash: string;
  /** Absolute path of the page's module ("/docs/web/pages/guide_index.1a2b3c4d5e.js"). */
  module: string;
}

/** Find a page's module from its URL path; null when the map has no such page. */
export function lookupPage(map: HashMap, pathname: string, base: string): PageLookup | null {
  const b = normalizeBase(base);
  for (const key of pageKeyCandidates(pathname, b) ?? []) {
    const hash = Object.hasOwn(map, key) ? map[key] : undefined;
    if (typeof hash === "string" && hash) return { key, hash, module: b + pageModuleFile(key, hash) };
  }
  return null;
}
