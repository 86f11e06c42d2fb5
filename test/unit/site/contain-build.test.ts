import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { REPO_ROOT } from "../../../site/build-context.ts";

// Issue 37, whole builds: a file outside the content folder named by a page reached the page, its .md twin,
// llms-full.txt and the search index. Now the build stops naming the page, and the file is in no output; a
// folder listed in markdown.snippetRoots is read (page, twin, llms-full.txt).
const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "wd-contain-build-")));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));
const SECRET = "MACHINE-SECRET-7c1e";
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(tmp, rel)), { recursive: true });
  fs.writeFileSync(path.join(tmp, rel), text);
};
write("secret.txt", `${SECRET}\n`);
write("project/lib/code.ts", "export const fromLib = 'LIB-CODE-42';\n");
write("project/lib/part.md", "Shared part LIB-PART-43\n");
write("project/web-docs.config.json", JSON.stringify({ title: "Mono", markdown: { snippetRoots: ["lib"] } }));
write("project/docs/index.md", "# Home\n\n<<< ../lib/code.ts\n\n<!--@include: ../lib/part.md-->\n");
const root = path.join(tmp, "project");
const out = path.join(root, "dist");

const build = () =>
  spawnSync(process.execPath, ["--import", "tsx", path.join(REPO_ROOT, "scripts/build.ts"), "--content", "docs", "--out", "dist"], {
    cwd: REPO_ROOT,
    env: { ...process.env, INIT_CWD: root },
    encoding: "utf8",
  });
/** Every file of the output, as text. */
const outputText = () =>
  (fs.readdirSync(out, { recursive: true }) as string[])
    .map((f) => path.join(out, f))
    .filter((f) => fs.statSync(f).isFile())
    .map((f) => fs.readFileSync(f, "latin1"))
    .join("\n");

describe("a build reads named files only from the content folder and markdown.snippetRoots", () => {
  it("imports code and parts from a snippetRoots folder into the page, its twin and llms-full.txt", () => {
    const r = build();
    assert.equal(r.status, 0, r.stderr);
    const site = out; // no config: the defaults' base, /
    assert.match(fs.readFileSync(path.join(site, "index.html"), "utf8"), /LIB-CODE-42[\s\S]*LIB-PART-43/);
    assert.match(fs.readFileSync(path.join(site, "index.md"), "utf8"), /LIB-CODE-42/);
    assert.match(fs.readFileSync(path.join(site, "llms-full.txt"), "utf8"), /LIB-PART-43/);
  });

  for (const [form, line] of [
    ["snippet climbing out with @/", "<<< @/../../secret.txt"],
    ["absolute snippet", `<<< ${path.join(tmp, "secret.txt")}`],
    ["include with ../", "<!--@include: ../../secret.txt-->"],
    ["include with @/", "<!--@include: @/../../secret.txt-->"],
  ]) {
    it(`refuses a ${form}: located error, the last good site stays, the file is in no output`, () => {
      write("project/docs/leak.md", `# Leak\n\nText.\n\n${line}\n`);
      try {
        const r = build();
        assert.equal(r.status, 1);
        assert.match(r.stderr, /docs\/leak\.md:5: .*secret\.txt lies outside the content folder/);
        assert.doesNotMatch(r.stderr, new RegExp(SECRET));
        assert.ok(fs.existsSync(path.join(out, "index.html")), "the last good site is still there");
        assert.doesNotMatch(outputText(), new RegExp(SECRET));
      } finally {
        fs.rmSync(path.join(tmp, "project/docs/leak.md"));
      }
    });
  }
});
