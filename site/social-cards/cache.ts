// The folder of rendered cards, one PNG per card named by its content hash (render.ts cardKey). Kept apart
// from cards.ts so the worker threads load only this and the renderer.
import path from "node:path";

export const cachePath = (cacheDir: string, key: string) => path.join(cacheDir, `${key}.png`);

/** Written under a temporary name then renamed (site/write-atomic.ts): no broken card in the cache. */
export { writeAtomic } from "../write-atomic.ts";
