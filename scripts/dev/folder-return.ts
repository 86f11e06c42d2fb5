// The content folder deleted and made again while `npm run dev` runs (a branch switch, a `git clean`, an
// editor's "replace folder"): the watcher stops watching a folder that is gone and never sees it come back.
// A cheap look every half second notices its return, so the server watches it again and rebuilds.
import fs from "node:fs";

export interface FolderReturn {
  /** Say the folder was seen missing (a watcher event), in case it comes back before the next look. */
  missing(): void;
  stop(): void;
}

/** Call `back` each time `dir` exists again after it was found missing. */
export function onFolderReturn(dir: string, back: () => void, everyMs = 500): FolderReturn {
  let present = fs.existsSync(dir);
  const timer = setInterval(() => {
    const now = fs.existsSync(dir);
    if (now && !present) back();
    present = now;
  }, everyMs);
  timer.unref();
  return {
    missing: () => void (present = fs.existsSync(dir) && present),
    stop: () => clearInterval(timer),
  };
}
