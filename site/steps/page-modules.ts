// Client routing, build side: one content module per rendered page and hashmap.json (site/page-modules.ts).
// A partial build (npm run dev) merges the pages it re-rendered into the earlier builds' hash map.
import type { HashMap } from "../../common/page-map.ts";
import { type PageEntry, pageModuleFiles } from "../page-modules.ts";
import { writeFiles } from "./output.ts";
import { defineStep } from "./step.ts";

export const pageModulesStep = () => {
  let earlier: HashMap = {};
  return defineStep({
    name: "page modules",
    reads: ["routes", "partial", "progress"],
    writes: ["pages/<page>.<hash>.js", "hashmap.json"],
    async after(ctx, output) {
      const pages: PageEntry[] = [];
      for (const p of output.pages) {
        const route = ctx.routes.get(p.url);
        if (route) pages.push({ ...route, html: p.html });
      }
      ctx.progress?.(`writing ${pages.length} page modules`);
      const from = ctx.partial ? earlier : {};
      await writeFiles(output.root, (function* () {
        earlier = yield* pageModuleFiles(pages, from);
      })());
    },
  });
};
