// The widgets entry: tiny, loaded as a deferred module on every page. Each element's code is a
// separate chunk imported only when the page has that element, so a page downloads only what it uses.

import { initAppearance } from "./appearance/appearance";
import { enhanceWhenPresent } from "./enhance";
import { initFlyouts } from "./flyout/flyout";
import { initMobileMenu } from "./mobile-menu/mobile-menu";
import { queueEarlyClicks } from "./services/early-clicks";
import { NAVIGATED } from "./services/events";
import { initEarlyTabs } from "./tabs/early";
// Defined at once and tiny: their React UI loads the first time the reader wants it (hover, focus, press, shortcut).
import "./navigator/element";
import "./search/element";

type Loader = () => Promise<unknown>;

const elements: Record<string, Loader> = {};

/** Register lazily: import an element's chunk the first time it appears in the document. */
export function defineLazy(tag: string, load: Loader): void {
  elements[tag] = load;
}

function upgrade(root: ParentNode): void {
  for (const [tag, load] of Object.entries(elements)) {
    if (!customElements.get(tag) && root.querySelector(tag)) {
      load().catch((e) => console.error(`[web-docs] failed to load <${tag}>`, e));
    }
  }
}

// Elements register here, one line each: defineLazy("web-docs-x", () => import("./x/register"));
defineLazy("web-docs-mermaid", () => import("./mermaid/register"));
defineLazy("web-docs-sidebar", () => import("./sidebar/register"));
defineLazy("web-docs-outline", () => import("./outline/register"));
// Clicks on a widget's buttons before it listens take effect once it does.
queueEarlyClicks([{ host: "web-docs-sidebar", outside: (host) => host.getAttribute("menu-button") || ".wd-localnav-menu" }]);

// Chrome every page has (top bar): tiny, delegated handlers, part of the entry.
initAppearance();
initMobileMenu();
initFlyouts();

// Stored tab choices apply at once from the HTML; the tabs chunk turns the strips into ARIA tabs.
initEarlyTabs();
enhanceWhenPresent(".wd-switch", () => import("./tabs/tabs"));
enhanceWhenPresent(".wd-code > .wd-copy", () => import("./copy/copy-code"));
enhanceWhenPresent(".wd-page-actions", () => import("./copy/copy-page"));
enhanceWhenPresent(".wd-last-updated time[datetime]", () => import("./dates/local-dates"));
enhanceWhenPresent(".wd-carbon-ads", () => import("./carbon-ads/carbon-ads"));
enhanceWhenPresent("img[data-zoom]", () => import("./zoom/zoom"));
enhanceWhenPresent(".wd-not-found[data-locales]", () => import("./not-found/locale-home"));
enhanceWhenPresent("wd-island, script.wd-react-islands", () => import("./islands/hydrate"));

// Client routing, in its own chunk: until it has loaded, links navigate the ordinary way. Only on Web Docs' own
// pages (the shell's <meta name="web-docs-router">): a page embedding the widgets keeps its own navigation and
// never asks its host for hashmap.json, unless it opts in with the same tag.
if (document.querySelector('meta[name="web-docs-router"]')) import("./router/start").catch((e) => console.error("[web-docs] failed to load the router", e));

upgrade(document);
// Client navigation can bring elements this page did not have (a diagram, a tabs set): load them too.
document.addEventListener(NAVIGATED, () => upgrade(document));
