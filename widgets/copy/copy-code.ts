// Copy buttons of code blocks (`.wd-code` > `.wd-copy`). A click copies the code as shown — without the
// line-number gutter and without lines a diff marks as removed — then the button shows its copied
// state (class `copied`, the "Copied" tooltip from data-copied-label) for 2000 ms and reverts.
// When the Clipboard API is missing or refuses (insecure origin, denied permission), a hidden
// textarea and document.execCommand("copy") do it instead.

import { announce } from "../services/announcer";
import { emit } from "../services/events";

/** Spec §9: copied-state duration. */
export const COPIED_MS = 2000;
export const COPY_EVENT = "web-docs-copy";
const DEFAULT_COPIED_LABEL = "Copied";

const timers = new WeakMap<Element, number>();
let installed = false;

/** The code text of a `.wd-code` block: one line per `.line` (folded ones too), removed diff lines and twoslash popups left out. */
export function codeText(block: Element): string {
  const code = block.querySelector("pre code") ?? block.querySelector("pre");
  if (!code) return "";
  // Lines folded with collapse={a-b} sit in a wrapper after their bar, in order.
  const lines = [...code.querySelectorAll(":scope > .line, :scope > .wd-fold-lines > .line")];
  if (!lines.length) return code.textContent ?? "";
  return lines
    .filter((line) => !line.classList.contains("remove"))
    .map(lineText)
    .join("\n");
}

/** A line's code without the type popups a twoslash fence puts in it. */
function lineText(line: Element): string {
  if (!line.querySelector(".twoslash-popup")) return line.textContent ?? "";
  const copy = line.cloneNode(true) as Element;
  for (const popup of copy.querySelectorAll(".twoslash-popup")) popup.remove();
  return copy.textContent ?? "";
}

/** Copy through a selected, off-screen textarea: works where navigator.clipboard does not. */
export function copyWithExecCommand(text: string): boolean {
  const active = document.activeElement as HTMLElement | null;
  const selection = document.getSelection();
  const ranges = selection ? Array.from({ length: selection.rangeCount }, (_, i) => selection.getRangeAt(i)) : [];
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.setAttribute("aria-hidden", "true");
  area.style.cssText = "position:fixed;top:0;left:-9999px;opacity:0;pointer-events:none";
  document.body.append(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand("copy");
  } catch {
    ok = false;
  }
  area.remove();
  if (selection) {
    selection.removeAllRanges();
    for (const r of ranges) selection.addRange(r);
  }
  active?.focus?.({ preventScroll: true });
  return ok;
}

export async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, insecure context, document not focused): fall back below.
    }
  }
  return copyWithExecCommand(text);
}

/** Show the copied state for COPIED_MS; a second copy meanwhile restarts the 2 seconds. */
export function showCopied(button: HTMLElement): void {
  if (!button.dataset.copiedLabel) button.dataset.copiedLabel = DEFAULT_COPIED_LABEL;
  button.classList.add("copied");
  window.clearTimeout(timers.get(button));
  timers.set(
    button,
    window.setTimeout(() => {
      button.classList.remove("copied");
      timers.delete(button);
    }, COPIED_MS),
  );
  announce(button.dataset.copiedLabel);
}

export async function copyFromButton(button: HTMLElement): Promise<boolean> {
  const block = button.closest(".wd-code");
  if (!block) return false;
  const text = codeText(block);
  const ok = await copyText(text);
  if (ok) {
    showCopied(button);
    emit(button, COPY_EVENT, { text });
  }
  return ok;
}

function onClick(e: MouseEvent): void {
  const button = e.target instanceof Element ? e.target.closest<HTMLElement>(".wd-code > .wd-copy") : null;
  if (button) void copyFromButton(button);
}

/** One delegated listener serves every code block, including those a navigation brings. */
export function enhance(): void {
  if (installed) return;
  installed = true;
  document.addEventListener("click", onClick);
}
