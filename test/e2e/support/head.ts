import type { Page } from "@playwright/test";

/**
 * What a navigation must leave exactly as a fresh load has it: the head's title, meta and link tags in
 * order (not hints the router adds or keeps: prefetch, modulepreload) and the language menu's links.
 */
export function headState(page: Page): Promise<{ head: string[]; languages: string[] }> {
  return page.evaluate(() => {
    const head = [...document.head.querySelectorAll(":scope > title, :scope > meta, :scope > link:not([rel=prefetch]):not([rel=modulepreload])")].map(
      (e) => e.outerHTML,
    );
    const languages = [...document.querySelectorAll(".wd-locales .wd-flyout-menu > a")].map((a) => `${a.textContent}: ${a.getAttribute("href")}`);
    return { head, languages };
  });
}

/** The same page loaded fresh in a new tab of the same context. */
export async function freshHeadState(page: Page, url: string): Promise<{ head: string[]; languages: string[] }> {
  const fresh = await page.context().newPage();
  await fresh.goto(url);
  const state = await headState(fresh);
  await fresh.close();
  return state;
}
