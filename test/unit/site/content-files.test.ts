import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { REPO_ROOT, resolveBuildPaths } from "../../../site/build-context.ts";
import { scanContent } from "../../../site/content-index.ts";
import { readText } from "../../../site/contain.ts";

// Issue 37's smaller file faults: `100%.md` failed with "URI malformed" naming no file; `#`, `?` and `%2e%2e`
// in names gave link errors that blamed links; a binary or Latin-1 page built with exit 0; `--content` naming
// a file printed a raw ENOTDIR; a symlink loop gave a misleading broken link; a page under a git-ignored
// folder was left out of the site silently (Eleventy honours .gitignore, VitePress does not).
const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "wd-files-")));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

function docs(files: Record<string, string | Buffer>): string {
  const root = fs.mkdtempSync(path.join(tmp, "d-"));
  const dir = path.join(root, "docs");
  for (const [rel, text] of Object.entries({ "index.md": "# Home\n", ...files })) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

describe("file names that cannot become URLs", () => {
  it("100%.md, a#b.md, a?b.md, %2e%2e.md and a folder q#: one report naming each file and the character", () => {
    const dir = docs({ "100%.md": "# P\n", "a#b.md": "# P\n", "a?b.md": "# P\n", "%2e%2e.md": "# P\n", "q#/x.md": "# P\n" });
    assert.throws(
      () => scanContent(dir),
      (e: Error) => {
        assert.match(e.message, /^5 files of the content folder cannot be pages/);
        assert.match(e.message, /docs\/100%\.md: the file name "100%\.md" has a "%", which cannot be part of a page's URL .*rename the file without it/);
        assert.match(e.message, /docs\/a#b\.md: the file name "a#b\.md" has a "#"/);
        assert.match(e.message, /docs\/a\?b\.md: the file name "a\?b\.md" has a "\?"/);
        assert.match(e.message, /docs\/%2e%2e\.md: the file name "%2e%2e\.md" has a "%"/);
        assert.match(e.message, /docs\/q#\/x\.md: the file name "q#" has a "#".*rename the folder without it/);
        return true;
      },
    );
  });
});

describe("pages that are not UTF-8 text", () => {
  it("a binary .md is a located error, not a page of replacement characters", () => {
    assert.throws(
      () => scanContent(docs({ "bin.md": Buffer.from("# P\n\u0000\u0001") })),
      /docs\/bin\.md: the file is not a text file \(a NUL byte on its line 2\)/,
    );
  });
  it("invalid UTF-8 names the file and line", () => {
    assert.throws(
      () => scanContent(docs({ "latin.md": Buffer.from([0x23, 0x20, 0x50, 0x0a, 0x0a, 0x63, 0x61, 0x66, 0xe9, 0x0a]) })),
      /docs\/latin\.md: the file is not UTF-8 \(line 3\): save it as UTF-8/,
    );
  });
  it("an included or imported file names the page that reads it", () => {
    const dir = docs({ "bin.txt": Buffer.from([0, 1, 2]) });
    assert.throws(() => readText(path.join(dir, "bin.txt"), { file: "docs/index.md", line: 4 }), /docs\/index\.md:4: .*bin\.txt is not a text file/);
  });
});

describe("symlinks in the content folder", () => {
  it("a loop, a link out of the folder and a dangling page are named, each saying what to do", () => {
    const dir = docs({ "guide/a.md": "# A\n" });
    fs.symlinkSync("..", path.join(dir, "guide", "up"));
    fs.symlinkSync(tmp, path.join(dir, "outside"));
    fs.symlinkSync("nowhere.md", path.join(dir, "dangling.md"));
    assert.throws(
      () => scanContent(dir),
      (e: Error) => {
        assert.match(e.message, /guide\/up: a symlink loop: it points to .*docs, a folder that holds it; remove it or point it elsewhere/);
        assert.match(e.message, /docs\/outside: a symlink to .*, outside the content folder/);
        assert.match(e.message, /docs\/dangling\.md: a symlink to nothing/);
        return true;
      },
    );
  });
  it("a symlinked folder inside the content folder is listed like Eleventy renders it", () => {
    const dir = docs({ "shared/p.md": "# P\n" });
    fs.symlinkSync("shared", path.join(dir, "alias"));
    assert.deepEqual(
      scanContent(dir).map((p) => p.file),
      ["alias/p.md", "index.md", "shared/p.md"],
    );
  });
});

describe("--content naming a file", () => {
  it("says it is a file and which folder to give", () => {
    const dir = docs({});
    assert.throws(
      () => resolveBuildPaths(["--content", "docs/index.md"], { INIT_CWD: path.dirname(dir) }),
      /--content docs\/index\.md: .*index\.md is a file, not a folder: give the folder that holds the Markdown pages \(e\.g\. --content docs\)/,
    );
  });
});

describe("a page under a git-ignored folder", () => {
  it("is built, as VitePress builds it (srcExclude leaves pages out, .gitignore does not)", () => {
    const dir = docs({ "drafts/idea.md": "# Idea\n" });
    const root = path.dirname(dir);
    fs.writeFileSync(path.join(root, ".gitignore"), "docs/drafts/\n");
    spawnSync("git", ["init", "-q", root]);
    // Run from the project folder, as `npx web-docs` would: Eleventy reads the .gitignore of the working folder.
    const r = spawnSync(
      process.execPath,
      ["--import", import.meta.resolve("tsx"), path.join(REPO_ROOT, "scripts/build.ts"), "--content", "docs", "--out", "dist"],
      { cwd: root, env: { ...process.env, INIT_CWD: root }, encoding: "utf8" },
    );
    assert.equal(r.status, 0, r.stderr);
    assert.match(fs.readFileSync(path.join(root, "dist/drafts/idea.html"), "utf8"), /<h1[^>]*>Idea/);
  });
});
