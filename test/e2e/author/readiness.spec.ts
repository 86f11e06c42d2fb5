import { expect, test } from "@playwright/test";

// Readiness (#15 item 12) on an author's VitePress-style docs (test/fixtures/author-site): the signals
// embedders wait for, and keys pressed before search's code arrived (its chunk, chunks/ui.*.js since #18, held back) not lost.

test("the widgets mark themselves ready, and Ctrl+K with the keys typed before search loaded opens with them", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/chunks\/(register|ui)\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("guide/code.html", { waitUntil: "domcontentloaded" });
  await page.keyboard.press("Control+k");
  await page.keyboard.type("handbook");
  await page.waitForTimeout(100);
  const dialog = page.getByRole("dialog", { name: "Search" });
  await expect(dialog).toHaveCount(0);
  release();
  await expect(dialog.getByRole("searchbox", { name: "Search" })).toHaveValue("handbook");
  await expect(dialog.getByRole("option").first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-router", "ready");
  await expect(page.locator("web-docs-search")).toHaveAttribute("data-wd-ready", "");
});
