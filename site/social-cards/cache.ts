// The folder of rendered cards, one PNG per card named by its content hash (render.ts cardKey). Kept apart
// from cards.ts so the worker threads load only this and the renderer.
import fs from "node:fs";
import path from "node:path";

export const cachePath = (cacheDir: string, key: string) => path.join(cacheDir, `${key}.png`);

/** Written under a temporary name then renamed, so a build stopped halfway leaves no broken card in the cache. */
export function writeAtomic(file: string, data: Buffer): void {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}
