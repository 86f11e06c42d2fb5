// The search worker: loads the index and answers queries off the main thread, so typing never waits
// for a search. A query overtaken by a newer one is skipped (answered with null) instead of run.
import { SearchBackend } from "./backend";
import type { WorkerReply, WorkerRequest } from "./protocol";

declare const self: { postMessage(m: WorkerReply): void; onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null };

let backend: SearchBackend | null = null;
let latestSearch = -1;
const reply = (m: WorkerReply) => self.postMessage(m);

self.onmessage = (e) => {
  const { seq, ...req } = e.data;
  if (req.type === "load" && (!backend || backend.indexUrl !== req.url)) backend = new SearchBackend(req.url, undefined, req.root);
  const b = backend;
  if (!b) return reply({ type: "error", seq, message: "search index not loaded" });
  const answer = () =>
    b
      .answer(req, () => seq !== latestSearch)
      .then(
        (a) => reply({ type: "answer", seq, answer: a }),
        (err: unknown) => reply({ type: "error", seq, message: err instanceof Error ? err.message : String(err) }),
      );
  if (req.type !== "search") return void answer();
  latestSearch = seq;
  // Let queued messages arrive first: if a newer query is already waiting, this one is stale.
  setTimeout(() => (seq !== latestSearch ? reply({ type: "answer", seq, answer: null }) : answer()), 0);
};
