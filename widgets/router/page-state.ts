// The parts of the chrome outside the swapped region that depend on the current page: active links
// in the top nav, and the document head.

import { samePage } from "../../common/urls";
import { HEAD_END, HEAD_START, type HeadTag } from "../../common/head";

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

/**
 * The links of menus outside the swapped region that lead to "this page" elsewhere — the language menu
 * (each locale), the version menus (each version) — in order, as the new page's view lists them.
 */
export function applyMenuLinks(menus: string, hrefs: readonly string[]): void {
  for (const menu of document.querySelectorAll(menus)) {
    menu.querySelectorAll(":scope > a").forEach((a, i) => {
      if (hrefs[i]) a.setAttribute("href", hrefs[i]);
    });
  }
}

/** The head's managed region: the nodes between the build's two comment markers (common/head.ts). */
function managedNodes(): { nodes: Element[]; start: Comment | null; end: Comment | null } {
  const nodes: Element[] = [];
  let start: Comment | null = null;
  for (const node of [...document.head.childNodes]) {
    if (node.nodeType === Node.COMMENT_NODE) {
      const text = (node as Comment).data.trim();
      if (text === HEAD_START) start = node as Comment;
      else if (text === HEAD_END) return { nodes, start, end: start && (node as Comment) };
    } else if (start && node.nodeType === Node.ELEMENT_NODE) nodes.push(node as Element);
  }
  return { nodes, start: null, end: null };
}

/** The next element after a node, or the end marker. */
function nextElementOr(node: Node, end: Comment): Node {
  let n = node.nextSibling;
  while (n && n !== end && n.nodeType !== Node.ELEMENT_NODE) n = n.nextSibling;
  return n ?? end;
}

function headElement(t: HeadTag): Element {
  const el = document.createElement(t.tag);
  for (const [k, v] of Object.entries(t.attrs)) el.setAttribute(k, v);
  if (t.content !== undefined) {
    if (t.tag === "title" || t.tag === "script" || t.tag === "style") el.textContent = t.content;
    else el.innerHTML = t.content;
  }
  return el;
}

/**
 * The new page's head tags in place of the old page's, as a fresh load would have them. As VitePress's
 * `updateHeadTags` does, a tag the two pages share stays (a site script in the list does not run again).
 */
export function applyHead(tags: readonly HeadTag[]): void {
  const { nodes, start, end } = managedNodes();
  if (!start || !end) return;
  const fresh = tags.map(headElement);
  const kept = new Set<Element>();
  for (const old of nodes) {
    const i = fresh.findIndex((el) => !kept.has(el) && el.isEqualNode(old));
    if (i >= 0) {
      kept.add(old);
      fresh[i] = old;
    } else old.remove();
  }
  // In the list's order; a shared tag already in its place is not moved (a moved stylesheet reloads).
  let cursor = nextElementOr(start, end);
  for (const el of fresh) {
    if (el === cursor) cursor = nextElementOr(el, end);
    else document.head.insertBefore(el, cursor);
  }
}
