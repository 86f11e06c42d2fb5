import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { loadQueries, rankOf, RELEVANCE_SETS, relevanceScores } from "../../../bench/relevance.ts";

describe("search relevance set and scoring", () => {
  it("scores ranks as MRR@10 and success@1/@3", () => {
    const s = relevanceScores([1, 2, 0, 4]);
    assert.equal(s.mrr, (1 + 0.5 + 0 + 0.25) / 4);
    assert.equal(s.at1, 0.25);
    assert.equal(s.at3, 0.5);
  });

  it("ranks the first result on the expected page, and heading when one is given", () => {
    const results = [
      { l: "a.html", a: "" },
      { l: "b.html", a: "x" },
      { l: "b.html", a: "y" },
    ];
    assert.equal(rankOf(results, { q: "q", kind: "word", page: "b.html" }), 2);
    assert.equal(rankOf(results, { q: "q", kind: "word", page: "b.html", anchor: "y" }), 3);
    assert.equal(rankOf(results, { q: "q", kind: "word", page: "c.html" }), 0);
    assert.equal(rankOf(results, { q: "q", kind: "word", page: "b.html", anchor: "y" }, 2), 0, "beyond k is a miss");
  });

  it("holds at least 60 queries of every kind, each naming a page of content/", () => {
    const queries = loadQueries();
    assert.ok(queries.length >= 60, `${queries.length} queries`);
    for (const kind of ["word", "phrase", "api", "question", "misspelling", "prefix", "spelling"])
      assert.ok(
        queries.some((q) => q.kind === kind),
        kind,
      );
    for (const q of queries) assert.ok(fs.existsSync(path.join("content", q.page.replace(/\.html$/, ".md"))), `${q.q} → ${q.page}`);
  });

  it("every set: kinds from the list, pages of content/", () => {
    const kinds = ["word", "phrase", "api", "question", "misspelling", "prefix", "spelling"];
    for (const file of RELEVANCE_SETS) {
      const queries = loadQueries(file);
      assert.ok(queries.length >= 60, `${file}: ${queries.length} queries`);
      for (const q of queries) {
        assert.ok(kinds.includes(q.kind), `${file}: "${q.q}" has kind ${q.kind}`);
        assert.ok(fs.existsSync(path.join("content", q.page.replace(/\.html$/, ".md"))), `${file}: ${q.q} → ${q.page}`);
      }
    }
  });
});
