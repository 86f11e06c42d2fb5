import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { keyLine, parseFrontMatter } from "../../../site/front-matter-text.ts";
import { checkAllFrontmatter, frontmatterProblems } from "../../../site/frontmatter.ts";
import { validateFrontmatter } from "../../../site/page-view.ts";

describe("front matter errors name the file (and line)", () => {
  it("malformed YAML", () => {
    assert.throws(() => parseFrontMatter("---\ntitle: [unclosed\n---\n# x\n", "docs/a.md"), /^BuildError: docs\/a\.md:\d+: malformed front matter/);
    assert.throws(() => parseFrontMatter("---\ntitle: a\n: b\n---\n", "docs/a.md"), /docs\/a\.md:3: malformed front matter/);
  });
  it("an opening --- without a closing one", () => {
    assert.throws(
      () => parseFrontMatter("---\ntitle: a\n# x\n", "docs/a.md"),
      /docs\/a\.md:1: malformed front matter: the opening --- has no closing --- line/,
    );
  });
  it("a layout that cannot name a component", () => {
    assert.throws(
      () => validateFrontmatter({ layout: "two words" }, "docs/a.md"),
      /docs\/a\.md: unknown layout "two words": use one of doc, home, page, false, or the name/,
    );
  });
  it("a custom layout name needs a theme of the site's own (else it is most likely a typo)", () => {
    const pages = [{ frontmatter: { layout: "blog" } }];
    assert.match(
      frontmatterProblems(pages, () => "docs/a.md")[0].message,
      /docs\/a\.md: unknown layout "blog": use one of doc, home, page or false \(a layout of your own needs a theme/,
    );
    assert.deepEqual(
      frontmatterProblems(pages, () => "docs/a.md", true),
      [],
    );
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
    validateFrontmatter(
      { layout: false, outline: "deep", prev: false, next: { text: "N", link: "/n" }, aside: false, editLink: false, lastUpdated: false },
      "a.md",
    );
    validateFrontmatter({ layout: "home", features: [{ title: "F" }], hero: { name: "H" } }, "a.md");
  });
});

describe("front matter: one schema, normalised once, errors at the key's line", () => {
  const source = "---\ntitle: Tuning\n# a comment\noutline: [5, 2]\n---\n# Tuning\n";
  it("a bad outline names the file and the line of the key", () => {
    assert.throws(
      () => validateFrontmatter({ title: "Tuning", outline: [5, 2] }, "docs/tuning.md", source),
      (e: Error) => e.message === 'docs/tuning.md:4: front matter outline: expected a heading level 2–6, a [min, max] pair, "deep" or false, got a list',
    );
  });
  it("keyLine finds a top-level key inside the front matter only", () => {
    assert.equal(keyLine(source, "outline"), 4);
    assert.equal(keyLine(source, "title"), 2);
    assert.equal(keyLine("---\ntitle: a\n---\noutline: 3\n", "outline"), undefined);
    assert.equal(keyLine('---\n"prev": false\n---\n', "prev"), 2);
  });
  it("the build's check reads the file for the line, and reports every bad page together", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-fm-"));
    const pages = [
      { file: "a.md", text: "---\ntitle: A\noutline: deep\n---\n# A\n", frontmatter: { title: "A", outline: "deep" } },
      { file: "b.md", text: "---\ntitle: B\n\noutline: 7\n---\n# B\n", frontmatter: { title: "B", outline: 7 } },
      { file: "c.md", text: "---\nprev: 3\n---\n# C\n", frontmatter: { prev: 3 } },
    ];
    for (const p of pages) fs.writeFileSync(path.join(dir, p.file), p.text);
    assert.throws(
      () => checkAllFrontmatter(pages, (i) => path.join(dir, pages[i].file)),
      (e: Error) => {
        const lines = e.message.split("\n");
        assert.equal(lines[0], "2 pages with front matter problems:");
        assert.equal(lines[1], `  ${path.join(dir, "b.md")}:4: front matter outline: expected a heading level 2–6, a [min, max] pair, "deep" or false, got 7`);
        assert.equal(lines[2], `  ${path.join(dir, "c.md")}:2: front matter "prev": expected false, a label, or { text, link }, got 3`);
        return true;
      },
    );
  });
  it("returns the option normalised: the outline as [min, max] or null, verified as month and tools", () => {
    assert.deepEqual(validateFrontmatter({ outline: "deep" }, "a.md").outline, [2, 6]);
    assert.deepEqual(validateFrontmatter({ outline: 3 }, "a.md").outline, [3, 3]);
    assert.equal(validateFrontmatter({ outline: false }, "a.md").outline, null);
    assert.deepEqual(validateFrontmatter({ verified: { date: "2026-11", React: "19.2" } }, "a.md").verified, {
      year: 2026,
      month: 11,
      tools: [{ name: "React", version: "19.2" }],
    });
    // Keys the theme does not read pass through untouched.
    assert.deepEqual(validateFrontmatter({ custom: { any: [1] } }, "a.md").custom, { any: [1] });
  });
  it("each page's front matter is parsed once: the build's check and the page view share the result", () => {
    const fm = { title: "A", outline: [2, 3] };
    checkAllFrontmatter([{ frontmatter: fm }], () => "a.md");
    const first = validateFrontmatter(fm, "a.md");
    assert.equal(validateFrontmatter(fm, "a.md"), first);
    assert.notEqual(validateFrontmatter({ ...fm }, "a.md"), first, "another object is parsed on its own");
  });
  it("several problems of one page in one message, each key named", () => {
    assert.throws(
      () => validateFrontmatter({ title: 3, aside: "right", order: "1" }, "a.md"),
      (e: Error) => {
        assert.equal(
          e.message,
          'a.md: front matter "title": expected a string, got 3; front matter "aside": expected true, false or "left", got "right"; front matter "order": expected a number, got "1"',
        );
        return true;
      },
    );
  });
});
