// The search index as a build step (site/build-steps.ts): built before the pages render, in a worker
// thread alongside them, and waited for before the build ends. One index per locale (site/locales.ts
// searchIndexGroups): a site without locales builds exactly one, "search-index.js".
import fs from "node:fs";
import { copyTreeReplacing } from "../link-or-copy.ts";
import path from "node:path";
import { localeKeyFor, searchIndexGroups } from "../locales.ts";
import { versionOf } from "../versions.ts";
import { placeOf } from "../sidebar.ts";
import { defineStep } from "../steps/step.ts";
import { type PendingSearchIndex, startSearchIndex } from "./build-index.ts";
import { readRoots } from "../contain.ts";
import type { BuildContext } from "../steps/context.ts";

export const searchIndexStep = () => {
  let pending: Array<{ asset: string; pages: number; index: PendingSearchIndex }> = [];
  let partial = false;
  return defineStep({
    name: "search index",
    reads: ["config", "pages", "bodies", "sidebars", "contentDir", "assetsDir", "assets", "partial", "progress", "reused"],
    // The search index modules join the assets the templates name (their names are known before pages render).
    sets: ["assets"],
    writes: ["assets/search/…", "search-versions.json"],
    // Its name (a hash of its inputs) is known at once, so every page can name it in the top bar's
    // <web-docs-search index-url>, while the index itself builds on the other core.
    // A partial build (`npm run dev` re-rendering the page an edit touched) keeps the index's name, which the
    // pages not re-rendered still carry, and rewrites it in the background: the page reloads without waiting.
    before(ctx) {
      for (const p of pending) p.index.cancel();
      // A version reused from the cache (site/version-cache.ts) brings its index: it is not built again.
      const reused = new Map(ctx.reused.flatMap((r) => Object.entries(r.search)));
      for (const [asset, file] of reused) ctx.assets[asset] = file;
      const groups = searchIndexGroups(ctx.config, ctx.pages).filter((g) => !reused.has(g.asset));
      partial = ctx.partial && groups.every((g) => Boolean(ctx.assets[g.asset]));
      // The indexes share assets/search/ (their files are content-hashed): cleared once, by the first.
      pending = groups.map((g, i) => ({
        asset: g.asset,
        pages: g.pages.length,
        index: startSearchIndex(g.pages, ctx.contentDir, ctx.assetsDir, {
          keepFile: partial ? ctx.assets[g.asset] : undefined,
          clean: i === 0,
          markdown: ctx.config.markdown,
          places: Object.fromEntries(g.pages.map((p) => [p.url, placeOf(ctx.sidebars, p.url)])),
          extraRoots: readRoots(ctx.contentDir, ctx.config).slice(1),
          bodies: ctx.bodies,
        }),
      }));
      for (const p of pending) ctx.assets[p.asset] = p.index.file;
    },
    async after(ctx, { root }) {
      writeVersionIndexes(ctx, root);
      if (partial) {
        for (const p of pending) void p.index.done.then((error) => error && console.error(`[web-docs] search index: ${error.message}`));
        return;
      }
      for (const p of pending) {
        const error = await p.index.done;
        if (error) throw new Error(`search index${pending.length > 1 ? ` (${p.asset})` : ""}: ${error.message}`);
        ctx.progress?.(`search index of ${p.pages} pages ready (${p.index.file})`);
      }
      // The files may be finished after Eleventy copied the assets folder (the author plugin's passthrough
      // copy): publish them now. Where nothing was copied yet, the build moves the whole folder itself.
      const dir = path.join(ctx.assetsDir, "search");
      const published = path.join(root, "assets", "search");
      // (npm run dev writes the assets into the output itself: nothing to copy there.)
      if (path.resolve(published) !== path.resolve(dir) && fs.existsSync(path.join(root, "assets")) && fs.existsSync(dir))
        // Replaced, not written through: the output may hold a reused version's file linked to the versions cache.
        copyTreeReplacing(dir, published);
    },
  });
};

/** The file a versioned site's search dialog lists every version's index from (widgets/search/versions.ts). */
const SEARCH_VERSIONS_FILE = "search-versions.json";

/**
 * search-versions.json: each version's index in each language. Its name is fixed, so no page names another
 * version's content-hashed index: a version reused from the build cache stays valid as it is.
 */
function writeVersionIndexes(ctx: Readonly<Pick<BuildContext, "config" | "pages" | "assets">>, root: string): void {
  const list = ctx.config.versions?.list;
  if (!list) return;
  const indexes = searchIndexGroups(ctx.config, ctx.pages).flatMap((g) => {
    const first = g.pages[0];
    const version = first && versionOf(ctx.config, first.url)?.version;
    return version && ctx.assets[g.asset] ? [{ version, locale: localeKeyFor(ctx.config, first.url), file: ctx.assets[g.asset] }] : [];
  });
  indexes.sort((a, b) => list.indexOf(a.version) - list.indexOf(b.version));
  fs.writeFileSync(path.join(root, SEARCH_VERSIONS_FILE), `${JSON.stringify({ indexes })}\n`);
}
