import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { namespaceTemplate } from "../../../site/eleventy-plugin.ts";

// A minimal existing Eleventy project (test/fixtures/eleventy-project) that adds Web Docs with
// `eleventyConfig.addPlugin(webDocs, …)`, importing it by package name ("web-docs/eleventy", package.json
// "exports") and run by Eleventy's own CLI — no tsx flag: the JS entry registers it.
const PROJECT = path.resolve("test/fixtures/eleventy-project");
const ELEVENTY = path.resolve("node_modules/@11ty/eleventy/cmd.cjs");
const out = fs.mkdtempSync(path.join(os.tmpdir(), "wd-plugin-"));
const read = (rel: string) => fs.readFileSync(path.join(out, rel), "utf8");
let log = "";

before(() => {
  const r = spawnSync(process.execPath, [ELEVENTY, `--output=${out}`, "--quiet"], {
    cwd: PROJECT,
    env: { ...process.env, NODE_OPTIONS: "" },
    encoding: "utf8",
  });
  log = `${r.stdout}${r.stderr}`;
  assert.equal(r.status, 0, log);
});
after(() => fs.rmSync(out, { recursive: true, force: true }));

describe("the Eleventy plugin in an existing project", () => {
  it("renders the Markdown pages with the Web Docs shell, as .html files", () => {
    const one = read("guide/one.html");
    assert.match(one, /<title>Step one \| Plugin Project<\/title>/);
    assert.match(one, /<header class="wd-topbar">/);
    assert.match(one, /<a class="wd-nav-link active" href="\/guide\/one.html" aria-current="page">Guide<\/a>/);
    assert.match(read("index.html"), /<section class="wd-hero/);
    assert.match(read("404.html"), />PAGE NOT FOUND</);
  });
  it("brings the Markdown pipeline: containers, code titles and markers, link rewriting", () => {
    const one = read("guide/one.html");
    assert.match(one, /<div class="custom-block tip"><p class="custom-block-title">Works here too<\/p>/);
    assert.match(one, /<div class="wd-code-title">eleventy.config.js<\/div>/);
    assert.match(one, /<span class="line focused">/);
    assert.match(one, /<a href="\/guide\/two.html">step two<\/a>/);
  });
  it("generates the sidebar of the guide folder and the prev/next links", () => {
    const two = read("guide/two.html");
    assert.match(two, /<a class="wd-sidebar-link active" href="\/guide\/two.html" aria-current="page">Step two<\/a>/);
    assert.match(two, /<a class="wd-pager-link prev" href="\/guide\/one.html" rel="prev">/);
  });
  it("brings the widgets bundle and theme assets, and copies public/", () => {
    const one = read("guide/one.html");
    for (const m of one.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)) assert.ok(fs.existsSync(path.join(out, m[1])), m[1]);
    assert.match(one, /<script type="module" src="\/assets\/js\/widgets\.[\w-]+\.js"><\/script>/);
    assert.match(one, /<link rel="stylesheet" href="\/assets\/theme\.\w+\.css">/);
    assert.equal(read("robots.txt"), "User-agent: *\n");
  });
  it("stages the prebuilt assets once, complete: a second run (as `eleventy --serve` reruns the plugin) rewrites none of them", () => {
    // assets/search/ is the content's index, written by each build (atomically, file by file); the rest is the
    // prebuilt widgets and theme, staged once per bundle, theme and config.
    const stages = path.join(PROJECT, "node_modules", ".cache", "web-docs", "eleventy-plugin");
    const listing = () =>
      (fs.readdirSync(stages, { recursive: true }) as string[])
        .filter((f) => !f.split(path.sep).includes("search"))
        .sort()
        .map((f) => {
          const st = fs.statSync(path.join(stages, f));
          return `${f} ${st.isFile() ? `${st.ino}:${st.mtimeMs}` : "dir"}`;
        });
    const before = listing();
    assert.ok(
      before.some((l) => /assets\.json /.test(l)),
      `a staged folder with its manifest: ${before.slice(0, 3)}`,
    );
    const again = fs.mkdtempSync(path.join(os.tmpdir(), "wd-plugin-again-"));
    try {
      const r = spawnSync(process.execPath, [ELEVENTY, `--output=${again}`, "--quiet"], {
        cwd: PROJECT,
        env: { ...process.env, NODE_OPTIONS: "" },
        encoding: "utf8",
      });
      assert.equal(r.status, 0, `${r.stdout}${r.stderr}`);
      assert.deepEqual(listing(), before, "the same files, same inodes and times: nothing copied again, no half-written folder");
      assert.ok(!before.some((l) => /\.tmp-\d+/.test(l)), "no staging leftovers");
      const chunk = /src="(\/assets\/js\/widgets\.[\w-]+\.js)"/.exec(fs.readFileSync(path.join(again, "guide/one.html"), "utf8"))?.[1];
      assert.ok(chunk && fs.existsSync(path.join(again, chunk)), `the page's bundle is in the output: ${chunk}`);
    } finally {
      fs.rmSync(again, { recursive: true, force: true });
    }
  });
  it("leaves the project's own layouts, `site` data and `url` filter alone", () => {
    const about = read("about/index.html");
    assert.match(about, /<p class="owner">The project&#39;s own site data<\/p>/);
    assert.match(about, /<a href="\/about\/">about<\/a>/);
    assert.doesNotMatch(about, /wd-topbar/);
  });
});

describe("the plugin's templates", () => {
  it("serve the theme's partials under web-docs/ and its filters under webDocs… names", () => {
    const t = namespaceTemplate(
      `{%- from "partials/icons.njk" import icon -%}{% include "layouts/doc.njk" %}{{ '/' | url }}{{ x | json }}{{ content | pageView(page) }}{{ 'a' | asset }}`,
    );
    assert.match(t, /\{%- from "web-docs\/partials\/icons.njk" import icon -%\}\{% include "web-docs\/layouts\/doc.njk" %\}/);
    assert.match(t, /\{\{ '\/' \| webDocsUrl \}\}\{\{ x \| webDocsJson \}\}\{\{ content \| webDocsPageView\(page\) \}\}\{\{ 'a' \| webDocsAsset \}\}/);
    assert.match(t, /^\{%- set site = webDocsSite %\}\{%- set labels = webDocsLabels %\}/);
  });
});
