import { sendKeys } from "@web/test-runner-commands";
import { expect } from "chai";
import { initEarlyTabs } from "../../widgets/tabs/early";
import { enhance, MISSING_SHARED_STATE, TAB_CHANGE_EVENT, upgradeSwitch } from "../../widgets/tabs/tabs";
import { CODE_GROUP_KEY, createTabsStore, restoreTabChoices, TABS_STORAGE_KEY } from "../../widgets/tabs/tabs-store";
import { loadThemeCss, mount, waitFor } from "./support";
import { renderMarkdown } from "./templates";

// Sets are written in Markdown and rendered by the project's markdown-it pipeline (site/markdown/tabs.ts,
// containers.ts) on the test server (templates-plugin.mjs): the markup is the build's own.
const tabSet = (labels: string[], key?: string) => `:::tabs${key ? ` key:${key}` : ""}\n${labels.map((l) => `== ${l}\n${l} panel\n`).join("")}:::\n\n`;
const codeGroup = (labels: string[]) => `::: code-group\n${labels.map((l) => `\`\`\`txt [${l}]\n${l} code\n\`\`\`\n`).join("")}:::\n\n`;
const build = (markdown: string) => renderMarkdown(markdown);

const sets = (host: Element) => [...host.querySelectorAll<HTMLElement>(".wd-switch")];
/** The label of the chosen tab: the selected ARIA tab once upgraded, the checked radio before. */
const checkedLabel = (set: Element) => {
  const tab = set.querySelector(':scope > .wd-tabs > [role="tab"][aria-selected="true"]');
  if (tab) return tab.textContent;
  const input = set.querySelector<HTMLInputElement>(":scope > .wd-tabs > input:checked");
  return input ? set.querySelector(`label[for="${input.id}"]`)!.textContent : null;
};
const activeBlock = (set: Element) => [...set.querySelectorAll(":scope > .wd-blocks > *")].findIndex((b) => b.classList.contains("active"));
const visibleBlock = (set: Element) =>
  [...set.querySelectorAll<HTMLElement>(":scope > .wd-blocks > *")].findIndex((b) => getComputedStyle(b).display !== "none");
/** What a reader clicks for a tab: the ARIA tab once upgraded, the radio's label before. */
const labelOf = (set: Element, text: string) => [...set.querySelectorAll<HTMLElement>('[role="tab"], label')].find((l) => l.textContent === text)!;
/** Click a tab (or, before the upgrade, its label) and wait until it shows. */
async function choose(set: Element, text: string) {
  labelOf(set, text).click();
  await waitFor(() => checkedLabel(set) === text, `${text} chosen`);
}
const tabsOf = (set: Element) => [...set.querySelectorAll<HTMLButtonElement>(':scope > .wd-tabs > [role="tab"]')];
const stored = () => JSON.parse(localStorage.getItem(TABS_STORAGE_KEY) ?? "{}");
/** Wait until the strip is ARIA tabs. */
const hydrated = (set: Element) => waitFor(() => !!set.querySelector('.wd-tabs > [role="tab"]'), "upgraded");

describe("tabs and code groups", () => {
  let host: HTMLElement;
  let css: HTMLStyleElement;

  before(async () => {
    css = await loadThemeCss("00-tokens.css", "40-content.css", "41-switch.css");
  });
  after(() => css.remove());

  beforeEach(() => localStorage.clear());
  afterEach(() => {
    host?.remove();
    enhance(document); // lets go of the removed sets
    localStorage.clear();
  });

  async function setUp(markdown: string): Promise<HTMLElement[]> {
    host = mount(await build(markdown));
    restoreTabChoices(document);
    enhance(document);
    for (const set of sets(host)) await hydrated(set);
    return sets(host);
  }

  it("upgrades the build's radio strip to the ARIA tabs pattern", async () => {
    host = mount(await build(tabSet(["macOS", "Linux", "Windows"], "os") + codeGroup(["npm", "pnpm"])));
    for (const set of sets(host)) expect(set.querySelectorAll(':scope > .wd-tabs > input[type="radio"]').length).to.be.greaterThan(1);
    enhance(document);
    for (const set of sets(host)) {
      await hydrated(set);
      const strip = set.querySelector(":scope > .wd-tabs")!;
      expect(strip.getAttribute("role")).to.equal("tablist");
      expect(strip.getAttribute("aria-label")).to.be.a("string").and.not.equal("");
      expect(strip.querySelectorAll("input, label")).to.have.length(0);
      const tabs = tabsOf(set);
      const panels = [...set.querySelectorAll<HTMLElement>(":scope > .wd-blocks > *")];
      expect(tabs.map((t) => t.getAttribute("aria-selected"))).to.deep.equal(tabs.map((_, k) => String(k === 0)));
      expect(tabs.map((t) => t.tabIndex)).to.deep.equal(tabs.map((_, k) => (k === 0 ? 0 : -1)));
      tabs.forEach((tab, k) => {
        const panel = document.getElementById(tab.getAttribute("aria-controls")!);
        expect(panel, `panel of ${tab.textContent}`).to.equal(panels[k]);
        expect(panel!.getAttribute("role")).to.equal("tabpanel");
        expect(panel!.getAttribute("aria-labelledby")).to.equal(tab.id);
        expect(panel!.tabIndex).to.equal(0);
      });
    }
  });

  it("a focused radio hands focus to its tab when the strip upgrades", async () => {
    host = mount(await build(tabSet(["One", "Two"])));
    const [set] = sets(host);
    set.querySelector<HTMLInputElement>("input")!.focus();
    enhance(document);
    await hydrated(set);
    expect(document.activeElement).to.equal(tabsOf(set)[0]);
  });

  it("clicking a tab shows its panel and keeps `active` in step", async () => {
    const [set] = await setUp(tabSet(["One", "Two", "Three"]));
    expect(visibleBlock(set)).to.equal(0);
    await choose(set, "Three");
    expect(checkedLabel(set)).to.equal("Three");
    expect(activeBlock(set)).to.equal(2);
    expect(visibleBlock(set)).to.equal(2);
  });

  it("clicking a code-group tab switches the active code block", async () => {
    const [group] = await setUp(codeGroup(["npm", "pnpm"]));
    await choose(group, "pnpm");
    expect(activeBlock(group)).to.equal(1);
    expect(visibleBlock(group)).to.equal(1);
    expect(group.querySelector(".wd-code.active code")!.textContent).to.equal("pnpm code");
  });

  it("sets with the same key switch together, are stored, and others keep their choice", async () => {
    const [a, b, other, lacking] = await setUp(
      tabSet(["macOS", "Linux", "Windows"], "os") + tabSet(["macOS", "Linux", "Windows"], "os") + tabSet(["macOS", "Linux"]) + tabSet(["macOS", "Linux"], "os"),
    );
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    host.addEventListener(TAB_CHANGE_EVENT, listener);
    await choose(a, "Linux");
    expect([checkedLabel(a), checkedLabel(b), checkedLabel(other), checkedLabel(lacking)]).to.deep.equal(["Linux", "Linux", "macOS", "Linux"]);
    expect(activeBlock(b)).to.equal(1);
    expect(visibleBlock(b)).to.equal(1);
    expect(stored()).to.deep.equal({ os: "Linux" });
    await choose(b, "Windows");
    expect([checkedLabel(a), checkedLabel(b), checkedLabel(lacking)]).to.deep.equal(["Windows", "Windows", "Linux"]);
    expect(stored()).to.deep.equal({ os: "Windows" });
    host.removeEventListener(TAB_CHANGE_EVENT, listener);
    expect(events).to.deep.equal([
      { key: "os", label: "Linux", index: 1 },
      { key: "os", label: "Windows", index: 2 },
    ]);
  });

  it("restores the stored choice on load", async () => {
    localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify({ os: "Windows", [CODE_GROUP_KEY]: "pnpm" }));
    const [a, b, group] = await setUp(tabSet(["macOS", "Linux", "Windows"], "os") + tabSet(["Windows", "macOS"], "os") + codeGroup(["npm", "pnpm"]));
    expect([checkedLabel(a), checkedLabel(b), checkedLabel(group)]).to.deep.equal(["Windows", "Windows", "pnpm"]);
    expect([activeBlock(a), activeBlock(b), activeBlock(group)]).to.deep.equal([2, 0, 1]);
    expect(visibleBlock(a)).to.equal(2);
  });

  it("restores before the tabs chunk arrives (no flash of the first tab), and the upgrade keeps it", async () => {
    localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify({ os: "Linux" }));
    host = mount(await build(tabSet(["macOS", "Linux"], "os")));
    restoreTabChoices(document);
    const [set] = sets(host);
    expect(checkedLabel(set)).to.equal("Linux");
    enhance(document);
    await hydrated(set);
    expect(checkedLabel(set)).to.equal("Linux");
    expect(activeBlock(set)).to.equal(1);
  });

  it("a choice made before the upgrade is shared, stored and kept by the upgrade", async () => {
    const stop = initEarlyTabs();
    try {
      host = mount(await build(tabSet(["macOS", "Linux", "Windows"], "os") + tabSet(["macOS", "Linux", "Windows"], "os")));
      const [a, b] = sets(host);
      await choose(a, "Windows");
      expect([checkedLabel(a), checkedLabel(b)]).to.deep.equal(["Windows", "Windows"]);
      expect([activeBlock(a), activeBlock(b)]).to.deep.equal([2, 2]);
      expect(stored()).to.deep.equal({ os: "Windows" });
      enhance(document);
      await hydrated(a);
      await hydrated(b);
      expect([checkedLabel(a), checkedLabel(b)]).to.deep.equal(["Windows", "Windows"]);
      await choose(b, "Linux"); // upgraded: the early layer stays out of it
      expect([checkedLabel(a), checkedLabel(b)]).to.deep.equal(["Linux", "Linux"]);
      expect(stored()).to.deep.equal({ os: "Linux" });
    } finally {
      stop();
    }
  });

  it("applies the stored choice to sets that arrive with a client navigation", async () => {
    const [first] = await setUp(tabSet(["macOS", "Linux"], "os"));
    await choose(first, "Linux");
    host.remove();
    host = mount(await build(tabSet(["Linux", "macOS"], "os") + tabSet(["macOS", "Linux"], "os")));
    restoreTabChoices(document);
    enhance(document);
    for (const set of sets(host)) await hydrated(set);
    expect(sets(host).map(checkedLabel)).to.deep.equal(["Linux", "Linux"]);
  });

  it("code groups follow each other by label (a group without that label keeps its own)", async () => {
    const [small, big] = await setUp(codeGroup(["npm", "pnpm"]) + codeGroup(["npm", "pnpm", "yarn"]));
    await choose(small, "pnpm");
    expect(checkedLabel(big)).to.equal("pnpm");
    expect(activeBlock(big)).to.equal(1);
    await choose(big, "yarn");
    expect(checkedLabel(small)).to.equal("pnpm");
    expect(stored()).to.deep.equal({ [CODE_GROUP_KEY]: "yarn" });
  });

  it("Left/Right cycle through the tabs with wrap-around, Home/End jump; one tab stop; shared sets follow", async () => {
    const [a, b] = await setUp(tabSet(["One", "Two", "Three"], "k") + tabSet(["One", "Two", "Three"], "k"));
    tabsOf(a)[0].focus();
    const seen: Array<string | null> = [];
    for (let i = 0; i < 3; i++) {
      await sendKeys({ press: "ArrowRight" });
      seen.push(checkedLabel(a));
    }
    expect(seen).to.deep.equal(["Two", "Three", "One"]);
    await sendKeys({ press: "ArrowLeft" });
    expect(checkedLabel(a)).to.equal("Three");
    expect(document.activeElement).to.equal(tabsOf(a)[2]);
    expect(tabsOf(a).map((t) => t.tabIndex)).to.deep.equal([-1, -1, 0]);
    expect(checkedLabel(b)).to.equal("Three");
    expect(visibleBlock(b)).to.equal(2);
    expect(tabsOf(b).map((t) => t.tabIndex)).to.deep.equal([-1, -1, 0]);
    await sendKeys({ press: "Home" });
    expect(checkedLabel(a)).to.equal("One");
    expect(document.activeElement).to.equal(tabsOf(a)[0]);
    await sendKeys({ press: "End" });
    expect(checkedLabel(a)).to.equal("Three");
    expect(visibleBlock(a)).to.equal(2);
    expect(stored()).to.deep.equal({ k: "Three" });
    // Tab leaves the strip for the panel: the tabs are one stop.
    await sendKeys({ press: "Tab" });
    expect(document.activeElement).to.equal(a.querySelectorAll(":scope > .wd-blocks > *")[2]);
  });

  it("follows a choice made in another browser tab", async () => {
    const [set] = await setUp(tabSet(["macOS", "Linux"], "os"));
    localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify({ os: "Linux" }));
    window.dispatchEvent(new StorageEvent("storage", { key: TABS_STORAGE_KEY }));
    await waitFor(() => checkedLabel(set) === "Linux", "storage event applied");
    expect(activeBlock(set)).to.equal(1);
  });

  it("ignores a corrupt stored value", async () => {
    localStorage.setItem(TABS_STORAGE_KEY, "[not json");
    const [set] = await setUp(tabSet(["macOS", "Linux"], "os"));
    expect(checkedLabel(set)).to.equal("macOS");
    await choose(set, "Linux");
    expect(stored()).to.deep.equal({ os: "Linux" });
  });
});

describe("tabs shared state", () => {
  it("throws a clear error when upgraded without its shared state", async () => {
    const host = mount(await build(tabSet(["A", "B"], "k")));
    try {
      const set = host.querySelector<HTMLElement>(".wd-switch")!;
      expect(() => upgradeSwitch(set, null)).to.throw(MISSING_SHARED_STATE);
      expect(MISSING_SHARED_STATE).to.match(/^\[web-docs-tabs\] shared tab state is missing/);
      // Nothing was half-done: the radios are still there.
      expect(set.querySelectorAll('input[type="radio"]').length).to.equal(2);
    } finally {
      host.remove();
    }
  });

  it("a set shares its choice only through the store it was given", async () => {
    const host = mount(await build(tabSet(["A", "B"], "k") + tabSet(["A", "B"], "k")));
    try {
      const store = createTabsStore("test-tabs");
      const [a, b] = [...host.querySelectorAll<HTMLElement>(".wd-switch")];
      expect(upgradeSwitch(a, store)).to.equal(true);
      expect(upgradeSwitch(b, store)).to.equal(true);
      expect(upgradeSwitch(a, store), "already upgraded").to.equal(false);
      store.set("k", "B");
      expect(b.querySelector('[role="tab"][aria-selected="true"]')!.textContent).to.equal("B");
      expect(a.querySelector('[role="tab"][aria-selected="true"]')!.textContent).to.equal("B");
      expect(JSON.parse(localStorage.getItem("test-tabs")!)).to.deep.equal({ k: "B" });
    } finally {
      host.remove();
      localStorage.removeItem("test-tabs");
    }
  });
});
