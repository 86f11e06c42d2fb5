import path from "node:path";
import { expect, test } from "@playwright/test";
import { builtPages, consoleProblems, shard } from "../console-check";

// Console gate: every page of the built Web Docs site loads in Chromium without a console error or
// warning, an uncaught exception, a failed request or an HTTP error. Four interleaved shards run in
// parallel so the whole site stays within a minute or two.
const PAGES = builtPages(path.resolve("dist/docs/web"), "/docs/web/");
const SHARDS = 4;

test("the built site has pages to check", () => {
  expect(PAGES.length, "pages in dist/docs/web (run npm run build first)").toBeGreaterThan(20);
});

for (let k = 0; k < SHARDS; k++) {
  test(`pages ${k + 1}/${SHARDS} load without console errors, warnings or failed requests`, async ({ page }) => {
    test.setTimeout(240_000);
    expect(await consoleProblems(page, shard(PAGES, SHARDS, k))).toEqual([]);
  });
}
