// The layers' import rules, checked over the real import graph: the build (site/) and the browser
// (widgets/) share code only through common/, common/ depends on neither (and runs in both, so it uses no
// Node built-ins), and library code never imports the command-line scripts.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { importsOf, sourceFiles } from "../../support/source-scan.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** Folder → the top-level folders and bare specifiers its files may not import. */
const RULES: Record<string, { folders: string[]; bare?: RegExp; why: string }> = {
  site: { folders: ["widgets", "scripts"], why: "the build reaches browser code only through common/, and never the CLI" },
  widgets: { folders: ["site", "scripts"], why: "browser code reaches build code only through common/" },
  common: { folders: ["site", "widgets", "scripts"], bare: /^node:/, why: "common/ runs in Node and the browser and depends on neither side" },
};

/** The violations of the rules among files given by repository-relative path and text, as "file:line spec (why)". */
export function violations(files: Array<{ rel: string; text: string }>): string[] {
  const out: string[] = [];
  for (const { rel, text } of files) {
    const rule = RULES[rel.split("/")[0]];
    if (!rule) continue;
    for (const { spec, line } of importsOf(text)) {
      const target = spec.startsWith(".") ? path.posix.normalize(path.posix.join(path.posix.dirname(rel), spec)).split("/")[0] : "";
      if (rule.bare?.test(spec) || rule.folders.includes(target)) out.push(`${rel}:${line} ${spec} (${rule.why})`);
    }
  }
  return out;
}

describe("import boundaries", () => {
  it("site/, widgets/ and common/ import each other only through common/", () => {
    const files = Object.keys(RULES)
      .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
      .map((f) => ({ rel: path.relative(ROOT, f).split(path.sep).join("/"), text: fs.readFileSync(f, "utf8") }));
    assert.ok(files.length > 100, `expected the source tree, found ${files.length} files`);
    assert.deepEqual(violations(files), []);
  });

  it("catches a build file importing a widget, a widget importing the build, common/ using Node, library code importing a script", () => {
    const found = violations([
      { rel: "site/probe.ts", text: 'import { x } from "../widgets/search/search.tsx";\n' },
      { rel: "widgets/router/probe.ts", text: 'const m = await import("../../site/plugin.ts");\n' },
      { rel: "common/probe.ts", text: 'import fs from "node:fs";\n// import "../site/x.ts" in a comment is fine\n' },
      { rel: "site/eleventy-probe.ts", text: 'export { stageAssets } from "../scripts/build.ts";\n' },
      { rel: "site/ok.ts", text: 'import { slugify } from "../common/slug.ts";\nimport type { PageView } from "../common/page-module.ts";\n' },
    ]).map((v) => v.replace(/ \(.*\)$/, ""));
    assert.deepEqual(found, [
      "site/probe.ts:1 ../widgets/search/search.tsx",
      "widgets/router/probe.ts:1 ../../site/plugin.ts",
      "common/probe.ts:1 node:fs",
      "site/eleventy-probe.ts:1 ../scripts/build.ts",
    ]);
  });
});
