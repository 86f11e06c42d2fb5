// npm run dev's gate between the watcher and Eleventy (scripts/dev/watch-gate.ts), with Eleventy played by hand.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import { FILL_WINDOW_MS, watchGate } from "../../../../scripts/dev/watch-gate.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "web-docs-watch-gate-"));
const rel = (name: string) => path.relative(process.cwd(), path.join(dir, name));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function eleventy(reportedFrom?: string) {
  const state = { busy: false, emitted: [] as string[], args: [] as unknown[][], renders: [] as string[], finishRender: null as null | (() => void) };
  const gate = watchGate({
    reportedFrom,
    busy: () => state.busy,
    resetsConfig: (file) => file.endsWith("site.config.json"),
    rendersAlone: (file) => file.endsWith("alone.md"),
    renderAlone(file) {
      state.renders.push(path.basename(file));
      return new Promise<void>((resolve) => (state.finishRender = resolve));
    },
    emit(event, file, ...rest) {
      state.args.push([event, file, ...rest]);
      state.emitted.push(`${event} ${path.basename(String(file))}`);
      return true;
    },
  });
  return { state, gate };
}

test("a config change during a build waits for it to end, then goes alone; changes after it wait for its rebuild", async () => {
  const { state, gate } = eleventy();
  state.busy = true;
  gate.onEvent("change", rel("site.config.json"));
  gate.onEvent("change", rel("page.md"));
  assert.deepEqual(state.emitted, [], "held while the build runs (Eleventy would rebuild it with its old config)");
  state.busy = false;
  await sleep(120);
  assert.deepEqual(state.emitted, ["change site.config.json"], "the page waits for the config's rebuild");
  gate.rebuildStarts([]);
  gate.rebuildEnded();
  assert.deepEqual(state.emitted, ["change site.config.json", "change page.md"]);
});

test("a page rendered alone holds the events after it, in order, until it is done", async () => {
  const { state, gate } = eleventy();
  gate.onEvent("change", rel("alone.md"));
  gate.onEvent("add", rel("new.md"));
  gate.onEvent("change", rel("site.config.json"));
  assert.deepEqual(state.renders, ["alone.md"]);
  assert.deepEqual(state.emitted, []);
  state.finishRender!();
  await sleep(0);
  assert.deepEqual(state.emitted, ["add new.md", "change site.config.json"]);
});

test("a file written again after its rebuild read it, with no event (the watcher's throttle), is reported again", async () => {
  const { state, gate } = eleventy();
  const file = path.join(dir, "page.md");
  fs.writeFileSync(file, "# One\n");
  fs.utimesSync(file, new Date(1_000_000), new Date(1_000_000));
  gate.onEvent("change", rel("page.md"));
  gate.rebuildStarts([file]);
  fs.writeFileSync(file, "# One, formatted\n"); // the second save, dropped by the watcher
  gate.rebuildEnded();
  assert.deepEqual(state.emitted, ["change page.md", "change page.md"]);
  // Not again: that report's rebuild reads it.
  gate.rebuildStarts([file]);
  gate.rebuildEnded();
  await sleep(150);
  assert.equal(state.emitted.length, 2);
});

test("config files are looked at besides the watcher: one it missed is reported once it is a second old, not while busy", async () => {
  const { state, gate } = eleventy();
  const config = path.join(dir, "site.config.json");
  const sidebar = path.join(dir, "sidebar.json");
  fs.writeFileSync(sidebar, "[]\n");
  const aged = (f: string) => fs.utimesSync(f, new Date(Date.now() - 2000), new Date(Date.now() - 2000));
  aged(sidebar);
  gate.watchConfig(() => [config, sidebar]);
  fs.writeFileSync(config, "{}\n"); // created, and missed by the watcher
  await sleep(600);
  assert.deepEqual(state.emitted, [], "just written: the watcher's report comes first; the sidebar is as read");
  aged(config);
  state.busy = true;
  await sleep(600);
  assert.deepEqual(state.emitted, [], "not while a rebuild runs");
  state.busy = false;
  await sleep(600);
  assert.deepEqual(state.emitted, ["add site.config.json"]);
  gate.rebuildStarts([config]);
  gate.rebuildEnded();
  fs.writeFileSync(sidebar, "[1]\n"); // saved, and missed
  aged(sidebar);
  await sleep(600);
  assert.deepEqual(state.emitted, ["add site.config.json", "change sidebar.json"]);
  gate.rebuildStarts([sidebar]);
  gate.rebuildEnded();
  await sleep(600);
  assert.equal(state.emitted.length, 2, "read by its rebuild: not reported again");
});

test("a page found empty just after it was written waits for its text, then renders alone; one left empty goes anyway", async () => {
  const { state, gate } = eleventy();
  const file = path.join(dir, "alone.md");
  fs.writeFileSync(file, ""); // a save truncates the file, and the watcher reports it before the text is written
  gate.onEvent("change", rel("alone.md"));
  gate.onEvent("change", rel("page.md"));
  await sleep(60);
  assert.deepEqual([state.renders, state.emitted], [[], []], "held: an empty page would render blank");
  fs.writeFileSync(file, "# Alone\n");
  await sleep(60);
  assert.deepEqual(state.renders, ["alone.md"], "rendered once it has its text");
  state.finishRender!();
  await sleep(0);
  assert.deepEqual(state.emitted, ["change page.md"], "the change after it keeps its order");

  const empty = eleventy();
  fs.writeFileSync(file, "");
  empty.gate.onEvent("change", rel("alone.md"));
  await sleep(120);
  assert.deepEqual(empty.state.renders, [], "still within the time a save takes");
  await sleep(FILL_WINDOW_MS);
  assert.deepEqual(empty.state.renders, ["alone.md"], "emptied on purpose: it goes its way");
});

test("paths reported from chokidar's cwd reach Eleventy relative to the working folder, in `all` too; `all` and `raw` are never held", async () => {
  const { state, gate } = eleventy(dir);
  gate.onEvent("change", "alone.md", { size: 1 });
  gate.onEvent("all", "change", "alone.md", { size: 1 });
  gate.onEvent("raw", "change", "alone.md", { watchedPath: "alone.md" });
  assert.deepEqual(state.renders, ["alone.md"]);
  assert.deepEqual(state.args, [
    ["all", "change", rel("alone.md"), { size: 1 }],
    ["raw", "change", "alone.md", { watchedPath: "alone.md" }],
  ]);
  gate.onEvent("add", "guide/new.md");
  state.finishRender!();
  await sleep(0);
  assert.deepEqual(state.args.at(-1), ["add", rel("guide/new.md")]);
});
