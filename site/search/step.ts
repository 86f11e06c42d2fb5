// The search index as a build step (site/build-steps.ts): built before the pages render, in a worker
// thread alongside them, and waited for before the build ends.
import fs from "node:fs";
import path from "node:path";
import type { BuildStep } from "../build-steps.ts";
import { type PendingSearchIndex, startSearchIndex } from "./build-index.ts";

interface EleventyResult {
  url: string;
  outputPath: string | false;
}

/** The folder the site was written to, from a written page (the event's `dir` is the configured one). */
function outputRoot(results: EleventyResult[]): string | null {
  const page = results.find((r) => r.outputPath && String(r.outputPath).endsWith(".html"));
  if (!page || !page.outputPath) return null;
  const url = page.url.endsWith("/") ? `${page.url}index.html` : page.url;
  return path.resolve(String(page.outputPath)).slice(0, -url.slice(1).split("/").join(path.sep).length);
}

export const searchIndexStep: BuildStep = {
  name: "search index",
  eleventy(eleventyConfig, ctx) {
    let pending: PendingSearchIndex | null = null;
    // Its name (a hash of its inputs) is known at once, so every page can name it in the top bar's
    // <web-docs-search index-url>, while the index itself builds on the other core.
    // A partial build (`npm run dev` re-rendering the page an edit touched) keeps the index's name, which the
    // pages not re-rendered still carry, and rewrites it in the background: the page reloads without waiting.
    let partial = false;
    eleventyConfig.on("eleventy.before", () => {
      pending?.cancel();
      partial = ctx.partial() && Boolean(ctx.assets["search-index.js"]);
      pending = startSearchIndex(ctx.pages(), ctx.contentDir, ctx.assetsDir, partial ? ctx.assets["search-index.js"] : undefined);
      ctx.assets["search-index.js"] = pending.file;
    });
    eleventyConfig.on("eleventy.after", async ({ results }: { results: EleventyResult[] }) => {
      if (partial) {
        const rebuilt = pending;
        void rebuilt?.done.then((error) => error && console.error(`[web-docs] search index: ${error.message}`));
        return;
      }
      const error = await pending?.done;
      if (error) throw new Error(`search index: ${error.message}`);
      if (pending) ctx.progress?.(`search index of ${ctx.pages().length} pages ready (${pending.file})`);
      // The files may be finished after Eleventy copied the assets folder (the author plugin's passthrough
      // copy): publish them now. Where nothing was copied yet, the build moves the whole folder itself.
      const root = outputRoot(results);
      const dir = path.join(ctx.assetsDir, "search");
      const published = root && path.join(root, "assets", "search");
      // (npm run dev writes the assets into the output itself: nothing to copy there.)
      if (published && path.resolve(published) !== path.resolve(dir) && fs.existsSync(path.join(root, "assets")) && fs.existsSync(dir)) fs.cpSync(dir, published, { recursive: true });
    });
  },
};
