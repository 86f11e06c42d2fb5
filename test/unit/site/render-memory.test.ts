// The build's bound on pages laid out at once (site/render-memory.ts, applied by site/eleventy-adapter.ts), against Eleventy itself: its layouts
// are counted while they run, so an Eleventy upgrade that renames the step it wraps fails here, not as a
// build that quietly needs 3 GB again.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { EleventyRun } from "../../../site/eleventy-adapter.ts";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wd-render-memory-"));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

interface Probe {
  running: number;
  most: number;
  done: number;
}

/** `pages` Markdown pages whose layout takes a few milliseconds and counts how many layouts run at once. */
function site(name: string, pages: number, failing?: number) {
  const input = path.join(tmp, name);
  fs.mkdirSync(path.join(input, "_includes"), { recursive: true });
  fs.writeFileSync(
    path.join(input, "_includes", "probe.11ty.cjs"),
    `module.exports = async function (data) {
      const probe = globalThis.__layoutProbe;
      probe.running++;
      probe.most = Math.max(probe.most, probe.running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      probe.running--;
      if (data.page.fileSlug === "p${failing}") throw new Error("layout failed on purpose");
      probe.done++;
      return "<main>" + data.content + "</main>";
    };`,
  );
  for (let i = 0; i < pages; i++) fs.writeFileSync(path.join(input, `p${i}.md`), `---\nlayout: probe.11ty.cjs\n---\n# Page ${i}\n`);
  return input;
}

async function build(input: string, limit?: number): Promise<{ probe: Probe; error?: Error }> {
  const probe: Probe = { running: 0, most: 0, done: 0 };
  (globalThis as { __layoutProbe?: Probe }).__layoutProbe = probe;
  const elev = new EleventyRun(input, path.join(input, "_site"), { quietMode: true, dryRun: true, configPath: false });
  // Throws, naming the member, where this Eleventy no longer has the step the bound wraps.
  if (limit !== undefined) await elev.limitConcurrentLayouts(limit);
  try {
    await elev.write();
    return { probe };
  } catch (e) {
    return { probe, error: e as Error };
  }
}

describe("pages laid out at once", () => {
  it("Eleventy on its own lays out every page together (what the bound is for)", async () => {
    const { probe } = await build(site("unbounded", 40));
    assert.equal(probe.done, 40);
    assert.equal(probe.most, 40);
  });

  it("are at most the limit, and every page is still laid out", async () => {
    const { probe } = await build(site("bounded", 120), 8);
    assert.equal(probe.done, 120);
    assert.equal(probe.most, 8);
  });

  it("a failed layout frees its place: the pages after it are laid out, and the error still ends the build", async () => {
    // One place: had the failed page kept it, no page after it would start.
    const { probe, error } = await build(site("failing", 30, 3), 1);
    assert.match(String(error?.cause ?? error), /layout failed on purpose|p3/);
    // Eleventy rejects at the first error while the other pages go on.
    for (let waited = 0; probe.done < 29 && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(probe.done, 29);
    assert.equal(probe.most, 1);
  });
});
