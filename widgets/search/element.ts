// <web-docs-search>, defined at once by the widgets entry and tiny: no React. It owns the search button
// (trigger.ts) and marks itself ready; the dialog (React, search.tsx) loads the first time the reader
// points at, focuses, presses or clicks the button, or presses a search shortcut (shortcut.ts), and
// renders into a container of its own in the shadow root, so the button never moves or re-renders.
// Shadow DOM: the dialog's styles never meet the page's, and the page's never reach the dialog.

import { markReady } from "../services/ready-attribute";
import { searchLabels } from "./labels";
import { listen, requestOpen, type SearchHost, TAG, watchShortcuts } from "./shortcut";
import { TRIGGER_CSS } from "./trigger-styles";
import { setExpanded, showModKey, syncOwnButton, triggerOf } from "./trigger";
import type { SearchProps, SearchUi } from "./ui";

/** Attributes → the dialog's props (kebab-case → camelCase; `limit` a number, `labels` JSON). */
const ATTRIBUTES = [
  "index-url",
  "base",
  "limit",
  "label",
  "placeholder-text",
  "close-label",
  "no-results-label",
  "engine",
  "labels",
  "hotkeys",
  "versions-url",
] as const;
/** What first shows the reader wants search: the dialog's code starts loading then. */
const INTENT = ["pointerenter", "pointerdown", "focusin", "touchstart"] as const;

export class WebDocsSearch extends HTMLElement implements SearchHost {
  static observedAttributes = [...ATTRIBUTES];
  readonly #shadow: ShadowRoot;
  #ui: SearchUi | null = null;
  #loading: Promise<typeof import("./ui")> | null = null;
  readonly #want = () => this.want();
  readonly #click = (e: MouseEvent) => {
    if (triggerOf(e, this, this.#shadow)) requestOpen(this);
  };
  readonly #slotchange = () => syncOwnButton(this, this.#shadow, searchLabels(this.props()).search);

  constructor() {
    super();
    this.#shadow = this.attachShadow({ mode: "open" });
    const style = document.createElement("style");
    style.textContent = TRIGGER_CSS;
    // The page's pre-rendered button sits in the light DOM and shows through this slot from the first frame.
    this.#shadow.append(style, document.createElement("slot"));
  }

  connectedCallback(): void {
    syncOwnButton(this, this.#shadow, searchLabels(this.props()).search);
    showModKey(this);
    setExpanded(this, this.#shadow, false);
    this.#shadow.querySelector("slot")!.addEventListener("slotchange", this.#slotchange);
    for (const type of INTENT) this.addEventListener(type, this.#want, { passive: true });
    this.addEventListener("click", this.#click);
    watchShortcuts();
    // A dialog that was open before the element moved (or loaded already) comes back.
    if (this.#loading) this.want();
    // Listening: a click or a shortcut from now on opens search (README "Readiness").
    markReady(this);
  }

  disconnectedCallback(): void {
    markReady(this, false);
    this.#shadow.querySelector("slot")!.removeEventListener("slotchange", this.#slotchange);
    for (const type of INTENT) this.removeEventListener(type, this.#want);
    this.removeEventListener("click", this.#click);
    this.#ui?.unmount();
    this.#ui = null;
  }

  attributeChangedCallback(): void {
    if (!this.isConnected) return;
    syncOwnButton(this, this.#shadow, searchLabels(this.props()).search);
    this.#ui?.render(this.props());
  }

  /** The dialog's props from the attributes. */
  props(): SearchProps {
    const a = (name: string) => this.getAttribute(name) ?? undefined;
    let labels: Record<string, string> = {};
    try {
      labels = JSON.parse(a("labels") ?? "{}");
    } catch (e) {
      console.error(`[web-docs] <${TAG} labels>: not JSON (${(e as Error).message})`);
    }
    const limit = a("limit");
    return {
      indexUrl: a("index-url"),
      base: a("base"),
      limit: limit === undefined ? undefined : Number(limit),
      engine: a("engine"),
      label: a("label"),
      labels,
      placeholderText: a("placeholder-text"),
      closeLabel: a("close-label"),
      noResultsLabel: a("no-results-label"),
      versionsUrl: a("versions-url"),
    };
  }

  /** Load the dialog's code (once) and mount it; it listens for opens from then on (shortcut.ts). */
  want(): void {
    if (!this.#loading) {
      // The index's worker and root load beside the dialog's code, not after it: a cold Ctrl+K waits for the longer of the two.
      const { indexUrl, engine } = this.props();
      import("./client").then(({ clientFor }) => clientFor(indexUrl, engine)?.load()).catch(() => undefined);
    }
    this.#loading ??= import("./ui");
    this.#loading.then(
      (ui) => {
        if (this.#ui || !this.isConnected) return;
        this.#ui = ui.mountSearch(this, this.#shadow, listen);
        this.#ui.render(this.props());
      },
      (e) => console.error(`[web-docs] failed to load <${TAG}>'s dialog`, e),
    );
  }
}

if (!customElements.get(TAG)) customElements.define(TAG, WebDocsSearch);
