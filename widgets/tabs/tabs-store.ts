// Shared state of tab sets and code groups (the entry uses it to restore choices
// before the tabs chunk arrives). One localStorage entry holds every shared choice: { key: label }.
//  - `:::tabs key:NAME` sets carry data-key="NAME": every set with that key shows the same label;
//  - code groups share the implicit key CODE_GROUP_KEY: choosing "pnpm" in one selects "pnpm" in
//    every code group that has a "pnpm" tab.
// A set that lacks the shared label keeps its own choice.

import { readJson, writeJson } from "../services/storage";

export const TABS_STORAGE_KEY = "web-docs-tabs";
export const CODE_GROUP_KEY = "@code-group";

type TabChoices = Readonly<Record<string, string>>;

export interface TabsStore {
  get(key: string): string | undefined;
  set(key: string, label: string): void;
  subscribe(listener: () => void): () => void;
}

function readChoices(storageKey: string): TabChoices {
  const raw = readJson<unknown>(storageKey, {});
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return {};
  return Object.fromEntries(Object.entries(raw).filter(([, v]) => typeof v === "string")) as TabChoices;
}

/** The shared key of a `.wd-switch`, or null for a tab set that keeps its choice to itself. */
export function sharedKeyOf(el: HTMLElement): string | null {
  if (el.dataset.key) return el.dataset.key;
  return el.classList.contains("wd-code-group") ? CODE_GROUP_KEY : null;
}

export function createTabsStore(storageKey = TABS_STORAGE_KEY): TabsStore {
  let choices = readChoices(storageKey);
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  // A choice made in another tab of the browser applies here too.
  const onStorage = (e: StorageEvent) => {
    if (e.key !== storageKey && e.key !== null) return; // null: storage cleared
    choices = readChoices(storageKey);
    notify();
  };
  return {
    get: (key) => choices[key],
    set(key, label) {
      if (choices[key] === label) return;
      // Re-read first so a choice another tab stored for a different key survives.
      choices = { ...readChoices(storageKey), [key]: label };
      writeJson(storageKey, choices);
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) {
        // Nobody listened for a while: catch up with what other tabs stored meanwhile.
        choices = readChoices(storageKey);
        window.addEventListener("storage", onStorage);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("storage", onStorage);
      };
    },
  };
}

export interface TabItem {
  /** The radio input's id. */
  id: string;
  label: string;
}

/** The id of a tab once the strip is upgraded (its radio input's id stays with the no-JS markup). */
export const tabIdOf = (item: TabItem) => `${item.id}-tab`;

/** Read a pre-rendered tab strip: its radio inputs, their labels, the group name and the checked index. */
export function readTabStrip(strip: HTMLElement): { name: string; items: TabItem[]; checked: number } {
  const inputs = [...strip.querySelectorAll<HTMLInputElement>(':scope > input[type="radio"]')];
  const items = inputs.map((input) => ({
    id: input.id,
    label: strip.querySelector(`:scope > label[for="${CSS.escape(input.id)}"]`)?.textContent ?? "",
  }));
  return {
    name: inputs[0]?.name ?? "",
    items,
    checked: Math.max(
      0,
      inputs.findIndex((i) => i.checked),
    ),
  };
}

/** Mark the panel (or code block) at `index` active; CSS :has() shows it already, the class serves older engines and styles. */
export function activatePanel(switchEl: HTMLElement, index: number): void {
  const blocks = switchEl.querySelectorAll(":scope > .wd-blocks > *");
  blocks.forEach((block, k) => block.classList.toggle("active", k === index));
}

let pageStore: TabsStore | null = null;

/** The one store of the page, shared by the early layer (early.ts) and every upgraded set (tabs.ts). */
export function pageTabsStore(): TabsStore {
  pageStore ??= createTabsStore();
  return pageStore;
}

/** Strips tabs.ts has upgraded; the early layer leaves them alone. */
const claimed = new WeakSet<Element>();
export const claimStrip = (strip: Element) => void claimed.add(strip);
export const isClaimed = (strip: Element) => claimed.has(strip);

/**
 * Show the shared choices in pre-rendered strips not upgraded (yet): the right tab shows as
 * early as possible, and tabs.ts later upgrades from what the DOM shows.
 */
export function applyTabChoices(root: ParentNode, choiceOf: (key: string) => string | undefined): void {
  for (const el of root.querySelectorAll<HTMLElement>(".wd-switch")) {
    const key = sharedKeyOf(el);
    const label = key ? choiceOf(key) : undefined;
    const strip = el.querySelector<HTMLElement>(":scope > .wd-tabs");
    if (label === undefined || !strip || isClaimed(strip)) continue;
    const { items } = readTabStrip(strip);
    const index = items.findIndex((item) => item.label === label);
    if (index < 0) continue;
    const input = strip.querySelector<HTMLInputElement>(`#${CSS.escape(items[index].id)}`);
    if (input && !input.checked) input.checked = true;
    activatePanel(el, index);
  }
}

/** Apply what localStorage holds (a fresh read, not the page store). */
export function restoreTabChoices(root: ParentNode = document, storageKey = TABS_STORAGE_KEY): void {
  const choices = readChoices(storageKey);
  applyTabChoices(root, (key) => choices[key]);
}
