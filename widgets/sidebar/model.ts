// The sidebar tree the element renders, from one of three sources: the pre-rendered markup
// (templates/partials/sidebar.njk), inline JSON (`items`) or a JSON URL (`src`). JSON uses the site
// config's shape: `{ text, link?, items?, collapsible?, collapsed? }`, or an object of path prefix → items.

import { pageKey, samePage } from "../../common/urls";

/** One sidebar entry as authors write it (spec §3 "Sidebar group"). */
export interface SidebarItemInput {
  text: string;
  link?: string;
  items?: SidebarItemInput[];
  collapsible?: boolean;
  collapsed?: boolean;
}

export interface SidebarNode {
  /** The id of the group's items container ("sb-1-2"), referenced by the caret's aria-controls. */
  id: string;
  text: string;
  href?: string;
  collapsible: boolean;
  /** Initial state as authored or pre-rendered: true when the group starts collapsed. */
  collapsed: boolean;
  /**
   * The page left this closed group's items out (`data-deferred`, to keep its HTML proportional to its own
   * place in the tree); they come from the sidebar JSON (`src`) when needed.
   */
  deferred?: boolean;
  items?: SidebarNode[];
}

export interface SidebarData {
  nodes: SidebarNode[];
  /** Group id → open; only groups appear here. */
  open: Record<string, boolean>;
  /** The accessible name of the sidebar's nav landmark, as pre-rendered. */
  label?: string;
  /** The id of the <aside>, the target of the local nav's Menu button (aria-controls). */
  asideId?: string;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Turn authored items into nodes with the same ids the template writes (prefix-<1-based index>). */
export function toNodes(items: SidebarItemInput[], prefix = "sb"): SidebarNode[] {
  return items.map((item, i) => {
    const id = `${prefix}-${i + 1}`;
    const node: SidebarNode = { id, text: String(item.text ?? ""), collapsible: !!item.collapsible, collapsed: !!item.collapsed };
    if (item.link) node.href = item.link;
    if (Array.isArray(item.items)) node.items = toNodes(item.items, id);
    return node;
  });
}

/**
 * Parse sidebar JSON: an array of items, or an object of path prefix → items (the sidebar is then chosen
 * by the longest prefix matching `current`, spec §2). Throws with a message naming what is wrong.
 */
export function parseSidebarJson(json: unknown, current: string): SidebarItemInput[] {
  if (Array.isArray(json)) return json.map(checkItem);
  if (isObj(json)) {
    const key = pageKey(current);
    let best: string | null = null;
    for (const prefix of Object.keys(json)) {
      const p = pageKey(prefix.endsWith("/") ? prefix : `${prefix}/`);
      if (key.startsWith(p) && (best === null || p.length > pageKey(best).length)) best = prefix;
    }
    const chosen = best === null ? [] : json[best];
    if (!Array.isArray(chosen)) throw new Error(`sidebar JSON: "${best}" must be an array of items`);
    return chosen.map(checkItem);
  }
  throw new Error("sidebar JSON: expected an array of items or an object of path prefix → items");
}

function checkItem(v: unknown): SidebarItemInput {
  if (!isObj(v) || typeof v.text !== "string") throw new Error(`sidebar JSON: every item needs a "text" string, got ${JSON.stringify(v)}`);
  if (v.items !== undefined && !Array.isArray(v.items)) throw new Error(`sidebar JSON: "items" of "${v.text}" must be an array`);
  return { ...(v as unknown as SidebarItemInput), items: Array.isArray(v.items) ? v.items.map(checkItem) : undefined };
}

/** Whether a node, or anything below it, is the current page. */
export function containsCurrent(node: SidebarNode, current: string): boolean {
  if (node.href && samePage(node.href, current)) return true;
  return (node.items ?? []).some((c) => containsCurrent(c, current));
}

/** Initial open state of authored groups: open unless collapsible and collapsed, and always open around the current page. */
export function initialOpen(nodes: SidebarNode[], current: string): Record<string, boolean> {
  const open: Record<string, boolean> = {};
  const walk = (list: SidebarNode[]) => {
    for (const n of list) {
      if (!n.items) continue;
      open[n.id] = !n.collapsible || !n.collapsed || containsCurrent(n, current);
      walk(n.items);
    }
  };
  walk(nodes);
  return open;
}

/** Open every group on the path to the current page; other groups keep the reader's choice. */
export function openAroundCurrent(nodes: SidebarNode[], open: Record<string, boolean>, current: string): Record<string, boolean> {
  let next = open;
  const walk = (list: SidebarNode[]) => {
    for (const n of list) {
      if (!n.items) continue;
      if (containsCurrent(n, current) && !next[n.id]) next = { ...next, [n.id]: true };
      walk(n.items);
    }
  };
  walk(nodes);
  return next;
}

export function hasDeferred(nodes: SidebarNode[]): boolean {
  return nodes.some((n) => n.deferred || (!!n.items && hasDeferred(n.items)));
}

/**
 * Fill the deferred groups of `nodes` from the full tree (the sidebar JSON, same ids as the template).
 * A group is filled only when the full tree has the same id with the same text, so a stale JSON never
 * grafts items onto the wrong group.
 */
export function fillDeferred(nodes: SidebarNode[], full: SidebarNode[]): SidebarNode[] {
  const byId = new Map(full.map((n) => [n.id, n]));
  return nodes.map((n) => {
    const f = byId.get(n.id);
    if (!f || f.text !== n.text || !n.items) return n;
    if (n.deferred) return { ...n, deferred: false, items: f.items ?? [] };
    return f.items ? { ...n, items: fillDeferred(n.items, f.items) } : n;
  });
}

/** Read the pre-rendered sidebar (the markup of templates/partials/sidebar.njk) inside `host`; null if absent. */
export function readSidebarFromDom(host: Element): SidebarData | null {
  const nav = host.querySelector(".wd-sidebar-nav");
  const list = nav?.querySelector(":scope > ul.wd-sidebar-items");
  if (!nav || !list) return null;
  const open: Record<string, boolean> = {};
  const readList = (ul: Element, prefix: string): SidebarNode[] =>
    [...ul.children].filter((li) => li.tagName === "LI").map((li, i) => {
      const fallbackId = `${prefix}-${i + 1}`;
      if (li.classList.contains("wd-group")) {
        const head = li.querySelector(":scope > .wd-group-head");
        const link = head?.querySelector<HTMLAnchorElement>(":scope > a.wd-group-link");
        const title = head?.querySelector(".wd-group-title"); // also inside the whole-row toggle button
        const itemsBox = li.querySelector(":scope > .wd-group-items");
        const id = itemsBox?.id || fallbackId;
        const collapsed = li.classList.contains("collapsed");
        open[id] = !collapsed;
        const sub = itemsBox?.querySelector(":scope > ul.wd-sidebar-items");
        const node: SidebarNode = {
          id,
          text: (link ?? title)?.textContent?.trim() ?? "",
          collapsible: li.classList.contains("collapsible"),
          collapsed,
          items: sub ? readList(sub, id) : [],
        };
        if (itemsBox?.hasAttribute("data-deferred")) node.deferred = true;
        const href = link?.getAttribute("href");
        if (href) node.href = href;
        return node;
      }
      const a = li.querySelector<HTMLAnchorElement>(":scope > a");
      const node: SidebarNode = { id: fallbackId, text: a?.textContent?.trim() ?? "", collapsible: false, collapsed: false };
      const href = a?.getAttribute("href");
      if (href) node.href = href;
      return node;
    });
  const aside = host.querySelector("aside.wd-sidebar");
  return {
    nodes: readList(list, "sb"),
    open,
    label: nav.getAttribute("aria-label") ?? undefined,
    asideId: aside?.id || undefined,
  };
}
