import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { FIRST_SCREEN } from "../../../../common/search/engine.ts";
import type { RowRecord, SearchResults } from "../../../../widgets/search/protocol.ts";
import { PREVIEW_PAUSE } from "../../../../widgets/search/row-data.ts";
import { MAX_QUERY_LENGTH, SearchSession, type SessionClient } from "../../../../widgets/search/session.ts";

// One query's state in the search dialog (widgets/search/session.ts, row-data.ts), driven the way the
// components drive it, over a client whose every answer the test releases by hand.

const record = (id: number): RowRecord => ({ t: ["Guide", `Page ${id}`], l: `page-${id}.html`, a: id % 2 ? `s${id}` : "" });
const answer = (ids: number[], withRecords: number[] = []): SearchResults => ({
  items: ids.map((id) => ({ id, terms: ["gizmo"], ...(withRecords.includes(id) && { record: record(id) }) })),
  total: ids.length,
});

interface Call<T> {
  args: unknown[];
  resolve(v: T): void;
  reject(e: Error): void;
}

/** A client whose searches, records and previews wait until the test answers them. */
function handClient() {
  const calls = {
    search: [] as Array<Call<SearchResults | null>>,
    records: [] as Array<Call<Array<[number, RowRecord]>>>,
    previews: [] as Array<Call<Array<[number, string]>>>,
  };
  const wait = <T>(list: Array<Call<T>>, args: unknown[]) => new Promise<T>((resolve, reject) => list.push({ args, resolve, reject }));
  let now: ((q: string) => SearchResults | null) | null = null;
  const client: SessionClient = {
    search: (query, limit) => wait(calls.search, [query, limit]),
    searchNow: (query) => now?.(query) ?? null,
    records: (ids) => wait(calls.records, [ids]),
    previews: (ids) => wait(calls.previews, [ids]),
  };
  const giveRecords = (i: number) => calls.records[i].resolve((calls.records[i].args[0] as number[]).map((id) => [id, record(id)]));
  return { client, calls, giveRecords, answerNow: (f: typeof now) => (now = f) };
}

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));
const BASE = "https://example.com/docs/";

function open(query = "gizmo", c = handClient()) {
  const session = new SearchSession({ client: c.client, limit: 100, baseHref: BASE }, query);
  let renders = 0;
  session.subscribe(() => renders++);
  session.start();
  return { ...c, session, renders: () => renders, snap: () => session.getSnapshot() };
}

describe("search session (widgets/search/session.ts)", () => {
  it("asks for the top row's record alone, first, and shows it before the other rows' arrive", async () => {
    const { calls, session, giveRecords, snap } = open();
    assert.deepEqual(calls.search[0].args, ["gizmo", 100]);
    calls.search[0].resolve(answer([1, 2, 3, 4]));
    await tick();
    assert.deepEqual(
      calls.records.map((c) => c.args[0]),
      [[1], [2, 3, 4]],
    );
    assert.equal(snap().rows[0].record, undefined, "ranked at once, titled when its record comes");
    giveRecords(0);
    await tick();
    assert.deepEqual(snap().rows[0].record, record(1));
    assert.equal(snap().rows[0].href, `${BASE}page-1.html#s1`);
    assert.equal(snap().rows[1].record, undefined);
    giveRecords(1);
    await tick();
    assert.deepEqual(
      snap().rows.map((r) => r.href),
      [1, 2, 3, 4].map((id) => `${BASE}page-${id}.html${id % 2 ? `#s${id}` : ""}`),
    );
    session.close();
  });

  it("loads only the first screen's records with the results, and no record it already holds", async () => {
    const { calls, snap } = open();
    const ids = Array.from({ length: 40 }, (_, i) => i);
    calls.search[0].resolve(answer(ids, [0, 1]));
    await tick();
    assert.deepEqual(snap().rows[0].record, record(0), "records that came with the answer show at once");
    assert.deepEqual(
      calls.records.map((c) => c.args[0]),
      [[2], ids.slice(3, FIRST_SCREEN)],
      "the first row still untitled alone, then the rest of the first screen; none past it",
    );
  });

  it("keeps the latest query's answer: an older one arriving later is dropped", async () => {
    const { calls, session, snap } = open("giz");
    session.setQuery("gizmo");
    assert.equal(snap().query, "gizmo");
    calls.search[1].resolve(answer([7]));
    await tick();
    calls.search[0].resolve(answer([1, 2]));
    await tick();
    assert.deepEqual(
      snap().results?.items.map((i) => i.id),
      [7],
    );
    assert.equal(snap().results?.query, "gizmo");
  });

  it("answers in the keystroke itself when the page holds the shards, and drops the slower answers still coming", async () => {
    const { calls, session, snap, answerNow } = open("gi");
    answerNow((q) => (q === "giz " ? answer([5, 6]) : null));
    session.setQuery("giz ");
    // Drawn with the query: nothing to wait for.
    assert.deepEqual(
      snap().rows.map((r) => r.id),
      [5, 6],
    );
    assert.equal(snap().results?.query, "giz", "the results say which (trimmed) query they answer");
    assert.equal(calls.search.length, 1, "no worker search for a query answered at once");
    calls.search[0].resolve(answer([1]));
    await tick();
    assert.deepEqual(
      snap().rows.map((r) => r.id),
      [5, 6],
    );
  });

  it("cuts the query at the longest allowed, and an emptied query shows no results", async () => {
    const { calls, session, snap } = open();
    calls.search[0].resolve(answer([1]));
    await tick();
    session.setQuery("x".repeat(MAX_QUERY_LENGTH + 10));
    assert.equal(snap().query.length, MAX_QUERY_LENGTH);
    session.setQuery("  ");
    assert.equal(snap().results, null);
    assert.equal(calls.search.length, 2, "a blank query is not searched");
  });

  it("loads previews only once the list has stood a pause in typing, for the rows seen, after their records", async () => {
    const { calls, session, snap, giveRecords } = open();
    calls.search[0].resolve(answer([1, 2, 3], [1, 2, 3]));
    await tick();
    session.seen([1, 2]);
    await tick();
    assert.equal(calls.previews.length, 0, "not while the reader may still be typing");
    await tick(PREVIEW_PAUSE + 20);
    assert.deepEqual(calls.previews[0].args[0], [1, 2]);
    calls.previews[0].resolve([
      [1, "Gizmo text."],
      [2, ""],
    ]);
    await tick();
    assert.equal(snap().rows[0].preview, "Gizmo text.");
    assert.equal(snap().rows[1].preview, "", "a section without text: no preview line");
    assert.equal(snap().rows[2].preview, undefined);
    // Seen again (the observer is remade as more rows render): nothing is asked twice.
    session.seen([1, 2]);
    await tick();
    assert.equal(calls.previews.length, 1);
    // A later query: a row seen without a record gets its record first, then its preview (the list has settled).
    session.setQuery("gizmos");
    calls.search[1].resolve(answer([9, 1]));
    await tick(PREVIEW_PAUSE + 20);
    session.seen([9]);
    await tick();
    const asked = calls.records.length - 1;
    assert.deepEqual(calls.records[asked].args[0], [9]);
    assert.equal(calls.previews.length, 1, "the preview waits for the record");
    giveRecords(asked);
    await tick();
    assert.deepEqual(calls.previews[1].args[0], [9]);
  });

  it("never loads previews for a list replaced before the pause ended", async () => {
    const { calls, session } = open();
    calls.search[0].resolve(answer([1, 2], [1, 2]));
    await tick();
    session.seen([1, 2]);
    await tick();
    session.setQuery("gizmos");
    calls.search[1].resolve(answer([3], [3]));
    await tick(PREVIEW_PAUSE + 20);
    assert.deepEqual(
      calls.previews.map((c) => c.args[0]),
      [],
      "the new list's rows were not reported seen yet, and the old list's are gone",
    );
  });

  it("loads the selected row's record, and a chosen row's before it is followed", async () => {
    const { calls, session, snap, giveRecords } = open();
    const ids = Array.from({ length: 30 }, (_, i) => i);
    calls.search[0].resolve(answer(ids, ids.slice(0, FIRST_SCREEN)));
    await tick();
    assert.equal(calls.records.length, 0);
    session.select(29);
    assert.equal(snap().active, 29);
    assert.deepEqual(calls.records[0].args[0], [29]);
    let followed = false;
    void session.whenRecord(29).then(() => (followed = true));
    await tick();
    assert.equal(followed, false);
    assert.equal(calls.records.length, 1, "one request for the row, however often it is asked for");
    giveRecords(0);
    await tick();
    assert.equal(followed, true);
    assert.deepEqual(snap().rows[29].record, record(29));
  });

  it("says search is unavailable when a record shard fails, unless a newer query came; Retry searches again", async () => {
    const { calls, session, snap } = open();
    calls.search[0].resolve(answer([1, 2]));
    await tick();
    calls.records[0].reject(new Error("shard refused"));
    await tick();
    assert.equal(snap().failed, true);
    assert.equal(snap().results, null, "no stale list under the message");
    session.retry();
    assert.equal(calls.search.length, 2);
    calls.search[1].resolve(answer([1, 2]));
    await tick();
    assert.equal(snap().failed, false);
    // A record request of this query fails after the reader typed on: the newer query is not failed by it.
    session.setQuery("gizmos");
    calls.records.at(-1)!.reject(new Error("late"));
    await tick();
    assert.equal(snap().failed, false);
  });

  it("says search is unavailable when the search fails", async () => {
    const { calls, snap } = open();
    calls.search[0].reject(new Error("index refused"));
    await tick();
    assert.equal(snap().failed, true);
  });

  it("keeps a row's object while nothing it shows changes (rows are drawn memoized)", async () => {
    const { calls, session, snap, giveRecords } = open();
    calls.search[0].resolve(answer([1, 2]));
    await tick();
    const [a1, b1] = snap().rows;
    giveRecords(0);
    await tick();
    const [a2, b2] = snap().rows;
    assert.notEqual(a2, a1, "the top row got its record");
    assert.equal(b2, b1, "the second did not change");
    const s = snap();
    assert.equal(snap(), s, "the same snapshot until something changes");
    session.select(1);
    assert.notEqual(snap(), s);
    assert.equal(snap().rows[1], b2);
  });

  it("searches again with a new limit, and starts over on another scope (another index: its rows' data is not this one's)", async () => {
    const first = handClient();
    const { calls, session, snap, giveRecords } = open("gizmo", first);
    calls.search[0].resolve(answer([1]));
    await tick();
    giveRecords(0);
    await tick();
    assert.equal(snap().scope, "version");
    session.configure({ limit: 7 });
    assert.deepEqual(calls.search[1].args, ["gizmo", 7]);
    const all = handClient();
    session.configure({ scope: "all", client: all.client });
    assert.equal(snap().scope, "all");
    assert.deepEqual(all.calls.search[0].args, ["gizmo", 7]);
    all.calls.search[0].resolve(answer([1]));
    await tick();
    assert.equal(snap().rows[0].record, undefined, "section 1 of the other index is loaded anew");
    assert.deepEqual(all.calls.records[0].args[0], [1]);
    // The old index's answer still coming is dropped.
    calls.search[1].resolve(answer([2]));
    await tick();
    assert.deepEqual(
      snap().rows.map((r) => r.id),
      [1],
    );
  });

  it("links rows against a new base when the base changes", async () => {
    const { calls, session, snap } = open();
    calls.search[0].resolve(answer([2], [2]));
    await tick();
    assert.equal(snap().rows[0].href, `${BASE}page-2.html`);
    session.configure({ baseHref: "https://example.com/other/" });
    assert.equal(snap().rows[0].href, "https://example.com/other/page-2.html");
  });

  it("drops what arrives after the dialog closed", async () => {
    const { calls, session, renders } = open();
    session.close();
    const before = renders();
    calls.search[0].resolve(answer([1]));
    await tick();
    assert.equal(renders(), before);
  });
});
