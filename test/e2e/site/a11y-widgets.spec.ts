import { expect, test, type Page } from "@playwright/test";
import { axeViolations, settle, useAppearance } from "../a11y-helpers";

// Accessibility and keyboard gate for the widgets' open states: the search modal, the mobile menu and
// the navigator panel pass axe in both appearances, and every disclosure button works from the keyboard.

const ARTICLE = "frontend/basics/javascript/closures-scope-this.html";

async function open(page: Page, width: number, appearance: "dark" | "light") {
  await useAppearance(page, appearance);
  await page.setViewportSize({ width, height: 800 });
  await page.goto(ARTICLE);
  await settle(page);
}

test.describe("widgets open: axe and keyboard", () => {
  test.slow(); // axe's colour-contrast check visits every highlighted code token

  for (const appearance of ["dark", "light"] as const) {
    test(`mobile menu open at 375px, ${appearance}: no axe violations`, async ({ page }) => {
      await open(page, 375, appearance);
      const button = page.getByRole("button", { name: "Navigation", exact: true });
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`navigator open, ${appearance}: no axe violations`, async ({ page }) => {
      await open(page, 1280, appearance);
      await page.getByRole("button", { name: "Quick navigator" }).click();
      await expect(
        page
          .getByRole("dialog")
          .or(page.getByRole("region", { name: "Quick navigator" }))
          .first(),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const width of [1280, 375]) {
    for (const key of ["Enter", "Space"]) {
      test(`${width}px: every visible disclosure button toggles aria-expanded with ${key}`, async ({ page }) => {
        // A fresh page per button (≈17 buttons): on a busy CI machine that outlasts one test's default time,
        // and both keys in one test outlasted even a slow test's (90 s) there.
        test.slow();
        await open(page, width, "dark");
        const buttons = page.locator("button[aria-expanded]:visible");
        const n = await buttons.count();
        expect(n).toBeGreaterThan(0);
        // Each button from a freshly loaded page: an open menu, drawer or modal changes which buttons are
        // visible and where focus is (a modal is closed with Escape, not with its opener).
        for (let i = 0; i < n; i++) {
          if (i > 0) await open(page, width, "dark");
          const b = buttons.nth(i);
          const name = (await b.getAttribute("aria-label")) ?? (await b.textContent()) ?? `button ${i}`;
          const before = await b.getAttribute("aria-expanded");
          await b.focus();
          await expect(b).toBeFocused();
          await page.keyboard.press(key);
          await expect(b, `${name} with ${key}`).toHaveAttribute("aria-expanded", before === "true" ? "false" : "true");
        }
      });
    }
  }
});

test.describe("search open: axe and keyboard", () => {
  test.slow();

  for (const appearance of ["dark", "light"] as const) {
    test(`search modal open, ${appearance}: no axe violations`, async ({ page }) => {
      await open(page, 1280, appearance);
      await page.getByRole("button", { name: "Search" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await page.keyboard.type("closure");
      await expect(dialog.getByRole("option").or(dialog.getByRole("link")).first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("Ctrl+K and / open search; Escape closes it and returns focus to where it was", async ({ page }) => {
    await open(page, 1280, "dark");
    const trigger = page.getByRole("button", { name: "Search" });
    await trigger.focus();
    for (const keys of ["Control+k", "/"]) {
      await page.keyboard.press(keys);
      await expect(page.getByRole("dialog")).toBeVisible();
      await expect(page.getByRole("searchbox").or(page.getByRole("combobox")).first()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(trigger).toBeFocused();
    }
  });
});
