// Markdown as VitePress renders it: test/fixtures/vitepress-markdown/docs built by Web Docs, compared with
// what VitePress 1.6.4 built from the same folder (vitepress-1.6.4/: the `.vp-doc` of each page, as written
// by `npx vitepress build docs`) by scripts/compare-vitepress.ts — heading ids and texts, visible text line
// by line, and raw syntax VitePress does not show.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { build } from "../../../scripts/build.ts";
import { diffLines, facts } from "../../../scripts/compare-vitepress.ts";
import footnote from "markdown-it-footnote";
import { createMarkdown } from "../../../site/markdown/index.ts";
import { scanContent } from "../../../site/content-index.ts";
import { ok } from "../../support/config-support.ts";

const FIXTURE = path.resolve("test/fixtures/vitepress-markdown");
const out = fs.mkdtempSync(path.join(os.tmpdir(), "wd-vp-md-"));
const read = (rel: string) => fs.readFileSync(path.join(out, rel), "utf8");
before(async () => {
  await build(["--content", path.join(FIXTURE, "docs"), "--out", out]);
});
after(() => fs.rmSync(out, { recursive: true, force: true }));

function compare(page: string, knownDifferences: string[] = []) {
  const vp = facts(fs.readFileSync(path.join(FIXTURE, "vitepress-1.6.4", page), "utf8"));
  const wd = facts(read(page), vp);
  assert.ok(vp && wd, page);
  assert.deepEqual(wd.headings, vp.headings, "heading ids and texts");
  assert.deepEqual(diffLines(vp.lines, wd.lines), knownDifferences, "visible text (- VitePress only, + Web Docs only)");
  assert.deepEqual(wd.leaks, [], "raw syntax");
  return wd;
}

describe("Markdown forms, compared with VitePress's own build", () => {
  it("containers and alerts: VitePress's default titles on a VitePress site, ::: raw, [!INFO] and [!DANGER]; a fence's [title] only as a group's tab", () => {
    const wd = compare("containers.html");
    assert.ok(wd.lines.includes("TIP") && wd.lines.includes("IMPORTANT"));
    const html = read("containers.html");
    assert.match(html, /<div class="vp-raw">\s*<p>Wraps in a <code>/);
    assert.doesNotMatch(html, /wd-code-title/);
    assert.match(html, /<label for="cg-\d+-0">npm<\/label>/);
  });
  it("[[toc]]: each entry's text as VitePress writes it (code, emoji and badges kept, no permalink)", () => {
    compare("toc.html");
    assert.match(read("toc.html"), /<li><a href="#badges">Badges <span class="VPBadge info">default<\/span><\/a>/);
  });
  it("Vue in code: a js-vue fence renders its {{ }}, other code keeps it as written", () => {
    // The one difference on purpose: VitePress compiles {{ }} in inline code too (an unknown name shows
    // as nothing); Web Docs shows inline code as written, as it does fences (site/markdown/guard.ts).
    const wd = compare("vue.html", ["- Inline too; one plus one is 2.", "+ Inline {{ kept }} too; one plus one is 2."]);
    assert.ok(wd.lines.includes("Hello 2") && wd.lines.includes("Kept {{ 1 + 1 }}"));
  });
  it("<style module>: the classes renamed, read as $style (or by the name given), the CSS with the same names", () => {
    compare("style-module.html");
    const html = read("style-module.html");
    const button = /<button class="(_button_\w+)">Increment<\/button>/.exec(html)?.[1];
    const quiet = /<p class="(_quiet_\w+)">A second module/.exec(html)?.[1];
    assert.ok(button && quiet, html);
    const sheet = /<link rel="stylesheet" href="\/(assets\/vue\/[\w.]+\.css)">/.exec(html)?.[1];
    assert.ok(sheet, "the page links its CSS");
    const css = read(sheet);
    assert.match(css, new RegExp(`\\.${button} \\{\\s*color: red;`));
    assert.match(css, new RegExp(`\\.${quiet} \\{\\s*opacity: 0\\.8;`));
  });
});

describe("Markdown without a VitePress config", () => {
  const md = createMarkdown({ labels: { copyCode: "Copy code" } });
  it("<Badge> of the alert kinds VitePress's theme styles (note, important, caution) is rendered without Vue", () => {
    assert.match(
      md.render('Status <Badge type="note" text="n"/> <Badge type="caution">c</Badge>\n'),
      /<span class="VPBadge note">n<\/span> <span class="VPBadge caution">c<\/span>/,
    );
  });
  it("a site of Web Docs' own keeps sentence-case titles", () => {
    assert.match(
      md.render("::: tip\nx\n:::\n\n> [!INFO]\n> y\n"),
      /<p class="custom-block-title">Tip<\/p>[\s\S]*<div class="custom-block info github-alert"><p class="custom-block-title">Info<\/p>/,
    );
  });
});

describe("a site's own plugins that Web Docs has built in", () => {
  it("markdown-it-footnote used again in markdown.config: one list of notes, as under VitePress", () => {
    const markdown = ok({ markdown: { config: (md: { use(p: unknown): unknown }) => md.use(footnote) } }).markdown;
    const html = createMarkdown({ labels: { copyCode: "Copy" }, markdown }).render("A note[^1].\n\n[^1]: The note.\n");
    assert.equal(html.match(/class="footnotes-sep"/g)?.length, 1, html);
    assert.equal(html.match(/id="fn1"/g)?.length, 1, html);
    assert.match(html, /<li id="fn1" class="footnote-item"><p>The note\. <a href="#fnref1" class="footnote-backref"/);
  });
});

describe("a VitePress dynamic route", () => {
  it("[pkg].md with a [pkg].paths.js loader is no page of its own (its routes' pages are: test/unit/site/dynamic-routes.test.ts); [x].md alone is a page", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-vp-dyn-"));
    try {
      fs.mkdirSync(path.join(dir, "packages"));
      fs.writeFileSync(path.join(dir, "packages", "[pkg].md"), "# {{ $params.pkg }}\n");
      fs.writeFileSync(path.join(dir, "packages", "[pkg].paths.js"), "export default { paths: () => [{ params: { pkg: 'foo' } }] }\n");
      fs.writeFileSync(path.join(dir, "[literal].md"), "# Literal\n");
      const problems: Error[] = [];
      const pages = scanContent(dir, [], { problems });
      assert.deepEqual(problems, []);
      assert.deepEqual(
        pages.map((p) => p.file),
        ["[literal].md"],
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("markdown.anchor.level", () => {
  it("headings of the levels get the ids VitePress gives them; one above keeps an id that takes none of theirs", () => {
    const markdown = ok({ markdown: { anchor: { level: 2 } } }).markdown;
    const html = createMarkdown({ labels: { copyCode: "Copy" }, markdown }).render("# Setup\n\n## Setup\n\n## Setup\n");
    assert.deepEqual(
      [...html.matchAll(/<(h\d) id="([^"]+)"/g)].map((m) => `${m[1]}#${m[2]}`),
      ["h1#setup-2", "h2#setup", "h2#setup-1"],
    );
  });
});
