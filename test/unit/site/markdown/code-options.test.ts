import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseFenceInfo } from "../../../../site/markdown/fence.ts";
import { foldRanges } from "../../../../site/markdown/fold.ts";
import { createMarkdown } from "../../../../site/markdown/index.ts";
import { tokensToMarkdown } from "../../../../site/llms/markdown.ts";

const md = createMarkdown({ labels: { copyCode: "Copy", codeExpand: "All {n}", codeCollapse: "Fewer", codeFolded: "{n} folded", codeUnfold: "Fold {n}" } });
const lines = (n: number) => Array.from({ length: n }, (_, i) => `l${i + 1}`).join("\n");

describe("code block options", () => {
  it('title="…" gives a single block its title bar, as [title] does', () => {
    for (const info of ['js title="app.js"', "js [app.js]", "js title='app.js'"]) {
      const html = md.render(`\`\`\`${info}\nx\n\`\`\`\n`);
      assert.match(html, /^<div class="wd-code language-js has-title" data-lang="js"><div class="wd-code-title">app\.js<\/div>/, info);
    }
    assert.equal(tokensToMarkdown(md.parse('```js title="app.js"\nx\n```\n', {}), { links: { href: (h) => h } }), "**app.js**\n\n```js\nx\n```");
  });
  it("wrap marks the block for soft wrapping", () => {
    assert.match(md.render("```sh wrap\nx\n```\n"), /^<div class="wd-code language-sh wrap"/);
    assert.doesNotMatch(md.render("```sh\nwrap\n```\n"), /class="wd-code[^"]* wrap/);
  });
  it("collapse folds a long block under a labelled switch, never a short one", () => {
    const html = md.render(`\`\`\`txt collapse\n${lines(30)}\n\`\`\`\n`);
    assert.match(html, /^<div class="wd-code language-txt collapsible"/);
    assert.match(
      html,
      /<\/pre><div class="wd-fold-all"><label class="wd-fold-switch"><input type="checkbox" class="wd-fold-toggle"><span class="wd-fold-more">All 30<\/span><span class="wd-fold-less">Fewer<\/span><\/label><\/div><\/div>/,
    );
    assert.equal((html.match(/class="line"/g) ?? []).length, 30, "every line stays in the page");
    assert.doesNotMatch(md.render(`\`\`\`txt collapse\n${lines(5)}\n\`\`\`\n`), /wd-fold|collapsible/);
  });
  it("collapse={2-3,5} folds those lines behind bars, in the code and in the gutter; {…} is not a highlight there", () => {
    const info = parseFenceInfo("js collapse={2-3,5} {1} :line-numbers");
    assert.deepEqual([info.fold, [...info.highlight], info.lineNumbers], ["2-3,5", [1], true]);
    const html = md.render("```txt collapse={2-3,5} {1} :line-numbers\na\nb\nc\nd\ne\n```\n");
    const code = /<code[^>]*>([\s\S]*)<\/code>/.exec(html)![1];
    assert.equal(
      code,
      '<span class="line highlighted">a</span>\n' +
        '<span class="wd-fold-bar" data-fold="1"><label class="wd-fold-switch"><input type="checkbox" class="wd-fold-toggle"><span class="wd-fold-more">2 folded</span><span class="wd-fold-less">Fold 2</span></label></span>' +
        '<span class="wd-fold-lines" data-fold="1"><span class="line">b</span>\n<span class="line">c</span>\n</span><span class="line">d</span>\n' +
        '<span class="wd-fold-bar" data-fold="2"><label class="wd-fold-switch"><input type="checkbox" class="wd-fold-toggle"><span class="wd-fold-more">1 folded</span><span class="wd-fold-less">Fold 1</span></label></span>' +
        '<span class="wd-fold-lines" data-fold="2"><span class="line">e</span></span>',
    );
    assert.match(
      html,
      /<div class="line-numbers-wrapper" aria-hidden="true"><span>1<\/span><br><span class="wd-fold-gap" data-fold="1">⋯<\/span><span class="wd-fold-lines" data-fold="1"><span>2<\/span><br><span>3<\/span><br><\/span><span>4<\/span><br><span class="wd-fold-gap" data-fold="2">⋯<\/span><span class="wd-fold-lines" data-fold="2"><span>5<\/span><\/span><\/div>/,
    );
  });
  it("fold ranges are ordered, clipped to the code and never overlap", () => {
    assert.deepEqual(foldRanges("8-9, 2-4, 3-5, 12-40, x", 20), [
      [2, 4],
      [8, 9],
      [12, 20],
    ]);
  });
});
