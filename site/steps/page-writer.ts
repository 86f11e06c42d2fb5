// How a build writes the files it makes page by page (each page's HTML, its page module): handed off at once
// so nothing holds them, and checked at the end of the render (flush), which reports every failed write.
import { Worker } from "node:worker_threads";
import { fileWriter } from "./output.ts";

export interface PageWriter {
  /** Write a file (an absolute path); done in the background. */
  write(file: string, contents: string): void;
  /** Once every write so far is done: the errors of those that failed since the last flush. */
  flush(): Promise<Error[]>;
  /** Stop: writes not done yet may be dropped, later ones are; resolves once none is under way. */
  close(): Promise<void>;
}

const MAX_PENDING = 64;
const STALLED_MS = 60_000;

/**
 * A writer on a worker thread: each file is copied to it as it comes, so the page's string can go at once,
 * and written there while the main thread renders. Used by `npm run build` (WebDocsOptions.writePages);
 * in the same thread (asyncWriter) where no worker starts.
 */
export function workerWriter(): PageWriter {
  // Files handed over and not yet written: past MAX_PENDING the build waits for the disk, rather than queue
  // every page in memory when it renders faster than they are written.
  const pending = new Int32Array(new SharedArrayBuffer(4));
  let worker: Worker;
  try {
    worker = new Worker(new URL("./write-worker.mjs", import.meta.url), { execArgv: [], workerData: { pending: pending.buffer } });
  } catch {
    return asyncWriter();
  }
  const errors: Error[] = [];
  let failed: Error | null = null;
  const flushes: Array<() => void> = [];
  worker.on("message", (m: { error?: string; flushed?: boolean }) => {
    if (m.error) errors.push(new Error(m.error));
    if (m.flushed) flushes.shift()?.();
    if (!flushes.length) worker.unref();
  });
  worker.on("error", (e) => (failed = e));
  worker.on("exit", () => {
    failed ??= new Error("the page writer stopped before the pages were written");
    for (const f of flushes.splice(0)) f();
  });
  // Referenced only while a flush waits: a build that failed mid-render (no flush, no close) still lets the
  // process end. After the listeners: adding a "message" listener references the worker's port again.
  worker.unref();
  let closed = false;
  return {
    write(file, contents) {
      if (closed) return;
      for (let queued = Atomics.load(pending, 0); queued >= MAX_PENDING; queued = Atomics.load(pending, 0)) {
        if (Atomics.wait(pending, 0, queued, STALLED_MS) === "timed-out" && Atomics.load(pending, 0) === queued) {
          throw new Error(`the page writer wrote nothing for ${STALLED_MS / 1000} s; ${queued} files are still to be written`);
        }
      }
      Atomics.add(pending, 0, 1);
      worker.postMessage({ file, contents });
    },
    flush() {
      return new Promise((resolve) => {
        flushes.push(() => resolve([...errors.splice(0), ...(failed ? [failed] : [])]));
        worker.ref();
        worker.postMessage({ flush: true });
      });
    },
    async close() {
      closed = true;
      await worker.terminate();
    },
  };
}

/** A writer in this thread, through fs.promises (npm run dev, the author plugin: Eleventy writes the pages). */
export function asyncWriter(): PageWriter {
  const write = fileWriter();
  let pending: Array<Promise<Error | null>> = [];
  let closed = false;
  return {
    write(file, contents) {
      if (!closed)
        pending.push(
          write(file, contents).then(
            () => null,
            (e: Error) => e,
          ),
        );
    },
    async flush() {
      const settled = await Promise.all(pending);
      pending = [];
      return settled.filter((e): e is Error => e !== null);
    },
    async close() {
      closed = true;
      await Promise.all(pending);
    },
  };
}
