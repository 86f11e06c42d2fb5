import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { createMarkdown } from "../../../../site/markdown/index.ts";
import { PageAssets } from "../../../../site/page-assets.ts";

// Images beside a page, as the build renders them: real files, so the sizes come from their headers.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-images-"));
const fixture = path.resolve("test/fixtures/site/content/reading");
fs.copyFileSync(path.join(fixture, "wide.png"), path.join(dir, "wide.png")); // 1200×600
fs.copyFileSync(path.join(fixture, "tall.jpg"), path.join(dir, "tall.jpg")); // 600×800
fs.writeFileSync(path.join(dir, "notes.txt"), "not an image");
const md = createMarkdown({
  labels: { copyCode: "Copy" },
  links: {
    base: "/",
    contentDir: dir,
    sources: () => new Set(["page.md", "other.md"]),
    publicFiles: () => new Set(),
    ignoreDeadLinks: [],
    assets: new PageAssets(),
  },
});
const withFormats = new PageAssets();
const modern = createMarkdown({
  labels: { copyCode: "Copy" },
  imageFormats: ["avif", "webp"],
  links: { base: "/docs/", contentDir: dir, sources: () => new Set(["page.md"]), publicFiles: () => new Set(), ignoreDeadLinks: [], assets: withFormats },
});
const render = (src: string) => md.render(src, { page: { inputPath: path.join(dir, "page.md") } });
const imgs = (html: string): string[] => [...(html.match(/<img [^>]*>/g) ?? [])];

describe("images", () => {
  it("local images get their intrinsic width and height, and decode off the main thread", () => {
    const [wide, tall] = imgs(render("![Wide](./wide.png)\n\n![Tall](tall.jpg)\n"));
    assert.match(wide, /^<img src="\/assets\/wide\.[0-9a-f]{8}\.png" alt="Wide" width="1200" height="600" decoding="async" data-zoom="">$/);
    assert.match(tall, / width="600" height="800" loading="lazy" decoding="async" data-zoom=""/);
  });
  it("a size the author gives wins; one side alone keeps the file's proportions", () => {
    const [both, w, h] = imgs(render("![a](./wide.png){width=10 height=10} ![b](./wide.png){width=300} ![c](./tall.jpg){height=200}\n"));
    assert.match(both, / width="10" height="10"/);
    assert.match(w, / width="300" height="150"/);
    assert.match(h, / height="200" width="150"/);
  });
  it("the first image above the first h2 loads at once; every other one lazily", () => {
    const html = imgs(render("![a](./wide.png)\n\n![b](./wide.png)\n\n## Next\n\n![c](./wide.png)\n"));
    assert.deepEqual(
      html.map((i) => i.includes('loading="lazy"')),
      [false, true, true],
    );
    const below = imgs(render("## First\n\n![a](./wide.png)\n"));
    assert.match(below[0], /loading="lazy"/);
  });
  it("zoom is marked on content images, not inside a link nor where the author opts out", () => {
    const html = imgs(
      render("![z](./wide.png) ![n](./wide.png){.no-zoom} ![d](./wide.png){data-no-zoom} [![l](./wide.png)](./other.md) ![e](https://example.com/e.png)\n"),
    );
    assert.deepEqual(
      html.map((i) => i.includes("data-zoom")),
      [true, false, false, false, true],
    );
    assert.match(
      html[4],
      /^<img src="https:\/\/example\.com\/e\.png" alt="e" loading="lazy" decoding="async" data-zoom="">$/,
      "a remote image has no size to read",
    );
  });
  it("a file that is no image keeps no size and no error", () => {
    const [img] = imgs(render("![n](./notes.txt)\n"));
    assert.doesNotMatch(img, /width=/);
  });
  it("images.formats: a PNG or JPEG sits in a <picture> offering its AVIF and WebP copies, which the build writes once per content", async () => {
    const html = modern.render("![Wide](./wide.png) ![Notes](./notes.txt)\n", { page: { inputPath: path.join(dir, "page.md") } });
    assert.match(
      html,
      /<picture><source type="image\/avif" srcset="\/docs\/assets\/wide\.([0-9a-f]{8})\.avif"><source type="image\/webp" srcset="\/docs\/assets\/wide\.\1\.webp"><img src="\/docs\/assets\/wide\.\1\.png" alt="Wide" width="1200" height="600"[^>]*><\/picture>/,
    );
    assert.doesNotMatch(html, /notes[^"]*\.avif/, "only PNG and JPEG get copies");
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "wd-images-out-"));
    process.env.WEB_DOCS_IMG_CACHE = path.join(out, "cache");
    try {
      await withFormats.write(path.join(out, "site"));
      const files = fs.readdirSync(path.join(out, "site", "assets")).sort();
      assert.deepEqual(
        files.map((f) => f.replace(/\.[0-9a-f]{8}\./, ".#.")),
        ["notes.#.txt", "wide.#.avif", "wide.#.png", "wide.#.webp"],
      );
      const avif = fs.readFileSync(path.join(out, "site", "assets", files[1]));
      assert.equal(avif.subarray(4, 12).toString("latin1"), "ftypavif");
      assert.equal(fs.readdirSync(path.join(out, "cache")).length, 2, "both copies cached by the PNG's content hash");
    } finally {
      delete process.env.WEB_DOCS_IMG_CACHE;
    }
  });
});
