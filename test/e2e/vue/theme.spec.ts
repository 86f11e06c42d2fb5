// test/fixtures/vue-site/docs/.vitepress/theme: a VitePress theme extending the default one.
import { expect, test } from "@playwright/test";
import { clickUntil } from "./click-until.ts";

test("the theme's CSS brand colour reaches Web Docs' tokens", async ({ page }) => {
  await page.goto("guide.html");
  const brand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--wd-c-brand-1").trim());
  expect(brand).toBe("#e0115f");
  // A link of the article is drawn in it.
  const color = await page.locator(".based").evaluate((a) => getComputedStyle(a).color);
  expect(color).toBe("rgb(224, 17, 95)");
});

test("the theme's Layout fills the default theme's slots", async ({ page }) => {
  await page.goto("guide.html");
  // doc-before: above the article, rendered with the page's useData().
  await expect(page.locator("#main-content .doc-banner")).toHaveText("Banner for guide.md");
  await expect(page.locator(".wd-aside .aside-note")).toHaveText("Aside slot");
  await page.goto("plain.html");
  await expect(page.locator("#main-content .doc-banner")).toHaveText("Banner for plain.md");
});

test("an interactive component in a layout slot hydrates: the counter in doc-after counts", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto("likes.html");
  const value = page.locator(".slot-counter-value");
  await expect(value).toHaveText("0");
  await clickUntil(page.locator(".slot-counter-button"), (o) => expect(value).not.toHaveText("0", o));
  const before = Number(await value.textContent());
  await page.locator(".slot-counter-button").click();
  await expect(value).toHaveText(String(before + 1));
  expect(scripts.filter((u) => u.includes("/assets/vue/")).length).toBe(1);
  // Pages whose slot holds nothing interactive load no Vue (theme's v-if on the page's front matter).
  scripts.length = 0;
  await page.goto("plain.html");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((u) => u.includes("/assets/vue/"))).toEqual([]);
});

test("useData().theme is the themeConfig as written: nav, socialLinks, a custom key", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("guide.html");
  await expect(page.locator(".theme-data")).toHaveText("2 nav links, github, release 2.0");
  await context.close();
});

test("the theme's not-found slot is the 404 page, rendered over the not-found page's data; other pages never show it", async ({ page }) => {
  const res = await page.goto("no/such/page.html");
  expect(res?.status()).toBe(404);
  const main = page.locator("#main-content");
  await expect(main.getByRole("heading", { level: 1, name: "Lost in Vue Fixture" })).toBeVisible();
  await expect(main.locator(".lost-page")).toHaveText("No page here (404.md)");
  // Its scoped style applies (the theme's CSS), and Web Docs' own not-found screen is gone.
  expect(await main.locator(".lost").evaluate((e) => getComputedStyle(e).textAlign)).toBe("center");
  await expect(page.getByRole("heading", { name: "PAGE NOT FOUND" })).toHaveCount(0);
  await main.getByRole("link", { name: "Back to the start" }).click();
  await expect(page).toHaveURL(/\/index\.html$|\/$/);
  await expect(page.locator(".lost")).toHaveCount(0);
});
