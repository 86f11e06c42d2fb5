// Search index figures: the files the search feature writes into the output (found by name, so the
// benchmark works whether or not search is merged yet) and their raw and gzip sizes.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { build } from "esbuild";
import { REPO_ROOT } from "./root.ts";

export interface SearchFiles {
  files: Array<{ path: string; raw: number; gzip: number }>;
  /** The index's root module (the sharded index's other files load as a query needs them). */
  index: { path: string; raw: number; gzip: number } | null;
  total: { raw: number; gzip: number };
}

export const gzipSize = (buf: Buffer | string) => zlib.gzipSync(buf, { level: 9 }).length;

/**
 * Search files under the site root: in a search folder, or named after search / minisearch. Page modules
 * (pages/), sidebar data (sidebar/) and JS chunks are named after content or code, not search data: skipped
 * (the corpus has a "search" section, whose index page's module is pages/backend_search_index.*.js).
 */
export function findSearchFiles(siteRoot: string): SearchFiles | null {
  const all = (fs.readdirSync(siteRoot, { recursive: true }) as string[]).map((f) => f.split(path.sep).join("/"));
  const matches = all.filter(
    (f) => /(^|\/)search\/|search[-_.]?index|minisearch/i.test(f) && /\.(json|js|mjs|bin)$/.test(f) && !/(^|\/)(pages|sidebar|chunks)\//.test(f),
  );
  if (!matches.length) return null;
  const files = matches.map((f) => {
    const buf = fs.readFileSync(path.join(siteRoot, f));
    return { path: f, raw: buf.length, gzip: gzipSize(buf) };
  });
  const named = files.filter((f) => /(^|\/)index[.-]|search[-_.]?index/i.test(path.posix.basename(f.path)));
  const index = (named.length ? named : files).reduce((a, b) => (b.raw > a.raw ? b : a));
  return { files, index, total: { raw: files.reduce((s, f) => s + f.raw, 0), gzip: files.reduce((s, f) => s + f.gzip, 0) } };
}

/**
 * A browser script that loads and queries the index with the site's own engine (common/search/engine.ts)
 * when it exists, else with MiniSearch directly from the serialized index. It defines
 * window.__searchBench = { kind, load(url) → {fetchMs, parseMs, deserializeMs}, query(q) → ms }.
 */
export async function searchHarness(): Promise<{ kind: string; code: string } | null> {
  const engine = path.join(REPO_ROOT, "common/search/engine.ts");
  const viaEngine = fs.existsSync(engine) && /export class SearchEngine/.test(fs.readFileSync(engine, "utf8"));
  const contents = viaEngine
    ? `import { FIRST_SCREEN, SearchEngine } from "./common/search/engine.ts";
       let eng; const make = (data, url) => { eng = new SearchEngine(data, (f) => import(new URL(f, url).href).then((m) => m.default)); };
       // As the widget does: every hit ranked, the records of the first screenful loaded (the rest as rows scroll in).
       const run = async (q) => { const { hits } = await eng.search(q); await eng.records(hits.slice(0, FIRST_SCREEN).map((h) => h.id)); return hits.length; };
       window.__searchBench = { kind: "engine", make, run };`
    : `import MiniSearch from "minisearch";
       let mini; const make = (data) => { const raw = data.index ?? data; mini = MiniSearch.loadJS(raw, { fields: Object.keys(raw.fieldIds), idField: "id" }); };
       const run = async (q) => mini.search(q, { prefix: true, fuzzy: 0.2 }).length;
       window.__searchBench = { kind: "minisearch", make, run };`;
  try {
    const r = await build({
      stdin: { contents, resolveDir: REPO_ROOT, loader: "ts", sourcefile: "search-bench.ts" },
      bundle: true,
      format: "iife",
      target: "es2022",
      write: false,
      minify: true,
      logLevel: "silent",
      define: { "process.env.NODE_ENV": '"production"' },
    });
    return { kind: viaEngine ? "the site's engine (common/search/engine.ts)" : "MiniSearch.loadJS on the serialized index", code: r.outputFiles[0].text };
  } catch (e) {
    console.warn(`[bench] search harness could not be bundled: ${(e as Error).message.split("\n")[0]}`);
    return null;
  }
}
