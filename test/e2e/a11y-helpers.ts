import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// Shared by the accessibility specs of both built sites.

/** Pick the reader's appearance before the page's head script reads it. */
export async function useAppearance(page: Page, appearance: "dark" | "light"): Promise<void> {
  await page.addInitScript((a) => localStorage.setItem("web-docs-appearance", a), appearance);
}

/** Wait until the page is at rest: widgets loaded and upgraded, diagrams drawn (once Mermaid is merged). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  const mermaid = await page.evaluate(() => document.querySelector("web-docs-mermaid") !== null && customElements.get("web-docs-mermaid") !== undefined);
  if (mermaid) await expect(page.locator("web-docs-mermaid svg").first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

/** axe-core over the whole page (WCAG 2.0–2.2 A/AA and best practices): one readable line per violation. */
export async function axeViolations(page: Page, options: { include?: string; disableRules?: string[] } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]);
  if (options.include) builder = builder.include(options.include);
  if (options.disableRules) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1).join("; ")}`)
        .join("\n")}`,
  );
}
