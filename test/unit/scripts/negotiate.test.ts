import assert from "node:assert/strict";
import { test } from "node:test";
import { parseAccept, prefersMarkdown, twinPathOf } from "../../../scripts/negotiate.ts";

// Which Accept headers get a page's Markdown twin (scripts/negotiate.ts; docs/deploy.md's nginx map follows the same table).
const CASES: Array<[string | undefined, boolean]> = [
  [undefined, false],
  ["", false],
  ["*/*", false], // curl, fetch: no explicit wish
  ["text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8", false], // Chromium
  ["text/markdown", true],
  ["TEXT/Markdown", true],
  ["text/markdown, text/html, */*", true], // a tie goes to Markdown
  ["text/html, text/markdown", true],
  ["text/markdown;q=0.9, text/html", false],
  ["text/html;q=0.8, text/markdown;q=0.9", true],
  ["text/html;q=0.9, text/markdown;q=0.85", false],
  ["text/markdown;q=0.5, */*", false], // */* gives HTML 1
  ["text/markdown;q=0.5, text/*;q=0.4", true],
  ["text/markdown;q=0.5, text/html;q=0, */*", true], // the most specific range decides: HTML refused
  ["text/markdown;q=0", false],
  ["text/markdown; q=0.000, text/html", false],
  ["text/markdown;charset=utf-8;q=0.7, text/plain", true],
  ["text/markdownx, text/html", false],
  ["text/plain, text/markdown-ish", false],
];

test("prefersMarkdown: text/markdown named, acceptable, and weighted at least as high as text/html", () => {
  for (const [accept, want] of CASES) assert.equal(prefersMarkdown(accept), want, String(accept));
});

test("parseAccept reads q-values and skips malformed ranges", () => {
  assert.deepEqual(parseAccept("text/html;q=0.5, garbage, */*; q=1.0"), [
    { type: "text", subtype: "html", q: 0.5 },
    { type: "*", subtype: "*", q: 1 },
  ]);
});

test("twinPathOf: pages and folders have a twin path, other files none", () => {
  assert.equal(twinPathOf("/docs/web/a/b.html"), "/docs/web/a/b.md");
  assert.equal(twinPathOf("/docs/web/a/"), "/docs/web/a/index.md");
  assert.equal(twinPathOf("/docs/web/hashmap.json"), null);
  assert.equal(twinPathOf("/docs/web/a"), null);
});
