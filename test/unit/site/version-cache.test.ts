import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { buildFixture } from "../../support/fixture-build.ts";
import { ok } from "../../support/config-support.ts";
import { rendererHash, versionKey } from "../../../site/version-cache.ts";

// Versions built once (issue #42): the two-version fixture (2.x at /lib/, 1.x under /lib/1.x/) built twice
// into fresh folders with one cache; an unchanged 1.x is linked from the cache, not rendered, and the site is the same bytes.

/** Every file under dir with its bytes, by path relative to it. */
function tree(dir: string): Map<string, string> {
  const files = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile());
  return new Map(files.sort().map((f) => [f, fs.readFileSync(path.join(dir, f)).toString("base64")]));
}

describe("versions: an unchanged version is reused from the cache", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wd-version-cache-"));
  const site = path.join(tmp, "site");
  fs.cpSync(path.resolve("test/fixtures/versions-site"), site, { recursive: true });
  const env = { WEB_DOCS_VERSIONS_CACHE: path.join(tmp, "cache") };
  let n = 0;
  const build = () => {
    const out = path.join(tmp, `out-${++n}`);
    return { out, log: buildFixture(site, out, env) };
  };
  const reused = /versions: reused 1\.x \(5 pages\) from the cache/;
  after(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it("a second build renders none of 1.x's pages, and its output is the cold build's, byte for byte", () => {
    const cold = build();
    assert.doesNotMatch(cold.log, reused);
    assert.match(cold.log, /versions: cached 1\.x \(5 pages\)/);
    assert.match(cold.log, /rendering 11 pages/);
    const warm = build();
    assert.match(warm.log, reused);
    // The default version's 5 pages and the not-found page only.
    assert.match(warm.log, /rendering 6 pages/);
    assert.deepEqual(tree(warm.out), tree(cold.out));
    // The site-wide files still have the reused version's pages.
    const lib = (f: string) => fs.readFileSync(path.join(warm.out, "lib", f), "utf8");
    assert.match(lib("sitemap.xml"), /\/lib\/1\.x\/guide\/legacy\.html/);
    assert.match(lib("hashmap.json"), /"1\.x\/guide\/legacy\.html"/);
    const index = /index-url="\/lib\/([^"]+)"/.exec(lib("1.x/guide/legacy.html"))?.[1] ?? "";
    assert.ok(fs.existsSync(path.join(warm.out, "lib", index)), `the 1.x search index ${index} is published`);
    // Placed as hard links to the cache's files, not copied (one file system here).
    assert.ok(fs.statSync(path.join(warm.out, "lib/1.x/guide/legacy.html")).nlink > 1);
  });

  it("a reused page written in place in the output (post-processing) is not reused again: the next build renders 1.x", () => {
    const warm = build();
    assert.match(warm.log, reused);
    const page = path.join(warm.out, "lib/1.x/guide/legacy.html");
    // In place, as a post-processing script would: the same inode, the cache's file through the link.
    const fd = fs.openSync(page, "r+");
    fs.writeSync(fd, "<!-- post-processed -->", 0);
    fs.closeSync(fd);
    const next = build();
    assert.doesNotMatch(next.log, reused);
    assert.match(next.log, /rendering 11 pages/);
    assert.doesNotMatch(fs.readFileSync(path.join(next.out, "lib/1.x/guide/legacy.html"), "utf8"), /post-processed/);
    // Stored afresh: reused by the build after.
    assert.match(build().log, reused);
  });

  it("editing a page of 1.x rebuilds 1.x (and only what changed is new)", () => {
    const file = path.join(site, "docs/1.x/guide/legacy.md");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/\n*$/, "\n\nAn edited paragraph.\n"));
    const edited = build();
    assert.doesNotMatch(edited.log, reused);
    assert.match(edited.log, /rendering 11 pages/);
    assert.match(fs.readFileSync(path.join(edited.out, "lib/1.x/guide/legacy.html"), "utf8"), /An edited paragraph\./);
    // And the version is reused again, as edited.
    const again = build();
    assert.match(again.log, reused);
    assert.match(fs.readFileSync(path.join(again.out, "lib/1.x/guide/legacy.html"), "utf8"), /An edited paragraph\./);
  });

  it("a changed config rebuilds every version", () => {
    const file = path.join(site, "web-docs.config.json");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace('"title": "Libra"', '"title": "Libra Docs"'));
    const changed = build();
    assert.doesNotMatch(changed.log, reused);
    assert.match(fs.readFileSync(path.join(changed.out, "lib/1.x/guide/intro.html"), "utf8"), /Libra Docs/);
  });

  it("a page added to the default version rebuilds 1.x too (its version menu may now go there)", () => {
    fs.copyFileSync(path.join(site, "docs/2.x/guide/intro.md"), path.join(site, "docs/2.x/guide/legacy.md"));
    build();
    const next = build();
    assert.match(next.log, reused);
    fs.rmSync(path.join(site, "docs/2.x/guide/legacy.md"));
    const removed = build();
    assert.doesNotMatch(removed.log, reused);
    assert.match(
      fs.readFileSync(path.join(removed.out, "lib/1.x/guide/legacy.html"), "utf8"),
      /href="\/lib\/guide\/index\.html">2\.x <span class="wd-version-missing">/,
    );
  });
});

describe("versions: the cache key", () => {
  const ctx = {
    config: ok({ versions: { default: "2.x", list: ["2.x", "1.x"] } }),
    contentDir: path.resolve("test/fixtures/versions-site/docs"),
    sources: new Set(["index.md", "1.x/index.md"]),
    dates: new Map<string, Date>(),
    assets: { "theme.css": "assets/theme.1111.css" },
  };
  it("changes with the theme's assets, the config and any version's page list", () => {
    const key = versionKey(ctx, "1.x", "");
    assert.equal(versionKey({ ...ctx }, "1.x", ""), key);
    assert.notEqual(versionKey({ ...ctx, assets: { "theme.css": "assets/theme.2222.css" } }, "1.x", ""), key);
    assert.notEqual(versionKey({ ...ctx, config: { ...ctx.config, title: "Other" } }, "1.x", ""), key);
    assert.notEqual(versionKey({ ...ctx, sources: new Set([...ctx.sources, "guide/new.md"]) }, "1.x", ""), key);
    assert.notEqual(versionKey(ctx, "1.x", "shared content changed"), key);
    // Git's dates count only where pages show them.
    const dated = { ...ctx, dates: new Map([[path.join(ctx.contentDir, "1.x/index.md"), new Date(0)]]) };
    assert.equal(versionKey(dated, "1.x", ""), key);
    const shown = { ...ctx, config: { ...ctx.config, lastUpdated: true } };
    assert.notEqual(versionKey({ ...dated, config: shown.config }, "1.x", ""), versionKey(shown, "1.x", ""));
  });
  it("the renderer's hash changes with a template", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "wd-renderer-"));
    try {
      fs.cpSync(path.resolve("templates"), path.join(root, "templates"), { recursive: true });
      const before = rendererHash(root);
      const shell = path.join(root, "templates", "shell.njk");
      fs.appendFileSync(shell, "\n");
      assert.notEqual(rendererHash(root), before);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
