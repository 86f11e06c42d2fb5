import type { BuildRun, OutputStats } from "./build-measure.ts";
import type { DevReload } from "./dev-reload.ts";
import type { Vitals, Weight } from "./browser.ts";
import type { SearchEngineFigures, SearchUi } from "./search-browser.ts";
import type { LighthouseScores } from "./lighthouse.ts";
import type { SearchFiles } from "./search-index.ts";
import type { SocialCardFigures } from "./social-cards.ts";
import type { InstallFigures } from "./package-install.ts";
import type { VersionFigures } from "./versions.ts";
import type { PagefindIndexFigures, PagefindUi } from "./pagefind.ts";

/** `npm start` on a fresh clone and again warm (first-start.ts). */
export interface StartFigures {
  /** HTML pages of the site started (Web Docs' own content). */
  pages: number;
  /** The widgets bundle inside the first start, as the build timed it. */
  coldBundleS: number | null;
  /** Spawn → first 200 for the home page, with an empty widgets cache. */
  firstStartS: number;
  /** The same with the bundle cached (the site rebuilt, as every npm start does). */
  warmStartS: number;
  /** What the start printed (its progress lines), to show in the report. */
  firstStartLog: string[];
}

/** Everything measured for one corpus size. */
export interface SizeResult {
  n: number;
  corpus: { markdownFiles: number; contentPages: number; mermaidPages: number; words: number; markdownBytes: number; generateS: number };
  build: { runs: BuildRun[]; wallS: number; peakMB: number; reportedS: number | null; pages: number | null; note?: string };
  output: OutputStats & { bytesPerPage: number; htmlBytesPerPage: number };
  search: SearchFiles | null;
  searchEngine: SearchEngineFigures | null;
  searchEngineNote?: string;
  pages: { article: string; diagram: string; clickTarget: string; clickTitle: string; searchQuery: string };
  weight: { article: Weight; diagram: Weight } | null;
  vitals: Vitals | null;
  /** FCP of a one-paragraph page under the same conditions (the machine's floor). */
  baselineFcpMs: number | null;
  click: { ms: number | null; runs: number[]; clientSide: boolean | null } | null;
  searchUi: SearchUi | null;
  /** Our search files the cold run imported before the first result (root, dictionary, postings, record shards), gzip. */
  searchFirst?: { files: number; gzip: number; raw: number } | null;
  /** Pagefind on the same output (bench/pagefind.ts). */
  pagefind?: { index: PagefindIndexFigures; ui: PagefindUi } | null;
  pagefindNote?: string;
  diagram: { svgMs: number | null; runs: number[]; cls: number | null; note?: string } | null;
  renderBlockingScripts: number | null;
  lighthouse: { home: LighthouseScores; article: LighthouseScores } | null;
  /** `npm run dev`: save → reloaded page (bench/dev-reload.ts). */
  devReload?: DevReload | null;
  devReloadNote?: string;
  /** Seconds this size took in the benchmark (build + browser + Lighthouse). */
  benchS: number;
}

export interface BenchMeta {
  date: string;
  commit: string;
  node: string;
  chromium: string;
  cores: number;
  loadAverageStart: number[];
  loadAverageEnd: number[];
  /** One-off widgets bundle time, recorded when the cached bundle was made (null: not recorded). */
  widgetsBundleS: number | null;
  widgetsBundleAt: string | null;
  widgetsBundleBytes: { raw: number; gzip: number; files: number };
  /** npm start on a fresh clone and warm (bench/first-start.ts); null when skipped or failed. */
  start: StartFigures | null;
  /** Social cards on Web Docs' own pages (bench/social-cards.ts); null when it failed. */
  socialCards?: SocialCardFigures | null;
  /** An author's install from the packed tarballs, beside VitePress's (bench/package-install.ts); null: skipped or failed. */
  install?: InstallFigures | null;
  /** Vue in Markdown (bench/vue.ts); null when skipped or failed. */
  vue?: VueFigures | null;
  /** Versioned docs built once (bench/versions.ts); null when skipped (--no-versions) or failed. */
  versions?: VersionFigures | null;
  features: Record<string, boolean>;
  command: string;
  durationS: number;
  runs: number;
  loads: number;
}

export interface VueFigures {
  /** JS gzip until the network is idle, bytes. */
  plainJsGzip: number;
  islandJsGzip: number;
  /** The island page's /assets/vue/ script (Vue's runtime and the component), gzip bytes. */
  islandVueGzip: number;
  /** Vue or React island scripts a plain page names (must be none). */
  plainIslandScripts: number;
  islandTbtMs: number | null;
  build: { pages: number; vueS: number; plainS: number; vueWallS: number; plainWallS: number; runs: number };
  vitepress: { version: string; islandJsGzip: number; plainJsGzip: number } | null;
  vitepressNote?: string;
}
