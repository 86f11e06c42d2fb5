import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { pathToFileURL } from "node:url";
import { FIRST_SCREEN } from "../../../../common/search/engine.ts";
import { idTable, shardFor } from "../../../../common/search/format.ts";
import { writeIndexFiles } from "../../../../site/search/build-index.ts";
import { indexed } from "../../../support/search-support.ts";
import { SearchBackend } from "../../../../widgets/search/backend.ts";
import { importData } from "../../../../widgets/search/load-module.ts";

// The browser's search backend over a written sharded index, its modules imported as the worker imports them.
describe("search backend", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-search-backend-"));
  const pages = Array.from({ length: 12 }, (_, i) => ({
    link: `p${i}.html`,
    title: `Page ${i}`,
    body: `# Page ${i}\n\n## Widgets ${i}\n\nWidget text number ${i}.\n`,
  }));
  writeIndexFiles(pages.map(indexed), dir, "index.test.js");
  const url = pathToFileURL(path.join(dir, "index.test.js")).href;

  it("answers with the ranked hits at once, then records and previews from the shards", async () => {
    const b = new SearchBackend(url);
    const r = await b.search("widget", 100);
    assert.ok(r && r.total === 12 && r.items.length === 12);
    // The first answer brings its top row's record (a cold start shows a titled row without a second worker's
    // round trip); rows in other record shards come without (the widget asks for them next).
    assert.ok(r.items[0].record);
    const [[, rec]] = await b.records([r.items[0].id]);
    assert.match(rec.t[0], /^Page \d+$/);
    assert.match(rec.l, /^p\d+\.html$/);
    // Now loaded: the same query carries them.
    const again = (await b.search("widget", 100))!;
    assert.deepEqual(again.items[0].record, rec);
    const [[id, preview]] = await b.previews([r.items[0].id]);
    assert.equal(id, r.items[0].id);
    assert.match(preview, /Widget text number \d+/);
  });

  it("gives up a query overtaken by a newer one before importing its records (null)", async () => {
    const b = new SearchBackend(url);
    assert.equal(await b.search("widget", 100, () => true), null);
    assert.ok((await b.search("widget", 100, () => false))?.items.length);
  });

  it("imports the records of the first screenful only; the others when asked for", async () => {
    // 60 pages that all match, about two pages to a record shard: all records would be ~30 shards.
    const many = fs.mkdtempSync(path.join(os.tmpdir(), "wd-search-records-"));
    const outline = Array.from({ length: 8 }, (_, k) => `\n## Another heading of this topic ${k}\n\nMore.\n`).join("");
    const sixty = Array.from({ length: 60 }, (_, i) => ({
      link: `q${i}.html`,
      title: `Topic ${i}`,
      body: `Gizmo ${"gizmo ".repeat(i % 7)}text ${i}.\n${outline}`,
    }));
    writeIndexFiles(sixty.map(indexed), many, "index.test.js");
    const imported: string[] = [];
    const b = new SearchBackend(pathToFileURL(path.join(many, "index.test.js")).href, (u) => {
      imported.push(path.basename(new URL(u).pathname));
      return importData(u);
    });
    const recordShards = () => new Set(imported.filter((f) => f.startsWith("records-")));
    const r = (await b.search("gizmo", 100))!;
    assert.equal(r.total, 60);
    assert.equal(r.items.length, 60);
    // The first answer imported the top row's record shard only, and a later answer waits for none.
    assert.equal(recordShards().size, 1);
    assert.ok(r.items[0].record && r.items.some((i) => !i.record));
    await b.search("topic gizmo", 100);
    assert.equal(recordShards().size, 1);
    // The widget asks for the first screenful's records next.
    await b.records(r.items.slice(0, FIRST_SCREEN).map((i) => i.id));
    // Exactly the record shards that hold the first screenful's sections, each imported once.
    const meta = idTable((await b.load()).root.meta);
    assert.ok(meta.length >= 20, `${meta.length} record shards`);
    const shardOf = (id: number) => meta[shardFor(meta, id)][1];
    const firstShards = new Set(r.items.slice(0, FIRST_SCREEN).map((i) => shardOf(i.id)));
    // Asked again, the query carries every record those shards hold (the first screen's, and any neighbour's).
    assert.deepEqual(
      (await b.search("gizmo", 100))!.items.map((i) => !!i.record),
      r.items.map((i) => firstShards.has(shardOf(i.id))),
    );
    assert.deepEqual([...recordShards()].sort(), [...firstShards].map((f) => path.basename(f)).sort());
    assert.equal(imported.filter((f) => f.startsWith("records-")).length, recordShards().size);
    // A row scrolled into view later: its record, from its shard.
    const last = r.items[59];
    const [[id, record]] = await b.records([last.id]);
    assert.equal(id, last.id);
    assert.equal(record.l, `q${Number(record.t[0].split(" ")[1])}.html`);
    assert.ok(recordShards().has(path.basename(meta[shardFor(meta, last.id)][1])));
    fs.rmSync(many, { recursive: true, force: true });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
