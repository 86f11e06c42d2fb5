// Placing a file the build made elsewhere (a cache, the stage) in the output without copying its bytes: a
// hard link where the file system allows, a copy where it refuses (another disk). A file already at the
// destination is replaced, never written through: it may itself be a link to a file that must not change.
import fs from "node:fs";

/** `from` at `to` as a hard link, or a copy. */
export function linkOrCopy(from: string, to: string): void {
  fs.rmSync(to, { force: true });
  try {
    fs.linkSync(from, to);
  } catch {
    fs.copyFileSync(from, to);
  }
}

/** `from` at `to` as a copy of its own. */
export function copyReplacing(from: string, to: string): void {
  fs.rmSync(to, { force: true });
  fs.copyFileSync(from, to);
}
