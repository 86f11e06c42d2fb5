// Enhancers over pre-rendered markup that is not a custom element (code blocks, tab sets, dates):
// their code is a separate chunk, imported only when the page has a matching element — on load and
// again after each client navigation, which may bring the feature to a page that lacked it.

import { NAVIGATED } from "./services/events";

export interface Enhancer {
  /** Idempotent: called on load and after every client navigation with the whole document. */
  enhance(root: ParentNode): void;
}

export function enhanceWhenPresent(selector: string, load: () => Promise<Enhancer>, root: Document = document): void {
  const run = () => {
    if (!root.querySelector(selector)) return;
    load()
      .then((m) => m.enhance(root))
      .catch((e) => console.error(`[web-docs] failed to enhance ${selector}`, e));
  };
  run();
  root.addEventListener(NAVIGATED, run);
}
