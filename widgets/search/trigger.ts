// Opening search before its code has arrived. The widgets entry imports this small module (no React):
// until a <web-docs-search> is listening, a click on its button or a search shortcut is remembered, and
// the element opens as soon as it is ready — a reader who clicks "Search" during page load is not ignored,
// and what they type meanwhile lands in the input.

/** Typing targets where "/" is text, not a shortcut. */
export function isEditable(target: EventTarget | undefined): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !["button", "checkbox", "radio", "submit", "reset", "range", "color", "file", "image"].includes(target.type);
}

/** Ctrl/Cmd+K anywhere, or "/" outside a text field (not while search is open: it is a character then). */
export function isOpenShortcut(e: KeyboardEvent, open = false): boolean {
  if (e.defaultPrevented || e.isComposing) return false;
  if (e.key.toLowerCase() === "k" && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey) return true;
  return e.key === "/" && !e.ctrlKey && !e.metaKey && !e.altKey && !open && !isEditable(e.composedPath()[0]);
}

let listening = 0;
/** An open asked for before any search element listened, with the text typed since; null when none. */
let pending: { typed: string } | null = null;

/** A search element is ready to open itself; call the returned function when it no longer is. */
export function startListening(): () => void {
  listening++;
  return () => {
    listening--;
  };
}

/** The open asked for before any search element listened, with the keys typed meanwhile (and forget it). */
export function takePendingOpen(): { typed: string } | null {
  const p = pending;
  pending = null;
  return p;
}

/** What a key typed while search's code loads does to the query it will open with; null: not a query key. */
export function typedKey(e: KeyboardEvent, typed: string): string | null {
  if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return null;
  if (e.key === "Backspace") return typed.slice(0, -1);
  // A printable key's name is the character itself ("a", "/", " ", "é"); named keys are words ("Enter").
  return [...e.key].length === 1 ? typed + e.key : null;
}

let watching = false;

/** Remember open requests made before the search element is ready, and the keys typed after them (idempotent). */
export function watchEarlyOpen(): void {
  if (watching) return;
  watching = true;
  document.addEventListener("click", (e) => {
    if (listening) return;
    const host = e.composedPath().find((n): n is Element => n instanceof Element && n.localName === "web-docs-search");
    if (host && e.composedPath().some((n) => n instanceof HTMLButtonElement)) pending ??= { typed: "" };
  });
  // Capture: the keys belong to the search about to open, not to the page (Space would scroll it).
  document.addEventListener(
    "keydown",
    (e) => {
      if (listening || !document.querySelector("web-docs-search")) return;
      if (isOpenShortcut(e, pending !== null)) {
        e.preventDefault();
        pending ??= { typed: "" };
        return;
      }
      // Escape takes the request back, as it would close search.
      if (pending && e.key === "Escape") {
        pending = null;
        return;
      }
      const typed = pending && typedKey(e, pending.typed);
      if (pending && typed !== null) {
        e.preventDefault();
        pending.typed = typed;
      }
    },
    true,
  );
}
