import { sendKeys } from "@web/test-runner-commands";
import { expect } from "chai";
import { Component, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { flushSync } from "react-dom";
import { initEarlyTabs } from "../../widgets/tabs/early";
import { enhance, TAB_CHANGE_EVENT } from "../../widgets/tabs/hydrate-tabs";
import { Tabs } from "../../widgets/tabs/tabs";
import { MISSING_SHARED_STATE, TabsSharedStateProvider } from "../../widgets/tabs/tabs-context";
import { CODE_GROUP_KEY, createTabsStore, restoreTabChoices, TABS_STORAGE_KEY } from "../../widgets/tabs/tabs-store";
import { loadThemeCss, mount, waitFor } from "./support";

// Markup exactly as site/markdown/tabs.ts and containers.ts render it.
let counter = 0;
const strip = (name: string, labels: string[]) =>
  `<div class="wd-tabs" role="radiogroup" aria-label="${labels.join(" / ")}">${labels
    .map((l, k) => `<input type="radio" name="${name}" id="${name}-${k}"${k === 0 ? " checked" : ""}><label for="${name}-${k}">${l}</label>`)
    .join("")}</div>`;
const tabSet = (labels: string[], key?: string) => {
  const name = `tabs-${++counter}`;
  return `<div class="wd-switch wd-tabs-group"${key ? ` data-key="${key}"` : ""}>${strip(name, labels)}<div class="wd-blocks">${labels
    .map((l, k) => `<div class="wd-panel${k === 0 ? " active" : ""}"><p>${l} panel</p></div>`)
    .join("")}</div></div>`;
};
const codeGroup = (labels: string[]) => {
  const name = `cg-${++counter}`;
  return `<div class="wd-switch wd-code-group">${strip(name, labels)}<div class="wd-blocks">${labels
    .map((l, k) => `<div class="wd-code${k === 0 ? " active" : ""}"><pre><code>${l} code</code></pre></div>`)
    .join("")}</div></div>`;
};

const sets = (host: Element) => [...host.querySelectorAll<HTMLElement>(".wd-switch")];
const checkedLabel = (set: Element) => {
  const input = set.querySelector<HTMLInputElement>(":scope > .wd-tabs > input:checked");
  return input ? set.querySelector(`label[for="${input.id}"]`)!.textContent : null;
};
const activeBlock = (set: Element) => [...set.querySelectorAll(":scope > .wd-blocks > *")].findIndex((b) => b.classList.contains("active"));
const visibleBlock = (set: Element) =>
  [...set.querySelectorAll<HTMLElement>(":scope > .wd-blocks > *")].findIndex((b) => getComputedStyle(b).display !== "none");
const labelOf = (set: Element, text: string) => [...set.querySelectorAll<HTMLLabelElement>("label")].find((l) => l.textContent === text)!;
const stored = () => JSON.parse(localStorage.getItem(TABS_STORAGE_KEY) ?? "{}");
/** Hydration commits asynchronously: wait until React owns the strip (its inputs carry React's props). */
const hydrated = (set: Element) =>
  waitFor(() => Object.keys(set.querySelector(".wd-tabs > input")!).some((k) => k.startsWith("__reactProps")), "hydrated");

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
    enhance(document); // unmounts the roots of removed sets
    localStorage.clear();
  });

  async function setUp(html: string): Promise<HTMLElement[]> {
    host = mount(html);
    restoreTabChoices(document);
    enhance(document);
    for (const set of sets(host)) await hydrated(set);
    return sets(host);
  }

  it("hydrates the pre-rendered strip without replacing it", async () => {
    host = mount(tabSet(["macOS", "Linux"], "os"));
    const before = host.innerHTML;
    const input = host.querySelector("input");
    enhance(document);
    await hydrated(sets(host)[0]);
    expect(host.querySelector("input")).to.equal(input);
    expect(host.innerHTML).to.equal(before);
  });

  it("clicking a tab shows its panel and keeps `active` in step", async () => {
    const [set] = await setUp(tabSet(["One", "Two", "Three"]));
    expect(visibleBlock(set)).to.equal(0);
    labelOf(set, "Three").click();
    expect(checkedLabel(set)).to.equal("Three");
    expect(activeBlock(set)).to.equal(2);
    expect(visibleBlock(set)).to.equal(2);
  });

  it("clicking a code-group tab switches the active code block", async () => {
    const [group] = await setUp(codeGroup(["npm", "pnpm"]));
    labelOf(group, "pnpm").click();
    expect(activeBlock(group)).to.equal(1);
    expect(visibleBlock(group)).to.equal(1);
    expect(group.querySelector(".wd-code.active")!.textContent).to.equal("pnpm code");
  });

  it("sets with the same key switch together, are stored, and others keep their choice", async () => {
    const [a, b, other, lacking] = await setUp(
      tabSet(["macOS", "Linux", "Windows"], "os") + tabSet(["macOS", "Linux", "Windows"], "os") + tabSet(["macOS", "Linux"]) + tabSet(["macOS", "Linux"], "os"),
    );
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    host.addEventListener(TAB_CHANGE_EVENT, listener);
    labelOf(a, "Linux").click();
    expect([checkedLabel(a), checkedLabel(b), checkedLabel(other), checkedLabel(lacking)]).to.deep.equal(["Linux", "Linux", "macOS", "Linux"]);
    expect(activeBlock(b)).to.equal(1);
    expect(visibleBlock(b)).to.equal(1);
    expect(stored()).to.deep.equal({ os: "Linux" });
    labelOf(b, "Windows").click();
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

  it("restores before React arrives (no flash of the first tab), and hydration keeps it", async () => {
    localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify({ os: "Linux" }));
    host = mount(tabSet(["macOS", "Linux"], "os"));
    restoreTabChoices(document);
    const [set] = sets(host);
    expect(checkedLabel(set)).to.equal("Linux");
    enhance(document);
    await hydrated(set);
    expect(checkedLabel(set)).to.equal("Linux");
    expect(activeBlock(set)).to.equal(1);
  });

  it("a choice made before React hydrates is shared, stored and kept when React takes over", async () => {
    const stop = initEarlyTabs();
    try {
      host = mount(tabSet(["macOS", "Linux", "Windows"], "os") + tabSet(["macOS", "Linux", "Windows"], "os"));
      const [a, b] = sets(host);
      labelOf(a, "Windows").click();
      expect([checkedLabel(a), checkedLabel(b)]).to.deep.equal(["Windows", "Windows"]);
      expect([activeBlock(a), activeBlock(b)]).to.deep.equal([2, 2]);
      expect(stored()).to.deep.equal({ os: "Windows" });
      enhance(document);
      await hydrated(a);
      await hydrated(b);
      expect([checkedLabel(a), checkedLabel(b)]).to.deep.equal(["Windows", "Windows"]);
      labelOf(b, "Linux").click(); // now React's: the early layer stays out of it
      expect([checkedLabel(a), checkedLabel(b)]).to.deep.equal(["Linux", "Linux"]);
      expect(stored()).to.deep.equal({ os: "Linux" });
    } finally {
      stop();
    }
  });

  it("applies the stored choice to sets that arrive with a client navigation", async () => {
    const [first] = await setUp(tabSet(["macOS", "Linux"], "os"));
    labelOf(first, "Linux").click();
    host.remove();
    host = mount(tabSet(["Linux", "macOS"], "os") + tabSet(["macOS", "Linux"], "os"));
    restoreTabChoices(document);
    enhance(document);
    for (const set of sets(host)) await hydrated(set);
    expect(sets(host).map(checkedLabel)).to.deep.equal(["Linux", "Linux"]);
  });

  it("code groups follow each other by label (a group without that label keeps its own)", async () => {
    const [small, big] = await setUp(codeGroup(["npm", "pnpm"]) + codeGroup(["npm", "pnpm", "yarn"]));
    labelOf(small, "pnpm").click();
    expect(checkedLabel(big)).to.equal("pnpm");
    expect(activeBlock(big)).to.equal(1);
    labelOf(big, "yarn").click();
    expect(checkedLabel(small)).to.equal("pnpm");
    expect(stored()).to.deep.equal({ [CODE_GROUP_KEY]: "yarn" });
  });

  it("arrow keys cycle through the tabs with wrap-around, and shared sets follow", async () => {
    const [a, b] = await setUp(tabSet(["One", "Two", "Three"], "k") + tabSet(["One", "Two", "Three"], "k"));
    a.querySelector<HTMLInputElement>("input:checked")!.focus();
    const seen: Array<string | null> = [];
    for (let i = 0; i < 3; i++) {
      await sendKeys({ press: "ArrowRight" });
      seen.push(checkedLabel(a));
    }
    expect(seen).to.deep.equal(["Two", "Three", "One"]);
    await sendKeys({ press: "ArrowLeft" });
    expect(checkedLabel(a)).to.equal("Three");
    expect(document.activeElement).to.equal(a.querySelector("input:checked"));
    expect(checkedLabel(b)).to.equal("Three");
    expect(visibleBlock(b)).to.equal(2);
    await sendKeys({ press: "ArrowDown" });
    expect(checkedLabel(a)).to.equal("One");
    await sendKeys({ press: "ArrowUp" });
    expect(checkedLabel(a)).to.equal("Three");
    expect(stored()).to.deep.equal({ k: "Three" });
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
    labelOf(set, "Linux").click();
    expect(stored()).to.deep.equal({ os: "Linux" });
  });
});

describe("<Tabs> shared state", () => {
  class Catch extends Component<{ children: ReactNode; onError: (e: Error) => void }, { failed: boolean }> {
    override state = { failed: false };
    static getDerivedStateFromError() {
      return { failed: true };
    }
    override componentDidCatch(error: Error) {
      this.props.onError(error);
    }
    override render() {
      return this.state.failed ? null : this.props.children;
    }
  }
  const items = [
    { id: "x-0", label: "A" },
    { id: "x-1", label: "B" },
  ];

  it("throws a clear error when rendered without its shared state", () => {
    const el = document.createElement("div");
    const errors: Error[] = [];
    const root = createRoot(el, { onCaughtError: () => {} });
    flushSync(() =>
      root.render(
        <Catch onError={(e) => errors.push(e)}>
          <Tabs name="x" items={items} sharedKey="k" />
        </Catch>,
      ),
    );
    root.unmount();
    expect(errors).to.have.length(1);
    expect(errors[0].message).to.equal(MISSING_SHARED_STATE);
    expect(errors[0].message).to.match(/^\[web-docs-tabs\] shared tab state is missing/);
  });

  it("renders the radio strip inside the provider", () => {
    const el = document.createElement("div");
    const root = createRoot(el);
    flushSync(() =>
      root.render(
        <TabsSharedStateProvider store={createTabsStore("test-tabs")}>
          <Tabs name="x" items={items} initialIndex={1} />
        </TabsSharedStateProvider>,
      ),
    );
    // The same nodes as the build's markup (site/markdown/tabs.ts), attribute order aside.
    const expected = document.createElement("div");
    expected.innerHTML = '<input type="radio" name="x" id="x-0"><label for="x-0">A</label><input type="radio" name="x" id="x-1" checked><label for="x-1">B</label>';
    expect(el.children.length).to.equal(expected.children.length);
    [...el.children].forEach((child, i) => expect(child.isEqualNode(expected.children[i]), child.outerHTML).to.equal(true));
    expect(el.querySelectorAll<HTMLInputElement>("input")[1].checked).to.equal(true);
    root.unmount();
    localStorage.removeItem("test-tabs");
  });
});
