import { sendKeys, setViewport } from "@web/test-runner-commands";
import { expect } from "chai";
import { announceNavigated } from "../../widgets/services/events";
import { isScrollLocked } from "../../widgets/services/scroll-lock";
import "../../widgets/sidebar/register";
import { cleanup, expectFocused, expectPresent, frames, mount, record, settled, style, until } from "./elements-support";

// The theme rules the sidebar's states rely on (site/theme/30-layout.css).
style(`
  html .wd-group.collapsed > .wd-group-items { display: none; }
  .wd-sidebar-host.open .wd-sidebar { outline: 1px solid; }
  body { margin: 0; }
`);

interface Item {
  text: string;
  link?: string;
  collapsible?: boolean;
  collapsed?: boolean;
  items?: Item[];
}

const B = "/docs/web/guide/";
const TREE: Item[] = [
  { text: "Intro", link: `${B}index.html` },
  { text: "Basics", collapsible: true, collapsed: false, items: [{ text: "Getting started", link: `${B}getting-started.html` }] },
  {
    text: "Advanced",
    link: `${B}advanced/index.html`,
    collapsible: true,
    collapsed: true,
    items: [
      { text: "Tuning", link: `${B}advanced/tuning.html` },
      { text: "Deeper", collapsible: true, collapsed: true, items: [{ text: "Deep page", link: `${B}advanced/deeper/page.html` }] },
    ],
  },
  { text: "Fixed", items: [{ text: "Home", link: "/docs/web/index.html" }] },
];

/** The whole sidebar as the build writes it (<web-docs-sidebar src>). */
const TREE_URL = URL.createObjectURL(new Blob([JSON.stringify(TREE)], { type: "application/json" }));

const same = (a: string, b: string) => a.replace(/\.html$/, "").replace(/index$/, "") === b.replace(/\.html$/, "").replace(/index$/, "");
const has = (i: Item, cur: string): boolean => (!!i.link && same(i.link, cur)) || (i.items ?? []).some((c) => has(c, cur));

/** The markup of templates/partials/sidebar.njk for `items` on the page `current`. */
function prerendered(items: Item[], current: string, src: string | null = TREE_URL): string {
  const chevron = `<span class="wd-chevron" aria-hidden="true"></span>`;
  const list = (its: Item[], prefix: string, depth: number): string =>
    `<ul class="wd-sidebar-items depth-${depth}">${its
      .map((it, i) => {
        const active = !!it.link && same(it.link, current);
        const cur = active ? ` aria-current="page"` : "";
        if (!it.items) return `<li><a class="wd-sidebar-link${active ? " active" : ""}" href="${it.link}"${cur}>${it.text}</a></li>`;
        const gid = `${prefix}-${i + 1}`;
        const hasActive = has(it, current);
        const open = !it.collapsible || hasActive || !it.collapsed;
        // A closed group with its own link leaves its items to the sidebar JSON (site/page-view.ts).
        const deferred = !open && !!it.link && !!it.items.length;
        // A link heading keeps the link and toggles from the caret; otherwise the whole row is the toggle.
        const head = it.link
          ? `<a class="wd-group-link${active ? " active" : ""}" href="${it.link}"${cur}>${it.text}</a>`
          : it.collapsible
            ? `<button type="button" class="wd-group-toggle" aria-expanded="${open}" aria-controls="${gid}"><span class="wd-group-title">${it.text}</span><span class="wd-caret" aria-hidden="true">${chevron}</span></button>`
            : `<span class="wd-group-title">${it.text}</span>`;
        const caret = it.link && it.collapsible
          ? `<button type="button" class="wd-caret" aria-expanded="${open}" aria-controls="${gid}" aria-label="${it.text}">${chevron}</button>`
          : "";
        return `<li class="wd-group${it.collapsible ? " collapsible" : ""}${open ? "" : " collapsed"}${hasActive ? " has-active" : ""}"><div class="wd-group-head">${head}${caret}</div>${deferred ? `<div class="wd-group-items" id="${gid}" data-deferred=""></div>` : `<div class="wd-group-items" id="${gid}">${list(it.items, gid, depth + 1)}</div>`}</li>`;
      })
      .join("")}</ul>`;
  return `<web-docs-sidebar class="wd-sidebar-host" current="${current}"${src ? ` src="${src}"` : ""}><aside class="wd-sidebar" id="wd-sidebar" aria-label="Sidebar"><nav class="wd-sidebar-nav" aria-label="Sidebar">${list(items, "sb", 0)}</nav></aside></web-docs-sidebar>`;
}

const LOCALNAV = `<nav class="wd-localnav" aria-label="Menu"><button type="button" class="wd-localnav-menu" aria-expanded="false" aria-controls="wd-sidebar"><span>Menu</span></button></nav>`;

/** Mount a pre-rendered sidebar and wait until React has taken it over. */
async function mountSidebar(current: string, items = TREE) {
  const box = mount(LOCALNAV + prerendered(items, current));
  const host = box.querySelector<HTMLElement>("web-docs-sidebar")!;
  await upgraded(host);
  await settled();
  return { box, host, menu: box.querySelector<HTMLButtonElement>(".wd-localnav-menu")! };
}

/** React replaces the pre-rendered nodes on its first commit: wait for a new <aside>. */
async function upgraded(host: HTMLElement) {
  const before = host.querySelector("aside");
  await until(() => host.querySelector("aside") !== before && host.querySelector("aside"), "React's first commit");
}

const group = (host: Element, text: string) =>
  [...host.querySelectorAll<HTMLLIElement>("li.wd-group")].find((li) => li.querySelector(":scope > .wd-group-head")?.textContent?.trim() === text)!;
/** A group's toggle: the caret button beside a link heading, or the whole heading row of a group without a link. */
const caret = (host: Element, text: string) =>
  group(host, text).querySelector<HTMLButtonElement>(":scope > .wd-group-head > button.wd-caret, :scope > .wd-group-head > button.wd-group-toggle");
const link = (host: Element, text: string) => [...host.querySelectorAll<HTMLAnchorElement>("a")].find((a) => a.textContent === text) as HTMLAnchorElement;
const visible = (el: Element) => el.getClientRects().length > 0;
const stripParts = (html: string) => html.replace(/ part="[^"]*"/g, "");

describe("<web-docs-sidebar>", () => {
  before(async () => {
    await setViewport({ width: 375, height: 700 });
  });
  afterEach(() => {
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    cleanup();
  });

  for (const page of ["advanced/tuning.html", "index.html"]) {
    it(`upgrades the pre-rendered sidebar to the same markup, without moving anything (${page})`, async () => {
      await setViewport({ width: 1200, height: 700 });
      const box = mount(LOCALNAV + prerendered(TREE, `${B}${page}`));
      const host = box.querySelector<HTMLElement>("web-docs-sidebar")!;
      const html = host.innerHTML;
      const rects = [...host.querySelectorAll("a, button")].map((e) => JSON.stringify(e.getBoundingClientRect()));
      await upgraded(host);
      expect(stripParts(host.innerHTML)).to.equal(html);
      expect([...host.querySelectorAll("a, button")].map((e) => JSON.stringify(e.getBoundingClientRect()))).to.deep.equal(rects);
      await setViewport({ width: 375, height: 700 });
    });
  }

  it("fills a group the page deferred from `src` when it is opened", async () => {
    const { host } = await mountSidebar(`${B}index.html`);
    const advanced = group(host, "Advanced");
    expect(advanced.querySelector(":scope > .wd-group-items")!.hasAttribute("data-deferred")).to.equal(true);
    expectPresent(link(host, "Tuning"), false, "Tuning before loading");
    caret(host, "Advanced")!.click();
    await until(() => link(host, "Tuning") && visible(link(host, "Tuning")), "deferred items loaded and shown");
    expect(advanced.querySelector(":scope > .wd-group-items")!.hasAttribute("data-deferred")).to.equal(false);
    expect(caret(host, "Advanced")!.getAttribute("aria-expanded")).to.equal("true");
    expect(group(host, "Deeper").classList.contains("collapsed")).to.equal(true);
  });

  it("fetches the sidebar JSON only once the reader reaches for the sidebar, and once", async () => {
    const original = window.fetch;
    const calls: string[] = [];
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(String(input));
      return original(input, init);
    };
    try {
      const { host } = await mountSidebar(`${B}index.html`);
      expect(calls).to.deep.equal([]);
      host.querySelector("a")!.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
      await until(() => calls.length === 1, "one fetch on pointing at the sidebar");
      await until(() => link(host, "Tuning"), "items in the DOM");
      expect(visible(link(host, "Tuning"))).to.equal(false); // still closed: loading never opens a group
      host.querySelector("a")!.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
      host.querySelector("a")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      await frames(3);
      expect(calls).to.deep.equal([TREE_URL]);
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
    expect(events.events.map((e) => [e.detail.text, e.detail.open])).to.deep.equal([["Basics", false], ["Basics", true]]);
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

  describe("embedding", () => {
    it("renders a sidebar from inline JSON (`items`), current group open", async () => {
      const box = mount(`<web-docs-sidebar label="Docs" current="/x/b.html"></web-docs-sidebar>`);
      const host = box.querySelector<HTMLElement>("web-docs-sidebar")!;
      host.setAttribute(
        "items",
        JSON.stringify([
          { text: "A", link: "/x/a.html" },
          { text: "Group", collapsible: true, collapsed: true, items: [{ text: "B", link: "/x/b.html" }] },
          { text: "Shut", collapsible: true, collapsed: true, items: [{ text: "C", link: "/x/c.html" }] },
        ]),
      );
      await until(() => host.querySelector("nav"), "render");
      expect(host.querySelector("nav")!.getAttribute("aria-label")).to.equal("Docs");
      expect(link(host, "B").getAttribute("aria-current")).to.equal("page");
      expect(group(host, "Group").classList.contains("collapsed")).to.equal(false);
      expect(group(host, "Shut").classList.contains("collapsed")).to.equal(true);
      expect(visible(link(host, "C"))).to.equal(false);
    });

    it("loads the tree from a JSON URL (`src`), choosing the longest matching path prefix", async () => {
      const json = {
        "/x/": [{ text: "Wrong", link: "/x/index.html" }],
        "/x/deep/": [{ text: "Right", items: [{ text: "Here", link: "/x/deep/here.html" }] }],
      };
      const url = URL.createObjectURL(new Blob([JSON.stringify(json)], { type: "application/json" }));
      const box = mount(`<web-docs-sidebar src="${url}" current="/x/deep/here.html"></web-docs-sidebar>`);
      const host = box.querySelector<HTMLElement>("web-docs-sidebar")!;
      await until(() => host.querySelector("a"), "fetched tree");
      expect(link(host, "Here").getAttribute("aria-current")).to.equal("page");
      expectPresent(link(host, "Wrong"), false);
    });

    it("reports bad JSON with a web-docs-sidebar-error event", async () => {
      const errors = record<{ message: string }>("web-docs-sidebar-error");
      const original = console.error;
      console.error = () => {};
      try {
        mount(`<web-docs-sidebar items='[{"link": "/no-text.html"}]'></web-docs-sidebar>`);
        await until(() => errors.events.length > 0, "error event");
      } finally {
        console.error = original;
        errors.stop();
      }
      expect(errors.events[0].detail.message).to.match(/"text"/);
    });

    it("opens as a drawer from any button named by `menu-button`", async () => {
      const box = mount(
        `<button id="my-menu" aria-expanded="false">Docs menu</button><web-docs-sidebar menu-button="#my-menu" items='[{"text":"A","link":"/a.html"}]'></web-docs-sidebar>`,
      );
      const host = box.querySelector<HTMLElement>("web-docs-sidebar")!;
      await until(() => host.querySelector("a"));
      await settled();
      box.querySelector<HTMLButtonElement>("#my-menu")!.click();
      await until(() => host.classList.contains("open"), "open");
      expect(box.querySelector("#my-menu")!.getAttribute("aria-expanded")).to.equal("true");
      await sendKeys({ press: "Escape" });
      await until(() => !host.classList.contains("open"), "closed");
    });
  });
});
