// The one owner of "open search": the keyboard shortcuts (common/hotkeys.ts, configurable per element with
// `hotkeys`) and clicks on the search button both come here. No React: the entry imports it. When the
// dialog's code is loaded and listening, an open goes straight to it; before that, the open is remembered
// with the keys typed meanwhile, the element is asked to load its UI, and the dialog opens with that text
// when it listens — a reader who presses Ctrl+K and types at once loses nothing.

import { DEFAULT_HOTKEYS, type Hotkey, isBare, matchesHotkey, parseHotkey } from "../../common/hotkeys";

export const TAG = "web-docs-search";

/** What a search element offers this module (widgets/search/element.ts). */
export interface SearchHost extends HTMLElement {
  /** Load the dialog's code (once) and start listening. */
  want(): void;
}

/** Typing targets where a bare key ("/") is text, not a shortcut. */
function isEditable(target: EventTarget | undefined): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !["button", "checkbox", "radio", "submit", "reset", "range", "color", "file", "image"].includes(target.type);
}

const parsed = new Map<string, Hotkey[]>();
/** The element's hotkeys (attribute `hotkeys`, space-separated); bad ones are skipped with a console error. */
function hotkeysOf(host: Element): Hotkey[] {
  const attr = host.getAttribute("hotkeys");
  const key = attr ?? "";
  let list = parsed.get(key);
  if (!list) {
    list = (attr === null ? DEFAULT_HOTKEYS : attr.split(/\s+/).filter(Boolean)).flatMap((spec) => {
      try {
        return [parseHotkey(spec)];
      } catch (e) {
        console.error(`[web-docs] <${TAG} hotkeys>: ${(e as Error).message}`);
        return [];
      }
    });
    parsed.set(key, list);
  }
  return list;
}

/** Whether a key press opens search at `host` (a bare key only outside text fields, and not while open). */
function isOpenShortcut(e: KeyboardEvent, host: Element, open = false): boolean {
  if (e.defaultPrevented || e.isComposing) return false;
  return hotkeysOf(host).some((h) => matchesHotkey(e, h) && (!isBare(h) || (!open && !isEditable(e.composedPath()[0]))));
}

/** What a key typed while search's code loads does to the query it will open with; null: not a query key. */
function typedKey(e: KeyboardEvent, typed: string): string | null {
  if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return null;
  if (e.key === "Backspace") return typed.slice(0, -1);
  // A printable key's name is the character itself ("a", "/", " ", "é"); named keys are words ("Enter").
  return [...e.key].length === 1 ? typed + e.key : null;
}

export interface Opener {
  /** Open (or, when open, focus the input); `typed` replaces the kept query. */
  open(typed?: string): void;
  isOpen(): boolean;
}

const openers = new Map<Element, Opener>();
/** An open asked for before the host's dialog listened, with the text typed since. */
let pending: { host: Element; typed: string } | null = null;

/** The dialog at `host` listens; it opens at once if asked before. Call the returned function when it stops. */
export function listen(host: Element, opener: Opener): () => void {
  openers.set(host, opener);
  if (pending?.host === host) {
    const { typed } = pending;
    pending = null;
    opener.open(typed);
  }
  return () => {
    if (openers.get(host) === opener) openers.delete(host);
  };
}

/** Open search at `host`: now if its dialog listens, else once it does (and ask for its code). */
export function requestOpen(host: SearchHost): void {
  const opener = openers.get(host);
  if (opener) {
    opener.open();
    return;
  }
  if (pending?.host !== host) pending = { host, typed: "" };
  host.want();
}

let watching = false;

/** Listen for the shortcuts on the document (idempotent). The first search element on the page answers them. */
export function watchShortcuts(): void {
  if (watching) return;
  watching = true;
  // Capture: the keys typed before the dialog exists belong to it, not to the page (Space would scroll it).
  document.addEventListener(
    "keydown",
    (e) => {
      if (pending) {
        // Escape takes the request back, as it would close search.
        if (e.key === "Escape") {
          pending = null;
          return;
        }
        if (isOpenShortcut(e, pending.host, true)) return void e.preventDefault();
        const typed = typedKey(e, pending.typed);
        if (typed !== null) {
          e.preventDefault();
          pending.typed = typed;
        }
        return;
      }
      const host = document.querySelector<SearchHost>(TAG);
      if (!host || !isOpenShortcut(e, host, openers.get(host)?.isOpen())) return;
      e.preventDefault();
      requestOpen(host);
    },
    true,
  );
}
