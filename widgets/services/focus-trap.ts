// Keep Tab / Shift+Tab inside a container while it is open (modals, menus), and give focus back to
// where it was when the trap is released.

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

export function focusableIn(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hidden && el.getClientRects().length > 0);
}

export interface FocusTrap {
  /** Stop trapping; give focus back to where it was unless `restoreFocus` is false (e.g. after a navigation). */
  release(restoreFocus?: boolean): void;
}

export function trapFocus(container: HTMLElement, root: Document | ShadowRoot = document): FocusTrap {
  const previous = (root.activeElement ?? document.activeElement) as HTMLElement | null;
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== "Tab") return;
    const items = focusableIn(container);
    if (!items.length) {
      e.preventDefault();
      return;
    }
    const active = (container.getRootNode() as Document | ShadowRoot).activeElement;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && (active === first || !container.contains(active))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !container.contains(active))) {
      e.preventDefault();
      first.focus();
    }
  };
  container.addEventListener("keydown", onKey);
  return {
    release(restoreFocus = true) {
      container.removeEventListener("keydown", onKey);
      if (restoreFocus && previous?.isConnected) previous.focus();
    },
  };
}
