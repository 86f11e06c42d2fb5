import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { BUILT_SITES, htmlPages } from "./sites.ts";

// Social cards of every built site (issue #20): each doc page's head names a 1200×630 PNG that exists in
// the output, absolutely (each built site's config names its origin), with its size, alt text and twitter:card.

const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer): [number, number] {
  assert.equal(png.subarray(0, 8).toString("hex"), "89504e470d0a1a0a", "PNG signature");
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

for (const site of BUILT_SITES) {
  describe(`social cards: ${site.name}`, () => {
    it("every doc page has og:image pointing at a 1200×630 PNG that exists, with its size, alt and twitter:card", () => {
      const pages = htmlPages(site.root, site.base).filter((f) => f !== "404.html");
      let checked = 0;
      for (const f of pages) {
        const html = fs.readFileSync(path.join(site.root, f), "utf8");
        if (!html.includes('<meta property="og:type" content="article">')) continue; // doc pages
        const src = meta(html, "og:image");
        assert.ok(src, `${f}: og:image`);
        assert.ok(src.startsWith(`${site.hostname}${site.base}og/`) && src.endsWith(".png"), `${f}: og:image ${src} is an absolute URL under og/`);
        const file = path.join(site.root, src.slice(`${site.hostname}${site.base}`.length));
        assert.ok(fs.existsSync(file), `${f}: ${src} exists`);
        assert.deepEqual(pngSize(fs.readFileSync(file)), [1200, 630], `${f}: card size`);
        assert.equal(meta(html, "og:image:width"), "1200", f);
        assert.equal(meta(html, "og:image:height"), "630", f);
        assert.ok(meta(html, "og:image:alt")?.trim(), `${f}: og:image:alt`);
        assert.equal(meta(html, "twitter:card"), "summary_large_image", f);
        checked++;
      }
      assert.ok(checked > 0, "the site has doc pages");
    });
  });
}
