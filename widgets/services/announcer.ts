// One polite live region for short status messages ("Copied", "Appearance: Light"): screen readers
// announce them without moving focus. Created on first use, shared by every widget.

const ID = "wd-announcer";

function region(): HTMLElement {
  let el = document.getElementById(ID);
  if (!el) {
    el = document.createElement("div");
    el.id = ID;
    el.className = "wd-visually-hidden";
    el.setAttribute("role", "status");
    el.setAttribute("aria-live", "polite");
    el.setAttribute("aria-atomic", "true");
    // Visually hidden without depending on the theme CSS (widgets also run on embedding pages).
    el.style.cssText = "position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0";
    document.body.append(el);
  }
  return el;
}

export function announce(message: string): void {
  const el = region();
  // Clearing first makes a repeated message ("Copied" twice) count as a change and be read again.
  el.textContent = "";
  requestAnimationFrame(() => {
    el.textContent = message;
  });
}

/** The live region's current text (for tests and debugging). */
export function lastAnnouncement(): string {
  return document.getElementById(ID)?.textContent ?? "";
}
