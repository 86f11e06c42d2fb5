// The search index as a build step (site/build-steps.ts). Its name (a hash of its inputs) is known before
// the pages render, so every page can name it in the top bar's <web-docs-search index-url>; its records come
// from the render (site/page-record.ts searchRecords), counted as each page's Markdown renders, in a worker
// on a large site (index-thread.ts), and the index is built while the pages are laid out. One index per locale
// (site/locales.ts searchIndexGroups): a site without locales builds exactly one, "search-index.js".
import path from "node:path";
import { copyTreeReplacing } from "../link-or-copy.ts";
import fs from "node:fs";
import { localeKeyFor, searchIndexGroups } from "../locales.ts";
import { versionOf } from "../versions.ts";
import { placeOf } from "../sidebar.ts";
import { defineStep } from "../steps/step.ts";
import { clearFolder, searchablePages, searchIndexName } from "./build-index.ts";
import { indexThread, type IndexThread, usesWorker } from "./index-thread.ts";
import type { IndexWritten } from "./indexer.ts";
import { pageRecords } from "./records.ts";
import { readRoots } from "../contain.ts";
import type { BuildContext } from "../steps/context.ts";
import type { ContentPage } from "../content-index.ts";

const linkOf = (p: { url: string }) => p.url.replace(/^\//, "");
/** Each page's place in the site, by URL (IndexPage.place). */
const placesOf = (ctx: Readonly<Pick<BuildContext, "sidebars">>, pages: ContentPage[]): Record<string, string[]> =>
  Object.fromEntries(pages.map((p) => [p.url, placeOf(ctx.sidebars, p.url)]));

/**
 * `keepThread`: keep the indexer and its pages' records between builds, for partial builds (npm run dev) to
 * add the pages they render again; otherwise it is closed once the index is written, its memory freed
 * while the pages are still being laid out (at 10,000 pages, the difference between the build's peak memory
 * and that plus the indexer's).
 */
export const searchIndexStep = ({ keepThread = true }: { keepThread?: boolean } = {}) => {
  let thread: IndexThread | undefined;
  let added = new Set<string>();
  let indexes: Array<{ asset: string; pages: ContentPage[]; name: string }> = [];
  // This build's places of its pages, by URL: worked out once (the name, the counted context and the index read them).
  let places: Record<string, string[]> = {};
  let partial = false;
  // This build's: the writes started (null: not yet), and whether a page's records came after they did.
  let writes: Array<Promise<IndexWritten>> | null = null;
  let late = false;
  let checked = false;

  /** Ask for this build's indexes: pages in each index's order, with their records where the thread has none. */
  const startWrites = (ctx: Readonly<Pick<BuildContext, "assetsDir">>) => {
    for (const w of writes ?? []) w.catch(() => {}); // (superseded: the later writes say what failed)
    writes = indexes.map((index) => {
      const pages = index.pages.map((p) => {
        const link = linkOf(p);
        const page = { link, title: p.title, place: places[p.url] };
        // A page not rendered from Markdown: its title and description.
        return added.has(link) ? page : { ...page, records: pageRecords([], { link, title: p.title, frontmatter: p.frontmatter }) };
      });
      return thread!.write(pages, path.join(ctx.assetsDir, "search"), index.name, !keepThread);
    });
    const these = writes;
    if (!keepThread)
      void Promise.allSettled(these).then(() => {
        if (writes !== these) return;
        thread?.close();
        thread = undefined;
      });
  };

  return defineStep({
    name: "search index",
    reads: ["config", "pages", "bodies", "sidebars", "contentDir", "assetsDir", "assets", "partial", "progress", "reused"],
    // The search index modules join the assets the templates name (their names are known before pages render).
    sets: ["assets", "recorded"],
    writes: ["assets/search/…", "search-versions.json"],
    // A partial build (`npm run dev` re-rendering the page an edit touched) keeps the index's name, which the
    // pages not re-rendered still carry, and rewrites it in the background: the page reloads without waiting.
    before(ctx) {
      writes = null;
      late = false;
      checked = false;
      // A version reused from the cache (site/version-cache.ts) brings its index: it is not built again.
      const reused = new Map(ctx.reused.flatMap((r) => Object.entries(r.search)));
      for (const [asset, file] of reused) ctx.assets[asset] = file;
      const groups = searchIndexGroups(ctx.config, ctx.pages).filter((g) => !reused.has(g.asset));
      partial = Boolean(thread) && ctx.partial && groups.every((g) => Boolean(ctx.assets[g.asset]));
      if (!partial) {
        const size = groups.reduce((n, g) => n + g.pages.length, 0);
        if (thread?.inWorker !== usesWorker(size)) {
          thread?.close();
          thread = indexThread(size);
        }
        thread!.reset();
        added = new Set();
      }
      // The indexes share assets/search/ (their files are content-hashed): cleared once.
      if (!partial && groups.length) clearFolder(path.join(ctx.assetsDir, "search"));
      const extraRoots = readRoots(ctx.contentDir, ctx.config).slice(1);
      places = placesOf(
        ctx,
        groups.flatMap((g) => g.pages),
      );
      indexes = groups.map((g) => {
        const name = partial
          ? path.posix.basename(ctx.assets[g.asset])
          : searchIndexName(searchablePages(g.pages, ctx.contentDir, places, extraRoots, ctx.bodies));
        ctx.assets[g.asset] = `assets/search/${name}`;
        return { asset: g.asset, pages: g.pages.filter((p) => p.frontmatter.search !== false), name };
      });
      // Each page's records as its Markdown renders: counted on the other core while the others render.
      ctx.recorded = (_file, records) => {
        const link = records?.[0]?.l;
        // (Once a build that keeps no thread asked for its index, every page's records were in: any now are a
        // page rendered twice, already counted.)
        if (!records || link === undefined || !thread || (writes && !keepThread)) return;
        thread!.add(link, records, places[`/${link}`] ?? []);
        added.add(link);
        if (writes) late = true;
      };
    },
    page(ctx) {
      // Eleventy renders every page's Markdown before it lays the first page out: by now every page's records
      // are in, and the index builds on the other core while the pages are laid out. (A page whose records
      // come later has its index written again once every page is written.)
      if (checked) return;
      checked = true;
      if (partial || indexes.every((index) => index.pages.every((p) => added.has(linkOf(p))))) startWrites(ctx);
    },
    async after(ctx, { root }) {
      writeVersionIndexes(ctx, root);
      // (Once more where records came after the writes started: the thread writes in order, this one last.)
      if (!writes || (late && thread)) startWrites(ctx);
      const written = writes ?? [];
      if (partial) {
        for (const w of written) w.catch((e: Error) => console.error(`[web-docs] search index: ${e.message}`));
        return;
      }
      const settled = await Promise.allSettled(written);
      if (!keepThread) {
        thread?.close();
        thread = undefined;
      }
      const failed = settled.flatMap((s, i) =>
        s.status === "rejected" ? [`search index${indexes.length > 1 ? ` (${indexes[i].asset})` : ""}: ${(s.reason as Error).message}`] : [],
      );
      if (failed.length) throw new Error(failed.join("\n"));
      for (const index of indexes) ctx.progress?.(`search index of ${index.pages.length} pages ready (${ctx.assets[index.asset]})`);
      // The files may be finished after Eleventy copied the assets folder (the author plugin's passthrough
      // copy): publish them now. Where nothing was copied yet, the build moves the whole folder itself.
      const dir = path.join(ctx.assetsDir, "search");
      const published = path.join(root, "assets", "search");
      // (npm run dev writes the assets into the output itself: nothing to copy there.)
      if (indexes.length && path.resolve(published) !== path.resolve(dir) && fs.existsSync(path.join(root, "assets")) && fs.existsSync(dir))
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
