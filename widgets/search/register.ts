import r2wc from "@r2wc/react-to-web-component";
import { Search } from "./search";

const Base = r2wc(Search, {
  shadow: "open",
  props: {
    indexUrl: "string",
    base: "string",
    limit: "number",
    label: "string",
    placeholderText: "string",
    closeLabel: "string",
    noResultsLabel: "string",
    engine: "string",
  },
}) as unknown as { new (): HTMLElement & { container: ShadowRoot } };

/**
 * <web-docs-search>. The shadow root starts with a bare <slot> so the page's own button stays on
 * screen between the element's upgrade and React's first render (no flash, no layout shift).
 */
class WebDocsSearch extends Base {
  constructor() {
    super();
    const slot = document.createElement("slot");
    slot.dataset.wdInitial = "";
    this.container.append(slot);
  }
}

if (!customElements.get("web-docs-search")) customElements.define("web-docs-search", WebDocsSearch);
