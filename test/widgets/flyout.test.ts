import { resetMouse, sendKeys, sendMouse, setViewport } from "@web/test-runner-commands";
import { expect } from "chai";
import { initFlyouts } from "../../widgets/flyout/flyout";
import { announceNavigated } from "../../widgets/services/events";
import { center, loadThemeCss, mount, waitFor } from "./support";

// Two flyouts as templates/partials/topbar.njk renders them, and something outside to go to.
const NAV = `
<header class="wd-topbar"><div class="wd-topbar-inner">
  <nav class="wd-nav" aria-label="Main"><ul class="wd-nav-list">
    <li class="wd-flyout" id="guide"><button type="button" class="wd-flyout-button" aria-expanded="false" aria-haspopup="true">Guide</button>
      <div class="wd-flyout-menu"><div class="wd-menu-group"><p class="wd-menu-group-title">Basics</p><a class="wd-menu-link" href="#intro">Intro</a><a class="wd-menu-link" href="#start">Start</a></div></div></li>
    <li class="wd-flyout" id="more"><button type="button" class="wd-flyout-button" aria-expanded="false" aria-haspopup="true">More</button>
      <div class="wd-flyout-menu"><a class="wd-menu-link" href="#x">X</a></div></li>
  </ul></nav>
</div></header>
<p style="margin-top:400px"><button type="button" id="outside">Outside</button></p>`;

describe("flyout menus", () => {
  let host: HTMLElement;
  let cleanup: () => void;
  let css: HTMLStyleElement;
  let guide: HTMLElement;
  let button: HTMLButtonElement;

  const isShown = (flyout: Element) => getComputedStyle(flyout.querySelector(".wd-flyout-menu")!).visibility === "visible";
  const expectOpen = (flyout: Element, open: boolean) => {
    expect(flyout.classList.contains("open"), `${flyout.id} .open`).to.equal(open);
    expect(flyout.classList.contains("closed"), `${flyout.id} .closed`).to.equal(!open);
    expect(flyout.querySelector(".wd-flyout-button")!.getAttribute("aria-expanded")).to.equal(String(open));
  };
  // The menu fades (0.15s): wait for the computed visibility to arrive.
  const waitShown = (flyout: Element, shown: boolean) => waitFor(() => isShown(flyout) === shown, `${flyout.id} shown=${shown}`);

  before(async () => {
    document.documentElement.classList.add("js");
    css = await loadThemeCss("00-tokens.css", "10-base.css", "20-chrome.css");
    await setViewport({ width: 1024, height: 700 });
  });
  after(() => css.remove());

  beforeEach(async () => {
    host = mount(NAV);
    guide = host.querySelector("#guide")!;
    button = guide.querySelector("button")!;
    cleanup = initFlyouts();
    await resetMouse();
  });

  afterEach(async () => {
    cleanup();
    host.remove();
    await resetMouse();
  });

  it("hands over from CSS: closed, aria-expanded false, even with focus inside", async () => {
    expectOpen(guide, false);
    button.focus();
    expect(isShown(guide)).to.equal(false);
  });

  it("opens on hover and closes when the pointer leaves", async () => {
    await sendMouse({ type: "move", position: center(button) });
    expectOpen(guide, true);
    await waitShown(guide, true);
    await sendMouse({ type: "move", position: center(host.querySelector("#outside")!) });
    expectOpen(guide, false);
    await waitShown(guide, false);
  });

  it("stays open while the pointer moves from the button into the menu", async () => {
    await sendMouse({ type: "move", position: center(button) });
    await waitShown(guide, true);
    await sendMouse({ type: "move", position: center(guide.querySelector('a[href="#start"]')!) });
    expectOpen(guide, true);
  });

  it("a click opens it and keeps it open after the pointer leaves; a second click closes it", async () => {
    await sendMouse({ type: "click", position: center(button) });
    expectOpen(guide, true);
    await sendMouse({ type: "move", position: [5, 650] });
    expectOpen(guide, true);
    await waitShown(guide, true);
    await sendMouse({ type: "click", position: center(button) });
    expectOpen(guide, false);
    await waitShown(guide, false); // the pointer is still over it: `closed` beats :hover
  });

  it("opens with Enter and Space on the button (keyboard)", async () => {
    button.focus();
    await sendKeys({ press: "Enter" });
    expectOpen(guide, true);
    await sendKeys({ press: "Space" });
    expectOpen(guide, false);
  });

  it("closes on blur: focus moving out of the flyout", async () => {
    button.focus();
    await sendKeys({ press: "Enter" });
    await waitShown(guide, true);
    await sendKeys({ press: "Tab" });
    expect(document.activeElement).to.equal(guide.querySelector('a[href="#intro"]'));
    expectOpen(guide, true);
    await sendKeys({ press: "Tab" });
    expectOpen(guide, true);
    await sendKeys({ press: "Tab" }); // on to the next flyout's button
    expect(document.activeElement).to.equal(host.querySelector("#more button"));
    expectOpen(guide, false);
  });

  it("closes on Escape and gives focus back to its button", async () => {
    button.focus();
    await sendKeys({ press: "Enter" });
    await waitShown(guide, true);
    guide.querySelector<HTMLElement>('a[href="#start"]')!.focus();
    expect(document.activeElement).to.equal(guide.querySelector('a[href="#start"]'));
    await sendKeys({ press: "Escape" });
    expectOpen(guide, false);
    expect(document.activeElement).to.equal(button);
  });

  it("closes on a click elsewhere", async () => {
    await sendMouse({ type: "click", position: center(button) });
    expectOpen(guide, true);
    await sendMouse({ type: "click", position: center(host.querySelector("#outside")!) });
    expectOpen(guide, false);
  });

  it("a click on the menu's own padding does not close it", async () => {
    await sendMouse({ type: "click", position: center(button) });
    await waitShown(guide, true);
    await sendMouse({ type: "click", position: center(guide.querySelector(".wd-menu-group-title")!) });
    expectOpen(guide, true);
  });

  it("only one flyout is open at a time", async () => {
    await sendMouse({ type: "click", position: center(button) });
    const more = host.querySelector("#more")!;
    await sendMouse({ type: "click", position: center(more.querySelector("button")!) });
    expectOpen(more, true);
    expectOpen(guide, false);
  });

  it("closes on a client navigation", async () => {
    await sendMouse({ type: "click", position: center(button) });
    announceNavigated({ url: location.href });
    expectOpen(guide, false);
  });

  it("keeps an open menu inside the window, at either edge, and closed menus add no width", async () => {
    const groups = [1, 2, 3, 4]
      .map(
        (g) =>
          `<div class="wd-menu-group"><p class="wd-menu-group-title">Group ${g}</p><a class="wd-menu-link" href="#g${g}">A rather long link name ${g}</a></div>`,
      )
      .join("");
    const edge = mount(`
      <div class="wd-flyout" id="right" style="position:absolute;top:120px;right:16px;z-index:60"><button type="button" class="wd-flyout-button" aria-expanded="false">Right</button><div class="wd-flyout-menu">${groups}</div></div>
      <div class="wd-flyout" id="left" style="position:absolute;top:120px;left:4px;z-index:60"><button type="button" class="wd-flyout-button" aria-expanded="false">Left</button><div class="wd-flyout-menu wd-flyout-menu-end">${groups}</div></div>`);
    const page = document.scrollingElement!;
    const width = document.documentElement.clientWidth;
    try {
      for (const id of ["right", "left"]) {
        const flyout = edge.querySelector<HTMLElement>(`#${id}`)!;
        await waitFor(() => page.scrollWidth <= width, `closed menus add no width (${page.scrollWidth} > ${width})`);
        await sendMouse({ type: "click", position: center(flyout.querySelector("button")!) });
        expectOpen(flyout, true);
        const menu = flyout.querySelector(".wd-flyout-menu")!.getBoundingClientRect();
        expect(menu.width, `${id} menu is wide`).to.be.greaterThan(500);
        expect(menu.left, `${id} menu left`).to.be.at.least(8);
        expect(menu.right, `${id} menu right`).to.be.at.most(width - 8);
        expect(page.scrollWidth, `${id} open: no sideways scroll`).to.be.at.most(width);
        await sendKeys({ press: "Escape" });
        expectOpen(flyout, false);
      }
    } finally {
      edge.remove();
    }
  });
});
