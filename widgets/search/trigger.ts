// Opening search before its code has arrived. The widgets entry imports this small module (no React):
// until a <web-docs-search> is listening, a click on its button or a search shortcut is remembered, and
// the element opens as soon as it is ready — a reader who clicks "Search" during page load is not ignored.

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
let pending = false;

/** A search element is ready to open itself; call the returned function when it no longer is. */
export function startListening(): () => void {
  listening++;
  return () => {
    listening--;
  };
}

/** Whether an open was asked for before any search element listened (and forget it). */
export function takePendingOpen(): boolean {
  const p = pending;
  pending = false;
  return p;
}

let watching = false;

/** Remember open requests made before the search element is ready (idempotent). */
export function watchEarlyOpen(): void {
  if (watching) return;
  watching = true;
  document.addEventListener("click", (e) => {
    if (listening) return;
    const host = e.composedPath().find((n): n is Element => n instanceof Element && n.localName === "web-docs-search");
    if (host && e.composedPath().some((n) => n instanceof HTMLButtonElement)) pending = true;
  });
  document.addEventListener("keydown", (e) => {
    if (listening || !document.querySelector("web-docs-search") || !isOpenShortcut(e)) return;
    e.preventDefault();
    pending = true;
  });
}
