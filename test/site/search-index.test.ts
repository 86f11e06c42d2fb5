import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { pathToFileURL } from "node:url";
import MiniSearch from "minisearch";
import { scanContent } from "../../site/content-index.ts";
import { buildSearchIndex, dataModule, startSearchIndex, WORKER_MIN_PAGES, writeSearchIndex } from "../../site/search/build-index.ts";
import { htmlText, pageRecords, type PageSource } from "../../site/search/records.ts";
import { buildQuery, INDEX_OPTIONS, SearchEngine, type IndexedSection } from "../../common/search/engine.ts";
import { loadPacked, packIndex, type MiniSearchJson } from "../../common/search/packed.ts";

const page = (link: string, title: string, body: string, frontmatter: Record<string, unknown> = {}): PageSource => ({ link, title, body, frontmatter });
const engineFor = (pages: PageSource[]) => new SearchEngine(JSON.parse(JSON.stringify(buildSearchIndex(pages).data)));

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
    "<div class=\"note\"><p>Raw &amp; HTML</p><script>ignored()</script></div>",
    "",
    "## Usage",
    "",
    "Again.",
    "",
    "```mermaid",
    "flowchart LR",
    "```",
  ].join("\n");
  const records = pageRecords(page("guide/routing.html", "Routing guide", body));

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
    const [top] = pageRecords(page("index.html", "Home", "", { description: "The home page.", hero: { name: "Docs", tagline: "Fast" }, features: [{ title: "Search", details: "Finds things" }] }));
    assert.equal(top.p, "The home page. Docs Fast Search Finds things");
  });
  it("home strings are HTML (as the page renders them): their text is indexed, not their tags", () => {
    const [top] = pageRecords(page("index.html", "Home", "", { hero: { name: "Kit <sup>2</sup>" }, features: [{ icon: "<span class=\"memo\"></span>", title: "Use <code>kit</code>", details: "Q&amp;A" }] }));
    assert.equal(top.p, "Kit 2 Use kit Q&A");
  });

  it("reads raw HTML with a parser: text only, entities decoded", () => {
    assert.equal(htmlText('<p title="a>b">x &lt;img&gt; <style>p{}</style>y</p>').replace(/\s+/g, " ").trim(), "x <img> y");
  });
});

describe("search index and ranking", () => {
  const pages = [
    page("a.html", "Alpha", "# Alpha\n\nNothing here.\n\n## Body mention\n\nThe zephyr wind blows through this paragraph, zephyr again.\n"),
    page("b.html", "Beta", "# Beta\n\nIntro.\n\n## Zephyr\n\nShort section.\n"),
    page("c.html", "Zephyr handbook", "# Zephyr handbook\n\nAll about it.\n\n## Details\n\nMore words.\n"),
    page("d.html", "Hooks", "# Hooks\n\n## Effects\n\nCall `useEffect` after render, or `Array.prototype.map` on lists.\n\nUse the effect wisely.\n"),
    page("f.html", "Side effects", "# Side effects\n\n## Usage\n\nUse each effect with care.\n"),
    page("e.html", "搜索指南", "# 搜索指南\n\n本地搜索支持中文分词。\n\n## 安装依赖\n\n使用包管理器安装依赖。\n"),
  ];
  const engine = engineFor(pages);
  const titles = (q: string) => engine.search(q).hits.map((h) => engine.record(h.id).t.join(" > "));

  it("ranks title and heading matches above body matches", () => {
    const got = titles("zephyr");
    assert.deepEqual(got.slice(0, 2).sort(), ["Beta > Zephyr", "Zephyr handbook"]);
    assert.ok(got.indexOf("Alpha > Body mention") > 1, got.join(" | "));
  });

  it("finds code identifiers whole and by their parts", () => {
    // The index has "useEffect" as written: sections with "use" and "effect" apart are not matches.
    assert.deepEqual(titles("useEffect"), ["Hooks > Effects"]);
    assert.deepEqual(titles("useEff"), ["Hooks > Effects"]);
    assert.ok(titles("effect").includes("Side effects > Usage"));
    assert.deepEqual(titles("prototype.map"), ["Hooks > Effects"]);
    assert.deepEqual(titles("Array.prototype.map"), ["Hooks > Effects"]);
  });

  it("matches the last word as a prefix, and tolerates a typo in longer words", () => {
    assert.deepEqual(titles("zeph"), titles("zephyr"));
    assert.deepEqual(titles("zeph "), [], "a space ends the word: no prefix");
    assert.ok(titles("handbok").includes("Zephyr handbook"));
    assert.deepEqual(titles("xyzzy"), []);
  });

  it("ranks sections with every word first, then those with fewer", () => {
    const got = titles("zephyr wind");
    assert.equal(got[0], "Alpha > Body mention");
    // Sections with only "zephyr" follow (they used to be dropped: every word was required).
    assert.deepEqual(got.slice(1).sort(), ["Beta > Zephyr", "Zephyr handbook", "Zephyr handbook > Details"]);
  });

  it("forgives a word that matches nothing: the other words still find their pages", () => {
    assert.deepEqual(titles("zephyr qwxzvk"), titles("zephyr"));
    assert.deepEqual(titles("qwxzvk handbook"), titles("handbook"));
    assert.equal(titles("qwxzvk handbook")[0], "Zephyr handbook");
  });

  it("corrects a misspelt word among others and ranks the page with both first", () => {
    // "zephir" is not in the index: corrected to "zephyr", it joins "blows" in the body section.
    assert.equal(titles("zephir blows")[0], "Alpha > Body mention");
    assert.equal(titles("handbok zephyr")[0], "Zephyr handbook");
  });

  it("lands a long word with two letters dropped", () => {
    const e = engineFor([
      page("acc.html", "Accessibility", "# Accessibility\n\nLandmarks and roles.\n"),
      page("oth.html", "Other", "# Other\n\nAccessible names and accession numbers.\n"),
    ]);
    const hits = e.search("accesibilty").hits.map((h) => e.record(h.id).t[0]);
    assert.equal(hits[0], "Accessibility");
    assert.equal(e.search("landmarks acesibilty").hits.map((h) => e.record(h.id).t[0])[0], "Accessibility");
  });

  it("takes a word the index holds at its word: no fuzzy neighbours", () => {
    // "effect" is indexed, so "affect"-like neighbours must not join; "effects" is a heading, found as a prefix.
    const e = engineFor([
      page("e.html", "Effect", "# Effect\n\nThe effect runs.\n"),
      page("a.html", "Affect", "# Affect\n\nMood and affect.\n"),
    ]);
    assert.deepEqual(e.search("effect ").hits.map((h) => e.record(h.id).t[0]), ["Effect"]);
    assert.deepEqual(e.search("efect ").hits.map((h) => e.record(h.id).t[0]), ["Effect"], "a misspelling is corrected");
  });

  it("ranks a heading with the word as typed above a heading with a longer word it begins, whatever the body says", () => {
    // Short filler sections make the long heading longer than average, so plain BM25 would prefer the other.
    const filler = Array.from({ length: 6 }, (_, i) => `## Part ${i}\n\nFiller words here.\n\n`).join("");
    const e = engineFor([
      page("h.html", "Hooks", `# Hooks\n\n${filler}## All about useEffect and the way it syncs outside state with the world\n\nRun an effect.\n\n## useEffectEvent\n\nuseEffect useEffect useEffect useEffect useEffect.\n`),
    ]);
    assert.equal(e.record(e.search("useEffect").hits[0].id).a, "all-about-useeffect-and-the-way-it-syncs-outside-state-with-the-world");
  });

  it("keeps a lone unmatched word empty", () => {
    assert.deepEqual(titles("qwxzvk plmokn"), []);
  });

  it("finds Chinese text with a Chinese query", () => {
    assert.deepEqual(titles("安装依赖"), ["搜索指南 > 安装依赖"]);
    assert.ok(titles("中文").includes("搜索指南"));
  });

  it("links each result to its page and heading", () => {
    const [hit] = engine.search("安装").hits;
    const r = engine.record(hit.id);
    assert.equal(r.l, "e.html");
    assert.equal(r.a, "安装依赖");
    assert.equal(engine.record(engine.search("Nothing").hits[0].id).a, "");
  });

  it("applies the result limit but reports the total", () => {
    const many = engineFor([page("m.html", "Many", Array.from({ length: 130 }, (_, i) => `## Gadget ${i}\n\nA gadget.\n`).join("\n"))]);
    const r = many.search("gadget", 100);
    assert.equal(r.hits.length, 100);
    assert.equal(r.total, 130);
    assert.equal(many.search("gadget", 5).hits.length, 5);
  });

  it("bounds the prefix expansion of short prefixes", () => {
    const words = Array.from({ length: 40 }, (_, i) => `cobalt${String.fromCharCode(97 + (i % 26))}${i}`);
    const e = engineFor([page("w.html", "Words", words.map((w) => `## ${w}\n\n${w} text.\n`).join("\n"))]);
    const completions = e.completions("co");
    assert.ok(completions && completions.length > 0 && completions.length <= 8);
    assert.equal(e.completions("cobalta0"), null);
    assert.ok(e.search("co").hits.length > 0);
  });

  it("builds no query from stop words alone (except as a prefix being typed)", () => {
    assert.equal(buildQuery(""), null);
    assert.notEqual(buildQuery("the"), null);
  });
});

describe("packed index", () => {
  it("answers exactly like MiniSearch.loadJS on the same toJSON", () => {
    const sections: IndexedSection[] = [
      { id: 0, h: "Install", t: "Guide", b: "Run npm install and useEffect hooks." },
      { id: 1, h: "Configure", t: "Guide", b: "Configure the cache cache cache." },
      { id: 2, h: "", t: "", b: "" },
      { id: 3, h: "Cache", t: "Reference", b: "Cache invalidation, install notes, 缓存策略。" },
    ];
    const mini = new MiniSearch<IndexedSection>(INDEX_OPTIONS);
    mini.addAll(sections);
    const json = JSON.parse(JSON.stringify(mini.toJSON())) as MiniSearchJson;
    const reference = MiniSearch.loadJS(json as never, INDEX_OPTIONS);
    const packed = loadPacked(JSON.parse(JSON.stringify(packIndex(json))), INDEX_OPTIONS).mini;
    for (const q of ["install", "cache", "inst", "configure", "缓存", "useeffect"]) {
      for (const opts of [{}, { prefix: true }, { fuzzy: 0.2 }]) {
        assert.deepEqual(packed.search(q, opts), reference.search(q, opts), `${q} ${JSON.stringify(opts)}`);
      }
    }
    const sorted = (j: ReturnType<typeof packed.toJSON>) => ({ ...j, index: [...j.index].sort((a, b) => (a[0] < b[0] ? -1 : 1)) });
    assert.deepEqual(sorted(packed.toJSON()), sorted(reference.toJSON()));
  });
});

/** A written search module's default export, loaded the way the browser loads it: as an ES module. */
const importDefault = async (file: string) => ((await import(pathToFileURL(file).href)) as { default: unknown }).default;

describe("written index", () => {
  it("search data is an ES module whose default export round-trips any text", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-search-mod-"));
    try {
      const value = { s: ["it's \"quoted\" \\ back", "line\u2028sep\u2029para", "</script> ${x} `tick`", "中文 🎉"], n: [1, 2.5, null] };
      const code = dataModule(value);
      assert.match(code, /^export default JSON\.parse\(/);
      const file = path.join(dir, "m.js");
      fs.writeFileSync(file, code);
      assert.deepEqual(await importDefault(file), value);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("writes a content-hashed index module and preview shard modules; search: false leaves a page out", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-search-"));
    try {
      const content = path.join(dir, "content");
      fs.mkdirSync(content);
      fs.writeFileSync(path.join(content, "a.md"), "---\ntitle: Alpha\n---\n# Alpha\n\n## One\n\nFirst <img src=x onerror=alert(1)>.\n");
      fs.writeFileSync(path.join(content, "b.md"), "---\ntitle: Hidden\nsearch: false\n---\n# Hidden\n\nSecret.\n");
      const assets = path.join(dir, "assets");
      const { file, records } = writeSearchIndex(scanContent(content), content, assets);
      assert.match(file, /^assets\/search\/index\.[0-9a-f]{10}\.js$/);
      assert.equal(records, 2);
      const data = (await importDefault(path.join(dir, file))) as { pages: unknown; shards: Array<[number, string]> };
      assert.deepEqual(data.pages, [["a.html", "Alpha", 0]]);
      assert.ok(!JSON.stringify(data).includes("First"), "previews stay out of the index");
      const [first, shardFile] = data.shards[0];
      assert.equal(first, 0);
      assert.match(shardFile, /^previews-0\.[0-9a-f]{10}\.js$/);
      const shard = await importDefault(path.join(dir, "assets/search", shardFile));
      assert.deepEqual(shard, ["", "First ."]);
      // Same content, same name.
      assert.equal(writeSearchIndex(scanContent(content), content, assets).file, file);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("search index built in a worker thread", () => {
  it("writes the same files, under the name known before it starts", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-search-worker-"));
    try {
      const content = path.join(dir, "content");
      fs.mkdirSync(content);
      for (let i = 0; i < WORKER_MIN_PAGES; i++) fs.writeFileSync(path.join(content, `p${i}.md`), `---\ntitle: Page ${i}\n---\n# Page ${i}\n\n## Part ${i}\n\nText about widget ${i}.\n`);
      const pages = scanContent(content);
      const pending = startSearchIndex(pages, content, path.join(dir, "a"));
      assert.equal(await pending.done, null);
      const sync = writeSearchIndex(pages, content, path.join(dir, "b"));
      assert.equal(pending.file, sync.file);
      const list = (d: string) => fs.readdirSync(path.join(dir, d, "search")).sort();
      assert.deepEqual(list("a"), list("b"));
      assert.equal(fs.readFileSync(path.join(dir, "a", sync.file.replace("assets/", "")), "utf8"), fs.readFileSync(path.join(dir, "b", sync.file.replace("assets/", "")), "utf8"));

      // npm run dev's partial build: an edited page is indexed under the name the pages already carry (the
      // worker reads the pages itself), and a build cancelled by a newer one is no failure.
      fs.appendFileSync(path.join(content, "p7.md"), "\nA freshly saved zebrafinch.\n");
      const cancelled = startSearchIndex(pages, content, path.join(dir, "a"), pending.file);
      cancelled.cancel();
      assert.equal(await cancelled.done, null);
      const kept = startSearchIndex(pages, content, path.join(dir, "a"), pending.file);
      assert.equal(kept.file, pending.file);
      assert.equal(await kept.done, null);
      const index = fs.readFileSync(path.join(dir, "a", pending.file.replace("assets/", "")), "utf8");
      assert.ok(index.includes("zebrafinch"), "the rewritten index holds the edit");
      assert.notEqual(pending.file, writeSearchIndex(scanContent(content), content, path.join(dir, "c")).file, "a full build renames it");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
