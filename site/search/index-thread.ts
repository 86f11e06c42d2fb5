// Where the search indexer (indexer.ts) runs: in a worker thread on a large site, so counting the pages'
// terms as they are written and building the index take the second core, or in this thread on a small one,
// where the worker's start-up would take longer than the work. A step keeps one for its builds (npm run dev's
// partial builds add to the pages it holds).
import { Worker } from "node:worker_threads";
import { type IndexWritten, SearchIndexer, type WritePage } from "./indexer.ts";
import type { SectionRecord } from "./records.ts";

/** Sites with fewer pages index on the main thread. */
export const WORKER_MIN_PAGES = 200;
export const usesWorker = (pages: number) => pages >= WORKER_MIN_PAGES;

export interface IndexThread {
  readonly inWorker: boolean;
  reset(): void;
  add(link: string, records: SectionRecord[], place: string[]): void;
  /** Write one index (SearchIndexer.write); settles with what it wrote, or rejects with what went wrong. */
  write(pages: WritePage[], dir: string, name: string, last?: boolean): Promise<IndexWritten>;
  /** Stop the worker (the thread is not used again). */
  close(): void;
}

/** An indexer in this thread: its writes run when asked (a small site's index takes milliseconds). */
function here(): IndexThread {
  const indexer = new SearchIndexer();
  return {
    inWorker: false,
    reset: () => indexer.reset(),
    add: (link, records, place) => indexer.add(link, records, place),
    write: async (pages, dir, name, last) => indexer.write(pages, dir, name, last),
    close() {},
  };
}

type Reply = { id: number; written: IndexWritten } | { id: number; error: string };

/** An indexer in a worker: messages in order, one reply per write. Unreferenced while no write waits, so an idle worker never keeps the process alive. */
function inWorker(): IndexThread {
  const worker = new Worker(new URL("./index-worker.mjs", import.meta.url), { execArgv: [] });
  worker.unref();
  const waiting = new Map<number, { resolve(w: IndexWritten): void; reject(e: Error): void }>();
  let next = 0;
  let failure: Error | null = null;
  const settle = (id: number, f: (w: typeof waiting extends Map<number, infer W> ? W : never) => void) => {
    const w = waiting.get(id);
    waiting.delete(id);
    if (!waiting.size) worker.unref();
    if (w) f(w);
  };
  worker.on("message", (reply: Reply) => settle(reply.id, (w) => ("error" in reply ? w.reject(new Error(reply.error)) : w.resolve(reply.written))));
  const fail = (e: Error) => {
    failure ??= e;
    for (const id of [...waiting.keys()]) settle(id, (w) => w.reject(failure!));
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`search index worker exited with code ${code}`)));
  return {
    inWorker: true,
    reset: () => worker.postMessage({ type: "reset" }),
    add: (link, records, place) => worker.postMessage({ type: "add", link, records, place }),
    write(pages, dir, name, last) {
      if (failure) return Promise.reject(failure);
      const id = next++;
      worker.ref();
      worker.postMessage({ type: "write", id, pages, dir, name, last });
      return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
    },
    close: () => void worker.terminate(),
  };
}

/** The indexer for a site of `pages` pages: in a worker from WORKER_MIN_PAGES, or where no worker starts. */
export function indexThread(pages: number): IndexThread {
  if (!usesWorker(pages)) return here();
  try {
    return inWorker();
  } catch {
    return here();
  }
}
