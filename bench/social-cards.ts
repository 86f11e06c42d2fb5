// Social card figures on Web Docs' own pages (issue #20 budgets: ≤ 25 ms a card in a warm process, near
// zero when cached, ≤ 2 s added to a cold build of the site): rendered into an empty cache with the build's
// own worker pool, then again from the cache into a fresh output, and 40 cards one by one in this thread.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { REPO_ROOT } from "./root.ts";
import { ownConfig as webDocsConfig } from "../test/support/own-config.ts";
import { scanContent } from "../site/content-index.ts";
import { cardJobs, renderMissing, writeCards } from "../site/social-cards/cards.ts";
import { cardTheme, renderCard } from "../site/social-cards/render.ts";
import { median } from "./stats.ts";

export interface SocialCardFigures {
  cards: number;
  /** Wall time to render every card into an empty cache (worker pool as in a build). */
  coldS: number;
  /** Median and p90 of one card rendered in a warm process (satori + resvg + PNG encoding). */
  warmMsPerCard: number;
  warmP90Ms: number;
  /** Per page with every card cached: hashing its inputs, the cache check and the copy into the output. */
  cachedMsPerPage: number;
}

export async function measureSocialCards(work: string): Promise<SocialCardFigures> {
  const pages = scanContent(path.join(REPO_ROOT, "content"));
  const theme = cardTheme();
  const cacheDir = fs.mkdtempSync(path.join(work, "og-cache-"));
  const out = fs.mkdtempSync(path.join(work, "og-out-"));
  try {
    const t0 = performance.now();
    const jobs = cardJobs(webDocsConfig, pages, theme);
    await renderMissing(jobs, { cacheDir, theme });
    const coldS = (performance.now() - t0) / 1000;
    const t1 = performance.now();
    const again = cardJobs(webDocsConfig, pages, theme);
    await renderMissing(again, { cacheDir, theme });
    writeCards(again, cacheDir, out);
    const cachedMsPerPage = (performance.now() - t1) / again.length;
    await renderCard({ title: "warm-up", area: "", siteName: "" }, theme);
    const times: number[] = [];
    for (const j of jobs.slice(0, 40)) {
      const t = performance.now();
      await renderCard(j.input, theme);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return { cards: jobs.length, coldS, warmMsPerCard: median(times)!, warmP90Ms: times[Math.floor(times.length * 0.9)], cachedMsPerPage };
  } finally {
    fs.rmSync(cacheDir, { recursive: true, force: true });
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/** The report's lines. */
export function socialCardLines(f: SocialCardFigures, cores = os.availableParallelism()): string[] {
  return [
    `## Social cards (${f.cards} pages, Web Docs' own site)`,
    "",
    `Every card rendered into an empty cache: **${f.coldS.toFixed(1)} s** (${cores} cores; during a build this runs in worker threads beside Eleventy's page rendering). ` +
      `One card in a warm process: median **${f.warmMsPerCard.toFixed(1)} ms**, p90 ${f.warmP90Ms.toFixed(1)} ms (budget ≤ 25 ms). ` +
      `Everything cached: **${f.cachedMsPerPage.toFixed(2)} ms** a page (budget: near zero).`,
    "",
  ];
}
