import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { REPO_ROOT, resolveBuildPaths } from "../../../site/build-context.ts";

// Issue 37: `--out site/docs` (or a folder above the content) replaced the author's sources with the built
// site and exited 0. Every command resolves its paths through resolveBuildPaths, which now refuses them.
const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "wd-out-guard-")));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** An author's project: docs/ with a page, web-docs.config.json beside it, and an unrelated file. */
function project() {
  const root = fs.mkdtempSync(path.join(tmp, "p-"));
  fs.mkdirSync(path.join(root, "docs"));
  fs.writeFileSync(path.join(root, "docs", "index.md"), "# Home\n");
  fs.writeFileSync(path.join(root, "web-docs.config.json"), '{ "title": "Mine" }');
  fs.writeFileSync(path.join(root, "notes.txt"), "unrelated");
  return root;
}
const paths = (root: string, out: string, extra: string[] = []) => resolveBuildPaths(["--content", "docs", "--out", out, ...extra], { INIT_CWD: root });

describe("--out never names the author's files", () => {
  it("refuses the content folder itself, naming both paths and what to do", () => {
    const root = project();
    assert.throws(
      () => paths(root, "docs"),
      (e: Error) => {
        assert.match(e.message, /--out .*docs is the content folder \(.*docs\)/);
        assert.match(e.message, /every build deletes what the output folder holds/);
        assert.match(e.message, /--out .*dist/);
        return true;
      },
    );
  });

  it("refuses a folder above the content folder (., .., the project) and one inside it", () => {
    const root = project();
    assert.throws(() => paths(root, "."), /holds the content folder/);
    assert.throws(() => paths(root, ".."), /holds the content folder/);
    assert.throws(() => paths(root, "docs/site"), /lies inside the content folder/);
    // A hidden folder itself may hold sources (.vitepress: the theme); a folder of its own below one is never content.
    assert.throws(() => paths(root, "docs/.vitepress"), /lies inside the content folder/);
    assert.doesNotThrow(() => paths(root, "docs/.vitepress/dist"));
    assert.doesNotThrow(() => paths(root, "docs/.web-docs/dist"));
  });

  it("refuses the config file's folder, and a folder that holds it", () => {
    const root = project();
    fs.mkdirSync(path.join(root, "conf"));
    fs.writeFileSync(path.join(root, "conf", "site.json"), "{}");
    assert.throws(() => paths(root, "conf", ["--config", "conf/site.json"]), /is the folder of the config file/);
    // The config's folder holds the content too: refused either way.
    assert.throws(() => paths(root, ".", ["--config", "conf/site.json"]), /holds the content folder/);
  });

  it("sees through a symlink to the content folder", () => {
    const root = project();
    fs.symlinkSync(path.join(root, "docs"), path.join(root, "docs-link"));
    assert.throws(() => paths(root, "docs-link"), /is the content folder/);
  });

  it("refuses a folder that holds Web Docs itself", () => {
    const root = project();
    assert.throws(() => paths(root, path.dirname(REPO_ROOT)), /Web Docs' own folder/);
  });

  it("keeps the usual layouts: dist beside docs and the config, and Web Docs' own content into dist/", () => {
    const root = project();
    assert.equal(paths(root, "dist").outDir, path.join(root, "dist"));
    assert.equal(paths(root, "build/site").outDir, path.join(root, "build", "site"));
    assert.equal(resolveBuildPaths([], {}).outDir, path.join(REPO_ROOT, "dist"));
  });

  it("the content folder survives `npm run build -- --out <content>` (the build fails and deletes nothing)", () => {
    const root = project();
    const r = spawnSync(process.execPath, ["--import", "tsx", path.join(REPO_ROOT, "scripts/build.ts"), "--content", "docs", "--out", "docs"], {
      cwd: REPO_ROOT,
      env: { ...process.env, INIT_CWD: root },
      encoding: "utf8",
    });
    assert.equal(r.status, 1, r.stdout + r.stderr);
    assert.match(r.stderr, /build failed:[\s\S]*is the content folder/);
    assert.deepEqual(fs.readdirSync(path.join(root, "docs")), ["index.md"]);
    assert.deepEqual(fs.readdirSync(root).sort(), ["docs", "notes.txt", "web-docs.config.json"]);
  });

  it("`npm run dev -- --out ..` stops before it removes anything (it used to delete the content folder at start)", () => {
    const root = project();
    const r = spawnSync(process.execPath, ["--import", "tsx", path.join(REPO_ROOT, "scripts/dev.ts"), "--content", "docs", "--out", ".."], {
      cwd: REPO_ROOT,
      env: { ...process.env, INIT_CWD: root, PORT: "0" },
      encoding: "utf8",
      timeout: 60_000,
    });
    assert.equal(r.status, 1, r.stdout + r.stderr);
    assert.match(r.stderr, /\[web-docs\] --out \.\. holds the content folder/);
    assert.deepEqual(fs.readdirSync(path.join(root, "docs")), ["index.md"]);
    assert.deepEqual(fs.readdirSync(root).sort(), ["docs", "notes.txt", "web-docs.config.json"]);
  });
});
