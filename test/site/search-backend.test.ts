import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { pathToFileURL } from "node:url";
import { writeIndexFiles } from "../../site/search/build-index.ts";
import { SearchBackend } from "../../widgets/search/backend.ts";

// The browser's search backend over a written sharded index, its modules imported as the worker imports them.
describe("search backend", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-search-backend-"));
  const pages = Array.from({ length: 12 }, (_, i) => ({ link: `p${i}.html`, title: `Page ${i}`, body: `# Page ${i}\n\n## Widgets ${i}\n\nWidget text number ${i}.\n` }));
  writeIndexFiles(pages, dir, "index.test.js");
  const url = pathToFileURL(path.join(dir, "index.test.js")).href;

  it("answers with records and previews from the shards", async () => {
    const b = new SearchBackend(url);
    const r = await b.search("widget", 100);
    assert.ok(r && r.total === 12 && r.items.length === 12);
    assert.match(r.items[0].t[0], /^Page \d+$/);
    assert.match(r.items[0].l, /^p\d+\.html$/);
    const [[id, preview]] = await b.previews([r.items[0].id]);
    assert.equal(id, r.items[0].id);
    assert.match(preview, /Widget text number \d+/);
  });

  it("gives up a query overtaken by a newer one before importing its records (null)", async () => {
    const b = new SearchBackend(url);
    assert.equal(await b.search("widget", 100, () => true), null);
    assert.ok((await b.search("widget", 100, () => false))?.items.length);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
