import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { REPO_ROOT } from "./root.ts";
import { filesBytes, outputStats, timedBuild } from "./build-measure.ts";
import { checkBudgets, checkInstallBudgets, checkStartBudgets, checkVueBudgets } from "./budgets.ts";
import { installInBench } from "./package-install.ts";
import { measureStarts } from "./first-start.ts";
import { baselineFcp, diagram, launchBrowser, pageWeight, renderBlockingScripts, sidebarClick, startServer, vitals } from "./browser.ts";
import { searchEngine, searchUi } from "./search-browser.ts";
import { corpusConfig, generateCorpus } from "./corpus.ts";
import { devReload } from "./dev-reload.ts";
import { runLighthouse } from "./lighthouse.ts";
import { measureSocialCards } from "./social-cards.ts";
import { measureVersions } from "./versions.ts";
import { widgetsBundle } from "./widgets.ts";
import { runPagefindRelevance, runRelevance } from "./relevance.ts";
import { pagefindIndex, pagefindUi } from "./pagefind.ts";
import { renderReport } from "./report.ts";
import { benchVue } from "./vue.ts";
import { findSearchFiles, gzipSize, searchHarness } from "./search-index.ts";
import { pickPages } from "./pick-pages.ts";
import { median } from "./stats.ts";
import { flag, option } from "./options.ts";
import type { BenchMeta, SizeResult, StartFigures } from "./types.ts";

const SIZES = option("sizes", "100,1000,3000,10000").split(",").map(Number);
const RUNS = Number(option("runs", "3"));
const LOADS = Number(option("loads", "5"));
const PORT = Number(option("port", process.env.BENCH_PORT ?? process.env.PORT ?? "8473"));
// Outside the repository: Eleventy skips input paths listed in .gitignore.
const WORK = path.resolve(option("work", path.join(os.tmpdir(), "web-docs-bench")));
// Lighthouse scores page-level qualities; its budgets apply at 1000 pages, and each run costs ~20-40 s.
// The whole run must fit in 15 minutes on this 2-core machine; repeat builds stop short of this.
const DEADLINE_S = Number(option("max-minutes", "25")) * 60;
// `npm run dev`'s save → reload (about 30 s a size: the dev server's first build, then 7 saves).
const DEV_RELOAD_SIZES = option("dev-reload-sizes", "1000").split(",").map(Number);
const LIGHTHOUSE_SIZES = flag("no-lighthouse") ? [] : option("lighthouse-sizes", "1000").split(",").map(Number);
const BASE = "/docs/web/";

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const log = (msg: string) => console.log(`[bench ${elapsed()}] ${msg}`);

async function main() {
  fs.mkdirSync(WORK, { recursive: true });
  const loadStart = os.loadavg();
  log(`sizes ${SIZES.join(", ")}; ${RUNS} builds and ${LOADS} cold loads each; work folder ${WORK}; port ${PORT}`);

  // One-off: the widgets bundle in production mode, cached by input hash like every build uses it (made by
  // a small build: bench/widgets.ts). Its time is the one recorded when this bundle was made (now, if the
  // cache was cold or with --fresh-widgets; minifying Mermaid takes minutes on a busy machine, which is why
  // it is not repeated by default).
  delete process.env.WEB_DOCS_MINIFY;
  const widgets = await widgetsBundle(WORK, flag("fresh-widgets"));
  const { seconds: widgetsBundleS, at: widgetsBundleAt } = widgets;
  const widgetsBundleBytes = filesBytes(widgets.dir);
  log(`widgets bundle: ${widgetsBundleS === null ? "cached, time not recorded" : `${widgetsBundleS.toFixed(1)} s (bundled ${widgetsBundleAt})`}`);

  // npm start as a fresh clone runs it (empty widgets cache), then warm: bench/first-start.ts.
  let start: StartFigures | null = null;
  let startNote: string | undefined = "skipped (--no-start)";
  if (!flag("no-start")) {
    start = await measureStarts(PORT, WORK).catch((e) => {
      startNote = `failed: ${(e as Error).message.split("\n")[0]}`;
      return null;
    });
    log(
      `npm start: ${start ? `fresh clone ${start.firstStartS.toFixed(1)} s (bundle ${start.coldBundleS?.toFixed(1)} s), warm ${start.warmStartS.toFixed(1)} s` : startNote}`,
    );
  }

  // An author's install from the packed tarballs, beside `npm add -D vitepress` (bench/package-install.ts).
  const { install, note: installNote } = flag("no-install")
    ? { install: null, note: "skipped (--no-install)" }
    : await installInBench(path.join(WORK, "install"), log);

  const socialCards = await measureSocialCards(WORK).catch((e) => {
    log(`social cards failed: ${(e as Error).message.split("\n")[0]}`);
    return null;
  });
  // Five versions of the 1000-page corpus, cold and with four unchanged (bench/versions.ts).
  const versions = flag("no-versions")
    ? null
    : await measureVersions(WORK).catch((e) => {
        log(`versions failed: ${(e as Error).message.split("\n")[0]}`);
        return null;
      });
  if (versions)
    log(
      `versions: alone ${versions.alone.wallS.toFixed(1)} s, cold ${versions.cold.wallS.toFixed(1)} s, warm ${versions.warm.wallS.toFixed(1)} s, peak ${Math.max(versions.cold.peakMB, versions.warm.peakMB).toFixed(0)} MB`,
    );
  if (socialCards)
    log(
      `social cards: ${socialCards.cards} in ${socialCards.coldS.toFixed(1)} s cold, ${socialCards.warmMsPerCard.toFixed(1)} ms a card warm, ${socialCards.cachedMsPerPage.toFixed(2)} ms a page cached`,
    );

  const harness = await searchHarness();
  const browser = await launchBrowser();
  const results = new Map<number, SizeResult>();
  const features = {
    "search (widgets/search)": fs.existsSync(path.join(REPO_ROOT, "widgets/search")),
    "client router (hashmap.json)": false,
    "Mermaid element (widgets/mermaid)": fs.existsSync(path.join(REPO_ROOT, "widgets/mermaid")),
  };

  for (const n of SIZES) {
    const t0 = Date.now();
    const content = path.join(WORK, `corpus-${n}`);
    const configFile = path.join(WORK, `config-${n}.json`);
    const out = path.join(WORK, `out-${n}`);
    const g0 = Date.now();
    const manifest = generateCorpus(content, n);
    const generateS = (Date.now() - g0) / 1000;
    fs.writeFileSync(configFile, JSON.stringify(corpusConfig(manifest), null, 2));
    log(`${n}: corpus generated (${manifest.counts.markdownFiles} files) in ${generateS.toFixed(1)} s`);

    // The first build here; the repeat builds after every size is measured (see below).
    const runs = [await timedBuild(content, configFile, out)];
    log(`${n}: build 1/${RUNS}: ${runs[0].wallS.toFixed(1)} s, ${runs[0].peakMB.toFixed(0)} MB`);
    const siteRoot = path.join(out, ...BASE.split("/").filter(Boolean));
    const stats = outputStats(out);
    if (fs.existsSync(path.join(siteRoot, "hashmap.json"))) features["client router (hashmap.json)"] = true;
    const search = findSearchFiles(siteRoot);
    const pages = pickPages(manifest);
    const r: SizeResult = {
      n,
      corpus: { ...manifest.counts, generateS },
      build: {
        runs,
        wallS: median(runs.map((x) => x.wallS))!,
        peakMB: Math.max(...runs.map((x) => x.peakMB)),
        reportedS: median(runs.map((x) => x.reportedS ?? NaN).filter((x) => !Number.isNaN(x))),
        pages: runs[0].pages,
      },
      output: { ...stats, bytesPerPage: stats.bytes / stats.htmlFiles, htmlBytesPerPage: stats.htmlBytes / stats.htmlFiles },
      search,
      searchEngine: null,
      pages,
      weight: null,
      vitals: null,
      baselineFcpMs: null,
      click: null,
      searchUi: null,
      diagram: null,
      renderBlockingScripts: null,
      lighthouse: null,
      benchS: 0,
    };
    results.set(n, r);

    // Pagefind indexes the same output (into <site>/pagefind/, which our search files never touch).
    let pagefindIndexed: Awaited<ReturnType<typeof pagefindIndex>> | null = null;
    if (!flag("no-pagefind")) {
      pagefindIndexed = await pagefindIndex(siteRoot).catch((e) => {
        r.pagefindNote = `n/a: ${(e as Error).message.split("\n")[0]}`;
        return null;
      });
      log(`${n}: Pagefind indexed ${pagefindIndexed?.pages ?? "no"} pages in ${pagefindIndexed?.seconds.toFixed(1) ?? "-"} s`);
    } else r.pagefindNote = "skipped (--no-pagefind)";
    const server = await startServer(out, configFile, PORT);
    const at = (p: string) => `${server.origin}${BASE}${p}`;
    try {
      r.weight = {
        article: await pageWeight(browser, at(pages.article)),
        diagram: await pageWeight(browser, at(pages.diagram), async (page) => {
          // Count what drawing the diagram fetches, once the element is there to draw it.
          await page.waitForLoadState("networkidle").catch(() => undefined);
          if (await page.evaluate(() => !!customElements.get("web-docs-mermaid"))) {
            await page
              .locator("web-docs-mermaid svg")
              .first()
              .waitFor({ timeout: 15_000 })
              .catch(() => undefined);
          }
        }),
      };
      log(`${n}: page weight done`);
      r.renderBlockingScripts = await renderBlockingScripts(browser, at(pages.article));
      r.baselineFcpMs = await baselineFcp(browser, server.origin, LOADS);
      r.vitals = await vitals(browser, at(pages.article), LOADS);
      log(
        `${n}: paint metrics: FCP ${r.vitals.fcpMs?.toFixed(0)} ms (one-paragraph page: ${r.baselineFcpMs?.toFixed(0)} ms), TBT ${r.vitals.tbtMs?.toFixed(0)} ms`,
      );
      r.click = await sidebarClick(browser, at(pages.article), pages.clickTarget, pages.clickTitle, LOADS).catch((e) => {
        log(`${n}: sidebar click failed: ${(e as Error).message.split("\n")[0]}`);
        return null;
      });
      log(`${n}: sidebar click → h1: ${r.click?.ms?.toFixed(0)} ms`);
      const probes = [...manifest.searchProbes.common.slice(0, 3), ...manifest.searchProbes.medium.slice(0, 3), ...manifest.searchProbes.rare.slice(0, 2)].map(
        (p) => p.word,
      );
      r.searchUi = await searchUi(browser, at(pages.article), pages.searchQuery, probes, LOADS);
      if (r.searchUi.coldFiles?.length) {
        const bytes = r.searchUi.coldFiles.map((p) => fs.readFileSync(path.join(siteRoot, p.slice(BASE.length))));
        r.searchFirst = { files: bytes.length, raw: bytes.reduce((a, b) => a + b.length, 0), gzip: bytes.reduce((a, b) => a + gzipSize(b), 0) };
      }
      log(
        `${n}: search UI: ${r.searchUi.note ?? `cold ${r.searchUi.coldMs?.toFixed(0)} ms (${r.searchFirst?.files} files, ${((r.searchFirst?.gzip ?? 0) / 1024).toFixed(1)} KB gzip before the first result), warm ${r.searchUi.warmMedianMs?.toFixed(1)} ms`}`,
      );
      if (pagefindIndexed) {
        const ui = await pagefindUi(browser, at(pages.article), BASE, pages.searchQuery, probes, LOADS).catch((e) => {
          r.pagefindNote = `n/a: ${(e as Error).message.split("\n")[0]}`;
          return null;
        });
        if (ui) r.pagefind = { index: pagefindIndexed, ui };
        log(
          `${n}: Pagefind: ${ui ? `cold ${ui.coldMs?.toFixed(0)} ms (${((ui.bytesBeforeFirst ?? 0) / 1024).toFixed(1)} KB before the first result), warm ${ui.warmMedianMs?.toFixed(1)} ms` : r.pagefindNote}`,
        );
      }
      if (search?.index && harness) {
        const allProbes = [...manifest.searchProbes.common, ...manifest.searchProbes.medium, ...manifest.searchProbes.rare].map((p) => p.word);
        r.searchEngine = await searchEngine(browser, at(pages.article), `${BASE}${search.index.path}`, harness, allProbes, LOADS).catch((e) => {
          r.searchEngineNote = `n/a: ${(e as Error).message.split("\n")[0]}`;
          return null;
        });
        log(`${n}: search engine: load ${r.searchEngine?.loadMs?.toFixed(0)} ms, query p95 ${r.searchEngine?.queryP95Ms?.toFixed(2)} ms`);
      } else r.searchEngineNote = search ? "n/a: no engine harness" : "n/a: no search index in the output (search not merged)";
      r.diagram = await diagram(browser, at(pages.diagram), LOADS);
      log(`${n}: diagram: ${r.diagram.note ?? `${r.diagram.svgMs?.toFixed(0)} ms`}`);
      if (LIGHTHOUSE_SIZES.includes(n)) {
        r.lighthouse = { home: await runLighthouse(at("index.html")), article: await runLighthouse(at(pages.article)) };
        const s = (x: { performance: number | null; accessibility: number | null; bestPractices: number | null; seo: number | null }) =>
          [x.performance, x.accessibility, x.bestPractices, x.seo].join("/");
        log(`${n}: Lighthouse home ${s(r.lighthouse.home)}, article ${s(r.lighthouse.article)}`);
      }
    } finally {
      server.stop();
    }
    if (DEV_RELOAD_SIZES.includes(n)) {
      r.devReload = await devReload(browser, content, configFile, path.join(WORK, `dev-out-${n}`), pages.article, PORT + 1, 7).catch((e) => {
        r.devReloadNote = `failed: ${(e as Error).message.split("\n")[0]}`;
        return null;
      });
      log(
        `${n}: npm run dev: ${r.devReload ? `started in ${r.devReload.startS.toFixed(1)} s, save → reload ${r.devReload.ms?.toFixed(0)} ms` : r.devReloadNote}`,
      );
    }
    r.benchS = (Date.now() - t0) / 1000;
  }
  // Vue in Markdown: its fixture in Chromium and 100 corpus pages built with and without Vue (ports after dev's).
  const { vue, note: vueNote } = flag("no-vue")
    ? { vue: null, note: "skipped (--no-vue)" }
    : await benchVue(browser, { work: WORK, port: PORT + 2, pages: 100, runs: RUNS, loads: LOADS, vitepress: option("vitepress", "") || undefined, log });
  await browser.close();

  // Repeat builds for the median, while the time limit allows: every figure exists before the repeats
  // start, so a machine slowed by other work yields a median of fewer runs (reported), never a missing figure.
  for (let i = 1; i < RUNS; i++) {
    for (const r of results.values()) {
      const last = r.build.runs[r.build.runs.length - 1].wallS;
      if ((Date.now() - started) / 1000 + last * 1.3 > DEADLINE_S) {
        r.build.note = `median of ${r.build.runs.length} run(s): another build (~${last.toFixed(0)} s) would pass the ${DEADLINE_S / 60}-minute limit`;
        log(`${r.n}: skipping build ${i + 1}/${RUNS} (time limit)`);
        continue;
      }
      const t = Date.now();
      r.build.runs.push(await timedBuild(path.join(WORK, `corpus-${r.n}`), path.join(WORK, `config-${r.n}.json`), path.join(WORK, `out-${r.n}`)));
      const run = r.build.runs[r.build.runs.length - 1];
      r.build.wallS = median(r.build.runs.map((x) => x.wallS))!;
      r.build.peakMB = Math.max(...r.build.runs.map((x) => x.peakMB));
      r.build.reportedS = median(r.build.runs.map((x) => x.reportedS ?? NaN).filter((x) => !Number.isNaN(x)));
      r.benchS += (Date.now() - t) / 1000;
      log(`${r.n}: build ${r.build.runs.length}/${RUNS}: ${run.wallS.toFixed(1)} s, ${run.peakMB.toFixed(0)} MB`);
    }
  }

  const budgets = [
    ...checkStartBudgets(start, startNote),
    ...checkInstallBudgets(install, installNote),
    ...checkBudgets(results),
    ...checkVueBudgets(vue, vueNote),
  ];
  let commit = "unknown";
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: REPO_ROOT, encoding: "utf8" }).trim();
    if (
      execFileSync("git", ["status", "--porcelain", "--", "site", "templates", "widgets", "scripts", "package.json"], {
        cwd: REPO_ROOT,
        encoding: "utf8",
      }).trim()
    )
      commit += " + uncommitted changes";
  } catch {
    /* not a git checkout */
  }
  const meta: BenchMeta = {
    date: new Date().toISOString(),
    commit,
    node: process.versions.node,
    chromium: await launchBrowser().then(async (b) => {
      const v = b.version();
      await b.close();
      return v;
    }),
    cores: os.cpus().length,
    loadAverageStart: loadStart,
    loadAverageEnd: os.loadavg(),
    widgetsBundleS,
    widgetsBundleAt,
    widgetsBundleBytes,
    start,
    socialCards,
    install,
    vue,
    versions,
    features,
    command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`,
    durationS: (Date.now() - started) / 1000,
    runs: RUNS,
    loads: LOADS,
  };
  const all = [...results.values()];
  fs.writeFileSync(path.join(REPO_ROOT, "BENCHMARKS.md"), renderReport(meta, all, budgets));
  fs.writeFileSync(path.join(REPO_ROOT, "BENCHMARKS.json"), `${JSON.stringify({ meta, budgets, results: all }, null, 2)}\n`);
  const over = budgets.filter((b) => b.status === "OVER");
  log(
    `wrote BENCHMARKS.md and BENCHMARKS.json: ${budgets.filter((b) => b.status === "within").length} within budget, ${over.length} over, ${budgets.filter((b) => b.status === "n/a").length} n/a`,
  );
  for (const b of over) log(`  OVER: ${b.label} at ${b.n} pages: ${b.value?.toFixed(2)} ${b.unit} (budget ${b.budget})`);
}

(flag("relevance")
  ? runRelevance()
      .then(() => runPagefindRelevance(PORT))
      .then(() => undefined)
  : main()
).catch((e) => {
  console.error(`[bench] failed: ${(e as Error).stack ?? e}`);
  process.exit(1);
});
