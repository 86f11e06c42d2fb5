import assert from "node:assert/strict";
import path from "node:path";
import { describe, it } from "node:test";
import { checkContent } from "../../site/content-check.ts";
import { formatCounts, runSnippets } from "../../site/snippets/run.ts";
import { parseMermaidBlocks } from "../support/mermaid-parse.ts";

// The content check of issues #7–#9, one test per page so a failure names the page.
const CONTENT = path.resolve("content");
const result = checkContent(CONTENT);

describe("content: every page", () => {
  it("finds the articles", () => assert.ok(result.pages.length > 100, `only ${result.pages.length} pages`));
  for (const page of result.pages) {
    it(page.file, () => {
      const problems = result.problems.filter((p) => p.file === path.relative(process.cwd(), path.join(CONTENT, page.file)) || p.file === page.file);
      assert.deepEqual(
        problems.map((p) => `${p.line ? `line ${p.line}: ` : ""}${p.problem}`),
        [],
      );
    });
  }
});

describe("content: Mermaid", () => {
  it(`all ${result.mermaid.length} diagrams parse with Mermaid's parser`, async () => {
    const bad = await parseMermaidBlocks(result.mermaid);
    assert.deepEqual(
      bad.map((b) => `${b.file}:${b.line}: ${b.error}`),
      [],
    );
  });
});

// #22: every JavaScript/TypeScript fence that claims an output runs and prints it; shell, JSON, YAML and
// SQL fences are checked too. The test name carries the counts, so CI shows how many ran.
const snippets = await runSnippets(result.snippets, { workDir: path.resolve(".build/snippets") });

describe("content: snippets", () => {
  it(`snippets check out (${formatCounts(snippets.counts)})`, () => {
    assert.deepEqual(
      snippets.problems.map((p) => `${p.file}:${p.line}: ${p.problem}`),
      [],
    );
  });
  it("JavaScript snippets with an output really run (not all skipped)", () => {
    assert.ok((snippets.counts.js?.run ?? 0) >= 50, `only ${snippets.counts.js?.run ?? 0} js snippets ran`);
  });
});
