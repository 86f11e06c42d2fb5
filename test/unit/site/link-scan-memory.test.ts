// A link scan keeps each page's ids and hrefs until the build's link check, on every page of the site: what it
// keeps must not hold the page's HTML (V8 keeps a slice of a string as a pointer into the whole string).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { it } from "node:test";

it("the link scan of a page keeps its links and ids, not its HTML", () => {
  const script = `
    const { scan } = await import(${JSON.stringify(new URL("../../../site/link-check.ts", import.meta.url).href)});
    const kept = [];
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 40; i++) {
      // 1 MB pages whose link and id are long enough to be sliced rather than copied.
      const html = '<main id="main-content-of-page-' + i + '">' + "x".repeat(1_000_000) + '<a href="/docs/a-rather-long-link-to-page-' + i + '.html#section">a</a></main>';
      kept.push(scan(html));
    }
    gc();
    console.log(JSON.stringify({ mb: (process.memoryUsage().heapUsed - before) / 1e6, href: kept[7].links[0].href, ids: [...kept[7].ids] }));
  `;
  const out = JSON.parse(execFileSync(process.execPath, ["--expose-gc", "--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8" }));
  assert.equal(out.href, "/docs/a-rather-long-link-to-page-7.html#section");
  assert.deepEqual(out.ids, ["main-content-of-page-7"]);
  // 40 pages' HTML would be 40 MB; their links and ids are a few KB.
  assert.ok(out.mb < 5, `the scans hold ${out.mb.toFixed(1)} MB`);
});
