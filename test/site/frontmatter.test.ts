import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseFrontMatter } from "../../site/content-index.ts";
import { validateFrontmatter } from "../../site/page-view.ts";

describe("front matter errors name the file (and line)", () => {
  it("malformed YAML", () => {
    assert.throws(() => parseFrontMatter("---\ntitle: [unclosed\n---\n# x\n", "docs/a.md"), /^BuildError: docs\/a\.md:\d+: malformed front matter/);
    assert.throws(() => parseFrontMatter("---\ntitle: a\n: b\n---\n", "docs/a.md"), /docs\/a\.md:3: malformed front matter/);
  });
  it("an opening --- without a closing one", () => {
    assert.throws(() => parseFrontMatter("---\ntitle: a\n# x\n", "docs/a.md"), /docs\/a\.md:1: malformed front matter: the opening --- has no closing --- line/);
  });
  it("an unknown layout", () => {
    assert.throws(() => validateFrontmatter({ layout: "blog" }, "docs/a.md"), /docs\/a\.md: unknown layout "blog": use one of doc, home, page or false/);
  });
  it("an outline option of the wrong shape", () => {
    assert.throws(() => validateFrontmatter({ outline: [5, 2] }, "docs/a.md"), /docs\/a\.md: front matter outline: expected/);
  });
  it("prev/next, title and features of the wrong shape", () => {
    assert.throws(() => validateFrontmatter({ prev: 3 }, "a.md"), /front matter "prev": expected false, a label, or \{ text, link \}/);
    assert.throws(() => validateFrontmatter({ title: 3 }, "a.md"), /front matter "title": expected a string/);
    assert.throws(() => validateFrontmatter({ mermaidTheme: ["dark"] }, "a.md"), /front matter "mermaidTheme": expected a string/);
    assert.throws(() => validateFrontmatter({ features: [{ details: "x" }] }, "a.md"), /features\[0\]/);
  });
  it("accepts the valid shapes", () => {
    validateFrontmatter({ layout: false, outline: "deep", prev: false, next: { text: "N", link: "/n" }, aside: false, editLink: false, lastUpdated: false }, "a.md");
    validateFrontmatter({ layout: "home", features: [{ title: "F" }], hero: { name: "H" } }, "a.md");
  });
});
