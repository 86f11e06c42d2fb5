import { expect, test } from "@playwright/test";
import { freshHeadState, headState } from "../support/head";

// Client navigations inside a locale: the hreflang alternates, feeds and the language menu (outside the
// swapped region) follow the page, as a fresh load has them — also to a page with no translation.

test("the head and the language menu after client navigations equal a fresh load, in each locale", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [start, steps] of [
    ["guide/intro.html", ["Setup", "Advanced", "Introduction"]],
    ["zh/guide/intro.html", ["安装", "简介"]],
  ] as const) {
    await page.goto(start);
    await expect(page.locator("html[data-router=ready]")).toHaveCount(1);
    await page.evaluate(() => ((window as unknown as { wdMarker: number }).wdMarker = 7));
    for (const name of steps) {
      await page.locator(".wd-sidebar").getByRole("link", { name, exact: true }).click();
      await expect(page.locator("main h1").first()).toHaveText(name);
      expect(await page.evaluate(() => (window as unknown as { wdMarker?: number }).wdMarker)).toBe(7);
      expect(await headState(page)).toEqual(await freshHeadState(page, page.url()));
    }
  }
});
