import { expect, type Page, test } from "@playwright/test";
import { axeViolations, settle } from "../a11y-helpers";

// The two-version fixture (test/fixtures/versions-site: 2.x at /lib/, 1.x under /lib/1.x/) in Chromium:
// the version menu keeps the page (or the closest one), an old version says so, search stays in its version.

test.use({ viewport: { width: 1280, height: 800 } });

const mark = (page: Page) => page.evaluate(() => ((window as unknown as { wdMarker: number }).wdMarker = 9));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { wdMarker?: number }).wdMarker ?? null);

test("the version menu goes to the same page in another version, or its closest page: never a 404", async ({ page }) => {
  await page.goto("guide/intro.html");
  await page.getByRole("button", { name: "Version: 2.x" }).click();
  await page.locator(".wd-versions").getByRole("link", { name: "1.x" }).click();
  await expect(page).toHaveURL(/\/lib\/1\.x\/guide\/intro\.html$/);
  await expect(page.locator("main h1")).toHaveText("Introduction");
  await expect(page.locator("main")).toContainText("quantum parser");
  // Streams exists only in 2.x: 1.x's menu entry says so and goes to the guide's index there.
  await page.goto("guide/streams.html");
  await expect(page.getByText("New in 2.1")).toBeVisible();
  await page.getByRole("button", { name: "Version: 2.x" }).click();
  const old = page.locator(".wd-versions").getByRole("link", { name: "1.x (no such page)" });
  await expect(old).toHaveAttribute("href", "/lib/1.x/guide/index.html");
  await old.click();
  await expect(page).toHaveURL(/\/lib\/1\.x\/guide\/index\.html$/);
  await expect(page.locator("main h1")).toHaveText("Guide");
});

test("an old version's page says so and links to the latest; switching version is a full load, within one a client navigation", async ({ page }) => {
  await page.goto("1.x/guide/intro.html");
  await expect(page.locator("html[data-router=ready]")).toHaveCount(1);
  const banner = page.getByRole("note");
  await expect(banner).toContainText("You are reading the 1.x docs; the latest is 2.x.");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://libra.example/lib/guide/intro.html");
  expect(await axeViolations(page)).toEqual([]);
  await mark(page);
  // Within 1.x: the router swaps the page and the version menu follows it.
  await page.getByRole("navigation", { name: "Sidebar" }).getByRole("link", { name: "Configuration" }).click();
  await expect(page).toHaveURL(/\/lib\/1\.x\/guide\/config\.html$/);
  await expect(page.locator("main")).toContainText(".librarc");
  expect(await marked(page)).toBe(9);
  await expect(page.locator(".wd-versions .wd-flyout-menu > a").first()).toHaveAttribute("href", "/lib/guide/config.html");
  await expect(page.locator(".wd-versions .wd-flyout-menu > a").nth(1)).toHaveAttribute("href", "/lib/1.x/guide/config.html");
  // The legacy page exists only in 1.x: canonical stays on it; its banner links to 2.x's guide index.
  await page.goto("1.x/guide/legacy.html");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://libra.example/lib/1.x/guide/legacy.html");
  await mark(page);
  await page.getByRole("note").getByRole("link", { name: "Read this page in 2.x" }).click();
  await expect(page).toHaveURL(/\/lib\/guide\/index\.html$/);
  await expect(page.locator("html")).toHaveAttribute("data-version", "2.x");
  await expect(page.getByRole("note")).toHaveCount(0);
  expect(await marked(page)).toBe(null);
});

async function searchFor(page: Page, query: string) {
  await page.getByRole("button", { name: "Search" }).click();
  const dialog = page.getByRole("dialog", { name: "Search" });
  await dialog.getByRole("searchbox", { name: "Search" }).fill(query);
  return dialog;
}

test("search on a page finds the pages of its version only", async ({ page }) => {
  await page.goto("1.x/guide/config.html");
  await settle(page);
  let dialog = await searchFor(page, "quantum");
  const options = dialog.getByRole("option");
  await expect(options.first()).toBeVisible();
  const links = await options.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(
    links.every((l) => l.startsWith("/lib/1.x/")),
    links.join(" "),
  ).toBe(true);
  expect(
    links.some((l) => l.startsWith("/lib/1.x/guide/legacy.html")),
    links.join(" "),
  ).toBe(true);
  await dialog.getByRole("searchbox", { name: "Search" }).fill("zephyr");
  await expect(dialog).toContainText("zephyr");
  await expect(options).toHaveCount(0);

  await page.goto("guide/config.html");
  await settle(page);
  dialog = await searchFor(page, "zephyr");
  await expect(dialog.getByRole("option").first()).toBeVisible();
  const latest = await dialog.getByRole("option").evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(
    latest.every((l) => !l.startsWith("/lib/1.x/")),
    latest.join(" "),
  ).toBe(true);
  await dialog.getByRole("searchbox", { name: "Search" }).fill("quantum");
  await expect(dialog.getByRole("option")).toHaveCount(0);
});

test("the All versions switch widens search to every version; another version's results say which", async ({ page }) => {
  await page.goto("1.x/guide/config.html");
  await settle(page);
  const dialog = await searchFor(page, "zephyr");
  await expect(dialog).toContainText("zephyr");
  await expect(dialog.getByRole("option")).toHaveCount(0);
  const all = dialog.getByRole("checkbox", { name: "All versions" });
  await expect(all).not.toBeChecked();
  await all.check();
  // 2.x's pages now, their version named first in the title trail, linking into 2.x.
  const options = dialog.getByRole("option");
  await expect(options.first()).toBeVisible();
  await expect(options.first()).toContainText(/^2\.x/);
  const links = await options.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(links.length).toBeGreaterThan(0);
  expect(
    links.every((l) => l.startsWith("/lib/") && !l.startsWith("/lib/1.x/")),
    links.join(" "),
  ).toBe(true);
  // A word of both versions: this version's result first, without a version name; 2.x's after it, named.
  await dialog.getByRole("searchbox", { name: "Search" }).fill("settings");
  await expect(options.nth(1)).toBeVisible();
  const texts = await options.allTextContents();
  const paths = await options.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(paths[0], paths.join(" ")).toMatch(/^\/lib\/1\.x\//);
  expect(texts[0]).not.toMatch(/^2\.x/);
  expect(
    paths.some((p) => !p.startsWith("/lib/1.x/")),
    paths.join(" "),
  ).toBe(true);
  expect(texts.filter((t) => t.startsWith("2.x")).length).toBe(paths.filter((p) => !p.startsWith("/lib/1.x/")).length);
  expect(await axeViolations(page)).toEqual([]);
  // Off again: back to this version alone.
  await all.uncheck();
  await dialog.getByRole("searchbox", { name: "Search" }).fill("zephyr");
  await expect(options).toHaveCount(0);
});

test("on a phone the version menu is in the mobile menu", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("1.x/guide/intro.html");
  await page.getByRole("button", { name: "Navigation" }).click();
  const menu = page.getByRole("dialog", { name: "Navigation" });
  await expect(menu.getByText("Version", { exact: true })).toBeVisible();
  await expect(menu.getByRole("link", { name: "2.x" })).toHaveAttribute("href", "/lib/guide/intro.html");
});
