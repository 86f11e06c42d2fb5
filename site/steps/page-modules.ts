// Client routing, build side: one content module per rendered page and hashmap.json (site/page-modules.ts).
// Each module is written as its page is, so no page's HTML waits in memory for the end of the build. A partial
// build (npm run dev) merges the pages it re-rendered into the earlier builds' hash map.
import fsp from "node:fs/promises";
import path from "node:path";
import type { HashMap } from "../../common/page-map.ts";
import { hashmapFile, pageModule } from "../page-modules.ts";
import { defineStep } from "./step.ts";

export const pageModulesStep = () => {
  let hashmap: HashMap = {};
  return defineStep({
    name: "page modules",
    reads: ["routes", "partial", "progress", "reused"],
    writes: ["pages/<page>.<hash>.js", "hashmap.json"],
    before(ctx) {
      if (!ctx.partial) hashmap = {};
    },
    page(ctx, page, out) {
      const route = ctx.routes.get(page.url);
      if (!route) return;
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
