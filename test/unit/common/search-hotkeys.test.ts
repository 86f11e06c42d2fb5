import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ariaKeyshortcuts, DEFAULT_HOTKEYS, hotkeyHintHtml, matchesHotkey, parseHotkey } from "../../../common/hotkeys.ts";
import { fillLabel, searchLabelDefaults } from "../../../common/search-labels.ts";
import { ok, problems } from "../../support/config-support.ts";

const key = (k: string, mods: Partial<Record<"ctrlKey" | "metaKey" | "altKey" | "shiftKey", boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe("search hotkeys (common/hotkeys.ts)", () => {
  it("Mod+K is Ctrl+K or ⌘+K, not K, Alt+Ctrl+K or Shift+Ctrl+K", () => {
    const h = parseHotkey("Mod+K");
    assert.equal(matchesHotkey(key("k", { ctrlKey: true }), h), true);
    assert.equal(matchesHotkey(key("K", { metaKey: true }), h), true);
    assert.equal(matchesHotkey(key("k"), h), false);
    assert.equal(matchesHotkey(key("k", { ctrlKey: true, altKey: true }), h), false);
    assert.equal(matchesHotkey(key("K", { ctrlKey: true, shiftKey: true }), h), false);
  });
  it("a bare key needs no modifier and refuses Ctrl; Shift does not matter for punctuation", () => {
    const slash = parseHotkey("/");
    assert.equal(matchesHotkey(key("/"), slash), true);
    assert.equal(matchesHotkey(key("/", { ctrlKey: true }), slash), false);
    assert.equal(matchesHotkey(key("?", { shiftKey: true }), parseHotkey("?")), true);
    assert.equal(matchesHotkey(key("s", { altKey: true }), parseHotkey("Alt+S")), true);
  });
  it("rejects what is not one key after modifiers, saying what to write", () => {
    assert.throws(() => parseHotkey("Cmd+K"), /"Cmd" is not a modifier \(use Mod, Ctrl, Meta, Alt or Shift/);
    assert.throws(() => parseHotkey("Mod+KK"), /name one key after the modifiers/);
    assert.throws(() => parseHotkey(""), /name one key/);
    assert.equal(parseHotkey("F2").key, "f2");
  });
  it("aria-keyshortcuts and the button's hint come from the same list", () => {
    assert.equal(ariaKeyshortcuts(DEFAULT_HOTKEYS), "Control+K Meta+K /");
    assert.equal(hotkeyHintHtml(DEFAULT_HOTKEYS), '<span class="wd-key-mod">Ctrl</span> K');
    assert.equal(ariaKeyshortcuts(["Alt+Shift+F", "/"]), "Alt+Shift+F /");
    assert.equal(hotkeyHintHtml(["Alt+<"]), "Alt &#60;");
    assert.equal(hotkeyHintHtml([]), "");
  });
});

describe("search config: themeConfig.search.hotkeys and the search labels", () => {
  it("defaults to Ctrl/⌘+K and /, and keeps what the author wrote", () => {
    assert.deepEqual(ok({}).themeConfig.search.hotkeys, ["Mod+K", "/"]);
    assert.deepEqual(ok({ themeConfig: { search: { provider: "local", hotkeys: ["Alt+S"] } } }).themeConfig.search.hotkeys, ["Alt+S"]);
    assert.deepEqual(ok({ themeConfig: { search: { hotkeys: [] } } }).themeConfig.search.hotkeys, []);
  });
  it("a bad hotkey stops the build naming its key path", () => {
    assert.deepEqual(problems({ themeConfig: { search: { hotkeys: ["Mod+K", "Cmd+K"] } } }), [
      'themeConfig.search.hotkeys[1]: "Cmd+K": "Cmd" is not a modifier (use Mod, Ctrl, Meta, Alt or Shift, e.g. "Mod+K")',
    ]);
    assert.match(problems({ themeConfig: { search: { hotkeys: "Mod+K" } } })[0], /^themeConfig\.search\.hotkeys: expected a list/);
  });
  it("every search label has an English default and can be translated in labels", () => {
    const c = ok({ labels: { searchUnavailable: "La recherche est indisponible.", searchNoResults: "Aucun résultat pour « {query} »" } });
    for (const [k, v] of Object.entries(searchLabelDefaults))
      if (!["searchUnavailable", "searchNoResults"].includes(k)) assert.equal(c.labels[k as keyof typeof c.labels], v, k);
    assert.equal(c.labels.searchUnavailable, "La recherche est indisponible.");
    assert.equal(fillLabel(c.labels.searchNoResults, { query: "css" }), "Aucun résultat pour « css »");
    assert.equal(
      fillLabel(searchLabelDefaults.searchResultsCount, { count: fillLabel(searchLabelDefaults.searchResultsOf, { shown: 100, total: 250 }) }),
      "100 of 250 results",
    );
    assert.match(problems({ labels: { searchNavigat: "x" } })[0], /^labels\.searchNavigat: unknown key \(did you mean "searchNavigate"\?\)/);
  });
});
