// The appearance switch: light, dark or auto (follow the system), stored in localStorage. The inline
// <head> script (site/head-script.ts) already applied the stored choice before first paint; this module
// only reacts: clicks on any `.wd-appearance` button (top bar and mobile menu), system changes while in
// auto, and changes made in another tab.

import { announce } from "../services/announcer";
import { emit, onNavigated } from "../services/events";
import { readStorage, writeStorage } from "../services/storage";

export type Appearance = "light" | "dark" | "auto";

/** Same key as the head script's (site/head-script.ts); a test keeps the two equal. */
export const APPEARANCE_KEY = "web-docs-appearance";
export const APPEARANCE_EVENT = "web-docs-appearance";
const SYSTEM_DARK = "(prefers-color-scheme: dark)";
const SWITCH = ".wd-appearance";
const DEFAULT_LABELS: Record<Appearance, string> = { light: "Light", dark: "Dark", auto: "System" };

const isAppearance = (v: unknown): v is Appearance => v === "light" || v === "dark" || v === "auto";

function systemPrefersDark(): boolean {
  return window.matchMedia(SYSTEM_DARK).matches;
}

/**
 * The next choice after `current`: every click flips the visible theme (spec §4). Landing on the
 * system's own theme stores `auto` (it then follows the system), the other theme is stored explicitly —
 * so on a light system with a dark site default: dark → auto (light) → dark → auto …, as VitePress does.
 */
export function nextAppearance(current: Appearance, systemDark: boolean): Appearance {
  const dark = !resolvesToDark(current, systemDark);
  if (dark === systemDark) return "auto";
  return dark ? "dark" : "light";
}

export function resolvesToDark(appearance: Appearance, systemDark = systemPrefersDark()): boolean {
  return appearance === "auto" ? systemDark : appearance === "dark";
}

/** The choice in effect: what the head script recorded on <html>, else storage, else dark (the site default). */
function currentAppearance(): Appearance {
  const fromDom = document.documentElement.dataset.appearance;
  if (isAppearance(fromDom)) return fromDom;
  const stored = readStorage(APPEARANCE_KEY);
  return isAppearance(stored) ? stored : "dark";
}

function labelsOf(button: HTMLElement): Record<Appearance, string> {
  try {
    return { ...DEFAULT_LABELS, ...(JSON.parse(button.dataset.labels ?? "{}") as Partial<Record<Appearance, string>>) };
  } catch {
    return DEFAULT_LABELS;
  }
}

/** "Appearance: Dark" — the button's own label (kept in data-label) plus the mode in effect. */
function switchLabel(button: HTMLElement, appearance: Appearance): string {
  if (!button.dataset.label) button.dataset.label = button.getAttribute("aria-label") ?? "Appearance";
  return `${button.dataset.label}: ${labelsOf(button)[appearance]}`;
}

/** Reflect the mode in every switch's accessible name and tooltip (the icon follows html[data-appearance] in CSS). */
function labelSwitches(root: ParentNode = document, appearance = currentAppearance()): void {
  for (const button of root.querySelectorAll<HTMLElement>(SWITCH)) {
    const label = switchLabel(button, appearance);
    button.setAttribute("aria-label", label);
    button.title = label;
    button.dataset.appearance = appearance;
  }
}

/** Switch the page's colours without every element's colour transition playing at once. */
function withoutTransitions(apply: () => void): void {
  const style = document.createElement("style");
  style.textContent = "*,*::before,*::after{transition:none!important}";
  document.head.append(style);
  apply();
  void getComputedStyle(document.body).opacity; // flush styles while transitions are off
  requestAnimationFrame(() => style.remove());
}

/** Apply a choice to <html> (classes dark/light and data-appearance) and label the switches. */
function applyAppearance(appearance: Appearance, options: { persist?: boolean } = {}): void {
  const html = document.documentElement;
  const dark = resolvesToDark(appearance);
  const changed = html.classList.contains("dark") !== dark || html.dataset.appearance !== appearance;
  const update = () => {
    html.classList.toggle("dark", dark);
    html.classList.toggle("light", !dark);
    html.dataset.appearance = appearance;
  };
  if (changed) withoutTransitions(update);
  else update();
  if (options.persist) writeStorage(APPEARANCE_KEY, appearance);
  labelSwitches(document, appearance);
  if (changed) emit(document, APPEARANCE_EVENT, { appearance, dark });
}

/** Wire every appearance switch on the page (now and after client navigation). Returns a cleanup. */
export function initAppearance(): () => void {
  const media = window.matchMedia(SYSTEM_DARK);
  const onClick = (e: MouseEvent) => {
    const button = (e.target as Element | null)?.closest?.<HTMLElement>(SWITCH);
    if (!button) return;
    const next = nextAppearance(currentAppearance(), media.matches);
    applyAppearance(next, { persist: true });
    announce(switchLabel(button, next));
  };
  // Auto follows the system live; explicit choices ignore it.
  const onSystemChange = () => {
    if (currentAppearance() === "auto") applyAppearance("auto");
  };
  // Another tab changed the choice: follow it.
  const onStorage = (e: StorageEvent) => {
    if (e.key === APPEARANCE_KEY && isAppearance(e.newValue)) applyAppearance(e.newValue);
  };
  document.addEventListener("click", onClick);
  media.addEventListener("change", onSystemChange);
  window.addEventListener("storage", onStorage);
  const offNavigated = onNavigated(() => labelSwitches());
  labelSwitches();
  return () => {
    document.removeEventListener("click", onClick);
    media.removeEventListener("change", onSystemChange);
    window.removeEventListener("storage", onStorage);
    offNavigated();
  };
}
