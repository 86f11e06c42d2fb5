// test/fixtures/vue-site/docs/.vitepress/theme: a VitePress theme extending the default one.
import { expect, test } from "@playwright/test";

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
