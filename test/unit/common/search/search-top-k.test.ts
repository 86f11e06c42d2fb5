// The engine's dense match arrays and its top-k selection (common/search/matches.ts, top-k.ts): the same
// answers as the obvious Map and full sort they replace.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { MatchPool } from "../../../../common/search/matches.ts";
import { topK } from "../../../../common/search/top-k.ts";

// A small deterministic generator: the same cases every run.
function rng(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe("topK", () => {
  it("gives the k best in order, ties broken as the comparator says, for every k and size", () => {
    const r = rng(7);
    for (const size of [0, 1, 5, 99, 100, 101, 1000]) {
      const items = Array.from({ length: size }, (_, id) => ({ id, words: Math.floor(r() * 3), score: Math.round(r() * 20) }));
      const before = (a: (typeof items)[0], b: (typeof items)[0]) => b.words - a.words || b.score - a.score || a.id - b.id;
      const sorted = [...items].sort(before);
      for (const k of [0, 1, 3, 100, 2000]) assert.deepEqual(topK(items, k, before), sorted.slice(0, k), `size ${size}, k ${k}`);
    }
  });
});

describe("Matches", () => {
  it("AND keeps the sections both have, OR all; scores add and masks join; a pooled one starts empty", () => {
    const pool = new MatchPool(10);
    const a = pool.take();
    a.add(1, 1, 1, 0);
    a.add(2, 2, 1, 1);
    a.add(1, 0.5, 2, 2);
    const b = pool.take();
    b.add(2, 3, 4, 0);
    b.add(7, 1, 4, 4);
    assert.deepEqual(
      [...a],
      [
        [1, { score: 1.5, any: 3, heading: 2 }],
        [2, { score: 2, any: 1, heading: 1 }],
      ],
    );
    a.combine(b, true);
    assert.deepEqual([...a], [[2, { score: 5, any: 5, heading: 1 }]]);
    assert.equal(a.has(1), false);
    const c = pool.take();
    c.add(3, 1, 8, 0);
    c.combine(b, false);
    assert.deepEqual(
      [...c].map(([id, m]) => [id, m.score]),
      [
        [3, 1],
        [2, 3],
        [7, 1],
      ],
    );
    pool.give(a);
    const again = pool.take();
    assert.equal(again, a);
    assert.equal(again.size, 0);
    assert.equal(again.has(2), false);
    again.add(2, 1, 1, 0);
    assert.deepEqual([...again], [[2, { score: 1, any: 1, heading: 0 }]]);
  });
});
