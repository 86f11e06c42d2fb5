import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { inflectionBase } from "../../../../common/search/inflect.ts";
import { engineFor, page, trails } from "../../../support/search-support.ts";
import type { PageSource } from "../../../../site/search/records.ts";

// A reader's word finds its other inflections ("caching" → "cache", "cached"), as Pagefind's stemming and
// Algolia's ignorePlurals do; the word as typed still ranks first.

describe("inflectionBase", () => {
  it("gives the plural and verb forms of a word one base", () => {
    for (const forms of [
      ["cache", "caches", "cached", "caching"],
      ["query", "queries", "queried", "querying"],
      ["configure", "configured", "configures", "configuring"],
      ["process", "processes", "processed", "processing"],
      ["embed", "embeds", "embedded", "embedding"],
      ["commit", "commits", "committed", "committing"],
      ["class", "classes"],
      ["index", "indexes", "indexed", "indexing"],
      ["route", "routes", "routed", "routing"],
      ["revoke", "revoked", "revokes", "revoking"],
    ]) {
      assert.equal(new Set(forms.map(inflectionBase)).size, 1, forms.join(", "));
      assert.notEqual(inflectionBase(forms[0]), null);
    }
  });
  it("gives a three-letter word and its plain plural one base (abbreviations: JWTs, APIs, URLs)", () => {
    for (const forms of [
      ["jwt", "jwts"],
      ["api", "apis"],
      ["url", "urls"],
      ["log", "logs"],
    ])
      assert.equal(new Set(forms.map(inflectionBase)).size, 1, forms.join(", "));
  });
  it("leaves short words, non-plurals and names alone", () => {
    assert.equal(inflectionBase("is"), null);
    assert.notEqual(inflectionBase("news"), inflectionBase("new")); // not "new"
    assert.notEqual(inflectionBase("bus"), inflectionBase("bu"));
    assert.equal(inflectionBase("status"), "status");
    assert.equal(inflectionBase("analysis"), "analysis");
    assert.notEqual(inflectionBase("string"), inflectionBase("str" + "s"));
    assert.equal(inflectionBase("useState"), null); // API names are matched as typed
    assert.equal(inflectionBase("http2"), null);
  });
});

const titles = async (pages: PageSource[], q: string) => (await trails(engineFor(pages), q)).map((t) => t.split(" > ")[0]);

describe("search with inflections", () => {
  const pages = [
    page("a.html", "Response headers", "# Response headers\n\nHow a browser caches a response, and when a cached copy is stale.\n"),
    page("b.html", "Caching strategies", "# Caching strategies\n\nCaching at the edge, caching in the browser.\n"),
    page("c.html", "Routing", "# Routing\n\nRoutes and links, nothing about storage.\n"),
  ];
  it("finds a page that has only other forms of a word", async () => {
    assert.deepEqual(await titles(pages, "caching "), ["Caching strategies", "Response headers"]);
    assert.deepEqual((await titles(pages, "cached ")).sort(), ["Caching strategies", "Response headers"]);
  });
  it("ranks the word as typed above its other forms, all else equal", async () => {
    const twins = [
      page("x.html", "Copies", "# Copies\n\nThe stale copy was cached.\n"),
      page("y.html", "Duplicates", "# Duplicates\n\nThe stale copy was caching.\n"),
    ];
    assert.deepEqual(await titles(twins, "cached "), ["Copies", "Duplicates"]);
    assert.deepEqual(await titles(twins, "caching "), ["Duplicates", "Copies"]);
  });
  it("with the other words of the query: the page with every word, in some form, first", async () => {
    assert.equal((await titles(pages, "cache response"))[0], "Response headers");
  });
  it("adds nothing for a word without other forms in the index", async () => {
    assert.deepEqual(await titles(pages, "storage "), ["Routing"]);
  });
});
