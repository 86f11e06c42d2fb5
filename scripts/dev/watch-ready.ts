// chokidar 4 (4.0.3) may say `ready` before it has read every folder: on a busy machine content/guide was not
// watched yet when the server printed its address, and a save made at once was never seen (the dev test's
// first edit, in 1 run of 2 with a second process busy). The server starts once the watcher holds the files.
import path from "node:path";

export interface Watcher {
  options: { cwd?: string };
  /** chokidar's folders and their entries, relative to its `cwd` (or as added, without one). */
  getWatched(): Record<string, string[]>;
}

/** The files (absolute) the watcher does not hold yet. */
export function unwatched(watcher: Watcher, files: string[]): string[] {
  const from = watcher.options.cwd ?? process.cwd();
  const held = new Set<string>();
  for (const [dir, entries] of Object.entries(watcher.getWatched())) for (const entry of entries) held.add(path.resolve(from, dir, entry));
  return files.filter((f) => !held.has(path.resolve(f)));
}

/** Resolves once the watcher holds these files (absolute), or after `timeoutMs` with those it still does not. */
export async function whenWatching(watcher: Watcher, files: string[], timeoutMs = 10_000): Promise<string[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const missing = unwatched(watcher, files);
    if (missing.length === 0 || Date.now() >= until) return missing;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
