// cleanUrls: true as VitePress: links without .html while the files stay .html; the preview server serves
// /guide/intro from guide/intro.html, the router finds its page module, and the link check reads clean links.
import assert from "node:assert/strict";
import fs from "node:fs";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { build } from "../../../scripts/build.ts";
import { createServer } from "../../../scripts/serve.ts";
import { cleanPageHref, cleanPageLinks } from "../../../common/urls.ts";
import { HASHMAP_FILE, lookupPage } from "../../../common/page-map.ts";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wd-clean-"));
const write = (f: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(tmp, f)), { recursive: true });
  fs.writeFileSync(path.join(tmp, f), text);
};

describe("cleanPageHref", () => {
  it("drops .html, writes a folder's index as the folder, and leaves other links alone", () => {
    assert.equal(cleanPageHref("/b/guide/intro.html#setup"), "/b/guide/intro#setup");
    assert.equal(cleanPageHref("/b/guide/index.html"), "/b/guide/");
    assert.equal(cleanPageHref("index.html"), "./");
    assert.equal(cleanPageHref("../a.html?x=1"), "../a?x=1");
    for (const same of ["https://ex.example/a.html", "#a.html", "/b/feed.xml", "/b/guide/"]) assert.equal(cleanPageHref(same), same);
    assert.equal(
      cleanPageLinks('<a href="/b/a.html">a</a><link rel="stylesheet" href="/b/assets/t.css"><code>href="/x.html"</code>'),
      '<a href="/b/a">a</a><link rel="stylesheet" href="/b/assets/t.css"><code>href="/x.html"</code>',
    );
  });
});

describe("a build with cleanUrls: true", () => {
  const out = path.join(tmp, "out");
  let server: http.Server;
  let origin = "";
  before(async () => {
    write("docs/index.md", "# Home\n\nRead [the intro](./guide/intro.md) and [its setup](/guide/intro#setup).\n");
    write("docs/guide/intro.md", "# Intro\n\n## Setup\n\nBack [home](../index.md).\n");
    write(
      "web-docs.config.json",
      JSON.stringify({
        title: "Clean",
        base: "/b/",
        hostname: "https://clean.example",
        cleanUrls: true,
        themeConfig: { sidebar: [{ text: "Guide", items: [{ text: "Intro", link: "/guide/intro" }] }] },
      }),
    );
    await build(["--content", path.join(tmp, "docs"), "--out", out]);
    server = createServer(out, "/b/").listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  after(() => {
    server?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it("writes .html files and links the pages without .html", () => {
    const home = fs.readFileSync(path.join(out, "b", "index.html"), "utf8");
    assert.ok(fs.existsSync(path.join(out, "b", "guide", "intro.html")));
    assert.match(home, /href="\/b\/guide\/intro"/);
    assert.match(home, /href="\/b\/guide\/intro#setup"/);
    assert.doesNotMatch(home, /href="[^"]*\/guide\/intro\.html/);
    const sidebar = fs
      .readdirSync(path.join(out, "b", "sidebar"))
      .map((f) => fs.readFileSync(path.join(out, "b", "sidebar", f), "utf8"))
      .join("");
    assert.match(sidebar, /"link":"\/b\/guide\/intro"/);
  });

  it("the canonical URL, og:url, sitemap and feeds name the pages as linked, without .html", () => {
    const intro = fs.readFileSync(path.join(out, "b", "guide", "intro.html"), "utf8");
    assert.match(intro, /<link rel="canonical" href="https:\/\/clean\.example\/b\/guide\/intro">/);
    assert.match(intro, /<meta property="og:url" content="https:\/\/clean\.example\/b\/guide\/intro">/);
    const sitemap = fs.readFileSync(path.join(out, "b", "sitemap.xml"), "utf8");
    assert.match(sitemap, /<loc>https:\/\/clean\.example\/b\/guide\/intro<\/loc>/);
    assert.match(sitemap, /<loc>https:\/\/clean\.example\/b\/<\/loc>/);
    assert.doesNotMatch(sitemap, /\.html</);
    assert.match(fs.readFileSync(path.join(out, "b", "feed.xml"), "utf8"), /href="https:\/\/clean\.example\/b\/guide\/intro"/);
  });

  it("the preview server serves /guide/intro from guide/intro.html; an unknown clean path is a 404", async () => {
    const res = await fetch(`${origin}/b/guide/intro`);
    assert.equal(res.status, 200);
    assert.match(await res.text(), /<h1[^>]*>Intro/);
    assert.equal((await fetch(`${origin}/b/guide/nowhere`)).status, 404);
  });

  it("the router finds a clean URL's page module", () => {
    const map = JSON.parse(fs.readFileSync(path.join(out, "b", HASHMAP_FILE), "utf8"));
    const hit = lookupPage(map, "/b/guide/intro", "/b/");
    assert.equal(hit?.key, "guide/intro.html");
    assert.ok(fs.existsSync(path.join(out, hit!.module)));
  });

  it("the link check reads clean links: a clean link to no page, or to no heading, still stops the build", async () => {
    for (const [name, link, expected] of [
      ["gone", "/guide/gone", /guide\/gone/],
      ["anchor", "/guide/intro#nope", /#nope/],
    ] as const) {
      write(`docs/guide/broken-${name}.md`, `# Broken\n\n[bad](${link})\n`);
      try {
        await assert.rejects(build(["--content", path.join(tmp, "docs"), "--out", path.join(tmp, "out2")]), expected);
      } finally {
        fs.rmSync(path.join(tmp, "docs", "guide", `broken-${name}.md`));
      }
    }
  });
});
