// <web-docs-sidebar>: the area's sidebar (spec §2 "Sidebar", §4 "Sidebar (mobile)"). The template
// (templates/partials/sidebar.njk) owns the markup and decides which groups a page opens; this element
// only toggles state on the nodes it finds: a collapsible group's `collapsed` class and `aria-expanded`,
// the current link after a client navigation (its ancestor groups open, found by walking up the DOM),
// and the mobile drawer. No React, no model of the tree.

import { emit, onNavigated } from "../services/events";
import { markReady } from "../services/ready-attribute";
import { samePage } from "../../common/urls";
import { fillDeferred, loadPage, sidebarOf } from "./deferred";
import { mergeWindow, windowedLists } from "./window";
import { Drawer } from "./drawer";

const TOGGLE_EVENT = "web-docs-sidebar-toggle";
const ERROR_EVENT = "web-docs-sidebar-error";
const DEFAULT_MENU_BUTTON = ".wd-localnav-menu";
const DEFAULT_BREAKPOINT = 960;

/** A group's items box (referenced by its toggles' aria-controls) and the toggles themselves. */
const itemsOf = (group: Element) => group.querySelector<HTMLElement>(":scope > .wd-group-items");
const togglesOf = (group: Element) => group.querySelectorAll(":scope > .wd-group-head > button[aria-expanded]");

function setOpen(group: Element, open: boolean): void {
  group.classList.toggle("collapsed", !open);
  for (const b of togglesOf(group)) b.setAttribute("aria-expanded", String(open));
}

export class WebDocsSidebar extends HTMLElement {
  static observedAttributes = ["current", "label"];

  private readonly drawer = new Drawer({
    host: this,
    panel: () => this.querySelector<HTMLElement>(":scope > aside.wd-sidebar"),
    menuSelector: () => this.getAttribute("menu-button") || DEFAULT_MENU_BUTTON,
    breakpoint: () => Number(this.getAttribute("breakpoint")) || DEFAULT_BREAKPOINT,
    label: () => this.label,
  });
  private stops: Array<() => void> = [];

  /** The accessible name of the sidebar landmarks: the `label` attribute, else what the template wrote. */
  get label(): string {
    return this.getAttribute("label") || this.querySelector(".wd-sidebar-nav")?.getAttribute("aria-label") || "Sidebar";
  }

  /** The current page: the `current` attribute, else the document's location. */
  get current(): string {
    return this.getAttribute("current") || location.href;
  }

  connectedCallback(): void {
    const onClick = (e: MouseEvent) => {
      const more = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>("a.wd-sidebar-more-link[href]") : null;
      if (more && this.contains(more) && e.button === 0 && !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)) {
        e.preventDefault();
        return this.showMore(more);
      }
      const button = e.target instanceof Element ? e.target.closest("button[aria-controls]") : null;
      const group = button?.closest(".wd-group.collapsible");
      if (!button || !group || !this.contains(group)) return;
      this.toggle(group);
    };
    this.addEventListener("click", onClick);
    this.stops = [() => this.removeEventListener("click", onClick), this.drawer.listen(), onNavigated((d) => this.follow(d.url))];
    if (this.hasAttribute("label")) this.applyLabel();
    // Markup written without page state (an embedding page): `current` marks it.
    if (this.hasAttribute("current")) this.follow(this.current);
    markReady(this);
  }

  disconnectedCallback(): void {
    for (const stop of this.stops) stop();
    this.stops = [];
    this.drawer.close(false);
    markReady(this, false);
  }

  attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    if (!this.isConnected || old === value) return;
    if (name === "current" && value) this.follow(value);
    if (name === "label") this.applyLabel();
  }

  /** Open or close a collapsible group, unless a listener of the toggle event cancels it. */
  toggle(group: Element, open = group.classList.contains("collapsed")): void {
    const box = itemsOf(group);
    const text = group.querySelector(":scope > .wd-group-head")?.textContent?.trim() ?? "";
    if (!emit(this, TOGGLE_EVENT, { id: box?.id ?? "", text, open })) return;
    setOpen(group, open);
    const link = group.querySelector<HTMLAnchorElement>(":scope > .wd-group-head > a[href]");
    if (open && box?.hasAttribute("data-deferred") && link) this.fill(link.href);
  }

  /**
   * Mark the link of `url` current and open the groups around it (spec §2: the group of the current
   * page opens by itself); other groups keep the reader's choice. All in one task, so no frame shows the
   * new link inside a still-collapsed group.
   */
  follow(url: string): void {
    let found = false;
    for (const a of this.querySelectorAll<HTMLAnchorElement>("a.wd-sidebar-link, a.wd-group-link")) {
      const here = samePage(a.getAttribute("href") ?? "", url);
      found ||= here;
      a.classList.toggle("active", here);
      if (here) a.setAttribute("aria-current", "page");
      else a.removeAttribute("aria-current");
    }
    for (const group of this.querySelectorAll(".wd-group")) {
      const has = !!group.querySelector('a[aria-current="page"]');
      group.classList.toggle("has-active", has);
      if (has && group.classList.contains("collapsed")) setOpen(group, true);
    }
    // The new page sits in a group this page left out: its own page renders the path open.
    if (!found) this.fill(url, url);
  }

  /**
   * A "N more" row of a long list: bring in the entries the page it links to shows, in place, and move focus
   * to the first of them (the row is gone or narrowed). If that page cannot be read, go to it.
   */
  private showMore(link: HTMLAnchorElement): void {
    const row = link.closest<HTMLElement>("li.wd-sidebar-more");
    const list = row?.parentElement;
    if (!row || !(list instanceof HTMLUListElement) || row.getAttribute("aria-busy") === "true") return;
    row.setAttribute("aria-busy", "true");
    loadPage(link.href)
      .then((doc) => {
        const there = windowedLists(sidebarOf(doc)).get(list.dataset.list ?? "");
        const added = there ? mergeWindow(list, there) : [];
        if (!added.length) throw new Error("that page shows no more of this list");
        const from = Number(row.dataset.from);
        const first = added.find((li) => Number(li.dataset.n) >= from) ?? added[0];
        first.querySelector<HTMLElement>("a, button")?.focus();
      })
      .catch((e: Error) => {
        row.removeAttribute("aria-busy");
        console.error(`[web-docs] <web-docs-sidebar> more entries from ${link.href}: ${e.message}`);
        location.assign(link.href);
      });
  }

  private fill(from: string, thenFollow?: string): void {
    fillDeferred(this, from)
      .then((n) => {
        if (n && thenFollow && this.isConnected) this.follow(thenFollow);
      })
      .catch((e: Error) => {
        const message = `deferred groups from ${from}: ${e.message}`;
        console.error(`[web-docs] <web-docs-sidebar> ${message}`);
        emit(this, ERROR_EVENT, { message });
      });
  }

  private applyLabel(): void {
    for (const el of this.querySelectorAll(":scope > aside.wd-sidebar, .wd-sidebar-nav")) el.setAttribute("aria-label", this.label);
  }
}
