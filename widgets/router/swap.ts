// Swapping the page in place: the layout region between top bar and footer comes from the page
// module. When the sidebar stays the same and its widget has loaded, the sidebar element stays (the
// widget keeps its state and follows the navigation event); only the main content and aside change.
// Otherwise the module's sidebar has been filled from the page's HTML first (sidebar.ts).

import { applyHead, applyMenuLinks, applyNavState } from "./page-state";
import type { PageModule } from "../../common/page-module";

/** The page cannot be swapped in (a layout without chrome): load it the ordinary way. */
export class FullLoadRequired extends Error {
  constructor() {
    super("full page load required");
    this.name = "FullLoadRequired";
  }
}

export const SIDEBAR = "web-docs-sidebar";
const currentLayout = () => document.querySelector<HTMLElement>("body > .wd-layout");

/** Whether the current page's sidebar element stays for a page whose sidebar has `src`: same src, element defined. */
export function keepsSidebar(src: string | null | undefined): boolean {
  const current = currentLayout()?.querySelector(SIDEBAR);
  return !!src && current?.getAttribute("src") === src && !!customElements.get(SIDEBAR);
}

/** Whether the page can be shown without a full load. */
export function canSwap(mod: PageModule): boolean {
  // Another locale's page has another top bar and <html lang dir>: only a full load brings them.
  const sameLocale = mod.view.lang === undefined || mod.view.lang === document.documentElement.lang;
  // Another version's page has its own top bar (nav, version menu) and search index: a full load too.
  const sameVersion = (mod.view.version ?? "") === (document.documentElement.dataset.version ?? "");
  return mod.view.layout !== "bare" && sameLocale && sameVersion && !!currentLayout();
}

/** The same sidebar (same content-hashed source) on both pages. */
function sameSidebar(current: Element, next: Element): boolean {
  const src = current.querySelector(SIDEBAR)?.getAttribute("src");
  return !!src && src === next.querySelector(SIDEBAR)?.getAttribute("src");
}

function parseLayout(html: string): HTMLElement {
  const t = document.createElement("template");
  t.innerHTML = html;
  const el = t.content.firstElementChild;
  if (!(el instanceof HTMLElement)) throw new Error("the page module has no layout element");
  return el;
}

/** Replace the current page with the module's page; returns the new main element. */
export function swapPage(mod: PageModule, url: URL): HTMLElement | null {
  const current = currentLayout();
  if (!current || mod.view.layout === "bare") throw new FullLoadRequired();
  const next = parseLayout(mod.html);
  const same = sameSidebar(current, next);

  if (keepsSidebar(next.querySelector(SIDEBAR)?.getAttribute("src"))) {
    const main = next.querySelector("#main-content");
    const oldMain = current.querySelector("#main-content");
    if (!main || !oldMain) throw new Error("the page module has no main content");
    oldMain.replaceWith(main);
    const aside = next.querySelector(":scope > .wd-aside");
    const oldAside = current.querySelector(":scope > .wd-aside");
    if (aside && oldAside) oldAside.replaceWith(aside);
    else if (aside) main.after(aside);
    else oldAside?.remove();
    current.classList.toggle("has-aside", next.classList.contains("has-aside"));
  } else {
    // A plain sidebar is replaced by the new page's (its state is pre-rendered); keep where it was scrolled.
    const scroller = same ? current.querySelector(".wd-sidebar") : null;
    const top = scroller?.scrollTop ?? 0;
    current.replaceWith(next);
    if (top) next.querySelector(".wd-sidebar")?.scrollTo({ top, behavior: "instant" });
  }
  applyHead(mod.view.head);
  applyMenuLinks(".wd-topbar .wd-locales .wd-flyout-menu", mod.view.translations ?? []);
  applyMenuLinks(".wd-topbar .wd-versions .wd-flyout-menu, .wd-topbar .wd-mobile-versions", mod.view.versions ?? []);
  applyNavState(url.pathname, mod.view.nav);
  return document.getElementById("main-content");
}
