// Vue pages (site/vue) over a copy of test/fixtures/vue-site: every page's render problem in one report,
// each with file and line, and a site without Vue installed told to install it.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { build } from "../../../scripts/build.ts";
import { errorMessages } from "../../../site/errors.ts";

const FIXTURE = path.resolve("test/fixtures/vue-site");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wd-vue-pages-"));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A copy of the fixture's docs at `dir`, with extra pages; built, its error's whole text returned. */
async function failure(dir: string, pages: Record<string, string>): Promise<string> {
  fs.cpSync(path.join(FIXTURE, "docs"), dir, { recursive: true });
  for (const [f, text] of Object.entries(pages)) fs.writeFileSync(path.join(dir, f), text);
  let message = "";
  await assert.rejects(
    build(["--content", dir, "--config", path.join(FIXTURE, "web-docs.config.json"), "--out", path.join(tmp, `out-${path.basename(dir)}`)]),
    (e: Error) => {
      message = errorMessages(e).join("\n");
      return true;
    },
  );
  return message;
}

describe("Vue page problems", () => {
  it("every page's problem is reported together, each with file and line", async () => {
    // Inside the repository, whose node_modules has Vue.
    const all = await failure(path.resolve("test/fixtures/.tmp-vue-pages"), {
      "bad-component.md": "---\ntitle: A\n---\n# A\n\nText\n\n<NoSuchThing />\n",
      "bad-compile.md": '---\ntitle: B\n---\n# B\n\n<div v-if="">x</div>\n',
      "bad-name.md": '---\ntitle: D\n---\n# {{ $frontmatter.title }}\n\n`{{ nobody }}` in code is text.\n\nHello {{ nobody }}\n\n<p :title="missing">x</p>\n',
      "bad-child.md": "---\ntitle: E\n---\n<script setup>\nimport Child from './components/Child.vue'\n</script>\n\n# E\n\n<Child />\n",
      "components/Child.vue": "<script setup>\nconst shown = 1\n</script>\n\n<template>\n  <p>{{ shown }}</p>\n  <p>{{ hidden }}</p>\n</template>\n",
      "bad-import.md": "---\ntitle: C\n---\n<script setup>\nimport Missing from './components/Missing.vue'\n</script>\n\n# C\n\n<Missing />\n",
    }).finally(() => fs.rmSync(path.resolve("test/fixtures/.tmp-vue-pages"), { recursive: true, force: true }));
    assert.match(all, /6 problems in this build/);
    assert.match(all, /bad-component\.md:8: Vue: unknown component <NoSuchThing>/);
    assert.match(all, /bad-compile\.md:6: Vue: /);
    // Each undeclared name at its own line: found by the compiler, located in the Markdown (code spans are text).
    assert.match(all, /bad-name\.md:8: Vue: "nobody" is not defined: declare it in the page's <script setup>/);
    assert.match(all, /bad-name\.md:10: Vue: "missing" is not defined/);
    assert.match(all, /components\/Child\.vue:7: Vue: "hidden" is not defined: declare it in the component's <script setup>/);
    assert.match(all, /bad-import\.md:\d+: Could not resolve "\.\/components\/Missing\.vue"/);
  });
  it("a layout slot Web Docs' templates have no place for is an error naming it, once", async () => {
    const dir = path.resolve("test/fixtures/.tmp-vue-slot");
    const all = await failure(dir, {
      ".vitepress/theme/Layout.vue":
        "<script setup>\nimport DefaultTheme from 'vitepress/theme'\nconst { Layout } = DefaultTheme\n</script>\n<template><Layout><template #sidebar-nav-before>x</template></Layout></template>\n",
    }).finally(() => fs.rmSync(dir, { recursive: true, force: true }));
    assert.match(all, /\.vitepress\/theme\/index\.ts: the layout slot "sidebar-nav-before" has no place in Web Docs' templates \(supported: layout-top, /);
    assert.equal(all.match(/sidebar-nav-before/g)?.length, 1, all); // every page met it; reported once
  });
  it("a site without Vue installed is told to install it, naming the page and line", async () => {
    // Outside the repository: no node_modules up the tree has vue.
    const all = await failure(path.join(tmp, "no-vue"), {});
    assert.match(all, /guide\.md:\d+: this page uses Vue syntax, which Web Docs renders with the site's own Vue: run `npm install vue`/);
  });
});

describe("Vue pages in search", () => {
  it("a Vue page's records hold what it renders: $frontmatter values, no {{ }} syntax; ::: v-pre stays as written", async () => {
    const { createMarkdown } = await import("../../../site/markdown/index.ts");
    const { pageEnv } = await import("../../../site/markdown/source.ts");
    const { pageRecords } = await import("../../../site/search/records.ts");
    const { VUE_KEY } = await import("../../../site/vue/site.ts");
    const body =
      "# Title\n\nMade by {{ $frontmatter.author }} in {{ year }}.\n\n## {{ $frontmatter.section }}\n\nText.\n\n::: v-pre\nShown as {{ written }}.\n:::\n";
    // Parsed as the render parses a page (a Vue page's ::: v-pre is Vue's v-pre by then), records from its tokens.
    const env: Record<string, unknown> = pageEnv(path.join(os.tmpdir(), "a.md"));
    const tokens = createMarkdown({ labels: { copyCode: "" } }).parse(body, env);
    assert.ok(env[VUE_KEY], "a Vue page");
    const records = pageRecords(tokens, { link: "a.html", title: "Title", frontmatter: { author: "Ada", section: "History" } });
    assert.equal(records[0].p, "Made by Ada in .");
    assert.deepEqual(records[1].t, ["Title", "History"]);
    assert.match(records[1].p, /Shown as \{\{ written \}\}\./);
    assert.doesNotMatch(JSON.stringify(records.map((r) => r.t)), /\{\{/);
  });
});
