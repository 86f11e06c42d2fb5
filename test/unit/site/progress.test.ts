import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { progressCounter } from "../../../site/progress.ts";

// Long build steps report how far they are (issue #17: no silent minute), but not a line per page.
describe("progressCounter", () => {
  it("reports the count every interval while items come in, and nothing for a quick step", (t) => {
    t.mock.timers.enable({ apis: ["Date", "setInterval"] });
    const lines: string[] = [];
    const c = progressCounter((m) => lines.push(m), "pages", 10, 2000);
    c.tick();
    c.tick();
    assert.deepEqual(lines, [], "no line before the interval passed");
    t.mock.timers.tick(2000);
    assert.deepEqual(lines, ["pages: 2/10"], "the timer reports a step that is still running");
    c.tick();
    assert.deepEqual(lines, ["pages: 2/10"], "not again within the interval");
    t.mock.timers.tick(1999);
    c.tick();
    t.mock.timers.tick(1);
    c.tick();
    assert.deepEqual(lines, ["pages: 2/10", "pages: 4/10"]);
    c.done();
    t.mock.timers.tick(10_000);
    assert.equal(lines.length, 2, "silent once done");
  });

  it("reports from the counting itself while rendering blocks the event loop (no timer can run)", (t) => {
    t.mock.timers.enable({ apis: ["Date"] }); // the real interval never gets a turn in this synchronous test
    const lines: string[] = [];
    const c = progressCounter((m) => lines.push(m), "Markdown rendered", 100, 2000);
    for (let i = 0; i < 60; i++) {
      t.mock.timers.tick(100); // 100 ms per page
      c.tick();
    }
    c.done();
    assert.deepEqual(lines, ["Markdown rendered: 20/100", "Markdown rendered: 40/100", "Markdown rendered: 60/100"]);
  });

  it("stops by itself once every item is counted", (t) => {
    t.mock.timers.enable({ apis: ["Date", "setInterval"] });
    const lines: string[] = [];
    const c = progressCounter((m) => lines.push(m), "pages", 2, 1000);
    c.tick();
    c.tick();
    t.mock.timers.tick(5000);
    assert.deepEqual(lines, []);
  });
});
