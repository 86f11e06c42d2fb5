import { type Page, expect, test } from "@playwright/test";
import { axeViolations, settle, useAppearance } from "../a11y-helpers";

// The chrome on a VitePress-style config (test/fixtures/author-site, base /handbook/), with JavaScript:
// flyouts inside the window, sidebars only where the config names them, collapsible groups, the
// appearance switch, the article's base font size and the extra ("…") menu (issue #15).

const APPEARANCE_KEY = "web-docs-appearance";
const main = (page: Page) => page.getByRole("navigation", { name: "Main", exact: true });
const sidebar = (page: Page) => page.getByRole("navigation", { name: "Sidebar" });
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));
const stored = (page: Page) => page.evaluate((k) => localStorage.getItem(k), APPEARANCE_KEY);
/**
 * Open a page and wait until its scripts listen (the router's signal, and the sidebar's own), so a click is
 * not lost before the widgets load (queuing early clicks is issue #15 item 12, done elsewhere).
 */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("data-router", "ready");
  if (await page.locator("web-docs-sidebar").count()) await expect(page.locator("web-docs-sidebar[data-wd-ready]")).toHaveCount(1);
}
/** The page can be scrolled sideways when the document is wider than the window. */
const sideways = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - innerWidth);

test.describe("top-nav flyouts stay inside the window, open or closed", () => {
  for (const width of [768, 1024, 1280, 1440]) {
    test(`${width}px: no sideways scroll, every menu within the window`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await open(page, "guide/intro.html");
      expect(await sideways(page), "all menus closed").toBe(0);
      // Nothing in the bar overlaps: the search button's content fits inside it and the button ends before the nav.
      const search = page.getByRole("button", { name: "Search" });
      expect(await search.evaluate((b) => b.scrollWidth - b.clientWidth), "search label overflows its button").toBeLessThanOrEqual(0);
      const box = (await search.boundingBox())!;
      expect(box.x + box.width, "search button ends before the nav").toBeLessThanOrEqual((await main(page).locator("ul").boundingBox())!.x);
      const buttons = page.locator(".wd-topbar .wd-flyout-button:visible");
      const count = await buttons.count();
      expect(count, "the Guide and Ecosystem menus at least").toBeGreaterThanOrEqual(2);
      for (let i = 0; i < count; i++) {
        const button = buttons.nth(i);
        const name = (await button.getAttribute("aria-label")) ?? (await button.innerText());
        await button.click();
        await expect(button).toHaveAttribute("aria-expanded", "true");
        const menu = button.locator("xpath=following-sibling::div[contains(@class,'wd-flyout-menu')]");
        await expect(menu).toBeVisible();
        const box = (await menu.boundingBox())!;
        expect(box.x, `${name}: left edge`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${name}: right edge`).toBeLessThanOrEqual(width);
        expect(await sideways(page), `${name} open`).toBe(0);
        await page.keyboard.press("Escape");
        await expect(button).toHaveAttribute("aria-expanded", "false");
        expect(await sideways(page), `${name} closed again`).toBe(0);
      }
    });
  }

  test("the widest menu's last column stays reachable at the right edge", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await open(page, "guide/intro.html");
    await main(page).getByRole("button", { name: "Ecosystem" }).click();
    const last = main(page).getByRole("link", { name: "Professional support" });
    await expect(last).toBeInViewport({ ratio: 1 });
  });
});

test.describe("without JavaScript, hovered menus stay inside the window too", () => {
  test.use({ javaScriptEnabled: false });
  for (const width of [768, 1024, 1440]) {
    test(`${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("guide/intro.html");
      for (const name of ["Guide", "Ecosystem"]) {
        await main(page).getByRole("button", { name }).hover();
        const menu = main(page).getByRole("button", { name }).locator("xpath=following-sibling::div[contains(@class,'wd-flyout-menu')]");
        await expect(menu).toBeVisible();
        const box = (await menu.boundingBox())!;
        expect(box.x, `${name}: left edge`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${name}: right edge`).toBeLessThanOrEqual(width);
        expect(await sideways(page), `${name} open`).toBe(0);
      }
    });
  }
});

test.describe("no sidebar outside every sidebar area", () => {
  test("a page under no configured prefix: no sidebar, no Menu button, its aside from 960px", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await open(page, "community/faq.html");
    await expect(page.getByRole("heading", { level: 1, name: "FAQ" })).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Contents menu" })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Contents" })).toBeVisible();
    await page.setViewportSize({ width: 959, height: 800 });
    await expect(page.getByRole("navigation", { name: "Contents" })).toBeHidden();
  });

  test('pages under a configured prefix keep theirs ("auto" and hand-written), with the aside from 1280px', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await open(page, "guide/intro.html");
    await expect(page.getByRole("button", { name: "Contents menu" })).toBeHidden(); // the sidebar is a column at 1024px
    await expect(sidebar(page).getByRole("link", { name: "Introduction" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Contents" })).toBeHidden();
    await open(page, "reference/beta.html");
    await expect(sidebar(page).getByRole("link", { name: "Beta options" })).toHaveAttribute("aria-current", "page");
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(page.getByRole("button", { name: "Contents menu" })).toBeVisible();
  });
});

test.describe("collapsible sidebar groups", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("clicking a collapsible group's heading toggles it; the keyboard does too", async ({ page }) => {
    await open(page, "guide/intro.html");
    const more = sidebar(page).getByRole("button", { name: "More" });
    await expect(more).toHaveAttribute("aria-expanded", "false"); // collapsed: true
    await expect(sidebar(page).getByRole("link", { name: "Tabs" })).toBeHidden();
    await sidebar(page).getByText("More", { exact: true }).click();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await expect(sidebar(page).getByRole("link", { name: "Tabs" })).toBeVisible();
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await expect(sidebar(page).getByRole("link", { name: "Tabs" })).toBeHidden();
    await page.keyboard.press("Space");
    await expect(more).toHaveAttribute("aria-expanded", "true");
  });

  test("a group whose heading is a link keeps the link; its caret toggles", async ({ page }) => {
    await open(page, "guide/intro.html");
    const heading = sidebar(page).getByRole("link", { name: "Guide overview" });
    await expect(heading).toHaveAttribute("href", "/handbook/guide/index.html");
    const caret = sidebar(page).getByRole("button", { name: "Guide overview" });
    await expect(caret).toHaveAttribute("aria-expanded", "true"); // collapsed: false
    await expect(sidebar(page).getByRole("link", { name: "Deploying" })).toBeVisible();
    await caret.click();
    await expect(caret).toHaveAttribute("aria-expanded", "false");
    await expect(sidebar(page).getByRole("link", { name: "Deploying" })).toBeHidden();
    await heading.click();
    await expect(page).toHaveURL(/\/handbook\/guide\/index\.html$/);
  });

  test("a group without `collapsed` is always open and has no toggle", async ({ page }) => {
    await open(page, "guide/code.html");
    await expect(sidebar(page).getByText("Basics", { exact: true })).toBeVisible();
    await expect(sidebar(page).getByRole("button", { name: "Basics" })).toHaveCount(0);
    await expect(sidebar(page).getByRole("link", { name: "Introduction" })).toBeVisible();
  });
});

test.describe("appearance", () => {
  test.use({ viewport: { width: 1280, height: 800 }, colorScheme: "light" });

  test("light system, site default dark: every click flips; the system's theme is stored as auto", async ({ page }) => {
    await open(page, "guide/intro.html");
    expect(await isDark(page)).toBe(true);
    const theme = page.getByRole("button", { name: /^Theme: / });
    await theme.click();
    expect(await isDark(page)).toBe(false);
    expect(await stored(page)).toBe("auto");
    await expect(theme).toHaveAccessibleName("Theme: System");
    await theme.click();
    expect(await isDark(page)).toBe(true);
    expect(await stored(page)).toBe("dark");
    await theme.click();
    expect(await isDark(page)).toBe(false);
    expect(await stored(page)).toBe("auto");
  });
});

test("article text is 14px, the spec's base size, and authors can set the token", async ({ page }) => {
  await open(page, "guide/intro.html");
  const paragraph = page.locator(".vp-doc p").first();
  await expect(paragraph).toHaveCSS("font-size", "14px");
  await page.addStyleTag({ content: ":root { --wd-font-size-content: 16px; }" });
  await expect(paragraph).toHaveCSS("font-size", "16px");
});

test.describe("extra menu", () => {
  for (const width of [768, 1024, 1279]) {
    test(`${width}px: the "…" menu holds the appearance switch and the social links`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await open(page, "guide/intro.html");
      const bar = page.locator(".wd-topbar-actions");
      await expect(bar.getByRole("button", { name: /^Theme: / })).toHaveCount(0); // none visible in the bar itself
      await expect(bar.getByRole("link", { name: "github" })).toHaveCount(0);
      const extra = page.getByRole("button", { name: "extra navigation" });
      await expect(extra).toBeVisible();
      await extra.click();
      await expect(extra).toHaveAttribute("aria-expanded", "true");
      const theme = page.getByRole("button", { name: /^Theme: / });
      await expect(theme).toBeVisible();
      await expect(page.getByRole("link", { name: "github" })).toHaveAttribute("href", "https://github.com/example/handbook");
      const before = await isDark(page);
      await theme.click();
      expect(await isDark(page)).toBe(!before);
      await expect(extra).toHaveAttribute("aria-expanded", "true"); // the menu stays open for another click
    });
  }

  test("1280px: the bar has room, so the switch and the links sit in it and there is no extra menu", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, "guide/intro.html");
    await expect(page.getByRole("button", { name: "extra navigation" })).toBeHidden();
    await expect(page.getByRole("button", { name: /^Theme: / })).toBeVisible();
    await expect(page.getByRole("link", { name: "github" })).toBeVisible();
  });

  test("below 768px the hamburger takes over: no extra menu", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, "guide/intro.html");
    await expect(page.getByRole("button", { name: "extra navigation" })).toBeHidden();
    const hamburger = page.getByRole("button", { name: "Navigation", exact: true });
    await expect(hamburger).toBeVisible();
    await expect(page.getByRole("link", { name: "github" })).toBeHidden();
    await hamburger.click(); // the mobile menu holds the switch and the social links instead
    const menu = page.getByRole("dialog", { name: "Navigation" });
    await expect(menu.getByRole("button", { name: /^Theme: / })).toBeVisible();
    await expect(menu.getByRole("link", { name: "github" })).toBeVisible();
  });
});

test.describe("axe", () => {
  for (const appearance of ["dark", "light"] as const) {
    test(`1024px, ${appearance}: the extra menu and the sidebar's toggles pass axe`, async ({ page }) => {
      await useAppearance(page, appearance);
      await page.setViewportSize({ width: 1024, height: 800 });
      await open(page, "guide/intro.html");
      await settle(page);
      await page.getByRole("button", { name: "extra navigation" }).click();
      await expect(page.getByRole("button", { name: /^Theme: / })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
