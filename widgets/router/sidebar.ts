// The sidebar of a page shown in place. Page modules carry `<web-docs-sidebar>` empty (site/page-modules.ts:
// a module holds only its page's own content). While the next page has the same sidebar (same `src`) and
// the element is defined, the current one stays and follows the navigation; otherwise the sidebar comes
// from the page's own HTML, where the template wrote it with the page's state (its group open, its link
// current) — no markup or state is made here.

import type { PageModule } from "../../common/page-module";
import { FullLoadRequired, keepsSidebar, SIDEBAR } from "./swap";

export type HtmlFetcher = (url: string) => Promise<string>;

const fetchHtml: HtmlFetcher = async (url) => {
  const res = await fetch(url, { credentials: "same-origin" });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.text();
};

/**
 * The module with its sidebar filled in from the page's HTML, when the current sidebar cannot stay.
 * A page whose HTML cannot be had is loaded the ordinary way (FullLoadRequired).
 */
export async function completeSidebar(mod: PageModule, url: URL, get: HtmlFetcher = fetchHtml): Promise<PageModule> {
  const t = document.createElement("template");
  t.innerHTML = mod.html;
  const shell = t.content.querySelector(SIDEBAR);
  if (!shell || shell.childElementCount > 0 || keepsSidebar(shell.getAttribute("src"))) return mod;
  let html: string;
  try {
    html = await get(url.pathname + url.search);
  } catch {
    throw new FullLoadRequired();
  }
  const own = new DOMParser().parseFromString(html, "text/html").querySelector(SIDEBAR);
  if (!own) throw new FullLoadRequired();
  shell.replaceChildren(...[...own.childNodes].map((n) => document.importNode(n, true)));
  return { ...mod, html: t.innerHTML };
}
