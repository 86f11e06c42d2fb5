import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";

// A VitePress config's srcDir (test/fixtures/vitepress-srcdir): the pages are under src/, the theme in
// .vitepress/ beside it — built from the folder holding .vitepress, as `vitepress build` is.
const ROOT = path.resolve("test/fixtures/vitepress-srcdir");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wd-vpsrc-"));
const OUT = path.join(tmp, "out");
let log = "";
const page = (rel: string) => fs.readFileSync(path.join(OUT, rel), "utf8");

before(() => {
  const env = { ...process.env };
  for (const k of ["WEB_DOCS_CONTENT", "WEB_DOCS_CONFIG", "WEB_DOCS_OUT"]) delete env[k];
  const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts", "--content", ROOT, "--out", OUT], { env, encoding: "utf8" });
  log = `${r.stdout}${r.stderr}`;
  assert.equal(r.status, 0, log);
});
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("srcDir in a VitePress config", () => {
  it("the pages come from srcDir; srcExclude applies inside it; its public/ is the site's", () => {
    assert.deepEqual(
      ["index.html", "guide/start.html", "guide/landing.html", "guide/own.html", "logo.svg"].filter((f) => !fs.existsSync(path.join(OUT, f))),
      [],
    );
    assert.ok(!fs.existsSync(path.join(OUT, "guide", "README.html")), "srcExclude");
    assert.ok(!fs.existsSync(path.join(OUT, "src")), "no src/ in the URLs");
    assert.match(page("guide/start.html"), /<img[^>]* src="\/logo\.svg"/);
  });
  it("@/ in a snippet is srcDir, as in VitePress; the theme is found beside it in .vitepress", () => {
    const html = page("guide/start.html");
    assert.match(html, /hello <span class="token operator">=<\/span> <span class="token string">(?:&quot;|")src(?:&quot;|")<\/span>/);
    assert.match(html, /<span class="src-note"><!--\[-->from the theme/);
  });
  it("layout: <name> of a component the theme registers: that component in the content's place, its <Content /> the page (Vue rendered)", () => {
    const html = page("guide/landing.html");
    assert.match(html, /<main class="wd-layout wd-page"/);
    assert.match(
      html,
      /<section class="landing"><p class="landing-tagline">Made by the landing layout<\/p><div style="position:relative;" class="landing-content"><div><h1 id="landing"[^>]*>Landing/,
    );
    assert.match(html, /where the layout puts <code>&lt;Content \/&gt;<\/code>: release 2\.0\.<\/p>/);
    assert.doesNotMatch(html, /<web-docs-sidebar|\$frontmatter/);
  });
  it("a layout name no component answers to: the page's content in the page layout", () => {
    const html = page("guide/own.html");
    assert.match(html, /<main class="wd-layout wd-page"/);
    assert.match(html, /A layout no component of the theme answers to/);
  });
});
