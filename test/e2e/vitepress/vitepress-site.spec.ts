import { expect, test } from "@playwright/test";
import { axeViolations, settle } from "../a11y-helpers";

// A VitePress site built unchanged (test/fixtures/vitepress-site) in Chromium: twoslash type popups by
// keyboard and without JavaScript, the language menu's link to another site, social icons.

test("a twoslash type popup opens on keyboard focus; queries and errors are visible; copy leaves popups out", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("guide/twoslash.html");
  await settle(page);
  const size = page.locator(".twoslash-hover", { hasText: /^size/ });
  const popup = size.locator(".twoslash-popup");
  await expect(popup).toBeHidden();
  // Tab from the code block itself to its first identifiers until "size" has focus.
  await page.locator(".wd-code pre").first().focus();
  for (let i = 0; i < 6 && !(await size.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(size).toBeFocused();
  await expect(popup).toBeVisible();
  await expect(popup).toHaveText("const size: number");
  await expect(size).toHaveAccessibleDescription("const size: number");
  await expect(page.locator(".twoslash-query")).toBeVisible();
  await expect(page.locator(".twoslash-error")).toContainText("Type 'string' is not assignable to type 'number'.");
  // Hover shows another one.
  await page.locator(".twoslash-hover", { hasText: /^length/ }).hover();
  await expect(page.locator(".twoslash-hover", { hasText: /^length/ }).locator(".twoslash-popup")).toBeVisible();
  await page.locator(".wd-code").first().hover();
  await page.locator(".wd-code .wd-copy").first().click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe('import { greeting } from "./greet"\nconst size = greeting.length\nconst wrong: number = "text"');
  expect(await axeViolations(page, { include: ".wd-code" })).toEqual([]);
});

test("without JavaScript the popups still open on focus; @log and @warn messages and ^| completions are shown", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${test.info().project.use.baseURL}guide/twoslash.html`);
  const size = page.locator(".twoslash-hover", { hasText: /^size/ });
  await size.focus();
  await expect(size.locator(".twoslash-popup")).toBeVisible();
  await expect(page.getByRole("note").filter({ hasText: "Log: 2 items" })).toBeVisible();
  await expect(page.getByRole("note").filter({ hasText: "Warning: Mutates the array" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Completions for “e”" }).getByRole("listitem")).toHaveText(["error"]);
  // A ```dot graph is drawn at build time: a picture named by its label.
  const graph = page.getByRole("img", { name: "Graph: Build pipeline" });
  await expect(graph).toBeVisible();
  expect((await graph.boundingBox())?.height ?? 0).toBeGreaterThan(50);
  await context.close();
});

test("the language menu links to the locale on another site; the social links show their icons", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("guide/markdown.html");
  await settle(page);
  await page.locator(".wd-topbar button[aria-label='Change language']").click();
  await expect(page.getByRole("link", { name: "简体中文" })).toHaveAttribute("href", "https://zh.example.com/");
  await expect(page.getByRole("link", { name: "Bluesky" }).locator("svg")).toBeVisible();
  await expect(page.getByRole("link", { name: "Own icon" }).locator("svg")).toBeVisible();
});

test("sidebar: auto lists the page's own headings, with and without JavaScript; aside: left stands before the content", async ({ browser, page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto("reference/auto.html");
  await settle(page);
  const nav = page.getByRole("navigation", { name: "Sidebar" });
  await expect(nav.getByRole("link")).toHaveText(["Install pkg & <T>", "From npm", "From source", "Configure", "Options", "Use"]);
  await nav.getByRole("link", { name: "Options" }).click();
  await expect(page).toHaveURL(/reference\/auto\.html#options$/);
  await expect(page.locator("#options")).toBeInViewport();
  // The outline column sits between the sidebar and the content.
  const x = async (sel: string) => (await page.locator(sel).boundingBox())?.x ?? -1;
  expect(await x(".wd-sidebar")).toBeLessThan(await x(".wd-aside"));
  expect(await x(".wd-aside")).toBeLessThan(await x(".wd-main"));
  expect(await axeViolations(page, { include: ".wd-sidebar" })).toEqual([]);
  // A page reached in place gets its own sidebar, not the one of the page it came from.
  await page.goto("guide/markdown.html");
  await settle(page);
  await page.evaluate(() => {
    const a = document.createElement("a");
    a.href = "../reference/auto.html";
    a.textContent = "to auto";
    document.querySelector("main")?.prepend(a);
  });
  await page.getByRole("link", { name: "to auto" }).click();
  await expect(nav.getByRole("link")).toHaveText(["Install pkg & <T>", "From npm", "From source", "Configure", "Options", "Use"]);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const bare = await context.newPage();
  await bare.goto(`${test.info().project.use.baseURL}reference/auto.html`);
  await expect(bare.getByRole("navigation", { name: "Sidebar" }).getByRole("link", { name: "From source" })).toBeVisible();
  await context.close();
});

test("a hero image { light, dark } shows the one of the appearance", async ({ page }) => {
  await page.goto("index.html");
  await settle(page);
  const dark = await page.evaluate(() => !document.documentElement.classList.contains("light"));
  const shown = page.getByRole("img", { name: "Site picture" });
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAttribute("src", dark ? "/vp/hero-dark.svg" : "/vp/hero-light.svg");
});

test("navbar: false and footer: false leave the page alone; pageClass is on its frame", async ({ page }) => {
  await page.goto("reference/plain.html");
  await settle(page);
  await expect(page.getByRole("heading", { level: 1, name: "Plain page" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await page.goto("reference/auto.html");
  await expect(page.locator(".wd-page-frame.api-page.wide")).toHaveCount(1);
});
