import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { buildFixture } from "../../support/fixture-build.ts";
import { ok, problems } from "../../support/config-support.ts";
import { closestPage, linkInVersion, versionMenu, versionOf, versionView } from "../../../site/versions.ts";
import { searchIndexGroups } from "../../../site/locales.ts";
import { compileRewrites } from "../../../site/source-paths.ts";

// Versioned docs (issue #42): the URL rules of site/versions.ts, the config, and the two-version fixture
// (test/fixtures/versions-site: 2.x at the base /lib/, 1.x under /lib/1.x/) built as an author builds it.
// Chromium checks: test/e2e/versions/.
const v = { default: "2.x", list: ["2.x", "1.x"] };
const config = { versions: v };
const sources = new Set([
  "index.md",
  "guide/index.md",
  "guide/intro.md",
  "guide/streams.md",
  "1.x/index.md",
  "1.x/guide/index.md",
  "1.x/guide/intro.md",
  "1.x/guide/legacy.md",
]);

describe("versions: URL rules", () => {
  it("a URL's version: the default one without a prefix, another under its name", () => {
    assert.deepEqual(versionOf(config, "/guide/intro.html"), { version: "2.x", rest: "/guide/intro.html" });
    assert.deepEqual(versionOf(config, "/1.x/guide/intro.html"), { version: "1.x", rest: "/guide/intro.html" });
    // A folder that merely starts like a version is not one.
    assert.deepEqual(versionOf(config, "/1.xy/a.html"), { version: "2.x", rest: "/1.xy/a.html" });
    assert.equal(versionOf({}, "/guide/a.html"), null);
  });
  it("the default version's folder is served at the base (a rewrite), the others keep their folder", () => {
    const rewrite = compileRewrites(ok({ versions: v }).rewrites);
    assert.equal(rewrite("2.x/guide/intro.md"), "guide/intro.md");
    assert.equal(rewrite("2.x/index.md"), "index.md");
    assert.equal(rewrite("1.x/guide/intro.md"), "1.x/guide/intro.md");
  });
  it("another version's page: the same page, else the deepest existing parent, else its home — never a 404", () => {
    assert.deepEqual(closestPage(v, "1.x", "/guide/intro.html", sources), { url: "/1.x/guide/intro.html", same: true });
    assert.deepEqual(closestPage(v, "1.x", "/guide/streams.html", sources), { url: "/1.x/guide/index.html", same: false });
    assert.deepEqual(closestPage(v, "2.x", "/guide/legacy.html", sources), { url: "/guide/index.html", same: false });
    assert.deepEqual(closestPage(v, "1.x", "/api/deep/x.html", sources), { url: "/1.x/index.html", same: false });
  });
  it("the menu lists every version with its page, the current one marked", () => {
    assert.deepEqual(versionMenu(config, "/1.x/guide/legacy.html", sources), [
      { version: "2.x", url: "/guide/index.html", same: false, current: false },
      { version: "1.x", url: "/1.x/guide/legacy.html", same: true, current: true },
    ]);
  });
  it("an old version's page: a banner to the default version's page, canonical there when it exists", () => {
    const old = versionView(config, "/1.x/guide/intro.html", sources)!;
    assert.deepEqual(old.banner, { version: "1.x", latest: "2.x", url: "/guide/intro.html" });
    assert.equal(old.canonical, "/guide/intro.html");
    const only = versionView(config, "/1.x/guide/legacy.html", sources)!;
    assert.equal(only.canonical, "/1.x/guide/legacy.html");
    assert.equal(versionView(config, "/guide/intro.html", sources)!.banner, null);
  });
  it("links written for the default version, in another: site-relative ones get the prefix", () => {
    assert.equal(linkInVersion(v, "1.x", "/guide/a.html"), "/1.x/guide/a.html");
    assert.equal(linkInVersion(v, "2.x", "/guide/a.html"), "/guide/a.html");
    assert.equal(linkInVersion(v, "1.x", "https://x.example/"), "https://x.example/");
    assert.equal(linkInVersion(v, "1.x", "//cdn.example/a"), "//cdn.example/a");
  });
  it("one search index per version", () => {
    const site = ok({ versions: v });
    const groups = searchIndexGroups(site, [{ url: "/guide/a.html" }, { url: "/1.x/guide/a.html" }, { url: "/index.html" }]);
    assert.deepEqual(
      groups.map((g) => [g.asset, g.pages.map((p) => p.url)]),
      [
        ["search-index.js", ["/guide/a.html", "/index.html"]],
        ["search-index.1.x.js", ["/1.x/guide/a.html"]],
      ],
    );
  });
  it("the config: the default must be listed; names are folder names", () => {
    assert.match(problems({ versions: { default: "3.x", list: ["2.x"] } }).join("\n"), /versions\.list must include versions\.default/);
    assert.match(problems({ versions: { default: "2.x", list: ["2.x", "../etc"] } }).join("\n"), /versions\.list\[1\]: expected folder names/);
  });
});

describe("versions: the two-version fixture as built", () => {
  const FIXTURE = path.resolve("test/fixtures/versions-site");
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wd-versions-"));
  const page = (rel: string) => fs.readFileSync(path.join(tmp, "lib", rel), "utf8");
  before(() => buildFixture(FIXTURE, tmp));
  after(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it("serves the default version at the base and the old one under its name", () => {
    for (const f of ["index.html", "guide/intro.html", "guide/streams.html", "1.x/index.html", "1.x/guide/intro.html", "1.x/guide/legacy.html"]) {
      assert.ok(fs.existsSync(path.join(tmp, "lib", f)), f);
    }
    assert.ok(!fs.existsSync(path.join(tmp, "lib", "2.x")), "no 2.x folder in the output");
  });
  it("the version menu maps each page, a page missing in a version to its closest page, marked", () => {
    const html = page("guide/streams.html");
    assert.match(html, /<a class="wd-menu-link active" href="\/lib\/guide\/streams\.html" aria-current="page">2\.x<\/a>/);
    assert.match(html, /<a class="wd-menu-link" href="\/lib\/1\.x\/guide\/index\.html">1\.x <span class="wd-version-missing">\(no such page\)<\/span><\/a>/);
  });
  it("an old version's page: banner, canonical to the default version, nav and sidebar under its prefix, its own search index", () => {
    const html = page("1.x/guide/intro.html");
    assert.match(
      html,
      /<p class="wd-version-banner" role="note">You are reading the 1\.x docs; the latest is 2\.x\. <a href="\/lib\/guide\/intro\.html">Read this page in 2\.x<\/a><\/p>/,
    );
    assert.match(html, /<link rel="canonical" href="https:\/\/libra\.example\/lib\/guide\/intro\.html">/);
    assert.match(html, /<html[^>]* data-version="1\.x"/);
    assert.match(html, /class="wd-nav-link active" href="\/lib\/1\.x\/guide\/intro\.html"/);
    const index = (h: string) => /index-url="([^"]+)"/.exec(h)![1];
    assert.notEqual(index(html), index(page("guide/intro.html")));
    // The 1.x sidebar has no link to Streams, which 1.x does not have.
    const src = /<web-docs-sidebar[^>]* src="\/lib\/([^"]+)"/.exec(html)![1];
    const sidebar = fs.readFileSync(path.join(tmp, "lib", src), "utf8");
    assert.match(sidebar, /1\.x\/guide\/config\.html/);
    assert.doesNotMatch(sidebar, /streams/);
  });
  it("feeds, llms.txt and twins per version: the default version's at the base, another's under its name; one sitemap", () => {
    const rootFeed = page("feed.xml");
    assert.match(rootFeed, /<title>Libra<\/title>/);
    assert.match(rootFeed, /lib\/guide\/streams\.html/);
    assert.doesNotMatch(rootFeed, /lib\/1\.x\//);
    const oldFeed = page("1.x/feed.xml");
    assert.match(oldFeed, /<title>Libra 1\.x<\/title>/);
    assert.match(oldFeed, /lib\/1\.x\/guide\/legacy\.html/);
    assert.doesNotMatch(oldFeed, /lib\/guide\//);
    assert.match(JSON.parse(page("1.x/feed.json")).title, /^Libra 1\.x$/);
    // A 1.x page names its version's feed.
    assert.match(page("1.x/guide/intro.html"), /<link rel="alternate" type="application\/atom\+xml" title="Libra 1\.x" href="\/lib\/1\.x\/feed\.xml">/);
    const llms = page("llms.txt");
    assert.doesNotMatch(llms.split("## Other versions")[0], /lib\/1\.x\//);
    assert.match(llms, /## Other versions\n\n- \[Libra 1\.x\]\(https:\/\/libra\.example\/lib\/1\.x\/llms\.txt\)/);
    const oldLlms = page("1.x/llms.txt");
    assert.match(oldLlms, /^# Libra 1\.x/);
    assert.match(oldLlms, /\(https:\/\/libra\.example\/lib\/1\.x\/guide\/legacy\.md\)/);
    assert.doesNotMatch(oldLlms, /lib\/guide\//);
    assert.match(page("1.x/llms-full.txt"), /quantum handles/);
    assert.doesNotMatch(page("llms-full.txt"), /quantum/);
    assert.match(page("1.x/guide/legacy.md"), /callback API of Libra 1/);
    assert.match(page("guide/streams.md"), /zephyr/);
    const sitemap = page("sitemap.xml");
    assert.match(sitemap, /lib\/guide\/streams\.html/);
    assert.match(sitemap, /lib\/1\.x\/guide\/legacy\.html/);
  });
  it("search-versions.json lists each version's index, the one each version's pages name", () => {
    const { indexes } = JSON.parse(page("search-versions.json")) as { indexes: Array<{ version: string; locale: string | null; file: string }> };
    assert.deepEqual(
      indexes.map((i) => i.version),
      ["2.x", "1.x"],
    );
    const index = (h: string) => /index-url="\/lib\/([^"]+)"/.exec(h)?.[1];
    assert.equal(indexes[0].file, index(page("guide/intro.html")));
    assert.equal(indexes[1].file, index(page("1.x/guide/intro.html")));
    assert.match(page("1.x/guide/intro.html"), /versions-url="\/lib\/search-versions\.json"/);
  });
  it("web-docs.json (agents, the MCP server): the default version's scope first, then 1.x's with its index and pages", () => {
    const manifest = JSON.parse(page("web-docs.json")) as {
      locales: Array<{ prefix: string; version?: string; search: string; pages: Array<[string, string, string]> }>;
    };
    const { indexes } = JSON.parse(page("search-versions.json")) as { indexes: Array<{ file: string }> };
    assert.deepEqual(
      manifest.locales.map((l) => [l.prefix, l.version ?? null, l.search]),
      [
        ["/", null, indexes[0].file],
        ["/1.x/", "1.x", indexes[1].file],
      ],
    );
    assert.ok(manifest.locales[1].pages.some(([twin]) => twin === "1.x/guide/legacy.md"));
    assert.ok(manifest.locales[0].pages.every(([twin]) => !twin.startsWith("1.x/")));
  });
  it("front matter since: a New in badge under the title; <Since v> inline", () => {
    assert.match(page("guide/streams.html"), /<\/h1>\s*<p class="wd-since"><span class="wd-badge">New in 2\.1<\/span><\/p>/);
    // Inline: <Since v="2.2"/> in a heading, the same badge (left out of the heading's id).
    assert.match(page("guide/config.html"), /<h2 id="watching"[^>]*>Watching <span class="wd-badge" data-since="2\.2">New in 2\.2<\/span>/);
  });
});

describe("versions: web-docs version <name>", () => {
  it("copies the default version's folder and adds the name to a JSON config's list; refuses a taken or odd name", async () => {
    const { startVersion } = await import("../../../scripts/cli/version.ts");
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wd-version-cmd-"));
    fs.cpSync(path.resolve("test/fixtures/versions-site"), tmp, { recursive: true });
    const argv = ["--content", path.join(tmp, "docs"), "--config", path.join(tmp, "web-docs.config.json"), "--out", path.join(tmp, "dist")];
    try {
      assert.deepEqual(await startVersion("3.x", argv), []);
      assert.equal(fs.readFileSync(path.join(tmp, "docs/3.x/guide/streams.md"), "utf8"), fs.readFileSync(path.join(tmp, "docs/2.x/guide/streams.md"), "utf8"));
      const cfg = JSON.parse(fs.readFileSync(path.join(tmp, "web-docs.config.json"), "utf8"));
      assert.deepEqual(cfg.versions, { default: "2.x", list: ["3.x", "2.x", "1.x"] });
      await assert.rejects(startVersion("3.x", argv), /3\.x is already in versions\.list/);
      await assert.rejects(startVersion("../x", argv), /a version is a folder name/);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
