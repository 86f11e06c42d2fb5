// The "Copy page" control of the doc layout (`.wd-page-actions`, rendered when the page has a Markdown
// twin): its buttons fetch the twin and copy it — through copy-code's copyText (with its execCommand
// fallback) and showCopied (the 2000 ms copied state) — and the chevron opens a small menu ("View as
// Markdown", "Copy page") operable by keyboard. Without JS the menu's link is all that shows.

import { copyText, showCopied } from "./copy-code";

const ROOT = ".wd-page-actions";
let installed = false;

const toggleOf = (root: Element) => root.querySelector<HTMLButtonElement>(".wd-page-actions-toggle");
const itemsOf = (root: Element) => [...root.querySelectorAll<HTMLElement>(".wd-page-actions-menu a, .wd-page-actions-menu button")];
const isOpen = (root: Element) => toggleOf(root)?.getAttribute("aria-expanded") === "true";

async function fetchTwin(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
  return res.text();
}

/**
 * Write text that is still being fetched. Safari lets a page write the clipboard only within the click
 * (the user activation does not outlive an await), so the write starts at once with a ClipboardItem whose
 * data is a promise (Safari, Chromium and Firefox 127+ accept one). Resolves false where that is missing or refused.
 */
async function writePending(text: Promise<string>): Promise<boolean> {
  if (typeof ClipboardItem !== "function" || typeof navigator.clipboard?.write !== "function") return false;
  try {
    await navigator.clipboard.write([new ClipboardItem({ "text/plain": text.then((t) => new Blob([t], { type: "text/plain" })) })]);
    return true;
  } catch {
    return false;
  }
}

/** Fetch the twin named by the control and copy its text; shows the copied state on the main button. */
export async function copyPage(root: HTMLElement): Promise<boolean> {
  const url = root.dataset.twin;
  if (!url) return false;
  const text = fetchTwin(url);
  text.catch(() => undefined); // reported below, once
  // No await before this call: it must run inside the click's user activation.
  let ok = await writePending(text);
  if (!ok) {
    let plain: string;
    try {
      plain = await text;
    } catch (e) {
      console.error(`[web-docs] could not fetch ${url} to copy the page`, e);
      return false;
    }
    // Today's path where a pending write is not to be had: writeText, then copy-code's execCommand fallback.
    ok = await copyText(plain);
  }
  const button = root.querySelector<HTMLElement>(".wd-copy-page");
  if (ok && button) showCopied(button);
  return ok;
}

export function setOpen(root: HTMLElement, open: boolean, focus?: "first" | "last" | "toggle"): void {
  const toggle = toggleOf(root);
  if (!toggle) return;
  toggle.setAttribute("aria-expanded", String(open));
  root.classList.toggle("open", open);
  const items = itemsOf(root);
  if (focus === "first") items[0]?.focus();
  else if (focus === "last") items[items.length - 1]?.focus();
  else if (focus === "toggle") toggle.focus();
}

function onClick(e: MouseEvent): void {
  const target = e.target instanceof Element ? e.target : null;
  const root = target?.closest<HTMLElement>(ROOT);
  // A click elsewhere closes an open menu.
  for (const other of document.querySelectorAll<HTMLElement>(`${ROOT}.open`)) if (other !== root) setOpen(other, false);
  if (!root || !target) return;
  if (target.closest(".wd-page-actions-toggle")) {
    setOpen(root, !isOpen(root));
  } else if (target.closest("[data-copy-page]")) {
    const inMenu = !!target.closest(".wd-page-actions-menu");
    if (inMenu) setOpen(root, false, "toggle");
    void copyPage(root);
  }
}

function onKeydown(e: KeyboardEvent): void {
  const target = e.target instanceof HTMLElement ? e.target : null;
  const root = target?.closest<HTMLElement>(ROOT);
  if (!root || !target) return;
  if (target.closest(".wd-page-actions-toggle")) {
    // Opening by keyboard moves focus into the menu (the pattern of a menu button).
    if (e.key === "ArrowDown") setOpen(root, true, "first");
    else if (e.key === "Enter" || e.key === " ") setOpen(root, !isOpen(root), isOpen(root) ? undefined : "first");
    else if (e.key === "ArrowUp") setOpen(root, true, "last");
    else if (e.key === "Escape" && isOpen(root)) setOpen(root, false);
    else return;
    e.preventDefault();
    return;
  }
  if (!target.closest(".wd-page-actions-menu") || !isOpen(root)) return;
  const items = itemsOf(root);
  const i = items.indexOf(target);
  if (e.key === "ArrowDown") items[(i + 1) % items.length]?.focus();
  else if (e.key === "ArrowUp") items[(i - 1 + items.length) % items.length]?.focus();
  else if (e.key === "Home") items[0]?.focus();
  else if (e.key === "End") items[items.length - 1]?.focus();
  else if (e.key === "Escape") setOpen(root, false, "toggle");
  else return;
  e.preventDefault();
}

/** Focus leaving the control (Tab away) closes its menu. */
function onFocusout(e: FocusEvent): void {
  const root = e.target instanceof Element ? e.target.closest<HTMLElement>(`${ROOT}.open`) : null;
  if (root && !(e.relatedTarget instanceof Node && root.contains(e.relatedTarget))) setOpen(root, false);
}

/** Delegated listeners serve every page a navigation brings; safe to call again. */
export function enhance(): void {
  if (installed) return;
  installed = true;
  document.addEventListener("click", onClick);
  document.addEventListener("keydown", onKeydown);
  document.addEventListener("focusout", onFocusout);
}
