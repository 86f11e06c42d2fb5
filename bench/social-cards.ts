// Social card figures on Web Docs' own pages (issue #20 budgets: ≤ 25 ms a card in a warm process, near
// zero when cached, ≤ 2 s added to a cold build of the site): the site built (scripts/build.ts) with an empty
// card cache, then again from the cache into a fresh output, each figure read from the build's own log line;
// and 40 cards one by one in this thread.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// The one internal import: one card's render time in a warm process can only be had by calling the renderer
// (a build renders many at once, in workers, beside the pages).
import { cardTheme, renderCard } from "../site/social-cards/render.ts";
import { timedBuild } from "./build-measure.ts";
import { REPO_ROOT } from "./root.ts";
import { median } from "./stats.ts";

export interface SocialCardFigures {
  cards: number;
  /** Wall time to render every card into an empty cache (the build's worker pool, beside its pages). */
  coldS: number;
  /** Median and p90 of one card rendered in a warm process (satori + resvg + PNG encoding). */
  warmMsPerCard: number;
  warmP90Ms: number;
  /** Per page with every card cached: hashing its inputs, the cache check and the copy into the output. */
  cachedMsPerPage: number;
}

const CARDS_LINE = /social cards: (\d+) rendered \(in ([\d.]+) s, beside the pages\), (\d+) from the cache; (\d+) ms of the build's thread/;

/** Build Web Docs' own site with WEB_DOCS_OG_CACHE = cacheDir; its social cards line's figures. */
async function buildWithCards(cacheDir: string, out: string) {
  const before = process.env.WEB_DOCS_OG_CACHE;
  process.env.WEB_DOCS_OG_CACHE = cacheDir;
  let log = "";
  try {
    await timedBuild(path.join(REPO_ROOT, "content"), path.join(REPO_ROOT, "web-docs.config.ts"), out, (l) => (log = l));
  } finally {
    if (before === undefined) delete process.env.WEB_DOCS_OG_CACHE;
    else process.env.WEB_DOCS_OG_CACHE = before;
  }
  const m = CARDS_LINE.exec(log);
  if (!m) throw new Error(`the build printed no social cards line:\n${log.slice(-2000)}`);
  return { rendered: Number(m[1]), seconds: Number(m[2]), cached: Number(m[3]), ownMs: Number(m[4]) };
}

export async function measureSocialCards(work: string): Promise<SocialCardFigures> {
  const cacheDir = fs.mkdtempSync(path.join(work, "og-cache-"));
  const out = fs.mkdtempSync(path.join(work, "og-out-"));
  try {
    const cold = await buildWithCards(cacheDir, path.join(out, "cold"));
    const cached = await buildWithCards(cacheDir, path.join(out, "cached"));
    if (cached.rendered) throw new Error(`the second build rendered ${cached.rendered} cards again instead of taking them from the cache`);
    // Cards like the site's: each page's title and the site's name (the built site's manifest), its top folder
    // standing in for its area's name (the manifest carries no area; the text's length is what costs).
    const manifest = JSON.parse(fs.readFileSync(path.join(out, "cold", "docs/web/web-docs.json"), "utf8")) as {
      title: string;
      locales: Array<{ pages: Array<[string, string, string]> }>;
    };
    const inputs = manifest.locales[0].pages.map(([file, title]) => ({ title, area: file.includes("/") ? file.split("/")[0] : "", siteName: manifest.title }));
    const theme = cardTheme();
    await renderCard({ title: "warm-up", area: "", siteName: "" }, theme);
    const times: number[] = [];
    for (const input of inputs.slice(0, 40)) {
      const t = performance.now();
      await renderCard(input, theme);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return {
      cards: cold.rendered,
      coldS: cold.seconds,
      warmMsPerCard: median(times) ?? Number.NaN,
      warmP90Ms: times[Math.floor(times.length * 0.9)],
      cachedMsPerPage: cached.ownMs / cached.cached,
    };
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

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  // `node --import tsx bench/social-cards.ts [--work DIR]` alone; `npm run bench` runs it too.
  const i = process.argv.indexOf("--work");
  const work = path.resolve(i > 0 ? process.argv[i + 1] : fs.mkdtempSync(path.join(os.tmpdir(), "web-docs-cards-bench-")));
  fs.mkdirSync(work, { recursive: true });
  console.log(socialCardLines(await measureSocialCards(work)).join("\n"));
}
