// Worker thread entry: renders a share of the missing social cards into the cache. Plain JavaScript because a
// worker does not inherit a loader registered in code (eleventy-plugin.mjs), so it registers tsx itself.
import { register } from "tsx/esm/api";
import { workerData } from "node:worker_threads";

register();
const { renderCard } = await import("./render.ts");
const { cachePath, writeAtomic } = await import("./cache.ts");
for (const job of workerData.jobs) writeAtomic(cachePath(workerData.cacheDir, job.key), await renderCard(job.input, workerData.theme, workerData.fonts));
