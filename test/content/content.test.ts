import assert from "node:assert/strict";
import path from "node:path";
import { describe, it } from "node:test";
import { checkContent } from "../../site/content-check.ts";
import { parseMermaidBlocks } from "../support/mermaid-parse.ts";

// The content check of issues #7–#9, one test per page so a failure names the page.
const CONTENT = path.resolve("content");
const result = checkContent(CONTENT);

describe("content: every page", () => {
  it("finds the articles", () => assert.ok(result.pages.length > 100, `only ${result.pages.length} pages`));
  for (const page of result.pages) {
    it(page.file, () => {
      const problems = result.problems.filter((p) => p.file === path.relative(process.cwd(), path.join(CONTENT, page.file)) || p.file === page.file);
      assert.deepEqual(problems.map((p) => `${p.line ? `line ${p.line}: ` : ""}${p.problem}`), []);
    });
  }
});

describe("content: Mermaid", () => {
  it(`all ${result.mermaid.length} diagrams parse with Mermaid's parser`, async () => {
    const bad = await parseMermaidBlocks(result.mermaid);
    assert.deepEqual(bad.map((b) => `${b.file}:${b.line}: ${b.error}`), []);
  });
});
