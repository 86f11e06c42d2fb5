// Groups a page leaves closed and empty (`data-deferred`, site/page-view.ts: keeps each page's HTML
// proportional to its own place in the tree) get their items from another built page whose sidebar has
// them: the group's own page (it renders its group open), or the page navigated to. The items are the
// markup the template wrote there — nothing is rendered here, only moved across.

import { isPartial, mergeWindow, windowedLists } from "./window";

const pages = new Map<string, Promise<Document>>();

export function loadPage(url: string): Promise<Document> {
  const key = url.replace(/#.*$/, "");
  let p = pages.get(key);
  if (!p) {
    p = fetch(key, { credentials: "same-origin" })
      .then((r) => {
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        return r.text();
      })
      .then((html) => new DOMParser().parseFromString(html, "text/html"));
    // One attempt per page: a failure is reported, not retried on every hover.
    pages.set(key, p);
  }
  return p;
}

/** The sidebar of a fetched page (the page may embed other sidebars elsewhere). */
export const sidebarOf = (doc: Document): ParentNode => doc.querySelector("web-docs-sidebar") ?? doc.createDocumentFragment();

/** The heading text of the group whose items box is `box`. */
const groupText = (box: Element) => box.parentElement?.querySelector(":scope > .wd-group-head")?.textContent?.trim() ?? "";

/**
 * Fill the deferred groups of `host` that the page at `url` renders. A group is filled only where that
 * page has the same id with the same heading, so a page from another sidebar never grafts items onto the
 * wrong group. Resolves to the number of groups filled.
 */
export async function fillDeferred(host: Element, url: string): Promise<number> {
  if (!host.querySelector(".wd-group-items[data-deferred], ul[data-list] > li.wd-sidebar-more")) return 0;
  const doc = await loadPage(url);
  let filled = 0;
  // Repeat: a filled group may itself contain deferred groups the same page renders.
  for (let again = true; again; ) {
    again = false;
    for (const box of host.querySelectorAll<HTMLElement>(".wd-group-items[data-deferred]")) {
      const there = doc.getElementById(box.id);
      if (!there || there.hasAttribute("data-deferred") || !there.closest("web-docs-sidebar")) continue;
      if (groupText(there) !== groupText(box)) continue;
      box.replaceChildren(...[...there.childNodes].map((n) => document.importNode(n, true)));
      box.removeAttribute("data-deferred");
      filled++;
      again = true;
    }
    // Long lists: the entries of their windows the other page shows (it shows its own page's neighbours).
    const theirs = windowedLists(sidebarOf(doc));
    for (const [id, ul] of windowedLists(host)) {
      const there = theirs.get(id);
      if (!there || !isPartial(ul) || !mergeWindow(ul, there).length) continue;
      filled++;
      again = true;
    }
  }
  return filled;
}
