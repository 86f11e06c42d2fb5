import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { build } from "../../../../scripts/build.ts";
import { validateAuthorConfig } from "../../../../site/config/validate.ts";
import type { ContentPage } from "../../../../site/content-index.ts";
import { cachePath } from "../../../../site/social-cards/cache.ts";
import { cardFile, cardJobs, cardMeta, renderMissing, writeCards } from "../../../../site/social-cards/cards.ts";
import { CARD_HEIGHT, CARD_WIDTH, MAX_TITLE_CHARS, cardKey, cardSvg, cardText, cardTheme, renderCard } from "../../../../site/social-cards/render.ts";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wd-og-"));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));
const theme = cardTheme();

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature, 4-byte length and "IHDR"). */
function pngSize(png: Buffer): { width: number; height: number } {
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "PNG signature");
  assert.equal(png.subarray(12, 16).toString("latin1"), "IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const page = (source: string, title: string, frontmatter: Record<string, unknown> = {}): ContentPage =>
  ({ source, file: source, url: `/${source.replace(/\.md$/, ".html")}`, title, frontmatter }) as ContentPage;

describe("the social card renderer", () => {
  it("renders a 1200×630 PNG", async () => {
    const png = await renderCard({ title: "Hooks", area: "Frontend", siteName: "Web Docs" }, theme);
    assert.deepEqual(pngSize(png), { width: CARD_WIDTH, height: CARD_HEIGHT });
    assert.deepEqual({ width: CARD_WIDTH, height: CARD_HEIGHT }, { width: 1200, height: 630 });
  });

  it("takes its colours from the theme's :root custom properties", () => {
    const t = cardTheme(
      ":root { --wd-c-bg: #101010; --wd-c-text-1: #eee; --wd-c-text-2: #aaa; --wd-c-brand-1: #0f0; --wd-c-divider: #333; }\nhtml.light { --wd-c-bg: #fff; }",
    );
    assert.deepEqual(t, { background: "#101010", text: "#eee", muted: "#aaa", brand: "#0f0", divider: "#333" });
    assert.equal(theme.background, /--wd-c-bg:\s*([^;]+);/.exec(fs.readFileSync("site/theme/00-tokens.css", "utf8"))![1]);
    assert.throws(() => cardTheme(":root { --wd-c-bg: #000; }"), /00-tokens\.css: no --wd-c-text-1 in :root/);
  });

  it("clamps a long title at a word with an ellipsis, on the card too", async () => {
    const long = Array.from({ length: 40 }, (_, i) => `word${i}`).join(" ");
    const text = cardText(long, [], MAX_TITLE_CHARS);
    assert.ok(text.endsWith("…") && [...text].length <= MAX_TITLE_CHARS, text);
    assert.match(text, /word\d+…$/, "cut after a whole word");
    assert.equal(cardText("Short title", [], MAX_TITLE_CHARS), "Short title");
    // The SVG with its text kept as <text>: the last words are gone, an ellipsis ends what is shown.
    const svg = await cardSvg({ title: long, area: "A", siteName: "S" }, theme, [], false);
    const shown = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join("");
    assert.ok(shown.includes("…"), "an ellipsis is drawn");
    assert.ok(!shown.includes("word39"), "the end of the title is not");
    assert.ok(shown.includes("word0"));
  });

  it("leaves out characters no font has (CJK without socialCards.fonts), keeping Latin, Cyrillic and Greek", () => {
    assert.equal(cardText("指南 Guide"), "Guide");
    assert.equal(cardText("Привет Ελλάδα Łódź"), "Привет Ελλάδα Łódź");
  });

  it("with an author's font (socialCards.fonts) keeps every character for that font to draw", async () => {
    // Any font file stands in for a CJK one here: what matters is that it joins the fonts and nothing is dropped.
    const extra = path.resolve("node_modules/@fontsource/inter/files/inter-latin-700-normal.woff");
    assert.equal(cardText("指南 Guide", [extra]), "指南 Guide");
    const svg = await cardSvg({ title: "指南 Guide", area: "", siteName: "S" }, theme, [extra], false);
    assert.match(svg, /font-family="[^"]*extra 0"/i, "the author's font is in the card's families");
    assert.deepEqual(pngSize(await renderCard({ title: "指南 Guide", area: "", siteName: "S" }, theme, [extra])), { width: 1200, height: 630 });
    assert.notEqual(
      cardKey({ title: "A", area: "", siteName: "S" }, theme, [extra]),
      cardKey({ title: "A", area: "", siteName: "S" }, theme),
      "the fonts are part of the cache key",
    );
  });

  it("keys the cache by the card's inputs and colours", () => {
    const input = { title: "A", area: "B", siteName: "C" };
    assert.equal(cardKey(input, theme), cardKey({ ...input }, { ...theme }));
    assert.notEqual(cardKey(input, theme), cardKey({ ...input, title: "A2" }, theme));
    assert.notEqual(cardKey(input, theme), cardKey({ ...input, area: "B2" }, theme));
    assert.notEqual(cardKey(input, theme), cardKey(input, { ...theme, brand: "#f00" }));
  });
});

describe("the cards of a site", () => {
  const config = validateAuthorConfig({ base: "/docs/web/", title: "Site", hostname: "https://ex.example" }, "cfg.json");
  const pages = [
    page("index.md", "Home"),
    page("guide/index.md", "The Guide"),
    page("guide/a.md", "Page A"),
    page("bare.md", "Bare", { layout: false }),
    page("404.md", "Lost"),
  ];

  it("gives every page but the not-found page a card named after its path, with its area's name", () => {
    const jobs = cardJobs(config, pages, theme);
    assert.deepEqual(
      jobs.map((j) => [j.url, j.file, j.input.area]),
      [
        ["/index.html", "og/index.png", ""],
        ["/guide/index.html", "og/guide/index.png", "The Guide"],
        ["/guide/a.html", "og/guide/a.png", "The Guide"],
        ["/bare.html", "og/bare.png", ""],
      ],
    );
    assert.equal(cardFile("/a/b.html"), "og/a/b.png");
    assert.deepEqual(cardMeta(config, jobs[2]), {
      src: "https://ex.example/docs/web/og/guide/a.png",
      width: 1200,
      height: 630,
      alt: "Page A — The Guide · Site",
    });
    // Without a configured origin the URL is under the base (og:image wants an absolute URL: docs/authoring.md).
    assert.equal(cardMeta(validateAuthorConfig({ base: "/docs/web/", title: "Site" }, "cfg.json"), jobs[2]).src, "/docs/web/og/guide/a.png");
    assert.equal(cardMeta(config, jobs[1]).alt, "The Guide — Site", "an area's index page names the area once");
  });

  it("renders only what the cache lacks: a second run renders nothing, a changed title renders one", async () => {
    const cacheDir = path.join(tmp, "cache");
    const jobs = cardJobs(config, pages, theme);
    assert.deepEqual(await renderMissing(jobs, { cacheDir, theme }), { rendered: 4, cached: 0 });
    const mtimes = jobs.map((j) => fs.statSync(cachePath(cacheDir, j.key)).mtimeMs);
    assert.deepEqual(await renderMissing(jobs, { cacheDir, theme }), { rendered: 0, cached: 4 });
    assert.deepEqual(
      jobs.map((j) => fs.statSync(cachePath(cacheDir, j.key)).mtimeMs),
      mtimes,
      "cached cards are not rewritten",
    );
    const changed = cardJobs(
      config,
      pages.map((p) => (p.source === "guide/a.md" ? page("guide/a.md", "Page A, renamed") : p)),
      theme,
    );
    assert.deepEqual(await renderMissing(changed, { cacheDir, theme }), { rendered: 1, cached: 3 });
  });

  it("puts the cached cards in the output, replacing a stale one and leaving a current one alone", async () => {
    const cacheDir = path.join(tmp, "cache-w");
    const root = path.join(tmp, "out-w");
    const jobs = cardJobs(config, pages, theme);
    await renderMissing(jobs, { cacheDir, theme });
    fs.mkdirSync(path.join(root, "og/guide"), { recursive: true });
    fs.writeFileSync(path.join(root, "og/guide/a.png"), "stale");
    writeCards(jobs, cacheDir, root);
    for (const j of jobs) assert.ok(fs.readFileSync(path.join(root, j.file)).equals(fs.readFileSync(cachePath(cacheDir, j.key))), j.file);
    const before = fs.statSync(path.join(root, "og/guide/a.png")).ctimeMs;
    writeCards(jobs, cacheDir, root);
    assert.equal(fs.statSync(path.join(root, "og/guide/a.png")).ctimeMs, before, "a current card is not written again");
  });

  it("renders many missing cards in worker threads", async () => {
    const cacheDir = path.join(tmp, "pool");
    const many = Array.from({ length: 26 }, (_, i) => page(`w/p${i}.md`, `Worker page ${i}`));
    const jobs = cardJobs(config, many, theme);
    assert.deepEqual(await renderMissing(jobs, { cacheDir, theme, workers: 2 }), { rendered: 26, cached: 0 });
    for (const j of jobs) assert.deepEqual(pngSize(fs.readFileSync(cachePath(cacheDir, j.key))), { width: 1200, height: 630 });
    assert.deepEqual(
      fs.readdirSync(cacheDir).filter((f) => !f.endsWith(".png")),
      [],
      "no temporary files left",
    );
  });

  it("hands a worker's share to fresh workers a batch at a time, every card rendered once", async () => {
    const cacheDir = path.join(tmp, "batches");
    const many = Array.from({ length: 26 }, (_, i) => page(`b/p${i}.md`, `Batch page ${i}`));
    const jobs = cardJobs(config, many, theme);
    assert.deepEqual(await renderMissing(jobs, { cacheDir, theme, workers: 1, perWorker: 10 }), { rendered: 26, cached: 0 });
    assert.equal(fs.readdirSync(cacheDir).filter((f) => f.endsWith(".png")).length, 26);
    for (const j of jobs) assert.deepEqual(pngSize(fs.readFileSync(cachePath(cacheDir, j.key))), { width: 1200, height: 630 });
  });
});

describe("the socialCards config key", () => {
  it("is on by default; false turns it off; fonts is a list; anything else is an error naming the key", () => {
    assert.equal(validateAuthorConfig({ title: "T" }, "c.json").socialCards, undefined);
    assert.equal(validateAuthorConfig({ title: "T", socialCards: false }, "c.json").socialCards, false);
    assert.deepEqual(validateAuthorConfig({ title: "T", socialCards: { fonts: ["f.otf"] } }, "c.json").socialCards, { fonts: ["f.otf"] });
    assert.throws(() => validateAuthorConfig({ title: "T", socialCards: "yes" }, "c.json"), /c\.json: socialCards: expected false or \{ fonts \}, got "yes"/);
    assert.throws(() => validateAuthorConfig({ title: "T", socialCards: { fonts: "a.otf" } }, "c.json"), /socialCards\.fonts: expected a list/);
  });
});

describe("a build with social cards", () => {
  const content = path.join(tmp, "site");
  fs.mkdirSync(path.join(content, "guide"), { recursive: true });
  fs.writeFileSync(path.join(content, "index.md"), "# Home\n");
  fs.writeFileSync(path.join(content, "guide/intro.md"), "# Intro\n");
  const cfg = (extra: object) => {
    const file = path.join(tmp, `cfg-${Math.random().toString(36).slice(2)}.json`);
    fs.writeFileSync(file, JSON.stringify({ base: "/docs/web/", title: "T", hostname: "https://ex.example", ...extra }));
    return file;
  };
  process.env.WEB_DOCS_OG_CACHE = path.join(tmp, "build-cache");

  it("writes a card per page and the head tags; socialCards: false writes none", async () => {
    const out = path.join(tmp, "out");
    await build(["--content", content, "--config", cfg({}), "--out", out]);
    const root = path.join(out, "docs/web");
    assert.deepEqual(pngSize(fs.readFileSync(path.join(root, "og/guide/intro.png"))), { width: 1200, height: 630 });
    const html = fs.readFileSync(path.join(root, "guide/intro.html"), "utf8");
    assert.match(html, /<meta property="og:image" content="https:\/\/ex\.example\/docs\/web\/og\/guide\/intro\.png">/);
    assert.match(
      html,
      /<meta property="og:image:width" content="1200">\n<meta property="og:image:height" content="630">\n<meta property="og:image:alt" content="Intro — guide · T">/,
    );
    assert.match(html, /<meta name="twitter:card" content="summary_large_image">/);

    const off = path.join(tmp, "off");
    await build(["--content", content, "--config", cfg({ socialCards: false }), "--out", off]);
    assert.ok(!fs.existsSync(path.join(off, "docs/web/og")));
    const plain = fs.readFileSync(path.join(off, "docs/web/guide/intro.html"), "utf8");
    assert.doesNotMatch(plain, /og:image|twitter:card/, plain.slice(0, 2000));
  });

  it("stops on a missing font file, naming the config key", async () => {
    await assert.rejects(
      build(["--content", content, "--config", cfg({ socialCards: { fonts: ["nope.otf"] } }), "--out", path.join(tmp, "bad")]),
      /socialCards\.fonts\[0\]: no font file at .*nope\.otf/,
    );
  });
});
