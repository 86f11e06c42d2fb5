import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { build } from "../../../scripts/build.ts";

// Builds the fixture site (outside content/) into temp folders; the widgets bundle is cached by the build.
const FIXTURE = path.resolve("test/fixtures/site");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wd-build-"));
const out = path.join(tmp, "out");
const copy = path.join(tmp, "content");
const args = (content = copy) => ["--content", content, "--config", path.join(FIXTURE, "site.config.json"), "--out", out];
const read = (rel: string) => fs.readFileSync(path.join(out, "docs/web", rel), "utf8");

before(async () => {
  fs.cpSync(path.join(FIXTURE, "content"), copy, { recursive: true });
  await build(args());
});
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("build output", () => {
  it("replaces an earlier output by switching the out symlink; versions before the previous one are removed in the background", async () => {
    const stamp = path.join(out, "docs/web/stale-file.txt");
    fs.writeFileSync(stamp, "from an earlier build");
    await build(args());
    assert.equal(fs.existsSync(stamp), false);
    assert.ok(fs.existsSync(path.join(out, "docs/web/index.html")));
    assert.ok(fs.lstatSync(out).isSymbolicLink(), "out is a symlink to the build's versioned folder (site/output-swap.ts)");
    await build(args());
    const versions = () => fs.readdirSync(tmp).filter((f) => f.startsWith(".out.site-"));
    for (let i = 0; i < 200 && versions().length > 2; i++) await new Promise((r) => setTimeout(r, 50));
    assert.equal(versions().length, 2, "the current site and the previous one");
    assert.deepEqual(
      fs.readdirSync(tmp).filter((f) => f.startsWith("out.") || /\.(building|link)-/.test(f)),
      [],
    );
  });
  it("writes every page as .html under the base, plus 404.html", () => {
    for (const f of [
      "index.html",
      "404.html",
      "guide/index.html",
      "guide/getting-started.html",
      "guide/advanced/tuning.html",
      "reference/plain.html",
      "bare.html",
      "logo.svg",
    ]) {
      assert.ok(fs.existsSync(path.join(out, "docs/web", f)), f);
    }
  });
  it("shows `verified` under the title of a doc page, as plain HTML (#22)", () => {
    assert.match(
      read("guide/getting-started.html"),
      /<\/h1><p class="wd-verified">Checked against Node\.js 24 and React 19\.2, <time datetime="2026-11">November 2026<\/time><\/p>/,
    );
    assert.doesNotMatch(read("guide/index.html"), /wd-verified/);
  });
  it("renders the not-found screen", () => {
    const html = read("404.html");
    assert.match(html, />404</);
    assert.match(html, />PAGE NOT FOUND</);
    assert.match(html, /<a class="wd-button brand" href="\/docs\/web\/index.html"[^>]*>Take me home<\/a>/);
  });
  it("opens the group holding the current page and keeps others as configured", () => {
    const html = read("reference/api.html");
    assert.match(html, /<a class="wd-sidebar-link active" href="\/docs\/web\/reference\/api.html" aria-current="page">API<\/a>/);
    // A collapsible group without a link: its whole heading row is the toggle button.
    assert.match(
      html,
      /<li class="wd-group collapsible collapsed">\s*<div class="wd-group-head"><button type="button" class="wd-group-toggle" aria-expanded="false" aria-controls="[^"]+"><span class="wd-group-title">Closed group<\/span>/,
    );
    assert.ok(!/wd-group [^"]*collapsed[^"]*has-active/.test(html));
    const hidden = read("reference/hidden.html");
    assert.match(
      hidden,
      /<li class="wd-group collapsible has-active">\s*<div class="wd-group-head"><button type="button" class="wd-group-toggle" aria-expanded="true" aria-controls="[^"]+"><span class="wd-group-title">Closed group<\/span>/,
    );
  });
  it("leaves a closed group's items out of the page and writes the whole sidebar as shared JSON", () => {
    const guide = read("guide/getting-started.html");
    assert.match(
      guide,
      /<a class="wd-group-link" href="\/docs\/web\/guide\/advanced\/index.html">Advanced<\/a><button type="button" class="wd-caret" aria-expanded="false" aria-controls="([^"]+)"[^>]*>.*?<\/button>\s*<\/div>\s*<div class="wd-group-items" id="\1" data-deferred><\/div>/s,
    );
    assert.doesNotMatch(guide, /href="\/docs\/web\/guide\/advanced\/tuning.html"/);
    assert.match(read("guide/advanced/tuning.html"), /<a class="wd-sidebar-link active" href="\/docs\/web\/guide\/advanced\/tuning.html"/);
    // A closed group without a link of its own keeps its items, or readers without JS could not reach them.
    const html = read("reference/api.html");
    assert.match(html, /href="\/docs\/web\/reference\/hidden.html"/);
    const src = /<web-docs-sidebar class="wd-sidebar-host" src="\/docs\/web\/(sidebar\/reference\.[0-9a-f]{10}\.json)"/.exec(html);
    assert.ok(src, "sidebar src attribute");
    const items = JSON.parse(read(src[1]));
    assert.equal(items[1].text, "Closed group");
    assert.equal(items[1].items[0].link, "/docs/web/reference/hidden.html");
  });
  it("renders outline levels from front matter", () => {
    const tuning = read("guide/advanced/tuning.html");
    assert.match(tuning, /wd-outline-link" href="#level-three"/);
    assert.doesNotMatch(tuning, /wd-outline-link" href="#level-four/);
    assert.doesNotMatch(read("reference/api.html"), /wd-outline-link" href="#not-shown"/);
    assert.doesNotMatch(read("reference/options.html"), /class="wd-aside"/);
    assert.match(read("guide/getting-started.html"), /wd-outline-link" href="#deep-heading"/);
  });
  it("renders prev/next with front-matter overrides", () => {
    const tuning = read("guide/advanced/tuning.html");
    assert.match(
      tuning,
      /<a class="wd-pager-link prev" href="\/docs\/web\/guide\/advanced\/index.html" rel="prev"><span class="desc">Previous page<\/span><span class="title">Back to advanced<\/span>/,
    );
    assert.match(
      tuning,
      /<a class="wd-pager-link next" href="\/docs\/web\/reference\/api.html" rel="next"><span class="desc">Next page<\/span><span class="title">Custom next<\/span>/,
    );
    assert.doesNotMatch(read("reference/options.html"), /wd-pager-link next/);
  });
  it("renders the layouts: home with features grid, page without sidebar, bare without chrome", () => {
    const home = read("index.html");
    assert.match(home, /<section class="wd-features grid-3"/);
    assert.match(home, /<a class="wd-button brand" href="\/docs\/web\/guide\/getting-started.html">Get started<\/a>/);
    assert.doesNotMatch(read("reference/plain.html"), /wd-sidebar/);
    const bare = read("bare.html");
    assert.doesNotMatch(bare, /wd-topbar|wd-footer/);
    assert.match(bare, /<h1 id="bare-content"/);
  });
  it("renders the edit link, footer and copyright", () => {
    const page = read("guide/getting-started.html");
    assert.match(page, /<a class="wd-edit-link" href="https:\/\/example.com\/edit\/guide\/getting-started.md"/);
    assert.match(
      page,
      /Copyright © 2021–\d{4} <a href="https:\/\/owner.example\/">Fixture Owner<\/a> · <a href="https:\/\/filing.example\/" rel="noopener">FIX-0001<\/a>/,
    );
    assert.doesNotMatch(read("reference/hidden.html"), /wd-edit-link/);
  });
});

describe("bad input stops the build and leaves the previous output intact", () => {
  const cases: Array<[string, string, string, RegExp]> = [
    // (One file name per case: Eleventy caches file contents by path within a process.)
    ["malformed front matter", "guide/bad-yaml.md", "---\ntitle: [oops\n---\n# Bad\n", /guide\/bad-yaml\.md:\d+: malformed front matter/],
    ["unknown layout", "guide/bad-layout.md", "---\nlayout: blog\n---\n# Bad\n", /guide\/bad-layout\.md:2: unknown layout "blog"/],
    [
      "outline of the wrong shape",
      "guide/bad-outline.md",
      "---\noutline: seven\n---\n# Bad\n",
      /guide\/bad-outline\.md:2: front matter outline: expected a heading level 2–6, a \[min, max\] pair, "deep" or false, got "seven"/,
    ],
    [
      "broken internal link",
      "guide/bad-link.md",
      "---\ntitle: Bad\n---\n# Bad\n\nSee [x](./missing.md).\n",
      /guide\/bad-link\.md:6: broken link "\.\/missing\.md"/,
    ],
    // VitePress forms that cannot be rendered name the page line (after the front matter) and what to do.
    // A Vue page renders with the site's own Vue (site/vue); this copy, in a temp folder, has none installed.
    [
      "Vue component",
      "guide/bad-vue.md",
      "---\ntitle: Bad\n---\n# Bad\n\n<ModalDemo/>\n",
      /guide\/bad-vue\.md:6: this page uses Vue syntax, which Web Docs renders with the site's own Vue: run `npm install vue`/,
    ],
    [
      "interpolation",
      "guide/bad-mustache.md",
      "---\ntitle: Bad\n---\n# Bad\n\nHello {{ name }}\n",
      /guide\/bad-mustache\.md:6: this page uses Vue syntax, .*npm install vue/,
    ],
    [
      "missing snippet file",
      "guide/bad-snippet.md",
      "---\ntitle: Bad\n---\n# Bad\n\n<<< @/snippets/none.ts\n",
      /guide\/bad-snippet\.md:6: snippet file not found: .*snippets\/none\.ts/,
    ],
    [
      "missing include",
      "guide/bad-include.md",
      "---\ntitle: Bad\n---\n# Bad\n\n<!--@include: ./parts/none.md-->\n",
      /guide\/bad-include\.md:6: include "\.\/parts\/none\.md" not found/,
    ],
    [
      "broken anchor",
      "guide/bad-anchor.md",
      "---\ntitle: Bad\n---\n# Bad\n\nSee [x](./index.md#nope).\n",
      /guide\/bad-anchor\.md:6: broken anchor ".*guide\/index.html#nope"/,
    ],
  ];
  for (const [name, file, text, expected] of cases) {
    it(name, async () => {
      const before = read("index.html");
      const target = path.join(copy, file);
      fs.writeFileSync(target, text);
      try {
        await assert.rejects(build(args()), (e: Error & { originalError?: Error }) => {
          const messages: string[] = [];
          for (let err: any = e; err; err = err.originalError ?? err.cause) messages.push(err.message);
          assert.match(messages.join("\n"), expected);
          return true;
        });
      } finally {
        fs.rmSync(target);
      }
      assert.equal(read("index.html"), before);
      assert.ok(!fs.readdirSync(tmp).some((f) => f.includes(".building-")), "no half-written folder is left behind");
    });
  }
  it("every broken link and missing image of a build is reported together, each with file and line", async () => {
    const files = {
      "guide/bad-links-a.md": "# A\n\nSee [x](./missing-a.md).\n\n![logo](./no-logo.png)\n",
      "guide/bad-links-b.md": "# B\n\nSee [y](/nowhere.md).\n",
    };
    for (const [f, text] of Object.entries(files)) fs.writeFileSync(path.join(copy, f), text);
    try {
      await assert.rejects(build(args()), (e: Error & { originalError?: Error }) => {
        const messages: string[] = [];
        for (let err: any = e; err; err = err.originalError ?? err.cause) messages.push(err.message);
        const all = messages.join("\n");
        assert.match(all, /3 broken links or missing images/);
        assert.match(all, /guide\/bad-links-a\.md:3: broken link "\.\/missing-a\.md"/);
        assert.match(all, /guide\/bad-links-a\.md:5: missing image "\.\/no-logo\.png"/);
        assert.match(all, /guide\/bad-links-b\.md:3: broken link "\/nowhere\.md"/);
        return true;
      });
    } finally {
      for (const f of Object.keys(files)) fs.rmSync(path.join(copy, f));
    }
  });
});
