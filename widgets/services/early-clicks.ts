// Clicks on a widget's controls before its code has arrived are queued, not lost: a reader who taps the
// Menu button or a sidebar group's caret while the page is still loading gets the drawer or the group
// once the element listens (`data-wd-ready`, ready-attribute.ts). The entry imports this (no React).
// Search has its own queue with the keys typed meanwhile (search/shortcut.ts); the navigator needs none (its
// element is defined by the entry at once).

import { isReady, READY_ATTRIBUTE } from "./ready-attribute";

export interface EarlyClickRule {
  /** The element's tag. */
  host: string;
  /** Selector of controls outside the host that it answers (the sidebar's Menu button), from the host. */
  outside?: (host: Element) => string | null;
}

interface Queued {
  host: Element;
  target: Element;
  /** The target's position among the host's buttons (the upgrade may render new nodes); -1 outside. */
  index: number;
}

const queue: Queued[] = [];

function replay(host: Element): void {
  for (let i = 0; i < queue.length; ) {
    const q = queue[i];
    if (q.host !== host) {
      i++;
      continue;
    }
    queue.splice(i, 1);
    const el = q.index < 0 || (q.target.isConnected && host.contains(q.target)) ? q.target : host.querySelectorAll("button")[q.index];
    if (el?.isConnected && el instanceof HTMLElement) el.click();
  }
}

/** Whose control a click hit, for hosts that do not listen yet. */
function ownerOf(target: Element, rules: EarlyClickRule[]): Queued | null {
  for (const rule of rules) {
    const inside = target.closest(rule.host);
    if (inside) return isReady(inside) ? null : { host: inside, target, index: [...inside.querySelectorAll("button")].indexOf(target as HTMLButtonElement) };
    if (!rule.outside) continue;
    for (const host of document.querySelectorAll(rule.host)) {
      const selector = rule.outside(host);
      if (selector && target.matches(selector) && !isReady(host)) return { host, target, index: -1 };
    }
  }
  return null;
}

let started = false;

/** Queue clicks on the buttons of the given elements (and their outside controls) until they are ready. */
export function queueEarlyClicks(rules: EarlyClickRule[]): void {
  if (started) return;
  started = true;
  document.addEventListener("click", (e) => {
    // Replays are not trusted events: never queued twice.
    if (!e.isTrusted || !(e.target instanceof Element)) return;
    const button = e.target.closest("button");
    const queued = button && ownerOf(button, rules);
    if (!queued) return;
    e.preventDefault();
    queue.push(queued);
  });
  new MutationObserver((records) => {
    for (const r of records) if (queue.length && r.target instanceof Element && isReady(r.target)) replay(r.target);
  }).observe(document, { subtree: true, attributes: true, attributeFilter: [READY_ATTRIBUTE] });
}
