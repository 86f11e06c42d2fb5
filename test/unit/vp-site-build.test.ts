import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";

// A VitePress site built unchanged (test/fixtures/vitepress-site, issue #40): its config split over
// .vitepress/config/, its markdown-it plugin, attrs delimiters, slug rule, build hooks and custom theme
// keys, as VitePress would run them. Chromium checks: test/e2e/vitepress-site.spec.ts.
const DOCS = path.resolve("test/fixtures/vitepress-site/docs");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wd-vpsite-"));
const OUT = path.join(tmp, "out");
let log = "";
const page = (rel: string) => fs.readFileSync(path.join(OUT, "vp", rel), "utf8");

before(() => {
  const env = { ...process.env };
  for (const k of ["WEB_DOCS_CONTENT", "WEB_DOCS_CONFIG", "WEB_DOCS_OUT"]) delete env[k];
  const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts", "--content", DOCS, "--out", OUT], { env, encoding: "utf8" });
  log = `${r.stdout}${r.stderr}`;
  assert.equal(r.status, 0, log);
});
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("a VitePress site, built unchanged", () => {
  it("is found at .vitepress/config/index.mts; keys that change nothing here get one note each", () => {
    assert.match(log, /config: .*\.vitepress\/config\/index\.mts \(found/);
    assert.match(log, /note: .*index\.mts: vite: accepted, not applied/);
    assert.match(log, /note: .*index\.mts: markdown\.theme: accepted, not applied/);
  });
  it("markdown.config's plugin, attrs %{ }%, anchor.level 2 and slugify, languageAlias", () => {
    const html = page("guide/markdown.html");
    assert.match(html, /Some <mark>marked<\/mark> text/);
    assert.match(html, /<h2 id="start" class="wide" tabindex="-1">Getting Started <a class="header-anchor" href="#start"/);
    assert.match(html, /<h2 id="plain_heading" tabindex="-1">Plain Heading <a class="header-anchor"/);
    assert.match(html, /<h1 id="markdown_forms" tabindex="-1">Markdown forms<\/h1>/, "h1 is below level 2: no permalink");
    assert.doesNotMatch(html, /%\{/);
    assert.match(html, /class="token builtin[^"]*">echo</);
  });
  it("search records parse as the site does: its attrs delimiters leave the heading text, its slug rule makes the anchors", () => {
    const dir = path.join(OUT, "vp", "assets", "search");
    const records = fs
      .readdirSync(dir)
      .filter((f) => f.startsWith("records-"))
      .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))
      .join("\n");
    assert.doesNotMatch(records, /%\{/);
    assert.match(records, /\[1,\\"start\\"\],\[2,\\"plain_heading\\"\]/);
  });
  it("transformPageData: its title and the head tag it adds to the front matter", () => {
    const html = page("guide/renamed.html");
    assert.match(html, /<title>Renamed by transformPageData \| VP Site<\/title>/);
    assert.match(html, /<meta name="page-source" content="VP Site:guide\/renamed\.md">/);
  });
  it("transformHead gets the page's data and title; transformHtml the page and its output path", () => {
    const html = page("guide/markdown.html");
    assert.match(html, /<meta property="og:custom" content="guide\/markdown\.md\|Markdown forms \| VP Site">\n<\/head>/);
    assert.match(html, /<!-- transformHtml: guide\/markdown\.html -->\n<\/body>/);
  });
  it("buildEnd runs once the site is in place, with createContentLoader reading the pages", () => {
    // As VitePress's loader gives them: URLs without the base (VitePress 1.6.4 wrote the same lines).
    assert.equal(page("pages.txt"), "/guide/markdown.html\n/guide/renamed.html Original\n/guide/titles.html\n/guide/twoslash.html\n");
  });
  it("a locale that links to another site is in the language menu and nowhere else", () => {
    const html = page("guide/markdown.html");
    assert.match(html, /<a class="wd-menu-link" href="https:\/\/zh\.example\.com\/" lang="zh-CN" hreflang="zh-CN">简体中文<\/a>/);
    assert.doesNotMatch(html, /<link rel="alternate" hreflang/);
    assert.ok(!fs.readdirSync(path.join(OUT, "vp", "assets", "search")).some((f) => f.includes(".zh.")), "no search index of its own");
    assert.ok(!fs.existsSync(path.join(OUT, "vp", "zh")));
  });
  it("front matter as VitePress reads it: sidebar: auto is the page's own headings, any hero action theme is a class", () => {
    const auto = page("reference/auto.html");
    const sidebar = /<web-docs-sidebar class="wd-sidebar-host">([\s\S]*?)<\/web-docs-sidebar>/.exec(auto)?.[1] ?? "";
    const links = [...sidebar.matchAll(/<a class="wd-(?:group|sidebar)-link" href="([^"]+)">([^<]*)<\/a>/g)].map((m) => `${m[1]} ${m[2]}`);
    assert.deepEqual(links, [
      "#install_pkg_t Install pkg &amp; &lt;T&gt;",
      "#from_npm From npm",
      "#from_source From source",
      "#configure Configure",
      "#options Options",
      "#use Use",
    ]);
    assert.match(
      sidebar,
      /href="#configure">Configure<\/a>\s*<\/div>\s*<div class="wd-group-items" id="sb-2"><ul class="wd-sidebar-items depth-1">\s*<li><a class="wd-sidebar-link" href="#options">/,
      "h3 nested under its h2",
    );
    assert.doesNotMatch(sidebar, /\/guide\/markdown/, "not the configured sidebar");
    assert.match(page("index.html"), /<a class="wd-button vp-custom" href="\/vp\/guide\/renamed\.html">Custom action<\/a>/);
  });
  it("front matter: hero image and feature icon { light, dark, alt } as VitePress's ThemeableImage, one per appearance", () => {
    const html = page("index.html");
    assert.match(
      html,
      /<div class="wd-hero-image"><img class="wd-hero-img wd-img-light" src="\/vp\/hero-light\.svg" alt="Site picture"[^>]*><img class="wd-hero-img wd-img-dark" src="\/vp\/hero-dark\.svg" alt="Site picture"/,
    );
    assert.match(
      html,
      /<img class="wd-feature-icon wd-img-light" src="\/vp\/hero-light\.svg" alt=""[^>]*><img class="wd-feature-icon wd-img-dark" src="\/vp\/hero-dark\.svg"/,
    );
  });
  it("front matter: pageClass, aside: left, titleTemplate, head; navbar, footer, sidebar, aside and outline false; layout: page", () => {
    const auto = page("reference/auto.html");
    assert.match(auto, /<div class="wd-page-frame api-page wide">/);
    assert.match(auto, /<div class="wd-layout wd-doc has-sidebar has-aside aside-left">/);
    assert.match(auto, /<title>Auto sidebar — Reference<\/title>/);
    assert.match(auto, /<meta name="keywords" content="auto sidebar">/);
    const plain = page("reference/plain.html");
    assert.doesNotMatch(plain, /class="wd-topbar|<footer class="wd-footer|<web-docs-sidebar|class="wd-aside/);
    assert.match(page("reference/deep.html"), /<h3 id="three"/);
    assert.doesNotMatch(page("reference/deep.html"), /<web-docs-sidebar|class="wd-aside/);
  });
  it("<title> and the social card title are the heading's rendered text: no escapes, ~~, %{#id}% or entities", () => {
    const html = page("guide/titles.html");
    assert.match(html, /<title>Interface: Foo&lt;T&gt; old \| VP Site<\/title>/);
    assert.match(html, /<meta property="og:title" content="Interface: Foo&lt;T&gt; old">/);
    assert.match(html, /<h1 id="iface" tabindex="-1">Interface: Foo&lt;T&gt; <s>old<\/s><\/h1>/);
    // The ids VitePress 1.6.4 wrote for this page with this config (an entity keeps its source form).
    assert.match(html, /<h2 id="bar_amp_baz" tabindex="-1">/);
  });
  it("links: an ignoreDeadLinks function lets a link through; a broken anchor is a warning with file and line (onBrokenAnchors: warn)", () => {
    assert.match(
      log,
      /warning: 1 broken anchor \(onBrokenAnchors: "warn"\):\n {2}\S*guide\/renamed\.md:9: broken anchor "\/vp\/guide\/markdown\.html#no-such-section"/,
    );
    assert.doesNotMatch(log, /generated/);
  });
  it("a twoslash fence is rendered at build time, markers gone; a dot graph is drawn as SVG", () => {
    const html = page("guide/twoslash.html");
    assert.match(html, /class="twoslash-hover" tabindex="0"/);
    assert.doesNotMatch(html, /---cut---|@filename|@errors|\^\?/);
    assert.match(html, /<figure class="wd-graphviz"><svg role="img" aria-label="Graph: Build pipeline"[^>]*>[\s\S]*<title>a<\/title>[\s\S]*<\/svg><\/figure>/);
    assert.doesNotMatch(html, /wd-diagram-note/);
    assert.match(
      page("guide/twoslash.md"),
      /```ts\nimport \{ greeting \} from "\.\/greet"\nconst size = greeting\.length\nconst wrong: number = "text"\n```/,
      "the Markdown twin has the code as shown",
    );
  });
  it("social links: the theme's icon, any simple-icons icon and an { svg } icon, each with a name", () => {
    const html = page("index.html");
    assert.match(html, /<a class="wd-social" href="https:\/\/bsky\.app\/profile\/example" aria-label="Bluesky"[^>]*><svg class="wd-icon" aria-hidden="true"/);
    assert.match(
      html,
      /<a class="wd-social" href="https:\/\/example\.com\/own" aria-label="Own icon"[^>]*><svg class="wd-icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24"><circle/,
    );
  });
});
