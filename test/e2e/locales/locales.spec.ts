import { expect, type Page, test } from "@playwright/test";
import { axeViolations, settle } from "../a11y-helpers";

// The three-language fixture (test/fixtures/locales-site: English at /, Chinese under zh/, Persian right to
// left under fa/) in Chromium: the language menu, the mirrored layout, the not-found screen per locale.

/** Sum of layout shifts (without recent input) from the start of the page. */
async function trackShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

test("the language menu goes to the same page in another locale, which loads with its own lang, dir and chrome", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("zh/guide/intro.html");
  await settle(page);
  const button = page.getByRole("button", { name: "切换语言" });
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator(".wd-locales a[aria-current]")).toHaveText("简体中文");
  await page.getByRole("link", { name: "فارسی" }).click();
  await expect(page).toHaveURL(/\/intl\/fa\/guide\/intro\.html$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fa-IR");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // The top bar is the Persian one, not the Chinese one kept from before (a full load, not a swap).
  await expect(page.getByRole("button", { name: "تغییر زبان" })).toBeVisible();
  await expect(page.locator(".wd-nav-link")).toHaveText(["راهنما"]);
});

test("a page with no translation sends the menu to that locale's home", async ({ page }) => {
  await page.goto("guide/advanced.html");
  await page.getByRole("button", { name: "Change language" }).click();
  await page.getByRole("link", { name: "简体中文" }).click();
  await expect(page).toHaveURL(/\/intl\/zh\/index\.html$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
});

for (const width of [375, 1280]) {
  for (const [path, dir] of [
    ["fa/guide/intro.html", "rtl"],
    ["guide/intro.html", "ltr"],
  ] as const) {
    test(`${width}px, ${dir}: the layout follows the direction, axe-clean, with no layout shift`, async ({ page }, info) => {
      await trackShifts(page);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await settle(page);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
      // Nothing sticks out sideways: the page cannot be scrolled horizontally in either direction.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      const main = (await page.locator(".wd-main").boundingBox())!;
      if (width >= 960) {
        const sidebar = (await page.locator(".wd-sidebar").boundingBox())!;
        const outline = (await page.locator(".wd-aside").boundingBox())!;
        if (dir === "rtl") {
          // A closed group's caret points left, along the reading direction (LTR: right, untransformed).
          const caret = page.locator(".wd-group.collapsed .wd-caret .wd-chevron").first();
          await expect(caret).toHaveCSS("transform", "matrix(-1, 0, 0, 1, 0, 0)");
          expect(sidebar.x).toBeGreaterThanOrEqual(main.x + main.width - 1);
          // The joined Copy page / menu buttons mirror too: the menu toggle, now on the left, rounds its left corners.
          await expect(page.locator(".wd-page-actions-toggle")).toHaveCSS("border-top-left-radius", "6px");
          await expect(page.locator(".wd-page-actions-toggle")).toHaveCSS("border-top-right-radius", "0px");
          expect(outline.x + outline.width).toBeLessThanOrEqual(main.x + 1);
        } else {
          expect(sidebar.x + sidebar.width).toBeLessThanOrEqual(main.x + 1);
          expect(outline.x).toBeGreaterThanOrEqual(main.x + main.width - 1);
        }
      } else {
        // The drawer opens from the reading side: right edge in RTL, left edge in LTR.
        await page.locator(".wd-localnav-menu").click();
        const drawer = page.locator(".wd-sidebar");
        await expect(drawer).toBeVisible();
        await page.waitForTimeout(400); // the slide-in transition
        const box = (await drawer.boundingBox())!;
        if (dir === "rtl") expect(Math.round(box.x + box.width)).toBe(width);
        else expect(Math.round(box.x)).toBe(0);
        await page.keyboard.press("Escape");
      }
      // The next-page link sits at the end of the reading direction.
      const next = (await page.locator(".wd-pager-link.next").boundingBox())!;
      const content = (await page.locator(".wd-pager").boundingBox())!;
      if (dir === "rtl") expect(next.x).toBeLessThan(content.x + content.width / 2);
      else expect(next.x).toBeGreaterThan(content.x + content.width / 2 - 1);
      await page.screenshot({ path: info.outputPath(`${dir}-${width}.png`), fullPage: false });
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test("the not-found screen sends a reader home in the locale of the path they asked for", async ({ page }) => {
  const cases: Array<[string, string, string, string]> = [
    ["zh/guide/missing.html", "带我回首页", "/intl/zh/index.html", "zh-Hans"],
    ["fa/nothing-here.html", "بازگشت به خانه", "/intl/fa/index.html", "fa-IR"],
    ["elsewhere/missing.html", "Take me home", "/intl/index.html", "en-US"],
  ];
  for (const [path, text, href, lang] of cases) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const link = page.getByRole("link", { name: text });
    await expect(link).toHaveAttribute("href", href);
    await expect(page.locator(".wd-not-found")).toHaveAttribute("lang", lang);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/\./g, "\\.")}$`));
  }
});

test("search speaks the page's locale: a Chinese query on a zh page finds the zh page and no English one", async ({ page }) => {
  await page.goto("zh/guide/setup.html");
  await page.getByRole("button", { name: "搜索" }).click();
  const dialog = page.getByRole("dialog", { name: "搜索" });
  const box = dialog.getByRole("searchbox", { name: "搜索" });
  await expect(box).toHaveAttribute("placeholder", "搜索文档");
  await box.fill("简介");
  const options = dialog.getByRole("option");
  await expect(options.first()).toBeVisible();
  const links = await options.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(links.length).toBeGreaterThan(0);
  expect(
    links.every((l) => l.startsWith("/intl/zh/")),
    links.join(" "),
  ).toBe(true);
  expect(
    links.some((l) => l.startsWith("/intl/zh/guide/intro.html")),
    links.join(" "),
  ).toBe(true);
  // An English word is not in the Chinese index: the no-results line, in Chinese.
  await box.fill("Introduction");
  await expect(dialog).toContainText("没有找到“Introduction”的相关结果");
  await expect(options).toHaveCount(0);
});

test("search on an English page finds the English page, not its translations", async ({ page }) => {
  await page.goto("guide/setup.html");
  await page.getByRole("button", { name: "Search" }).click();
  const dialog = page.getByRole("dialog", { name: "Search" });
  const box = dialog.getByRole("searchbox", { name: "Search" });
  await expect(box).toHaveAttribute("placeholder", "Search docs");
  await box.fill("Introduction");
  const options = dialog.getByRole("option");
  await expect(options.first()).toBeVisible();
  const links = await options.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(
    links.some((l) => l.startsWith("/intl/guide/intro.html")),
    links.join(" "),
  ).toBe(true);
  expect(
    links.every((l) => !/^\/intl\/(zh|fa)\//.test(l)),
    links.join(" "),
  ).toBe(true);
  await box.fill("简介");
  await expect(options).toHaveCount(0);
});
