// <web-docs-navigator>, defined at once by the widgets entry and tiny: no React. It owns the round
// floating button (spec §2 "Chrome") and the app state it toggles (spec §3 `showNavigator`); the panel
// (React, navigator.tsx) loads the first time the reader points at, focuses, presses or clicks the button.
// The button is made here rather than in the page's HTML: without JavaScript it could do nothing (the
// panel needs script, and every link in it is in the top navigation), and a dead button is worse than
// none. It is position: fixed, so adding it shifts nothing.

import { getAppState, setAppState, subscribeAppState } from "../services/app-state";
import { markReady } from "../services/ready-attribute";
import type { NavigatorProps, NavigatorUi } from "./ui";

const TAG = "web-docs-navigator";
const DEFAULT_LABEL = "Quick navigator";
const ATTRIBUTES = ["base", "nav", "src", "nav-from", "current", "label", "close-label"] as const;
const INTENT = ["pointerenter", "pointerdown", "focusin", "touchstart"] as const;
const COMPASS =
  '<svg class="wd-icon" aria-hidden="true" viewBox="0 0 24 24" width="22" height="22"><circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path fill="currentColor" d="m15.5 8.5-2 5-5 2 2-5 5-2Z"/></svg>';

export class WebDocsNavigator extends HTMLElement {
  static observedAttributes = [...ATTRIBUTES];
  #button: HTMLButtonElement | null = null;
  #ui: NavigatorUi | null = null;
  #loading: Promise<typeof import("./ui")> | null = null;
  #unsubscribe: (() => void) | null = null;
  readonly #want = () => this.want();
  readonly #click = () => {
    this.want();
    setAppState({ showNavigator: !getAppState().showNavigator });
  };

  connectedCallback(): void {
    const button = (this.#button ??= this.querySelector<HTMLButtonElement>(":scope > .wd-navigator-button") ?? this.#makeButton());
    this.#label();
    const sync = () => button.setAttribute("aria-expanded", String(getAppState().showNavigator));
    sync();
    this.#unsubscribe = subscribeAppState(sync);
    for (const type of INTENT) button.addEventListener(type, this.#want, { passive: true });
    button.addEventListener("click", this.#click);
    // Open before the element moved, or its panel loaded already: bring the panel back.
    if (this.#loading || getAppState().showNavigator) this.want();
    markReady(this);
  }

  disconnectedCallback(): void {
    markReady(this, false);
    this.#unsubscribe?.();
    for (const type of INTENT) this.#button?.removeEventListener(type, this.#want);
    this.#button?.removeEventListener("click", this.#click);
    this.#ui?.unmount();
    this.#ui = null;
  }

  attributeChangedCallback(): void {
    if (!this.#button) return;
    this.#label();
    this.#ui?.render(this.props());
  }

  #makeButton(): HTMLButtonElement {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "wd-navigator-button";
    b.setAttribute("part", "button");
    b.setAttribute("aria-haspopup", "dialog");
    b.innerHTML = COMPASS;
    this.prepend(b);
    return b;
  }

  #label(): void {
    const label = this.props().label ?? DEFAULT_LABEL;
    this.#button!.setAttribute("aria-label", label);
    this.#button!.title = label;
  }

  props(): NavigatorProps {
    const a = (name: string) => this.getAttribute(name) || undefined;
    return {
      base: a("base"),
      nav: a("nav"),
      src: a("src"),
      navFrom: a("nav-from"),
      current: a("current"),
      label: a("label") ?? DEFAULT_LABEL,
      closeLabel: a("close-label"),
    };
  }

  /** Load the panel's code (once) and mount it. */
  want(): void {
    this.#loading ??= import("./ui");
    this.#loading.then(
      (ui) => {
        if (this.#ui || !this.isConnected || !this.#button) return;
        this.#ui = ui.mountNavigator(this, this.#button);
        this.#ui.render(this.props());
      },
      (e) => console.error(`[web-docs] failed to load <${TAG}>'s panel`, e),
    );
  }
}

if (!customElements.get(TAG)) customElements.define(TAG, WebDocsNavigator);
