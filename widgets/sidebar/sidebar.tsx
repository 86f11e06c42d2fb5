// <web-docs-sidebar>: the area's sidebar (spec §2 "Sidebar", §4 "Sidebar (mobile)"). Renders exactly the
// markup of templates/partials/sidebar.njk, so upgrading the pre-rendered sidebar does not move a pixel,
// and adds: collapsible groups, the current page's group opening (also after client navigation), and
// the mobile drawer.

import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { emit, onNavigated } from "../services/events";
import { useReady } from "../services/ready";
import { samePage } from "../../common/urls";
import { useDrawer } from "./drawer";
import { Chevron } from "./icons";
import {
  containsCurrent,
  fillDeferred,
  hasDeferred,
  initialOpen,
  openAroundCurrent,
  parseSidebarJson,
  readSidebarFromDom,
  type SidebarData,
  type SidebarNode,
  toNodes,
} from "./model";

export const TOGGLE_EVENT = "web-docs-sidebar-toggle";
export const ERROR_EVENT = "web-docs-sidebar-error";

export interface SidebarProps {
  /** The host element (passed by r2wc). */
  container: HTMLElement;
  /**
   * URL of the sidebar JSON: the tree when the element has neither `items` nor pre-rendered markup, and
   * the items of groups the pre-rendered markup defers.
   */
  src?: string;
  /** The sidebar as inline JSON. */
  items?: string;
  /** The current page's URL or path; defaults to the document's location. */
  current?: string;
  /** Accessible name of the sidebar navigation. */
  label?: string;
  /** Selector of the button(s) that open the sidebar as a drawer on small screens. */
  menuButton?: string;
  /** Width in px from which the sidebar is a column rather than a drawer. */
  breakpoint?: number;
}

// r2wc unmounts (and so empties) the element when it leaves the document; keep the last tree so a moved
// element comes back with its content instead of an empty sidebar.
const snapshots = new WeakMap<Element, SidebarData>();

function fromJson(raw: string, current: string): SidebarData {
  const nodes = toNodes(parseSidebarJson(JSON.parse(raw), current));
  return { nodes, open: initialOpen(nodes, current) };
}

export function Sidebar(props: SidebarProps) {
  const host = props.container;
  const [current, setCurrent] = useState(() => props.current || location.href);
  const [init] = useState(() => {
    // Read the pre-rendered DOM now, during the first render: React's first commit replaces it.
    try {
      if (props.items) return { data: fromJson(props.items, current), error: null };
    } catch (e) {
      return { data: null, error: `items: ${(e as Error).message}` };
    }
    return { data: readSidebarFromDom(host) ?? snapshots.get(host) ?? null, error: null };
  });
  const [data, setData] = useState<SidebarData>(() => init.data ?? { nodes: [], open: {} });
  const [error, setError] = useState<string | null>(init.error);
  const panel = useRef<HTMLElement>(null);
  const drawer = useDrawer({
    host,
    panel,
    menuSelector: props.menuButton || ".wd-localnav-menu",
    breakpoint: props.breakpoint || 960,
  });

  useEffect(() => {
    snapshots.set(host, data);
  }, [host, data]);

  // A new `items` attribute replaces the tree.
  const firstItems = useRef(props.items);
  useEffect(() => {
    if (props.items === firstItems.current) return;
    firstItems.current = props.items;
    if (!props.items) return;
    try {
      setData(fromJson(props.items, current));
    } catch (e) {
      setError(`items: ${(e as Error).message}`);
    }
  }, [props.items]);

  // `src`: the whole sidebar as JSON. Fetched at once when nothing else gave a tree; otherwise on first
  // need — the pre-rendered page may defer the items of closed groups (`data-deferred`), and the reader
  // pointing at or focusing the sidebar, opening the drawer or a group, or navigating, fills them in.
  const currentRef = useRef(current);
  currentRef.current = current;
  const needsSrc = useRef(false);
  needsSrc.current = data.nodes.length === 0 || hasDeferred(data.nodes);
  const loading = useRef<string | null>(null);
  const loadSrc = useCallback(() => {
    const src = props.src;
    if (!src || props.items || loading.current === src || !needsSrc.current) return;
    loading.current = src;
    fetch(src)
      .then((r) => {
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        return r.text();
      })
      .then((text) => {
        if (!host.isConnected) return;
        const url = currentRef.current;
        const full = fromJson(text, url);
        setData((d) => {
          if (d.nodes.length === 0) return { ...d, ...full };
          const nodes = fillDeferred(d.nodes, full.nodes);
          return { ...d, nodes, open: openAroundCurrent(nodes, d.open, url) };
        });
      })
      .catch((e: Error) => setError(`src ${src}: ${e.message}`)); // one attempt per URL: no retry storm on hover
  }, [props.src, props.items, host]);

  useEffect(() => {
    if (data.nodes.length === 0) loadSrc();
  }, [data.nodes.length, loadSrc]);
  useEffect(() => {
    host.addEventListener("pointerover", loadSrc);
    host.addEventListener("focusin", loadSrc);
    return () => {
      host.removeEventListener("pointerover", loadSrc);
      host.removeEventListener("focusin", loadSrc);
    };
  }, [host, loadSrc]);
  useEffect(() => {
    if (drawer.open) loadSrc();
  }, [drawer.open, loadSrc]);

  useEffect(() => {
    if (!error) return;
    console.error(`[web-docs] <web-docs-sidebar> ${error}`);
    emit(host, ERROR_EVENT, { message: error });
  }, [error, host]);

  // Follow a new current page: mark its link and open the groups around it in one render, so no frame
  // ever shows the new link current inside a still-collapsed group.
  const follow = (url: string) => {
    loadSrc(); // the new page may sit in a group this page deferred
    setCurrent(url);
    setData((d) => {
      const open = openAroundCurrent(d.nodes, d.open, url);
      return open === d.open ? d : { ...d, open };
    });
  };
  const followRef = useRef(follow);
  followRef.current = follow;

  const firstCurrent = useRef(props.current);
  useEffect(() => {
    if (props.current === firstCurrent.current) return;
    firstCurrent.current = props.current;
    if (props.current) followRef.current(props.current);
  }, [props.current]);

  // The router announces each client navigation: follow it (spec §2: the group opens automatically).
  useEffect(() => onNavigated((d) => followRef.current(d.url)), []);

  const isOpen = (n: SidebarNode) => !n.collapsible || (data.open[n.id] ?? !n.collapsed);
  const toggle = (node: SidebarNode) => {
    const open = !isOpen(node);
    if (open && node.deferred) loadSrc();
    if (!emit(host, TOGGLE_EVENT, { id: node.id, text: node.text, open })) return;
    setData((d) => ({ ...d, open: { ...d.open, [node.id]: open } }));
  };

  const renderItems = (nodes: SidebarNode[], depth: number): ReactNode => (
    <ul className={`wd-sidebar-items depth-${depth}`}>
      {nodes.map((n) => {
        const active = !!n.href && samePage(n.href, current);
        if (!n.items) {
          return (
            <li key={n.id}>
              <a className={`wd-sidebar-link${active ? " active" : ""}`} href={n.href} aria-current={active ? "page" : undefined}>
                {n.text}
              </a>
            </li>
          );
        }
        const open = isOpen(n);
        const hasActive = containsCurrent(n, current);
        return (
          <li key={n.id} className={`wd-group${n.collapsible ? " collapsible" : ""}${open ? "" : " collapsed"}${hasActive ? " has-active" : ""}`}>
            {/* The whole heading row toggles; a link heading keeps its link and toggles from the caret (as VitePress). */}
            <div className="wd-group-head">
              {n.href ? (
                <a className={`wd-group-link${active ? " active" : ""}`} href={n.href} aria-current={active ? "page" : undefined}>
                  {n.text}
                </a>
              ) : n.collapsible ? (
                <button type="button" className="wd-group-toggle" aria-expanded={open} aria-controls={n.id} onClick={() => toggle(n)}>
                  <span className="wd-group-title">{n.text}</span>
                  <span className="wd-caret" aria-hidden="true">
                    <Chevron />
                  </span>
                </button>
              ) : (
                <span className="wd-group-title">{n.text}</span>
              )}
              {n.href && n.collapsible && (
                <button type="button" className="wd-caret" aria-expanded={open} aria-controls={n.id} aria-label={n.text} onClick={() => toggle(n)}>
                  <Chevron />
                </button>
              )}
            </div>
            {n.deferred ? (
              <div className="wd-group-items" id={n.id} data-deferred="" />
            ) : (
              <div className="wd-group-items" id={n.id}>
                {renderItems(n.items, depth + 1)}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );

  const label = props.label || data.label || "Sidebar";
  const modal = drawer.open ? { role: "dialog", "aria-modal": true, "aria-label": label } : {};
  useReady(host);

  return (
    <>
      {/* Named like the pre-rendered aside: the page has a second complementary landmark (the outline). */}
      <aside className="wd-sidebar" id={data.asideId || "wd-sidebar"} aria-label={label} ref={panel} part="sidebar" {...modal}>
        <nav className="wd-sidebar-nav" aria-label={label} part="nav">
          {renderItems(data.nodes, 0)}
        </nav>
      </aside>
      {drawer.open && <div className="wd-sidebar-backdrop" part="backdrop" aria-hidden="true" onClick={() => drawer.close(true)} />}
    </>
  );
}
