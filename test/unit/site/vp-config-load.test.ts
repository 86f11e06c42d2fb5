import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { findConfig, loadSiteConfig } from "../../../site/build-context.ts";

// Loading a VitePress config as real sites write it (issue #40): split over .vitepress/config/, importing
// every vitepress export a config or a loader uses, and errors naming the file and line of the key.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wd-vpload-"));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

function project(files: Record<string, string>): string {
  const docs = fs.mkdtempSync(path.join(tmp, "docs-"));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(docs, rel)), { recursive: true });
    fs.writeFileSync(path.join(docs, rel), text);
  }
  return docs;
}

describe("config discovery and the vitepress exports", () => {
  it("finds .vitepress/config/index.ts, a config split over several files, and loads every vitepress export it imports", async () => {
    const docs = project({
      "index.md": "# Home\n",
      ".env.production": "VITE_TITLE='Split config'\nOTHER=1\n",
      ".vitepress/config/index.ts": [
        'import { defineConfig, loadEnv, type DefaultTheme } from "vitepress";',
        'import { shared } from "./shared";',
        'import { en } from "./en";',
        'const env = loadEnv("production", new URL("../..", import.meta.url).pathname);',
        'export default defineConfig({ ...shared, title: env.VITE_TITLE, locales: { root: { label: "English", ...en } } });',
        "",
      ].join("\n"),
      ".vitepress/config/shared.ts":
        'import { defineConfigWithTheme, createContentLoader, withBase, mergeConfig, defineLoader } from "vitepress";\nexport const shared = defineConfigWithTheme({ base: "/guide/", buildEnd: async () => { await createContentLoader("*.md").load(); } , description: [typeof withBase, typeof mergeConfig, typeof defineLoader].join(" ") });\n',
      ".vitepress/config/en.ts":
        'import type { DefaultTheme, LocaleSpecificConfig } from "vitepress";\nexport const en: LocaleSpecificConfig<DefaultTheme.Config> = { lang: "en-US", themeConfig: { nav: [{ text: "Home", link: "/" }] } };\n',
    });
    const file = findConfig(docs)!;
    assert.equal(file, path.join(docs, ".vitepress", "config", "index.ts"));
    const config = await loadSiteConfig({ configFile: file, configFrom: "found" });
    assert.equal(config.title, "Split config");
    assert.equal(config.description, "function function function");
    assert.equal(typeof config.hooks?.buildEnd, "function");
    assert.deepEqual(
      config.locales.root.themeConfig.nav?.map((n) => n.text),
      ["Home"],
    );
  });

  it("createContentLoader reads the content folder as VitePress's does (url without the base, front matter, rendered excerpt)", async () => {
    const a = "---\ntitle: A\n---\nIntro *here*\n\n---\n\nRest\n";
    const docs = project({ "posts/a.md": a, "posts/index.md": "# Posts\n", "about.md": "# About\n" });
    const { createContentLoader, withBase } = await import("../../../site/config/vitepress-shim.ts");
    (globalThis as { VITEPRESS_CONFIG?: unknown }).VITEPRESS_CONFIG = { srcDir: docs, site: { base: "/blog/" } };
    try {
      const posts = await createContentLoader("posts/*.md", {
        excerpt: true,
        includeSrc: true,
        transform: (d) => d.map((p) => ({ url: p.url, title: p.frontmatter.title, excerpt: p.excerpt, src: p.src?.length })),
      }).load();
      assert.deepEqual(posts, [
        { url: "/posts/a.html", title: "A", excerpt: "<p>Intro <em>here</em></p>\n", src: a.length },
        { url: "/posts/", title: undefined, excerpt: undefined, src: 8 },
      ]);
      assert.equal(withBase("/x.png"), "/blog/x.png");
    } finally {
      delete (globalThis as { VITEPRESS_CONFIG?: unknown }).VITEPRESS_CONFIG;
    }
  });
});

describe("config errors name the file and line", () => {
  it("a wrong key in an imported file of a split config: that file and its line", async () => {
    const docs = project({
      ".vitepress/config/index.mts":
        'import { defineConfig } from "vitepress";\nimport { theme } from "./theme";\nexport default defineConfig({\n  title: "T",\n  themeConfig: theme,\n});\n',
      ".vitepress/config/theme.ts": 'export const theme = {\n  nav: [\n    { text: "A", link: "/a" },\n    { text: "B", lnk: "/b" },\n  ],\n};\n',
    });
    const error = await loadSiteConfig({ configFile: findConfig(docs)!, configFrom: "found" }).then(
      () => "",
      (e: Error) => e.message,
    );
    assert.match(error, /\.vitepress\/config\/theme\.ts:4: themeConfig\.nav\[1\]\.lnk: unknown key \(did you mean "link"\?\)/);
  });
  it("srcDir: the content folder moves to it (relative to the folder holding .vitepress); a folder that is not there, or srcDir outside a VitePress config, is named with its line", async () => {
    const docs = project({ ".vitepress/config.mts": 'export default {\n  title: "T",\n  srcDir: "./pages",\n};\n', "pages/index.md": "# Home\n" });
    const paths = { configFile: findConfig(docs)!, configFrom: "found" as const, contentDir: docs };
    const config = await loadSiteConfig(paths);
    assert.equal(paths.contentDir, path.join(docs, "pages"));
    assert.deepEqual(config.srcDir, { contentDir: path.join(docs, "pages"), siteDir: docs });
    const missing = project({ ".vitepress/config.mts": 'export default {\n  title: "T",\n  srcDir: "./src",\n};\n' });
    const e1 = await loadSiteConfig({ configFile: findConfig(missing)!, configFrom: "found" }).then(
      () => "",
      (e: Error) => e.message,
    );
    assert.match(e1, /\.vitepress\/config\.mts:3: srcDir: "\.\/src" is not a folder \(.*src\): it is relative to .*, the folder holding \.vitepress/);
    const own = project({ "site.mjs": 'export default {\n  title: "T",\n  srcDir: "src",\n};\n', "src/index.md": "# Home\n" });
    const e2 = await loadSiteConfig({ configFile: path.join(own, "site.mjs"), configFrom: "given" }).then(
      () => "",
      (e: Error) => e.message,
    );
    assert.match(
      e2,
      /site\.mjs:3: srcDir: only a VitePress config \(\.vitepress\/config\.\*\) names its pages' folder: remove it, and pass the content folder with --content/,
    );
  });
  it("a split config: a key in index.ts at its line there, a key of an imported file at its line in that file, in one report", async () => {
    const docs = project({
      ".vitepress/config/index.ts":
        'import { defineConfig } from "vitepress";\nimport { markdown } from "./markdown";\n\nexport default defineConfig({\n  title: "T",\n  lastUpdated: "yes",\n  markdown,\n});\n',
      ".vitepress/config/markdown.ts":
        'import type { MarkdownOptions } from "vitepress";\n\nexport const markdown: MarkdownOptions = {\n  lineNumbers: true,\n  anchor: { level: "h2" },\n};\n',
    });
    const error = await loadSiteConfig({ configFile: findConfig(docs)!, configFrom: "found" }).then(
      () => "",
      (e: Error) => e.message,
    );
    assert.match(error, /\.vitepress\/config\/index\.ts:6: lastUpdated: expected true or false/);
    assert.match(error, /\.vitepress\/config\/markdown\.ts:5: markdown\.anchor\.level: /);
  });
  it("a JSON config: its line", async () => {
    const docs = project({ "site.json": '{\n  "title": "T",\n  "lastUpdated": "yes"\n}\n' });
    const error = await loadSiteConfig({ configFile: path.join(docs, "site.json"), configFrom: "given" }).then(
      () => "",
      (e: Error) => e.message,
    );
    assert.match(error, /site\.json:3: lastUpdated: expected true or false, got "yes"/);
  });
});
