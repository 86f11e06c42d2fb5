// The build step runner (site/steps/run.ts): a step sees only the context parts it declares, every step's
// `after` runs even when another fails, and their errors become one report; `page` hooks see each page once,
// and a page that failed one is reported instead of that step's `after`; the list holds fresh steps.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { createBuildSteps } from "../../../../site/build-steps.ts";
import { BuildError } from "../../../../site/errors.ts";
import { type BuildContext, createBuildContext } from "../../../../site/steps/context.ts";
import { pageHooks, runAfter, runBefore, scopeContext } from "../../../../site/steps/run.ts";
import { type AnyStep, defineStep } from "../../../../site/steps/step.ts";
import { pageModulesStep } from "../../../../site/steps/page-modules.ts";
import { validateAuthorConfig } from "../../../../site/config/validate.ts";

const context = (): BuildContext =>
  createBuildContext({
    config: validateAuthorConfig({ title: "T" }, "c"),
    contentDir: "/nowhere",
    assets: {},
    assetsDir: "/nowhere/assets",
    markdown: {} as BuildContext["markdown"],
  });
const output = { root: "/nowhere/out", pages: [] };

describe("build steps", () => {
  it("read only what they declare, and set only what they declare", () => {
    const ctx = context();
    const step = defineStep({ name: "probe", reads: ["pages"], sets: ["sidebarFiles"], writes: [] });
    const view = scopeContext(ctx, step) as Record<string, unknown>;
    assert.deepEqual(view.pages, ctx.pages);
    assert.equal(view.pages, view.pages, "one view of a part per step");
    assert.throws(() => view.sources, /build step "probe" reads "sources" of the build context without declaring it in reads/);
    view.sidebarFiles = { "/": { path: "sidebar/root.json", body: "[]" } };
    assert.deepEqual(Object.keys(ctx.sidebarFiles), ["/"]);
    assert.throws(() => {
      view.pages = [];
    }, /build step "probe" sets "pages" of the build context without declaring it in sets/);
  });

  it("fail a step that changes a part it only reads (one level deep), and leave what it sets alone", () => {
    const ctx = context();
    ctx.byFile.set("a.md", { source: "a.md", file: "a.md", url: "/a.html", title: "A", frontmatter: {} });
    const step = defineStep({ name: "sneaky", reads: ["assets", "pages", "byFile", "sources"], sets: ["routes"], writes: [] });
    const view = scopeContext(ctx, step) as BuildContext;
    assert.throws(
      () => void ((view.assets as Record<string, string>)["search.js"] = "x"),
      /build step "sneaky" changes "assets" of the build context without declaring it in sets/,
    );
    assert.throws(() => view.pages.push(ctx.byFile.get("a.md")!), /changes "pages"/);
    assert.throws(() => view.sources.add("b.md"), /changes "sources"/);
    assert.throws(() => view.byFile.delete("a.md"), /changes "byFile"/);
    assert.equal(view.byFile.get("a.md")?.title, "A");
    assert.deepEqual([...view.byFile.keys()], ["a.md"]);
    view.routes.set("/a.html", {} as never);
    assert.equal(ctx.routes.size, 1);
    assert.deepEqual(ctx.assets, {});
  });

  it("page modules: a page the shell laid out without a page view stops the build naming it; another template's page is not the theme's", () => {
    const ctx = context();
    const step = pageModulesStep();
    const scoped = scopeContext(ctx, step) as never;
    const out = { root: "/nowhere/out", write: () => undefined };
    const shell = '<html><head><meta name="web-docs-router" content="on"></head><body><main id="main-content"></main></body></html>';
    assert.throws(
      () => step.page!(scoped, { url: "/a.html", file: "docs/a.md", html: shell }, out),
      /^BuildError: docs\/a\.md: the page \(\/a\.html\) was laid out by the Web Docs shell but has no page view/,
    );
    assert.doesNotThrow(() => step.page!(scoped, { url: "/own.html", file: "own.njk", html: "<html><body><main>own</main></body></html>" }, out));
  });

  it("run `before` in order, each seeing what earlier steps set", () => {
    const ctx = context();
    const seen: string[] = [];
    const first = defineStep({
      name: "first",
      reads: [],
      sets: ["sidebarFiles"],
      writes: [],
      before: (c) => void (c.sidebarFiles = { "/a/": { path: "a.json", body: "" } }),
    });
    const second = defineStep({ name: "second", reads: ["sidebarFiles"], writes: [], before: (c) => void seen.push(...Object.keys(c.sidebarFiles)) });
    runBefore([first, second] as AnyStep[], ctx);
    assert.deepEqual(seen, ["/a/"]);
  });

  it("all finish even when one fails; one error is thrown as it is, several as one report naming each step", async () => {
    const ran: string[] = [];
    const failing = (name: string, error: Error) =>
      defineStep({
        name,
        reads: [],
        writes: [],
        after: async () => {
          ran.push(name);
          throw error;
        },
      });
    const fine = defineStep({
      name: "fine",
      reads: [],
      writes: [],
      after: async () => {
        await new Promise((r) => setTimeout(r, 5));
        ran.push("fine");
      },
    });
    const alone = new BuildError("a.md", "broken link");
    await assert.rejects(runAfter([failing("links", alone), fine] as AnyStep[], context(), output), (e) => e === alone);
    assert.deepEqual(ran, ["links", "fine"]);
    await assert.rejects(
      runAfter([failing("links", alone), fine, failing("search index", new Error("worker died\nat line 2"))] as AnyStep[], context(), output),
      (e: Error) => {
        assert.equal(e.message, "2 build steps failed:\n  links: a.md: broken link\n  search index: worker died\n    at line 2");
        assert.equal(e.cause, alone);
        return true;
      },
    );
  });

  it("hand each page to every `page` hook; a step whose hook failed reports every failed page instead of running `after`", async () => {
    const ctx = context();
    const seen: string[] = [];
    const written: string[] = [];
    const after: string[] = [];
    const collects = defineStep({
      name: "collects",
      reads: [],
      writes: [],
      page: (_c, p, out) => {
        seen.push(p.url);
        out.write(p.url.replace(".html", ".js"), p.html);
      },
      after: () => void after.push("collects"),
    });
    const strict = defineStep({
      name: "strict",
      reads: [],
      writes: [],
      page: (_c, p) => {
        if (!p.html.includes("main")) throw new BuildError(p.file, "no layout region");
      },
      after: () => void after.push("strict"),
    });
    const hooks = pageHooks([collects, strict] as AnyStep[], ctx);
    const out = { root: "/out", write: (file: string) => void written.push(file) };
    hooks.page({ url: "/a.html", file: "a.md", html: "<main>a</main>" }, out);
    hooks.page({ url: "/b.html", file: "b.md", html: "<p>b</p>" }, out);
    hooks.page({ url: "/c.html", file: "c.md", html: "<p>c</p>" }, out);
    assert.deepEqual(seen, ["/a.html", "/b.html", "/c.html"]);
    assert.deepEqual(written, ["/a.js", "/b.js", "/c.js"]);
    const pages = [
      { url: "/a.html", file: "a.md" },
      { url: "/b.html", file: "b.md" },
      { url: "/c.html", file: "c.md" },
    ];
    await assert.rejects(runAfter([collects, strict] as AnyStep[], ctx, { root: "/out", pages }, hooks), (e: Error) => {
      assert.equal(e.message, "2 pages failed:\n  b.md: no layout region\n  c.md: no layout region");
      assert.ok(e.cause instanceof BuildError);
      return true;
    });
    assert.deepEqual(after, ["collects"]);
  });

  it("the list is made afresh for every build: no step is shared between two", () => {
    const a = createBuildSteps();
    const b = createBuildSteps();
    assert.ok(a.length >= 9);
    for (const [i, step] of a.entries()) assert.notEqual(step, b[i], step.name);
    assert.deepEqual(
      a.map((s) => s.name),
      b.map((s) => s.name),
    );
    for (const step of a) assert.ok(step.writes && step.reads, step.name);
  });
});
