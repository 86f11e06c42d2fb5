// The search button (the trigger), without React: the page's own button (light DOM, slotted: Web Docs
// renders it in templates/partials/topbar.njk) or, on a page that supplies none, a built-in one in the
// shadow root. It shows the first hotkey (⌘ on Apple platforms) and says whether the dialog is open.

import { ariaKeyshortcuts, DEFAULT_HOTKEYS, hotkeyHintHtml } from "../../common/hotkeys";

const SEARCH_ICON =
  '<svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16"><path fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm9 3-4.35-4.35"/></svg>';

const isApple = () => {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return /mac|iphone|ipad|ipod/i.test(nav.userAgentData?.platform || nav.platform || "");
};

/** The hotkeys as written in the element's `hotkeys` attribute, or the default. */
const specsOf = (host: Element) => host.getAttribute("hotkeys")?.split(/\s+/).filter(Boolean) ?? DEFAULT_HOTKEYS;

/** The built-in button, a direct child of the shadow root (`:scope` does not work on a shadow root). */
const ownButtonOf = (shadow: ShadowRoot) => [...shadow.children].find((n): n is HTMLButtonElement => n instanceof HTMLButtonElement) ?? null;

/** The built-in button: created when the page supplies none, removed when one is slotted in. */
export function syncOwnButton(host: HTMLElement, shadow: ShadowRoot, label: string): HTMLButtonElement | null {
  let own = ownButtonOf(shadow);
  if (host.querySelector("button")) {
    own?.remove();
    return null;
  }
  if (!own) {
    own = document.createElement("button");
    own.type = "button";
    own.className = "button";
    own.setAttribute("part", "button");
    own.setAttribute("aria-haspopup", "dialog");
    own.setAttribute("aria-expanded", "false");
    shadow.querySelector("slot")!.after(own);
  }
  const specs = specsOf(host);
  own.setAttribute("aria-label", label);
  own.setAttribute("aria-keyshortcuts", ariaKeyshortcuts(specs));
  // hotkeyHintHtml escapes the key; the label goes in as text.
  own.innerHTML = `${SEARCH_ICON}<span></span><kbd class="keys" aria-hidden="true">${hotkeyHintHtml(specs).replace(/<span class="wd-key-mod">Ctrl<\/span>/, isApple() ? "⌘" : "Ctrl")}</kbd>`;
  own.querySelector("span")!.textContent = label;
  return own;
}

/** Show ⌘ instead of Ctrl in the page's own button's hint on Apple platforms. */
export function showModKey(host: Element): void {
  if (isApple()) for (const el of host.querySelectorAll(".wd-key-mod")) el.textContent = "⌘";
}

/** The search buttons (the page's and the built-in one) say whether the dialog is open. */
export function setExpanded(host: Element, shadow: ShadowRoot, open: boolean): void {
  const buttons = [...host.querySelectorAll(":scope > button, :scope > * > button"), ownButtonOf(shadow)].filter((b) => b !== null);
  for (const b of buttons) b.setAttribute("aria-expanded", String(open));
}

/** The search button a click went through, if any: the page's own or the built-in one, never one in the dialog. */
export function triggerOf(e: Event, host: Element, shadow: ShadowRoot): HTMLButtonElement | null {
  const button = e.composedPath().find((n): n is HTMLButtonElement => n instanceof HTMLButtonElement);
  if (!button) return null;
  const own = button.getRootNode() === shadow && button.parentNode === shadow;
  return own || (button.getRootNode() !== shadow && host.contains(button)) ? button : null;
}
