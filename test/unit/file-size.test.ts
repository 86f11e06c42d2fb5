// No product file over 300 lines (site/, widgets/, common/, scripts/): past that a module is usually about
// more than one thing, and a reader cannot hold it. A file that grows past it is split, not exempted.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { productSources } from "../support/source-scan.ts";

export const MAX_LINES = 300;

/** The files longer than `max` lines, as "file: N lines". */
export function oversized(files: Array<{ rel: string; text: string }>, max = MAX_LINES): string[] {
  return files
    .map(({ rel, text }) => ({ rel, lines: text.split("\n").length - (text.endsWith("\n") ? 1 : 0) }))
    .filter((f) => f.lines > max)
    .map((f) => `${f.rel}: ${f.lines} lines`);
}

describe("file size", () => {
  it(`no product source file is over ${MAX_LINES} lines`, () => {
    const files = productSources();
    assert.ok(files.length > 100, `expected the source tree, found ${files.length} files`);
    assert.deepEqual(oversized(files), []);
  });

  it("counts lines as wc does (a last newline ends a line, it does not start one)", () => {
    const lines = (n: number) => "x\n".repeat(n);
    assert.deepEqual(
      oversized([
        { rel: "site/a.ts", text: lines(300) },
        { rel: "site/b.ts", text: lines(301) },
        { rel: "site/c.ts", text: `${lines(300)}x` },
      ]),
      ["site/b.ts: 301 lines", "site/c.ts: 301 lines"],
    );
  });
});
