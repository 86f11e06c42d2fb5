import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { validateAuthorConfig } from "../../../site/config/validate.ts";
import type { ContentPage } from "../../../site/content-index.ts";
import MarkdownIt from "markdown-it";
import { createMarkdown } from "../../../site/markdown/index.ts";
import { tokensToMarkdown } from "../../../site/llms/markdown.ts";
import { hasTwin, llmsSections, llmsTxt, pageTwin, twinFiles, twinHref } from "../../../site/llms/step.ts";
import { pageView } from "../../../site/page-view.ts";

const md = createMarkdown({ labels: { copyCode: "Copy code" } });
const twin = (src: string, href = (h: string) => h) => tokensToMarkdown(md.parse(src, {}), { links: { href } });
const config = (raw: Record<string, unknown> = {}) =>
  validateAuthorConfig({ base: "/docs/web/", title: "T", description: "D", ...raw }, "web-docs.config.json");
const page = (url: string, title: string, frontmatter: Record<string, unknown> = {}): ContentPage => ({
  url,
  title,
  source: url.slice(1).replace(/\.html$/, ".md"),
  file: url.slice(1).replace(/\.html$/, ".md"),
  frontmatter,
});

describe("Markdown twin of a page's tokens", () => {
  it("keeps prose, emphasis, inline code, lists and tables as Markdown", () => {
    assert.equal(twin("Some **bold**, *em* and `code`.\n\n- a\n- b\n  1. c\n"), "Some **bold**, *em* and `code`.\n\n- a\n- b\n  1. c");
    assert.equal(twin("| A | B |\n|:-|-:|\n| 1 | x \\| y |\n"), "| A | B |\n| :--- | ---: |\n| 1 | x \\| y |");
  });
  it("flattens containers and alerts into quotes with a bold title", () => {
    assert.equal(twin("::: tip Remember\nBody **text**.\n:::\n"), "> **Remember**\n>\n> Body **text**.");
    assert.equal(twin("::: warning\nW\n:::\n"), "> **Warning**\n>\n> W");
    assert.equal(twin("> [!NOTE]\n> An alert.\n"), "> **Note**\n>\n> An alert.");
  });
  it("flattens code groups and tabs: each label a bold line before its content", () => {
    assert.equal(
      twin("::: code-group\n```sh [npm]\nnpm i\n```\n```sh [pnpm]\npnpm add\n```\n:::\n"),
      "**npm**\n\n```sh\nnpm i\n```\n\n**pnpm**\n\n```sh\npnpm add\n```",
    );
    assert.equal(twin(":::tabs key:os\n== macOS\nMac.\n== Linux\nLin.\n:::\n"), "**macOS**\n\nMac.\n\n**Linux**\n\nLin.");
  });
  it("keeps diagrams as mermaid fences, also those written as HTML", () => {
    assert.equal(twin("```mermaid\nflowchart LR\n  A --> B\n```\n"), "```mermaid\nflowchart LR\n  A --> B\n```");
    assert.equal(twin("<web-docs-mermaid>graph TD; A-->B</web-docs-mermaid>\n"), "```mermaid\ngraph TD; A-->B\n```");
  });
  it("keeps fences with a fence longer than their backticks, and drops line highlights from the info", () => {
    assert.equal(twin("````md {2}\n```js\nx\n```\n````\n"), "````md\n```js\nx\n```\n````");
    assert.equal(twin("```js [app.js]\nx\n```\n"), "**app.js**\n\n```js\nx\n```");
  });
  it("drops theme and author HTML tags but keeps their text", () => {
    const out = twin('<div class="x">\n\nInside <kbd>Ctrl</kbd>.\n\n</div>\n');
    assert.equal(out, "Inside Ctrl.");
  });
  it("rewrites links and images through the twin's link mapping, keeping anchors", () => {
    assert.equal(
      twin("[a](/docs/web/a.html#x) ![i](/docs/web/i.png)", (h) => `H${h}`),
      "[a](H/docs/web/a.html#x) ![i](H/docs/web/i.png)",
    );
  });
  it("escapes text that would read as syntax", () => {
    assert.equal(twin("Use \\*stars\\* and \\[brackets\\]."), "Use \\*stars\\* and \\[brackets\\].");
  });
});

describe("twin links, eligibility and llms.txt", () => {
  const twins = new Set(["/a.html", "/g/index.html"]);
  it("points page links at twins: absolute with a hostname, base-relative without", () => {
    assert.equal(twinHref(config({ hostname: "https://h.example" }), twins, "/docs/web/a.html#x"), "https://h.example/docs/web/a.md#x");
    assert.equal(twinHref(config(), twins, "/docs/web/g/index.html"), "/docs/web/g/index.md");
    assert.equal(twinHref(config(), twins, "/docs/web/no-twin.html"), "/docs/web/no-twin.html");
    assert.equal(twinHref(config(), twins, "#here"), "#here");
    assert.equal(twinHref(config(), twins, "https://x.example/a.html"), "https://x.example/a.html");
  });
  it("gives doc and page layouts a twin; not layout false, home, 404, search: false (unless llms: true), or excluded paths", () => {
    const c = config({ llms: { exclude: ["/secret/**"] } });
    assert.equal(hasTwin(page("/a.html", "A"), c), true);
    assert.equal(hasTwin(page("/p.html", "P", { layout: "page" }), c), true);
    assert.equal(hasTwin(page("/b.html", "B", { layout: false }), c), false);
    assert.equal(hasTwin(page("/index.html", "H", { layout: "home" }), c), false);
    assert.equal(hasTwin(page("/404.html", "404"), c), false);
    assert.equal(hasTwin(page("/s.html", "S", { search: false }), c), false);
    assert.equal(hasTwin(page("/s.html", "S", { search: false, llms: true }), c), true);
    assert.equal(hasTwin(page("/secret/x/y.html", "X"), c), false);
    assert.equal(hasTwin(page("/a.html", "A"), config({ llms: false })), false);
  });
  it("rejects a wrong llms config with the key path", () => {
    assert.throws(() => config({ llms: { exclude: "x" } }), /llms\.exclude/);
  });
  it("lists pages once per sidebar area in sidebar order, the rest last", () => {
    const c = config({ hostname: "https://h.example", themeConfig: { nav: [{ text: "Guide", link: "/g/" }] } });
    const pages = [page("/g/b.html", "B", { description: "Bee" }), page("/g/index.html", "G"), page("/solo.html", "Solo")];
    const sections = llmsSections(
      c,
      {
        "/g/": [
          { text: "G", link: "/g/" },
          { text: "B", link: "/g/b" },
          { text: "again", link: "/g/b.md" },
        ],
      },
      pages,
    );
    assert.equal(
      llmsTxt(c, sections),
      "# T\n\n> D\n\n## Guide\n\n- [G](https://h.example/docs/web/g/index.md)\n- [B](https://h.example/docs/web/g/b.md): Bee\n\n## Other pages\n\n- [Solo](https://h.example/docs/web/solo.md)\n",
    );
  });
  it("opens a twin with the title as h1 and the description, without doubling the author's h1", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "twin-"));
    fs.writeFileSync(path.join(dir, "a.md"), "---\ntitle: A\ndescription: About A.\n---\n\nBody.\n");
    fs.writeFileSync(path.join(dir, "b.md"), "---\ndescription: About B.\n---\n\n# Bee\n\nBody.\n");
    const c = config();
    assert.equal(pageTwin(page("/a.html", "A"), dir, md, c, new Set()), "# A\n\nAbout A.\n\nBody.\n");
    assert.equal(pageTwin(page("/b.html", "Bee"), dir, md, c, new Set()), "# Bee\n\nAbout B.\n\nBody.\n");
  });
  it("resolves includes and snippet imports into the twin", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "twin-"));
    fs.writeFileSync(path.join(dir, "part.md"), "Included **text**.\n");
    fs.writeFileSync(path.join(dir, "code.js"), "const x = 1;\n");
    fs.writeFileSync(path.join(dir, "a.md"), "# A\n\n<!--@include: ./part.md-->\n\n<<< ./code.js\n");
    assert.equal(pageTwin(page("/a.html", "A"), dir, md, config(), new Set()), "# A\n\nIncluded **text**.\n\n**code.js**\n\n```js\nconst x = 1;\n```\n");
  });
});

describe('the doc layout\'s "Copy page" control knows its twin', () => {
  const view = (url: string, frontmatter: Record<string, unknown> = {}, c = config()) =>
    pageView(c, {}, { url, source: url.slice(1).replace(/\.html$/, ".md"), file: "x.md", frontmatter, title: "P", content: "<h1>P</h1>" });
  it("names the twin under the base (same origin, even with a hostname) for a doc page that has one", () => {
    assert.equal(view("/g/a.html").twin, "/docs/web/g/a.md");
    assert.equal(view("/g/a.html", {}, config({ base: "/x/", hostname: "https://h.example" })).twin, "/x/g/a.md");
  });
  it("is null where no twin is written, or outside the doc layout", () => {
    assert.equal(view("/g/a.html", { search: false }).twin, null);
    assert.equal(view("/g/a.html", { search: false, llms: true }).twin, "/docs/web/g/a.md");
    assert.equal(view("/g/a.html", {}, config({ llms: false })).twin, null);
    assert.equal(view("/p.html", { layout: "page" }).twin, null);
    assert.equal(view("/index.html", { layout: "home" }).twin, null);
  });
  it("lets the link check accept links to the twins", () => {
    const pages = [page("/a.html", "A"), page("/s.html", "S", { search: false })];
    assert.deepEqual(twinFiles(pages, config()), ["a.md"]);
  });
});

describe("config and front-matter text in llms.txt and the twins is escaped as Markdown", () => {
  // Read back with a plain markdown-it: what a reader (or a model) of the file gets.
  const plain = new MarkdownIt();
  const hostile = "Docs](javascript:alert(1)) [x\n# Injected heading\n- injected item";

  it("site title, description, section labels and page titles stay text: no link, heading or list they did not write", () => {
    const c = config({
      title: hostile,
      description: "Line one\n\n## Not a heading",
      hostname: "https://h.example",
      themeConfig: { nav: [{ text: "Guide\n# Evil", link: "/g/" }] },
    });
    const pages = [page("/g/index.html", "G [a](javascript:b)", { description: "Desc\n- not an item" })];
    const text = llmsTxt(c, llmsSections(c, { "/g/": [{ text: "G", link: "/g/" }] }, pages));
    const html = plain.render(text);
    assert.doesNotMatch(html, /href="javascript/);
    assert.equal((html.match(/<h1>/g) ?? []).length, 1, html);
    assert.equal((html.match(/<h2>/g) ?? []).length, 1, html);
    assert.equal((html.match(/<li>/g) ?? []).length, 1, html);
    assert.match(html, /<h1>Docs\]\(javascript:alert\(1\)\) \[x # Injected heading - injected item<\/h1>/);
  });

  it("a page's title and description open its twin as one heading and one paragraph", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "twin-escape-"));
    fs.writeFileSync(path.join(dir, "a.md"), '---\ndescription: "# Not a heading\\n- nor an item"\n---\n\nBody.\n');
    const html = plain.render(pageTwin(page("/a.html", "Title <script>x</script>\n## Two"), dir, md, config(), new Set()));
    assert.doesNotMatch(html, /<script>|<h2>|<li>/);
    assert.match(html, /^<h1>Title &lt;script&gt;x&lt;\/script&gt; ## Two<\/h1>\n<p># Not a heading - nor an item<\/p>\n<p>Body.<\/p>/);
  });
});
