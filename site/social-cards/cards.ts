// The social cards of a site: which pages get one, where it is written (<out>/og/<page path>.png), and
// rendering the ones the cache lacks. The cache is a folder of PNGs named by the hash of each card's
// inputs (site/social-cards/render.ts cardKey), so a rebuild renders only cards whose title, area, site
// name, colours or renderer changed. Many missing cards render in worker threads, beside Eleventy.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { SiteConfig } from "../config/types.ts";
import type { ContentPage } from "../content-index.ts";
import { areaNames, areaOf } from "../areas.ts";
import { feedLink } from "../feeds.ts";
import { cachePath, writeAtomic } from "./cache.ts";
import { CARD_HEIGHT, CARD_WIDTH, type CardJob, type CardTheme, cardKeys, renderCard } from "./render.ts";

/** The card's file for a page URL: "/a/b.html" → "og/a/b.png". */
export const cardFile = (url: string) => `og/${url.replace(/^\//, "").replace(/\.html$/, "")}.png`;

/** Pages that get a card: all but the not-found page (bare `layout: false` pages have the same Open Graph head as any). */
const hasCard = (p: ContentPage) => p.url !== "/404.html";

export function cardJobs(config: SiteConfig, pages: ContentPage[], theme: CardTheme, fonts: string[] = []): CardJob[] {
  const names = areaNames(pages);
  const keyOf = cardKeys(theme, fonts);
  return pages.filter(hasCard).map((p) => {
    const area = areaOf(p.source);
    const input = { title: p.title, area: area ? names.get(area)! : "", siteName: config.title };
    return { url: p.url, file: cardFile(p.url), input, key: keyOf(input) };
  });
}

/** The head tags' values of a page's card. Without a configured origin the URL is base-relative (see docs/authoring.md). */
export function cardMeta(config: SiteConfig, job: CardJob) {
  const url = `/${job.file}`;
  // An area's own index page is titled like the area: its name once.
  const where = [job.input.area !== job.input.title ? job.input.area : "", job.input.siteName].filter(Boolean).join(" · ");
  return {
    // The feeds' rule for a site URL: absolute when the config names the origin, else under the base.
    src: feedLink(config, url),
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    alt: `${job.input.title} — ${where}`,
  };
}

export interface RenderOptions {
  cacheDir: string;
  theme: CardTheme;
  fonts?: string[];
  /** Worker threads for the missing cards; by default one per core but the one Eleventy renders on, once there are enough cards to pay for them. */
  workers?: number;
  /** The most cards one worker renders before a fresh one takes over (default CARDS_PER_WORKER). */
  perWorker?: number;
}

/** Cards below this many are rendered in the build's own thread (a worker takes ~0.3 s to load satori). */
const PER_WORKER = 24;
/** The most cards one worker thread renders before a fresh one takes over (bounds resvg's native memory). */
const CARDS_PER_WORKER = 64;

/** Render every card the cache lacks into it. Resolves with how many were rendered and how many were cached. */
export async function renderMissing(jobs: CardJob[], opts: RenderOptions, known?: Set<string>): Promise<{ rendered: number; cached: number }> {
  fs.mkdirSync(opts.cacheDir, { recursive: true });
  const seen = new Set<string>(known);
  const missing = jobs.filter((j) => {
    if (seen.has(j.key)) return false;
    seen.add(j.key);
    return !fs.existsSync(cachePath(opts.cacheDir, j.key));
  });
  const workers = Math.min(opts.workers ?? Math.max(1, os.availableParallelism() - 1), Math.floor(missing.length / PER_WORKER));
  if (workers < 1) {
    for (const j of missing) writeAtomic(cachePath(opts.cacheDir, j.key), await renderCard(j.input, opts.theme, opts.fonts));
  } else {
    const shares = Array.from({ length: workers }, (_, i) => missing.filter((_, k) => k % workers === i));
    // A worker renders at most CARDS_PER_WORKER cards and exits, and a fresh one takes the next batch:
    // resvg-js 2.6 keeps each rendered image's native memory (~3 MB a card) until its thread ends
    // (thx/resvg-js#216; RSS reached 3.9 GB for 1000 cards in one worker).
    await Promise.all(
      shares.map(async (share) => {
        const batch = opts.perWorker ?? CARDS_PER_WORKER;
        for (let i = 0; i < share.length; i += batch) await inWorker(share.slice(i, i + batch), opts);
      }),
    );
  }
  for (const j of jobs) known?.add(j.key);
  return { rendered: missing.length, cached: jobs.length - missing.length };
}

function inWorker(jobs: CardJob[], opts: RenderOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./worker.mjs", import.meta.url), {
      workerData: { jobs: jobs.map((j) => ({ key: j.key, input: j.input })), cacheDir: opts.cacheDir, theme: opts.theme, fonts: opts.fonts ?? [] },
    });
    worker.once("error", reject);
    worker.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`social card worker exited with code ${code}`))));
  });
}

/**
 * Put each page's card in the output: a hard link to the cached file (no copy; a copy where the output is on
 * another file system), skipped when the output already holds that very file (a rebuild in `npm run dev`).
 */
export function writeCards(jobs: CardJob[], cacheDir: string, root: string, written?: Map<string, string>): void {
  for (const j of jobs) {
    const from = cachePath(cacheDir, j.key);
    const to = path.join(root, j.file);
    // `written`: what an earlier build of this process put where (npm run dev rebuilds) — nothing to look at.
    if (written?.get(to) === from) continue;
    const there = fs.statSync(to, { throwIfNoEntry: false });
    const cached = there && fs.statSync(from);
    if (!there || !cached || there.ino !== cached.ino || there.dev !== cached.dev) {
      if (there) fs.rmSync(to);
      else fs.mkdirSync(path.dirname(to), { recursive: true });
      try {
        fs.linkSync(from, to);
      } catch {
        fs.copyFileSync(from, to);
      }
    }
    // Noted once the output holds it, so a failed link is tried again by the next build.
    written?.set(to, from);
  }
}
