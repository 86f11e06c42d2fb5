// The budgets of ../shared/GUIDE.md ("Budgets"), each with the VitePress 1.6 figure measured on the same
// corpus, and how to read our figure from the results. A figure over budget is reported as such.
import type { InstallFigures } from "./package-install.ts";
import type { SizeResult, StartFigures, VueFigures } from "./types.ts";

export interface Budget {
  id: string;
  label: string;
  /** Corpus size the budget applies to. */
  n: number;
  unit: string;
  limit: number;
  /** "max": value ≤ limit passes; "min": value ≥ limit passes. */
  kind: "max" | "min";
  vitepress: string;
  value: (r: SizeResult, all: Map<number, SizeResult>) => number | null;
  /** Why a value is missing (a feature not merged yet, a step skipped). */
  missing?: (r: SizeResult) => string | undefined;
}

const KB = 1024;
const lh = (page: "home" | "article", cat: "performance" | "accessibility" | "bestPractices" | "seo", label: string): Budget => ({
  id: `lighthouse.${page}.${cat}`,
  label: `Lighthouse ${label}, ${page === "home" ? "home page" : "article page"}`,
  n: 1000,
  unit: "",
  limit: 100,
  kind: "min",
  vitepress: "—",
  value: (r) => r.lighthouse?.[page]?.[cat] ?? null,
  missing: (r) => (r.lighthouse ? r.lighthouse[page]?.error : "Lighthouse skipped (--no-lighthouse)"),
});

/** How output size grows from the 1000-page build to the n-page one: k in size ∝ Nᵏ. */
const growth = (id: string, label: string, n: number, limit: number, vitepress: string): Budget => ({
  id,
  label,
  n,
  unit: "",
  limit,
  kind: "max",
  vitepress,
  value: (r, all) => {
    const small = all.get(1000);
    return small ? Math.log(r.output.bytes / small.output.bytes) / Math.log(r.n / small.n) : null;
  },
  missing: () => `needs both the 1000 and ${n} page builds`,
});

export const BUDGETS: Budget[] = [
  { id: "build.wall", label: "build wall time (median of 3 runs)", n: 1000, unit: "s", limit: 7, kind: "max", vitepress: "150 s", value: (r) => r.build.wallS },
  { id: "build.peak", label: "build peak memory", n: 1000, unit: "MB", limit: 600, kind: "max", vitepress: "2.9 GB", value: (r) => r.build.peakMB },
  {
    id: "build.wall.3000",
    label: "build wall time (median of 3 runs)",
    n: 3000,
    unit: "s",
    limit: 20,
    kind: "max",
    vitepress: "1238 s",
    value: (r) => r.build.wallS,
  },
  growth("output.growth", "output growth 1000 → 3000 pages (exponent k in size ∝ Nᵏ; linear = 1)", 3000, 1.1, "≈ 2 (2.6 GB at 3000)"),
  // Element chunks are dynamic imports, which the load event does not wait for: every script the first
  // visit fetches until the network is idle counts (stricter than "by load", which would be a few KB).
  // 25 KB (#18): React and the search/navigator UI load only when wanted (bench/article-js.ts
  // measures what they add once wanted); the always-on chrome must stay small.
  {
    id: "article.js",
    label: "article page: JS gzip until network idle (all scripts)",
    n: 1000,
    unit: "KB",
    limit: 25,
    kind: "max",
    vitepress: "670 KB (by load event)",
    value: (r) => (r.weight ? r.weight.article.jsGzipTotal / KB : null),
  },
  {
    id: "article.html",
    label: "article page: HTML raw",
    n: 1000,
    unit: "KB",
    limit: 60,
    kind: "max",
    vitepress: "267 KB",
    value: (r) => (r.weight ? r.weight.article.htmlRaw / KB : null),
  },
  {
    id: "article.tbt",
    label: "article page: Total Blocking Time",
    n: 1000,
    unit: "ms",
    limit: 50,
    kind: "max",
    vitepress: "182–233 ms",
    value: (r) => r.vitals?.tbtMs ?? null,
  },
  {
    id: "article.fcp",
    label: "article page: First Contentful Paint (localhost)",
    n: 1000,
    unit: "ms",
    limit: 250,
    kind: "max",
    vitepress: "528–640 ms",
    value: (r) => r.vitals?.fcpMs ?? null,
  },
  {
    id: "article.cls",
    label: "article page: Cumulative Layout Shift",
    n: 1000,
    unit: "",
    limit: 0,
    kind: "max",
    vitepress: "—",
    value: (r) => r.vitals?.cls ?? null,
  },
  {
    id: "dev.reload",
    label: "npm run dev: save → reloaded page (median of 7 saves)",
    n: 1000,
    unit: "ms",
    limit: 300,
    kind: "max",
    vitepress: "—",
    value: (r) => r.devReload?.ms ?? null,
    missing: (r) => r.devReloadNote ?? "not measured (--dev-reload-sizes)",
  },
  {
    id: "nav.click",
    label: "client navigation: sidebar click → new h1",
    n: 1000,
    unit: "ms",
    limit: 50,
    kind: "max",
    vitepress: "117–133 ms",
    value: (r) => r.click?.ms ?? null,
  },
  {
    id: "search.cold",
    label: "search, cold: Ctrl+K + query → first result",
    n: 1000,
    unit: "ms",
    limit: 300,
    kind: "max",
    vitepress: "873–929 ms",
    value: (r) => r.searchUi?.coldMs ?? null,
    missing: (r) => r.searchUi?.note,
  },
  // Issue #19: what a reader downloads before the first result (the cold run's search files), at every size.
  ...(
    [
      [1000, 100],
      [3000, 150],
      [10000, 150],
    ] as const
  ).map(
    ([n, limit]): Budget => ({
      id: `search.first.${n}`,
      label: "search files downloaded before the first result, gzip",
      n,
      unit: "KB",
      limit,
      kind: "max",
      vitepress: n === 1000 ? "2.27 MB" : "—",
      value: (r) => (r.searchFirst ? r.searchFirst.gzip / KB : null),
      missing: (r) => r.searchUi?.note ?? (r.search ? "n/a: the cold run requested no search file" : "n/a: no search index in the output (search not merged)"),
    }),
  ),
  {
    id: "search.cold.3000",
    label: "search, cold: Ctrl+K + query → first result",
    n: 3000,
    unit: "ms",
    limit: 200,
    kind: "max",
    vitepress: "—",
    value: (r) => r.searchUi?.coldMs ?? null,
    missing: (r) => r.searchUi?.note,
  },
  {
    id: "search.warm.3000",
    label: "search, warm: keystroke → results (median)",
    n: 3000,
    unit: "ms",
    limit: 16,
    kind: "max",
    vitepress: "—",
    value: (r) => r.searchUi?.warmMedianMs ?? null,
    missing: (r) => r.searchUi?.note,
  },
  {
    id: "build.wall.10000",
    label: "build wall time (median of runs)",
    n: 10000,
    unit: "s",
    limit: 60,
    kind: "max",
    vitepress: "out of memory at 16,000 (#5134)",
    value: (r) => r.build.wallS,
  },
  { id: "build.peak.10000", label: "build peak memory", n: 10000, unit: "MB", limit: 2048, kind: "max", vitepress: "—", value: (r) => r.build.peakMB },
  growth("output.growth.10000", "output growth 1000 → 10000 pages (exponent k in size ∝ Nᵏ)", 10000, 1.03, "—"),
  {
    id: "article.html.10000",
    label: "article page HTML at 10000 pages vs 1000 (ratio; 1.10 = 10 % larger)",
    n: 10000,
    unit: "×",
    limit: 1.1,
    kind: "max",
    vitepress: "—",
    value: (r, all) => {
      const small = all.get(1000);
      return small?.weight && r.weight ? r.weight.article.htmlRaw / small.weight.article.htmlRaw : null;
    },
    missing: () => "needs the article page weight at 1000 and 10000 pages",
  },
  {
    id: "search.warm",
    label: "search, warm: keystroke → results (median)",
    n: 1000,
    unit: "ms",
    limit: 20,
    kind: "max",
    vitepress: "229–234 ms",
    value: (r) => r.searchUi?.warmMedianMs ?? null,
    missing: (r) => r.searchUi?.note,
  },
  {
    id: "search.engine.p95",
    label: "search engine: query p95 per keystroke, in Chromium",
    n: 3000,
    unit: "ms",
    limit: 5,
    kind: "max",
    vitepress: "—",
    value: (r) => r.searchEngine?.queryP95Ms ?? null,
    missing: (r) => r.searchEngineNote,
  },
  {
    id: "diagram.svg",
    label: "diagram page: first diagram's svg visible",
    n: 1000,
    unit: "ms",
    limit: 700,
    kind: "max",
    vitepress: "662–887 ms",
    value: (r) => r.diagram?.svgMs ?? null,
    missing: (r) => r.diagram?.note,
  },
  {
    id: "diagram.cls",
    label: "diagram page: layout shift while the diagram draws",
    n: 1000,
    unit: "",
    limit: 0,
    kind: "max",
    vitepress: "shifts",
    value: (r) => r.diagram?.cls ?? null,
    missing: (r) => r.diagram?.note,
  },
  {
    id: "render.blocking",
    label: "render-blocking external scripts",
    n: 1000,
    unit: "",
    limit: 0,
    kind: "max",
    vitepress: "—",
    value: (r) => r.renderBlockingScripts,
  },
  lh("home", "performance", "performance"),
  lh("home", "accessibility", "accessibility"),
  lh("home", "bestPractices", "best practices"),
  lh("home", "seo", "SEO"),
  lh("article", "performance", "performance"),
  lh("article", "accessibility", "accessibility"),
  lh("article", "bestPractices", "best practices"),
  lh("article", "seo", "SEO"),
];

export interface BudgetResult {
  id: string;
  label: string;
  n: number;
  unit: string;
  value: number | null;
  budget: string;
  vitepress: string;
  status: "within" | "OVER" | "n/a";
  note?: string;
}

export function checkBudgets(all: Map<number, SizeResult>): BudgetResult[] {
  return BUDGETS.map((b) => {
    const r = all.get(b.n);
    const budget = `${b.kind === "max" ? "≤" : "≥"} ${b.unit === "KB" && b.limit >= 1024 ? `${(b.limit / 1024).toFixed(1)} MB` : `${b.limit}${b.unit ? ` ${b.unit}` : ""}`}`;
    if (!r) return { id: b.id, label: b.label, n: b.n, unit: b.unit, value: null, budget, vitepress: b.vitepress, status: "n/a", note: `no ${b.n}-page run` };
    let value: number | null = null;
    try {
      value = b.value(r, all);
    } catch {
      value = null;
    }
    if (value === null || Number.isNaN(value))
      return {
        id: b.id,
        label: b.label,
        n: b.n,
        unit: b.unit,
        value: null,
        budget,
        vitepress: b.vitepress,
        status: "n/a",
        note: b.missing?.(r) ?? "not measured",
      };
    const ok = b.kind === "max" ? value <= b.limit + 1e-9 : value >= b.limit - 1e-9;
    const note = b.id.startsWith("build.wall") ? r.build.note : undefined;
    return { id: b.id, label: b.label, n: b.n, unit: b.unit, value, budget, vitepress: b.vitepress, status: ok ? "within" : "OVER", ...(note ? { note } : {}) };
  });
}

/**
 * `npm start` on Web Docs' own site (issue #17, GUIDE.md "Added as the product grew"): a fresh clone's first
 * start ≤ 20 s with the widgets bundle in it, a warm start ≤ 5 s. The bundle's own limit is the share of the
 * first start it may take ("a few seconds"), so the build and the server keep the rest.
 */
const START_BUDGETS: Array<{ id: string; label: string; limit: number; value: (s: StartFigures) => number | null; vitepress: string }> = [
  { id: "start.bundle", label: "widgets bundle, cold (no cache)", limit: 10, value: (s) => s.coldBundleS, vitepress: "—" },
  { id: "start.first", label: "npm start on a fresh clone: bundle + build + first 200", limit: 20, value: (s) => s.firstStartS, vitepress: "—" },
  { id: "start.warm", label: "npm start, widgets cached: build + first 200", limit: 5, value: (s) => s.warmStartS, vitepress: "—" },
];

export function checkStartBudgets(start: StartFigures | null, note?: string): BudgetResult[] {
  return START_BUDGETS.map((b) => {
    const value = start ? b.value(start) : null;
    const base = { id: b.id, label: b.label, n: start?.pages ?? 0, unit: "s", budget: `≤ ${b.limit} s`, vitepress: b.vitepress };
    if (value === null) return { ...base, value: null, status: "n/a" as const, note: note ?? "not measured" };
    return { ...base, value, status: value <= b.limit ? ("within" as const) : ("OVER" as const) };
  });
}

/**
 * An author's install (issue #38): node_modules ≤ 200 MB and no slower than `npm add -D vitepress` in the same
 * run; create → install → `npm run docs:dev` answering ≤ 20 s (VitePress's init path here); the first build of
 * the scaffold ≤ 3 s (the widgets ship prebuilt).
 */
export function checkInstallBudgets(f: InstallFigures | null, note?: string): BudgetResult[] {
  const vpS = f?.vitepressInstallS ?? null;
  const rows: Array<{ id: string; label: string; unit: string; limit: number | null; budget: string; value: number | null; vitepress: string }> = [
    {
      id: "install.size",
      label: "npm install web-docs: node_modules",
      unit: "MB",
      limit: 200,
      budget: "≤ 200 MB",
      value: f?.nodeModulesMB ?? null,
      vitepress: f?.vitepressNodeModulesMB == null ? "—" : `${f.vitepressNodeModulesMB} MB`,
    },
    {
      id: "install.time",
      label: "npm install web-docs (empty npm cache)",
      unit: "s",
      limit: vpS,
      budget: vpS === null ? "≤ VitePress's install" : `≤ ${vpS} s (VitePress's, same run)`,
      value: f?.installS ?? null,
      vitepress: vpS === null ? "—" : `${vpS} s`,
    },
    {
      id: "install.create-dev",
      label: "create → install → docs:dev answering",
      unit: "s",
      limit: 20,
      budget: "≤ 20 s",
      value: f?.createToDevS ?? null,
      vitepress: "—",
    },
    {
      id: "install.first-build",
      label: "first web-docs build of the scaffold",
      unit: "s",
      limit: 3,
      budget: "≤ 3 s",
      value: f?.firstBuildS ?? null,
      vitepress: "—",
    },
  ];
  return rows.map(({ limit, value, ...r }) => {
    if (value === null) return { ...r, n: 0, value: null, status: "n/a" as const, note: note ?? "not measured" };
    if (limit === null) return { ...r, n: 0, value, status: "n/a" as const, note: "VitePress not measured (--no-vitepress)" };
    return { ...r, n: 0, value, status: value <= limit ? ("within" as const) : ("OVER" as const) };
  });
}

/**
 * Vue in Markdown (issue 41, bench/vue.ts): a plain page ships no island script; a page with one
 * interactive Vue component adds Vue's runtime and the component only — at most half of VitePress 1.6.4's
 * whole JS for the same page (57.5 KB gzip, measured with --vitepress), blocks nothing; Vue pages build in
 * at most twice the time of the same pages without Vue.
 */
const VUE_BUDGETS: Array<{
  id: string;
  label: string;
  unit: string;
  limit: number;
  value: (v: VueFigures) => number | null;
  vitepress: (v: VueFigures) => string;
}> = [
  {
    id: "vue.plain.islands",
    label: "vue fixture, plain page: island scripts named",
    unit: "",
    limit: 0,
    value: (v) => v.plainIslandScripts,
    vitepress: () => "—",
  },
  {
    id: "vue.plain.js",
    label: "vue fixture, plain page: JS gzip until network idle",
    unit: "KB",
    limit: 25,
    value: (v) => v.plainJsGzip / KB,
    vitepress: (v) => (v.vitepress ? `${(v.vitepress.plainJsGzip / KB).toFixed(1)} KB` : "57.2 KB"),
  },
  {
    id: "vue.island.vue",
    label: "vue fixture, one interactive Vue component: its island script (Vue's runtime + the component), gzip",
    unit: "KB",
    limit: 28,
    value: (v) => v.islandVueGzip / KB,
    vitepress: (v) => `whole page ${v.vitepress ? (v.vitepress.islandJsGzip / KB).toFixed(1) : "57.5"} KB`,
  },
  {
    id: "vue.island.js",
    label: "vue fixture, one interactive Vue component: JS gzip until network idle",
    unit: "KB",
    limit: 50,
    value: (v) => v.islandJsGzip / KB,
    vitepress: (v) => `${v.vitepress ? (v.vitepress.islandJsGzip / KB).toFixed(1) : "57.5"} KB`,
  },
  {
    id: "vue.island.tbt",
    label: "vue fixture, one interactive Vue component: Total Blocking Time",
    unit: "ms",
    limit: 0,
    value: (v) => v.islandTbtMs,
    vitepress: () => "—",
  },
  {
    id: "vue.build.ratio",
    label: "build time, corpus pages with Vue ÷ the same pages without (the build's own time)",
    unit: "×",
    limit: 2,
    value: (v) => v.build.vueS / v.build.plainS,
    vitepress: () => "—",
  },
];

export function checkVueBudgets(vue: VueFigures | null, note?: string): BudgetResult[] {
  return VUE_BUDGETS.map((b) => {
    const value = vue ? b.value(vue) : null;
    const base = {
      id: b.id,
      label: b.label,
      n: b.id === "vue.build.ratio" ? (vue?.build.pages ?? 0) : 0,
      unit: b.unit,
      budget: `≤ ${b.limit}${b.unit ? ` ${b.unit}` : ""}`,
      vitepress: vue ? b.vitepress(vue) : "—",
    };
    if (value === null || Number.isNaN(value)) return { ...base, value: null, status: "n/a" as const, note: note ?? "not measured" };
    return { ...base, value, status: value <= b.limit + 1e-9 ? ("within" as const) : ("OVER" as const) };
  });
}
