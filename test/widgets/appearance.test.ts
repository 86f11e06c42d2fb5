import { emulateMedia } from "@web/test-runner-commands";
import { expect } from "chai";
import { APPEARANCE_KEY as HEAD_KEY, headScript } from "../../site/head-script.ts";
import { type Appearance, APPEARANCE_EVENT, APPEARANCE_KEY, initAppearance, nextAppearance, resolvesToDark } from "../../widgets/appearance/appearance";
import { announceNavigated } from "../../widgets/services/events";
import { lastAnnouncement } from "../../widgets/services/announcer";
import { mount, nextFrame, waitFor } from "./support";

const html = document.documentElement;
const LABELS = JSON.stringify({ light: "Light", dark: "Dark", auto: "System" });
const switchMarkup = `<button type="button" class="wd-appearance" aria-label="Appearance" title="Appearance" data-labels='${LABELS}'></button>`;

/** Run the real inline <head> script, as the page does before first paint. */
const runHeadScript = (fallback: Appearance = "dark") => new Function(headScript(fallback))();

const state = () => ({
  appearance: html.dataset.appearance,
  dark: html.classList.contains("dark"),
  light: html.classList.contains("light"),
  stored: localStorage.getItem(APPEARANCE_KEY),
});

describe("appearance switch", () => {
  let cleanup: () => void;
  let host: HTMLElement;
  let button: HTMLButtonElement;

  beforeEach(async () => {
    localStorage.clear();
    await emulateMedia({ colorScheme: "dark" });
    await waitFor(() => matchMedia("(prefers-color-scheme: dark)").matches, "system dark");
    runHeadScript("dark");
    host = mount(`<header>${switchMarkup}</header><div class="wd-mobile-appearance">${switchMarkup}</div>`);
    button = host.querySelector("button")!;
    cleanup = initAppearance();
  });

  afterEach(async () => {
    cleanup();
    host.remove();
    localStorage.clear();
    await emulateMedia({ colorScheme: "dark" });
  });

  it("uses the head script's storage key", () => {
    expect(APPEARANCE_KEY).to.equal("web-docs-appearance");
    expect(HEAD_KEY).to.equal(APPEARANCE_KEY);
  });

  it("flips dark/light on every step: the system's own theme becomes auto, the other is explicit", () => {
    expect(nextAppearance("dark", true)).to.equal("light");
    expect(nextAppearance("light", true)).to.equal("auto");
    expect(nextAppearance("auto", true)).to.equal("light");
    expect(nextAppearance("light", false)).to.equal("dark");
    expect(nextAppearance("dark", false)).to.equal("auto");
    expect(nextAppearance("auto", false)).to.equal("dark");
    for (const systemDark of [true, false]) {
      for (const from of ["light", "dark", "auto"] as const) {
        const to = nextAppearance(from, systemDark);
        expect(resolvesToDark(to, systemDark), `${from} → ${to} (system dark: ${systemDark})`).to.not.equal(resolvesToDark(from, systemDark));
        expect(to === "auto", `${from} → ${to} stores auto exactly when it shows the system's theme`).to.equal(resolvesToDark(to, systemDark) === systemDark);
      }
    }
  });

  it("names the current mode on every switch once loaded", () => {
    for (const b of host.querySelectorAll("button")) {
      expect(b.getAttribute("aria-label")).to.equal("Appearance: Dark");
      expect(b.title).to.equal("Appearance: Dark");
    }
  });

  it("with a dark system: dark → light → auto (dark) → light, stored and applied to <html>", async () => {
    expect(state()).to.deep.equal({ appearance: "dark", dark: true, light: false, stored: null });
    button.click();
    expect(state()).to.deep.equal({ appearance: "light", dark: false, light: true, stored: "light" });
    expect(button.getAttribute("aria-label")).to.equal("Appearance: Light");
    button.click();
    expect(state()).to.deep.equal({ appearance: "auto", dark: true, light: false, stored: "auto" });
    expect(button.getAttribute("aria-label")).to.equal("Appearance: System");
    button.click();
    expect(state()).to.deep.equal({ appearance: "light", dark: false, light: true, stored: "light" });
  });

  it("first visit on a light system, site default dark: every click flips (light as auto, dark explicit)", async () => {
    await emulateMedia({ colorScheme: "light" });
    await waitFor(() => !matchMedia("(prefers-color-scheme: dark)").matches, "system light");
    runHeadScript("dark");
    expect(state()).to.include({ dark: true, stored: null });
    button.click();
    expect(state()).to.include({ appearance: "auto", dark: false, light: true, stored: "auto" });
    button.click();
    expect(state()).to.include({ appearance: "dark", dark: true, light: false, stored: "dark" });
    button.click();
    expect(state()).to.include({ appearance: "auto", dark: false, light: true, stored: "auto" });
  });

  it("with a light system and light stored: light → dark → auto (light) → dark", async () => {
    await emulateMedia({ colorScheme: "light" });
    await waitFor(() => !matchMedia("(prefers-color-scheme: dark)").matches, "system light");
    localStorage.setItem(APPEARANCE_KEY, "light");
    runHeadScript();
    button.click();
    expect(state()).to.include({ appearance: "dark", dark: true, stored: "dark" });
    button.click();
    expect(state()).to.include({ appearance: "auto", dark: false, light: true, stored: "auto" });
    button.click();
    expect(state()).to.include({ appearance: "dark", dark: true, stored: "dark" });
  });

  it("keeps the two switches (top bar and mobile menu) in step", () => {
    const [top, mobile] = host.querySelectorAll("button");
    mobile.click();
    expect(top.getAttribute("aria-label")).to.equal("Appearance: Light");
    expect(mobile.getAttribute("aria-label")).to.equal("Appearance: Light");
    top.click();
    expect(mobile.getAttribute("aria-label")).to.equal("Appearance: System");
  });

  it("announces the new mode and emits web-docs-appearance", async () => {
    const events: Array<{ appearance: string; dark: boolean }> = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    document.addEventListener(APPEARANCE_EVENT, listener);
    button.click();
    document.removeEventListener(APPEARANCE_EVENT, listener);
    await nextFrame();
    expect(lastAnnouncement()).to.equal("Appearance: Light");
    expect(events).to.deep.equal([{ appearance: "light", dark: false }]);
  });

  it("in auto, follows the system live", async () => {
    button.click(); // light
    button.click(); // auto
    expect(state()).to.include({ appearance: "auto", dark: true });
    await emulateMedia({ colorScheme: "light" });
    await waitFor(() => html.classList.contains("light"), "auto follows system light");
    expect(state()).to.include({ appearance: "auto", dark: false, stored: "auto" });
    await emulateMedia({ colorScheme: "dark" });
    await waitFor(() => html.classList.contains("dark"), "auto follows system dark");
    expect(state()).to.include({ appearance: "auto", light: false });
  });

  it("an explicit choice ignores system changes", async () => {
    button.click(); // light
    await emulateMedia({ colorScheme: "light" });
    await waitFor(() => !matchMedia("(prefers-color-scheme: dark)").matches, "system light");
    await emulateMedia({ colorScheme: "dark" });
    await waitFor(() => matchMedia("(prefers-color-scheme: dark)").matches, "system dark");
    await nextFrame();
    expect(state()).to.include({ appearance: "light", light: true, dark: false });
  });

  it("follows a choice made in another tab", () => {
    localStorage.setItem(APPEARANCE_KEY, "light");
    window.dispatchEvent(new StorageEvent("storage", { key: APPEARANCE_KEY, newValue: "light" }));
    expect(state()).to.include({ appearance: "light", light: true });
    expect(button.getAttribute("aria-label")).to.equal("Appearance: Light");
  });

  it("labels switches that arrive with a client navigation", () => {
    button.click(); // light
    const fresh = mount(switchMarkup);
    announceNavigated({ url: location.href });
    expect(fresh.querySelector("button")!.getAttribute("aria-label")).to.equal("Appearance: Light");
    fresh.remove();
  });

  it("the head script applies a stored choice and falls back to the site default", () => {
    localStorage.setItem(APPEARANCE_KEY, "light");
    runHeadScript("dark");
    expect(state()).to.include({ appearance: "light", light: true, dark: false });
    localStorage.setItem(APPEARANCE_KEY, "nonsense");
    runHeadScript("dark");
    expect(state()).to.include({ appearance: "dark", dark: true, light: false });
  });
});
