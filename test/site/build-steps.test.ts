// The build step runner (site/steps/run.ts): a step sees only the context parts it declares, every step's
// `after` runs even when another fails, and their errors become one report; the list holds fresh steps.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { createBuildSteps } from "../../site/build-steps.ts";
import { BuildError } from "../../site/errors.ts";
import { type BuildContext, createBuildContext } from "../../site/steps/context.ts";
import { runAfter, runBefore, scopeContext } from "../../site/steps/run.ts";
import { type AnyStep, defineStep } from "../../site/steps/step.ts";
import { validateAuthorConfig } from "../../site/config/validate.ts";

const context = (): BuildContext =>
  createBuildContext({ config: validateAuthorConfig({ title: "T" }, "c"), contentDir: "/nowhere", assets: {}, assetsDir: "/nowhere/assets", markdown: {} as BuildContext["markdown"] });
const output = { root: "/nowhere/out", pages: [] };

describe("build steps", () => {
  it("read only what they declare, and set only what they declare", () => {
    const ctx = context();
    const step = defineStep({ name: "probe", reads: ["pages"], sets: ["sidebarFiles"], writes: [] });
    const view = scopeContext(ctx, step) as Record<string, unknown>;
    assert.equal(view.pages, ctx.pages);
    assert.throws(() => view.sources, /build step "probe" reads "sources" of the build context without declaring it in reads/);
    view.sidebarFiles = { "/": { path: "sidebar/root.json", body: "[]" } };
    assert.deepEqual(Object.keys(ctx.sidebarFiles), ["/"]);
    assert.throws(() => {
      view.pages = [];
    }, /build step "probe" sets "pages" of the build context without declaring it in sets/);
  });

  it("run `before` in order, each seeing what earlier steps set", () => {
    const ctx = context();
    const seen: string[] = [];
    const first = defineStep({ name: "first", reads: [], sets: ["sidebarFiles"], writes: [], before: (c) => void (c.sidebarFiles = { "/a/": { path: "a.json", body: "" } }) });
    const second = defineStep({ name: "second", reads: ["sidebarFiles"], writes: [], before: (c) => void seen.push(...Object.keys(c.sidebarFiles)) });
    runBefore([first, second] as AnyStep[], ctx);
    assert.deepEqual(seen, ["/a/"]);
  });

  it("all finish even when one fails; one error is thrown as it is, several as one report naming each step", async () => {
    const ran: string[] = [];
    const failing = (name: string, error: Error) => defineStep({ name, reads: [], writes: [], after: async () => { ran.push(name); throw error; } });
    const fine = defineStep({ name: "fine", reads: [], writes: [], after: async () => { await new Promise((r) => setTimeout(r, 5)); ran.push("fine"); } });
    const alone = new BuildError("a.md", "broken link");
    await assert.rejects(runAfter([failing("links", alone), fine] as AnyStep[], context(), output), (e) => e === alone);
    assert.deepEqual(ran, ["links", "fine"]);
    await assert.rejects(runAfter([failing("links", alone), fine, failing("search index", new Error("worker died\nat line 2"))] as AnyStep[], context(), output), (e: Error) => {
      assert.equal(e.message, "2 build steps failed:\n  links: a.md: broken link\n  search index: worker died\n    at line 2");
      assert.equal(e.cause, alone);
      return true;
    });
  });

  it("the list is made afresh for every build: no step is shared between two", () => {
    const a = createBuildSteps();
    const b = createBuildSteps();
    assert.ok(a.length >= 9);
    for (const [i, step] of a.entries()) assert.notEqual(step, b[i], step.name);
    assert.deepEqual(a.map((s) => s.name), b.map((s) => s.name));
    for (const step of a) assert.ok(step.writes && step.reads, step.name);
  });
});
