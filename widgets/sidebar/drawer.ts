// The sidebar as a modal drawer below the sidebar breakpoint (spec §4 "Sidebar (mobile)"): opened by the
// local nav's Menu button, closed by Escape, the backdrop, a route change or growing past the breakpoint.
// While open the page does not scroll and focus stays inside.

import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { emit, onNavigated } from "../services/events";
import { trapFocus } from "../services/focus-trap";
import { watchMinWidth } from "../services/media";
import { lockScroll, unlockScroll } from "../services/scroll-lock";

export const DRAWER_EVENT = "web-docs-sidebar-drawer";

export interface DrawerOptions {
  host: HTMLElement;
  panel: RefObject<HTMLElement | null>;
  /** Selector of the button(s) that open the drawer, anywhere in the document. */
  menuSelector: string;
  /** Width (px) from which the sidebar is a column and the drawer closes. */
  breakpoint: number;
}

export interface Drawer {
  open: boolean;
  /** Close; focus goes back to the Menu button unless `restoreFocus` is false. */
  close(restoreFocus?: boolean): void;
}

let owners = 0;

export function useDrawer({ host, panel, menuSelector, breakpoint }: DrawerOptions): Drawer {
  const [open, setOpen] = useState(false);
  const restoreFocus = useRef(true);
  const [owner] = useState(() => `sidebar-drawer-${++owners}`);

  const close = useCallback((restore = true) => {
    restoreFocus.current = restore;
    setOpen(false);
  }, []);

  // The Menu button lives outside the element (in the local nav), so listen on the document: it also
  // keeps working when a client navigation replaces the local nav. A layout effect, so the listener is
  // there as soon as the upgraded sidebar is.
  useLayoutEffect(() => {
    const onClick = (e: MouseEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      if (!target?.closest(menuSelector)) return;
      if (window.matchMedia(`(min-width: ${breakpoint}px)`).matches) return;
      e.preventDefault();
      restoreFocus.current = true;
      setOpen((o) => !o);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [menuSelector, breakpoint]);

  useEffect(() => {
    for (const b of document.querySelectorAll(menuSelector)) b.setAttribute("aria-expanded", String(open));
  }, [open, menuSelector]);

  useEffect(() => {
    if (!open) return;
    host.classList.add("open");
    lockScroll(owner);
    const el = panel.current;
    const trap = el ? trapFocus(el) : null;
    // Focus the current page's link (else the first control). Retry for a few frames: a theme that
    // fades the drawer in keeps it unfocusable (visibility: hidden) for a moment.
    const first = el?.querySelector<HTMLElement>('a[aria-current="page"]') ?? el?.querySelector<HTMLElement>("a[href], button");
    let tries = 0;
    let frame = 0;
    const moveFocus = () => {
      first?.focus();
      if (first && document.activeElement !== first && ++tries < 10) frame = requestAnimationFrame(moveFocus);
    };
    moveFocus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.preventDefault();
        close(true);
      }
    };
    document.addEventListener("keydown", onKey);
    const stopRoute = onNavigated(() => close(false));
    const stopWidth = watchMinWidth(breakpoint, (wide) => wide && close(false));
    emit(host, DRAWER_EVENT, { open: true });
    return () => {
      cancelAnimationFrame(frame);
      host.classList.remove("open");
      unlockScroll(owner);
      document.removeEventListener("keydown", onKey);
      stopRoute();
      stopWidth();
      trap?.release(restoreFocus.current);
      // Browsers that do not focus a clicked button leave focus nowhere useful: give it to Menu.
      if (restoreFocus.current && (document.activeElement === document.body || el?.contains(document.activeElement))) {
        document.querySelector<HTMLElement>(menuSelector)?.focus();
      }
      emit(host, DRAWER_EVENT, { open: false });
    };
  }, [open, host, panel, menuSelector, breakpoint, owner, close]);

  return { open, close };
}
