import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { after, before, describe, it } from "node:test";
import { FILE, ok, problems } from "../../support/config-support.ts";
import { buildFixture } from "../../support/fixture-build.ts";
import { checkConfigLinks } from "../../../site/config-links.ts";
import { ConfigError } from "../../../site/config/validate.ts";
import { defaultLabels } from "../../../site/config/labels.ts";
import { BUILT_IN_SETS, builtInLabels } from "../../../site/config/labels/by-lang.ts";
import { localeKeyFor, localizedSite, searchIndexGroups, translations } from "../../../site/locales.ts";
import { SearchEngine, type RootData } from "../../../common/search/engine.ts";

// VitePress-style locales (issue #21, first slice): the config, a page's locale and what follows from it, and
// the three-language fixture (test/fixtures/locales-site: English at /, Chinese under /zh/, Persian RTL under
// /fa/) built as an author builds it. Chromium checks: test/e2e/locales/.
const FIXTURE = path.resolve("test/fixtures/locales-site");
const CONFIG = JSON.parse(fs.readFileSync(path.join(FIXTURE, "web-docs.config.json"), "utf8"));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wd-locales-"));
const page = (rel: string) => fs.readFileSync(path.join(tmp, "intl", rel), "utf8");
const attr = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m[1]);

before(() => buildFixture(FIXTURE, tmp));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("locales config", () => {
  it("takes VitePress's shape: label, lang, dir, title, description, link, themeConfig (and labels)", () => {
    const c = ok(CONFIG);
    assert.deepEqual(Object.keys(c.locales), ["root", "zh", "fa"]);
    assert.equal(c.locales.fa.dir, "rtl");
    assert.equal(c.locales.zh.dir, "ltr");
    assert.equal(c.locales.zh.title, "多语站点");
    assert.equal(c.locales.zh.link, "/zh/");
    // A locale's plain sidebar list is its folder's; an object keeps its own prefixes. Both join the site's.
    assert.deepEqual(Object.keys(c.themeConfig.sidebar).sort(), ["/fa/", "/guide/", "/zh/guide/"]);
  });
  it("rejects a misspelt key inside a locale, naming its path", () => {
    assert.deepEqual(problems({ locales: { zh: { label: "中文", lnag: "zh" } } }), ['locales.zh.lnag: unknown key (did you mean "lang"?)']);
    assert.match(
      problems({ locales: { zh: { label: "中文", themeConfig: { nav: [{ text: "x", link: 3 }] } } } })[0],
      /^locales\.zh\.themeConfig\.nav\[0\]\.link: /,
    );
    assert.match(problems({ locales: { "zh/cn": { label: "中文" } } })[0], /^locales\["zh\/cn"\]: .*folder name without slashes/);
  });
  it("accepts a locale's head: its meta tags replace the site's with the same first attribute, as VitePress's mergeHead", () => {
    const c = ok(CONFIG);
    const tags = (url: string) => localizedSite(c, url).site.head.map((t) => `${t.tag} ${JSON.stringify(t.attrs)}`);
    assert.deepEqual(tags("/zh/index.html"), ['meta {"name":"author","content":"Polyglot"}', 'meta {"name":"keywords","content":"文档, 语言"}']);
    assert.deepEqual(tags("/guide/intro.html"), ['meta {"name":"keywords","content":"docs, languages"}', 'meta {"name":"author","content":"Polyglot"}']);
    assert.equal(tags("/fa/index.html").length, 2, "a locale without head keeps the site's");
    // Not a meta tag: kept beside the locale's, as VitePress does; a site path gets the base.
    const withLink = ok({ ...CONFIG, locales: { ...CONFIG.locales, zh: { ...CONFIG.locales.zh, head: [["link", { rel: "icon", href: "/zh.svg" }]] } } });
    assert.deepEqual(localizedSite(withLink, "/zh/a.html").site.head.at(-1), { tag: "link", attrs: { rel: "icon", href: "/intl/zh.svg" } });
  });

  it("names the mobile menu's nav in each locale's words, with its main-nav label (mobileNav's {nav})", () => {
    const mobile = (rel: string) => attr(page(rel), /<div class="wd-mobile-menu"[^>]*>\s*<nav aria-label="([^"]+)"/g);
    assert.deepEqual(mobile("guide/intro.html"), ["Main (mobile)"]);
    assert.deepEqual(mobile("zh/guide/intro.html"), ["主导航（移动端）"]);
    assert.deepEqual(mobile("fa/guide/intro.html"), ["اصلی (موبایل)"]);
  });

  it("the built zh pages carry the locale's head tags, the English ones the site's", () => {
    assert.match(page("zh/guide/intro.html"), /<meta name="keywords" content="文档, 语言">/);
    assert.doesNotMatch(page("zh/guide/intro.html"), /content="docs, languages"/);
    assert.match(page("guide/intro.html"), /<meta name="keywords" content="docs, languages">/);
  });

  it('accepts langMenuLabel and i18nRouting (no longer "not supported yet")', () => {
    const c = ok({ themeConfig: { langMenuLabel: "Languages", i18nRouting: true } });
    assert.equal(c.labels.langMenu, "Languages");
  });
  it("a locale folder with no page is a config error naming the file and the key", () => {
    const c = ok({ locales: { root: { label: "English" }, ja: { label: "日本語" } } });
    const targets = { base: c.base, sources: new Set(["index.md", "guide/a.md"]), publicFiles: new Set<string>(), ignore: [] };
    assert.throws(
      () => checkConfigLinks(c, targets, FILE),
      (e: unknown) => {
        assert.ok(e instanceof ConfigError);
        assert.equal(
          e.message,
          `${FILE}: locales.ja: no pages under /ja/ (expected Markdown files in the content folder's ja/ folder): add them, or remove the locale`,
        );
        return true;
      },
    );
    targets.sources.add("ja/index.md");
    checkConfigLinks(c, targets, FILE);
  });
});

describe("a page's locale", () => {
  const c = ok(CONFIG);
  it("is the first non-root key whose folder holds the page, else root (VitePress's getLocaleForPath)", () => {
    assert.equal(localeKeyFor(c, "/zh/guide/intro.html"), "zh");
    assert.equal(localeKeyFor(c, "/fa/index.html"), "fa");
    assert.equal(localeKeyFor(c, "/guide/intro.html"), "root");
    assert.equal(localeKeyFor(c, "/zhx/a.html"), "root", "a folder that only starts like a key is not in it");
    assert.equal(localeKeyFor(ok({}), "/a.html"), null);
  });
  it("reads its locale's lang, dir, title and theme over the site's; label strings are not inherited from root", () => {
    const zh = localizedSite(c, "/zh/guide/intro.html");
    assert.equal(zh.site.lang, "zh-Hans");
    assert.equal(zh.site.title, "多语站点");
    assert.deepEqual(
      zh.site.themeConfig.nav.map((n) => n.text),
      ["指南"],
    );
    assert.equal(zh.site.themeConfig.footer?.message, "以 MIT 许可证发布");
    assert.equal(zh.site.themeConfig.outlineTitle, "本页内容");
    const fa = localizedSite(c, "/fa/guide/intro.html");
    // The root's outlineTitle "Contents" is English wording: fa has its own, zh-less locales get their lang's.
    assert.equal(fa.labels.outlineTitle, "در این صفحه");
    assert.equal(fa.site.themeConfig.footer?.message, "Released under the MIT License.", "non-label settings are inherited");
    const root = localizedSite(c, "/guide/intro.html");
    assert.equal(root.site.themeConfig.outlineTitle, "Contents");
    assert.equal(root.labels.takeMeHome, "Take me home");
  });
  it("labels: English, then the built-in set of the locale's lang, then its VitePress names, then its labels", () => {
    const zh = localizedSite(c, "/zh/a.html").labels;
    assert.equal(zh.search, "搜索");
    assert.equal(zh.takeMeHome, "带我回首页");
    assert.equal(zh.outlineTitle, "本页内容", "outline.label wins over the built-in set");
    const fa = localizedSite(c, "/fa/a.html").labels;
    assert.equal(fa.search, "جستجو", "the author's labels");
    assert.equal(fa.prev, "صفحهٔ قبل", "docFooter.prev");
    assert.equal(fa.langMenu, "تغییر زبان", "langMenuLabel");
    assert.equal(fa.copyCode, "Copy code", "no built-in Persian set: English for the rest");
    const ja = ok({ locales: { root: { label: "English" }, ja: { label: "日本語", labels: { search: "さがす" } } } });
    assert.equal(ja.locales.ja.labels.outlineTitle, "このページの内容");
    assert.equal(ja.locales.ja.labels.search, "さがす");
    assert.equal(ok({ lang: "ja-JP" }).labels.menu, "メニュー", "the site's own lang picks a set too");
  });
  it("the menu links each locale's same page when it exists, else that locale's home", () => {
    const sources = new Set(["index.md", "guide/intro.md", "guide/advanced.md", "zh/index.md", "zh/guide/intro.md", "fa/index.md"]);
    const t = translations(c, "/zh/guide/intro.html", sources);
    assert.deepEqual(
      t.map((x) => [x.key, x.href, x.same, x.current]),
      [
        ["root", "/intl/guide/intro.html", true, false],
        ["zh", "/intl/zh/guide/intro.html", true, true],
        ["fa", "/intl/fa/index.html", false, false],
      ],
    );
  });
});

describe("built-in label sets", () => {
  for (const set of BUILT_IN_SETS) {
    it(`${set.name} translates every label`, () => {
      const missing = Object.keys(defaultLabels).filter((k) => !set.labels[k as keyof typeof defaultLabels]);
      assert.deepEqual(missing, [], `labels still in English for ${set.name}`);
      // Translated, not copied: no label of the set reads as its English default.
      const same = Object.entries(set.labels).filter(([k, v]) => v === defaultLabels[k as keyof typeof defaultLabels]);
      assert.deepEqual(same, []);
    });
  }
  it("are chosen by lang: zh, zh-Hans, zh-CN; ja, ja-JP; none for others", () => {
    for (const l of ["zh", "zh-Hans", "zh-CN", "zh-Hans-CN"]) assert.equal(builtInLabels(l).search, "搜索", l);
    for (const l of ["ja", "ja-JP"]) assert.equal(builtInLabels(l).search, "検索", l);
    assert.deepEqual(builtInLabels("fa-IR"), {});
    assert.deepEqual(builtInLabels("zh-TW"), {}, "Traditional Chinese is not the Simplified set");
  });
});

describe("the built three-language site", () => {
  it("gives each page its locale's <html lang dir>", () => {
    assert.match(page("guide/intro.html"), /<html lang="en-US" dir="ltr"/);
    assert.match(page("zh/guide/intro.html"), /<html lang="zh-Hans" dir="ltr"/);
    assert.match(page("fa/guide/setup.html"), /<html lang="fa-IR" dir="rtl"/);
    assert.match(page("fa/index.html"), /<html lang="fa-IR" dir="rtl"/);
  });
  it("links translations of the same page with hreflang, plus x-default (the root's)", () => {
    const links = attr(page("zh/guide/intro.html"), /<link rel="alternate" (hreflang="[^"]+" href="[^"]+")>/g);
    assert.deepEqual(links, [
      'hreflang="en-US" href="https://intl.example/intl/guide/intro.html"',
      'hreflang="zh-Hans" href="https://intl.example/intl/zh/guide/intro.html"',
      'hreflang="fa-IR" href="https://intl.example/intl/fa/guide/intro.html"',
      'hreflang="x-default" href="https://intl.example/intl/guide/intro.html"',
    ]);
    assert.doesNotMatch(page("guide/advanced.html"), /<link rel="alternate" hreflang=/, "a page with no translation has no alternates");
  });
  it("has a labelled language menu linking the same page, else the locale's home, with aria-current", () => {
    const menu = (html: string) => attr(html, /<div class="wd-flyout wd-locales">([\s\S]*?)<\/div><\/div>/g)[0];
    const fa = menu(page("fa/guide/setup.html"));
    assert.match(fa, /aria-label="تغییر زبان"/);
    assert.deepEqual(attr(fa, /<a [^>]*href="([^"]+)"/g), ["/intl/guide/setup.html", "/intl/zh/guide/setup.html", "/intl/fa/guide/setup.html"]);
    assert.match(fa, /<a class="wd-menu-link active" href="\/intl\/fa\/guide\/setup.html" lang="fa-IR" hreflang="fa-IR" aria-current="true">فارسی<\/a>/);
    const adv = menu(page("guide/advanced.html"));
    assert.match(adv, /aria-label="Change language"/);
    assert.deepEqual(attr(adv, /<a [^>]*href="([^"]+)"/g), ["/intl/guide/advanced.html", "/intl/zh/index.html", "/intl/fa/index.html"]);
  });
  it("shows each locale's nav, sidebar, outline title, pager labels and footer", () => {
    const zh = page("zh/guide/intro.html");
    assert.match(zh, /<a class="wd-nav-link active" href="\/intl\/zh\/guide\/intro.html" aria-current="page">指南<\/a>/);
    assert.match(zh, /<aside class="wd-sidebar" id="wd-sidebar" aria-label="侧边栏">/);
    assert.match(zh, />安装</);
    assert.match(zh, /id="wd-outline-title">本页内容</);
    assert.match(zh, /<span class="desc">下一页<\/span><span class="title">安装<\/span>/);
    assert.match(zh, /以 MIT 许可证发布/);
    assert.match(zh, /<button type="button" class="wd-hamburger" aria-label="导航"/, "the mobile menu speaks the locale too");
    const fa = page("fa/guide/intro.html");
    assert.match(fa, /<span class="desc">صفحهٔ بعد<\/span><span class="title">نصب<\/span>/);
    assert.match(fa, /id="wd-outline-title">در این صفحه</);
    assert.match(page("guide/intro.html"), /id="wd-outline-title">Contents</);
    assert.match(page("guide/intro.html"), /<span class="desc">Next page<\/span><span class="title">Setup<\/span>/);
  });
  it("leaves no whitespace-only line in the top bar of a site without social links (html-validate's no-trailing-whitespace)", () => {
    for (const f of ["index.html", "zh/guide/intro.html", "fa/guide/setup.html"]) assert.doesNotMatch(page(f), /\n[ \t]+\n/, f);
  });
  it("gives the not-found screen each locale's home and words, longest prefix first", () => {
    const html = page("404.html");
    assert.match(html, /<a class="wd-button brand" href="\/intl\/index.html">Take me home<\/a>/);
    const data = JSON.parse(
      attr(html, /data-locales="([^"]+)"/g)[0]
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'"),
    );
    assert.deepEqual(
      data.map((d: { prefix: string; href: string; text: string }) => [d.prefix, d.href, d.text]),
      [
        ["/intl/zh/", "/intl/zh/index.html", "带我回首页"],
        ["/intl/fa/", "/intl/fa/index.html", "بازگشت به خانه"],
        ["/intl/", "/intl/index.html", "Take me home"],
      ],
    );
  });
});

describe("search per locale", () => {
  const indexUrl = (html: string) => attr(html, /<web-docs-search[^>]* index-url="([^"]+)"/g);
  /** The engine over the index a built page names, and the page links a query finds in it. */
  const searchFrom = async (rel: string) => {
    const [url] = indexUrl(page(rel));
    const file = path.join(tmp, url);
    const load = async (f: string) => ((await import(pathToFileURL(path.join(path.dirname(file), f)).href)) as { default: unknown }).default;
    const engine = new SearchEngine((await load(path.basename(file))) as RootData, load);
    return async (q: string) => {
      const { hits } = await engine.search(q);
      return [...new Set((await engine.records(hits.map((h) => h.id))).map((r) => r.l))].sort();
    };
  };

  it("groups pages by locale, the root's index first and always there", () => {
    const c = ok(CONFIG);
    const pages = ["/index.html", "/guide/intro.html", "/zh/index.html", "/zh/guide/intro.html", "/fa/index.html", "/zh-tw/a.html"].map((url) => ({ url }));
    assert.deepEqual(
      searchIndexGroups(c, pages).map((g) => [g.asset, g.pages.map((p) => p.url)]),
      [
        ["search-index.js", ["/index.html", "/guide/intro.html", "/zh-tw/a.html"]],
        ["search-index.zh.js", ["/zh/index.html", "/zh/guide/intro.html"]],
        ["search-index.fa.js", ["/fa/index.html"]],
      ],
    );
    assert.deepEqual(
      searchIndexGroups(ok({ title: "One" }), pages).map((g) => [g.asset, g.pages.length]),
      [["search-index.js", 6]],
      "no locales: one index, as before",
    );
  });

  it("each page's top bar names its locale's index, and each index holds only that locale's pages", async () => {
    const urls = ["index.html", "guide/intro.html", "zh/index.html", "zh/guide/intro.html", "fa/guide/intro.html", "404.html"].map(
      (rel) => indexUrl(page(rel))[0],
    );
    assert.ok(
      urls.every((u) => /^\/intl\/assets\/search\/index\.[0-9a-f]{10}\.js$/.test(u)),
      urls.join(" "),
    );
    assert.equal(urls[0], urls[1]);
    assert.equal(urls[2], urls[3]);
    assert.equal(urls[5], urls[0], "the not-found page searches the root locale");
    assert.equal(new Set(urls).size, 3, "three indexes: root, zh, fa");

    const zh = await searchFrom("zh/guide/intro.html");
    assert.deepEqual(await zh("简介"), ["zh/guide/intro.html"]);
    assert.deepEqual(await zh("Introduction"), [], "no English page in the Chinese index");
    const en = await searchFrom("guide/intro.html");
    assert.deepEqual(await en("Introduction"), ["guide/intro.html"]);
    assert.deepEqual(await en("简介"), [], "no Chinese page in the English index");
    const fa = await searchFrom("fa/guide/intro.html");
    const faLinks = await fa("معرفی");
    assert.ok(faLinks.length > 0 && faLinks.every((l) => l.startsWith("fa/")), faLinks.join(" "));
  });
});

describe("sitemap and feeds per locale", () => {
  it("the sitemap lists each translated page's alternates, as its <head> does; an untranslated page none", () => {
    const xml = page("sitemap.xml");
    assert.match(xml, /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/);
    const entry = (loc: string) => new RegExp(`<url><loc>${loc.replace(/[./]/g, "\\$&")}</loc>([\\s\\S]*?)</url>`).exec(xml)?.[1];
    const links = (loc: string) => attr(entry(loc) ?? "", /<xhtml:link rel="alternate" (hreflang="[^"]+" href="[^"]+")\/>/g);
    const head = (rel: string) => attr(page(rel), /<link rel="alternate" (hreflang="[^"]+" href="[^"]+")>/g);
    assert.deepEqual(links("https://intl.example/intl/zh/guide/intro.html"), [
      'hreflang="en-US" href="https://intl.example/intl/guide/intro.html"',
      'hreflang="zh-Hans" href="https://intl.example/intl/zh/guide/intro.html"',
      'hreflang="fa-IR" href="https://intl.example/intl/fa/guide/intro.html"',
      'hreflang="x-default" href="https://intl.example/intl/guide/intro.html"',
    ]);
    assert.deepEqual(links("https://intl.example/intl/zh/guide/intro.html"), head("zh/guide/intro.html"));
    assert.equal(entry("https://intl.example/intl/guide/advanced.html"), "", "no translation, no alternates");
  });

  it("each locale has its feeds in its folder, with its pages only and its title; pages link their locale's", () => {
    const feed = (dir: string) => JSON.parse(page(`${dir}feed.json`)) as { title: string; items: Array<{ url: string }> };
    const urls = (dir: string) =>
      feed(dir)
        .items.map((i) => i.url.replace("https://intl.example/intl/", ""))
        .sort();
    assert.equal(feed("").title, "Polyglot");
    assert.deepEqual(urls(""), ["guide/advanced.html", "guide/intro.html", "guide/setup.html"]);
    assert.equal(feed("zh/").title, "多语站点");
    assert.deepEqual(urls("zh/"), ["zh/guide/intro.html", "zh/guide/setup.html"]);
    assert.equal(feed("fa/").title, "چندزبانه");
    assert.deepEqual(urls("fa/"), ["fa/guide/intro.html", "fa/guide/setup.html"]);
    assert.match(page("zh/feed.xml"), /<title>多语站点<\/title>/);
    // Each feed says its language: Atom's xml:lang, JSON Feed 1.1's language.
    assert.deepEqual(
      ["", "zh/", "fa/"].map((d) => /<feed [^>]*xml:lang="([^"]+)"/.exec(page(`${d}feed.xml`))?.[1]),
      ["en-US", "zh-Hans", "fa-IR"],
    );
    assert.deepEqual(
      ["", "zh/", "fa/"].map((d) => (JSON.parse(page(`${d}feed.json`)) as { language?: string }).language),
      ["en-US", "zh-Hans", "fa-IR"],
    );
    const feedLinks = (rel: string) => attr(page(rel), /<link rel="alternate" type="application\/atom\+xml" (title="[^"]*" href="[^"]+")>/g);
    assert.deepEqual(feedLinks("zh/guide/intro.html"), ['title="多语站点" href="/intl/zh/feed.xml"']);
    assert.ok(
      feedLinks("guide/intro.html").every((l) => !l.includes("/zh/") && !l.includes("/fa/")),
      feedLinks("guide/intro.html").join(" "),
    );
  });
});
