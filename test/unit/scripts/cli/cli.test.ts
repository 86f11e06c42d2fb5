// The `web-docs` CLI's pieces that need no install: arguments, default folders, error lines, the scaffold.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { contentDirOf, outDirOf, parseArgs } from "../../../../scripts/cli/args.ts";
import { cliErrorLines } from "../../../../scripts/cli/report.ts";
import { DEFAULT_ANSWERS, scaffold } from "../../../../scripts/cli/scaffold.ts";
import { COMMANDS } from "../../../../scripts/cli/commands.ts";
import { BuildError } from "../../../../site/errors.ts";

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "wd-cli-"));

describe("web-docs arguments", () => {
  it("a command, one folder, valued flags in both forms, short switches", () => {
    assert.deepEqual(parseArgs(["build", "site", "--out=o", "--config", "c.json", "-y"]), {
      command: "build",
      dir: "site",
      flags: { out: "o", config: "c.json", yes: true },
    });
    assert.throws(() => parseArgs(["build", "--out"]), /--out needs a value/);
    assert.throws(() => parseArgs(["build", "a", "b"]), /one content folder at most/);
  });
  it("content: the folder given, else docs/, else the working folder when it holds index.md; output: dist/ here, or .web-docs/dist when the content is here", () => {
    const cwd = tmp();
    assert.equal(contentDirOf(parseArgs(["dev"]), cwd), path.join(cwd, "docs"));
    fs.writeFileSync(path.join(cwd, "index.md"), "# x\n");
    const here = contentDirOf(parseArgs(["dev"]), cwd);
    assert.equal(here, cwd);
    assert.equal(outDirOf(parseArgs(["dev"]), here, cwd), path.join(cwd, ".web-docs", "dist"));
    fs.mkdirSync(path.join(cwd, "docs"));
    assert.equal(contentDirOf(parseArgs(["dev"]), cwd), path.join(cwd, "docs"));
    assert.equal(outDirOf(parseArgs(["dev"]), path.join(cwd, "docs"), cwd), path.join(cwd, "dist"));
    assert.equal(outDirOf(parseArgs(["dev", "--out", "x"]), path.join(cwd, "docs"), cwd), path.join(cwd, "x"));
    fs.rmSync(cwd, { recursive: true, force: true });
  });
  it("every command has a summary and usage (the --help table)", () => {
    for (const [name, c] of Object.entries(COMMANDS)) assert.ok(c.summary && typeof c.usage === "string", name);
    assert.deepEqual(Object.keys(COMMANDS), ["init", "dev", "build", "preview", "check", "mcp", "version"]);
  });
});

describe("web-docs error lines", () => {
  it("keep the author's message with paths relative to the working folder, without Eleventy's wrappers", () => {
    const cwd = "/home/a/proj";
    const e = Object.assign(new Error("Having trouble rendering md template /home/a/proj/docs/a.md"), {
      originalError: new BuildError("/home/a/proj/docs/a.md", "broken link", 3),
    });
    assert.deepEqual(cliErrorLines(e, cwd), ["docs/a.md:3: broken link"]);
    assert.deepEqual(
      cliErrorLines(new Error("Error processing the `webDocsPlugin` plugin"), cwd),
      ["Error processing the `webDocsPlugin` plugin"],
      "kept when it is all there is",
    );
  });
});

describe("the scaffold", () => {
  it("writes the starter once: a second run keeps every file and adds no script twice", () => {
    const root = tmp();
    const first = scaffold(root, DEFAULT_ANSWERS);
    assert.deepEqual(
      first.written.sort(),
      [".github/workflows/deploy-docs.yml", ".gitignore", "docs/guide/getting-started.md", "docs/index.md", "package.json", "web-docs.config.json"]
        .map((f) => f.split("/").join(path.sep))
        .sort(),
    );
    fs.writeFileSync(path.join(root, "docs", "index.md"), "# Mine\n");
    const second = scaffold(root, DEFAULT_ANSWERS);
    assert.deepEqual(second.written, []);
    assert.equal(fs.readFileSync(path.join(root, "docs", "index.md"), "utf8"), "# Mine\n");
    assert.equal(fs.readFileSync(path.join(root, ".gitignore"), "utf8"), "node_modules/\ndist/\n.web-docs/\n");
    const ts = tmp();
    scaffold(ts, { ...DEFAULT_ANSWERS, useTs: true, scripts: false }, { dependency: "^1.2.3" });
    assert.match(fs.readFileSync(path.join(ts, "web-docs.config.ts"), "utf8"), /import \{ defineConfig \} from "web-docs\/config";/);
    const pkg = JSON.parse(fs.readFileSync(path.join(ts, "package.json"), "utf8"));
    assert.equal(pkg.scripts, undefined);
    assert.equal(pkg.devDependencies["web-docs"], "^1.2.3");
    for (const d of [root, ts]) fs.rmSync(d, { recursive: true, force: true });
  });
});
