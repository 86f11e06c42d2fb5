// <web-docs-navigator>'s panel, opened by the floating round button (element.ts; spec §2 "Chrome") (spec §3 app state `showNavigator`, false until the button is clicked). The spec leaves the
// panel's content open; here it is a quick navigator: the areas and their sections with the current
// page's place marked. It is a pure convenience: every link in it is also in the top navigation.

import { type KeyboardEvent as ReactKeyboardEvent, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { getAppState, setAppState, subscribeAppState } from "../services/app-state";
import { emit, onNavigated } from "../services/events";
import { trapFocus } from "../services/focus-trap";
import { Cross } from "./icons";
import { findCurrent, type NavArea, parseNavJson, readNavFromDom } from "./model";

const TOGGLE_EVENT = "web-docs-navigator-toggle";
const ERROR_EVENT = "web-docs-navigator-error";
const DEFAULT_NAV_FROM = ".wd-nav";

export interface NavigatorProps {
  /** The site's base path; put in front of root-relative links of `nav`/`src` JSON that lack it. */
  base?: string;
  /** The navigation as inline JSON: [{ text, link?, items? }]. */
  nav?: string;
  /** URL of the navigation JSON, fetched on first open. */
  src?: string;
  /** Selector of the page's top navigation to read when neither `nav` nor `src` is given. */
  navFrom?: string;
  /** The current page's URL or path; defaults to the document's location. */
  current?: string;
  /** Accessible name of the button and the panel. */
  label?: string;
  /** Accessible name of the panel's close button. */
  closeLabel?: string;
}

/** What element.ts adds: the host and the button it owns (the panel is all this component renders). */
interface NavigatorViewProps extends NavigatorProps {
  container: HTMLElement;
  button: HTMLButtonElement;
}

type Load = { areas: NavArea[] } | { error: string } | { pending: true };

export function Navigator(props: NavigatorViewProps) {
  const host = props.container;
  const button = props.button;
  const open = useSyncExternalStore(subscribeAppState, () => getAppState().showNavigator);
  const [current, setCurrent] = useState(() => props.current || location.href);
  const [load, setLoad] = useState<Load | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const restoreFocus = useRef(true);
  const uid = useId().replace(/[^\w-]/g, "");
  const panelId = `wd-navigator-${uid}`;
  const titleId = `${panelId}-title`;
  const label = props.label ?? "";

  const setOpen = useCallback((next: boolean, restore = true) => {
    restoreFocus.current = restore;
    setAppState({ showNavigator: next });
  }, []);

  useEffect(() => {
    if (props.current) setCurrent(props.current);
  }, [props.current]);
  useEffect(
    () =>
      onNavigated((d) => {
        setCurrent(d.url);
        setOpen(false, false); // the router has moved focus to the new content: leave it there
      }),
    [setOpen],
  );

  // Load the map on open: reading the top nav costs nothing until the reader asks for the panel.
  const fetched = useRef<string | null>(null);
  useEffect(() => {
    if (!open) return;
    if (props.nav) {
      try {
        setLoad({ areas: parseNavJson(JSON.parse(props.nav), props.base) });
      } catch (e) {
        setLoad({ error: `nav: ${(e as Error).message}` });
      }
      return;
    }
    if (props.src) {
      if (fetched.current === props.src) return;
      const src = props.src;
      let live = true;
      setLoad({ pending: true });
      fetch(src)
        .then((r) => {
          if (!r.ok) throw new Error(`HTTP ${r.status}`);
          return r.json();
        })
        .then((json) => {
          if (!live) return;
          fetched.current = src;
          setLoad({ areas: parseNavJson(json, props.base) });
        })
        .catch((e: Error) => live && setLoad({ error: `src ${src}: ${e.message}` }));
      return () => {
        live = false;
      };
    }
    setLoad({ areas: readNavFromDom(document.querySelector(props.navFrom || DEFAULT_NAV_FROM)) });
  }, [open, props.nav, props.src, props.navFrom, props.base]);

  useEffect(() => {
    if (load && "error" in load) {
      console.error(`[web-docs] <web-docs-navigator> ${load.error}`);
      emit(host, ERROR_EVENT, { message: load.error });
    }
  }, [load, host]);

  // Open: focus moves into the panel (to the current page's link when there is one), Tab stays inside,
  // Escape and a click outside close it.
  const ready = open && !!load && "areas" in load;
  useEffect(() => {
    host.classList.toggle("open", open);
    if (!open) return;
    emit(host, TOGGLE_EVENT, { open: true });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.preventDefault();
        setOpen(false);
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (!e.composedPath().includes(host)) setOpen(false, false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer, true);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer, true);
      emit(host, TOGGLE_EVENT, { open: false });
      if (restoreFocus.current) button.focus();
    };
  }, [open, host, button, setOpen]);

  // The button (element.ts keeps its aria-expanded) names the panel while it is open.
  useEffect(() => {
    if (open) button.setAttribute("aria-controls", panelId);
    else button.removeAttribute("aria-controls");
  }, [open, button, panelId]);

  useEffect(() => {
    const el = panel.current;
    if (!ready || !el) return;
    const trap = trapFocus(el);
    const target =
      el.querySelector<HTMLElement>('a[aria-current="page"]') ??
      el.querySelector<HTMLElement>('a[aria-current="true"]') ??
      el.querySelector<HTMLElement>("a[href]");
    (target ?? el.querySelector<HTMLElement>("button"))?.focus();
    return () => trap.release(false);
  }, [ready]);

  // Arrow keys move between links (wrapping), Left/Right jump between areas, Home/End to the ends.
  const onPanelKey = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    const el = panel.current;
    if (!el || !["ArrowDown", "ArrowUp", "ArrowLeft", "ArrowRight", "Home", "End"].includes(e.key)) return;
    const links = [...el.querySelectorAll<HTMLAnchorElement>("a[href]")];
    if (!links.length) return;
    e.preventDefault();
    const i = links.indexOf(document.activeElement as HTMLAnchorElement);
    let next = 0;
    if (e.key === "ArrowDown") next = (i + 1) % links.length;
    else if (e.key === "ArrowUp") next = i <= 0 ? links.length - 1 : i - 1;
    else if (e.key === "Home") next = 0;
    else if (e.key === "End") next = links.length - 1;
    else {
      const areas = [...el.querySelectorAll<HTMLElement>(".wd-navigator-area")].filter((a) => a.querySelector("a[href]"));
      const at = areas.findIndex((a) => a.contains(document.activeElement));
      const step = e.key === "ArrowRight" ? 1 : -1;
      const area = areas[((((at < 0 ? (step > 0 ? -1 : 0) : at) + step) % areas.length) + areas.length) % areas.length];
      next = links.indexOf(area.querySelector<HTMLAnchorElement>("a[href]")!);
    }
    links[next].focus();
  };

  const areas = load && "areas" in load ? load.areas : [];
  const place = findCurrent(areas, current, props.base || "/");
  const mark = (href: string | undefined) => (href && href === place.href ? (place.kind === "page" ? "page" : "true") : undefined);

  return (
    <>
      {open && (
        <div
          ref={panel}
          className="wd-navigator-panel"
          part="panel"
          id={panelId}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          onKeyDown={onPanelKey}
        >
          <div className="wd-navigator-head" part="header">
            <h2 className="wd-navigator-title" id={titleId}>
              {label}
            </h2>
            <button type="button" className="wd-navigator-close" part="close" aria-label={props.closeLabel || "Close"} onClick={() => setOpen(false)}>
              <Cross />
            </button>
          </div>
          {load && "pending" in load && (
            <p className="wd-navigator-status" role="status">
              …
            </p>
          )}
          <ul className="wd-navigator-areas" part="areas">
            {areas.map((area, a) => {
              const here = place.area === a;
              return (
                <li key={`${area.text}-${a}`} className={`wd-navigator-area${here ? " current" : ""}`}>
                  {area.href ? (
                    <a className="wd-navigator-area-title" href={area.href} aria-current={mark(area.href) ?? (here ? "true" : undefined)}>
                      {area.text}
                    </a>
                  ) : (
                    <p className="wd-navigator-area-title" aria-current={here ? "true" : undefined}>
                      {area.text}
                    </p>
                  )}
                  {area.sections.length > 0 && (
                    <ul className="wd-navigator-sections">
                      {area.sections.map((s, i) => {
                        const inSection = here && place.section === i;
                        return (
                          <li key={`${s.text}-${i}`} className={`wd-navigator-section${inSection ? " current" : ""}`}>
                            {s.href ? (
                              <a className="wd-navigator-link" href={s.href} aria-current={mark(s.href)}>
                                {s.text}
                              </a>
                            ) : (
                              <p className="wd-navigator-section-title" aria-current={inSection ? "true" : undefined}>
                                {s.text}
                              </p>
                            )}
                            {s.links.length > 0 && (
                              <ul className="wd-navigator-links">
                                {s.links.map((l, k) => (
                                  <li key={`${l.href}-${k}`}>
                                    <a className="wd-navigator-link" href={l.href} aria-current={mark(l.href)}>
                                      {l.text}
                                    </a>
                                  </li>
                                ))}
                              </ul>
                            )}
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </>
  );
}
