// Lighthouse 12 (the newest line that runs on Node 20) driving Debian's Chromium through chrome-launcher,
// with the desktop preset (1350×940, desktop network and CPU, simulated throttling). Scores 0–100 for
// performance, accessibility, best practices and SEO, and the audits that cost points.
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { CHROMIUM_ARGS } from "./browser.ts";

export interface LighthouseScores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** Audits scoring below 1 in any of the four categories: "category: audit title (score)". */
  lost: string[];
  error?: string;
}

const CATEGORIES = { performance: "performance", accessibility: "accessibility", "best-practices": "bestPractices", seo: "seo" } as const;

export async function runLighthouse(url: string): Promise<LighthouseScores> {
  process.env.CHROME_PATH = "/usr/bin/chromium";
  // Lighthouse's logger sets process.env.DEBUG (the debug package's enable()), which every later child inherits.
  const debug = process.env.DEBUG;
  const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: Object.keys(CATEGORIES) }, desktopConfig);
    if (!result) throw new Error("Lighthouse returned no result");
    const lhr = result.lhr;
    const scores: LighthouseScores = { performance: null, accessibility: null, bestPractices: null, seo: null, lost: [] };
    for (const [id, key] of Object.entries(CATEGORIES)) {
      const cat = lhr.categories[id];
      scores[key] = cat?.score === null || cat?.score === undefined ? null : Math.round(cat.score * 100);
      for (const ref of cat?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) scores.lost.push(`${id}: ${audit.title} (${audit.score})`);
      }
    }
    if (lhr.runtimeError) scores.error = lhr.runtimeError.message;
    return scores;
  } catch (e) {
    return { performance: null, accessibility: null, bestPractices: null, seo: null, lost: [], error: (e as Error).message };
  } finally {
    await chrome.kill();
    if (debug === undefined) delete process.env.DEBUG;
    else process.env.DEBUG = debug;
  }
}
