// Upgrade every pre-rendered tab set and code group (`.wd-switch`) on the page: hydrate its strip with
// <Tabs> under one shared provider (radios → ARIA tabs), keep the panels' `active` class in step, and announce choices
// with a bubbling `web-docs-tab-change` event. Called on load and after each client navigation.

import { hydrateRoot, type Root } from "react-dom/client";
import { emit } from "../services/events";
import { Tabs } from "./tabs";
import { TabsSharedStateProvider } from "./tabs-context";
import { activatePanel, claimStrip, pageTabsStore, readTabStrip, sharedKeyOf, tabIdOf, type TabItem, type TabsStore } from "./tabs-store";

export const TAB_CHANGE_EVENT = "web-docs-tab-change";

const roots = new Map<HTMLElement, Root>();

/** The blocks of a switch, in tab order. */
const panelsOf = (switchEl: HTMLElement) => [...switchEl.querySelectorAll<HTMLElement>(":scope > .wd-blocks > *")];

/** A panel's id: its own, or one derived from its tab's radio. */
const panelIdOf = (panel: HTMLElement | undefined, item: TabItem) => panel?.id || `${item.id}-panel`;

/**
 * The ARIA tabs roles around the strip, set when React has turned the radios into tabs (never a tablist
 * of radios): the strip is the tablist (it keeps its name), each block a tabpanel named by its tab and
 * focusable (a code block's text is not).
 */
function applyTabsRoles(switchEl: HTMLElement, strip: HTMLElement, items: TabItem[]): void {
  strip.setAttribute("role", "tablist");
  const panels = panelsOf(switchEl);
  items.forEach((item, k) => {
    const panel = panels[k];
    if (!panel) return;
    panel.id = panelIdOf(panel, item);
    panel.setAttribute("role", "tabpanel");
    panel.setAttribute("aria-labelledby", tabIdOf(item));
    panel.tabIndex = 0;
  });
}

export function upgradeSwitch(switchEl: HTMLElement, tabsStore: TabsStore): Root | null {
  const strip = switchEl.querySelector<HTMLElement>(":scope > .wd-tabs");
  if (!strip) return null;
  const { name, items, checked } = readTabStrip(strip);
  if (!items.length) return null;
  const key = sharedKeyOf(switchEl);
  const onShow = (index: number) => activatePanel(switchEl, index);
  const onChoose = (index: number, label: string) => emit(switchEl, TAB_CHANGE_EVENT, { key, label, index });
  claimStrip(strip);
  const panels = panelsOf(switchEl);
  const panelIds = items.map((item, k) => panelIdOf(panels[k], item));
  const onUpgrade = () => applyTabsRoles(switchEl, strip, items);
  return hydrateRoot(
    strip,
    <TabsSharedStateProvider store={tabsStore}>
      <Tabs name={name} items={items} initialIndex={checked} sharedKey={key} panelIds={panelIds} onUpgrade={onUpgrade} onShow={onShow} onChoose={onChoose} />
    </TabsSharedStateProvider>,
    // A strip someone changed before hydration is simply re-rendered; nothing to report.
    { onRecoverableError: () => {} },
  );
}

export function enhance(root: ParentNode = document): void {
  const store = pageTabsStore();
  // Content replaced by a navigation: let go of its roots.
  for (const [strip, r] of roots) {
    if (!strip.isConnected) {
      r.unmount();
      roots.delete(strip);
    }
  }
  for (const switchEl of root.querySelectorAll<HTMLElement>(".wd-switch")) {
    const strip = switchEl.querySelector<HTMLElement>(":scope > .wd-tabs");
    if (!strip || roots.has(strip)) continue;
    const r = upgradeSwitch(switchEl, store);
    if (r) roots.set(strip, r);
  }
}
