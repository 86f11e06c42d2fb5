// The tabs layer in the entry, before the tabs chunk: stored choices show at once, and a choice
// made before the chunk has upgraded a strip still reaches the page store — so it is shared,
// stored and kept when the strip is upgraded. Upgraded strips are left to tabs.ts.

import { onNavigated } from "../services/events";
import { activatePanel, applyTabChoices, isClaimed, pageTabsStore, readTabStrip, sharedKeyOf } from "./tabs-store";

export function initEarlyTabs(): () => void {
  const store = pageTabsStore();
  const apply = () => applyTabChoices(document, (key) => store.get(key));
  const onChange = (e: Event) => {
    const input = e.target;
    if (!(input instanceof HTMLInputElement) || input.type !== "radio") return;
    const strip = input.parentElement;
    const switchEl = strip?.parentElement;
    if (!strip?.classList.contains("wd-tabs") || !switchEl?.classList.contains("wd-switch") || isClaimed(strip)) return;
    const { items } = readTabStrip(strip);
    const index = items.findIndex((item) => item.id === input.id);
    if (index < 0) return;
    activatePanel(switchEl, index);
    const key = sharedKeyOf(switchEl);
    if (key) store.set(key, items[index].label);
  };
  apply();
  const unsubscribe = store.subscribe(apply);
  document.addEventListener("change", onChange);
  const offNavigated = onNavigated(apply);
  return () => {
    unsubscribe();
    document.removeEventListener("change", onChange);
    offNavigated();
  };
}
