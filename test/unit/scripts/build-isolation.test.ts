// Two builds of different sites in one process (the tests, `npm run dev` after a config change) each see
// only their own build context: built at the same time, every output and context holds its own site alone,
// and a later build of the first site writes the same as before.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { build } from "../../../scripts/build.ts";
import type { BuildContext } from "../../../site/steps/context.ts";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wd-isolation-"));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

const sites = {
  fixture: { content: "test/fixtures/site/content", config: "test/fixtures/site/site.config.json", base: "docs/web" },
  author: { content: "test/fixtures/author-site/docs", config: "test/fixtures/author-site/web-docs.config.json", base: "handbook" },
};
type Site = keyof typeof sites;
const outOf = (site: Site, run: string) => path.join(tmp, `${site}-${run}`);
const args = (site: Site, run: string) => ["--content", sites[site].content, "--config", sites[site].config, "--out", outOf(site, run)];
const read = (site: Site, run: string, file: string) => fs.readFileSync(path.join(outOf(site, run), sites[site].base, file), "utf8");

describe("two builds in one process", () => {
  const contexts: Record<string, BuildContext[]> = { fixture: [], author: [] };
  it("built at the same time, each writes and sees only its own site", async () => {
    await Promise.all((Object.keys(sites) as Site[]).map((site) => build(args(site, "a"), (ctx) => contexts[site].push(ctx))));
    for (const site of Object.keys(sites) as Site[]) {
      assert.equal(contexts[site].length, 1, `${site}: one build context`);
      const ctx = contexts[site][0];
      assert.equal(ctx.contentDir, path.resolve(sites[site].content));
      assert.equal(ctx.config.base, `/${sites[site].base}/`);
      // Every page the build laid out is a page of its own content folder.
      const own = new Set(ctx.pages.map((p) => p.url));
      assert.ok(ctx.routes.size > 3);
      for (const url of ctx.routes.keys()) assert.ok(own.has(url) || url === "/404.html", `${site}: ${url} is its own page`);
      const hashmap = Object.keys(JSON.parse(read(site, "a", "hashmap.json")));
      assert.deepEqual(hashmap.sort(), [...ctx.routes.keys()].map((u) => u.slice(1)).sort());
      // The sitemap names pages under its own base only.
      const locs = [...read(site, "a", "sitemap.xml").matchAll(/<loc>[^<]*?\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
      assert.ok(locs.length > 3);
      for (const loc of locs) assert.ok(loc.startsWith(`/${sites[site].base}/`), `${site}: ${loc} under its base`);
    }
    assert.match(read("author", "a", "index.html"), /<title>[^<]*Handbook/);
    assert.doesNotMatch(read("fixture", "a", "index.html"), /Handbook/);
  });
  // Eleventy keeps compiled layouts process-wide: a later build must still lay out its pages with its own context.
  it("later builds of each site, one after the other, write the same pages and modules as before", async () => {
    for (const site of ["fixture", "author"] as Site[]) {
      await build(args(site, "b"));
      for (const file of ["index.html", "hashmap.json", "sitemap.xml", "llms.txt"])
        assert.equal(read(site, "b", file), read(site, "a", file), `${site}: ${file}`);
    }
  });
});
