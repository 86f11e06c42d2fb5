// The social cards build step: before Eleventy renders the pages it starts rendering the cards the cache
// lacks (in worker threads when there are many, so they draw beside the pages) and sets each page's card in
// the build context (the page shell reads it through the `socialCard` filter, site/templates-data.ts: og:image,
// twitter:card); after the pages are written it copies the cards to <out>/og/. Off with `socialCards: false`.
import fs from "node:fs";
import path from "node:path";
import type { SiteConfig } from "../config/types.ts";
import { BuildError } from "../errors.ts";
import { cardJobs, renderMissing, writeCards } from "./cards.ts";
import { defineStep } from "../steps/step.ts";
import { cardTheme } from "./render.ts";

/** The cache of rendered cards: WEB_DOCS_OG_CACHE, else node_modules/.cache/web-docs/og under the working folder. */
const ogCacheDir = () => path.resolve(process.env.WEB_DOCS_OG_CACHE ?? path.join("node_modules", ".cache", "web-docs", "og"));

/** The author's extra font files (`socialCards.fonts`), relative to the config file; a missing one stops the build. */
function cardFonts(config: SiteConfig): string[] {
  if (!config.socialCards) return [];
  const file = config.origin?.file ?? "config";
  const dir = config.origin?.file ? path.dirname(path.resolve(config.origin.file)) : process.cwd();
  return config.socialCards.fonts.map((f, i) => {
    const abs = path.resolve(dir, f);
    if (!fs.existsSync(abs))
      throw new BuildError(
        file,
        `socialCards.fonts[${i}]: no font file at ${abs}: give the path of a .ttf, .otf or .woff file (not .woff2), relative to this config file`,
      );
    return abs;
  });
}

export const socialCardsStep = () => {
  // The cards being rendered for this build (started before the pages render, awaited after they are written).
  let pending: Promise<{ rendered: number; cached: number; seconds: number }> | null = null;
  // Milliseconds the step held the build's own thread (keys, cache checks, copies): what cached cards cost a build.
  let ownMs = 0;
  // Across the rebuilds of `npm run dev`: the cards known to be in the cache, and the ones already in the
  // output (file → cached card), so a rebuild looks at the disk only for cards that changed.
  const known = new Set<string>();
  const written = new Map<string, string>();
  return defineStep({
    name: "social cards",
    reads: ["config", "pages", "partial", "progress"],
    sets: ["socialCards"],
    writes: ["og/<page path>.png"],
    before(ctx) {
      pending = null;
      // A partial build changes no title, order or front matter, nor the config: every card stays as it is.
      if (ctx.partial && ctx.socialCards.size) return;
      ctx.socialCards = new Map();
      if (ctx.config.socialCards === false) return;
      const held = performance.now();
      const theme = cardTheme();
      const fonts = cardFonts(ctx.config);
      const list = cardJobs(ctx.config, ctx.pages, theme, fonts);
      ctx.socialCards = new Map(list.map((j) => [j.url, j]));
      const started = Date.now();
      if (!ctx.partial) {
        known.clear();
        written.clear();
      }
      pending = renderMissing(list, { cacheDir: ogCacheDir(), theme, fonts }, known).then((stats) => ({ ...stats, seconds: (Date.now() - started) / 1000 }));
      pending.catch(() => undefined); // awaited after the pages are written
      ownMs = performance.now() - held;
    },
    async after(ctx, { root }) {
      if (!pending) return;
      const stats = await pending;
      const held = performance.now();
      writeCards([...ctx.socialCards.values()], ogCacheDir(), root, written);
      ownMs += performance.now() - held;
      ctx.progress?.(
        `social cards: ${stats.rendered} rendered (in ${stats.seconds.toFixed(1)} s, beside the pages), ${stats.cached} from the cache; ` +
          `${Math.round(ownMs)} ms of the build's thread (keys, cache checks, copies)`,
      );
    },
  });
};
