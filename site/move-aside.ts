// A folder to be removed is renamed aside first, to a name no other removal uses: whatever may still write
// into the old path (a cancelled index worker, an earlier build) then lands in no folder or in the new one,
// never in the folder being removed — removing a folder that gains a file meanwhile fails with ENOTEMPTY.
// Its own module: the search index worker uses it, and must not load the build's config with it.
import fs from "node:fs";

/** Rename `dir` to a unique name beside it, and return that name; null when there is no such folder. */
export function moveAside(dir: string): string | null {
  // pid and hrtime: another process, or an earlier build of this one, may still be removing its own.
  const old = `${dir}.old-${process.pid}-${process.hrtime.bigint()}`;
  try {
    fs.renameSync(dir, old);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw e;
  }
  return old;
}
