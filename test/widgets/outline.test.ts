import { setViewport } from "@web/test-runner-commands";
import { expect } from "chai";
import { activeIndex } from "../../widgets/outline/active";
import "../../widgets/outline/register";
import { announceNavigated } from "../../widgets/services/events";
import { throttle } from "../../widgets/services/throttle";
import { cleanup, frames, mount, record, settled, style, until } from "./elements-support";
import { renderOutline } from "./templates";

// Integer sizes everywhere, so a heading can be put exactly N px below the top of the viewport.
style(`
  body { margin: 0; }
  .doc h2, .doc h3, .doc h4 { margin: 0; height: 30px; line-height: 30px; font-size: 20px; }
  .doc .gap { height: 1000px; }
  web-docs-outline { position: fixed; top: 0; right: 0; width: 200px; background: white; }
  .wd-outline-link.active { color: green; }
`);

const DOC = `
<article class="doc" id="doc">
  <div style="height: 300px"></div>
  <h2 id="one">One <a class="header-anchor" href="#one" aria-label="Permalink to One"></a></h2><div class="gap"></div>
  <h3 id="one-a">One A</h3><div class="gap"></div>
  <h4 id="one-a-deep">Too deep</h4><div class="gap"></div>
  <h2 id="two">Two</h2><div class="gap"></div>
  <h2>No id</h2>
  <h2 id="empty"></h2>
  <h2 id="three">Three</h2><div style="height: 400px"></div>
</article>`;

/**
 * The outline the build writes for DOC (site/outline.ts picks the headings, templates/partials/outline.njk
 * renders them: test/widgets/templates-plugin.mjs), wrapped as templates/layouts/doc.njk wraps it.
 */
async function mountOutline(attrs = 'offset="71"', doc = DOC, levels = "2,3") {
  const box = mount(`${doc}<web-docs-outline ${attrs}>${await renderOutline(doc, levels)}</web-docs-outline>`);
  const host = box.querySelector<HTMLElement>("web-docs-outline")!;
  await until(() => host.hasAttribute("data-wd-ready"), "outline upgraded");
  await settled();
  return host;
}

const links = (host: Element) => [...host.querySelectorAll<HTMLAnchorElement>("a.wd-outline-link")];
const activeText = (host: Element) => host.querySelector(".wd-outline-link.active")?.textContent ?? null;
const heading = (id: string) => document.getElementById(id)!;

/** Scroll the window so that the heading's top is `px` below the top of the viewport. */
function putHeadingAt(id: string, px: number) {
  const top = heading(id).getBoundingClientRect().top + window.scrollY;
  window.scrollTo(0, top - px);
  expect(Math.round(heading(id).getBoundingClientRect().top)).to.equal(px);
}

async function expectActive(host: Element, text: string | null) {
  await until(
    () => activeText(host) === text,
    () => `active = ${text} (is ${activeText(host)})`,
  );
  const current = host.querySelectorAll('[aria-current="location"]');
  expect(current.length).to.equal(text === null ? 0 : 1);
  if (text !== null) expect(current[0].textContent).to.equal(text);
}

describe("<web-docs-outline>", () => {
  before(async () => {
    await setViewport({ width: 1000, height: 600 });
  });
  afterEach(() => {
    cleanup();
    window.scrollTo(0, 0);
    history.replaceState(null, "", location.pathname + location.search);
    document.documentElement.style.scrollPaddingTop = "";
  });

  it("upgrades the pre-rendered outline without changing its markup", async () => {
    const html = await renderOutline(DOC, "2,3");
    const box = mount(`${DOC}<wd-pending-outline>${html}</wd-pending-outline>`);
    const markup = box.querySelector("wd-pending-outline")!.innerHTML;
    cleanup();
    const host = await mountOutline();
    expect(host.innerHTML).to.equal(markup);
  });

  it("tracks the entries the build wrote (headings with id and text, within the levels, nested)", async () => {
    const host = await mountOutline();
    expect(links(host).map((a) => [a.textContent, a.getAttribute("href")])).to.deep.equal([
      ["One", "#one"],
      ["One A", "#one-a"],
      ["Two", "#two"],
      ["Three", "#three"],
    ]);
    expect(host.querySelector('a[href="#one-a"]')!.closest("ul")!.classList.contains("depth-1")).to.equal(true);
    const nav = host.querySelector("nav")!;
    expect(document.getElementById(nav.getAttribute("aria-labelledby")!)!.textContent).to.equal("On this page");
    putHeadingAt("one-a", 20);
    await expectActive(host, "One A");
  });

  it("activates the last heading that reached 71px from the top, and no later one", async () => {
    const host = await mountOutline();
    await expectActive(host, null); // at the top nothing is reached yet
    putHeadingAt("two", 72);
    await expectActive(host, "One A");
    putHeadingAt("two", 71);
    await expectActive(host, "Two");
    putHeadingAt("two", 72);
    await expectActive(host, "One A");
    putHeadingAt("one", 10);
    await expectActive(host, "One");
  });

  it("honours the `offset` attribute", async () => {
    const host = await mountOutline('offset="200"');
    putHeadingAt("two", 150);
    await expectActive(host, "Two");
    putHeadingAt("two", 250);
    await expectActive(host, "One A");
  });

  it("at the bottom of the page the last heading is active, though it is far below the offset", async () => {
    const host = await mountOutline();
    window.scrollTo(0, document.documentElement.scrollHeight);
    await until(() => Math.abs(window.scrollY + innerHeight - document.documentElement.scrollHeight) < 1);
    expect(heading("three").getBoundingClientRect().top).to.be.greaterThan(71);
    await expectActive(host, "Three");
    window.scrollBy(0, -5);
    await expectActive(host, "Two");
  });

  it("a heading reached through its hash (scrolled to the 90px anchor offset) is active", async () => {
    const host = await mountOutline();
    document.documentElement.style.scrollPaddingTop = "90px";
    history.replaceState(null, "", "#two");
    putHeadingAt("two", 90);
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    await expectActive(host, "Two");
    putHeadingAt("two", 120); // the reader scrolls up: the hash no longer decides
    await expectActive(host, "One A");
  });

  it("announces the active heading with web-docs-outline-active", async () => {
    const events = record<{ link: string | null }>("web-docs-outline-active");
    const host = await mountOutline();
    putHeadingAt("two", 20);
    await expectActive(host, "Two");
    await until(() => events.events.some((e) => e.detail.link === "#two"), "the event for #two");
    events.stop();
    expect(events.events[events.events.length - 1].detail).to.deep.equal({ link: "#two", title: "Two" });
  });

  it("a client navigation brings the new page's outline element: it tracks the new headings, the old one lets go", async () => {
    const events = record<{ link: string | null }>("web-docs-outline-active");
    const old = await mountOutline();
    putHeadingAt("two", 20);
    await expectActive(old, "Two");
    // What the router does: the aside (and the outline in it) is replaced by the new page's.
    cleanup();
    window.scrollTo(0, 0);
    const NEXT = `<article class="doc"><div style="height: 300px"></div><h2 id="new-a">New A</h2><div class="gap"></div><h3 id="new-b">New B</h3><div class="gap"></div><h2 id="new-c">New C</h2><div class="gap"></div></article>`;
    const host = await mountOutline('offset="71"', NEXT, "2");
    expect(links(host).map((a) => a.textContent)).to.deep.equal(["New A", "New C"]);
    const before = events.events.length;
    putHeadingAt("new-c", 30);
    await expectActive(host, "New C");
    events.stop();
    expect(
      events.events.slice(before).every((e) => e.target === host),
      "events only from the new outline",
    ).to.equal(true);
    expect(old.hasAttribute("data-wd-ready")).to.equal(false);
  });

  it("an outline that stays looks again after a navigation event (content changed under it)", async () => {
    const host = await mountOutline();
    await expectActive(host, null);
    // The content moves without a scroll: only the navigation event tells the element.
    heading("one").style.marginTop = "-300px";
    announceNavigated({ url: location.href });
    await expectActive(host, "One");
  });
});

describe("outline helpers", () => {
  it("activeIndex: the last top at or above the offset; the last at the bottom; -1 before any", () => {
    expect(activeIndex({ tops: [100, 300], offset: 71, atBottom: false })).to.equal(-1);
    expect(activeIndex({ tops: [71, 300], offset: 71, atBottom: false })).to.equal(0);
    expect(activeIndex({ tops: [-500, 70, 72], offset: 71, atBottom: false })).to.equal(1);
    expect(activeIndex({ tops: [-500, 71.9, 300], offset: 71, atBottom: false })).to.equal(1); // sub-pixel layout
    expect(activeIndex({ tops: [-500, 72, 300], offset: 71, atBottom: false })).to.equal(0);
    expect(activeIndex({ tops: [-500, 70, 400], offset: 71, atBottom: true })).to.equal(2);
    expect(activeIndex({ tops: [], offset: 71, atBottom: true })).to.equal(-1);
    expect(activeIndex({ tops: [-500, 90], offset: 71, atBottom: false, hashIndex: 1, hashOffset: 90 })).to.equal(1);
    expect(activeIndex({ tops: [-500, 95], offset: 71, atBottom: false, hashIndex: 1, hashOffset: 90 })).to.equal(0);
  });

  it("throttle: a burst runs once at once and once more at the end, never in between", async () => {
    let calls = 0;
    const t = throttle(() => calls++, 100);
    for (let i = 0; i < 20; i++) t();
    expect(calls).to.equal(1);
    await until(() => calls === 2, "trailing call");
    await frames(2);
    expect(calls).to.equal(2);
  });
});
