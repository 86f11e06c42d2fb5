// Versioned docs built once (issue #42 budgets): the 1000-page corpus alone, then the same site with five
// versions of it (5,000 pages) built cold (an empty cache), then again with one page of the default version
// edited, the four other versions unchanged. Budgets: warm ≤ 1.5× the site alone, cold ≤ 5.5×, peak memory
// ≤ 2 GB. Run alone: `node --import tsx bench/versions.ts [--work DIR] [--size 1000]`; `npm run bench` runs it too.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { corpusConfig, generateCorpus } from "./corpus.ts";
import { type BuildRun, timedBuild } from "./build-measure.ts";
import { widgetsBundle } from "./widgets.ts";

const VERSIONS = ["5.x", "4.x", "3.x", "2.x", "1.x"];

export interface VersionFigures {
  pages: number;
  versions: number;
  alone: BuildRun;
  cold: BuildRun;
  warm: BuildRun;
  /** The warm build's own log named every unchanged version as reused. */
  reusedAll: boolean;
}

export const VERSION_BUDGETS = { warm: 1.5, cold: 5.5, peakMB: 2048 };

export async function measureVersions(work: string, n = 1000): Promise<VersionFigures> {
  // The production widgets bundle first (as npm run bench does): no build timed here makes it.
  delete process.env.WEB_DOCS_MINIFY;
  await widgetsBundle(work);
  const corpus = path.join(work, `versions-corpus-${n}`);
  const manifest = generateCorpus(corpus, n);
  const aloneConfig = path.join(work, `versions-alone-${n}.json`);
  fs.writeFileSync(aloneConfig, JSON.stringify(corpusConfig(manifest)));
  // The same corpus in each version's folder, each page saying which version it documents (the versions'
  // search indexes differ, as real ones do).
  const docs = path.join(work, `versions-docs-${n}`);
  fs.rmSync(docs, { recursive: true, force: true });
  for (const v of VERSIONS) {
    fs.cpSync(corpus, path.join(docs, v), { recursive: true, filter: (f) => !f.endsWith("manifest.json") });
    for (const f of fs.readdirSync(path.join(docs, v), { recursive: true }) as string[]) {
      if (f.endsWith(".md")) fs.appendFileSync(path.join(docs, v, f), `\n\nThis page documents version ${v}.\n`);
    }
  }
  const config = path.join(work, `versions-config-${n}.json`);
  fs.writeFileSync(config, JSON.stringify({ ...corpusConfig(manifest), versions: { default: VERSIONS[0], list: VERSIONS } }));
  const cache = path.join(work, `versions-cache-${n}`);
  fs.rmSync(cache, { recursive: true, force: true });
  const before = process.env.WEB_DOCS_VERSIONS_CACHE;
  process.env.WEB_DOCS_VERSIONS_CACHE = cache;
  try {
    const alone = await timedBuild(corpus, aloneConfig, path.join(work, `versions-alone-out-${n}`));
    const out = path.join(work, `versions-out-${n}`);
    const cold = await timedBuild(docs, config, out);
    // An author's edit: one page of the default version.
    const page = manifest.pages[Math.floor(manifest.pages.length / 2)].path;
    fs.appendFileSync(path.join(docs, VERSIONS[0], page), "\nEdited since the last build.\n");
    let log = "";
    const warm = await timedBuild(docs, config, out, (l) => (log = l));
    const reusedAll = VERSIONS.slice(1).every((v) => log.includes(`versions: reused ${v} (`));
    return { pages: n, versions: VERSIONS.length, alone, cold, warm, reusedAll };
  } finally {
    if (before === undefined) delete process.env.WEB_DOCS_VERSIONS_CACHE;
    else process.env.WEB_DOCS_VERSIONS_CACHE = before;
  }
}

/** The report's lines, each figure beside its budget. */
export function versionLines(f: VersionFigures): string[] {
  const warm = f.warm.wallS / f.alone.wallS;
  const cold = f.cold.wallS / f.alone.wallS;
  const peak = Math.max(f.cold.peakMB, f.warm.peakMB);
  const mark = (ok: boolean) => (ok ? "within" : "**OVER**");
  return [
    `## Versions (${f.versions} versions of ${f.pages} pages; four unchanged in the warm build)`,
    "",
    "| figure | value | budget | status |",
    "| --- | --- | --- | --- |",
    `| the ${f.pages}-page site alone | ${f.alone.wallS.toFixed(1)} s, ${f.alone.peakMB.toFixed(0)} MB | — | — |`,
    `| cold build (empty cache) | ${f.cold.wallS.toFixed(1)} s = ${cold.toFixed(2)}× | ≤ ${VERSION_BUDGETS.cold}× | ${mark(cold <= VERSION_BUDGETS.cold)} |`,
    `| warm build (default version edited) | ${f.warm.wallS.toFixed(1)} s = ${warm.toFixed(2)}× | ≤ ${VERSION_BUDGETS.warm}× | ${mark(warm <= VERSION_BUDGETS.warm && f.reusedAll)} |`,
    `| peak memory | ${peak.toFixed(0)} MB | ≤ ${VERSION_BUDGETS.peakMB} MB | ${mark(peak <= VERSION_BUDGETS.peakMB)} |`,
    "",
    f.reusedAll ? "" : "The warm build did not reuse every unchanged version (see its log).",
  ];
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const option = (name: string) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : undefined);
  const work = path.resolve(option("work") ?? path.join(os.tmpdir(), "web-docs-bench"));
  fs.mkdirSync(work, { recursive: true });
  measureVersions(work, Number(option("size") ?? 1000))
    .then((f) => console.log(versionLines(f).join("\n")))
    .catch((e) => {
      console.error(`[bench] versions failed: ${(e as Error).stack ?? e}`);
      process.exit(1);
    });
}
