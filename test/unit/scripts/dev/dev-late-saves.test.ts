// npm run dev reports again a save chokidar dropped (a second change within its 50 ms throttle): scripts/dev/late-saves.ts.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import { DROP_WINDOW_MS, LateSaves } from "../../../../scripts/dev/late-saves.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "web-docs-late-saves-"));
const file = path.join(dir, "page.md");
const other = path.join(dir, "other.md");
const stamp = (f: string, ms: number) => fs.utimesSync(f, new Date(ms), new Date(ms));

test("a file written after a rebuild read it is returned, with its new stats, and forgotten", () => {
  fs.writeFileSync(file, "# One\n");
  fs.writeFileSync(other, "# Other\n");
  stamp(file, 1_000_000);
  stamp(other, 1_000_000);
  const saves = new LateSaves();
  saves.reading([file, other], 5_000);
  stamp(file, 1_000_500); // the save the watcher dropped
  const late = saves.takeWrittenSince(5_010);
  assert.deepEqual(
    late.map(([f]) => f),
    [file],
  );
  assert.equal(late[0][1].mtimeMs, 1_000_500);
  // Reported again, it is read again by that rebuild: not returned twice.
  assert.deepEqual(saves.takeWrittenSince(5_020), []);
});

test("a file not written since stays looked at through the drop window, then is forgotten", () => {
  fs.writeFileSync(file, "# One\n");
  stamp(file, 2_000_000);
  const saves = new LateSaves();
  saves.reading([file], 10_000);
  assert.deepEqual(saves.takeWrittenSince(10_020), []);
  assert.equal(saves.watching, true, "a save right after a short rebuild may still come");
  stamp(file, 2_000_100);
  assert.deepEqual(
    saves.takeWrittenSince(10_060).map(([f]) => f),
    [file],
  );
  saves.reading([file], 20_000);
  assert.deepEqual(saves.takeWrittenSince(20_000 + DROP_WINDOW_MS + 1), []);
  assert.equal(saves.watching, false);
});

test("a deleted file, or one that never existed, is skipped", () => {
  const gone = path.join(dir, "gone.md");
  fs.writeFileSync(gone, "x");
  const saves = new LateSaves();
  saves.reading([gone, path.join(dir, "never.md")]);
  fs.rmSync(gone);
  assert.deepEqual(saves.takeWrittenSince(), []);
  assert.equal(saves.watching, false);
});

test("the version a rebuild last read is kept after the drop window (the config files' check asks for it)", () => {
  fs.writeFileSync(file, "# One\n");
  stamp(file, 3_000_000);
  const saves = new LateSaves();
  assert.equal(saves.lastRead(file), undefined);
  saves.reading([file], 30_000);
  saves.takeWrittenSince(30_000 + DROP_WINDOW_MS + 1);
  assert.equal(saves.watching, false);
  assert.equal(saves.lastRead(file), fs.statSync(file).mtimeMs);
  saves.read(file, 3_000_500_000);
  assert.equal(saves.lastRead(file), 3_000_500_000);
});
