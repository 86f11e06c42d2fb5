// Saves the watcher did not report. chokidar (4.0.3) drops a second change of a file that comes within 50 ms of
// the first (its per-file throttle, with no trailing event): an editor that formats on save, or a quick second
// save, can write the file again while the rebuild reads the first version, which then stays on the page.
// So a rebuild notes each changed file's modification time as it starts to read it; once it is over, a file
// written since is reported again. (Not the time of the watcher's report: writeFileSync truncates, then writes,
// and the report may come between the two.)
import fs from "node:fs";

/** chokidar's throttle, with a margin: a save this long after a file's change may still have been dropped. */
export const DROP_WINDOW_MS = 100;

export class LateSaves {
  /** Files read within the window, with the modification time read. */
  readonly #read = new Map<string, { mtimeMs: number; at: number }>();
  /** Every file's modification time when it was last read, for good. */
  readonly #last = new Map<string, number>();

  /** A rebuild reads these changed files (absolute) now. */
  reading(files: Iterable<string>, now = Date.now()): void {
    for (const file of files) {
      const stats = fs.statSync(file, { throwIfNoEntry: false });
      if (!stats) continue;
      this.#read.set(file, { mtimeMs: stats.mtimeMs, at: now });
      this.#last.set(file, stats.mtimeMs);
    }
  }

  /** The file's version (modification time) counts as read: a build read it outside a rebuild's window (the first), or it is reported now. */
  read(file: string, mtimeMs: number): void {
    this.#last.set(file, mtimeMs);
  }

  /** The modification time of the file when it was last read; undefined if it never was. */
  lastRead(file: string): number | undefined {
    return this.#last.get(file);
  }

  /**
   * The files written since they were read, with their current stats. They are forgotten, as is a file whose
   * later save the watcher can no longer drop; the others are looked at again (`watching`).
   */
  takeWrittenSince(now = Date.now()): Array<[string, fs.Stats]> {
    const late: Array<[string, fs.Stats]> = [];
    for (const [file, { mtimeMs, at }] of this.#read) {
      const stats = fs.statSync(file, { throwIfNoEntry: false });
      if (stats && stats.mtimeMs > mtimeMs) late.push([file, stats]);
      if (!stats || stats.mtimeMs > mtimeMs || now - at > DROP_WINDOW_MS) this.#read.delete(file);
    }
    return late;
  }

  /** Files still looked at: within the window after they were read. */
  get watching(): boolean {
    return this.#read.size > 0;
  }
}
