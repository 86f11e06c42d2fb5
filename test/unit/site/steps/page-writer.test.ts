// The writers of the files a build makes page by page (site/steps/page-writer.ts): the worker one that
// `npm run build` uses and the in-thread one of `npm run dev`. Both write everything handed to them, far more
// files than they hold at once, report every failed write at the flush, and keep working after one.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { after, describe, it } from "node:test";
import { asyncWriter, type PageWriter, workerWriter } from "../../../../site/steps/page-writer.ts";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wd-page-writer-"));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

for (const [name, make] of [
  ["on a worker thread", workerWriter],
  ["in this thread", asyncWriter],
] as Array<[string, () => PageWriter]>) {
  describe(`the page writer ${name}`, () => {
    it("writes every file into folders it makes, with its exact contents", async () => {
      const root = path.join(tmp, name.replace(/\W+/g, "-"));
      const writer = make();
      // More files than are ever in flight at once (the worker's writer waits past 64).
      for (let i = 0; i < 300; i++) writer.write(path.join(root, `d${i % 7}`, `p${i}.html`), `<p>page ${i} — é ✓</p>`);
      assert.deepEqual(await writer.flush(), []);
      await writer.close();
      for (const i of [0, 63, 64, 150, 299]) assert.equal(fs.readFileSync(path.join(root, `d${i % 7}`, `p${i}.html`), "utf8"), `<p>page ${i} — é ✓</p>`);
      assert.equal(fs.readdirSync(root, { recursive: true }).filter((f) => String(f).endsWith(".html")).length, 300);
    });

    it("once closed, writes nothing more and never waits (a failed build removes the folder after closing it)", async () => {
      const root = path.join(tmp, `${name.replace(/\W+/g, "-")}-closed`);
      const writer = make();
      await writer.close();
      // More than the worker's writer ever holds: a closed one must not wait for a thread that is gone.
      for (let i = 0; i < 200; i++) writer.write(path.join(root, `after-${i}.html`), "after");
      await new Promise((r) => setTimeout(r, 100));
      assert.equal(fs.existsSync(root), false);
    });

    it("reports each failed write at the flush, naming the file, and writes the others", async () => {
      const root = path.join(tmp, `${name.replace(/\W+/g, "-")}-failing`);
      fs.mkdirSync(root, { recursive: true });
      // A file where a folder should be: nothing can be written under it.
      fs.writeFileSync(path.join(root, "blocked"), "");
      const writer = make();
      writer.write(path.join(root, "blocked", "a.html"), "a");
      writer.write(path.join(root, "ok.html"), "ok");
      writer.write(path.join(root, "blocked", "b.html"), "b");
      const errors = await writer.flush();
      assert.equal(errors.length, 2);
      assert.match(errors[0].message, /blocked/);
      assert.equal(fs.readFileSync(path.join(root, "ok.html"), "utf8"), "ok");
      // It goes on writing, and a flush reports only what failed since the one before.
      writer.write(path.join(root, "later.html"), "later");
      assert.deepEqual(await writer.flush(), []);
      await writer.close();
      assert.equal(fs.readFileSync(path.join(root, "later.html"), "utf8"), "later");
    });
  });
}

it("a worker writer left open (a build that failed mid-render) does not keep the process alive", () => {
  const script = `
    const { workerWriter } = await import(${JSON.stringify(new URL("../../../../site/steps/page-writer.ts", import.meta.url).href)});
    workerWriter().write(${JSON.stringify(path.join(tmp, "left-open.html"))}, "x");
    console.log("started");
  `;
  // Throws if the process is still running after the timeout.
  const out = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8", timeout: 20_000 });
  assert.equal(out.trim(), "started");
});
