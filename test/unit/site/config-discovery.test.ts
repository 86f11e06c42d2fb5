import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { configNotice, findConfig, loadSiteConfig, resolveBuildPaths } from "../../../site/build-context.ts";
import { configSources } from "../../../site/config/bundle-config.ts";

// A content folder given without --config: its own config is found (beside it, in it, or VitePress's),
// else the defaults - never Web Docs' own config, whose nav links to articles the folder does not have.
// And a JS/TS config loads from a folder that has neither Web Docs nor VitePress installed.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wd-config-"));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A project folder with docs/ and the given files (path → text). */
function project(files: Record<string, string>): { root: string; docs: string } {
  const root = fs.mkdtempSync(path.join(tmp, "p-"));
  const docs = path.join(root, "docs");
  fs.mkdirSync(docs);
  fs.writeFileSync(path.join(docs, "index.md"), "# Home\n");
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return { root, docs };
}

const VITEPRESS = `import { defineConfig } from "vitepress";
export default defineConfig({ title: "From VitePress", customData: { a: 1 }, cleanUrls: true, vite: { server: { port: 3000 } }, themeConfig: { nav: [{ text: "Home", link: "/" }] } });
`;

describe("a content folder given without a config", () => {
  it("finds a Web Docs config beside the folder first, then in it, then the folder's VitePress config", () => {
    const all = project({ "web-docs.config.json": "{}", "docs/web-docs.config.ts": "export default {};", "docs/.vitepress/config.mts": VITEPRESS });
    assert.equal(findConfig(all.docs), path.join(all.root, "web-docs.config.json"));
    const inside = project({ "docs/web-docs.config.ts": "export default {};", "docs/.vitepress/config.mts": VITEPRESS });
    assert.equal(findConfig(inside.docs), path.join(inside.docs, "web-docs.config.ts"));
    const vitepress = project({ "docs/.vitepress/config.mts": VITEPRESS });
    assert.equal(findConfig(vitepress.docs), path.join(vitepress.docs, ".vitepress", "config.mts"));
    const paths = resolveBuildPaths(["--content", vitepress.docs], {});
    assert.equal(paths.configFrom, "found");
    assert.match(configNotice(paths) ?? "", /config: .*\.vitepress\/config\.mts \(found/);
  });

  it("builds with the defaults when it has none, and says so; Web Docs' own content keeps its own config", async () => {
    const bare = project({});
    const paths = resolveBuildPaths(["--content", bare.docs], {});
    assert.deepEqual([paths.configFile, paths.configFrom], [null, "defaults"]);
    assert.match(configNotice(paths) ?? "", /no config found for .*building with the defaults; write web-docs\.config\.json next to the folder/);
    const config = await loadSiteConfig(paths);
    assert.equal(config.title, "Docs");
    assert.deepEqual(config.themeConfig.nav, [], "no nav of Web Docs' own articles");
    const own = resolveBuildPaths([], {});
    // Web Docs' own articles are built as any author's: their config is found beside the content folder.
    assert.deepEqual([own.configFrom, path.basename(own.configFile ?? "")], ["found", "web-docs.config.ts"]);
    assert.match(configNotice(own) ?? "", /^config: .*web-docs\.config\.ts \(found with the content folder/);
    assert.equal((await loadSiteConfig(own)).title, "Web Docs");
    assert.equal(resolveBuildPaths(["--content", bare.docs, "--config", "x.json"], {}).configFrom, "given");
  });
});

describe("a JS/TS config module", () => {
  it("loads a VitePress config without VitePress installed; a refused key shows the config to write beside the docs folder", async () => {
    const p = project({ "docs/.vitepress/config.mts": VITEPRESS });
    const file = path.join(p.docs, ".vitepress", "config.mts");
    const error = await loadSiteConfig({ configFile: file, configFrom: "found" }).then(
      () => null,
      (e: Error) => e.message,
    );
    assert.ok(error, "an unknown key is refused (cleanUrls and vite are taken)");
    assert.match(error, /config\.mts:2: customData: /);
    assert.doesNotMatch(error, /vite:|cleanUrls:/, "vite is accepted with a note, cleanUrls as VitePress reads it");
    assert.match(error, /This is VitePress's config/);
    const recipe = error
      .split("\n")
      .filter((l) => /^ {4}\S/.test(l))
      .map((l) => l.trim());
    assert.deepEqual(recipe, ['import config from "./docs/.vitepress/config.mts";', "const { customData, ...settings } = config;", "export default settings;"]);
    // Following it: the config written where the message says, found first next time.
    fs.writeFileSync(path.join(p.root, "web-docs.config.ts"), recipe.join("\n"));
    const paths = resolveBuildPaths(["--content", p.docs], {});
    assert.equal(paths.configFile, path.join(p.root, "web-docs.config.ts"));
    const config = await loadSiteConfig(paths);
    assert.equal(config.title, "From VitePress");
    assert.deepEqual(
      config.themeConfig.nav.map((n) => n.text),
      ["Home"],
    );
    // The files it was made from (an edit to the VitePress config reloads it in npm run dev), and no module left behind.
    assert.deepEqual(configSources(paths.configFile!).sort(), [file, paths.configFile!].sort());
    assert.deepEqual(
      fs.readdirSync(p.root).filter((f) => f.endsWith(".mjs")),
      [],
    );
    assert.deepEqual(
      fs.readdirSync(path.dirname(file)).filter((f) => f.endsWith(".mjs")),
      [],
    );
  });

  it("keeps a CommonJS config's __dirname and require(), and an ES config's import.meta.url", async () => {
    const p = project({
      "t.json": '{ "title": "From JSON" }',
      "site.config.js":
        'const fs = require("node:fs");\nconst path = require("node:path");\nconst { title } = require("./t.json");\nmodule.exports = { title: `${title} ${fs.existsSync(path.join(__dirname, "t.json"))} ${path.basename(__filename)}` };\n',
      "sub/esm.config.mjs":
        'import path from "node:path";\nimport { fileURLToPath } from "node:url";\nexport default { title: `ESM ${path.basename(path.dirname(fileURLToPath(import.meta.url)))}` };\n',
    });
    assert.equal((await loadSiteConfig({ configFile: path.join(p.root, "site.config.js"), configFrom: "given" })).title, "From JSON true site.config.js");
    assert.equal((await loadSiteConfig({ configFile: path.join(p.root, "sub", "esm.config.mjs"), configFrom: "given" })).title, "ESM sub");
  });

  it("imports defineConfig from web-docs/config outside the repository, sees each edit, and names the line of a syntax error", async () => {
    const p = project({
      "web-docs.config.ts":
        'import { defineConfig } from "web-docs/config";\nimport nav from "./nav.ts";\nexport default defineConfig({ title: "Typed", themeConfig: { nav } });\n',
      "nav.ts": 'export default [{ text: "Home", link: "/" }];\n',
    });
    const at = { configFile: path.join(p.root, "web-docs.config.ts"), configFrom: "found" as const };
    assert.equal((await loadSiteConfig(at)).title, "Typed");
    fs.writeFileSync(path.join(p.root, "nav.ts"), 'export default [{ text: "Start", link: "/" }];\n');
    assert.deepEqual(
      (await loadSiteConfig(at)).themeConfig.nav.map((n) => n.text),
      ["Start"],
      "an imported file's edit is seen",
    );
    fs.writeFileSync(at.configFile, 'export default { title: "Broken", };\nconst = 1;\n');
    await assert.rejects(loadSiteConfig(at), /web-docs\.config\.ts: could not load the config module: [\s\S]*web-docs\.config\.ts:2:7: Expected identifier/);
  });
});
