// VitePress's own scaffold (`npx vitepress init` with the defaults, VitePress 1.6.4: test/fixtures/vitepress-init,
// copied as generated) builds unchanged; its Runtime API page shows useData()'s data.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { build } from "../../../scripts/build.ts";

const out = fs.mkdtempSync(path.join(os.tmpdir(), "wd-vp-init-"));
// VitePress's default base, which a site that is not Web Docs' own keeps.
const read = (rel: string) => fs.readFileSync(path.join(out, rel), "utf8");
before(async () => {
  await build(["--content", "test/fixtures/vitepress-init", "--out", out]);
});
after(() => fs.rmSync(out, { recursive: true, force: true }));

describe("the vitepress init scaffold", () => {
  it("api-examples.md renders useData()'s theme, page and frontmatter at build time", () => {
    const html = read("api-examples.html");
    const pre = [...html.matchAll(/<pre>([\s\S]*?)<\/pre>/g)].map((m) => m[1].replace(/&quot;/g, '"'));
    assert.equal(pre.length, 3, html);
    // useData().theme is the themeConfig as written (VitePress's), not the one Web Docs' theme completes.
    const theme = JSON.parse(pre[0]);
    assert.deepEqual(Object.keys(theme), ["nav", "sidebar", "socialLinks"]);
    assert.deepEqual(theme.nav, [
      { text: "Home", link: "/" },
      { text: "Examples", link: "/markdown-examples" },
    ]);
    assert.ok(Array.isArray(theme.sidebar));
    assert.deepEqual(theme.socialLinks, [{ icon: "github", link: "https://github.com/vuejs/vitepress" }]);
    // Exactly what VitePress 1.6.4 prints for {{ page }} on this page: its keys, in its order.
    assert.equal(
      pre[1],
      '{\n  "title": "Runtime API Examples",\n  "description": "",\n  "frontmatter": {\n    "outline": "deep"\n  },\n  "headers": [],\n  "relativePath": "api-examples.md",\n  "filePath": "api-examples.md"\n}',
    );
    assert.deepEqual(JSON.parse(pre[2]), { outline: "deep" });
    // The example in the ```md fence stays as written.
    assert.match(html, /\{\{ theme \}\}/);
  });
  it("markdown-examples.md's containers carry VitePress's default titles (INFO, TIP, …), as VitePress renders them", () => {
    const titles = [...read("markdown-examples.html").matchAll(/<p class="custom-block-title">([^<]*)<\/p>|<summary>([^<]*)<\/summary>/g)].map(
      (m) => m[1] ?? m[2],
    );
    assert.deepEqual(titles, ["INFO", "TIP", "WARNING", "DANGER", "Details"]);
  });
  it("the other pages are plain pages, without Vue", () => {
    assert.doesNotMatch(read("markdown-examples.html"), /assets\/vue\//);
    assert.match(read("index.html"), /My Awesome Project/);
  });
});
