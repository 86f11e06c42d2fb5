import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import attrs from "markdown-it-attrs";
import { checkLinks, scan } from "../../../site/link-check.ts";
import { createMarkdown } from "../../../site/markdown/index.ts";
import { PageAssets } from "../../../site/page-assets.ts";

// Links and assets as VitePress treats them (issue #16): images beside a page are copied content-hashed,
// links with target/download are left as they are, external links open in a new tab, and a broken link's
// line comes from the token map.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-vplinks-"));
after(() => fs.rmSync(dir, { recursive: true, force: true }));
fs.mkdirSync(path.join(dir, "guide", "img"), { recursive: true });
fs.writeFileSync(path.join(dir, "guide", "img", "shot.png"), "not really a png");
const page = path.join(dir, "guide", "a.md");
const write = (text: string) => fs.writeFileSync(page, text);
const assets = new PageAssets();
const md = createMarkdown({
  labels: { copyCode: "Copy" },
  links: {
    base: "/docs/",
    contentDir: dir,
    sources: () => new Set(["guide/a.md", "guide/b.md", "index.md", "pkg/index.md"]),
    publicFiles: () => new Set(["demo.html", "logo.svg"]),
    ignoreDeadLinks: [],
    pagePath: (file) => (file === "packages/pkg/guide.md" ? "pkg/index.md" : file),
    assets,
  },
});
const render = (text: string, file = page) => md.render(text, { page: { inputPath: file } });

describe("images beside a page", () => {
  it("are copied content-hashed into assets/ and the src rewritten, from Markdown and raw HTML", () => {
    const html = render('![Shot](./img/shot.png)\n\n<img src="img/shot.png" alt="raw">\n\ninline <img src="./img/shot.png?v=2" alt="i">\n');
    const out = [...assets.outputs()];
    assert.equal(out.length, 1);
    assert.match(out[0], /^assets\/shot\.[0-9a-f]{8}\.png$/);
    assert.equal(html.split(`src="/docs/${out[0]}"`).length - 1, 2);
    assert.match(html, new RegExp(`src="/docs/${out[0].replace(/\./g, "\\.")}\\?v=2"`));
  });
  it("a site path (public/) keeps its path under the base", () => {
    assert.match(render("![Logo](/logo.svg)"), /src="\/docs\/logo\.svg"/);
  });
  it("a missing one stops the build naming file, line and what to do", () => {
    write("---\ntitle: A\n---\n\n# A\n\ntext\n\n![Gone](./img/gone.png)\n");
    // Eleventy hands markdown-it the body after the front matter's closing line.
    assert.throws(
      () => render("\n# A\n\ntext\n\n![Gone](./img/gone.png)\n"),
      (e: Error) => {
        assert.equal(
          e.message,
          `${path.relative(process.cwd(), page)}:9: missing image "./img/gone.png": there is no file guide/img/gone.png beside the page (put it there, or in public/ and write "/gone.png")`,
        );
        return true;
      },
    );
  });
  it("are written under the output root", async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "wd-vplinks-out-"));
    await assets.write(out);
    const [file] = assets.outputs();
    assert.equal(fs.readFileSync(path.join(out, file), "utf8"), "not really a png");
    fs.rmSync(out, { recursive: true, force: true });
  });
});

describe("links as VitePress renders them", () => {
  it("external links get target=_blank rel=noreferrer unless they say otherwise", () => {
    const html = render("[a](https://example.com) [b](mailto:x@y.z) <https://auto.link>");
    assert.match(html, /<a href="https:\/\/example\.com" target="_blank" rel="noreferrer">a<\/a>/);
    assert.match(html, /<a href="mailto:x@y\.z" target="_blank" rel="noreferrer">b<\/a>/);
    assert.match(html, /<a href="https:\/\/auto\.link" target="_blank" rel="noreferrer">/);
  });
  it("a Markdown link with {target} or {download} is left as written and not checked", () => {
    const withAttrs = createMarkdown({
      labels: { copyCode: "Copy" },
      links: { base: "/docs/", contentDir: dir, sources: () => new Set(), publicFiles: () => new Set(), ignoreDeadLinks: [] },
    }).use(attrs);
    const html = withAttrs.render('[r](/generated/report){target="_self"} [z](./bundle.zip){download}', { page: { inputPath: page } });
    assert.match(html, /<a href="\/docs\/generated\/report" target="_self">r<\/a>/);
    assert.match(html, /<a href="\.\/bundle\.zip" download(="")?>z<\/a>/); // a bare boolean attribute, the same HTML
    assert.throws(() => withAttrs.render("[r](/generated/report)", { page: { inputPath: page } }), /broken link "\/generated\/report"/);
  });
  it("a link to an .html file of public/ is not dead", () => {
    assert.match(render("[demo](/demo.html)"), /href="\/docs\/demo\.html"/);
  });
  it("a broken link's line comes from the token map, not from a fenced example of the same link", () => {
    write("# A\n\n```md\n[x](./nope.md)\n```\n\nSee [x](./nope.md).\n");
    assert.throws(
      () => render(fs.readFileSync(page, "utf8")),
      (e: Error) => {
        assert.match(e.message, /guide\/a\.md:7: broken link "\.\/nope\.md": there is no page guide\/nope\.md$/);
        return true;
      },
    );
  });
  it("relative links of a rewritten page resolve from its new path", () => {
    const moved = path.join(dir, "packages", "pkg", "guide.md");
    assert.match(render("[b](../guide/b.md)", moved), /href="\/docs\/guide\/b\.html"/);
    assert.throws(
      () => render("[old](/packages/pkg/guide.md)"),
      /broken link "\/packages\/pkg\/guide\.md": there is no page packages\/pkg\/guide\.md \(rewrites serve that file as pkg\/index\.md: link to that path\)$/,
    );
    // From the file's own folder (packages/pkg/) this would name no page.
    assert.match(render("[self](./index.md)", moved), /href="\/docs\/pkg\/index\.html"/);
  });
});

describe("the output link check", () => {
  const built = (url: string, html: string, file = `docs${url.replace(".html", ".md")}`) => ({ url, html, file });
  it("leaves links with target or download alone, and finds .html files of public/", () => {
    const html =
      '<a href="/docs/report.html" target="_blank">r</a><a href="/docs/x.zip" download>z</a><a href="/docs/demo.html">d</a><a href="/docs/gone.html">g</a>';
    assert.deepEqual(
      scan(html).links.map((l) => l.href),
      ["/docs/demo.html", "/docs/gone.html"],
    );
    assert.deepEqual(checkLinks([built("/a.html", html)], { base: "/docs/", ignore: [], extraFiles: new Set(["demo.html"]) }), [
      'docs/a.md: broken link "/docs/gone.html" (no page or file /gone.html)',
    ]);
  });
  it("a broken link every page carries is one problem, not one per page", () => {
    const head = '<link rel="icon" href="/docs/nope.svg">';
    const problems = checkLinks([built("/a.html", head), built("/b.html", head), built("/c.html", head)], {
      base: "/docs/",
      ignore: [],
      extraFiles: new Set(),
    });
    assert.deepEqual(problems, ['docs/a.md: broken link "/docs/nope.svg" (no page or file /nope.svg) (and 2 more pages)']);
  });
  it("checks a site-absolute link the same from every page, and a fragment or relative link from its own page", () => {
    const links = '<a href="#x">x</a><a href="b.html#x">bx</a><a href="/docs/a.html#x">ax</a><a href="/docs/b.html#x">abs bx</a>';
    const problems = checkLinks([built("/a.html", `<h2 id="x">X</h2>${links}`), built("/b.html", links), built("/sub/c.html", `<h2 id="x">X</h2>${links}`)], {
      base: "/docs/",
      ignore: [],
      extraFiles: new Set(),
    });
    assert.deepEqual(problems.sort(), [
      'docs/a.md: broken anchor "/docs/b.html#x" (/b.html has no id "x") (and 2 more pages)',
      'docs/a.md: broken anchor "b.html#x" (/b.html has no id "x") (and 1 more page)',
      'docs/b.md: broken anchor "#x" (/b.html has no id "x")',
      'docs/sub/c.md: broken link "b.html#x" (no page or file /sub/b.html)',
    ]);
  });
});

describe("markdown options from the config", () => {
  const withOptions = createMarkdown({
    labels: { copyCode: "Copy" },
    markdown: { lineNumbers: true, anchorLevels: [2], tocLevels: [2, 3, 4], containerTitles: { tip: "Hint", note: "Remember" } },
  });
  it("container titles, for ::: blocks and GitHub alerts; a block's own title still wins", () => {
    const html = withOptions.render("::: tip\nx\n:::\n\n::: tip Own\ny\n:::\n\n> [!NOTE]\n> z\n");
    assert.match(html, /<p class="custom-block-title">Hint<\/p>/);
    assert.match(html, /<p class="custom-block-title">Own<\/p>/);
    assert.match(html, /github-alert"><p class="custom-block-title">Remember<\/p>/);
  });
  it("lineNumbers numbers every block unless the fence says :no-line-numbers", () => {
    assert.match(withOptions.render("```js\nx\n```\n"), /line-numbers-mode/);
    assert.doesNotMatch(withOptions.render("```js:no-line-numbers\nx\n```\n"), /line-numbers-mode/);
  });
  it("anchor.level: only those headings get a permalink; toc.level: the levels [[toc]] lists", () => {
    const html = withOptions.render("[[toc]]\n\n## Two\n\n### Three\n\n#### Four\n");
    assert.match(html, /<h2 id="two" tabindex="-1">Two <a class="header-anchor"/);
    assert.match(html, /<h3 id="three" tabindex="-1">Three<\/h3>/);
    assert.match(
      html,
      /<ul><li><a href="#two">Two<\/a><ul><li><a href="#three">Three<\/a><ul><li><a href="#four">Four<\/a><\/li><\/ul><\/li><\/ul><\/li><\/ul><\/nav>/,
    );
  });
});
