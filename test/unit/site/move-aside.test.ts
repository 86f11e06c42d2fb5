import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { moveAside } from "../../../site/move-aside.ts";

describe("moveAside", () => {
  it("renames a folder to a new name beside it each time, so a writer of the old path never writes into one being removed", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-aside-"));
    try {
      const out = path.join(dir, "search");
      const moved: string[] = [];
      for (let i = 0; i < 2; i++) {
        fs.mkdirSync(out);
        fs.writeFileSync(path.join(out, "index.js"), String(i));
        const old = moveAside(out);
        // biome-ignore lint/complexity/useOptionalChain: `old &&` narrows old to a string for the lines below
        assert.ok(old && old.startsWith(`${out}.old-${process.pid}-`), String(old));
        assert.equal(fs.existsSync(out), false);
        assert.equal(fs.readFileSync(path.join(old, "index.js"), "utf8"), String(i));
        moved.push(old);
      }
      assert.notEqual(moved[0], moved[1]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("returns null when there is no folder, and throws other errors", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-aside-"));
    try {
      assert.equal(moveAside(path.join(dir, "none")), null);
      // A folder cannot be renamed into a file's path.
      fs.writeFileSync(path.join(dir, "file"), "");
      assert.throws(
        () => moveAside(path.join(dir, "file", "sub")),
        (e: NodeJS.ErrnoException) => e.code === "ENOTDIR",
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
