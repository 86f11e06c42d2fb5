import path from "node:path";
import { expect, test } from "@playwright/test";
import { builtPages, consoleProblems } from "../console-check";

// Console gate on an author's site (own config, base /handbook/): no console error or warning, no
// uncaught exception, no failed request, no HTTP error on any page.
test("every page of the author site loads without console errors, warnings or failed requests", async ({ page }) => {
  test.setTimeout(120_000);
  const pages = builtPages(path.resolve(".build/author-site/handbook"), "/handbook/");
  expect(pages.length).toBeGreaterThan(5);
  expect(await consoleProblems(page, pages)).toEqual([]);
});
