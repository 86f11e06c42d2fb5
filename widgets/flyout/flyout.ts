// Flyout menus of the top bar (`.wd-flyout` > `.wd-flyout-button` + `.wd-flyout-menu`). Without JS, CSS
// opens them on :hover and :focus-within. With JS the classes `open` / `closed` decide (see
// 20-chrome.css) and the button's aria-expanded says the same:
//  - hovering opens, leaving closes — unless a click pinned the menu open;
//  - a click (or Enter/Space on the button) opens and pins it; a second click closes it;
//  - focus leaving the flyout (blur), a press outside, Escape or a client navigation closes it;
//  - an open menu is kept inside the window: shifted back from the edge it would cross (and again on resize).
// Handlers are delegated from `document`, so flyouts that arrive with a navigation work at once.

import { onNavigated } from "../services/events";

const FLYOUT = ".wd-flyout";
const BUTTON = ".wd-flyout-button";
const MENU = ".wd-flyout-menu";
/** Space kept between an open menu and the window's edge, px. */
const EDGE = 8;

/** Opened by a click or key: survives the pointer leaving. */
const pinned = new WeakSet<Element>();
/** The pointer is over it: a blur to nowhere (a click on its padding) must not close it. */
const hovered = new WeakSet<Element>();

const buttonOf = (flyout: Element) => flyout.querySelector<HTMLElement>(`:scope > ${BUTTON}`);

function isFlyoutOpen(flyout: Element): boolean {
  return flyout.classList.contains("open");
}

function setFlyoutOpen(flyout: Element, open: boolean): void {
  if (open) for (const other of document.querySelectorAll(`${FLYOUT}.open`)) if (other !== flyout) setFlyoutOpen(other, false);
  flyout.classList.toggle("open", open);
  flyout.classList.toggle("closed", !open);
  buttonOf(flyout)?.setAttribute("aria-expanded", String(open));
  if (open) fitFlyout(flyout);
  if (!open) pinned.delete(flyout);
}

/**
 * Keep an open menu inside the window (spec §4; no sideways scroll): measure it where CSS puts it, then
 * shift it left by what crosses the right edge, or right by what crosses the left one. CSS caps its width
 * below the window's, so one shift always fits.
 */
function fitFlyout(flyout: Element): void {
  const menu = flyout.querySelector<HTMLElement>(`:scope > ${MENU}`);
  if (!menu) return;
  menu.style.removeProperty("--wd-flyout-shift");
  const rect = menu.getBoundingClientRect();
  if (!rect.width) return; // not displayed (e.g. the top bar's nav is hidden at this width)
  const width = document.documentElement.clientWidth;
  let shift = 0;
  if (rect.right > width - EDGE) shift = width - EDGE - rect.right;
  if (rect.left + shift < EDGE) shift = EDGE - rect.left;
  if (shift) menu.style.setProperty("--wd-flyout-shift", `${shift}px`);
}

/** Hand flyouts over from CSS to this module: closed (and aria-expanded="false") until hovered or clicked. */
function prepareFlyouts(root: ParentNode = document): void {
  for (const flyout of root.querySelectorAll(`${FLYOUT}:not(.open)`)) setFlyoutOpen(flyout, false);
}

function closeAll(except?: Element | null): void {
  for (const flyout of document.querySelectorAll(`${FLYOUT}.open`)) if (flyout !== except) setFlyoutOpen(flyout, false);
}

export function initFlyouts(): () => void {
  const flyoutOf = (node: EventTarget | null) => (node instanceof Element ? node.closest(FLYOUT) : null);

  const onOver = (e: MouseEvent) => {
    const flyout = flyoutOf(e.target);
    if (!flyout || hovered.has(flyout)) return;
    hovered.add(flyout);
    if (!isFlyoutOpen(flyout)) setFlyoutOpen(flyout, true);
  };
  const onOut = (e: MouseEvent) => {
    const flyout = flyoutOf(e.target);
    if (!flyout || (e.relatedTarget instanceof Node && flyout.contains(e.relatedTarget))) return;
    hovered.delete(flyout);
    if (!pinned.has(flyout)) setFlyoutOpen(flyout, false);
  };
  const onClick = (e: MouseEvent) => {
    const button = e.target instanceof Element ? e.target.closest(BUTTON) : null;
    const flyout = button && flyoutOf(button);
    if (!flyout) return;
    if (isFlyoutOpen(flyout) && pinned.has(flyout)) {
      setFlyoutOpen(flyout, false);
    } else {
      // Closed, or opened by hovering on the way to the click: the click keeps it open.
      setFlyoutOpen(flyout, true);
      pinned.add(flyout);
    }
  };
  const onFocusOut = (e: FocusEvent) => {
    const flyout = flyoutOf(e.target);
    if (!flyout || !isFlyoutOpen(flyout)) return;
    const to = e.relatedTarget;
    if (to instanceof Node && flyout.contains(to)) return;
    if (!to && hovered.has(flyout)) return;
    setFlyoutOpen(flyout, false);
  };
  // Browsers that do not focus buttons on click (Safari) never blur them: a press elsewhere closes too.
  const onPointerDown = (e: PointerEvent) => closeAll(flyoutOf(e.target));
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== "Escape" || e.defaultPrevented) return;
    const open = [...document.querySelectorAll(`${FLYOUT}.open`)];
    if (!open.length) return;
    e.preventDefault();
    for (const flyout of open) {
      const hadFocus = flyout.contains(document.activeElement);
      setFlyoutOpen(flyout, false);
      if (hadFocus) buttonOf(flyout)?.focus();
    }
  };

  // One list for adding and removing, so the two can never disagree.
  const listeners = [
    ["mouseover", onOver],
    ["mouseout", onOut],
    ["click", onClick],
    ["focusout", onFocusOut],
    ["pointerdown", onPointerDown],
    ["keydown", onKey],
  ] as Array<[string, EventListener]>;
  for (const [type, fn] of listeners) document.addEventListener(type, fn);
  const onResize = () => {
    for (const flyout of document.querySelectorAll(`${FLYOUT}.open`)) fitFlyout(flyout);
  };
  window.addEventListener("resize", onResize);
  const offNavigated = onNavigated(() => {
    closeAll();
    prepareFlyouts();
  });
  prepareFlyouts();
  return () => {
    for (const [type, fn] of listeners) document.removeEventListener(type, fn);
    window.removeEventListener("resize", onResize);
    offNavigated();
  };
}
