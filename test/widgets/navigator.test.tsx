import { sendKeys, sendMouse, setViewport } from "@web/test-runner-commands";
import { expect } from "chai";
import "../../widgets/navigator/register";
import { getAppState } from "../../widgets/services/app-state";
import { announceNavigated } from "../../widgets/services/events";
import { cleanup, expectFocused, expectPresent, frames, mount, record, settled, style, until } from "./elements-support";

style(`
  body { margin: 0; }
  .wd-navigator-host { position: fixed; right: 12px; bottom: 12px; }
  .wd-navigator-button { width: 48px; height: 48px; }
  .wd-navigator-panel { position: absolute; right: 0; bottom: 60px; width: 360px; max-height: 400px; overflow: auto; background: white; }
  .outside { height: 200px; }
`);

const B = "/docs/web/";
const group = (title: string, links: Array<[string, string]>) =>
  `<div class="wd-menu-group"><p class="wd-menu-group-title">${title}</p>${links.map(([t, h]) => `<a class="wd-menu-link" href="${B}${h}">${t}</a>`).join("")}</div>`;
const flyout = (text: string, menu: string) =>
  `<li class="wd-flyout"><button type="button" class="wd-flyout-button" aria-expanded="false" aria-haspopup="true">${text}<svg class="wd-icon wd-chevron" aria-hidden="true"></svg></button><div class="wd-flyout-menu">${menu}</div></li>`;

/** The top navigation as templates/partials/topbar.njk renders it: five areas, grouped and flat. */
const TOPNAV = `<nav class="wd-nav" aria-label="Main"><ul class="wd-nav-list">
${flyout(
  "Frontend",
  group("Basics", [
    ["HTML", "frontend/basics/html/index.html"],
    ["CSS", "frontend/basics/css/index.html"],
  ]) + group("Frameworks", [["React", "frontend/frameworks/react/index.html"]]),
)}
${flyout("Backend", group("Server", [["Node.js", "backend/server/nodejs/index.html"]]))}
${flyout(
  "Client",
  group("Native", [
    ["iOS", "client/native/ios/index.html"],
    ["Android", "client/native/android/index.html"],
  ]),
)}
${flyout("DevOps", `<a class="wd-menu-link" href="${B}devops/linux/index.html">Linux</a><a class="wd-menu-link" href="${B}devops/docker/index.html">Docker</a>`)}
${flyout("Tools", group("General", [["Git", "tools/general/git/index.html"]]))}
</ul></nav>`;

async function mountNavigator(current: string, attrs = "") {
  const box = mount(
    `<div class="outside">Outside <button class="other">Other</button></div>${TOPNAV}<web-docs-navigator class="wd-navigator-host" base="${B}" current="${current}" ${attrs}></web-docs-navigator>`,
  );
  const host = box.querySelector<HTMLElement>("web-docs-navigator")!;
  const button = await until(() => host.querySelector<HTMLButtonElement>("button.wd-navigator-button"), "button");
  await settled();
  return { box, host, button };
}

async function open(button: HTMLButtonElement, host: HTMLElement) {
  button.click();
  const panel = await until(
    () => host.querySelector<HTMLElement>('[role="dialog"]')?.querySelector("a") && host.querySelector<HTMLElement>('[role="dialog"]'),
    "panel",
  );
  await settled();
  return panel;
}

const dialog = (host: Element) => host.querySelector<HTMLElement>('[role="dialog"]');
const link = (root: Element, text: string) => [...root.querySelectorAll<HTMLAnchorElement>("a")].find((a) => a.textContent === text)!;
const byText = (root: Element, sel: string, text: string) => [...root.querySelectorAll<HTMLElement>(sel)].find((e) => e.textContent === text)!;

describe("<web-docs-navigator>", () => {
  before(async () => {
    await setViewport({ width: 1000, height: 700 });
  });
  afterEach(async () => {
    const host = document.querySelector("web-docs-navigator");
    if (host && dialog(host)) host.querySelector<HTMLButtonElement>(".wd-navigator-close")!.click();
    await until(() => !getAppState().showNavigator, "navigator closed after the test");
    cleanup();
  });

  it("shows a round floating button, closed by default (showNavigator false)", async () => {
    const { host, button } = await mountNavigator(`${B}index.html`);
    expect(getAppState().showNavigator).to.equal(false);
    expect(button.getAttribute("aria-label")).to.equal("Quick navigator");
    expect(button.getAttribute("aria-haspopup")).to.equal("dialog");
    expect(button.getAttribute("aria-expanded")).to.equal("false");
    expectPresent(dialog(host), false);
  });

  it("clicking the button sets showNavigator and opens a labelled dialog listing the areas and their sections", async () => {
    const events = record<{ open: boolean }>("web-docs-navigator-toggle");
    const { host, button } = await mountNavigator(`${B}index.html`);
    const panel = await open(button, host);
    expect(getAppState().showNavigator).to.equal(true);
    expect(button.getAttribute("aria-expanded")).to.equal("true");
    expect(button.getAttribute("aria-controls")).to.equal(panel.id);
    expect(host.classList.contains("open")).to.equal(true);
    expect(document.getElementById(panel.getAttribute("aria-labelledby")!)!.textContent).to.equal("Quick navigator");
    expect(panel.getAttribute("aria-modal")).to.equal("true");
    expect([...panel.querySelectorAll(".wd-navigator-area-title")].map((e) => e.textContent)).to.deep.equal([
      "Frontend",
      "Backend",
      "Client",
      "DevOps",
      "Tools",
    ]);
    expect([...panel.querySelectorAll(".wd-navigator-section-title")].map((e) => e.textContent)).to.deep.equal([
      "Basics",
      "Frameworks",
      "Server",
      "Native",
      "General",
    ]);
    expect(link(panel, "Docker").getAttribute("href")).to.equal(`${B}devops/docker/index.html`);
    expect(panel.querySelectorAll("a").length).to.equal(9);
    events.stop();
    expect(events.events.map((e) => e.detail.open)).to.deep.equal([true]);
  });

  it("marks the current page's area and section and moves focus to it", async () => {
    const { host, button } = await mountNavigator(`${B}frontend/basics/css/selectors.html`);
    const panel = await open(button, host);
    const css = link(panel, "CSS");
    expect(css.getAttribute("aria-current")).to.equal("true");
    expect(byText(panel, ".wd-navigator-section-title", "Basics").getAttribute("aria-current")).to.equal("true");
    expect(byText(panel, ".wd-navigator-area-title", "Frontend").getAttribute("aria-current")).to.equal("true");
    expect(byText(panel, ".wd-navigator-area-title", "Backend").hasAttribute("aria-current")).to.equal(false);
    expect(panel.querySelectorAll("[aria-current]").length).to.equal(3);
    await until(() => document.activeElement === css, "focus on the current section");
  });

  it("marks the exact page with aria-current=page", async () => {
    const { host, button } = await mountNavigator(`${B}devops/docker/index.html`);
    const panel = await open(button, host);
    expect(link(panel, "Docker").getAttribute("aria-current")).to.equal("page");
    expect(byText(panel, ".wd-navigator-area-title", "DevOps").getAttribute("aria-current")).to.equal("true");
    await until(() => document.activeElement === link(panel, "Docker"));
  });

  it("arrow keys move between links and wrap; Left/Right jump between areas; Home/End", async () => {
    const { host, button } = await mountNavigator(`${B}index.html`);
    const panel = await open(button, host);
    const all = [...panel.querySelectorAll("a")].map((a) => a.textContent);
    await until(() => document.activeElement === link(panel, "HTML"), "focus on the first link");
    await sendKeys({ press: "ArrowDown" });
    expect(document.activeElement!.textContent).to.equal("CSS");
    await sendKeys({ press: "ArrowUp" });
    await sendKeys({ press: "ArrowUp" });
    expect(document.activeElement!.textContent).to.equal(all[all.length - 1]);
    await sendKeys({ press: "ArrowDown" });
    expect(document.activeElement!.textContent).to.equal("HTML");
    await sendKeys({ press: "ArrowRight" });
    expect(document.activeElement!.textContent).to.equal("Node.js");
    await sendKeys({ press: "ArrowRight" });
    expect(document.activeElement!.textContent).to.equal("iOS");
    await sendKeys({ press: "ArrowLeft" });
    expect(document.activeElement!.textContent).to.equal("Node.js");
    await sendKeys({ press: "End" });
    expect(document.activeElement!.textContent).to.equal("Git");
    await sendKeys({ press: "ArrowRight" });
    expect(document.activeElement!.textContent).to.equal("HTML");
    await sendKeys({ press: "Home" });
    expect(document.activeElement!.textContent).to.equal("HTML");
  });

  it("keeps Tab inside the panel", async () => {
    const { host, button } = await mountNavigator(`${B}index.html`);
    const panel = await open(button, host);
    const last = [...panel.querySelectorAll<HTMLElement>("a")].pop()!;
    last.focus();
    await sendKeys({ press: "Tab" });
    expectFocused(panel.querySelector(".wd-navigator-close"));
    await sendKeys({ press: "Shift+Tab" });
    expectFocused(last);
  });

  it("Escape closes it and gives focus back to the button", async () => {
    const { host, button } = await mountNavigator(`${B}index.html`);
    await open(button, host);
    await until(() => dialog(host)!.contains(document.activeElement));
    await sendKeys({ press: "Escape" });
    await until(() => dialog(host) === null, "closed");
    expect(getAppState().showNavigator).to.equal(false);
    expect(button.getAttribute("aria-expanded")).to.equal("false");
    expect(host.classList.contains("open")).to.equal(false);
    expectFocused(button);
  });

  it("the close button closes it and gives focus back to the button", async () => {
    const { host, button } = await mountNavigator(`${B}index.html`);
    const panel = await open(button, host);
    const close = panel.querySelector<HTMLButtonElement>(".wd-navigator-close")!;
    expect(close.getAttribute("aria-label")).to.equal("Close");
    close.click();
    await until(() => dialog(host) === null, "closed");
    expectFocused(button);
  });

  it("a click outside closes it; a click inside does not", async () => {
    const { host, button, box } = await mountNavigator(`${B}index.html`);
    const panel = await open(button, host);
    const title = panel.querySelector(".wd-navigator-title")!.getBoundingClientRect();
    await sendMouse({ type: "click", position: [Math.round(title.left + 5), Math.round(title.top + 5)] });
    await frames(4);
    expectPresent(dialog(host));
    const outside = box.querySelector(".outside")!.getBoundingClientRect();
    await sendMouse({ type: "click", position: [Math.round(outside.left + 10), Math.round(outside.top + 10)] });
    await until(() => dialog(host) === null, "closed by an outside click");
    expect(getAppState().showNavigator).to.equal(false);
  });

  it("the button toggles it closed again", async () => {
    const { host, button } = await mountNavigator(`${B}index.html`);
    await open(button, host);
    button.click();
    await until(() => dialog(host) === null, "closed");
    expect(button.getAttribute("aria-expanded")).to.equal("false");
  });

  it("a client navigation closes it and moves the highlight to the new page", async () => {
    const { host, button } = await mountNavigator(`${B}frontend/basics/html/index.html`);
    await open(button, host);
    announceNavigated({ url: `${location.origin}${B}tools/general/git/index.html` });
    await until(() => dialog(host) === null, "closed on navigation");
    const panel = await open(button, host);
    expect(link(panel, "Git").getAttribute("aria-current")).to.equal("page");
    expect(link(panel, "HTML").hasAttribute("aria-current")).to.equal(false);
    expect(byText(panel, ".wd-navigator-area-title", "Tools").getAttribute("aria-current")).to.equal("true");
  });

  describe("embedding", () => {
    it("takes the navigation as inline JSON (`nav`) and puts the base in front of root-relative links", async () => {
      const nav = JSON.stringify([
        { text: "Guide", items: [{ text: "Basics", items: [{ text: "Intro", link: "/guide/intro.html" }] }] },
        { text: "API", link: "/api.html" },
      ]);
      const box = mount(`<web-docs-navigator base="/site/" current="/site/guide/intro.html" label="Jump to" close-label="Done"></web-docs-navigator>`);
      const host = box.querySelector<HTMLElement>("web-docs-navigator")!;
      host.setAttribute("nav", nav);
      const button = await until(() => host.querySelector<HTMLButtonElement>("button"));
      expect(button.getAttribute("aria-label")).to.equal("Jump to");
      const panel = await open(button, host);
      expect(link(panel, "Intro").getAttribute("href")).to.equal("/site/guide/intro.html");
      expect(link(panel, "Intro").getAttribute("aria-current")).to.equal("page");
      expect(link(panel, "API").getAttribute("href")).to.equal("/site/api.html");
      expect(panel.querySelector(".wd-navigator-close")!.getAttribute("aria-label")).to.equal("Done");
    });

    it("fetches the navigation from `src` when opened", async () => {
      const url = URL.createObjectURL(
        new Blob([JSON.stringify([{ text: "Only", items: [{ text: "One", link: "/one.html" }] }])], { type: "application/json" }),
      );
      const box = mount(`<web-docs-navigator src="${url}"></web-docs-navigator>`);
      const host = box.querySelector<HTMLElement>("web-docs-navigator")!;
      const button = await until(() => host.querySelector<HTMLButtonElement>("button"));
      const panel = await open(button, host);
      expect(link(panel, "One").getAttribute("href")).to.equal("/one.html");
    });

    it("reports bad JSON with a web-docs-navigator-error event", async () => {
      const errors = record<{ message: string }>("web-docs-navigator-error");
      const original = console.error;
      console.error = () => {};
      try {
        const box = mount(`<web-docs-navigator nav="{not json"></web-docs-navigator>`);
        const host = box.querySelector<HTMLElement>("web-docs-navigator")!;
        const button = await until(() => host.querySelector<HTMLButtonElement>("button"));
        button.click();
        await until(() => errors.events.length > 0, "error event");
      } finally {
        console.error = original;
        errors.stop();
      }
      expect(errors.events[0].detail.message).to.match(/^nav:/);
    });
  });
});
