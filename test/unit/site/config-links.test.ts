import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { checkConfigLinks, checkFrontmatterLinks, configLinks, type LinkTargets, unresolvedLink } from "../../../site/config-links.ts";
import { validateAuthorConfig } from "../../../site/config/validate.ts";
import { ownConfig as webDocsConfig } from "../../support/own-config.ts";
import type { ContentPage } from "../../../site/content-index.ts";
import { parseFenceInfo } from "../../../site/markdown/fence.ts";
import { createMarkdown } from "../../../site/markdown/index.ts";
import { pageView, validateFrontmatter } from "../../../site/page-view.ts";
import { resolveSidebarConfig } from "../../../site/sidebar.ts";

const targets: LinkTargets = {
  base: "/docs/web/",
  sources: new Set(["index.md", "guide/index.md", "guide/intro.md", "reference/api.md"]),
  publicFiles: new Set(["logo.svg", "files/a.pdf"]),
  ignore: ["/old/page", /^\/legacy\//],
};

describe("config links: a link must name a page or a public file", () => {
  it("resolves pages with or without .html, folders, sources and the base", () => {
    for (const link of [
      "/guide/intro",
      "/guide/intro.html",
      "/guide/intro.md",
      "/guide/",
      "/guide/index",
      "/",
      "/docs/web/guide/intro",
      "/reference/api#options",
      "guide/intro",
    ]) {
      assert.equal(unresolvedLink(link, targets), null, link);
    }
  });
  it("leaves external links, anchors and ignored links alone", () => {
    for (const link of ["https://example.com/x", "mailto:a@b.c", "#top", "/old/page", "/old/page.html", "/legacy/anything"])
      assert.equal(unresolvedLink(link, targets), null, link);
  });
  it("accepts public files and names what is missing", () => {
    assert.equal(unresolvedLink("/logo.svg", targets), null);
    assert.equal(unresolvedLink("/files/a.pdf", targets), null);
    assert.equal(unresolvedLink("/guide/nope", targets), "there is no page guide/nope.md in the content folder");
    assert.equal(unresolvedLink("/reference/", targets), "there is no page reference/index.md in the content folder");
    assert.equal(unresolvedLink("/files/b.pdf", targets), "there is no file public/files/b.pdf in the content folder");
  });
  it("a config link to no page fails naming the config file and key path", () => {
    const config = validateAuthorConfig(
      {
        base: "/docs/web/",
        themeConfig: {
          nav: [
            {
              text: "G",
              items: [
                { text: "Intro", link: "/guide/intro" },
                { text: "Nope", link: "/guide/nope" },
              ],
            },
          ],
          sidebar: { "/guide/": [{ text: "G", items: [{ text: "x", link: "/reference/missing" }] }] },
        },
      },
      "site/handbook.json",
    );
    assert.throws(
      () => checkConfigLinks(config, targets, "unused"),
      (e: Error) => {
        assert.match(
          e.message,
          /site\/handbook\.json: themeConfig\.nav\[0\]\.items\[1\]\.link: "\/guide\/nope" resolves to no page \(there is no page guide\/nope\.md in the content folder\)/,
        );
        assert.match(e.message, /site\/handbook\.json: themeConfig\.sidebar\["\/guide\/"\]\[0\]\.items\[0\]\.link: "\/reference\/missing" resolves to no page/);
        return true;
      },
    );
  });
  it("the built-in config's links are read off the config with their key paths", () => {
    const links = configLinks(webDocsConfig);
    assert.ok(links.some((l) => l.keyPath === "themeConfig.nav[0].items[0].items[0].link" && l.link === "/frontend/basics/html/index.html"));
    assert.ok(links.some((l) => l.keyPath === "themeConfig.extraMenu[0].link"));
  });
  it("front-matter links (hero actions, features, prev/next) fail naming the page and key", () => {
    const page = (source: string, frontmatter: Record<string, unknown>): ContentPage => ({
      source,
      file: source,
      url: `/${source.replace(/\.md$/, ".html")}`,
      title: "x",
      frontmatter,
    });
    const pages = [
      page("index.md", {
        hero: {
          actions: [
            { text: "Go", link: "/guide/intro" },
            { text: "Bad", link: "/guide/gone" },
          ],
        },
        features: [{ title: "F", link: "/nowhere" }],
      }),
      page("guide/intro.md", { next: { text: "N", link: "/guide/also-gone" } }),
    ];
    assert.throws(
      () => checkFrontmatterLinks(pages, targets, (p) => `docs/${p.source}`),
      (e: Error) => {
        assert.match(e.message, /^3 broken front-matter links:/);
        assert.match(e.message, /docs\/index\.md: front matter hero\.actions\[1\]\.link: "\/guide\/gone" resolves to no page/);
        assert.match(e.message, /docs\/index\.md: front matter features\[0\]\.link: "\/nowhere" resolves to no page/);
        assert.match(e.message, /docs\/guide\/intro\.md: front matter next\.link: "\/guide\/also-gone"/);
        return true;
      },
    );
  });
});

describe("sidebars generated from folders", () => {
  const pages = [
    { url: "/index.html", title: "Home" },
    { url: "/guide/intro.html", title: "Intro" },
    { url: "/reference/index.html", title: "Reference" },
    { url: "/reference/zeta.html", title: "Zeta", order: 1 },
    { url: "/reference/alpha.html", title: "Alpha", order: 2 },
    { url: "/reference/beta.html", title: "Beta" },
    { url: "/reference/cli/index.html", title: "CLI", order: 3 },
    { url: "/reference/cli/run.html", title: "Run" },
  ];
  it('no sidebar outside every configured prefix: folders are generated only where the config says "auto"', () => {
    assert.deepEqual(Object.keys(resolveSidebarConfig({ "/guide/": [] }, pages)), ["/guide/"]);
    assert.deepEqual(Object.keys(resolveSidebarConfig({}, pages)), []);
    const config = validateAuthorConfig({ title: "T", themeConfig: { sidebar: { "/guide/": [{ text: "Intro", link: "/guide/intro" }] } } }, "c.json");
    const sidebars = resolveSidebarConfig(config.themeConfig.sidebar, pages);
    const view = (url: string) =>
      pageView(config, sidebars, {
        url,
        source: url.slice(1).replace(/\.html$/, ".md"),
        file: "docs/x.md",
        frontmatter: {},
        title: "P",
        content: '<h1>P</h1><h2 id="a">A</h2>',
      });
    assert.equal(view("/reference/beta.html").sidebar, null, "a page under no key has no sidebar");
    assert.equal(view("/reference/beta.html").sidebarKey, null);
    assert.deepEqual(
      view("/guide/intro.html").sidebar?.map((i) => i.text),
      ["Intro"],
    );
  });
  it("order by `order`, then title; the folder's index leads, sub-folders are groups", () => {
    const side = resolveSidebarConfig({ "/reference/": "auto" }, pages)["/reference/"];
    assert.deepEqual(
      side.map((i) => i.text),
      ["Reference", "Zeta", "Alpha", "CLI", "Beta"],
    );
    assert.deepEqual(side[3], {
      text: "CLI",
      link: "/reference/cli/index.html",
      collapsible: true,
      collapsed: true,
      items: [{ text: "Run", link: "/reference/cli/run.html" }],
    });
  });
});

describe("front matter VitePress authors write", () => {
  const config = validateAuthorConfig(
    {
      title: "Handbook",
      themeConfig: {
        sidebar: {
          "/g/": [
            {
              text: "G",
              items: [
                { text: "A", link: "/g/a" },
                { text: "B", link: "/g/b", docFooterText: "Bee" },
              ],
            },
          ],
        },
        docFooter: { next: false },
      },
    },
    "c.json",
  );
  const sidebars = resolveSidebarConfig(config.themeConfig.sidebar, []);
  const view = (frontmatter: Record<string, unknown>, url = "/g/a.html") =>
    pageView(config, sidebars, {
      url,
      source: url.slice(1).replace(/\.html$/, ".md"),
      file: "docs/x.md",
      frontmatter,
      title: "Page A",
      content: "<h1>Page A</h1>",
    });
  it("titleTemplate: site default, a template, a suffix, or false", () => {
    assert.equal(view({}).fullTitle, "Page A | Handbook");
    assert.equal(view({ titleTemplate: ":title · Guide" }).fullTitle, "Page A · Guide");
    assert.equal(view({ titleTemplate: "Guide" }).fullTitle, "Page A | Guide");
    assert.equal(view({ titleTemplate: false }).fullTitle, "Page A");
  });
  it("head: per-page tags, VitePress tuples", () => {
    assert.deepEqual(view({ head: [["meta", { name: "keywords", content: "a, b" }]] }).head, [{ tag: "meta", attrs: { name: "keywords", content: "a, b" } }]);
    assert.throws(() => validateFrontmatter({ head: [["meta", "x"]] }, "docs/x.md"), /docs\/x\.md: front matter head\[0\]\[1\]: expected an object, got "x"/);
    assert.throws(
      () => validateFrontmatter({ head: [["meta"]] }, "docs/x.md"),
      /docs\/x\.md: front matter head\[0\]: expected \[tag, attributes\] or \[tag, attributes, content\]/,
    );
  });
  it("hero and features of the wrong shape name the key", () => {
    assert.throws(
      () => validateFrontmatter({ hero: { actions: [{ text: "Go" }] } }, "docs/index.md"),
      /docs\/index\.md: front matter hero\.actions\[0\]\.link: missing/,
    );
    assert.throws(() => validateFrontmatter({ hero: { name: "H", tagline: 3 } }, "docs/index.md"), /front matter hero\.tagline: expected a string, got 3/);
    assert.throws(
      () => validateFrontmatter({ features: [{ title: "F", icon: 3 }] }, "docs/index.md"),
      /front matter features\[0\]\.icon: expected an emoji or text/,
    );
  });
  it("docFooterText names the page in prev/next; docFooter.next: false hides next links", () => {
    const b = view({}, "/g/b.html");
    assert.equal(b.prev?.text, "A");
    assert.equal(view({}).next, null);
    assert.equal(view({ next: { text: "Onward", link: "/g/b" } }).next?.text, "Onward");
    const withNext = validateAuthorConfig(
      {
        themeConfig: {
          sidebar: {
            "/g/": [
              { text: "A", link: "/g/a" },
              { text: "B", link: "/g/b", docFooterText: "Bee" },
            ],
          },
        },
      },
      "c.json",
    );
    assert.equal(
      pageView(withNext, resolveSidebarConfig(withNext.themeConfig.sidebar, []), {
        url: "/g/a.html",
        source: "g/a.md",
        file: "x",
        frontmatter: {},
        title: "A",
        content: "",
      }).next?.text,
      "Bee",
    );
  });
});

describe("code fences as VitePress writes them", () => {
  const md = createMarkdown({ labels: { copyCode: "Copy code" } });
  it("`ts:line-numbers {2}` and `:line-numbers=5`", () => {
    const info = parseFenceInfo("ts:line-numbers {2}");
    assert.equal(info.lang, "ts");
    assert.equal(info.lineNumbers, true);
    assert.deepEqual([...info.highlight], [2]);
    const html = md.render("```js:line-numbers=5 [a.js]\na\nb\n```\n");
    assert.match(html, /<div class="wd-code language-js line-numbers-mode has-title"/);
    assert.match(html, /<div class="line-numbers-wrapper" aria-hidden="true"><span>5<\/span><br><span>6<\/span><\/div>/);
  });
  it("markers for error and warning lines, and highlight", () => {
    const html = md.render("```js\na(); // [!code error]\nb(); // [!code warning]\nc(); // [!code highlight]\n```\n");
    assert.match(html, /class="line highlighted error"/);
    assert.match(html, /class="line highlighted warning"/);
    assert.match(html, /class="line highlighted"><span class="token function">c/);
  });
});
