// Template filters for the search element in the top bar (templates/partials/topbar.njk): its hotkeys'
// hint and aria-keyshortcuts, and the search words it gets as JSON — from the same modules the browser
// uses (common/hotkeys.ts, common/search-labels.ts), so the button and the dialog never disagree.
import { ariaKeyshortcuts, hotkeyHintHtml } from "../common/hotkeys.ts";
import { searchLabelDefaults } from "../common/search-labels.ts";

export const searchFilters = {
  /** "Mod+K", "/" → "Control+K Meta+K /". */
  hotkeyAria: (specs: string[] | undefined) => ariaKeyshortcuts(specs ?? []),
  /** The first hotkey as the button's hint (HTML: the Mod key in `.wd-key-mod`). */
  hotkeyHint: (specs: string[] | undefined) => hotkeyHintHtml(specs ?? []),
  /** The site's labels that search shows (the element's `labels` attribute). */
  searchLabels: (labels: Record<string, string>) => Object.fromEntries(Object.keys(searchLabelDefaults).map((k) => [k, labels[k]])),
};
