// The widgets entry: tiny, loaded as a deferred module on every page. Each element's code is a
// separate chunk imported only when the page has that element, so a page downloads only what it uses.

import { NAVIGATED } from "./services/events";

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

upgrade(document);
// Client navigation can bring elements this page did not have (a diagram, a tabs set): load them too.
document.addEventListener(NAVIGATED, () => upgrade(document));
