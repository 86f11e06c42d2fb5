// Search relevance on Web Docs' own articles: the labelled queries of test/relevance/*.json run through
// the site's engine (common/search/engine.ts) on the index the build wrote into dist/, scored as MRR@10
// and success@1/@3, set by set. `npm run bench -- --relevance` or `node --import tsx bench/relevance.ts`
// (builds the site into dist/ first; `--no-build` uses the one there), then the same queries through
// Pagefind on the same pages (bench/pagefind.ts; `--no-pagefind` skips it).
//
// The sets: queries.json, the one the ranking was tuned with (its target: MRR@10 ≥ 0.97); blind-a.json and
// blind-b.json, written from the articles alone by two other writers who saw neither the search code nor
// the other sets (test/relevance/README.md).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { REPO_ROOT } from "./root.ts";
// Not a public entry point: the engine the site's pages ship (common/ is bundled into the widgets), run here
// in Node on the built index, so hundreds of queries score the ranking alone, not the dialog's typing and drawing.
import { SearchEngine, type RootData } from "../common/search/engine.ts";

/** One labelled query: the page (link relative to the base) and, where it matters, the heading that should come first. */
export interface RelevanceQuery {
  q: string;
  /** What kind of query a reader types (word, phrase, api, question, misspelling, prefix, spelling). */
  kind: string;
  page: string;
  anchor?: string;
}

export const QUERIES_FILE = path.join(REPO_ROOT, "test/relevance/queries.json");
/** Every labelled set, the tuned one first. */
export const RELEVANCE_SETS = [QUERIES_FILE, ...["blind-a.json", "blind-b.json"].map((f) => path.join(REPO_ROOT, "test/relevance", f))];
const setName = (file: string) => path.relative(REPO_ROOT, file);
const SITE = path.join(REPO_ROOT, "dist/docs/web");
const K = 10;

export function loadQueries(file = QUERIES_FILE): RelevanceQuery[] {
  const list = JSON.parse(fs.readFileSync(file, "utf8")) as RelevanceQuery[];
  list.forEach((r, i) => {
    if (typeof r.q !== "string" || !r.q.trim() || typeof r.page !== "string" || typeof r.kind !== "string")
      throw new Error(`${path.relative(REPO_ROOT, file)}: entry ${i + 1} needs "q", "kind" and "page" strings`);
  });
  return list;
}

/** 1-based rank of the first result on the expected page (and heading, when given) within the top k, or 0. */
export function rankOf(results: Array<{ l: string; a: string }>, want: RelevanceQuery, k = K): number {
  const i = results.slice(0, k).findIndex((r) => r.l === want.page && (want.anchor === undefined || r.a === want.anchor));
  return i + 1;
}

/** MRR@k and success@1/@3 of 1-based ranks (0 = not in the top k). */
export function relevanceScores(ranks: number[]): { mrr: number; at1: number; at3: number } {
  const n = ranks.length || 1;
  return {
    mrr: ranks.reduce((s, r) => s + (r > 0 ? 1 / r : 0), 0) / n,
    at1: ranks.filter((r) => r === 1).length / n,
    at3: ranks.filter((r) => r > 0 && r <= 3).length / n,
  };
}

/** The same queries counted at page level: the first result on the wanted page, whatever its heading. */
function pageLevel(ranks: number[]): string {
  const s = relevanceScores(ranks);
  return `  page level (the wanted page, any heading): MRR@${K} ${s.mrr.toFixed(3)}   success@1 ${(s.at1 * 100).toFixed(1)} %   success@3 ${(s.at3 * 100).toFixed(1)} %`;
}

/** The index module the built home page names (`<web-docs-search index-url>`). */
async function loadEngine(): Promise<SearchEngine> {
  const home = path.join(SITE, "index.html");
  // Built afresh by default: an index left in dist/ by older code would report that code's ranking.
  if (!process.argv.includes("--no-build") || !fs.existsSync(home)) {
    console.log("[relevance] building the site into dist/ …");
    execFileSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], { cwd: REPO_ROOT, stdio: "inherit" });
  }
  const url = /index-url="[^"]*\/(assets\/search\/[^"]+)"/.exec(fs.readFileSync(home, "utf8"))?.[1];
  if (!url) throw new Error(`${path.relative(REPO_ROOT, home)} names no search index (index-url): is search on in the site config?`);
  const root = path.join(SITE, url);
  const load = async (file: string) => ((await import(pathToFileURL(path.join(path.dirname(root), file)).href)) as { default: unknown }).default;
  return new SearchEngine((await load(path.basename(root))) as RootData, load);
}

/**
 * The same queries through Pagefind on the same built pages (dist/), indexed into dist/docs/web/pagefind/
 * and queried in Chromium. A wanted heading counts when it is among the page's sub-results.
 */
export async function runPagefindRelevance(port = Number(process.env.BENCH_PORT ?? 8473)): Promise<Array<{ mrr: number; at1: number; at3: number }>> {
  const { pagefindIndex, pagefindResults } = await import("./pagefind.ts");
  const { launchBrowser, startServer } = await import("./browser.ts");
  const indexed = await pagefindIndex(SITE);
  const server = await startServer(path.join(REPO_ROOT, "dist"), null, port);
  const browser = await launchBrowser();
  try {
    const all: Array<{ mrr: number; at1: number; at3: number }> = [];
    for (const file of RELEVANCE_SETS) {
      const queries = loadQueries(file);
      const results = await pagefindResults(
        browser,
        `${server.origin}/docs/web/index.html`,
        "/docs/web/",
        queries.map((q) => q.q),
        K,
      );
      const ranks = queries.map(
        (want, i) => results[i].findIndex((r) => r.l === want.page && (want.anchor === undefined || r.anchors.includes(want.anchor))) + 1,
      );
      const pageRanks = queries.map((want, i) => results[i].findIndex((r) => r.l === want.page) + 1);
      const s = relevanceScores(ranks);
      console.log(
        `Pagefind relevance, ${setName(file)} (${queries.length} queries; ${indexed.pages} pages indexed from <main>; a heading counts anywhere in a page's sub-results):`,
      );
      console.log(`  MRR@${K} ${s.mrr.toFixed(3)}   success@1 ${(s.at1 * 100).toFixed(1)} %   success@3 ${(s.at3 * 100).toFixed(1)} %`);
      console.log(`  by kind: ${byKind(queries, ranks)}`);
      console.log(pageLevel(pageRanks));
      all.push(s);
    }
    return all;
  } finally {
    await browser.close();
    server.stop();
  }
}

const byKind = (queries: RelevanceQuery[], ranks: number[]) =>
  [...new Set(queries.map((q) => q.kind))].map((k) => `${k} ${relevanceScores(ranks.filter((_, i) => queries[i].kind === k)).mrr.toFixed(2)}`).join(", ");

/** One set through our engine: its scores, printed with every query not answered first. */
async function relevanceOf(
  engine: SearchEngine,
  file: string,
  targets: { pages: Set<string>; headings: Set<string> },
): Promise<{ mrr: number; at1: number; at3: number }> {
  const queries = loadQueries(file);
  // A renamed page or heading must fail loudly, not turn into a quiet miss.
  const missing = queries.filter((w) => !targets.pages.has(w.page) || (w.anchor !== undefined && !targets.headings.has(`${w.page}#${w.anchor}`)));
  if (missing.length)
    throw new Error(
      `${setName(file)}: pages or headings not in the index (rename them in the set): ${missing.map((w) => `"${w.q}" → ${w.page}#${w.anchor ?? ""}`).join("; ")}`,
    );
  const ranks: number[] = [];
  const pageRanks: number[] = [];
  const failures: string[] = [];
  for (const want of queries) {
    const results = await engine.records((await engine.search(want.q, K)).hits.map((h) => h.id));
    const rank = rankOf(results, want);
    ranks.push(rank);
    pageRanks.push(rankOf(results, { ...want, anchor: undefined }));
    if (rank !== 1) {
      const top = results[0] ? `${results[0].l}${results[0].a ? `#${results[0].a}` : ""}` : "(no results)";
      failures.push(`  ${rank ? `#${rank}` : "miss"}  [${want.kind}] "${want.q}" → want ${want.page}${want.anchor ? `#${want.anchor}` : ""}, first: ${top}`);
    }
  }
  const s = relevanceScores(ranks);
  const tuned = file === QUERIES_FILE;
  console.log(`Search relevance, ${setName(file)}: ${queries.length} queries on ${targets.pages.size} pages${tuned ? "" : " (written blind)"}`);
  console.log(
    `  MRR@${K} ${s.mrr.toFixed(3)}${tuned ? " (target ≥ 0.97)" : ""}   success@1 ${(s.at1 * 100).toFixed(1)} %   success@3 ${(s.at3 * 100).toFixed(1)} %`,
  );
  console.log(`  by kind: ${byKind(queries, ranks)}`);
  console.log(pageLevel(pageRanks));
  if (failures.length) console.log(`  Not first (${failures.length}):\n${failures.join("\n")}`);
  return s;
}

/** Every set (RELEVANCE_SETS) through our engine; the scores in the same order. */
export async function runRelevance(): Promise<Array<{ mrr: number; at1: number; at3: number }>> {
  const engine = await loadEngine();
  const all = await engine.records(Array.from({ length: engine.n }, (_, id) => id));
  const targets = { pages: new Set(all.map((r) => r.l)), headings: new Set(all.map((r) => `${r.l}#${r.a}`)) };
  const out: Array<{ mrr: number; at1: number; at3: number }> = [];
  for (const file of RELEVANCE_SETS) out.push(await relevanceOf(engine, file, targets));
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await runRelevance();
  if (!process.argv.includes("--no-pagefind")) await runPagefindRelevance();
}
