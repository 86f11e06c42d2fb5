// <web-docs-outline>: "On this page" (spec §2 doc layout, §4 "Outline"). The template
// (templates/partials/outline.njk) owns the list; this element only marks the heading scrolled to:
// class `active` and aria-current="location" on its link. A client navigation swaps the aside, and with
// it this element, for the new page's pre-rendered outline. No React, no model of the list.

import { emit, onNavigated } from "../services/events";
import { markReady } from "../services/ready-attribute";
import { throttle } from "../services/throttle";
import { activeIndex, isAtPageBottom } from "./active";

const ACTIVE_EVENT = "web-docs-outline-active";
/** Spec §9. */
const DEFAULT_OFFSET = 71;
const SCROLL_THROTTLE_MS = 100;
const HASH_OFFSET_FALLBACK = 90;

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

export class WebDocsOutline extends HTMLElement {
  private active: HTMLAnchorElement | null = null;
  private stops: Array<() => void> = [];

  /** Distance in px from the top of the viewport at which a heading becomes the active one. */
  get offset(): number {
    const v = Number(this.getAttribute("offset"));
    return this.hasAttribute("offset") && Number.isFinite(v) ? v : DEFAULT_OFFSET;
  }

  connectedCallback(): void {
    const update = () => this.update();
    const throttled = throttle(update, SCROLL_THROTTLE_MS);
    window.addEventListener("scroll", throttled, { passive: true });
    window.addEventListener("resize", throttled, { passive: true });
    window.addEventListener("hashchange", update);
    this.stops = [
      () => {
        throttled.cancel();
        window.removeEventListener("scroll", throttled);
        window.removeEventListener("resize", throttled);
        window.removeEventListener("hashchange", update);
      },
      // The content changed under an outline that stayed (a host page's own routing): look again.
      onNavigated(update),
    ];
    update();
    markReady(this);
  }

  disconnectedCallback(): void {
    for (const stop of this.stops) stop();
    this.stops = [];
    markReady(this, false);
  }

  /** Mark the link of the heading scrolled to (spec §9: the last one whose top reached `offset`). */
  update(): void {
    const found = [...this.querySelectorAll<HTMLAnchorElement>("a.wd-outline-link")]
      .map((a) => ({ a, el: document.getElementById(idOf(a.getAttribute("href") ?? "")) }))
      .filter((h): h is { a: HTMLAnchorElement; el: HTMLElement } => !!h.el);
    const hash = idOf(location.hash);
    const i = activeIndex({
      tops: found.map((h) => h.el.getBoundingClientRect().top),
      offset: this.offset,
      atBottom: isAtPageBottom(),
      hashIndex: hash ? found.findIndex((h) => h.el.id === hash) : -1,
      hashOffset: hashOffset(),
    });
    this.setActive(i >= 0 ? found[i].a : null);
  }

  private setActive(link: HTMLAnchorElement | null): void {
    if (link === this.active) return;
    this.active?.classList.remove("active");
    this.active?.removeAttribute("aria-current");
    this.active = link;
    link?.classList.add("active");
    link?.setAttribute("aria-current", "location");
    emit(this, ACTIVE_EVENT, { link: link?.getAttribute("href") ?? null, title: link?.textContent ?? null });
    // Keep the active link visible when the outline itself scrolls (long outlines).
    if (link && this.scrollHeight > this.clientHeight) {
      const box = this.getBoundingClientRect();
      const r = link.getBoundingClientRect();
      if (r.top < box.top) this.scrollTop -= box.top - r.top;
      else if (r.bottom > box.bottom) this.scrollTop += r.bottom - box.bottom;
    }
  }
}
