// Vue pages' server modules linked in memory (site/vue/server-modules.ts): components compiled once per
// build and shared, islands wrapped, CSS and data loaders carried, anything else left to the bundle.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import type { Component } from "vue";
import { loadVue } from "../../../../site/vue/runtime.ts";
import { ServerModules } from "../../../../site/vue/server-modules.ts";
import { compileSfc } from "../../../../site/vue/sfc.ts";

// Inside the repository, whose node_modules has Vue.
const dir = fs.mkdtempSync(path.resolve("test/fixtures/.tmp-server-modules-"));
after(() => fs.rmSync(dir, { recursive: true, force: true }));
const rt = loadVue(dir);
if (!rt) throw new Error("the repository's node_modules has vue");

fs.writeFileSync(
  path.join(dir, "Counter.vue"),
  '<script setup>\nimport { ref } from "vue"\nconst n = ref(1)\n</script>\n<template><button @click="n++">{{ n }}</button></template>\n',
);
fs.writeFileSync(path.join(dir, "Note.vue"), '<template><p class="note"><slot /></p></template>\n<style>.note { color: red }</style>\n');
fs.writeFileSync(path.join(dir, "posts.data.js"), "export default { load: () => [{ title: 'First' }] }\n");
fs.writeFileSync(path.join(dir, "util.js"), "export const x = 1\n");
// Counts its module's evaluations.
fs.writeFileSync(
  path.join(dir, "Counted.vue"),
  "<script>\nglobalThis.__wdEvaluations = (globalThis.__wdEvaluations ?? 0) + 1\n</script>\n<script setup>\n</script>\n<template><i>c</i></template>\n",
);

const loads: string[] = [];
const modules = new ServerModules(rt, dir, async (file) => {
  loads.push(file);
  return [{ title: "First" }];
});

/** A page's code as render.ts hands it over: its SFC compiled for the server, with the shim's exports. */
function pageCode(script: string, template: string): { code: string; loader: "js" | "ts" } {
  const c = compileSfc(rt!, `<script setup>\n${script}\n</script>\n<template>${template}</template>\n`, path.join(dir, "page.md"), true);
  return { code: `${c.code}\nexport default _sfc_main;\nexport { __wdInstall, __wdIsland } from "vitepress";\n`, loader: c.loader };
}

async function renderPage(linked: { exports: Record<string, unknown> }): Promise<string> {
  const app = rt!.vue.createSSRApp(linked.exports.default as Component);
  (linked.exports.__wdInstall as (a: unknown, info: unknown) => void)(app, { site: {}, page: { frontmatter: {} }, route: "/" });
  return rt!.server.renderToString(app, { islands: new Set(), problems: [] } as never);
}

describe("Vue pages' server modules", () => {
  it("link a page's components, data and the vitepress shim, and render it", async () => {
    const { code, loader } = pageCode(
      "import Counter from './Counter.vue'\nimport Note from './Note.vue'\nimport { data } from './posts.data.js'\nimport { withBase } from 'vitepress'",
      "<Note>{{ data[0].title }}</Note><Counter /><a :href=\"withBase('/x.html')\">x</a>",
    );
    const linked = await modules.page(code, loader, path.join(dir, "page.md"));
    assert.ok(linked, "linked without a bundle");
    assert.deepEqual([...linked.interactive], [path.join(dir, "Counter.vue")]);
    assert.match(linked.css, /\.note\s*\{\s*color:\s*red/);
    const html = await renderPage(linked);
    assert.match(html, /<p class="note">(?:<!--\[-->)?First(?:<!--\]-->)?<\/p>/);
    // The interactive component is an island: its server HTML inside Web Docs' island element.
    assert.match(html, /<wd-island[^>]*data-c="[0-9a-f]{8}"[^>]*><button>1<\/button><\/wd-island>/);
  });

  it("compile each component and load each data file once per build, shared by every page", async () => {
    const a = await modules.page(pageCode("import Counted from './Counted.vue'", "<Counted />").code, "js", path.join(dir, "a.md"));
    const b = await modules.page(
      pageCode("import Counted from './Counted.vue'\nimport { data } from './posts.data.js'", "<Counted />{{ data.length }}").code,
      "js",
      path.join(dir, "b.md"),
    );
    assert.ok(a && b);
    assert.deepEqual(loads, [path.join(dir, "posts.data.js")]);
    assert.equal((globalThis as { __wdEvaluations?: number }).__wdEvaluations, 1);
    assert.match(await renderPage(b), /<i>c<\/i>1/);
  });

  it("leave to the bundle what they do not link", async () => {
    for (const script of [
      "import { x } from './util.js'",
      "import './style.css'",
      "import lodash from 'lodash'",
      "const u = import.meta.url",
      "const m = await import('./util.js')",
    ]) {
      const { code, loader } = pageCode(script, "<p>x</p>");
      assert.equal(await modules.page(code, loader, path.join(dir, "page.md")), null, script);
    }
    // A component that does not compile: the bundle reports it at its line.
    fs.writeFileSync(path.join(dir, "Broken.vue"), '<template><div v-if="">x</div></template>\n');
    assert.equal(await modules.page(pageCode("import Broken from './Broken.vue'", "<Broken />").code, "js", path.join(dir, "c.md")), null);
  });
});
