import { expect, test } from "@playwright/test";

// What a reader sees of the VitePress forms the author-site fixture uses (issues #15 and #16): a
// page-relative image, external links, a dated lastUpdated in the reader's locale, the site's own icon,
// a nested-base sidebar link and a rewritten page.
test.use({ timezoneId: "UTC" });

test("a page-relative image loads from its content-hashed copy", async ({ page }) => {
  await page.goto("guide/assets.html");
  const images = page.locator("article img[src*='/assets/diagram.']");
  await expect(images).toHaveCount(2);
  for (const img of await images.all()) {
    await expect(img).toBeVisible();
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(40);
  }
});

test("external links open in a new tab without a referrer", async ({ page }) => {
  await page.goto("guide/assets.html");
  const link = page.getByRole("link", { name: "VitePress on GitHub" });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noreferrer");
});

test.describe("a dated lastUpdated, en-US", () => {
  test.use({ locale: "en-US" });
  test("shows the front matter's date, not git's, in the reader's locale", async ({ page }) => {
    await page.goto("guide/assets.html");
    const line = page.locator(".wd-last-updated");
    await expect(line).toHaveText("Changed: 3/15/2024, 10:30:00 AM");
    await expect(line.locator("time")).toHaveAttribute("datetime", "2024-03-15T10:30:00.000Z");
  });
});

test.describe("a dated lastUpdated, de-DE", () => {
  test.use({ locale: "de-DE" });
  test("shows the front matter's date in German order", async ({ page }) => {
    await page.goto("guide/assets.html");
    await expect(page.locator(".wd-last-updated")).toHaveText("Changed: 15.3.2024, 10:30:00");
  });
});

test("the site icon is the one the config's head names", async ({ page, request }) => {
  await page.goto("index.html");
  const icons = page.locator("link[rel~='icon']");
  await expect(icons).toHaveCount(1);
  const href = await icons.getAttribute("href");
  expect(href).toBe("/handbook/favicon.svg");
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('fill="#3dd68c"');
});

test("a nested-base sidebar link and a rewritten page lead where VitePress leads", async ({ page }) => {
  await page.goto("guide/intro.html");
  await page.locator(".wd-sidebar").getByRole("link", { name: "Assets and dates" }).click();
  await expect(page).toHaveURL(/\/handbook\/guide\/assets\.html$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Assets and dates");
  await page.goto("widget/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Widget package/);
  await page.getByRole("link", { name: "introduction" }).click();
  await expect(page).toHaveURL(/\/handbook\/guide\/intro\.html$/);
});

test("navbar: false, footer: false and pageClass hold on a direct visit and after a client navigation", async ({ page }) => {
  await page.goto("about.html");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page
    .locator("html[data-router='ready']")
    .waitFor({ state: "attached" })
    .catch(() => undefined);
  await page.getByRole("link", { name: "landing page" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Landing");
  for (const visit of ["client navigation", "direct visit"]) {
    if (visit === "direct visit") await page.goto("landing.html");
    await expect(page.getByRole("banner"), visit).toHaveCount(0);
    await expect(page.getByRole("contentinfo"), visit).toHaveCount(0);
    await expect(page.locator(".landing-page h1"), visit).toHaveText("Landing");
  }
  await page.getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});
