// The search indexer in a worker thread (index-thread.ts): pages' records as they are written, then each
// index to write. Plain JavaScript: a worker's entry module is loaded before any TypeScript loader could
// apply, so it loads the TypeScript build code through tsx's API. (Messages sent while it loads wait.)
import { parentPort } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

const { SearchIndexer } = await tsImport("./indexer.ts", import.meta.url);
const indexer = new SearchIndexer();
parentPort.on("message", (m) => {
  if (m.type === "reset") indexer.reset();
  else if (m.type === "add") indexer.add(m.link, m.records, m.place);
  else if (m.type === "write") {
    try {
      parentPort.postMessage({ id: m.id, written: indexer.write(m.pages, m.dir, m.name, m.last) });
    } catch (e) {
      parentPort.postMessage({ id: m.id, error: e instanceof Error ? e.message : String(e) });
    }
  }
});
