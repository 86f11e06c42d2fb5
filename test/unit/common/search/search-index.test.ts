import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { pathToFileURL } from "node:url";
import MiniSearch from "minisearch";
import { buildShards, type IndexedSection, type ShardSizes } from "../../../../common/search/build.ts";
import { scanContent } from "../../../../site/content-index.ts";
import { buildSearchIndex, dataModule, searchablePages, searchIndexName, writeIndexFiles } from "../../../../site/search/build-index.ts";
import { htmlText } from "../../../../site/search/records.ts";
import { indexThread, WORKER_MIN_PAGES } from "../../../../site/search/index-thread.ts";
import { SearchIndexer } from "../../../../site/search/indexer.ts";
import { BOOST, buildQuery, MAX_COMPLETIONS, SearchEngine, type RootData } from "../../../../common/search/engine.ts";
import { indexTerms } from "../../../../common/search/tokenize.ts";

import { engineFor, indexed, inMemory, page, recordsOf, trails } from "../../../support/search-support.ts";

const firstRecord = async (e: SearchEngine, q: string) => (await e.records([(await e.search(q)).hits[0].id]))[0];

describe("search records", () => {
  const body = [
    "# Routing",
    "",
    "Intro text before any section.",
    "",
    "## Install {#setup}",
    "",
    "Run `npm install`.",
    "",
    "### Options",
    "",
    "```js",
    "const answer = 42;",
    "```",
    "",
    "## Usage",
    "",
    "::: tip Remember",
    "Read <kbd>Ctrl</kbd> the <b>docs</b>.",
    ":::",
    "",
    '<div class="note"><p>Raw &amp; HTML</p><script>ignored()</script></div>',
    "",
    "## Usage",
    "",
    "Again.",
    "",
    "```mermaid",
    "flowchart LR",
    "```",
  ].join("\n");
  const records = recordsOf(page("guide/routing.html", "Routing guide", body));

  it("splits a page at its headings, with the heading trail as title", () => {
    assert.deepEqual(
      records.map((r) => [r.t, r.a]),
      [
        [["Routing guide"], ""],
        [["Routing guide", "Install"], "setup"],
        [["Routing guide", "Install", "Options"], "options"],
        [["Routing guide", "Usage"], "usage"],
        [["Routing guide", "Usage"], "usage-1"],
      ],
    );
    assert.ok(records.every((r) => r.l === "guide/routing.html"));
  });

  it("keeps each section's text: inline code, code blocks, container titles, raw HTML's text (not scripts, not diagrams)", () => {
    assert.equal(records[0].p, "Intro text before any section.");
    assert.equal(records[1].p, "Run npm install.");
    assert.equal(records[2].p, "const answer = 42;");
    assert.match(records[3].p, /^Remember Read Ctrl the docs\. Raw & HTML$/);
    assert.equal(records[4].p, "Again.");
  });

  it("uses the description (and home hero/features) when a page has no intro text", () => {
    const [top] = recordsOf(
      page("index.html", "Home", "", {
        description: "The home page.",
        hero: { name: "Docs", tagline: "Fast" },
        features: [{ title: "Search", details: "Finds things" }],
      }),
    );
    assert.equal(top.p, "The home page. Docs Fast Search Finds things");
  });
  it("home strings are HTML (as the page renders them): their text is indexed, not their tags", () => {
    const [top] = recordsOf(
      page("index.html", "Home", "", {
        hero: { name: "Kit <sup>2</sup>" },
        features: [{ icon: '<span class="memo"></span>', title: "Use <code>kit</code>", details: "Q&amp;A" }],
      }),
    );
    assert.equal(top.p, "Kit 2 Use kit Q&A");
  });

  it("reads raw HTML with a parser: text only, entities decoded", () => {
    assert.equal(htmlText('<p title="a>b">x &lt;img&gt; <style>p{}</style>y</p>').replace(/\s+/g, " ").trim(), "x <img> y");
  });
});

describe("search index and ranking", async () => {
  const pages = [
    page("a.html", "Alpha", "# Alpha\n\nNothing here.\n\n## Body mention\n\nThe zephyr wind blows through this paragraph, zephyr again.\n"),
    page("b.html", "Beta", "# Beta\n\nIntro.\n\n## Zephyr\n\nShort section.\n"),
    page("c.html", "Zephyr handbook", "# Zephyr handbook\n\nAll about it.\n\n## Details\n\nMore words.\n"),
    page("d.html", "Hooks", "# Hooks\n\n## Effects\n\nCall `useEffect` after render, or `Array.prototype.map` on lists.\n\nUse the effect wisely.\n"),
    page("f.html", "Side effects", "# Side effects\n\n## Usage\n\nUse each effect with care.\n"),
    page("e.html", "搜索指南", "# 搜索指南\n\n本地搜索支持中文分词。\n\n## 安装依赖\n\n使用包管理器安装依赖。\n"),
  ];
  const engine = engineFor(pages);
  const titles = (q: string) => trails(engine, q);

  it("ranks title and heading matches above body matches", async () => {
    const got = await titles("zephyr");
    assert.deepEqual(got.slice(0, 2).sort(), ["Beta > Zephyr", "Zephyr handbook"]);
    assert.ok(got.indexOf("Alpha > Body mention") > 1, got.join(" | "));
  });

  it("reads a section with where its page sits: a query naming the place and the heading finds that section", async () => {
    // The place is the page's breadcrumb (its sidebar groups); the area's index page lists every topic in its body.
    const e = engineFor([
      page("vim/index.html", "Vim", "# Vim\n\n## Reading order\n\nModes and motions: counts, text objects, registers and macros.\n", {}),
      {
        ...page("vim/modes.html", "Modes and motions", "# Modes and motions\n\n## Macros\n\nRecord keystrokes with q and replay them with @.\n"),
        place: ["Editors", "Vim"],
      },
    ]);
    assert.equal((await trails(e, "vim macros"))[0], "Modes and motions > Macros");
    // Without the place the index page (its title, its list) would come first: the query's first word is only in its title.
    const without = engineFor([
      page("vim/index.html", "Vim", "# Vim\n\n## Reading order\n\nModes and motions: counts, text objects, registers and macros.\n", {}),
      page("vim/modes.html", "Modes and motions", "# Modes and motions\n\n## Macros\n\nRecord keystrokes with q and replay them with @.\n"),
    ]);
    assert.match((await trails(without, "vim macros"))[0], /^Vim( > Reading order)?$/);
  });

  it("finds code identifiers whole and by their parts", async () => {
    // The section with "useEffect" as written comes first; one with "use" and "effect" apart only after it.
    assert.deepEqual(await titles("useEffect"), ["Hooks > Effects", "Side effects > Usage"]);
    assert.deepEqual(await titles("useEff"), ["Hooks > Effects", "Side effects > Usage"]);
    assert.ok((await titles("effect")).includes("Side effects > Usage"));
    assert.deepEqual(await titles("prototype.map"), ["Hooks > Effects"]);
    assert.deepEqual(await titles("Array.prototype.map"), ["Hooks > Effects"]);
  });

  it("finds an identifier typed in camel case under the words it is made of, and those words' heading first", async () => {
    const e = engineFor([
      page(
        "electron/security.html",
        "Electron security",
        "# Electron security\n\n## The secure baseline\n\nSet `contextIsolation: true` and `sandbox: true` in every window.\n\n## Context isolation\n\nThe preload runs in its own world; the page cannot reach its objects.\n",
      ),
      page(
        "electron/ipc.html",
        "Processes and IPC",
        "# Processes and IPC\n\n## Main and renderer\n\nThe renderer talks to the main process through the preload.\n",
      ),
    ]);
    assert.equal((await trails(e, "contextIsol"))[0], "Electron security > Context isolation");
    assert.deepEqual((await trails(e, "contextIsolation")).slice(0, 2).sort(), [
      "Electron security > Context isolation",
      "Electron security > The secure baseline",
    ]);
  });

  it("matches the last word as a prefix, and tolerates a typo in longer words", async () => {
    assert.deepEqual(await titles("zeph"), await titles("zephyr"));
    assert.deepEqual(await titles("zeph "), [], "a space ends the word: no prefix");
    assert.ok((await titles("handbok")).includes("Zephyr handbook"));
    assert.deepEqual(await titles("xyzzy"), []);
  });

  it("ranks sections with every word first, then those with fewer", async () => {
    const got = await titles("zephyr wind");
    assert.equal(got[0], "Alpha > Body mention");
    // Sections with only "zephyr" follow (they used to be dropped: every word was required).
    assert.deepEqual(got.slice(1).sort(), ["Beta > Zephyr", "Zephyr handbook", "Zephyr handbook > Details"]);
  });

  it("forgives a word that matches nothing: the other words still find their pages", async () => {
    assert.deepEqual(await titles("zephyr qwxzvk"), await titles("zephyr"));
    assert.deepEqual(await titles("qwxzvk handbook"), await titles("handbook"));
    assert.equal((await titles("qwxzvk handbook"))[0], "Zephyr handbook");
  });

  it("corrects a misspelt word among others and ranks the page with both first", async () => {
    // "zephir" is not in the index: corrected to "zephyr", it joins "blows" in the body section.
    assert.equal((await titles("zephir blows"))[0], "Alpha > Body mention");
    assert.equal((await titles("handbok zephyr"))[0], "Zephyr handbook");
  });

  it("lands a long word with two letters dropped", async () => {
    const e = engineFor([
      page("acc.html", "Accessibility", "# Accessibility\n\nLandmarks and roles.\n"),
      page("oth.html", "Other", "# Other\n\nAccessible names and accession numbers.\n"),
    ]);
    assert.equal((await trails(e, "accesibilty"))[0], "Accessibility");
    assert.equal((await trails(e, "landmarks acesibilty"))[0], "Accessibility");
  });

  it("lands a misspelling three edits away when its start is right, and only then", async () => {
    const e = engineFor([
      page("pw.html", "Playwright end-to-end tests", "# Playwright end-to-end tests\n\nPlaywright drives real browsers.\n"),
      page("play.html", "Playing media", "# Playing media\n\nThe play button and playlists.\n"),
    ]);
    // "playwrite" is three edits from "playwright"; its first seven letters begin it.
    assert.equal((await trails(e, "playwrite"))[0], "Playwright end-to-end tests");
    assert.equal((await trails(e, "playwrite tests"))[0], "Playwright end-to-end tests");
    // A start shorter than 7/10 of the word says too little: "playxxxxx" finds no "play…" word.
    assert.deepEqual(await trails(e, "playxxxxx"), []);
  });

  it("takes a word the index holds at its word: no fuzzy neighbours", async () => {
    // "effect" is indexed, so "affect"-like neighbours must not join; "effects" is a heading, found as a prefix.
    const e = engineFor([page("e.html", "Effect", "# Effect\n\nThe effect runs.\n"), page("a.html", "Affect", "# Affect\n\nMood and affect.\n")]);
    assert.deepEqual(await trails(e, "effect "), ["Effect"]);
    assert.deepEqual(await trails(e, "efect "), ["Effect"], "a misspelling is corrected");
  });

  it("does not correct a stop word or the start of one: no neighbours, no dictionary of its letter", async () => {
    // "whic" is "which" being typed (the index leaves stop words out), not a misspelling of "whip".
    const words = "walrus wander wasp weave wheel whip wicket wombat wrist";
    const pages = [page("w.html", "Whip", "# Whip\n\nA whip.\n"), page("x.html", "Other", `# Other\n\n${words}.\n`)];
    const e = engineFor(pages, { terms: 20, postings: 40, records: 120, previews: 100 });
    const letter = e.tables.dict.filter(([first]) => first.startsWith("w")).length;
    assert.ok(letter >= 4, "the test needs a letter spread over several dictionary shards");
    for (const q of ["whic", "which", "which "]) {
      const before = e.loaded.length;
      assert.deepEqual(await trails(e, q), [], q);
      const dict = e.loaded.slice(before).filter((f) => f.startsWith("terms-"));
      assert.ok(dict.length <= 2, `${q} imported its letter's dictionary: ${dict.join(" ")}`);
    }
    assert.equal((await trails(e, "whipp "))[0], "Whip", "a real misspelling is still corrected");
  });

  it("ranks a heading with the word as typed above a heading with a longer word it begins, whatever the body says", async () => {
    // Short filler sections make the long heading longer than average, so plain BM25 would prefer the other.
    const filler = Array.from({ length: 6 }, (_, i) => `## Part ${i}\n\nFiller words here.\n\n`).join("");
    const e = engineFor([
      page(
        "h.html",
        "Hooks",
        `# Hooks\n\n${filler}## All about useEffect and the way it syncs outside state with the world\n\nRun an effect.\n\n## useEffectEvent\n\nuseEffect useEffect useEffect useEffect useEffect.\n`,
      ),
    ]);
    assert.equal((await firstRecord(e, "useEffect")).a, "all-about-useeffect-and-the-way-it-syncs-outside-state-with-the-world");
  });

  it("keeps a lone unmatched word empty", async () => {
    assert.deepEqual(await titles("qwxzvk plmokn"), []);
  });

  it("finds Chinese text with a Chinese query", async () => {
    assert.deepEqual(await titles("安装依赖"), ["搜索指南 > 安装依赖"]);
    assert.ok((await titles("中文")).includes("搜索指南"));
  });

  it("links each result to its page and heading", async () => {
    const r = await firstRecord(engine, "安装");
    assert.equal(r.l, "e.html");
    assert.equal(r.a, "安装依赖");
    assert.equal((await firstRecord(engine, "Nothing")).a, "");
  });

  it("applies the result limit but reports the total", async () => {
    const many = engineFor([page("m.html", "Many", Array.from({ length: 130 }, (_, i) => `## Gadget ${i}\n\nA gadget.\n`).join("\n"))]);
    const r = await many.search("gadget", 100);
    assert.equal(r.hits.length, 100);
    assert.equal(r.total, 130);
    assert.equal((await many.search("gadget", 5)).hits.length, 5);
  });

  it("bounds the prefix expansion of short prefixes", async () => {
    const words = Array.from({ length: 40 }, (_, i) => `cobalt${String.fromCharCode(97 + (i % 26))}${i}`);
    const e = engineFor([page("w.html", "Words", words.map((w) => `## ${w}\n\n${w} text.\n`).join("\n"))]);
    assert.ok((await e.search("co")).hits.length > 0);
    const completions = e.completions("co");
    assert.ok(completions && completions.length > 0 && completions.length <= 8);
    await e.search("cobalta0");
    assert.equal(e.completions("cobalta0"), null);
  });

  it("builds no query from stop words alone (except as a prefix being typed)", async () => {
    assert.equal(buildQuery(""), null);
    assert.notEqual(buildQuery("the"), null);
  });
});

describe("scoring (MiniSearch replaced by precomputed BM25 parts)", () => {
  it("ranks like MiniSearch on the same sections: exact, prefix and fuzzy", async () => {
    const sections: IndexedSection[] = [
      { id: 0, h: "Install", t: "Guide", b: "Run npm install and useEffect hooks." },
      { id: 1, h: "Configure", t: "Guide", b: "Configure the cache cache cache before you install." },
      { id: 2, h: "", t: "", b: "" },
      { id: 3, h: "Cache", t: "Reference", b: "Cache invalidation, install notes, installer, 缓存策略。" },
      { id: 4, h: "Caching layers", t: "Reference", b: "A cache in front of the configuration store, cached at the edge." },
    ];
    const mini = new MiniSearch<IndexedSection>({ fields: ["h", "t", "b"], storeFields: [], tokenize: indexTerms, processTerm: (t) => t });
    mini.addAll(sections);
    const files = new Map<string, unknown>();
    const input = {
      pages: [["p.html", "P", 0] as [string, string, number]],
      h: sections.map((x) => x.h),
      up: [0, 1, 2, 3, 4],
      ax: [],
      sections,
      previews: sections.map(() => ""),
    };
    const { root } = buildShards(input, inMemory(files));
    const engine = new SearchEngine(root, async (f) => files.get(f));
    const { expand, score } = await import("../../../../common/search/score.ts");
    for (const [term, prefix, fuzzy] of [
      ["install", false, false],
      ["cache", true, false],
      ["inst", true, false],
      ["configur", true, 1],
      ["cahce", false, 2],
      ["策略", false, false],
    ] as const) {
      await engine.search(term); // loads the shards the term needs (and its first letter's, for fuzzy)
      await engine.search(`${term[0]}zzzzzz`);
      const ours = [...score(expand({ term, prefix, fuzzy, boost: BOOST }, engine), engine)].sort((x, y) => y[1].score - x[1].score);
      const theirs = mini.search(term, { prefix, fuzzy, boost: BOOST, weights: { fuzzy: 0.3, prefix: 0.5 } });
      assert.deepEqual(
        ours.map(([id]) => id),
        theirs.map((r) => r.id),
        term,
      );
      // Quantized term-frequency parts: within a few percent of MiniSearch's scores.
      ours.forEach(([, m], i) =>
        assert.ok(Math.abs(m.score - theirs[i].score / theirs[i].queryTerms.length) / theirs[i].score < 0.05, `${term}: ${m.score} vs ${theirs[i].score}`),
      );
    }
  });
});

describe("sharded index", () => {
  const words = [
    "cache",
    "cached",
    "caching",
    "cachet",
    "calendar",
    "callback",
    "canvas",
    "capture",
    "carousel",
    "cascade",
    "zebra",
    "zenith",
    "zephyr",
    "zero",
    "zigzag",
    "zinc",
    "zone",
    "zoom",
    "accessibility",
    "accessible",
    "account",
    "accumulate",
    "effect",
    "effects",
    "effective",
  ];
  const pages = Array.from({ length: 30 }, (_, i) => {
    const w = (k: number) => words[(i * 7 + k * 3) % words.length];
    return page(
      `p${i}.html`,
      `Page ${w(0)} ${i}`,
      `# Page ${w(0)} ${i}\n\nAbout ${w(1)} and ${w(2)}.\n\n## ${w(3)} notes\n\n${w(4)} ${w(5)} \`use${w(6)}\` text.\n\n## More ${w(7)}\n\n${w(8)} ${w(1)}.\n`,
    );
  });
  const tiny: ShardSizes = { terms: 60, postings: 80, records: 120, previews: 100 };
  const huge: ShardSizes = { terms: 1e9, postings: 1e9, records: 1e9, previews: 1e9 };

  it("answers prefix and fuzzy queries across shard boundaries exactly as one unsharded index", async () => {
    const sharded = engineFor(pages, tiny);
    const whole = engineFor(pages, huge);
    assert.equal(whole.tables.dict.length, 1);
    assert.ok(sharded.tables.dict.length > 5 && sharded.tables.post.length > 5 && sharded.tables.meta.length > 3, JSON.stringify(sharded.root).slice(0, 300));
    // "ca" and "z" cover terms in more than one dictionary and postings shard.
    const spans = (e: SearchEngine, table: "dict" | "post", p: string) =>
      e.tables[table].filter(([first], k) => first < `${p}\uffff` && (e.tables[table][k + 1]?.[0] ?? "\uffff") > p).length;
    for (const p of ["ca", "z", "acc"]) assert.ok(spans(sharded, "dict", p) >= 2 && spans(sharded, "post", p) >= 2, `${p} spans shards`);
    for (const q of [
      "ca",
      "cach",
      "z",
      "ze",
      "acc",
      "acces",
      "zephir",
      "acesibility",
      "cahce zone",
      "effect ",
      "efect",
      "useeff",
      "callbak carousel",
      "zebra zinc zoom",
      "qqqq",
    ]) {
      const a = await sharded.search(q);
      const b = await whole.search(q);
      assert.deepEqual(a, b, q);
      assert.deepEqual(await sharded.records(a.hits.map((h) => h.id)), await whole.records(b.hits.map((h) => h.id)), q);
    }
  });

  it("answers at once from the shards loaded (searchLoaded), null while one is missing; load imports them without ranking", async () => {
    const whole = engineFor(pages, huge);
    for (const q of ["cach", "ze", "acces", "zephir", "cahce zone", "effect ", "useeff", "callbak carousel", "qqqq", "z"]) {
      const e = engineFor(pages, tiny);
      const expected = await whole.search(q, 20);
      const before = e.loaded.length;
      const now = e.searchLoaded(q, 20);
      // Nothing imported by asking: the keystroke's handler must never wait.
      assert.equal(e.loaded.length, before, `${q} imported`);
      if (now) assert.deepEqual(now, expected, q);
      else {
        await e.load(q);
        assert.deepEqual(e.searchLoaded(q, 20), expected, `${q} after load`);
      }
      assert.deepEqual(await e.search(q, 20), expected, `${q} async`);
    }
    // A word whose shards are not loaded: null, then an answer once loaded.
    const e = engineFor(pages, tiny);
    assert.equal(e.searchLoaded("carousel", 20), null);
    await e.load("carousel");
    assert.ok(e.searchLoaded("carousel", 20)?.hits.length);
  });

  it("imports only the shards a query's words need, each once; a failed shard is retried by the next query", async () => {
    const e = engineFor(pages, tiny);
    const total = e.tables.dict.length + e.tables.post.length;
    await e.search("zenith ");
    const first = [...e.loaded];
    assert.ok(first.length > 0 && first.length <= 4, first.join(" "));
    assert.ok(first.length < total / 3);
    await e.search("zenith ");
    assert.deepEqual(e.loaded, first, "cached");
    // A shard that fails to import fails the query (the widget says "Search is unavailable"), then loads on retry.
    let fail = true;
    const files = new Map<string, unknown>();
    const built = buildSearchIndex(pages.map(indexed), inMemory(files), tiny);
    const target = `postings-${built.root.post.first.length - 1}`;
    const flaky = new SearchEngine(built.root, async (f) => {
      if (f === target && fail) throw new Error(`${f}: failed to import`);
      return files.get(f);
    });
    await assert.rejects(flaky.search("zoom"), /failed to import/);
    fail = false;
    assert.ok((await flaky.search("zoom")).hits.length > 0);
  });

  it("prefetches the postings of the last word's completions, so its next keystrokes import nothing", async () => {
    const e = engineFor(pages, tiny);
    await e.search("ca");
    const postingsShards = () => new Set(e.loaded.filter((f) => f.startsWith("postings-")));
    const before = postingsShards();
    // Tiny shards: "ca…" spans many, more than the search of "ca" needed (its most frequent completions').
    const range = [...e.tables.post.keys()]
      .filter((k) => e.tables.post[k][0] < "cb" && (e.tables.post[k + 1]?.[0] ?? "~") > "ca")
      .map((k) => e.tables.post[k][1]);
    assert.ok(
      range.some((f) => !before.has(f)),
      "the test needs a range the query did not load whole",
    );
    e.prefetch("ca", range.length + 1);
    await new Promise((r) => setTimeout(r, 0));
    assert.deepEqual([...postingsShards()].filter((f) => !before.has(f)).sort(), range.filter((f) => !before.has(f)).sort());
    const after = [...e.loaded];
    for (const q of ["cac", "cache", "cal", "calendar", "callback", "can", "canvas", "cap", "capture", "car", "carousel", "cas", "cascade"]) {
      await e.search(q);
      assert.deepEqual(
        e.loaded.filter((f) => f.startsWith("postings-")),
        after.filter((f) => f.startsWith("postings-")),
        `${q} imported postings`,
      );
    }
    // One letter, a finished word, or a range over the limit: nothing.
    const other = engineFor(pages, tiny);
    await other.search("z");
    const n = other.loaded.length;
    other.prefetch("z", 1000);
    other.prefetch("zebra ", 1000);
    other.prefetch("ze", 1);
    await new Promise((r) => setTimeout(r, 0));
    assert.equal(other.loaded.length, n);
  });

  it("answers a one-letter query from the root: no dictionary shard, the same results as from the dictionary", async () => {
    // "c" and "u" have more completions than a query searches for ("c" is also a term), "z" and "x" fewer.
    const withX = [...pages, page("x.html", "Axis x", "# Axis x\n\nThe x axis, and c as a language.\n")];
    const files = new Map<string, unknown>();
    const built = buildSearchIndex(withX.map(indexed), inMemory(files), tiny);
    assert.ok(
      built.root.letters.c && built.root.letters.u && !built.root.letters.z && built.root.letterTerms.includes("c") && !built.root.letterTerms.includes("x"),
      JSON.stringify(built.root.letters),
    );
    const loaded: string[] = [];
    const fromRoot = new SearchEngine(built.root, async (f) => (loaded.push(f), files.get(f)));
    const fromDictionary = new SearchEngine({ ...built.root, letters: {}, letterTerms: "" }, async (f) => files.get(f));
    for (const q of ["c", "u", "z", "x", "c ", "c zone", "zebra c", "a", "e"]) {
      loaded.length = 0;
      const a = await fromRoot.search(q);
      assert.ok(a.hits.length > 0, q);
      assert.deepEqual(a, await fromDictionary.search(q), q);
      if (built.root.letters[q.trim()])
        assert.deepEqual(
          loaded.filter((f) => f.startsWith("terms-")),
          [],
          `${q} imported dictionary shards`,
        );
    }
  });

  it("keeps the root small: shard tables and a few completions a letter, no page, heading or posting", () => {
    const many = Array.from({ length: 400 }, (_, i) =>
      page(
        `area/page-${i}.html`,
        `Article number ${i}`,
        `# Article number ${i}\n\n## Setup ${i}\n\nWord${i} common text about caching, routing and builds ${i * 7}.\n`,
      ),
    );
    const built = buildSearchIndex(many.map(indexed));
    const { letters, letterTerms, ...tables } = built.root;
    const root = JSON.stringify(tables);
    const r = built.root;
    const shards = r.dict.first.length + r.post.first.length + r.meta.first.length + r.previews.first.length;
    assert.equal(shards, built.files.length);
    assert.ok(!root.includes("Article number") && !root.includes("area/page-1.html") && !root.includes("word123"), "no per-page data in the root");
    // A table row per shard: the root grows with the shards, each a few KB of index.
    assert.ok(shards > 20);
    assert.ok(root.length < 12 * shards + 300, `${root.length} bytes for ${shards} shards`);
    // Completions by letter: bounded by the alphabet, not by the pages ("word0" … "word399" share a letter).
    assert.ok(Object.keys(letters).every((l) => [...l].length === 1 && letters[l].length <= MAX_COMPLETIONS));
    assert.ok(letters.w && letters.w.length <= MAX_COMPLETIONS, JSON.stringify(letters));
    assert.ok(
      [...letterTerms].every((l) => letters[l]),
      letterTerms,
    );
  });
});

/** A written search module's default export, loaded the way the browser loads it: as an ES module. */
const importDefault = async (file: string) => ((await import(pathToFileURL(file).href)) as { default: unknown }).default;

describe("written index", () => {
  it("is named after every field of every page it indexes, and only them", () => {
    const base = [
      { link: "a.html", title: "A", body: "Alpha text", place: ["Guide"], frontmatter: { tags: ["x"] } },
      { link: "b.html", title: "B", body: "Beta" },
    ];
    const name = searchIndexName(base);
    assert.match(name, /^index\.[0-9a-f]{10}\.js$/);
    assert.equal(searchIndexName(structuredClone(base)), name, "the same pages, the same name");
    const changed = (edit: (p: typeof base) => void) => {
      const copy = structuredClone(base);
      edit(copy);
      return searchIndexName(copy);
    };
    const names = [
      changed((p) => (p[0].body = "Alpha text!")),
      changed((p) => (p[1].title = "B2")),
      changed((p) => (p[0].link = "a2.html")),
      changed((p) => (p[0].place = ["Guides"])),
      changed((p) => (p[0].frontmatter = { tags: ["y"] })),
      // The same characters, split between fields differently.
      changed((p) => Object.assign(p[0], { title: "AA", body: "lpha text" })),
      changed((p) => p.reverse()),
    ];
    assert.equal(new Set([name, ...names]).size, names.length + 1);
  });

  it("search data is an ES module whose default export round-trips any text", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-search-mod-"));
    try {
      const value = { s: ['it\'s "quoted" \\ back', "line\u2028sep\u2029para", "</script> ${x} `tick`", "中文 🎉"], n: [1, 2.5, null] };
      const code = dataModule(value);
      assert.match(code, /^export default JSON\.parse\(/);
      const file = path.join(dir, "m.js");
      fs.writeFileSync(file, code);
      assert.deepEqual(await importDefault(file), value);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("writes a content-hashed index module and preview shard modules; search: false leaves a page out of its name's inputs", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-search-"));
    try {
      const content = path.join(dir, "content");
      fs.mkdirSync(content);
      fs.writeFileSync(path.join(content, "a.md"), "---\ntitle: Alpha\n---\n# Alpha\n\n## One\n\nFirst <img src=x onerror=alert(1)>.\n");
      fs.writeFileSync(path.join(content, "b.md"), "---\ntitle: Hidden\nsearch: false\n---\n# Hidden\n\nSecret.\n");
      const sources = searchablePages(scanContent(content), content);
      assert.deepEqual(
        sources.map((p) => p.link),
        ["a.html"],
      );
      const name = searchIndexName(sources);
      assert.match(name, /^index\.[0-9a-f]{10}\.js$/);
      const search = path.join(dir, "assets", "search");
      const { records } = writeIndexFiles(sources.map(indexed), search, name);
      assert.equal(records, 2);
      const data = (await importDefault(path.join(search, name))) as RootData;
      assert.ok(!JSON.stringify(data).includes("First") && !JSON.stringify(data).includes("Alpha"), "previews and records stay out of the root");
      for (const t of [data.dict, data.post, data.meta, data.previews])
        assert.match(String(t.files), /^(terms|postings|records|previews)-#\.[0-9a-f]{10}\.js$/);
      const meta = (await importDefault(path.join(search, String(data.meta.files).replace("#", "0")))) as { pages: unknown };
      assert.deepEqual(meta.pages, [["a.html", "Alpha", 0]]);
      const [first, shardFile] = [data.previews.first[0], String(data.previews.files).replace("#", "0")];
      assert.equal(first, 0);
      assert.match(shardFile, /^previews-0\.[0-9a-f]{10}\.js$/);
      const shard = await importDefault(path.join(search, shardFile));
      assert.deepEqual(shard, ["", "First ."]);
      // Same content, same name.
      assert.equal(searchIndexName(searchablePages(scanContent(content), content)), name);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("search indexer: records counted as pages are written, in a worker on a large site", () => {
  const pages = Array.from({ length: WORKER_MIN_PAGES }, (_, i) => page(`p${i}.html`, `Page ${i}`, `# Page ${i}\n\n## Part ${i}\n\nText about widget ${i}.\n`));
  const files = (d: string) => Object.fromEntries(fs.readdirSync(d).map((f) => [f, fs.readFileSync(path.join(d, f), "utf8")]));

  it("writes what the index built at once writes; records added in any order, terms counted before", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-indexer-"));
    try {
      writeIndexFiles(pages.map(indexed), path.join(dir, "a"), "index.test.js");
      const indexer = new SearchIndexer();
      // (Rendered in another order than the index lists them; a page listed with its records, not added.)
      for (const p of [...pages].reverse().slice(0, -1)) indexer.add(p.link, recordsOf(p));
      indexer.write([{ ...indexed(pages[0]) }, ...pages.slice(1).map(({ link, title }) => ({ link, title }))], path.join(dir, "b"), "index.test.js");
      assert.deepEqual(files(path.join(dir, "b")), files(path.join(dir, "a")));
      assert.throws(() => indexer.write([{ link: "nowhere.html", title: "Nowhere" }], path.join(dir, "c"), "x.js"), /no records of nowhere\.html/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a page's context counted where it was added is counted again when its place or a shared title changes it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-indexer-"));
    try {
      // Two pages of one title (their crumbs tell them apart: same-titles.ts), one listed in another place.
      const listed = [
        { ...page("js/bind.html", "Bind example", "# Bind\n\n## Setup\n\nCall bind.\n"), place: ["JavaScript"] },
        { ...page("ts/bind.html", "Bind example", "# Bind\n\n## Setup\n\nCall bind typed.\n"), place: ["TypeScript"] },
        { ...page("guide.html", "Guide", "# Guide\n\n## Moved\n\nText.\n"), place: ["Handbook"] },
      ];
      writeIndexFiles(listed.map(indexed), path.join(dir, "a"), "index.test.js");
      const indexer = new SearchIndexer();
      for (const p of listed) indexer.add(p.link, recordsOf(p), p.link === "guide.html" ? ["Old place"] : p.place);
      indexer.write(
        listed.map(({ link, title, place }) => ({ link, title, place })),
        path.join(dir, "b"),
        "index.test.js",
      );
      assert.deepEqual(files(path.join(dir, "b")), files(path.join(dir, "a")));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("in a worker: the same files; a partial build's edit rewrites the index under its name; a failure rejects the write", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-indexer-worker-"));
    const thread = indexThread(pages.length);
    try {
      assert.equal(thread.inWorker, true);
      writeIndexFiles(pages.map(indexed), path.join(dir, "a"), "index.test.js");
      thread.reset();
      for (const p of pages) thread.add(p.link, recordsOf(p), []);
      const list = pages.map(({ link, title }) => ({ link, title }));
      const written = await thread.write(list, path.join(dir, "b"), "index.test.js");
      assert.equal(written.records, pages.length * 2);
      assert.deepEqual(files(path.join(dir, "b")), files(path.join(dir, "a")));

      // npm run dev's partial build: the re-rendered page's records replace its earlier ones, the others stay.
      thread.add("p7.html", recordsOf(page("p7.html", "Page 7", "# Page 7\n\nA freshly saved zebrafinch.\n")), []);
      await thread.write(list, path.join(dir, "b"), "index.test.js");
      const rootFile = path.join(dir, "b", "index.test.js");
      const root = (await importDefault(rootFile)) as RootData;
      const engine = new SearchEngine(root, (f) => importDefault(path.join(dir, "b", f)));
      assert.equal((await engine.search("zebrafinch")).hits.length, 1, "the rewritten index holds the edit");
      assert.equal((await engine.search("widget 8")).hits.length > 0, true, "and the pages not rendered again");

      await assert.rejects(thread.write([{ link: "nowhere.html", title: "Nowhere" }], path.join(dir, "c"), "x.js"), /no records of nowhere\.html/);
    } finally {
      thread.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
