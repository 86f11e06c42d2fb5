// The social cards build step: before Eleventy renders the pages it starts rendering the cards the cache
// lacks (in worker threads when there are many, so they draw beside the pages), gives the page shell
// each page's card through the `webDocsSocialCard` filter (og:image, twitter:card), and after the pages
// are written copies the cards to <out>/og/. Off with `socialCards: false`.
import fs from "node:fs";
import path from "node:path";
import type { BuildStep } from "../build-steps.ts";
import type { SiteConfig } from "../config/types.ts";
import { BuildError } from "../errors.ts";
import { outputRoot, type Written } from "../seo-files.ts";
import { type CardJob, cardJobs, cardMeta, renderMissing, writeCards } from "./cards.ts";
import { cardTheme } from "./render.ts";

/** The cache of rendered cards: WEB_DOCS_OG_CACHE, else node_modules/.cache/web-docs/og under the working folder. */
export const ogCacheDir = () => path.resolve(process.env.WEB_DOCS_OG_CACHE ?? path.join("node_modules", ".cache", "web-docs", "og"));

/** The author's extra font files (`socialCards.fonts`), relative to the config file; a missing one stops the build. */
export function cardFonts(config: SiteConfig): string[] {
  if (!config.socialCards) return [];
  const file = config.origin?.file ?? "config";
  const dir = config.origin?.file ? path.dirname(path.resolve(config.origin.file)) : process.cwd();
  return config.socialCards.fonts.map((f, i) => {
    const abs = path.resolve(dir, f);
    if (!fs.existsSync(abs)) throw new BuildError(file, `socialCards.fonts[${i}]: no font file at ${abs}: give the path of a .ttf, .otf or .woff file (not .woff2), relative to this config file`);
    return abs;
  });
}

/**
 * The cards of the build under way, read by the filter at call time: Eleventy caches compiled templates
 * (and the filters they hold) across instances in one process, so a closure from an earlier build would go stale.
 */
let active: { config: SiteConfig; jobs: Map<string, CardJob> } | null = null;

export const socialCardsStep: BuildStep = {
  name: "social cards",
  eleventy(eleventyConfig, ctx) {
    let pending: Promise<{ rendered: number; cached: number; seconds: number }> | null = null;
    let started = 0;
    // Registered under its namespaced name only: the shell calls it so in both the build and the author plugin.
    eleventyConfig.addFilter("webDocsSocialCard", (page: { url?: string } | undefined) => {
      const url = String(page?.url ?? "");
      const job = active?.jobs.get(url.endsWith("/") ? `${url}index.html` : url);
      return job && active ? cardMeta(active.config, job) : null;
    });
    eleventyConfig.on("eleventy.before", () => {
      pending = null;
      active = { config: ctx.config, jobs: new Map() };
      if (ctx.config.socialCards === false) return;
      const theme = cardTheme();
      const fonts = cardFonts(ctx.config);
      const list = cardJobs(ctx.config, ctx.pages(), theme, fonts);
      active.jobs = new Map(list.map((j) => [j.url, j]));
      started = Date.now();
      pending = renderMissing(list, { cacheDir: ogCacheDir(), theme, fonts }).then((stats) => ({ ...stats, seconds: (Date.now() - started) / 1000 }));
      pending.catch(() => undefined); // awaited after the pages are written
    });
    eleventyConfig.on("eleventy.after", async ({ results }: { results: Written[] }) => {
      if (!pending) return;
      const stats = await pending;
      const root = outputRoot(results);
      if (!root) return;
      writeCards([...(active?.jobs.values() ?? [])], ogCacheDir(), root);
      ctx.progress?.(`social cards: ${stats.rendered} rendered (in ${stats.seconds.toFixed(1)} s, beside the pages), ${stats.cached} from the cache`);
    });
  },
};
