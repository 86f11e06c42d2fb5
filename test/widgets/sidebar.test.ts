import { sendKeys, setViewport } from "@web/test-runner-commands";
import { expect } from "chai";
import { announceNavigated } from "../../widgets/services/events";
import { isScrollLocked } from "../../widgets/services/scroll-lock";
import "../../widgets/sidebar/register";
import { cleanup, expectFocused, expectPresent, frames, mount, record, settled, style, until } from "./elements-support";
import { renderSidebar } from "./templates";

// The theme rules the sidebar's states rely on (site/theme/30-layout.css).
style(`
  html .wd-group.collapsed > .wd-group-items { display: none; }
  .wd-sidebar-host.open .wd-sidebar { outline: 1px solid; }
  body { margin: 0; }
`);

const B = "/docs/web/guide/";
const LOCALNAV = `<nav class="wd-localnav" aria-label="Menu"><button type="button" class="wd-localnav-menu" aria-expanded="false" aria-controls="wd-sidebar"><span>Menu</span></button></nav>`;

/**
 * Mount the sidebar the template renders for test/widgets/fixtures/sidebar-tree.json on the page `current`
 * (test/widgets/templates-plugin.mjs) and wait until the element listens.
 */
async function mountSidebar(current: string) {
  const box = mount(LOCALNAV + (await renderSidebar(current)));
  const host = box.querySelector<HTMLElement>("web-docs-sidebar")!;
  await until(() => host.hasAttribute("data-wd-ready"), "upgraded");
  await settled();
  return { box, host, menu: box.querySelector<HTMLButtonElement>(".wd-localnav-menu")! };
}

const group = (host: Element, text: string) =>
  [...host.querySelectorAll<HTMLLIElement>("li.wd-group")].find((li) => li.querySelector(":scope > .wd-group-head")?.textContent?.trim() === text)!;
/** A group's toggle: the caret button beside a link heading, or the whole heading row of a group without a link. */
const caret = (host: Element, text: string) =>
  group(host, text).querySelector<HTMLButtonElement>(":scope > .wd-group-head > button.wd-caret, :scope > .wd-group-head > button.wd-group-toggle");
const link = (host: Element, text: string) => [...host.querySelectorAll<HTMLAnchorElement>("a")].find((a) => a.textContent === text) as HTMLAnchorElement;
const visible = (el: Element) => el.getClientRects().length > 0;

describe("<web-docs-sidebar>", () => {
  before(async () => {
    await setViewport({ width: 375, height: 700 });
  });
  afterEach(() => {
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    cleanup();
  });

  for (const page of ["advanced/tuning.html", "index.html"]) {
    it(`upgrades the pre-rendered sidebar without changing or moving anything (${page})`, async () => {
      await setViewport({ width: 1200, height: 700 });
      const html = await renderSidebar(`${B}${page}`);
      // Rendered while the element is not defined: what a reader sees before the chunk arrives.
      const box = mount(LOCALNAV + html.replace(/web-docs-sidebar/g, "wd-pending-sidebar"));
      const before = box.querySelector<HTMLElement>("wd-pending-sidebar")!;
      const markup = before.innerHTML;
      const rects = [...before.querySelectorAll("a, button")].map((e) => JSON.stringify(e.getBoundingClientRect()));
      cleanup();
      const { host } = await mountSidebar(`${B}${page}`);
      expect(host.innerHTML).to.equal(markup);
      expect([...host.querySelectorAll("a, button")].map((e) => JSON.stringify(e.getBoundingClientRect()))).to.deep.equal(rects);
      await setViewport({ width: 375, height: 700 });
    });
  }

  it("fills a group the page deferred from the group's own page when it is opened", async () => {
    const { host } = await mountSidebar(`${B}index.html`);
    const advanced = group(host, "Advanced");
    expect(advanced.querySelector(":scope > .wd-group-items")!.hasAttribute("data-deferred")).to.equal(true);
    expectPresent(link(host, "Tuning"), false, "Tuning before loading");
    caret(host, "Advanced")!.click();
    await until(() => link(host, "Tuning") && visible(link(host, "Tuning")), "deferred items loaded and shown");
    expect(advanced.querySelector(":scope > .wd-group-items")!.hasAttribute("data-deferred")).to.equal(false);
    expect(caret(host, "Advanced")!.getAttribute("aria-expanded")).to.equal("true");
    expect(group(host, "Deeper").classList.contains("collapsed")).to.equal(true);
    // The grafted items carry no state of the page they came from.
    expect(host.querySelectorAll('[aria-current="page"]').length).to.equal(1);
    expect(link(host, "Intro").getAttribute("aria-current")).to.equal("page");
  });

  it("fetches a deferred group's page only when the group opens, and once", async () => {
    const { host } = await mountSidebar(`${B}index.html`);
    // A URL no earlier test fetched (pages are cached for the document's life).
    const page = `${B}advanced/index.html?once=${Date.now()}`;
    group(host, "Advanced").querySelector("a")!.setAttribute("href", page);
    const original = window.fetch;
    const calls: string[] = [];
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), location.href);
      if (url.pathname.startsWith(B)) calls.push(url.pathname + url.search);
      return original(input, init);
    };
    try {
      host.querySelector("a")!.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
      caret(host, "Basics")!.click();
      await frames(3);
      expect(calls).to.deep.equal([]);
      caret(host, "Advanced")!.click();
      await until(() => link(host, "Tuning"), "items in the DOM");
      caret(host, "Advanced")!.click();
      caret(host, "Advanced")!.click();
      await frames(3);
      expect(calls).to.deep.equal([page]);
      // A second sidebar (the element after a full swap) reuses the page already fetched.
      cleanup();
      const again = await mountSidebar(`${B}index.html`);
      group(again.host, "Advanced").querySelector("a")!.setAttribute("href", page);
      caret(again.host, "Advanced")!.click();
      await until(() => link(again.host, "Tuning"), "items in the DOM again");
      expect(calls).to.deep.equal([page]);
    } finally {
      window.fetch = original;
    }
  });

  it("toggles a collapsible group from its caret and says so (aria-expanded, event)", async () => {
    const { host } = await mountSidebar(`${B}index.html`);
    const events = record<{ text: string; open: boolean; id: string }>("web-docs-sidebar-toggle");
    const basics = group(host, "Basics");
    const button = caret(host, "Basics")!;
    expect(button.getAttribute("aria-expanded")).to.equal("true");
    expect(button.getAttribute("aria-controls")).to.equal(basics.querySelector(".wd-group-items")!.id);
    expect(visible(link(host, "Getting started"))).to.equal(true);

    button.click();
    await until(() => basics.classList.contains("collapsed"), "collapse");
    expect(button.getAttribute("aria-expanded")).to.equal("false");
    expect(visible(link(host, "Getting started"))).to.equal(false);

    button.click();
    await until(() => !basics.classList.contains("collapsed"), "expand");
    expect(button.getAttribute("aria-expanded")).to.equal("true");
    expect(visible(link(host, "Getting started"))).to.equal(true);
    events.stop();
    expect(events.events.map((e) => [e.detail.text, e.detail.open])).to.deep.equal([
      ["Basics", false],
      ["Basics", true],
    ]);
    expect(events.events[0].detail.id).to.equal(basics.querySelector(".wd-group-items")!.id);
  });

  it("a group without a link toggles from its whole heading row: a click on its title", async () => {
    const { host } = await mountSidebar(`${B}index.html`);
    const basics = group(host, "Basics");
    const row = basics.querySelector<HTMLButtonElement>(":scope > .wd-group-head > button.wd-group-toggle")!;
    expect(row.textContent).to.equal("Basics");
    expect(row.getAttribute("aria-expanded")).to.equal("true");
    expect(basics.querySelector(":scope > .wd-group-head > button.wd-caret"), "no second toggle").to.equal(null);
    basics.querySelector<HTMLElement>(".wd-group-title")!.click();
    await until(() => basics.classList.contains("collapsed"), "collapse from the title");
    expect(row.getAttribute("aria-expanded")).to.equal("false");
    expect(visible(link(host, "Getting started"))).to.equal(false);
    row.focus();
    row.dispatchEvent(new MouseEvent("click", { bubbles: true })); // what Enter and Space do on a button
    await until(() => !basics.classList.contains("collapsed"), "expand");
  });

  it("a group whose heading is a link keeps the link and toggles from its caret", async () => {
    const { host } = await mountSidebar(`${B}index.html`);
    const advanced = group(host, "Advanced");
    const heading = advanced.querySelector<HTMLAnchorElement>(":scope > .wd-group-head > a.wd-group-link")!;
    expect(heading.getAttribute("href")).to.equal(`${B}advanced/index.html`);
    expect(advanced.querySelector(":scope > .wd-group-head > .wd-group-toggle")).to.equal(null);
    expect(caret(host, "Advanced")!.classList.contains("wd-caret")).to.equal(true);
  });

  it("opens a collapsed group on request and keeps it open", async () => {
    const { host } = await mountSidebar(`${B}index.html`);
    const advanced = group(host, "Advanced");
    expect(advanced.classList.contains("collapsed")).to.equal(true);
    expect(!!link(host, "Tuning") && visible(link(host, "Tuning"))).to.equal(false);
    caret(host, "Advanced")!.click();
    await until(() => !advanced.classList.contains("collapsed"), "open");
    await until(() => link(host, "Tuning") && visible(link(host, "Tuning")), "Tuning shown");
    caret(host, "Basics")!.click(); // another toggle re-renders: Advanced stays open
    await until(() => group(host, "Basics").classList.contains("collapsed"));
    expect(advanced.classList.contains("collapsed")).to.equal(false);
  });

  it("a group that is not collapsible has no toggle and always shows its links", async () => {
    const { host } = await mountSidebar(`${B}index.html`);
    const fixed = group(host, "Fixed");
    expectPresent(caret(host, "Fixed"), false);
    expect(fixed.classList.contains("collapsible")).to.equal(false);
    expect(fixed.classList.contains("collapsed")).to.equal(false);
    expect(visible(link(host, "Home"))).to.equal(true);
  });

  it("a listener can cancel a toggle", async () => {
    const { host } = await mountSidebar(`${B}index.html`);
    const cancel = (e: Event) => e.preventDefault();
    host.addEventListener("web-docs-sidebar-toggle", cancel);
    caret(host, "Basics")!.click();
    await frames(4);
    expect(group(host, "Basics").classList.contains("collapsed")).to.equal(false);
    host.removeEventListener("web-docs-sidebar-toggle", cancel);
  });

  it("opens the groups around the current page and marks its link", async () => {
    const { host } = await mountSidebar(`${B}advanced/deeper/page.html`);
    for (const name of ["Advanced", "Deeper"]) {
      expect(group(host, name).classList.contains("collapsed"), name).to.equal(false);
      expect(group(host, name).classList.contains("has-active"), name).to.equal(true);
      expect(caret(host, name)!.getAttribute("aria-expanded")).to.equal("true");
    }
    const deep = link(host, "Deep page");
    expect(deep.getAttribute("aria-current")).to.equal("page");
    expect(deep.classList.contains("active")).to.equal(true);
    expect(visible(deep)).to.equal(true);
    expect(host.querySelectorAll('[aria-current="page"]').length).to.equal(1);
  });

  it("after a client navigation (web-docs:navigated) the new page's group opens and its link is current", async () => {
    const { host } = await mountSidebar(`${B}getting-started.html`);
    // The reader closes Basics; a navigation elsewhere must not reopen it.
    caret(host, "Basics")!.click();
    await until(() => group(host, "Basics").classList.contains("collapsed"));
    expect(group(host, "Advanced").classList.contains("collapsed")).to.equal(true);

    announceNavigated({ url: new URL(`${B}advanced/tuning.html`, location.href).href });
    await until(() => link(host, "Tuning")?.getAttribute("aria-current") === "page", "Tuning current");
    expect(group(host, "Advanced").classList.contains("collapsed")).to.equal(false);
    expect(caret(host, "Advanced")!.getAttribute("aria-expanded")).to.equal("true");
    expect(link(host, "Getting started").hasAttribute("aria-current")).to.equal(false);
    expect(link(host, "Getting started").classList.contains("active")).to.equal(false);
    expect(group(host, "Basics").classList.contains("collapsed")).to.equal(true);
    expect(group(host, "Deeper").classList.contains("collapsed")).to.equal(true);

    announceNavigated({ url: `${B}advanced/deeper/page.html#section` });
    await until(() => group(host, "Deeper") && !group(host, "Deeper").classList.contains("collapsed"), "Deeper opens");
    expect(link(host, "Deep page").getAttribute("aria-current")).to.equal("page");
  });

  it("follows a changed `current` attribute", async () => {
    const { host } = await mountSidebar(`${B}index.html`);
    host.setAttribute("current", `${B}advanced/tuning.html`);
    await until(() => link(host, "Tuning")?.getAttribute("aria-current") === "page");
    expect(group(host, "Advanced").classList.contains("collapsed")).to.equal(false);
  });

  describe("mobile drawer", () => {
    it("opens from the Menu button: expanded, modal, backdrop, scroll locked, focus inside", async () => {
      const { host, menu } = await mountSidebar(`${B}getting-started.html`);
      const events = record<{ open: boolean }>("web-docs-sidebar-drawer");
      expect(menu.getAttribute("aria-expanded")).to.equal("false");
      expect(host.classList.contains("open")).to.equal(false);
      expect(isScrollLocked()).to.equal(false);
      menu.focus();
      menu.click();
      await until(() => host.classList.contains("open"), "drawer open");
      expect(menu.getAttribute("aria-expanded")).to.equal("true");
      const aside = host.querySelector("aside")!;
      expect(aside.getAttribute("role")).to.equal("dialog");
      expect(aside.getAttribute("aria-modal")).to.equal("true");
      expect(aside.getAttribute("aria-label")).to.equal("Sidebar");
      expectPresent(host.querySelector(".wd-sidebar-backdrop"));
      expect(isScrollLocked()).to.equal(true);
      expect(document.body.classList.contains("wd-scroll-locked")).to.equal(true);
      await until(() => document.activeElement === link(host, "Getting started"), "focus on the current page's link");
      events.stop();
      expect(events.events.map((e) => e.detail.open)).to.deep.equal([true]);
    });

    it("closes on Escape, unlocks the page and gives focus back to Menu", async () => {
      const { host, menu } = await mountSidebar(`${B}getting-started.html`);
      menu.focus();
      menu.click();
      await until(() => host.classList.contains("open"));
      await sendKeys({ press: "Escape" });
      await until(() => !host.classList.contains("open"), "closed");
      expect(menu.getAttribute("aria-expanded")).to.equal("false");
      expect(isScrollLocked()).to.equal(false);
      expect(document.body.classList.contains("wd-scroll-locked")).to.equal(false);
      expectPresent(host.querySelector(".wd-sidebar-backdrop"), false);
      expect(host.querySelector("aside")!.hasAttribute("role")).to.equal(false);
      expectFocused(menu);
    });

    it("closes on a backdrop click", async () => {
      const { host, menu } = await mountSidebar(`${B}getting-started.html`);
      menu.click();
      await until(() => host.classList.contains("open"));
      host.querySelector<HTMLElement>(".wd-sidebar-backdrop")!.click();
      await until(() => !host.classList.contains("open"), "closed");
      expect(isScrollLocked()).to.equal(false);
      expect(menu.getAttribute("aria-expanded")).to.equal("false");
    });

    it("closes on a route change without taking focus from the new page", async () => {
      const { host, menu, box } = await mountSidebar(`${B}getting-started.html`);
      const main = document.createElement("main");
      main.tabIndex = -1;
      box.append(main);
      menu.click();
      await until(() => host.classList.contains("open"));
      main.focus(); // what the router does after swapping the content
      announceNavigated({ url: `${B}advanced/tuning.html` });
      await until(() => !host.classList.contains("open"), "closed");
      expect(isScrollLocked()).to.equal(false);
      expectFocused(main);
      await until(() => link(host, "Tuning")?.getAttribute("aria-current") === "page", "Tuning current");
    });

    it("the Menu button toggles it closed again", async () => {
      const { host, menu } = await mountSidebar(`${B}getting-started.html`);
      menu.click();
      await until(() => host.classList.contains("open"));
      menu.click();
      await until(() => !host.classList.contains("open"), "closed");
      expect(isScrollLocked()).to.equal(false);
    });

    it("keeps Tab and Shift+Tab inside while open", async () => {
      const { host, menu } = await mountSidebar(`${B}index.html`);
      menu.click();
      await until(() => host.classList.contains("open"));
      const aside = host.querySelector("aside")!;
      const focusables = [...aside.querySelectorAll<HTMLElement>("a, button")].filter(visible);
      focusables[focusables.length - 1].focus();
      await sendKeys({ press: "Tab" });
      expectFocused(focusables[0]);
      await sendKeys({ press: "Shift+Tab" });
      expectFocused(focusables[focusables.length - 1]);
      for (let i = 0; i < focusables.length + 2; i++) {
        await sendKeys({ press: "Tab" });
        expect(aside.contains(document.activeElement), `Tab ${i}`).to.equal(true);
      }
    });

    it("closes when the window grows to the sidebar breakpoint (960px), where Menu does nothing", async () => {
      const { host, menu } = await mountSidebar(`${B}getting-started.html`);
      menu.click();
      await until(() => host.classList.contains("open"));
      await setViewport({ width: 960, height: 700 });
      try {
        await until(() => !host.classList.contains("open"), "closed at 960px");
        expect(isScrollLocked()).to.equal(false);
        menu.click();
        await frames(4);
        expect(host.classList.contains("open")).to.equal(false);
        expect(menu.getAttribute("aria-expanded")).to.equal("false");
      } finally {
        await setViewport({ width: 375, height: 700 });
      }
    });
  });

  describe("attributes and errors", () => {
    it("a `current` attribute present on upgrade marks its page (markup written without page state)", async () => {
      const html = (await renderSidebar(`${B}index.html`)).replace("<web-docs-sidebar ", `<web-docs-sidebar current="${B}advanced/tuning.html" `);
      const host = mount(html).querySelector<HTMLElement>("web-docs-sidebar")!;
      await until(() => link(host, "Tuning")?.getAttribute("aria-current") === "page", "Tuning current");
      expect(link(host, "Intro").hasAttribute("aria-current")).to.equal(false);
      expect(group(host, "Advanced").classList.contains("collapsed")).to.equal(false);
      expect(host.querySelectorAll('[aria-current="page"]').length).to.equal(1);
    });

    it("`label` names the landmarks and the drawer dialog", async () => {
      const { host, menu } = await mountSidebar(`${B}index.html`);
      host.setAttribute("label", "Docs");
      expect(host.querySelector("aside")!.getAttribute("aria-label")).to.equal("Docs");
      expect(host.querySelector("nav")!.getAttribute("aria-label")).to.equal("Docs");
      menu.click();
      await until(() => host.classList.contains("open"), "open");
      expect(host.querySelector("aside")!.getAttribute("aria-label")).to.equal("Docs");
    });

    it("reports a deferred group it cannot fill with a web-docs-sidebar-error event", async () => {
      const { host } = await mountSidebar(`${B}index.html`);
      // The group's page is gone (a stale page points at it): the error names where it looked.
      group(host, "Advanced").querySelector("a")!.setAttribute("href", `${B}missing/nowhere.txt`);
      const errors = record<{ message: string }>("web-docs-sidebar-error");
      const original = console.error;
      console.error = () => {};
      try {
        caret(host, "Advanced")!.click();
        await until(() => errors.events.length > 0, "error event");
      } finally {
        console.error = original;
        errors.stop();
      }
      expect(errors.events[0].detail.message).to.match(/missing\/nowhere\.txt: HTTP 404/);
    });

    it("opens as a drawer from any button named by `menu-button`", async () => {
      const box = mount(`<button id="my-menu" aria-expanded="false">Docs menu</button>${await renderSidebar(`${B}index.html`)}`);
      const host = box.querySelector<HTMLElement>("web-docs-sidebar")!;
      host.setAttribute("menu-button", "#my-menu");
      await until(() => host.hasAttribute("data-wd-ready"));
      box.querySelector<HTMLButtonElement>("#my-menu")!.click();
      await until(() => host.classList.contains("open"), "open");
      expect(box.querySelector("#my-menu")!.getAttribute("aria-expanded")).to.equal("true");
      await sendKeys({ press: "Escape" });
      await until(() => !host.classList.contains("open"), "closed");
    });
  });
});
