import { expect, test } from "@playwright/test";

// Issue #15 item 7 on an author's VitePress-style docs (test/fixtures/author-site): once the widgets load,
// `:::tabs` sets and `::: code-group`s are ARIA tabs (the no-JS radio group is checked in author-site.spec.ts).

test("tab sets are ARIA tabs: roles, aria-selected, arrows wrap, shared key syncs and persists", async ({ page }) => {
  await page.goto("guide/tabs.html");
  const [pm1, pm2, os] = await page.locator(".wd-tabs-group").all();
  const list = pm1.getByRole("tablist", { name: "npm / pnpm" });
  await expect(list.getByRole("tab")).toHaveText(["npm", "pnpm"]);
  const npm = list.getByRole("tab", { name: "npm", exact: true });
  await expect(npm).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "npm" }).first()).toContainText("Run npm install handbook.");
  await npm.focus();
  await page.keyboard.press("ArrowLeft"); // wraps to the last tab
  const pnpm = list.getByRole("tab", { name: "pnpm" });
  await expect(pnpm).toBeFocused();
  await expect(pnpm).toHaveAttribute("aria-selected", "true");
  await expect(pnpm).toHaveAttribute("tabindex", "0");
  await expect(npm).toHaveAttribute("tabindex", "-1");
  await expect(pm1.getByText("Run pnpm add handbook.")).toBeVisible();
  await expect(pm2.getByRole("tab", { name: "pnpm", selected: true })).toBeVisible();
  await expect(pm2.getByText("Run pnpm start.")).toBeVisible();
  await expect(os.getByRole("tab", { name: "macOS", selected: true })).toBeVisible();
  await page.keyboard.press("ArrowRight"); // wraps to the first
  await expect(npm).toHaveAttribute("aria-selected", "true");
  await os.getByRole("tab", { name: "Linux" }).click();
  await expect(os.getByRole("tabpanel", { name: "Linux" })).toContainText("Use your package manager.");
  await page.reload();
  await expect(os.getByRole("tab", { name: "Linux", selected: true })).toBeVisible();
});

test("code groups are ARIA tabs too", async ({ page }) => {
  await page.goto("guide/code.html");
  const group = page.locator(".wd-code-group");
  const list = group.getByRole("tablist", { name: "npm / pnpm / yarn" });
  await expect(list.getByRole("tab")).toHaveText(["npm", "pnpm", "yarn"]);
  await list.getByRole("tab", { name: "yarn" }).click();
  await expect(group.getByRole("tabpanel", { name: "yarn" })).toContainText("yarn add handbook");
  await page.keyboard.press("ArrowRight");
  await expect(list.getByRole("tab", { name: "npm", exact: true })).toBeFocused();
  await expect(group.getByText("npm install handbook")).toBeVisible();
  await page.keyboard.press("End");
  await expect(list.getByRole("tab", { name: "yarn", selected: true })).toBeFocused();
});
