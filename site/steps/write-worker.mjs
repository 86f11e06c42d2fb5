// Writes the files a build hands it, in order, off the main thread (site/steps/page-writer.ts): Eleventy
// renders every page in one long run of promise jobs, during which the main thread never gets to finish an
// async write, so each page's HTML would wait in memory until the last page rendered.
import fs from "node:fs";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";

// Files handed over and not yet written, shared with the build, which waits while too many are (page-writer.ts).
const pending = new Int32Array(workerData.pending);

const folders = new Set();
parentPort.on("message", (m) => {
  if (m.flush) return parentPort.postMessage({ flushed: true });
  try {
    const dir = path.dirname(m.file);
    if (!folders.has(dir)) fs.mkdirSync(dir, { recursive: true });
    folders.add(dir);
    fs.writeFileSync(m.file, m.contents);
  } catch (e) {
    parentPort.postMessage({ error: String(e?.message ?? e) });
  }
  Atomics.sub(pending, 0, 1);
  Atomics.notify(pending, 0);
});
