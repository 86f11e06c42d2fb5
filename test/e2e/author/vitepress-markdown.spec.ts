import { expect, test } from "@playwright/test";
import { axeViolations, settle, useAppearance } from "../a11y-helpers";

// VitePress Markdown forms in an author's docs (test/fixtures/author-site/docs/guide/vitepress.md), as a
// reader sees them in Chromium: imported code, included parts, badges, attributes and emoji.

test("snippet imports render as highlighted code blocks, in a code group too", async ({ page }) => {
  await page.goto("guide/vitepress.html");
  const whole = page.locator(".wd-code", { has: page.locator(".wd-code-title", { hasText: "greet.ts" }) });
  await expect(whole.locator("code")).toContainText("export function greet(name: string): string {");
  await expect(whole.locator(".line.highlighted")).toHaveText("export function greet(name: string): string {");
  await expect(whole.locator(".token.keyword").first()).toBeVisible();

  const region = page.locator(".wd-code", { has: page.locator(".wd-code-title", { hasText: "Greeting body" }) });
  await expect(region).toHaveAttribute("data-lang", "js");
  await expect(region.locator(".line")).toHaveText(["const greeting = `Hello, ${name}!`;", "return greeting;"]);
  await expect(region.locator(".line-numbers-wrapper")).toBeVisible();
  await expect(region.locator(".line.highlighted")).toBeVisible();

  const group = page.locator(".wd-code-group");
  // Once upgraded, a code group is an ARIA tablist (its radios without JavaScript).
  await expect(group.getByRole("tab", { name: "greet.ts", selected: true })).toBeVisible();
  await expect(group.getByText("return greeting;")).toBeVisible();
  await group.getByRole("tab", { name: "theme.css" }).click();
  await expect(group.getByText("color: rebeccapurple;")).toBeVisible();
  await expect(page.locator(".vp-doc p", { hasText: "<<<" })).toHaveCount(0);
});

test("included parts render in place, and their heading joins the outline", async ({ page }) => {
  await page.goto("guide/vitepress.html");
  const content = page.locator(".vp-doc");
  await expect(content.getByRole("heading", { level: 2, name: "Installing the handbook" })).toBeVisible();
  await expect(content.getByText("Requirements: You need Node 20 or newer.")).toBeVisible();
  await expect(page.locator(".wd-outline a[href='#installing-the-handbook']")).toHaveText("Installing the handbook");
  await expect(content).not.toContainText("@include");
});

test("badges show their text in their colour, and stay out of the outline", async ({ page }) => {
  await page.goto("guide/vitepress.html");
  const beta = page.locator(".VPBadge.info");
  await expect(beta).toHaveText("beta");
  await expect(beta).toBeVisible();
  await expect(page.locator("h2 .VPBadge.tip")).toHaveText("new");
  await expect(page.locator("h2 .VPBadge.danger")).toHaveText("deprecated");
  const [fg, bg] = await beta.evaluate((e) => [getComputedStyle(e).color, getComputedStyle(e).backgroundColor]);
  expect(fg).not.toBe(bg);
  expect(bg).not.toBe("rgba(0, 0, 0, 0)");
  await expect(page.locator(".wd-outline a[href='#imported-code']")).toHaveText("Imported code");
  await expect(page.locator(".wd-outline a[href='#badges-deprecated']")).toHaveText("Badges");
});

test("markdown attributes apply; emoji shortcodes show as emoji; ::: v-pre stays literal", async ({ page }) => {
  await page.goto("guide/vitepress.html");
  await expect(page.locator("h2#attrs.accent-heading")).toHaveText(/Attributes/);
  await expect(page.getByText("Visible without a click.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Stay in this tab" })).toHaveAttribute("target", "_self");
  await expect(page.getByRole("link", { name: "download the sample" })).toHaveAttribute("download", "");
  await expect(page.getByRole("img", { name: "Logo" })).toHaveAttribute("width", "48");
  await expect(page.locator("h1")).toContainText("VitePress Markdown ✨");
  await expect(page.getByText("A page written with VitePress's Markdown extensions. 🎉")).toBeVisible();
  await expect(page.getByText('{{ title }} stays as written, and so does <Badge text="x"/>.')).toBeVisible();
});

test("a home feature's HTML icon renders as markup, sanitised, and cards do not overflow", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("index.html");
  const icon = page.locator(".wd-feature-icon .memo");
  await expect(icon).toHaveText("🗒️");
  await expect(page.locator(".wd-feature-icon").filter({ hasText: "<span" })).toHaveCount(0);
  expect(await page.evaluate(() => document.body.dataset.pwned)).toBeUndefined();
  expect(await page.locator(".wd-feature-icon img[onload]").count()).toBe(0);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const overflowing = await page.locator(".wd-feature-box").evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).length);
    expect(overflowing).toBe(0);
  }
});

// Badges, imported code and the home icons pass axe (colour contrast included) in both appearances.
for (const appearance of ["dark", "light"] as const) {
  test(`the VitePress page and home, ${appearance}: no axe violations`, async ({ page }) => {
    test.slow(); // axe's colour-contrast check visits every highlighted code token
    await useAppearance(page, appearance);
    for (const url of ["guide/vitepress.html", "index.html"]) {
      await page.goto(url);
      await settle(page);
      expect(await axeViolations(page), url).toEqual([]);
    }
  });
}
