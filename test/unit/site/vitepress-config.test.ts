import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { ok, problems } from "../../support/config-support.ts";
import { scanContent } from "../../../site/content-index.ts";
import { checkAllFrontmatter } from "../../../site/frontmatter.ts";
import { type PageInput, pageView, validateFrontmatter } from "../../../site/page-view.ts";
import { compileRewrites, excludedBy, globToRegExp } from "../../../site/source-paths.ts";

// VitePress config and front-matter forms (issue #16, issue #15 items 1 and 9): each is honoured as
// VitePress documents it, or rejected with a message naming the file and key.

describe("config: VitePress forms", () => {
  it('a nested sidebar base concatenates as VitePress does (no extra "/")', () => {
    const c = ok({
      themeConfig: {
        sidebar: {
          "/reference/": {
            base: "/reference/",
            items: [
              {
                text: "Ref",
                items: [
                  { text: "Site", link: "site-config" },
                  {
                    text: "Theme",
                    base: "/reference/default-theme-",
                    items: [
                      { text: "Config", link: "config" },
                      { text: "Abs", link: "/x" },
                    ],
                  },
                ],
              },
            ],
          },
        },
      },
    });
    const items = c.themeConfig.sidebar["/reference/"] as Array<{ items: Array<{ link?: string; items?: Array<{ link: string }> }> }>;
    assert.equal(items[0].items[0].link, "/reference/site-config");
    assert.deepEqual(
      items[0].items[1].items!.map((i) => i.link),
      ["/reference/default-theme-config", "/x"],
    );
  });
  it('locales: root is the site at "/", other keys are folders; an explicit link is checked like nav links', () => {
    const c = ok({ lang: "en-US", locales: { root: { label: "English" }, fr: { label: "Français", lang: "fr-FR", link: "/fr/intro" } } });
    const pick = (k: string) => ({ label: c.locales[k].label, lang: c.locales[k].lang, link: c.locales[k].link, prefix: c.locales[k].prefix });
    assert.deepEqual(pick("root"), { label: "English", lang: "en-US", link: "/", prefix: "/" });
    assert.deepEqual(pick("fr"), { label: "Français", lang: "fr-FR", link: "/fr/intro", prefix: "/fr/" });
    // A folder without a page is reported by site/locales.ts under the locale's key (test/unit/site/locales.test.ts).
    assert.deepEqual(
      c.origin?.links.filter((l) => l.keyPath.startsWith("locales")),
      [{ keyPath: "locales.fr.link", link: "/fr/intro" }],
    );
  });
  it("a head icon at /favicon.svg resolves under the base; one already under it, and other origins, stay", () => {
    const c = ok({
      base: "/handbook/",
      head: [
        ["link", { rel: "icon", href: "/favicon.svg" }],
        ["link", { rel: "icon", href: "/handbook/a.png" }],
        ["script", { src: "//cdn.example/x.js" }],
        ["meta", { name: "x", content: "/y" }],
      ],
    });
    assert.deepEqual(
      c.head.map((h) => h.attrs.href ?? h.attrs.src ?? h.attrs.content),
      ["/handbook/favicon.svg", "/handbook/a.png", "//cdn.example/x.js", "/y"],
    );
  });
  it("carbonAds is read as VitePress reads it (code and placement, both required)", () => {
    assert.deepEqual(ok({ themeConfig: { carbonAds: { code: "x", placement: "y" } } }).themeConfig.carbonAds, { code: "x", placement: "y" });
    assert.deepEqual(problems({ themeConfig: { carbonAds: { code: "x" } } }), ["themeConfig.carbonAds.placement: missing (a string is required)"]);
  });
  it("markdown: the options that map are accepted; the rest are rejected by name", () => {
    const c = ok({
      markdown: { lineNumbers: true, anchor: { level: [2, 3] }, toc: { level: [2, 3, 4] }, emoji: {}, container: { tipLabel: "Hint", detailsLabel: "More" } },
    });
    assert.deepEqual(c.markdown, { lineNumbers: true, anchorLevels: [2, 3], tocLevels: [2, 3, 4], containerTitles: { tip: "Hint", details: "More" } });
    assert.deepEqual(ok({ markdown: { math: true } }).markdown, { math: true });
    assert.deepEqual(problems({ markdown: { math: { tex: {} } } }), ["markdown.math: expected true or false, got an object"]);
    assert.deepEqual(problems({ markdown: { lineNumber: true } }), ['markdown.lineNumber: unknown key (did you mean "lineNumbers"?)']);
    assert.deepEqual(problems({ markdown: { anchor: { permalink: true } } }), [
      "markdown.anchor.permalink: expected false or a markdown-it-anchor permalink function, got true",
    ]);
    assert.deepEqual(problems({ markdown: { emoji: { defs: {} } } }), ["markdown.emoji.defs: unknown key (custom emoji are not supported)"]);
  });
  it("srcExclude and rewrites are kept for the content scan; wrong shapes name the key", () => {
    const c = ok({ srcExclude: ["**/README.md"], rewrites: { "packages/:pkg/src/index.md": ":pkg/index.md" } });
    assert.deepEqual([c.srcExclude, c.rewrites], [["**/README.md"], { "packages/:pkg/src/index.md": ":pkg/index.md" }]);
    assert.deepEqual(problems({ srcExclude: "drafts" }), ['srcExclude: expected a list, got "drafts"']);
    assert.deepEqual(problems({ rewrites: { "a.md": 1 } }), ['rewrites["a.md"]: expected a string, got 1']);
    const byFunction = (id: string) => id.replace(/^packages\//, "");
    assert.equal(ok({ rewrites: byFunction }).rewrites, byFunction, "VitePress's function form, kept as given");
    assert.match(problems({ rewrites: "a.md" })[0], /^rewrites: expected an object of path patterns, .* or a function \(id\) => path/);
  });
});

describe("config: a VitePress site config is accepted unchanged", () => {
  // The forms VitePress's site-config and default-theme-config references document, as a VitePress site
  // writes them (no Web Docs keys), validated by the same schema the build uses.
  const vitepress = {
    lang: "en-US",
    title: "VitePress",
    titleTemplate: "Vite & Vue Powered Static Site Generator",
    description: "Vite & Vue powered static site generator.",
    base: "/",
    cleanUrls: false,
    lastUpdated: true,
    sitemap: { hostname: "https://vitepress.dev" },
    head: [
      ["link", { rel: "icon", type: "image/svg+xml", href: "/vitepress-logo-mini.svg" }],
      ["meta", { name: "theme-color", content: "#5f67ee" }],
      ["script", { async: "", src: "https://cdn.usefathom.com/script.js" }],
    ],
    markdown: { lineNumbers: true, container: { tipLabel: "Tip" }, anchor: { level: [2, 3] }, toc: { level: [2, 3] } },
    ignoreDeadLinks: "localhostLinks",
    themeConfig: {
      logo: { src: "/vitepress-logo-mini.svg", width: 24, height: 24 },
      nav: [
        { text: "Guide", link: "/guide/what-is-vitepress", activeMatch: "/guide/" },
        {
          text: "1.6.3",
          items: [
            { text: "Changelog", link: "https://github.com/vuejs/vitepress/blob/main/CHANGELOG.md" },
            { text: "Contributing", items: [{ text: "Guide", link: "/contributing" }] },
          ],
        },
      ],
      sidebar: {
        "/guide/": {
          base: "/guide/",
          items: [
            {
              text: "Introduction",
              collapsed: false,
              items: [
                { text: "What is VitePress?", link: "what-is-vitepress" },
                { text: "Getting Started", link: "getting-started" },
              ],
            },
          ],
        },
        "/reference/": [{ text: "Reference", items: [{ text: "Site Config", link: "/reference/site-config" }] }],
      },
      editLink: { pattern: "https://github.com/vuejs/vitepress/edit/main/docs/:path", text: "Edit this page on GitHub" },
      socialLinks: [{ icon: "github", link: "https://github.com/vuejs/vitepress" }],
      footer: { message: "Released under the MIT License.", copyright: "Copyright © 2019-present Evan You" },
      outline: { level: "deep", label: "On this page" },
      docFooter: { prev: "Previous page", next: "Next page" },
      lastUpdated: { text: "Last updated" },
      returnToTopLabel: "Return to top",
      sidebarMenuLabel: "Menu",
      darkModeSwitchLabel: "Appearance",
      search: { provider: "local" },
      carbonAds: { code: "CEBDT27Y", placement: "vuejsorg" },
    },
  };
  it("every documented form passes, the outline normalised to levels", () => {
    const c = ok(structuredClone(vitepress));
    assert.equal(c.title, "VitePress");
    assert.equal(c.hostname, "https://vitepress.dev");
    assert.deepEqual(c.themeConfig.outline, [2, 6]);
    assert.equal(c.labels.editLink, "Edit this page on GitHub");
    assert.deepEqual(c.themeConfig.sidebar["/guide/"], [
      {
        text: "Introduction",
        collapsible: true,
        collapsed: false,
        items: [
          { text: "What is VitePress?", link: "/guide/what-is-vitepress" },
          { text: "Getting Started", link: "/guide/getting-started" },
        ],
      },
    ]);
  });
  it("a VitePress-only key is accepted with the reason it changes nothing (algolia search)", () => {
    const withAlgolia = structuredClone(vitepress) as Record<string, any>;
    withAlgolia.themeConfig.algolia = { appId: "x" };
    assert.deepEqual(ok(withAlgolia).notes, ["themeConfig.algolia: accepted, not applied (Web Docs has its own local search)"]);
  });
});

describe("srcExclude globs and rewrites", () => {
  it("globs as tinyglobby reads them, relative to the content folder", () => {
    const t = (glob: string, p: string) => globToRegExp(glob).test(p);
    assert.ok(t("**/README.md", "README.md") && t("**/README.md", "a/b/README.md"));
    assert.ok(t("drafts/**", "drafts/a/b.md") && !t("drafts/**", "guide/drafts.md"));
    assert.ok(t("*.md", "a.md") && !t("*.md", "g/a.md"));
    assert.ok(t("{a,b}/*.md", "b/x.md") && !t("{a,b}/*.md", "c/x.md"));
    assert.ok(excludedBy(["drafts/"])("drafts/x.md"));
  });
  it("rewrites: :param is one name, :param* the rest; the first match wins; others stay", () => {
    const r = compileRewrites({ "packages/:pkg/src/:slug*": ":pkg/:slug*", "old/index.md": "new/index.md" });
    assert.equal(r("packages/pkg-a/src/index.md"), "pkg-a/index.md");
    assert.equal(r("packages/pkg-a/src/deep/page.md"), "pkg-a/deep/page.md");
    assert.equal(r("old/index.md"), "new/index.md");
    assert.equal(r("guide/a.md"), "guide/a.md");
  });
  it("scanContent leaves excluded files out and gives rewritten pages their new path and URL", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-src-"));
    for (const f of ["index.md", "drafts/wip.md", "packages/a/guide.md", "packages/b/guide.md"]) {
      fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      fs.writeFileSync(path.join(dir, f), `# ${f}\n`);
    }
    const pages = scanContent(dir, [], { srcExclude: ["drafts/**"], rewrites: { "packages/:pkg/guide.md": ":pkg/index.md" } });
    assert.deepEqual(
      pages.map((p) => [p.file, p.source, p.url]),
      [
        ["index.md", "index.md", "/index.html"],
        ["packages/a/guide.md", "a/index.md", "/a/index.html"],
        ["packages/b/guide.md", "b/index.md", "/b/index.html"],
      ],
    );
    assert.throws(
      () => scanContent(dir, [], { rewrites: { "packages/:pkg/guide.md": "same.md" } }),
      /^BuildError: packages\/b\/guide\.md: rewrites put this page at same\.md, where packages\/a\/guide\.md already is: give each page its own path$/,
    );
    // VitePress's function form: called with each file's path; what it returns must be a page path.
    const byFunction = scanContent(dir, [], { srcExclude: ["drafts/**"], rewrites: (id) => id.replace(/^packages\/(\w+)\/guide\.md$/, "$1/start.md") });
    assert.deepEqual(
      byFunction.map((p) => p.url),
      ["/index.html", "/a/start.html", "/b/start.html"],
    );
    const problems: Error[] = [];
    scanContent(dir, [], {
      srcExclude: ["drafts/**"],
      rewrites: (id) => (id === "index.md" ? (undefined as unknown as string) : id),
      configFile: "docs/.vitepress/config.mts",
      problems,
    });
    assert.deepEqual(
      problems.map((e) => e.message),
      [
        'docs/.vitepress/config.mts: rewrites: the function returned undefined for "index.md": return the page\'s path, ending in .md (return the path given to leave the page where it is)',
      ],
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("front matter: VitePress keys", () => {
  const config = ok({ lastUpdated: true, base: "/docs/", head: [["link", { rel: "shortcut icon", href: "/favicon.ico" }]] });
  const input = (frontmatter: Record<string, unknown>, extra: Partial<PageInput> = {}): PageInput => ({
    url: "/a.html",
    source: "a.md",
    file: "docs/a.md",
    frontmatter,
    title: "A",
    content: "<h1>A</h1>",
    ...extra,
  });
  const git = new Date("2025-01-02T03:04:05Z");

  it("lastUpdated: a YAML timestamp or an ISO string is shown instead of git's time; false hides; git is the fallback", () => {
    assert.equal(pageView(config, {}, input({ lastUpdated: new Date("2024-03-15T10:30:00Z") }, { lastUpdated: git })).lastUpdated, "2024-03-15T10:30:00.000Z");
    assert.equal(pageView(config, {}, input({ lastUpdated: "2024-03-15" }, { lastUpdated: git })).lastUpdated, "2024-03-15T00:00:00.000Z");
    assert.equal(pageView(config, {}, input({ lastUpdated: false }, { lastUpdated: git })).lastUpdated, null);
    assert.equal(pageView(config, {}, input({}, { lastUpdated: git })).lastUpdated, git.toISOString());
    // A dated page shows its date even where the site shows no git dates.
    const noGit = ok({});
    assert.equal(pageView(noGit, {}, input({ lastUpdated: "2024-03-15T10:30:00Z" }, { lastUpdated: git })).lastUpdated, "2024-03-15T10:30:00.000Z");
    assert.equal(pageView(noGit, {}, input({}, { lastUpdated: git })).lastUpdated, null);
  });
  it("lastUpdated of another shape names file and key", () => {
    assert.throws(
      () => validateFrontmatter({ lastUpdated: "yesterday" }, "docs/a.md"),
      (e: Error) => {
        assert.equal(e.message, 'docs/a.md: front matter "lastUpdated": expected true, false or a date (2024-03-15 or 2024-03-15T10:30:00Z), got "yesterday"');
        return true;
      },
    );
    assert.throws(() => validateFrontmatter({ lastUpdated: "2024-13-45" }, "docs/a.md"), /front matter "lastUpdated": expected true, false or a date/);
  });
  it("every page with a front-matter problem is reported in one error, once per build", () => {
    const pages = [{ frontmatter: { lastUpdated: "soon" } }, { frontmatter: {} }, { frontmatter: { navbar: 1 } }];
    assert.throws(
      () => checkAllFrontmatter(pages, (i) => `docs/p${i}.md`),
      (e: Error) => {
        assert.equal(
          e.message,
          [
            "2 pages with front matter problems:",
            '  docs/p0.md: front matter "lastUpdated": expected true, false or a date (2024-03-15 or 2024-03-15T10:30:00Z), got "soon"',
            '  docs/p2.md: front matter "navbar": expected true or false, got 1',
          ].join("\n"),
        );
        return true;
      },
    );
    checkAllFrontmatter([{ frontmatter: { lastUpdated: new Date() } }], () => "docs/ok.md");
  });
  it("navbar, footer and pageClass: honoured, and checked", () => {
    const v = pageView(config, {}, input({ navbar: false, footer: false, pageClass: "wide landing" }));
    assert.deepEqual([v.navbar, v.footer, v.pageClass, v.framed], [false, null, "wide landing", true]);
    const plain = pageView(ok({ themeConfig: { footer: { message: "M" } } }), {}, input({}));
    assert.deepEqual([plain.navbar, plain.footer, plain.framed], [true, { message: "M", copyrightHtml: undefined }, false]);
    assert.throws(
      () => validateFrontmatter({ navbar: "no" }, "docs/a.md"),
      /^BuildError: docs\/a\.md: front matter "navbar": expected true or false, got "no"$/,
    );
    assert.throws(() => validateFrontmatter({ footer: 0 }, "docs/a.md"), /^BuildError: docs\/a\.md: front matter "footer": expected true or false, got 0$/);
    assert.throws(
      () => validateFrontmatter({ pageClass: 'a"b' }, "docs/a.md"),
      /front matter "pageClass": expected CSS class names separated by spaces, got "a\\"b"/,
    );
  });
  it("isHome: true treats a doc page as a home page (no sidebar)", () => {
    const c = ok({ themeConfig: { sidebar: [{ text: "A", link: "/a" }] } });
    const sidebars = { "/": c.themeConfig.sidebar["/"] as never };
    assert.ok(pageView(c, sidebars, input({})).sidebar?.length);
    assert.equal(pageView(c, sidebars, input({ isHome: true })).sidebar, null);
    assert.throws(
      () => validateFrontmatter({ isHome: "yes" }, "docs/a.md"),
      /^BuildError: docs\/a\.md: front matter "isHome": expected true or false, got "yes"$/,
    );
  });
  it("no footer configured: no footer and no product copyright line", () => {
    assert.equal(pageView(ok({}), {}, input({})).footer, null);
    const own = pageView(ok({ themeConfig: { footer: { copyright: "© Me" } } }), {}, input({}));
    assert.equal(own.footer?.copyrightHtml, "© Me");
  });
  it("a head icon (site's or page's) keeps the theme's favicon out", () => {
    assert.equal(pageView(config, {}, input({})).headIcon, true);
    const bare = ok({ base: "/docs/web/" });
    assert.equal(pageView(bare, {}, input({})).headIcon, false);
    const pageIcon = pageView(bare, {}, input({ head: [["link", { rel: "icon", href: "/mine.png" }]] }));
    assert.equal(pageIcon.headIcon, true);
    assert.equal(pageIcon.head[0].attrs.href, "/docs/web/mine.png");
  });
  it("hero actions and feature links to other sites open in a new tab, as VitePress's VPButton and VPLink; the author's target and rel win", () => {
    const fm = {
      layout: "home",
      hero: {
        actions: [
          { text: "GitHub", link: "https://github.com/x/y" },
          { text: "Here", link: "https://x.dev", target: "_self" },
          { text: "Guide", link: "/guide/x" },
        ],
      },
      features: [
        { title: "Out", link: "https://x.dev/a" },
        { title: "In", link: "/guide/y" },
      ],
    };
    const home = pageView(ok({ base: "/docs/" }), {}, input(fm, { url: "/index.html", source: "index.md" }));
    const actions = home.hero!.actions as Array<{ target?: string; rel?: string }>;
    assert.deepEqual(
      actions.map((a) => [a.target, a.rel]),
      [
        ["_blank", "noreferrer"],
        ["_self", "noreferrer"],
        [undefined, undefined],
      ],
    );
    assert.deepEqual(
      home.features.map((f) => [(f as { target?: string }).target, (f as { rel?: string }).rel]),
      [
        ["_blank", "noreferrer"],
        [undefined, undefined],
      ],
    );
  });
  it("hero actions, feature and prev/next links relative to the page resolve from its folder", () => {
    const home = pageView(
      ok({ base: "/docs/" }),
      {},
      input(
        { layout: "home", hero: { actions: [{ text: "Go", link: "./guide/x" }] }, features: [{ title: "F", link: "guide/y" }] },
        { url: "/sub/index.html", source: "sub/index.md" },
      ),
    );
    assert.equal((home.hero!.actions as Array<{ link: string }>)[0].link, "/sub/guide/x");
    assert.equal(home.features[0].link, "/docs/sub/guide/y.html");
    const doc = pageView(
      ok({ base: "/docs/" }),
      {},
      input({ next: { text: "N", link: "./b" }, prev: { text: "P", link: "../up" } }, { url: "/sub/a.html", source: "sub/a.md" }),
    );
    assert.deepEqual([doc.prev?.link, doc.next?.link], ["/docs/up.html", "/docs/sub/b.html"]);
  });
});

describe("config: VitePress search options", () => {
  it("accepts local search options unchanged, and its translations name search's words", () => {
    const c = ok({
      themeConfig: {
        search: {
          provider: "local",
          options: {
            detailedView: true,
            miniSearch: { searchOptions: { fuzzy: 0.2 } },
            locales: { zh: { translations: { button: { buttonText: "搜索" } } } },
            translations: {
              button: { buttonText: "Find" },
              modal: { noResultsText: "Nothing for", footer: { selectText: "open", navigateText: "move", closeText: "leave" } },
            },
          },
        },
      },
    });
    assert.deepEqual(c.themeConfig.search, { provider: "local", hotkeys: ["Mod+K", "/"] });
    assert.deepEqual(
      [c.labels.search, c.labels.searchNoResults, c.labels.searchSelect, c.labels.searchNavigate, c.labels.searchClose],
      ["Find", "Nothing for “{query}”", "open", "move", "leave"],
    );
  });

  it("options.locales.<key>.translations name one locale's search words, after the general ones", () => {
    const c = ok({
      locales: { root: { label: "English", lang: "en" }, zh: { label: "简体中文", lang: "zh-Hans" } },
      themeConfig: {
        search: {
          provider: "local",
          options: {
            translations: { button: { buttonText: "Find" } },
            locales: {
              root: { translations: { modal: { footer: { closeText: "dismiss" } } } },
              zh: { translations: { button: { buttonText: "查找文档" }, modal: { noResultsText: "未找到", footer: { closeText: "关" } } } },
            },
          },
        },
      },
    });
    assert.deepEqual([c.labels.search, c.labels.searchClose], ["Find", "dismiss"]);
    const zh = c.locales.zh.labels;
    assert.deepEqual([zh.search, zh.searchNoResults, zh.searchClose], ["查找文档", "未找到 “{query}”", "关"]);
    // A word the locale's translations leave out comes from its language's built-in set, not the root's English.
    assert.notEqual(zh.searchSelect, c.labels.searchSelect);
  });

  it("accepts provider algolia (served by the local search) and still names an unknown provider", () => {
    assert.equal(
      ok({ themeConfig: { search: { provider: "algolia", options: { appId: "A", apiKey: "k", indexName: "i" } } } }).themeConfig.search.provider,
      "algolia",
    );
    assert.match(
      problems({ themeConfig: { search: { provider: "bing" } } }).join("\n"),
      /themeConfig\.search\.provider: expected one of "local", "algolia", got "bing"/,
    );
  });
});
