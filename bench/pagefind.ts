// Pagefind (the search Starlight ships) side by side with ours, on the same built output: indexed with
// its Node API (createIndex → addDirectory → writeFiles into <site>/pagefind/), queried with its JS API
// (pagefind.js) in Chromium, the way a reader's browser would: bytes before the first result, cold and
// warm latency, and its ranks on the relevance set.
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page, Response } from "playwright";
import { gzipSize } from "./search-index.ts";
import { median, percentile } from "./stats.ts";

export interface PagefindIndexFigures {
  seconds: number;
  pages: number;
  files: number;
  raw: number;
  gzip: number;
}

/** Index the site's HTML (its <main>, as Starlight marks its content) into `<siteRoot>/pagefind/`. */
export async function pagefindIndex(siteRoot: string): Promise<PagefindIndexFigures> {
  const pagefind = await import("pagefind");
  const t0 = Date.now();
  const out = path.join(siteRoot, "pagefind");
  fs.rmSync(out, { recursive: true, force: true });
  const { index, errors } = await pagefind.createIndex({ rootSelector: "main", excludeSelectors: ["nav", "aside", "footer"] });
  if (!index) throw new Error(`pagefind createIndex: ${errors.join("; ")}`);
  const added = await index.addDirectory({ path: siteRoot });
  if (added.errors.length) throw new Error(`pagefind addDirectory: ${added.errors.join("; ")}`);
  const written = await index.writeFiles({ outputPath: out });
  if (written.errors.length) throw new Error(`pagefind writeFiles: ${written.errors.join("; ")}`);
  await pagefind.close();
  const seconds = (Date.now() - t0) / 1000;
  let raw = 0;
  let gzip = 0;
  let files = 0;
  for (const f of fs.readdirSync(out, { recursive: true }) as string[]) {
    const p = path.join(out, f);
    if (!fs.statSync(p).isFile()) continue;
    const buf = fs.readFileSync(p);
    raw += buf.length;
    // Pagefind's chunks are already gzip-compressed (pf_fragment, pf_index …): count them as they travel.
    gzip += /\.pf_|\.wasm/.test(f) ? buf.length : gzipSize(buf);
    files++;
  }
  return { seconds, pages: added.page_count, files, raw, gzip };
}

export interface PagefindUi {
  coldMs: number | null;
  coldRuns: number[];
  /** Pagefind's files (JS, WASM, entry, chunks, the first result's fragment) fetched before the first result, as transferred. */
  bytesBeforeFirst: number | null;
  warmMedianMs: number | null;
  warmP95Ms: number | null;
  warmSamples: number;
}

type PagefindApi = { search(q: string): Promise<{ results: Array<{ data(): Promise<{ url: string; sub_results?: Array<{ url: string }> }> }> }> };

/** Time from import("pagefind.js") + search(q) to the first result's data(), in a page of the site. */
async function firstResult(page: Page, moduleUrl: string, q: string): Promise<number> {
  return page.evaluate(
    async ([u, query]) => {
      const t0 = performance.now();
      const pf = (await import(u)) as PagefindApi;
      const s = await pf.search(query);
      await s.results[0]?.data();
      (window as unknown as { __pf: PagefindApi }).__pf = pf;
      return performance.now() - t0;
    },
    [moduleUrl, q] as const,
  );
}

/** Cold (fresh context each run, median of `runs`) and warm (every prefix of the probe words) latency, and bytes. */
export async function pagefindUi(browser: Browser, pageUrl: string, base: string, query: string, probes: string[], runs: number): Promise<PagefindUi> {
  const moduleUrl = `${base}pagefind/pagefind.js`;
  const cold: number[] = [];
  const warm: number[] = [];
  let bytes: number | null = null;
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(pageUrl, { waitUntil: "load" });
    await page.waitForLoadState("networkidle").catch(() => undefined);
    const responses: Response[] = [];
    page.on("response", (r) => void (new URL(r.url()).pathname.includes("/pagefind/") && responses.push(r)));
    cold.push(await firstResult(page, moduleUrl, query));
    if (i === 0) {
      // Transferred size: Pagefind's chunks are gzip already; its JS/WASM the server sends as is (count them gzipped, as a CDN would).
      const sizes = await Promise.all(
        responses.map(async (r) => {
          const body = await r.body().catch(() => Buffer.alloc(0));
          return /\.pf_|\.wasm/.test(r.url()) ? body.length : gzipSize(body);
        }),
      );
      bytes = sizes.reduce((a, b) => a + b, 0);
      const prefixes = probes.flatMap((w) => [...w].map((_, k) => w.slice(0, k + 1)));
      const times = await page.evaluate(async (qs) => {
        const pf = (window as unknown as { __pf: PagefindApi }).__pf;
        for (const q of qs) await (await pf.search(q)).results[0]?.data(); // load the chunks first: warm means loaded
        const out: number[] = [];
        for (const q of qs) {
          const t0 = performance.now();
          await (await pf.search(q)).results[0]?.data();
          out.push(performance.now() - t0);
        }
        return out;
      }, prefixes);
      warm.push(...times);
    }
    await context.close();
  }
  return {
    coldMs: median(cold),
    coldRuns: cold,
    bytesBeforeFirst: bytes,
    warmMedianMs: median(warm),
    warmP95Ms: percentile(warm, 95),
    warmSamples: warm.length,
  };
}

/**
 * Pagefind's results for each query as (page link relative to the base, anchors of its sub-results):
 * the top `k` pages, each with every heading Pagefind matched on it (lenient to Pagefind: a wanted
 * heading anywhere among a page's sub-results counts at that page's rank).
 */
export async function pagefindResults(
  browser: Browser,
  pageUrl: string,
  base: string,
  queries: string[],
  k = 10,
): Promise<Array<Array<{ l: string; anchors: string[] }>>> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(pageUrl, { waitUntil: "load" });
  const out = await page.evaluate(
    async ([u, qs, top]) => {
      const pf = (await import(u)) as PagefindApi;
      const all: Array<Array<{ url: string; subs: string[] }>> = [];
      for (const q of qs) {
        const s = await pf.search(q);
        const data = await Promise.all(s.results.slice(0, top).map((r) => r.data()));
        all.push(data.map((d) => ({ url: d.url, subs: (d.sub_results ?? []).map((x) => x.url) })));
      }
      return all;
    },
    [`${base}pagefind/pagefind.js`, queries, k] as const,
  );
  await context.close();
  const rel = (url: string) => url.replace(/#.*$/, "").replace(/^\//, "").replace(base.replace(/^\//, ""), "");
  return out.map((list) => list.map((r) => ({ l: rel(r.url), anchors: r.subs.map((s) => (s.includes("#") ? s.slice(s.indexOf("#") + 1) : "")) })));
}
