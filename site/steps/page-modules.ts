// Client routing, build side: one content module per rendered page and hashmap.json (site/page-modules.ts).
// Each module is written as its page is, so no page's HTML waits in memory for the end of the build. A partial
// build (npm run dev) merges the pages it re-rendered into the earlier builds' hash map.
import fsp from "node:fs/promises";
import path from "node:path";
import type { HashMap } from "../../common/page-map.ts";
import { hashmapFile, pageModule } from "../page-modules.ts";
import { BuildError } from "../errors.ts";
import { defineStep } from "./step.ts";

/** The shell's mark of a page the client router may show in place (templates/shell.njk). */
const ROUTED = /<meta name="web-docs-router" content="on">/;

export const pageModulesStep = () => {
  let hashmap: HashMap = {};
  // Pages of versions reused from the cache: their modules are in place (their views were never made).
  let reused = new Set<string>();
  return defineStep({
    name: "page modules",
    reads: ["routes", "partial", "progress", "reused"],
    writes: ["pages/<page>.<hash>.js", "hashmap.json"],
    before(ctx) {
      if (!ctx.partial) hashmap = {};
      reused = new Set(ctx.reused.flatMap((r) => r.pages.map((p) => p.url)));
    },
    page(ctx, page, out) {
      if (reused.has(page.url)) return;
      const route = ctx.routes.get(page.url);
      if (!route) {
        // A page laid out by the shell says it can be routed to (its router meta): its view must exist, else
        // the router would meet a page with no module. Other pages (an Eleventy project's own layouts, the
        // author plugin) are not the theme's and load in full.
        if (ROUTED.test(page.html))
          throw new BuildError(
            page.file,
            `the page (${page.url}) was laid out by the Web Docs shell but has no page view: its layout did not call the pageView filter`,
          );
        return;
      }
      const { key, hash, file } = pageModule({ ...route, html: page.html });
      hashmap[key] = hash;
      out.write(file.path, file.contents);
    },
    async after(ctx, output) {
      // A version reused from the cache: its modules are in place, its pages keep their entries.
      for (const r of ctx.reused) Object.assign(hashmap, r.hashmap);
      ctx.progress?.(`${Object.keys(hashmap).length} page modules written`);
      const file = hashmapFile(hashmap);
      await fsp.writeFile(path.join(output.root, file.path), file.contents);
    },
  });
};
