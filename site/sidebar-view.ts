// The sidebar as one page shows it (templates/partials/sidebar.njk renders it): links under the base, the
// current link, which groups are open, which are deferred, and — in a long list — which window of it.
//
// A page's HTML stays the same size whatever the size of the site: a closed group with its own page leaves
// its items out (that page has them), and a list longer than SIDEBAR_LIST_MAX shows SIDEBAR_WINDOW entries
// around the current page, with a "N more" row for the rest on each side. That row links to a page whose
// window shows the entries next to this one, so a reader without JS pages through the list; the sidebar
// widget (widgets/sidebar/window.ts) takes the entries from that page instead and keeps the reader here.
import type { SidebarItem } from "./config/types.ts";
import { routeKey, toPageLink, withBase } from "../common/urls.ts";
import { indexSidebar } from "./sidebar.ts";

/** Lists up to this long are shown whole; the sections of an area, or the pages of a section, usually are. */
export const SIDEBAR_LIST_MAX = 30;
/** How many entries of a longer list a page shows: the current one and about as many before as after. */
export const SIDEBAR_WINDOW = 15;

/** A row standing for the entries `from`…`to` (positions from 1) a page leaves out of a long list. */
interface MoreRow {
  from: number;
  to: number;
  count: number;
  /** The page whose window shows the entries next to this page's (absent when none of them has a link). */
  href?: string;
}

/** What a long list shows: entries `start`…`end - 1` (from 0) of `count`, and the rows for the rest. */
export interface ListWindow {
  count: number;
  before?: MoreRow;
  after?: MoreRow;
}

export interface SidebarView {
  /** Position in its list, from 1: the group's id and the widget's merging count on it, not on what is shown. */
  n: number;
  text: string;
  href?: string;
  active: boolean;
  collapsible: boolean;
  open: boolean;
  hasActive: boolean;
  /** Closed group whose items are left out of the page (the widget takes them from the group's own page when opened). */
  deferred: boolean;
  items?: SidebarView[];
  /** The group's items are a window of a long list. */
  window?: ListWindow;
}

/** The top level: its entries, and its window when it is long. */
export interface SidebarListView {
  items: SidebarView[];
  window?: ListWindow;
}

/** The first page a reader reaches through `item`: its own link, else the first one below it. */
function firstLink(item: SidebarItem): string | undefined {
  if (item.link) return item.link;
  for (const child of item.items ?? []) {
    const link = firstLink(child);
    if (link) return link;
  }
  return undefined;
}

/** The window of entries (from 0, end excluded) a page whose current entry is at `at` shows of `length`. */
export function windowAround(at: number, length: number): { start: number; end: number } {
  if (length <= SIDEBAR_LIST_MAX) return { start: 0, end: length };
  const start = Math.min(Math.max(at - Math.floor(SIDEBAR_WINDOW / 2), 0), length - SIDEBAR_WINDOW);
  return { start, end: start + SIDEBAR_WINDOW };
}

/**
 * The row for entries [from, to) (from 0): it links to the page of the entry whose window touches this side
 * of the shown one (`toward` the shown window: the last hidden window before it, the first after it), or
 * the nearest entry of the range that leads to a page.
 */
function moreRow(list: SidebarItem[], from: number, to: number, toward: "start" | "end", base: string): MoreRow {
  const half = Math.floor(SIDEBAR_WINDOW / 2);
  const ideal = toward === "end" ? to - 1 - (SIDEBAR_WINDOW - 1 - half) : from + half;
  const target = Math.min(Math.max(ideal, from), to - 1);
  // Nearest entry with a page, looking from the ideal one outward within the hidden range.
  for (let d = 0; d < to - from; d++) {
    for (const i of [target + d, target - d]) {
      if (i < from || i >= to) continue;
      const link = firstLink(list[i]);
      if (link) return { from: from + 1, to, count: to - from, href: withBase(base, link) };
    }
  }
  return { from: from + 1, to, count: to - from };
}

/**
 * The entries a page shows of `list` (from 0, end excluded), given the items on its path, and the window the
 * template writes; no window when the list is shown whole.
 */
function listWindow(list: SidebarItem[], onPath: Set<SidebarItem>, base: string): { start: number; end: number; window?: ListWindow } {
  if (list.length <= SIDEBAR_LIST_MAX) return { start: 0, end: list.length };
  const at = list.findIndex((item) => onPath.has(item));
  const { start, end } = windowAround(Math.max(at, 0), list.length);
  const window: ListWindow = {
    count: list.length,
    ...(start > 0 ? { before: moreRow(list, 0, start, "end", base) } : {}),
    ...(end < list.length ? { after: moreRow(list, end, list.length, "start", base) } : {}),
  };
  return { start, end, window };
}

/** The sidebar as the page at `pageUrl` shows it. */
export function sidebarView(items: SidebarItem[], pageUrl: string, base: string): SidebarListView {
  const index = indexSidebar(items);
  const pageKey = routeKey(toPageLink(pageUrl));
  const onPath = new Set(index.pathTo.get(pageKey) ?? []);
  const list = (entries: SidebarItem[]): SidebarListView => {
    const { start, end, window } = listWindow(entries, onPath, base);
    const views = entries.slice(start, end).map((item, i): SidebarView => {
      const hasActive = onPath.has(item);
      const collapsible = !!item.collapsible;
      // The group containing the current page is always rendered open.
      const open = !collapsible || hasActive || !item.collapsed;
      // A closed group that has its own link is rendered without its items: its intro page is reachable
      // without JS, and the sidebar widget takes the items from that page (its sidebar has the group open) when opened.
      const deferred = !open && !!item.link && !!item.items?.length;
      const inner = item.items && !deferred ? list(item.items) : null;
      return {
        n: start + i + 1,
        text: item.text,
        href: item.link ? withBase(base, item.link) : undefined,
        active: !!item.link && index.keyOf.get(item) === pageKey,
        collapsible,
        open,
        hasActive,
        deferred,
        items: item.items ? (inner?.items ?? []) : undefined,
        ...(inner?.window ? { window: inner.window } : {}),
      };
    });
    return { items: views, ...(window ? { window } : {}) };
  };
  return list(items);
}
