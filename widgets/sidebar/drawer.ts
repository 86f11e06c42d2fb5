// The sidebar as a modal drawer below the sidebar breakpoint (spec §4 "Sidebar (mobile)"): opened by the
// local nav's Menu button, closed by Escape, the backdrop, a route change or growing past the breakpoint.
// While open the page does not scroll and focus stays inside. Only state is toggled on the pre-rendered
// nodes (host class `open`, the aside's dialog role, the Menu buttons' aria-expanded); the backdrop is
// the one node it adds, and only while open.

import { emit, onNavigated } from "../services/events";
import { type FocusTrap, trapFocus } from "../services/focus-trap";
import { watchMinWidth } from "../services/media";
import { lockScroll, unlockScroll } from "../services/scroll-lock";

const DRAWER_EVENT = "web-docs-sidebar-drawer";

export interface DrawerOptions {
  host: HTMLElement;
  /** The aside that becomes the dialog. */
  panel: () => HTMLElement | null;
  /** Selector of the button(s) that open the drawer, anywhere in the document. */
  menuSelector: () => string;
  /** Width (px) from which the sidebar is a column and the drawer closes. */
  breakpoint: () => number;
  /** The dialog's accessible name. */
  label: () => string;
}

let owners = 0;

export class Drawer {
  private readonly owner = `sidebar-drawer-${++owners}`;
  private openNow = false;
  private stops: Array<() => void> = [];
  private trap: FocusTrap | null = null;
  private backdrop: HTMLElement | null = null;
  private frame = 0;

  constructor(private readonly o: DrawerOptions) {}

  get open(): boolean {
    return this.openNow;
  }

  /**
   * The Menu button lives outside the element (in the local nav), so listen on the document: it also
   * keeps working when a client navigation replaces the local nav. Returns the way to stop.
   */
  listen(): () => void {
    const onClick = (e: MouseEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      if (!target?.closest(this.o.menuSelector())) return;
      if (window.matchMedia(`(min-width: ${this.o.breakpoint()}px)`).matches) return;
      e.preventDefault();
      if (this.openNow) this.close(true);
      else this.show();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }

  private setExpanded(open: boolean): void {
    for (const b of document.querySelectorAll(this.o.menuSelector())) b.setAttribute("aria-expanded", String(open));
  }

  show(): void {
    if (this.openNow) return;
    this.openNow = true;
    const { host } = this.o;
    const panel = this.o.panel();
    host.classList.add("open");
    if (panel) {
      panel.setAttribute("role", "dialog");
      panel.setAttribute("aria-modal", "true");
      panel.setAttribute("aria-label", this.o.label());
    }
    this.backdrop = document.createElement("div");
    this.backdrop.className = "wd-sidebar-backdrop";
    this.backdrop.setAttribute("part", "backdrop");
    this.backdrop.setAttribute("aria-hidden", "true");
    this.backdrop.addEventListener("click", () => this.close(true));
    host.append(this.backdrop);
    this.setExpanded(true);
    lockScroll(this.owner);
    this.trap = panel ? trapFocus(panel) : null;
    // Focus the current page's link (else the first control). Retry for a few frames: a theme that
    // fades the drawer in keeps it unfocusable (visibility: hidden) for a moment.
    const first = panel?.querySelector<HTMLElement>('a[aria-current="page"]') ?? panel?.querySelector<HTMLElement>("a[href], button");
    let tries = 0;
    const moveFocus = () => {
      first?.focus();
      if (first && document.activeElement !== first && ++tries < 10) this.frame = requestAnimationFrame(moveFocus);
    };
    moveFocus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      e.preventDefault();
      this.close(true);
    };
    document.addEventListener("keydown", onKey);
    this.stops = [
      () => document.removeEventListener("keydown", onKey),
      onNavigated(() => this.close(false)),
      watchMinWidth(this.o.breakpoint(), (wide) => wide && this.close(false)),
    ];
    emit(host, DRAWER_EVENT, { open: true });
  }

  /** Close; focus goes back to the Menu button unless `restoreFocus` is false. */
  close(restoreFocus = true): void {
    if (!this.openNow) return;
    this.openNow = false;
    const { host } = this.o;
    const panel = this.o.panel();
    cancelAnimationFrame(this.frame);
    for (const stop of this.stops) stop();
    this.stops = [];
    host.classList.remove("open");
    panel?.removeAttribute("role");
    panel?.removeAttribute("aria-modal");
    // The aside keeps its landmark name (the pre-rendered one is the same label).
    panel?.setAttribute("aria-label", this.o.label());
    this.backdrop?.remove();
    this.backdrop = null;
    this.setExpanded(false);
    unlockScroll(this.owner);
    this.trap?.release(restoreFocus);
    this.trap = null;
    // Browsers that do not focus a clicked button leave focus nowhere useful: give it to Menu.
    if (restoreFocus && (document.activeElement === document.body || panel?.contains(document.activeElement))) {
      document.querySelector<HTMLElement>(this.o.menuSelector())?.focus();
    }
    emit(host, DRAWER_EVENT, { open: false });
  }
}
