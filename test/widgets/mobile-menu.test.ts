import { sendKeys, setViewport } from "@web/test-runner-commands";
import { expect } from "chai";
import { initMobileMenu, isMobileMenuOpen, MENU_EVENT, openMobileMenu } from "../../widgets/mobile-menu/mobile-menu";
import { announceNavigated } from "../../widgets/services/events";
import { isScrollLocked, lockScroll, unlockScroll } from "../../widgets/services/scroll-lock";
import { loadThemeCss, mount, waitFor } from "./support";

// The top bar as templates/partials/topbar.njk renders it (the parts the menu needs).
const TOPBAR = `
<header class="wd-topbar"><div class="wd-topbar-inner">
  <a class="wd-brand" href="#home">Docs</a>
  <div class="wd-topbar-actions">
    <button type="button" class="wd-hamburger" aria-label="Navigation" aria-expanded="false" aria-controls="wd-mobile-menu">≡</button>
  </div></div>
  <div class="wd-mobile-menu" id="wd-mobile-menu" role="dialog" aria-label="Navigation" hidden>
    <nav aria-label="Main (mobile)"><a class="wd-menu-link" href="#one">One</a><a class="wd-menu-link" href="#two">Two</a></nav>
    <div class="wd-mobile-appearance"><button type="button" class="wd-appearance" aria-label="Appearance">A</button></div>
  </div>
</header>
<main><p>Page</p><a href="#in-page">In page</a></main>`;

describe("mobile menu", () => {
  let host: HTMLElement;
  let cleanup: () => void;
  let hamburger: HTMLButtonElement;
  let menu: HTMLElement;
  let css: HTMLStyleElement;

  before(async () => {
    document.documentElement.classList.add("js");
    css = await loadThemeCss("00-tokens.css", "10-base.css", "20-chrome.css");
  });
  after(() => css.remove());

  beforeEach(async () => {
    await setViewport({ width: 375, height: 700 });
    host = mount(TOPBAR);
    hamburger = host.querySelector(".wd-hamburger")!;
    menu = host.querySelector("#wd-mobile-menu")!;
    cleanup = initMobileMenu();
  });

  afterEach(async () => {
    cleanup();
    host.remove();
    await setViewport({ width: 800, height: 600 });
  });

  const expectClosed = () => {
    expect(menu.hidden, "menu hidden").to.equal(true);
    expect(hamburger.getAttribute("aria-expanded")).to.equal("false");
    expect(isScrollLocked(), "scroll lock").to.equal(false);
    expect(document.body.classList.contains("wd-scroll-locked")).to.equal(false);
  };

  it("starts closed", () => {
    expectClosed();
    expect(getComputedStyle(hamburger).display).to.not.equal("none");
  });

  it("the hamburger opens it: visible, aria-expanded, page scroll locked, focus inside", () => {
    hamburger.click();
    expect(isMobileMenuOpen()).to.equal(true);
    expect(menu.hidden).to.equal(false);
    expect(getComputedStyle(menu).display).to.not.equal("none");
    expect(hamburger.getAttribute("aria-expanded")).to.equal("true");
    expect(isScrollLocked()).to.equal(true);
    expect(getComputedStyle(document.body).overflow).to.equal("hidden");
    expect(document.activeElement).to.equal(menu.querySelector("a"));
  });

  it("the hamburger closes it again and gets the focus back", () => {
    hamburger.click();
    hamburger.click();
    expectClosed();
    expect(document.activeElement).to.equal(hamburger);
  });

  it("closes on Escape, focus back on the hamburger", async () => {
    hamburger.click();
    await sendKeys({ press: "Escape" });
    expectClosed();
    expect(document.activeElement).to.equal(hamburger);
  });

  it("leaves an Escape alone that an overlay above it (search) already handled", () => {
    hamburger.click();
    const escapeKey = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
    escapeKey.preventDefault();
    menu.querySelector("a")!.dispatchEvent(escapeKey);
    expect(isMobileMenuOpen()).to.equal(true);
  });

  it("closes on a client navigation", () => {
    hamburger.click();
    announceNavigated({ url: location.href });
    expectClosed();
  });

  it("closes when a link in it is followed", () => {
    hamburger.click();
    menu.querySelector<HTMLAnchorElement>('a[href="#two"]')!.click();
    expectClosed();
  });

  it("closes when the window reaches 768px", async () => {
    hamburger.click();
    await setViewport({ width: 767, height: 700 });
    expect(isMobileMenuOpen(), "still open at 767px").to.equal(true);
    await setViewport({ width: 768, height: 700 });
    await waitFor(() => menu.hidden === true, "menu closed at 768px");
    expectClosed();
  });

  it("does not open at 768px or wider (the hamburger is not shown there)", async () => {
    await setViewport({ width: 1024, height: 700 });
    expect(getComputedStyle(hamburger).display).to.equal("none");
    openMobileMenu();
    expectClosed();
  });

  it("keeps Tab within the top bar and the menu while open", async () => {
    hamburger.click();
    host.querySelector<HTMLElement>(".wd-mobile-appearance button")!.focus();
    await sendKeys({ press: "Tab" });
    expect(document.activeElement).to.equal(host.querySelector(".wd-brand"));
    await sendKeys({ press: "Shift+Tab" });
    expect(document.activeElement).to.equal(host.querySelector(".wd-mobile-appearance button"));
  });

  it("leaves the page locked while another overlay still holds the lock", () => {
    lockScroll("other-overlay");
    hamburger.click();
    hamburger.click();
    expect(isScrollLocked()).to.equal(true);
    unlockScroll("other-overlay");
    expect(isScrollLocked()).to.equal(false);
  });

  it("emits web-docs-mobile-menu with open true/false", () => {
    const seen: boolean[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent<{ open: boolean }>).detail.open);
    document.addEventListener(MENU_EVENT, listener);
    hamburger.click();
    hamburger.click();
    document.removeEventListener(MENU_EVENT, listener);
    expect(seen).to.deep.equal([true, false]);
  });
});
