// Tab sets and code groups (`.wd-switch`): the build writes a native radio group (a complete control
// without JavaScript); upgrading turns each radio + label into a `role="tab"` button — the ARIA tabs
// pattern: the strip is the `tablist` (it keeps its name), each block a focusable `tabpanel` named by its
// tab, one tab stop (roving tabindex), Left/Right with wrap-around and Home/End moving the choice
// (selection follows focus, as the radios did). The choice is the shared one (tabs-store.ts) when the set
// has a shared key and a tab with that label, else the set's own. Plain DOM, no React.

import { emit } from "../services/events";
import { activatePanel, claimStrip, isClaimed, pageTabsStore, readTabStrip, sharedKeyOf, tabIdOf, type TabItem, type TabsStore } from "./tabs-store";

export const TAB_CHANGE_EVENT = "web-docs-tab-change";

/** Spec §5: "The tabs component throws if its shared state is missing." */
export const MISSING_SHARED_STATE = "[web-docs-tabs] shared tab state is missing: pass the page's store (pageTabsStore()) to upgradeSwitch";

/** The tab a key moves to from `from` among `n` tabs, or null for a key tabs ignore. */
export function tabKeyTarget(key: string, from: number, n: number): number | null {
  if (key === "ArrowRight") return (from + 1) % n;
  if (key === "ArrowLeft") return (from - 1 + n) % n;
  if (key === "Home") return 0;
  if (key === "End") return n - 1;
  return null;
}

/** The blocks of a switch, in tab order. */
const panelsOf = (switchEl: HTMLElement) => [...switchEl.querySelectorAll<HTMLElement>(":scope > .wd-blocks > *")];

/** A panel's id: its own, or one derived from its tab's radio. */
const panelIdOf = (panel: HTMLElement | undefined, item: TabItem) => panel?.id || `${item.id}-panel`;

/** Upgraded strips → how to stop following the store; strips a navigation removed let go in enhance(). */
const live = new Map<HTMLElement, () => void>();

/** Upgrade one pre-rendered set; returns false when it has no strip to upgrade (or already is). */
export function upgradeSwitch(switchEl: HTMLElement, store: TabsStore | null | undefined): boolean {
  if (!store) throw new Error(MISSING_SHARED_STATE);
  const strip = switchEl.querySelector<HTMLElement>(":scope > .wd-tabs");
  if (!strip || isClaimed(strip)) return false;
  const { items, checked } = readTabStrip(strip);
  if (!items.length) return false;
  claimStrip(strip);
  const key = sharedKeyOf(switchEl);
  const focused = items.findIndex((item) => item.id === document.activeElement?.id);
  const panels = panelsOf(switchEl);

  const tabs = items.map((item, i) => {
    const b = document.createElement("button");
    b.type = "button";
    b.setAttribute("role", "tab");
    b.id = tabIdOf(item);
    b.setAttribute("aria-controls", panelIdOf(panels[i], item));
    b.textContent = item.label;
    return b;
  });
  strip.replaceChildren(...tabs);
  strip.setAttribute("role", "tablist");
  items.forEach((item, i) => {
    const panel = panels[i];
    if (!panel) return;
    panel.id = panelIdOf(panel, item);
    panel.setAttribute("role", "tabpanel");
    panel.setAttribute("aria-labelledby", tabIdOf(item));
    panel.tabIndex = 0;
  });

  let selected = checked;
  const show = (index: number) => {
    selected = index;
    tabs.forEach((t, i) => {
      t.setAttribute("aria-selected", String(i === index));
      t.tabIndex = i === index ? 0 : -1;
    });
    activatePanel(switchEl, index);
  };
  // A shared label this set lacks leaves it where it is.
  const applyShared = () => {
    const label = key ? store.get(key) : undefined;
    const i = label === undefined ? -1 : items.findIndex((item) => item.label === label);
    if (i >= 0 && i !== selected) show(i);
  };
  const choose = (index: number) => {
    show(index);
    if (key) store.set(key, items[index].label);
    emit(switchEl, TAB_CHANGE_EVENT, { key, label: items[index].label, index });
  };

  strip.addEventListener("click", (e) => {
    const i = tabs.indexOf((e.target as Element).closest?.("[role=tab]") as HTMLButtonElement);
    if (i >= 0 && i !== selected) choose(i);
  });
  strip.addEventListener("keydown", (e) => {
    const i = tabs.indexOf(e.target as HTMLButtonElement);
    if (i < 0 || e.altKey || e.ctrlKey || e.metaKey) return;
    const next = tabKeyTarget(e.key, i, tabs.length);
    if (next === null) return;
    e.preventDefault();
    tabs[next].focus();
    if (next !== selected) choose(next);
  });
  live.set(
    strip,
    store.subscribe(() => strip.isConnected && applyShared()),
  );

  show(selected);
  applyShared();
  if (focused >= 0) tabs[focused].focus();
  return true;
}

/** Upgrade every set under `root` not upgraded yet; called on load and after each client navigation. */
export function enhance(root: ParentNode = document): void {
  const store = pageTabsStore();
  // Content replaced by a navigation: let go of the store (with no one listening, it re-reads storage).
  for (const [strip, stop] of live) {
    if (strip.isConnected) continue;
    stop();
    live.delete(strip);
  }
  for (const switchEl of root.querySelectorAll<HTMLElement>(".wd-switch")) upgradeSwitch(switchEl, store);
}
