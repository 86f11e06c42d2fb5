import { expect, test } from "@playwright/test";

// Smoke test of the Web Docs site itself: home, an article, the areas' navigation.
test("home page: hero, actions and one feature per area", async ({ page }) => {
  await page.goto("index.html");
  await expect(page).toHaveTitle("Web Docs");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Web Docs");
  await expect(page.getByRole("link", { name: "Get started" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse topics" })).toBeVisible();
  for (const area of ["Frontend", "Backend", "Client", "DevOps", "Tools"]) {
    await expect(page.locator(".wd-feature-title", { hasText: new RegExp(`^${area}$`) })).toBeVisible();
  }
});

test("an article renders with its sidebar group open, outline, code and footer", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("frontend/basics/javascript/event-loop.html");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const sidebar = page.getByRole("navigation", { name: "Sidebar" });
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute("href", "/docs/web/frontend/basics/javascript/event-loop.html");
  await expect(page.getByRole("navigation", { name: "On this page" })).toBeVisible();
  await expect(page.locator(".wd-code .token").first()).toBeVisible();
  await expect(page.locator(".wd-footer")).toContainText(/Copyright © 2021–\d{4}/);
  await expect(page.getByRole("navigation", { name: "Pager" })).toBeVisible();
});

test("the top navigation reaches every area", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("index.html");
  for (const [menu, link, heading] of [
    ["Frontend", "HTML", "HTML"],
    ["Backend", "MySQL", "MySQL"],
    ["Client", "Flutter", "Flutter"],
    ["DevOps", "Docker", "Docker"],
    ["Tools", "Git", "Git"],
  ]) {
    await page.goto("index.html");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: menu }).hover();
    await nav.getByRole("link", { name: link, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
  }
});
