// The search index step over a build's life: records come in as each page's Markdown renders, the index is
// written once every page's records are in (at the first page laid out), and written again at the end when
// a page's records came after that.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { pathToFileURL } from "node:url";
import { SearchEngine, type RootData } from "../../../../common/search/engine.ts";
import { validateAuthorConfig } from "../../../../site/config/validate.ts";
import { createMarkdown } from "../../../../site/markdown/index.ts";
import { searchRecords } from "../../../../site/page-record.ts";
import { searchIndexStep } from "../../../../site/search/step.ts";
import { type BuildContext, createBuildContext } from "../../../../site/steps/context.ts";
import { pageHooks, runAfter, runBefore } from "../../../../site/steps/run.ts";

const md = createMarkdown({ labels: { copyCode: "" } });
const importDefault = async (file: string) => (await import(pathToFileURL(file).href)).default as unknown;

/** A two-page site in a temporary folder, its context, and the step. */
function site() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-search-step-"));
  const content = path.join(dir, "content");
  fs.mkdirSync(content);
  const texts: Record<string, string> = { "a.md": "# Alpha\n\nAbout aardvarks.\n", "b.md": "# Beta\n\nAbout badgers.\n" };
  for (const [f, t] of Object.entries(texts)) fs.writeFileSync(path.join(content, f), t);
  const ctx: BuildContext = createBuildContext({
    config: validateAuthorConfig({ title: "T" }, "c"),
    contentDir: content,
    assets: {},
    assetsDir: path.join(dir, "assets"),
    markdown: md,
  });
  ctx.pages = Object.keys(texts).map((file) => ({
    source: file,
    file,
    url: `/${file.replace(/\.md$/, ".html")}`,
    title: file[0].toUpperCase(),
    frontmatter: {},
  }));
  const step = searchIndexStep();
  /** The render of one page's Markdown, as site/plugin.ts hands its record over. */
  const render = (file: string, body = texts[file]) => {
    const page = ctx.pages.find((p) => p.file === file)!;
    ctx.recorded?.(path.join(content, file), searchRecords(md.parse(body, {}), { link: page.url.slice(1), title: page.title, frontmatter: {} }));
  };
  const laidOut = (hooks: ReturnType<typeof pageHooks>, file: string) =>
    hooks.page({ url: `/${file.replace(/\.md$/, ".html")}`, file: path.join(content, file), html: "" }, { root: path.join(dir, "out"), write() {} });
  /** Results of a query over the index the step wrote, as "title" strings. */
  const search = async (q: string) => {
    const root = path.join(dir, ctx.assets["search-index.js"] ?? Object.values(ctx.assets)[0]);
    const engine = new SearchEngine((await importDefault(root)) as RootData, (f) => importDefault(path.join(path.dirname(root), f)));
    return (await engine.records((await engine.search(q)).hits.map((h) => h.id))).map((r) => r.t[0]);
  };
  const indexWritten = () => fs.existsSync(path.join(dir, Object.values(ctx.assets)[0]));
  return { dir, ctx, step, render, laidOut, search, indexWritten };
}

describe("search index step", () => {
  it("writes the index as the first page is laid out once every page's records are in, and again when one came later", async () => {
    const s = site();
    try {
      runBefore([s.step], s.ctx);
      assert.equal(Object.keys(s.ctx.assets).length, 1, "the index is named before any page renders");
      s.render("a.md");
      s.render("b.md");
      const hooks = pageHooks([s.step], s.ctx);
      s.laidOut(hooks, "a.md");
      assert.ok(s.indexWritten(), "written while the pages are laid out");
      // A page whose Markdown renders after that (its records replace the ones counted).
      s.render("b.md", "# Beta\n\nAbout zebrafinches.\n");
      s.laidOut(hooks, "b.md");
      await runAfter([s.step], s.ctx, { root: path.join(s.dir, "out"), pages: [] }, hooks);
      assert.deepEqual(await s.search("zebrafinches"), ["B"]);
      assert.deepEqual(await s.search("badgers"), []);
      assert.deepEqual(await s.search("aardvarks"), ["A"]);
    } finally {
      fs.rmSync(s.dir, { recursive: true, force: true });
    }
  });

  it("waits for the end when a page's records are not in at the first page laid out", async () => {
    const s = site();
    try {
      runBefore([s.step], s.ctx);
      s.render("a.md");
      const hooks = pageHooks([s.step], s.ctx);
      s.laidOut(hooks, "a.md");
      assert.ok(!s.indexWritten(), "not written without b's records");
      s.render("b.md");
      await runAfter([s.step], s.ctx, { root: path.join(s.dir, "out"), pages: [] }, hooks);
      assert.deepEqual(await s.search("badgers"), ["B"]);
      assert.deepEqual(await s.search("aardvarks"), ["A"]);
    } finally {
      fs.rmSync(s.dir, { recursive: true, force: true });
    }
  });
});
