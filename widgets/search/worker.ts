// The search worker: loads the index and answers queries off the main thread, so typing never waits
// for a search. A query overtaken by a newer one is skipped (answered with null) instead of run.
import { SearchBackend } from "./backend";
import type { WorkerReply, WorkerRequest } from "./protocol";

declare const self: { postMessage(m: WorkerReply): void; onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null };

let backend: SearchBackend | null = null;
let latestSearch = -1;
const reply = (m: WorkerReply) => self.postMessage(m);
const fail = (seq: number, e: unknown) => reply({ type: "error", seq, message: e instanceof Error ? e.message : String(e) });

self.onmessage = (e) => {
  const msg = e.data;
  if (msg.type === "load") {
    if (!backend || backend.indexUrl !== msg.url) backend = new SearchBackend(msg.url, undefined, msg.root);
    backend.load().then((engine) => reply({ type: "loaded", seq: msg.seq, root: engine.root }), (err) => fail(msg.seq, err));
    return;
  }
  const b = backend;
  if (!b) return fail(msg.seq, new Error("search index not loaded"));
  if (msg.type === "search") {
    latestSearch = msg.seq;
    // Let queued messages arrive first: if a newer query is already waiting, this one is stale.
    setTimeout(() => {
      if (msg.seq !== latestSearch) return reply({ type: "results", seq: msg.seq, results: null });
      b.search(msg.query, msg.limit, () => msg.seq !== latestSearch).then((results) => reply({ type: "results", seq: msg.seq, results }), (err) => fail(msg.seq, err));
    }, 0);
  } else if (msg.type === "records") {
    b.records(msg.ids).then((records) => reply({ type: "records", seq: msg.seq, records }), (err) => fail(msg.seq, err));
  } else if (msg.type === "previews") {
    b.previews(msg.ids).then((previews) => reply({ type: "previews", seq: msg.seq, previews }), (err) => fail(msg.seq, err));
  }
};
