// `sidebar: auto` in front matter (VitePress 0.x, VuePress, still in real sites): the page's sidebar is made
// from its own headings — h2 links, the h3 under each nested — and rendered as the ordinary sidebar markup,
// so it reads without JS. The links are the page's own anchors: no page is current, no group closes.
import { buildOutline, type Header, type OutlineEntry } from "./outline.ts";
import type { SidebarView } from "./sidebar-view.ts";

/** Whether the front matter asks for the page's own headings as its sidebar. */
export const isAutoSidebar = (value: unknown): boolean => value === "auto";

function entryView(entry: OutlineEntry, n: number): SidebarView {
  const items = entry.children.map((c, i) => entryView(c, i + 1));
  return {
    n,
    text: entry.title,
    href: entry.link,
    active: false,
    collapsible: false,
    open: true,
    hasActive: false,
    deferred: false,
    ...(items.length ? { items } : {}),
  };
}

/** The sidebar of a `sidebar: auto` page: its h2 and h3 headings, nested as they stand. */
export function autoSidebar(headers: Header[]): SidebarView[] {
  return buildOutline(headers, [2, 3]).map((e, i) => entryView(e, i + 1));
}
