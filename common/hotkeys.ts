// Search's keyboard shortcuts, written once: the config checks them (site/config), the top bar renders
// their hint and aria-keyshortcuts (templates/partials/topbar.njk via the `hotkeys` filter), and the
// browser matches key presses against them (widgets/search/shortcut.ts).
//
// A hotkey is "Mod+K" (Ctrl or ⌘, as the spec's Ctrl/Cmd+K), "Ctrl+…", "Meta+…", "Alt+…", "Shift+…"
// in front of one key, or a bare key such as "/" (ignored while typing in a field and while search is open).

/** The default: Ctrl/⌘+K (spec §9 "Search hotkey"), and "/" as before. */
export const DEFAULT_HOTKEYS: readonly string[] = ["Mod+K", "/"];

export interface Hotkey {
  /** Ctrl on one platform, ⌘ on the other: either is accepted. */
  mod: boolean;
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
  /** The key, lower case ("k", "/", "f2"). */
  key: string;
}

const MODIFIERS = ["mod", "ctrl", "meta", "alt", "shift"] as const;
const NAMED_KEYS = /^(f([1-9]|1[0-2])|enter|escape|space)$/;

/** Parse one hotkey; throws an Error saying what is wrong (the config names the key path). */
export function parseHotkey(spec: string): Hotkey {
  const parts = spec.split("+");
  const key = parts.pop()!.toLowerCase();
  const out: Hotkey = { mod: false, ctrl: false, meta: false, alt: false, shift: false, key };
  for (const p of parts) {
    const m = p.toLowerCase() as (typeof MODIFIERS)[number];
    if (!MODIFIERS.includes(m)) throw new Error(`"${spec}": "${p}" is not a modifier (use Mod, Ctrl, Meta, Alt or Shift, e.g. "Mod+K")`);
    out[m] = true;
  }
  if ([...key].length !== 1 && !NAMED_KEYS.test(key)) throw new Error(`"${spec}": name one key after the modifiers (e.g. "Mod+K" or "/")`);
  return out;
}

/** Whether a hotkey has no Ctrl/⌘/Alt: then it is a character in text fields, not a shortcut. */
export const isBare = (h: Hotkey) => !h.mod && !h.ctrl && !h.meta && !h.alt;

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Whether a key press is the hotkey (target and open-state rules are the caller's: see isBare). */
export function matchesHotkey(e: KeyLike, h: Hotkey): boolean {
  const key = e.key === " " ? "space" : e.key.toLowerCase();
  if (key !== h.key) return false;
  const ctrlOk = h.mod ? e.ctrlKey || e.metaKey : e.ctrlKey === h.ctrl && e.metaKey === h.meta;
  // Shift matters for letters ("K" vs "Shift+K"); other characters ("?", "/") may need it to be typed at all.
  const shiftOk = /^[a-z]$/.test(h.key) ? e.shiftKey === h.shift : !h.shift || e.shiftKey;
  return ctrlOk && shiftOk && e.altKey === h.alt;
}

const keyName = (h: Hotkey) => (h.key.length === 1 ? h.key.toUpperCase() : h.key[0].toUpperCase() + h.key.slice(1));

/** The value of aria-keyshortcuts for a list of hotkeys ("Mod+K", "/" → "Control+K Meta+K /"). */
export function ariaKeyshortcuts(specs: readonly string[]): string {
  return specs
    .map(parseHotkey)
    .flatMap((h) => {
      const fixed = [h.ctrl && "Control", h.meta && "Meta", h.alt && "Alt", h.shift && "Shift"].filter(Boolean).join("+");
      const one = (mod: string) => [mod, fixed, keyName(h)].filter(Boolean).join("+");
      return h.mod ? [one("Control"), one("Meta")] : [one("")];
    })
    .join(" ");
}

/**
 * The hint shown on the search button for the first hotkey, as HTML: "<span class="wd-key-mod">Ctrl</span> K".
 * The Mod part is in its own span so the browser can show ⌘ on Apple platforms.
 */
export function hotkeyHintHtml(specs: readonly string[]): string {
  if (!specs.length) return "";
  const h = parseHotkey(specs[0]);
  const parts = [h.mod && '<span class="wd-key-mod">Ctrl</span>', h.ctrl && "Ctrl", h.meta && "⌘", h.alt && "Alt", h.shift && "Shift"].filter(Boolean);
  const key = keyName(h).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return [...parts, key].join(" ");
}
