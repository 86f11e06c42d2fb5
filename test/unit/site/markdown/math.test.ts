import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { createMarkdown } from "../../../../site/markdown/index.ts";
import { tokensToMarkdown } from "../../../../site/llms/markdown.ts";
import { pageEnv } from "../../../../site/markdown/source.ts";
import { writeThemeAssets } from "../../../../site/theme/assets.ts";
import { ownConfig as webDocsConfig } from "../../../support/own-config.ts";

const md = createMarkdown({ labels: { copyCode: "Copy" }, markdown: { math: true } });
const off = createMarkdown({ labels: { copyCode: "Copy" } });

describe("math (markdown.math)", () => {
  it("renders $…$ inline as MathML, with no script", () => {
    const html = md.render("Area $\\pi r^2$ here.\n");
    assert.match(html, /^<p>Area <math><mrow><mi>π<\/mi><msup><mi>r<\/mi><mn[^>]*>2<\/mn><\/msup><\/mrow><\/math> here\.<\/p>/);
    assert.doesNotMatch(html, /<script/);
  });
  it("renders $$…$$ blocks (over lines or on one) as display MathML in a scrolling box", () => {
    const html = md.render("$$\n\\frac{a}{b}\n$$\n\n$$ E=mc^2 $$\n");
    const blocks = html.match(/<div class="wd-math" tabindex="0"><math display="block"[^>]*>/g) ?? [];
    assert.equal(blocks.length, 2);
    assert.match(html, /<mfrac><mi>a<\/mi><mi>b<\/mi><\/mfrac>/);
    assert.match(html, /<mi>E<\/mi><mo>=<\/mo>/);
  });
  it("keeps prices and escaped dollars as text (VitePress's delimiter rules)", () => {
    assert.equal(md.render("It costs $5 and $10.\n"), "<p>It costs $5 and $10.</p>\n");
    assert.equal(md.render("From $ 3 to $4.\n"), "<p>From $ 3 to $4.</p>\n");
    assert.equal(md.render("Escaped \\$x\\$ stays.\n"), "<p>Escaped $x$ stays.</p>\n");
    // A closing $ right before a digit does not close.
    assert.equal(md.render("$a$1\n"), "<p>$a$1</p>\n");
  });
  it("leaves code and fences alone", () => {
    assert.match(md.render("`$x$`\n"), /<code>\$x\$<\/code>/);
    assert.match(md.render("```\n$$\nx\n$$\n```\n"), /\$\$\nx\n\$\$|\$\$/);
    assert.doesNotMatch(md.render("```\n$$\nx\n$$\n```\n"), /<math/);
  });
  it("is off unless the config turns it on", () => {
    assert.equal(off.render("$x$\n"), "<p>$x$</p>\n");
  });
  it("a formula Temml cannot read is a build error naming the file, the line and the fix", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-math-"));
    const file = path.join(dir, "page.md");
    const src = "---\ntitle: T\n---\n\nFine $x$.\n\nBroken $\\frac{a$ here,\nand $\\nosuch{b}$ too.\n";
    fs.writeFileSync(file, src);
    const body = src.replace(/^---[\s\S]*?---\n/, "");
    assert.throws(
      () => md.render(body, pageEnv(file)),
      (e: Error) => {
        assert.match(e.message, /page\.md:7: formula \$\\frac\{a\$ cannot be rendered: .*expected '\}'/);
        assert.match(e.message, /and 1 more on this page: line 8/);
        return true;
      },
    );
  });
  it("keeps formulas as TeX in the Markdown twin, and dollars of text escaped", () => {
    const twin = tokensToMarkdown(md.parse("Costs $5, area $\\pi r^2$, \\$x\\$.\n\n$$\n\\frac{a}{b}\n$$\n", {}), { links: { href: (h) => h } });
    assert.equal(twin, "Costs \\$5, area $\\pi r^2$, \\$x\\$.\n\n$$\n\\frac{a}{b}\n$$");
  });
  it("an unclosed $$ block is an error", () => {
    assert.throws(() => md.render("$$\nx\n"), /\$\$ block is never closed/);
  });
  it("the theme carries Temml's stylesheet and its font only on a site with math", () => {
    const written = (math: boolean) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-math-theme-"));
      const out = writeThemeAssets(dir, { ...webDocsConfig, markdown: math ? { math: true } : {} });
      return { out, css: fs.readFileSync(path.join(dir, path.basename(out["theme.css"])), "utf8"), dir };
    };
    const on = written(true);
    const font = on.out["Temml.woff2"];
    assert.match(font, /^assets\/Temml\.[0-9a-f]{10}\.woff2$/);
    assert.ok(fs.existsSync(path.join(on.dir, path.basename(font))));
    assert.ok(on.css.includes(`url("${path.basename(font)}")`), "the @font-face names the hashed font beside theme.css");
    assert.match(on.css, /math\.tml-display \{/);
    const off = written(false);
    assert.equal(off.out["Temml.woff2"], undefined);
    assert.doesNotMatch(off.css, /tml-display|font-family: .Temml/);
  });
});
