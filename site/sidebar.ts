import type { SidebarConfig, SidebarItem } from "./config/types.ts";
import { isExternalLink, routeKey, toPageLink } from "../common/urls.ts";
import type { VersionsConfig } from "./config/types.ts";
import { linkInVersion, navInVersion, versionOf } from "./versions.ts";

/** What the sidebar generator needs to know of a page. */
export interface PageInfo {
  /** Site-relative URL, e.g. "/frontend/basics/html/index.html". */
  url: string;
  title: string;
  order?: number;
}

export interface ResolvedSidebar {
  /** The matching path prefix, e.g. "/frontend/". */
  key: string;
  items: SidebarItem[];
}

/** Choose the sidebar whose path prefix is the longest one matching the page (spec §2). */
export function resolveSidebar(sidebars: Record<string, SidebarItem[]>, pagePath: string): ResolvedSidebar | null {
  const key = routeKey(pagePath);
  let best: string | null = null;
  for (const prefix of Object.keys(sidebars)) {
    const p = routeKey(prefix.endsWith("/") ? prefix : `${prefix}/`);
    if ((key === p || key.startsWith(p.endsWith("/") ? p : `${p}/`)) && (best === null || p.length > routeKey(best).length)) {
      best = prefix;
    }
  }
  return best === null ? null : { key: best, items: sidebars[best] };
}

const byOrderThenTitle = (a: { order?: number; title: string }, b: { order?: number; title: string }) =>
  (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.title.localeCompare(b.title);

/**
 * Generate a sidebar from the folder under `prefix`: the folder's own index page first, then one
 * collapsible group per sub-folder (its index page is the group link), pages ordered by `order` then title.
 */
export function generateSidebar(pages: PageInfo[], prefix: string): SidebarItem[] {
  const root = prefix.endsWith("/") ? prefix : `${prefix}/`;
  interface Folder {
    path: string;
    index?: PageInfo;
    pages: PageInfo[];
    folders: Map<string, Folder>;
  }
  const mk = (path: string): Folder => ({ path, pages: [], folders: new Map() });
  const top = mk(root);
  for (const page of pages) {
    if (!page.url.startsWith(root)) continue;
    const parts = page.url.slice(root.length).split("/");
    const file = parts.pop()!;
    let folder = top;
    for (const part of parts) {
      if (!folder.folders.has(part)) folder.folders.set(part, mk(`${folder.path}${part}/`));
      folder = folder.folders.get(part)!;
    }
    if (file === "index.html") folder.index = page;
    else folder.pages.push(page);
  }

  const itemsOf = (folder: Folder): SidebarItem[] => {
    const entries: Array<{ order?: number; title: string; item: SidebarItem }> = [];
    for (const p of folder.pages) entries.push({ order: p.order, title: p.title, item: { text: p.title, link: p.url } });
    for (const [name, sub] of folder.folders) {
      const title = sub.index?.title ?? name;
      const item: SidebarItem = { text: title, collapsible: true, collapsed: true, items: itemsOf(sub) };
      if (sub.index) item.link = sub.index.url;
      entries.push({ order: sub.index?.order, title, item });
    }
    return entries.sort(byOrderThenTitle).map((e) => e.item);
  };

  const items = itemsOf(top);
  return top.index ? [{ text: top.index.title, link: top.index.url }, ...items] : items;
}

/**
 * Expand "auto" entries and normalize every link to its .html page. Only the prefixes the config names get
 * a sidebar: a page under none of them has none (spec §2, as in VitePress) — folders are generated only
 * where the config asks with "auto".
 */
export function resolveSidebarConfig(config: SidebarConfig, pages: PageInfo[], versions?: VersionsConfig): Record<string, SidebarItem[]> {
  const out: Record<string, SidebarItem[]> = {};
  const norm = (items: SidebarItem[]): SidebarItem[] =>
    items.map((i) => ({ ...i, ...(i.link ? { link: toPageLink(i.link) } : {}), ...(i.items ? { items: norm(i.items) } : {}) }));
  // Versioned docs: a generated sidebar holds the pages of its own version only.
  const inVersion = (version: string) => (versions ? pages.filter((p) => versionOf({ versions }, p.url)?.version === version) : pages);
  const defaults = versions ? inVersion(versions.default) : pages;
  for (const [prefix, value] of Object.entries(config)) {
    out[prefix] = value === "auto" ? generateSidebar(defaults, prefix) : norm(value);
  }
  // Versioned docs: the sidebars are written once, for the default version's paths; each other version
  // gets them under its prefix, without the pages it does not have.
  if (versions) {
    const urls = new Set(pages.map((p) => p.url));
    for (const version of versions.list) {
      if (version === versions.default) continue;
      for (const [prefix, value] of Object.entries(config)) {
        const at = linkInVersion(versions, version, prefix);
        if (at in out) continue;
        out[at] = value === "auto" ? generateSidebar(inVersion(version), at) : onlyExisting(navInVersion(norm(value), versions, version), urls);
      }
    }
  }
  return out;
}

/** A sidebar without the links to pages that do not exist (a group keeps its items without its own link). */
function onlyExisting(items: SidebarItem[], urls: ReadonlySet<string>): SidebarItem[] {
  return items.flatMap((i) => {
    const internal = i.link && !isExternalLink(i.link);
    const missing = internal && !urls.has(i.link!.split("#")[0]);
    const sub = i.items ? onlyExisting(i.items, urls) : undefined;
    if (missing && !sub?.length) return [];
    const { link: _link, ...rest } = i;
    return [{ ...(missing ? rest : i), ...(sub ? { items: sub } : {}) }];
  });
}

/** Every link of a sidebar in reading order (depth first: a group's own link before its items). */
export function flattenLinks(items: SidebarItem[]): Array<{ text: string; link: string }> {
  const out: Array<{ text: string; link: string }> = [];
  const walk = (list: SidebarItem[]) => {
    for (const i of list) {
      if (i.link) out.push({ text: i.text, link: i.link });
      if (i.items) walk(i.items);
    }
  };
  walk(items);
  return out;
}

// Every page compares every item of its sidebar with itself (active item, open group, pager,
// breadcrumbs): memoize the normalization, a pure function of the link, so that costs a lookup.
const linkKeys = new Map<string, string>();
function linkKey(link: string): string {
  let key = linkKeys.get(link);
  if (key === undefined) {
    if (linkKeys.size > 200_000) linkKeys.clear();
    key = routeKey(toPageLink(link));
    linkKeys.set(link, key);
  }
  return key;
}

export function sameLink(a: string, b: string): boolean {
  return linkKey(a) === linkKey(b);
}

/**
 * A sidebar prepared once for many pages: each link's route key, the chain of items leading to every
 * page, and the reading order. Per-page work is then a few map lookups instead of walking the tree.
 */
export interface SidebarIndex {
  flat: Array<{ text: string; link: string }>;
  /** Route key → position in `flat`. */
  position: Map<string, number>;
  /** Route key → the items from the top level down to the item linking to that page. */
  pathTo: Map<string, SidebarItem[]>;
  keyOf: Map<SidebarItem, string>;
}

const indexes = new WeakMap<SidebarItem[], SidebarIndex>();

export function indexSidebar(items: SidebarItem[]): SidebarIndex {
  const cached = indexes.get(items);
  if (cached) return cached;
  const index: SidebarIndex = { flat: [], position: new Map(), pathTo: new Map(), keyOf: new Map() };
  const walk = (list: SidebarItem[], trail: SidebarItem[]) => {
    for (const item of list) {
      const here = [...trail, item];
      if (item.link) {
        const key = routeKey(toPageLink(item.link));
        index.keyOf.set(item, key);
        if (!index.pathTo.has(key)) index.pathTo.set(key, here);
        if (!isExternalLink(item.link)) {
          if (!index.position.has(key)) index.position.set(key, index.flat.length);
          // Reading order for prev/next, where a page may go by its docFooterText.
          index.flat.push({ text: item.docFooterText || item.text, link: item.link });
        }
      }
      if (item.items) walk(item.items, here);
    }
  };
  walk(items, []);
  indexes.set(items, index);
  return index;
}

/** The sidebar items above a page, outermost first: what its breadcrumbs show (empty where it is not listed). */
export function itemsAbove(items: SidebarItem[], pageUrl: string): SidebarItem[] {
  return (indexSidebar(items).pathTo.get(routeKey(toPageLink(pageUrl))) ?? []).slice(0, -1);
}

/** A page's place in the site as its breadcrumbs name it: the texts of the items above it in its sidebar. */
export function placeOf(sidebars: Record<string, SidebarItem[]>, pageUrl: string): string[] {
  const resolved = resolveSidebar(sidebars, pageUrl);
  return resolved ? itemsAbove(resolved.items, pageUrl).map((item) => item.text) : [];
}

export type PagerOverride = false | string | { text?: string; link?: string } | undefined;
export interface PagerLink {
  text: string;
  link: string;
}

/** Previous/next links in sidebar order, overridable by front matter: false, a label, or {text, link}. */
export function prevNext(
  items: SidebarItem[],
  pageUrl: string,
  overrides: { prev?: PagerOverride; next?: PagerOverride } = {},
): { prev: PagerLink | null; next: PagerLink | null } {
  const { flat, position } = indexSidebar(items);
  const i = position.get(routeKey(toPageLink(pageUrl))) ?? -1;
  const pick = (fallback: PagerLink | undefined, o: PagerOverride): PagerLink | null => {
    if (o === false) return null;
    if (typeof o === "string") return fallback ? { text: o, link: fallback.link } : null;
    if (o && typeof o === "object") {
      const link = o.link ? toPageLink(o.link) : fallback?.link;
      return link ? { text: o.text ?? fallback?.text ?? link, link } : null;
    }
    return fallback ?? null;
  };
  return {
    prev: pick(i > 0 ? flat[i - 1] : undefined, overrides.prev),
    next: pick(i >= 0 && i < flat.length - 1 ? flat[i + 1] : undefined, overrides.next),
  };
}
