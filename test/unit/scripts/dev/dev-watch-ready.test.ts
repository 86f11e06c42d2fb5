// npm run dev waits for the watcher to hold the pages before it prints its address (scripts/dev/watch-ready.ts).
import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import { unwatched, whenWatching } from "../../../../scripts/dev/watch-ready.ts";

/** A watcher whose folders are read one per `step` calls of getWatched, as chokidar reads them after `ready`. */
function watcher(cwd: string | undefined, folders: Record<string, string[]>, step = 3) {
  let calls = 0;
  return {
    options: { cwd },
    getWatched() {
      const read = Math.floor(calls++ / step);
      return Object.fromEntries(Object.entries(folders).map(([dir, entries], i) => [dir, i < read ? entries : []]));
    },
  };
}

test("files are matched under chokidar's cwd, or the working folder without one", () => {
  const w = { options: { cwd: "/srv" }, getWatched: () => ({ "docs/guide": ["intro.md"], docs: ["guide", "index.md"] }) };
  assert.deepEqual(unwatched(w, ["/srv/docs/guide/intro.md", "/srv/docs/index.md", "/srv/docs/other.md"]), ["/srv/docs/other.md"]);
  const local = { options: {}, getWatched: () => ({ content: ["index.md"] }) };
  assert.deepEqual(unwatched(local, [path.resolve("content/index.md")]), []);
});

test("waits until the last folder is read; gives up after its time with the files still unseen", async () => {
  const files = ["/srv/docs/index.md", "/srv/docs/guide/intro.md"];
  const w = watcher("/", { "srv/docs": ["guide", "index.md"], "srv/docs/guide": ["intro.md"] });
  assert.deepEqual(unwatched(w, files), files, "nothing read yet");
  assert.deepEqual(await whenWatching(w, files), []);
  assert.ok(w.getWatched()["srv/docs/guide"].length, "returned only once guide/ was read");
  const never = watcher("/", { "srv/docs": ["index.md"] }, 1);
  assert.deepEqual(await whenWatching(never, files, 100), ["/srv/docs/guide/intro.md"]);
});
