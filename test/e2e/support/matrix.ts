// The widths and appearances every chrome behaviour is checked at (issue #3: 375, 768, 960, 1280 and
// 1440 px, dark and light), and small page helpers shared by the widget specs.
import { expect, type Page } from "@playwright/test";

export const WIDTHS = [375, 768, 960, 1280, 1440] as const;
export const THEMES = ["dark", "light"] as const;
export type Theme = (typeof THEMES)[number];

export const MATRIX = WIDTHS.flatMap((width) => THEMES.map((theme) => ({ width, theme })));

/** Store the reader's appearance before any page script runs, as the appearance switch would. */
export async function useAppearance(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem("web-docs-appearance", t), theme);
}

/** Load a page and wait until the given widgets have rendered and wired their listeners (data-wd-ready). */
export async function openPage(page: Page, path: string, theme: Theme, tags: string[]): Promise<void> {
  await page.goto(path);
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
  for (const tag of tags) await expect(page.locator(`${tag}[data-wd-ready]`)).toHaveCount(1);
}

/** What the client router does after swapping the content: push the URL and announce the navigation. */
export async function announceNavigation(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    history.pushState(null, "", p);
    document.dispatchEvent(new CustomEvent("web-docs:navigated", { detail: { url: location.href } }));
  }, path);
}

export const isScrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow === "hidden");
