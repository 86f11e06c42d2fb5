// The full-screen mobile menu behind the hamburger (below 768px). Open: the menu shows, the hamburger
// says aria-expanded="true", page scrolling is locked and Tab stays within the top bar and the menu.
// It closes on the hamburger, Escape, a link click, a client navigation, and when the window reaches
// 768px (where the menu cannot show). Handlers are delegated from `document`, so a top bar replaced
// by a navigation keeps working.

import { emit, onNavigated } from "../services/events";
import { type FocusTrap, focusableIn, trapFocus } from "../services/focus-trap";
import { BREAKPOINTS, watchMinWidth } from "../services/media";
import { lockScroll, unlockScroll } from "../services/scroll-lock";

const MENU_ID = "wd-mobile-menu";
export const MENU_EVENT = "web-docs-mobile-menu";
const LOCK_OWNER = "mobile-menu";

let trap: FocusTrap | null = null;
/** Open as far as this module knows — also covers a menu a navigation replaced while it was open. */
let opened = false;

function parts(): { button: HTMLElement | null; menu: HTMLElement | null } {
  return {
    button: document.querySelector<HTMLElement>(`[aria-controls="${MENU_ID}"]`),
    menu: document.getElementById(MENU_ID),
  };
}

export function isMobileMenuOpen(): boolean {
  const { menu } = parts();
  return !!menu && !menu.hidden;
}

export function openMobileMenu(): void {
  const { button, menu } = parts();
  if (!button || !menu?.hidden) return;
  // From 768px the menu is never shown (CSS hides it): opening would only lock the page.
  if (window.matchMedia(`(min-width: ${BREAKPOINTS.mobileMenu}px)`).matches) return;
  menu.hidden = false;
  opened = true;
  button.setAttribute("aria-expanded", "true");
  lockScroll(LOCK_OWNER);
  // The hamburger stays reachable (it closes the menu), so the trap spans the top bar holding both.
  trap = trapFocus(menu.closest<HTMLElement>("header") ?? menu);
  focusableIn(menu)[0]?.focus();
  emit(menu, MENU_EVENT, { open: true });
}

/** Close the menu; focus goes back to the hamburger unless the close came with a navigation. */
function closeMobileMenu(options: { restoreFocus?: boolean } = {}): void {
  const { button, menu } = parts();
  if (!opened && (!menu || menu.hidden)) return;
  opened = false;
  const focusWasInside = !!menu?.contains(document.activeElement) || document.activeElement === button;
  if (menu) menu.hidden = true;
  button?.setAttribute("aria-expanded", "false");
  unlockScroll(LOCK_OWNER);
  trap?.release(false);
  trap = null;
  if (options.restoreFocus !== false && focusWasInside && button?.getClientRects().length) button.focus();
  emit(menu ?? document, MENU_EVENT, { open: false });
}

export function initMobileMenu(): () => void {
  const onClick = (e: MouseEvent) => {
    const target = e.target as Element | null;
    if (target?.closest?.(`[aria-controls="${MENU_ID}"]`)) {
      if (isMobileMenuOpen()) closeMobileMenu();
      else openMobileMenu();
    } else if (target?.closest?.(`#${MENU_ID} a[href]`)) {
      closeMobileMenu({ restoreFocus: false });
    }
  };
  const onKey = (e: KeyboardEvent) => {
    // defaultPrevented: an overlay above the menu (search) handled this Escape already.
    if (e.key === "Escape" && !e.defaultPrevented && isMobileMenuOpen()) {
      e.preventDefault();
      closeMobileMenu();
    }
  };
  document.addEventListener("click", onClick);
  document.addEventListener("keydown", onKey);
  const offWidth = watchMinWidth(BREAKPOINTS.mobileMenu, (wide) => wide && closeMobileMenu({ restoreFocus: false }));
  const offNavigated = onNavigated(() => closeMobileMenu({ restoreFocus: false }));
  return () => {
    closeMobileMenu({ restoreFocus: false });
    document.removeEventListener("click", onClick);
    document.removeEventListener("keydown", onKey);
    offWidth();
    offNavigated();
  };
}
