// Upgrade every pre-rendered tab set and code group (`.wd-switch`) on the page: hydrate its strip with
// <Tabs> under one shared provider, keep the panels' `active` class in step, and announce choices
// with a bubbling `web-docs-tab-change` event. Called on load and after each client navigation.

import { hydrateRoot, type Root } from "react-dom/client";
import { emit } from "../services/events";
import { Tabs } from "./tabs";
import { TabsSharedStateProvider } from "./tabs-context";
import { activatePanel, claimStrip, pageTabsStore, readTabStrip, sharedKeyOf, type TabsStore } from "./tabs-store";

export const TAB_CHANGE_EVENT = "web-docs-tab-change";

const roots = new Map<HTMLElement, Root>();

export function upgradeSwitch(switchEl: HTMLElement, tabsStore: TabsStore): Root | null {
  const strip = switchEl.querySelector<HTMLElement>(":scope > .wd-tabs");
  if (!strip) return null;
  const { name, items, checked } = readTabStrip(strip);
  if (!items.length) return null;
  const key = sharedKeyOf(switchEl);
  const onShow = (index: number) => activatePanel(switchEl, index);
  const onChoose = (index: number, label: string) => emit(switchEl, TAB_CHANGE_EVENT, { key, label, index });
  claimStrip(strip);
  return hydrateRoot(
    strip,
    <TabsSharedStateProvider store={tabsStore}>
      <Tabs name={name} items={items} initialIndex={checked} sharedKey={key} onShow={onShow} onChoose={onChoose} />
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
