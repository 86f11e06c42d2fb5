// BENCHMARKS.md: every figure beside its budget (over-budget ones marked, never left out), then the
// figures per corpus size, then how they were measured.
import type { BudgetResult } from "./budgets.ts";
import { socialCardLines } from "./social-cards.ts";
import { vueLines } from "./vue.ts";
import { versionLines } from "./versions.ts";
import type { BenchMeta, SizeResult } from "./types.ts";

const KB = 1024;
const MB = 1024 * 1024;
const num = (v: number | null | undefined, digits = 1) => (v === null || v === undefined || Number.isNaN(v) ? "n/a" : v.toFixed(digits));
const kb = (bytes: number | null | undefined) => (bytes === null || bytes === undefined ? "n/a" : `${(bytes / KB).toFixed(1)} KB`);
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const ms = (v: number | null | undefined) => (v === null || v === undefined ? "n/a" : `${v.toFixed(v < 10 ? 2 : 0)} ms`);

function valueText(b: BudgetResult): string {
  if (b.value === null) return "n/a";
  if (b.unit === "KB") return b.value >= 1024 ? `${(b.value / 1024).toFixed(2)} MB` : `${b.value.toFixed(1)} KB`;
  if (b.unit === "ms") return `${b.value.toFixed(b.value < 10 ? 2 : 0)} ms`;
  if (b.unit === "s") return `${b.value.toFixed(1)} s`;
  if (b.unit === "MB") return `${b.value.toFixed(0)} MB`;
  if (b.id.endsWith(".cls")) return b.value.toFixed(3);
  if (b.id === "output.growth") return b.value.toFixed(2);
  return String(Math.round(b.value * 100) / 100);
}

const statusText = (b: BudgetResult) => `${b.status === "within" ? "within" : b.status === "OVER" ? "**OVER BUDGET**" : "n/a"}${b.note ? `: ${b.note}` : ""}`;

export function renderReport(meta: BenchMeta, results: SizeResult[], budgets: BudgetResult[]): string {
  const over = budgets.filter((b) => b.status === "OVER");
  const missing = budgets.filter((b) => b.status === "n/a");
  const L: string[] = [];
  L.push("# Benchmarks");
  L.push("");
  L.push(
    `Written by \`npm run bench\` (bench/) on ${meta.date}, commit \`${meta.commit}\`, in ${(meta.durationS / 60).toFixed(1)} min. ` +
      `Corpus: \`../shared/bench/gen-corpus.mjs\` (deterministic; the same pages VitePress 1.6 was measured on, GUIDE.md "Budgets"). ` +
      `Machine: ${meta.cores} cores, Node ${meta.node}, Chromium ${meta.chromium}; load average ${meta.loadAverageStart.map((x) => x.toFixed(1)).join(" / ")} at the start and ` +
      `${meta.loadAverageEnd.map((x) => x.toFixed(1)).join(" / ")} at the end (1/5/15 min) — other work shares these cores, so absolute times are noisy; compare ratios.`,
  );
  L.push("");
  L.push(
    `Present in this build: ${Object.entries(meta.features)
      .map(([k, v]) => `${k} ${v ? "yes" : "**no**"}`)
      .join(", ")}.`,
  );
  L.push("");
  L.push(
    `**Summary:** ${budgets.filter((b) => b.status === "within").length} figures within budget, ${over.length} over budget, ${missing.length} not measurable in this build.`,
  );
  if (over.length) L.push(`Over budget: ${over.map((b) => `${b.label} at ${b.n} pages (${valueText(b)}, budget ${b.budget})`).join("; ")}.`);
  L.push("");
  L.push("## Figures against the budgets");
  L.push("");
  L.push("| figure | pages | measured | budget | VitePress 1.6 | status |");
  L.push("|---|---:|---:|---:|---:|---|");
  for (const b of budgets) L.push(`| ${b.label} | ${b.n} | ${valueText(b)} | ${b.budget} | ${b.vitepress} | ${statusText(b)} |`);
  L.push("");
  L.push(
    `The widgets bundle (rollup for the elements, esbuild for Mermaid and its ELK layouts, all minified) is built once and cached by the hash of its inputs; ` +
      `${meta.widgetsBundleS === null ? "its time was not recorded (bundled by an older build; run with `--fresh-widgets` to time it)" : `it took **${meta.widgetsBundleS.toFixed(1)} s** when bundled (${meta.widgetsBundleAt})`}, and is not part of the build times below ` +
      `(${meta.widgetsBundleBytes.files} files, ${mb(meta.widgetsBundleBytes.raw)} raw, ${mb(meta.widgetsBundleBytes.gzip)} gzip).`,
  );
  L.push("");

  if (meta.start) {
    L.push(`## npm start (${meta.start.pages} pages, Web Docs' own site)`);
    L.push("");
    L.push(
      `A fresh clone's first \`npm start\` (empty widgets cache) served its first page after **${meta.start.firstStartS.toFixed(1)} s**, ` +
        `${meta.start.coldBundleS === null ? "" : `the widgets bundle taking ${meta.start.coldBundleS.toFixed(1)} s of it; `}with the bundle cached, after **${meta.start.warmStartS.toFixed(1)} s**. It printed:`,
    );
    L.push("");
    L.push("```");
    L.push(...meta.start.firstStartLog);
    L.push("```");
    L.push("");
  }

  if (meta.install) {
    const i = meta.install;
    L.push("## An author's install (packed tarballs, empty npm cache)");
    L.push("");
    L.push(
      `\`npm install\` of the web-docs tarball into the scaffold \`create-web-docs\` wrote: **${i.installS} s, ${i.nodeModulesMB} MB** of node_modules` +
        `${i.vitepressInstallS === null ? "" : ` (\`npm add -D vitepress\` in the same run: ${i.vitepressInstallS} s, ${i.vitepressNodeModulesMB} MB)`}; ` +
        `create → install → \`npm run docs:dev\` answering: **${i.createToDevS} s**; the first \`web-docs build\` of the scaffold: **${i.firstBuildS} s** (the widgets ship prebuilt).`,
    );
    L.push("");
  }

  if (meta.socialCards) L.push(...socialCardLines(meta.socialCards));
  if (meta.vue) L.push(...vueLines(meta.vue));
  if (meta.versions) L.push(...versionLines(meta.versions));

  L.push("## Build");
  L.push("");
  L.push("| pages (content / all) | wall time, median of runs | runs | Eleventy-reported | peak memory | output | files | bytes per page | HTML per page |");
  L.push("|---:|---:|---|---:|---:|---:|---:|---:|---:|");
  for (const r of results) {
    L.push(
      `| ${r.corpus.contentPages} / ${r.build.pages ?? "?"} | ${num(r.build.wallS)} s${r.build.note ? ` (${r.build.note})` : ""} | ${r.build.runs.map((x) => x.wallS.toFixed(1)).join(", ")} s | ${num(r.build.reportedS)} s | ${num(r.build.peakMB, 0)} MB | ${mb(r.output.bytes)} | ${r.output.files} | ${kb(r.output.bytesPerPage)} | ${kb(r.output.htmlBytesPerPage)} |`,
    );
  }
  L.push("");

  L.push("## Search");
  L.push("");
  L.push(
    "| pages | index files | all search files raw / gzip | per page raw / gzip | index before first result raw / gzip | load + deserialize in Chromium | query per keystroke median / p95 | engine |",
  );
  L.push("|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const r of results) {
    if (!r.search) {
      L.push(`| ${r.n} | n/a | n/a | n/a | n/a | n/a | n/a | no search files in the output (search not merged) |`);
      continue;
    }
    const e = r.searchEngine;
    const pages = r.build.pages ?? r.n;
    L.push(
      `| ${r.n} | ${r.search.files.length} | ${kb(r.search.total.raw)} / ${kb(r.search.total.gzip)} | ${(r.search.total.raw / pages).toFixed(0)} B / ${(r.search.total.gzip / pages).toFixed(0)} B | ${kb(r.search.index?.raw)} / ${kb(r.search.index?.gzip)} | ${e ? `${ms(e.loadMs)} (fetch ${ms(e.fetchMs)}, parse ${ms(e.parseMs)}, deserialize ${ms(e.deserializeMs)})` : "n/a"} | ${e ? `${ms(e.queryMedianMs)} / ${ms(e.queryP95Ms)} (${e.queries} queries)` : "n/a"} | ${e?.kind ?? r.searchEngineNote ?? "n/a"} |`,
    );
  }
  L.push("");

  L.push("## Search side by side: ours and Pagefind on the same output and queries");
  L.push("");
  L.push(
    "Pagefind 1.6 indexes each build's pages (`<main>`, Node API) into `pagefind/`; its JS API runs in the same Chromium: `import(pagefind.js)`, `search(q)`, then the first result's `data()`. " +
      "Cold: fresh context, the same query the cold search run types; warm: every prefix of the same probe words, after each has run once. Pagefind's `.pf_*` chunks count as stored (already gzip), its JS and WASM gzipped.",
  );
  L.push("");
  L.push(
    "| pages | ours: search files before the first result (gzip) | Pagefind: files before the first result | ours: cold Ctrl+K → first result | Pagefind: cold import + search → first data() | ours: warm keystroke → rows, median / p95 (→ first screen titled, median) | Pagefind: warm search + data() median / p95 | ours: all search files gzip | Pagefind: all files (index time) |",
  );
  L.push("|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of results) {
    const p = r.pagefind;
    const s = r.searchUi;
    L.push(
      `| ${r.n} | ${r.searchFirst ? `${kb(r.searchFirst.gzip)} (${r.searchFirst.files} files)` : "n/a"} | ${p ? kb(p.ui.bytesBeforeFirst) : (r.pagefindNote ?? "n/a")} | ${ms(s?.coldMs)} | ${p ? ms(p.ui.coldMs) : "n/a"} | ${s?.note ? "n/a" : `${ms(s?.warmMedianMs)} / ${ms(s?.warmP95Ms)} (${ms(s?.warmTitledMedianMs)})`} | ${p ? `${ms(p.ui.warmMedianMs)} / ${ms(p.ui.warmP95Ms)}` : "n/a"} | ${r.search ? kb(r.search.total.gzip) : "n/a"} | ${p ? `${kb(p.index.gzip)} in ${p.index.files} files (${num(p.index.seconds)} s)` : "n/a"} |`,
    );
  }
  L.push("");

  L.push("## Page weight on first load (gzip -9 of each response)");
  L.push("");
  L.push("| pages | page | HTML raw / gzip | CSS by load | JS by load | JS after idle (requests) | other | requests by load / total |");
  L.push("|---:|---|---:|---:|---:|---:|---:|---:|");
  for (const r of results) {
    if (!r.weight) continue;
    for (const [name, w, url] of [
      ["article", r.weight.article, r.pages.article],
      ["diagram", r.weight.diagram, r.pages.diagram],
    ] as const) {
      L.push(
        `| ${r.n} | ${name} (\`${url}\`) | ${kb(w.htmlRaw)} / ${kb(w.htmlGzip)} | ${kb(w.cssGzipByLoad)} | ${kb(w.jsGzipByLoad)} | ${kb(w.jsGzipTotal)} (${w.jsRequestsTotal}) | ${kb(w.otherGzipTotal)} | ${w.requestsByLoad} / ${w.requestsTotal} |`,
      );
    }
  }
  L.push("");

  L.push(`## In Chromium (1280×800, cold cache, median of ${meta.loads} loads)`);
  L.push("");
  L.push(
    "| pages | FCP (one-paragraph page) | LCP | CLS | TBT | sidebar click → new h1 | Ctrl+K + query → first result | keystroke → results median / p95 | diagram svg | diagram page CLS |",
  );
  L.push("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of results) {
    const v = r.vitals;
    const s = r.searchUi;
    L.push(
      `| ${r.n} | ${ms(v?.fcpMs)} (${ms(r.baselineFcpMs)}) | ${ms(v?.lcpMs)} | ${num(v?.cls, 3)} | ${ms(v?.tbtMs)} | ${ms(r.click?.ms)}${r.click?.clientSide === false ? " (full page load)" : r.click?.clientSide ? " (client-side)" : ""} | ${s?.note ? s.note : ms(s?.coldMs)} | ${s?.note ? "n/a" : `${ms(s?.warmMedianMs)} / ${ms(s?.warmP95Ms)} (${s?.warmSamples} keystrokes${s?.unchangedKeystrokes ? `, ${s.unchangedKeystrokes} changed nothing` : ""})`} | ${r.diagram?.note ?? ms(r.diagram?.svgMs)} | ${num(r.diagram?.cls, 3)} |`,
    );
  }
  L.push("");

  L.push("## Lighthouse 12 (desktop preset)");
  L.push("");
  L.push("| pages | page | performance | accessibility | best practices | SEO | points lost on |");
  L.push("|---:|---|---:|---:|---:|---:|---|");
  for (const r of results) {
    if (!r.lighthouse) continue;
    for (const [name, s] of [
      ["home", r.lighthouse.home],
      ["article", r.lighthouse.article],
    ] as const) {
      L.push(
        `| ${r.n} | ${name} | ${s.performance ?? "n/a"} | ${s.accessibility ?? "n/a"} | ${s.bestPractices ?? "n/a"} | ${s.seo ?? "n/a"} | ${s.error ? `error: ${s.error}` : s.lost.join("; ") || "—"} |`,
      );
    }
  }
  L.push("");

  L.push("## How the figures are taken");
  L.push("");
  L.push(
    `- **Corpus**: \`node ../shared/bench/gen-corpus.mjs DIR N\` for N = ${results.map((r) => r.n).join(", ")}; the site config is generated from its \`manifest.json\`: ` +
      "a nav link per area, and per area a sidebar with one collapsible group per section listing its pages (documented `SiteConfig` keys only).",
  );
  L.push(
    `- **Build**: \`node --import tsx scripts/build.ts --content … --config … --out …\` in production mode (default \`WEB_DOCS_MINIFY\`), ${meta.runs} runs per size, ` +
      "wall time around the whole process (median), peak memory from GNU time's maximum resident set size (largest of the runs). The widgets bundle comes from its cache (timed once, above).",
  );
  L.push("- **Output**: every file under the output folder; bytes per page = total / HTML pages. Growth exponent k from size(N) / size(1000) = (N/1000)ᵏ.");
  L.push(
    '- **Search files**: found by name in the output (a `search/` folder, `*search*index*`, `minisearch`); the "index before first result" column is the root module (`index.*`) alone. ' +
      "The search files downloaded before the first result are those the cold search run (Ctrl+K, the query typed key by key) requested under `assets/search/` until its first result showed (gzip -9 of each file; counted until the poll saw the result, so a file requested in the same few ms may count too). " +
      "In Chromium: import of the root + the engine's construction (fresh context each time), then every prefix of the manifest's 24 `searchProbes` words as a query, each once to import its shards and warm the JIT, then timed (the engine's figure per keystroke).",
  );
  L.push(
    '- **Page weight**: every response of a cold first load of the page, by Playwright resource type, gzip -9 of the body (the static server sends them uncompressed); "by load" = answered before the load event; "after idle" = everything until the network is quiet (element chunks are dynamic imports the load event does not wait for, so the JS budget is checked against this larger figure).',
  );
  const others = results.flatMap((r) =>
    r.weight ? r.weight.article.largestOther.slice(0, 3).map((o) => `${r.n} pages: \`${o.url}\` (${o.type}) ${kb(o.gzip)}`) : [],
  );
  if (others.length) L.push(`- Largest "other" responses of the article's first load: ${others.join("; ")}.`);
  L.push(
    "- **Machine floor**: the FCP of a one-paragraph page from the same origin, measured the same way right before (in brackets): what any page costs to paint on these shared cores at that moment.",
  );
  L.push(
    "- **Paint metrics**: PerformanceObserver in the page (paint, largest-contentful-paint, layout-shift without recent input — summed, longtask). TBT = blocking time (over 50 ms) of long tasks after FCP until the network is quiet.",
  );
  L.push(
    "- **Sidebar click → new h1**: click event timestamp to the MutationObserver seeing an h1 with the target's title (same document with the client router, or the next document's parser).",
  );
  L.push(
    "- **Search, cold**: Ctrl+K keydown on a freshly loaded article, the query typed, until a result (`[role=option]`, a listbox link or a page link) is in the open dialog (polled every 4 ms). " +
      "**Warm**: each keystroke of 8 probe words to the first mutation of the dialog outside its input.",
  );
  L.push("- **Diagram**: navigation start to the first `web-docs-mermaid` svg with a non-empty box (polled every 4 ms); CLS over the whole load.");
  L.push(
    "- **Lighthouse**: `lighthouse` 12.8.2 via chrome-launcher on `/usr/bin/chromium` (headless, this machine's flags), desktop preset, simulated throttling; categories performance, accessibility, best practices, SEO.",
  );
  L.push("");
  L.push(`Raw figures for every run: \`BENCHMARKS.json\`. Command: \`${meta.command}\`.`);
  L.push("");
  return L.join("\n");
}
