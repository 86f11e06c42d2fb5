// <web-docs-outline>: "On this page" (spec §2 doc layout, §4 "Outline"). Renders the markup of
// templates/partials/outline.njk (read from it on upgrade, so nothing moves), marks the heading scrolled
// to as active, and rebuilds itself from the new page's headings after a client navigation.

import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { emit, onNavigated } from "../services/events";
import { useReady } from "../services/ready";
import { throttle } from "../services/throttle";
import { activeIndex, isAtPageBottom } from "./active";
import { DEFAULT_LEVELS, flatten, type Levels, type OutlineEntry, outlineFromHeadings, readOutlineFromDom } from "./model";

export const ACTIVE_EVENT = "web-docs-outline-active";
export const DEFAULT_CONTAINER = ".wd-doc-content";
/** Spec §9. */
export const DEFAULT_OFFSET = 71;
export const SCROLL_THROTTLE_MS = 100;
const HASH_OFFSET_FALLBACK = 90;

export interface OutlineProps {
  /** The host element (passed by r2wc). The `container` attribute (a selector) is read from it directly. */
  container: HTMLElement;
  /** Heading levels as the build normalised them: `[2,3]`, or `null` for none (a JSON attribute). */
  levels?: Levels;
  /** Distance in px from the top of the viewport at which a heading becomes the active one. */
  offset?: number;
  /** The outline's title. */
  label?: string;
}

interface State {
  entries: OutlineEntry[];
  title?: string;
  titleId?: string;
}

const snapshots = new WeakMap<Element, State>();

function contentRoot(host: Element): ParentNode | null {
  return document.querySelector(host.getAttribute("container") || DEFAULT_CONTAINER);
}

/** The hash-anchor offset the page scrolls with (html's scroll-padding-top), spec §9: 90 px. */
function hashOffset(): number {
  const v = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  return Number.isFinite(v) && v > 0 ? v : HASH_OFFSET_FALLBACK;
}

const idOf = (link: string) => {
  try {
    return decodeURIComponent(link.replace(/^#/, ""));
  } catch {
    return link.replace(/^#/, "");
  }
};

export function Outline(props: OutlineProps) {
  const host = props.container;
  const fallbackId = useId();
  const [state, setState] = useState<State>(() => {
    const dom = readOutlineFromDom(host) ?? snapshots.get(host);
    return dom ?? { entries: outlineFromHeadings(contentRoot(host), props.levels === undefined ? DEFAULT_LEVELS : props.levels) };
  });
  const [active, setActive] = useState<string | null>(null);
  const offset = props.offset ?? DEFAULT_OFFSET;

  useEffect(() => {
    snapshots.set(host, state);
  }, [host, state]);

  const rebuild = useCallback(
    (pageLevels?: Levels) => {
      const levels = pageLevels !== undefined ? pageLevels : props.levels !== undefined ? props.levels : DEFAULT_LEVELS;
      setState((s) => ({ ...s, entries: outlineFromHeadings(contentRoot(host), levels) }));
    },
    [host, props.levels],
  );

  // After a client navigation the content is the new page's: rebuild from its headings, at the page's own
  // levels, which the build normalised into its page data.
  useEffect(() => onNavigated((d) => rebuild(d.pageData?.outline)), [rebuild]);

  // A changed `levels` or `container` attribute rebuilds too.
  const firstLevels = useRef(props.levels);
  useEffect(() => {
    if (props.levels === firstLevels.current) return;
    firstLevels.current = props.levels;
    rebuild();
  }, [props.levels, rebuild]);
  useEffect(() => {
    const mo = new MutationObserver(() => rebuild());
    mo.observe(host, { attributes: true, attributeFilter: ["container"] });
    return () => mo.disconnect();
  }, [host, rebuild]);

  // The active heading: on scroll (throttled, spec §9), resize, hash change, and whenever entries change.
  useEffect(() => {
    const flat = flatten(state.entries);
    const update = () => {
      const found = flat
        .map((e) => ({ link: e.link, title: e.title, el: document.getElementById(idOf(e.link)) }))
        .filter((h): h is { link: string; title: string; el: HTMLElement } => !!h.el);
      const hash = idOf(location.hash);
      const i = activeIndex({
        tops: found.map((h) => h.el.getBoundingClientRect().top),
        offset,
        atBottom: isAtPageBottom(),
        hashIndex: hash ? found.findIndex((h) => h.el.id === hash) : -1,
        hashOffset: hashOffset(),
      });
      setActive(i >= 0 ? found[i].link : null);
    };
    const throttled = throttle(update, SCROLL_THROTTLE_MS);
    update();
    window.addEventListener("scroll", throttled, { passive: true });
    window.addEventListener("resize", throttled, { passive: true });
    window.addEventListener("hashchange", update);
    return () => {
      throttled.cancel();
      window.removeEventListener("scroll", throttled);
      window.removeEventListener("resize", throttled);
      window.removeEventListener("hashchange", update);
    };
  }, [state.entries, offset]);

  // Tell listeners, and keep the active link visible when the outline itself scrolls (long outlines).
  const first = useRef(true);
  useEffect(() => {
    if (first.current && active === null) return;
    first.current = false;
    const link = active ? host.querySelector<HTMLElement>(`a.wd-outline-link[href="${CSS.escape(active)}"]`) : null;
    emit(host, ACTIVE_EVENT, { link: active, title: link?.textContent ?? null });
    if (link && host.scrollHeight > host.clientHeight) {
      const box = host.getBoundingClientRect();
      const r = link.getBoundingClientRect();
      if (r.top < box.top) host.scrollTop -= box.top - r.top;
      else if (r.bottom > box.bottom) host.scrollTop += r.bottom - box.bottom;
    }
  }, [active, host]);

  const renderItems = (entries: OutlineEntry[], depth: number): ReactNode => (
    <ul className={`wd-outline-items depth-${depth}`}>
      {entries.map((e, i) => (
        <li key={`${e.link}-${i}`}>
          <a
            className={`wd-outline-link${e.link === active ? " active" : ""}`}
            href={e.link}
            aria-current={e.link === active ? "location" : undefined}
          >
            {e.title}
          </a>
          {e.children.length > 0 && renderItems(e.children, depth + 1)}
        </li>
      ))}
    </ul>
  );

  const titleId = state.titleId || `wd-outline-title-${fallbackId.replace(/[^\w-]/g, "")}`;
  useReady(host);

  return (
    <nav className="wd-outline" aria-labelledby={titleId} part="nav" hidden={state.entries.length === 0 || undefined}>
      <p className="wd-outline-title" id={titleId} part="title">
        {props.label || state.title || "On this page"}
      </p>
      {renderItems(state.entries, 0)}
    </nav>
  );
}
