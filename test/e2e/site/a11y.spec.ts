import { expect, test } from "@playwright/test";
import { axeViolations, settle, useAppearance } from "../a11y-helpers";

// Accessibility gate: axe-core finds no violation (WCAG 2.x A/AA and best practices) on the home page,
// an article, a page with diagrams and the 404 page, in the dark and the light appearance.
// (The same with the search modal, the mobile menu and the navigator open: a11y-widgets.spec.ts.)
const PAGES = {
  home: "index.html",
  article: "frontend/basics/javascript/closures-scope-this.html",
  diagrams: "frontend/basics/javascript/event-loop.html",
  "not-found": "404.html",
};

for (const appearance of ["dark", "light"] as const) {
  test.describe(`axe, ${appearance} appearance`, () => {
    // axe's colour-contrast check visits every highlighted code token: slow on a loaded machine.
    test.slow();
    test.beforeEach(async ({ page }) => useAppearance(page, appearance));

    for (const [name, url] of Object.entries(PAGES)) {
      test(`${name} page (${url}) has no violations`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(url);
        await settle(page);
        await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${appearance}\\b`));
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    // The narrow layout differs in structure, not colour: checked once, in the default appearance.
    if (appearance === "dark")
      test("an article at 375px (mobile layout) has no violations", async ({ page }) => {
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto(PAGES.article);
        await settle(page);
        expect(await axeViolations(page)).toEqual([]);
      });
  });
}
