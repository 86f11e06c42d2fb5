// Placing a file the build made elsewhere (a cache, the stage) in the output without copying its bytes: a
// hard link where the file system allows, a copy where it refuses (another disk). A file already at the
// destination is replaced, never written through: it may itself be a link to a file that must not change.
import fs from "node:fs";
import path from "node:path";

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

/** Every file under `dir` copied to the same place under `dest`, each replacing what is there. */
export function copyTreeReplacing(dir: string, dest: string): void {
  for (const f of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const from = path.join(dir, f);
    if (!fs.statSync(from).isFile()) continue;
    fs.mkdirSync(path.dirname(path.join(dest, f)), { recursive: true });
    copyReplacing(from, path.join(dest, f));
  }
}
