// Each operation of site/eleventy-adapter.ts, the one door to Eleventy's private members, against the installed
// Eleventy: an upgrade that renames what one of them reaches fails here, and the error names the member. The
// last test holds the door shut: no other product file reaches into Eleventy.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { checkVersion, ELEVENTY_VERSION, EleventyRun, SUPPORTED } from "../../../site/eleventy-adapter.ts";
import { codeOf, productSources, ROOT } from "../../support/source-scan.ts";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wd-eleventy-adapter-"));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A small Eleventy project: Markdown pages, and a layout that fails on a page marked so. */
function project(name: string, pages: Record<string, string>): { input: string; output: string } {
  const input = path.join(tmp, name);
  fs.mkdirSync(path.join(input, "_includes"), { recursive: true });
  fs.writeFileSync(
    path.join(input, "_includes", "base.11ty.cjs"),
    `module.exports = (data) => { if (data.fail) throw new Error("layout failed on purpose"); return "<main>" + data.content + "</main>"; };`,
  );
  for (const [file, text] of Object.entries(pages))
    fs.writeFileSync(path.join(input, file), `---\nlayout: base.11ty.cjs\n${text.startsWith("fail") ? "fail: true\n" : ""}---\n${text}\n`);
  return { input, output: path.join(input, "_site") };
}

/** What console.log and console.error print while `fn` runs. */
async function printed(fn: () => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  const { log, error } = console;
  console.log = (...a: unknown[]) => void lines.push(a.join(" "));
  console.error = (...a: unknown[]) => void lines.push(a.join(" "));
  try {
    await fn().catch(() => undefined);
  } finally {
    Object.assign(console, { log, error });
  }
  return lines.join("\n");
}

describe("site/eleventy-adapter.ts", () => {
  it("knows the installed version, and refuses another minor line by name", () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules/@11ty/eleventy/package.json"), "utf8")) as { version: string };
    assert.equal(ELEVENTY_VERSION, version);
    assert.ok(version.startsWith(`${SUPPORTED}.`), `installed Eleventy ${version} is not the supported ${SUPPORTED}.x`);
    assert.throws(() => checkVersion("3.2.0"), /^Error: Eleventy 3\.2\.0: Web Docs supports 3\.1\.x/);
    assert.throws(() => checkVersion("3.10.1"), /Eleventy 3\.10\.1/);
    checkVersion("3.1.0");
  });

  it("dropWroteLine: Eleventy's closing 'Wrote N files' line is left out, the rest is not", async () => {
    const { input, output } = project("wrote", { "a.md": "# A" });
    const plain = await printed(() => new EleventyRun(input, output, { configPath: false }).write());
    assert.match(plain, /Wrote 1 file/);
    const run = new EleventyRun(input, output, { configPath: false });
    run.dropWroteLine();
    assert.doesNotMatch(await printed(() => run.write()), /Wrote/);
  });

  it("leaveBuildErrorsToCaller: a failed build's error is thrown, not printed too", async () => {
    const { input, output } = project("errors", { "a.md": "# A", "b.md": "fail here" });
    assert.match(await printed(() => new EleventyRun(input, output, { configPath: false }).write()), /layout failed on purpose/);
    const run = new EleventyRun(input, output, { configPath: false });
    run.leaveBuildErrorsToCaller();
    let thrown: unknown;
    const out = await printed(() => run.write().catch((e) => void (thrown = e)));
    assert.doesNotMatch(out, /layout failed on purpose/);
    assert.match(String((thrown as Error)?.cause ?? thrown), /layout failed on purpose|b\.md/);
  });

  it("limitConcurrentLayouts: the build still writes every page", async () => {
    const { input, output } = project("limit", { "a.md": "# A", "b.md": "# B", "c.md": "# C" });
    const run = new EleventyRun(input, output, { quietMode: true, configPath: false });
    await run.limitConcurrentLayouts(1);
    await run.write();
    for (const p of ["a", "b", "c"]) assert.match(fs.readFileSync(path.join(output, p, "index.html"), "utf8"), new RegExp(`<main><h1>${p.toUpperCase()}</h1>`));
  });

  it("renderedPage and emit: a page of the last build renders again from its new text; events reach the config's listeners", async () => {
    const { input, output } = project("alone", { "a.md": "# A", "b.md": "# B" });
    const heard: string[] = [];
    const config = (c: { on(e: string, fn: (arg: unknown) => void): void }) =>
      c.on("eleventy.before", (arg) => void heard.push(JSON.stringify(arg).includes("probe") ? "probe" : "build"));
    const run = new EleventyRun(input, output, { quietMode: true, configPath: false, config });
    await run.write();
    assert.equal(run.renderedPage(path.join(input, "nowhere.md")), null);
    const page = run.renderedPage(path.join(input, "a.md"));
    assert.ok(page, "the page of a.md");
    assert.equal(path.resolve(page.outputPath), path.join(output, "a", "index.html"));
    assert.equal(page.url, "/a/");
    fs.writeFileSync(path.join(input, "a.md"), "---\nlayout: base.11ty.cjs\n---\n# A, again\n");
    assert.equal(await page.render(), "<main><h1>A, again</h1>\n</main>");
    await run.emit("eleventy.before", { probe: true });
    assert.deepEqual(heard, ["build", "probe"]);
  });

  it("the dev server's operations: watch, its watcher, rebuild reports, incremental builds, a new page found, serve and stop", async () => {
    const { input, output } = project("dev", { "index.md": "# Home" });
    const config = (c: { setServerOptions(o: object): void }) => c.setServerOptions({ port: 0, showVersion: false, messageOnStart: () => false });
    const run = new EleventyRun(input, output, { quietMode: true, configPath: false, runMode: "serve", config });
    await run.init();
    run.leaveBuildErrorsToCaller();
    run.memoizePathNormalization();
    const reports: string[] = [];
    run.reportRebuilds({ failed: (e) => void reports.push(`failed: ${e.message}`), done: () => void reports.push("done") });
    let firstWrites = 0;
    run.onFirstWrite(async (write) => (firstWrites++, write()));
    try {
      const rebuild = await run.watch();
      assert.equal(firstWrites, 1);
      assert.ok(fs.existsSync(path.join(output, "index.html")));
      const watcher = run.watcher;
      assert.equal(typeof watcher.emit, "function");
      assert.ok(Object.keys(watcher.getWatched()).length > 0, "the watcher holds the input folder");
      assert.equal(run.isBuildRunning(), false);
      assert.equal(run.resetsConfig(path.relative(process.cwd(), path.join(input, "index.md"))), false);
      // A page added: the folder is listed afresh, and the incremental rebuild writes it.
      fs.writeFileSync(path.join(input, "new.md"), "---\nlayout: base.11ty.cjs\n---\n# New\n");
      run.forgetFileList();
      run.setIncrementalBuild(false);
      await rebuild(path.relative(process.cwd(), path.join(input, "new.md")));
      assert.match(fs.readFileSync(path.join(output, "new", "index.html"), "utf8"), /<h1>New<\/h1>/);
      assert.deepEqual(reports, ["done"]);
      await run.serve(0);
      await run.reload(["index.md"]);
      assert.deepEqual(reports, ["done", "done"]);
    } finally {
      await run.stop();
    }
  });

  it("names the member that broke: an operation whose member is gone says which, and which Eleventy", async () => {
    const { input, output } = project("broken", { "a.md": "# A" });
    const run = new EleventyRun(input, output, { quietMode: true, configPath: false });
    // No watch(): Eleventy has no watcher yet, as an Eleventy without one would.
    assert.throws(
      () => run.watcher,
      new RegExp(`^Error: Eleventy ${ELEVENTY_VERSION.replace(/\./g, "\\.")}: Eleventy#watcher missing — Web Docs supports 3\\.1\\.x`),
    );
  });
});

/**
 * Names of Eleventy's private members, and its package: only site/eleventy-adapter.ts may say them in code. (Its
 * public methods — watch, serve, setIncrementalBuild — are reached through EleventyRun: importing Eleventy is the door.)
 */
const PRIVATE = [
  /["']@11ty\/eleventy(\/[^"']*)?["']/,
  /\b(_generateTemplate|templateMap|_pages|_compileCache|deleteFromInputCache|errorHandler|logWithOptions|fileSystemSearch|usesGraph|normalizeNode|watchManager|shouldTriggerConfigReset|eleventyServe|getPreRender|renderPageEntry|renderPageEntryWithoutLayout|setRenderableOverride)\b/,
];

/** Files whose code names one of Eleventy's private members, as "file:line: the name". */
export function privateUses(files: Array<{ rel: string; text: string }>, door = "site/eleventy-adapter.ts"): string[] {
  const found: string[] = [];
  for (const { rel, text } of files) {
    if (rel === door) continue;
    codeOf(text)
      .split("\n")
      .forEach((line, i) => {
        for (const pattern of PRIVATE) {
          const m = pattern.exec(line);
          if (m) found.push(`${rel}:${i + 1}: ${m[0]}`);
        }
      });
  }
  return found;
}

describe("Eleventy behind one door", () => {
  it("no product file but site/eleventy-adapter.ts names Eleventy's private members or imports Eleventy", () => {
    const files = productSources();
    assert.ok(files.length > 100, `expected the source tree, found ${files.length} files`);
    assert.deepEqual(privateUses(files), []);
  });

  it("catches a private member in code and an import of Eleventy's sources, not a mention in a comment or the dev server's package", () => {
    const found = privateUses([
      { rel: "scripts/dev/probe.ts", text: "// Eleventy's templateMap is reached through the adapter\nconst m = (elev as any).writer.templateMap;\n" },
      { rel: "site/probe.ts", text: 'import TemplateMap from "@11ty/eleventy/src/TemplateMap.js";\nimport DevServer from "@11ty/eleventy-dev-server";\n' },
      { rel: "site/eleventy-adapter.ts", text: "elev.eleventyServe.reload();\n" },
    ]);
    assert.deepEqual(found, ["scripts/dev/probe.ts:2: templateMap", 'site/probe.ts:1: "@11ty/eleventy/src/TemplateMap.js"']);
  });
});
