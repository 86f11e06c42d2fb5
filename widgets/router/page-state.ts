// The parts of the chrome outside the swapped region that depend on the current page: active links
// in the top nav, and the document head.

import { samePage } from "../../common/urls";
import type { PageView } from "../../common/page-module";

const pathOf = (a: Element): string | null => {
  const href = a.getAttribute("href");
  if (!href || a.getAttribute("target") === "_blank") return null;
  try {
    const url = new URL(href, location.href);
    return url.origin === location.origin ? url.pathname : null;
  } catch {
    return null;
  }
};

function setActive(a: Element, on: boolean, current: boolean): void {
  a.classList.toggle("active", on);
  if (on && current) a.setAttribute("aria-current", "page");
  else a.removeAttribute("aria-current");
}

/** Top nav: top-level items from the page's flags (they may use activeMatch), menu links by page. */
export function applyNavState(pathname: string, flags: boolean[]): void {
  const header = document.querySelector(".wd-topbar");
  if (!header) return;
  const mobileTop = new Set(header.querySelectorAll(".wd-mobile-menu nav > a.wd-menu-link"));
  for (const a of header.querySelectorAll("a.wd-menu-link")) {
    if (mobileTop.has(a)) continue;
    const path = pathOf(a);
    setActive(a, !!path && samePage(path, pathname), true);
  }
  header.querySelectorAll(".wd-nav-list > li").forEach((li, i) => {
    const on = !!flags[i];
    if (li.classList.contains("wd-flyout")) li.classList.toggle("active", on);
    else {
      const link = li.querySelector(":scope > a.wd-nav-link");
      if (link) setActive(link, on, true);
    }
  });
  const mobile = header.querySelector(".wd-mobile-menu nav");
  if (mobile) {
    [...mobile.children].forEach((child, i) => {
      if (i < flags.length && mobileTop.has(child)) setActive(child, !!flags[i], false);
    });
  }
}

function setAttr(selector: string, attr: string, value: string): void {
  document.head.querySelector(selector)?.setAttribute(attr, value);
}

export function applyHead(head: PageView["head"]): void {
  document.title = head.title;
  setAttr('meta[name="description"]', "content", head.description);
  setAttr('link[rel="canonical"]', "href", head.canonical);
  setAttr('meta[property="og:type"]', "content", head.ogType);
  setAttr('meta[property="og:title"]', "content", head.ogTitle);
  setAttr('meta[property="og:description"]', "content", head.description);
  setAttr('meta[property="og:url"]', "content", head.canonical);
}
