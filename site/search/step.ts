// The search index as a build step (site/build-steps.ts): built before the pages render, in a worker
// thread alongside them, and waited for before the build ends.
import fs from "node:fs";
import path from "node:path";
import { defineStep } from "../steps/step.ts";
import { type PendingSearchIndex, startSearchIndex } from "./build-index.ts";

export const searchIndexStep = () => {
  let pending: PendingSearchIndex | null = null;
  let partial = false;
  return defineStep({
    name: "search index",
    reads: ["pages", "contentDir", "assetsDir", "assets", "partial", "progress"],
    writes: ["assets/search/…"],
    // Its name (a hash of its inputs) is known at once, so every page can name it in the top bar's
    // <web-docs-search index-url>, while the index itself builds on the other core.
    // A partial build (`npm run dev` re-rendering the page an edit touched) keeps the index's name, which the
    // pages not re-rendered still carry, and rewrites it in the background: the page reloads without waiting.
    before(ctx) {
      pending?.cancel();
      partial = ctx.partial && Boolean(ctx.assets["search-index.js"]);
      pending = startSearchIndex(ctx.pages, ctx.contentDir, ctx.assetsDir, partial ? ctx.assets["search-index.js"] : undefined);
      ctx.assets["search-index.js"] = pending.file;
    },
    async after(ctx, { root }) {
      if (partial) {
        const rebuilt = pending;
        void rebuilt?.done.then((error) => error && console.error(`[web-docs] search index: ${error.message}`));
        return;
      }
      const error = await pending?.done;
      if (error) throw new Error(`search index: ${error.message}`);
      if (pending) ctx.progress?.(`search index of ${ctx.pages.length} pages ready (${pending.file})`);
      // The files may be finished after Eleventy copied the assets folder (the author plugin's passthrough
      // copy): publish them now. Where nothing was copied yet, the build moves the whole folder itself.
      const dir = path.join(ctx.assetsDir, "search");
      const published = path.join(root, "assets", "search");
      // (npm run dev writes the assets into the output itself: nothing to copy there.)
      if (path.resolve(published) !== path.resolve(dir) && fs.existsSync(path.join(root, "assets")) && fs.existsSync(dir)) fs.cpSync(dir, published, { recursive: true });
    },
  });
};
