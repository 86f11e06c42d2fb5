// The search index, built once per site build before the templates render (so every page can name
// the content-hashed index module in <web-docs-search index-url>): records → a sharded index of ES
// modules (spec §7: a generated module, not a network call): a small root, and term-range and
// section-range shards the browser imports only as a query needs them (common/search/format.ts).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { writeAtomic } from "../write-atomic.ts";
import {
  buildShards,
  SHARD_SIZES,
  type BuiltShards,
  type IndexedSection,
  type IndexInput,
  type NameShards,
  type ShardSizes,
} from "../../common/search/build.ts";
import { TermTable } from "../../common/search/postings.ts";
import { defaultAnchor, INDEX_VERSION } from "../../common/search/engine.ts";
import type { ContentPage } from "../content-index.ts";
import { parseFrontMatter } from "../front-matter-text.ts";
import type { PageBody } from "../content-index.ts";
import { expandIncludes } from "../markdown/includes.ts";
import type { IndexPage, PageSource, SectionRecord } from "./records.ts";
import { CRUMBS } from "../../common/search/format.ts";
import { sameTitleLabels } from "./same-titles.ts";
import { dataModule } from "./data-module.ts";

export { dataModule } from "./data-module.ts";
import { moveAside } from "../move-aside.ts";
import { readPageFile } from "../page-files.ts";

/** Longest preview kept per section: enough for a snippet around a match deep in a long section. */
const PREVIEW_MAX = 1200;

export interface BuiltSearchIndex extends BuiltShards {
  records: SectionRecord[];
}

/** A page with its search records, as the index takes it. */
export interface IndexedPage extends IndexPage {
  records: SectionRecord[];
  /** Each record's fields, counted already in `table` (site/search/indexer.ts); its context (t) as for a page of a title of its own. */
  counted?: Array<{ h: Int32Array; b: Int32Array; t?: Int32Array }>;
}

/**
 * Build the sharded index from pages (in a stable order, so the same content gives the same hashes);
 * `name` names the shards (the written build: module files named after a hash of their kind's content).
 */
export function buildSearchIndex(
  pages: IndexedPage[],
  name: NameShards = (kind) => `${kind}-#.js`,
  sizes: ShardSizes = SHARD_SIZES,
  table = new TermTable(),
): BuiltSearchIndex {
  const input = {
    pages: [] as IndexInput["pages"],
    h: [] as string[],
    up: [] as number[],
    ax: [] as Array<[number, string]>,
    sections: [] as IndexedSection[],
    previews: [] as string[],
  };
  const records: SectionRecord[] = [];
  const labels = sameTitleLabels(pages);
  pages.forEach((page, p) => {
    const first = records.length;
    const where = labels.get(p);
    input.pages.push(where ? [page.link, page.title, first, where.join(CRUMBS)] : [page.link, page.title, first]);
    page.records.forEach((r, k) => {
      const id = records.length;
      const top = r.parent < 0;
      const heading = r.t[r.t.length - 1];
      records.push({ ...r, parent: top ? -1 : first + r.parent });
      input.h.push(top ? "" : heading);
      input.up.push(top ? 0 : id - (first + r.parent));
      if (!top && r.a !== defaultAnchor(heading)) input.ax.push([id, r.a]);
      // A section's context, searched with its heading and text: where its page sits in the site, the page's
      // title, the headings above it. ("vim macros" finds "Modes and motions > Macros", filed under Editors > Vim.)
      // (And, for a page whose title others share, what tells it apart: "typescript bind" finds the TypeScript one.)
      const context = [...(page.place ?? []), ...(where ?? []), ...r.t.slice(0, -1)];
      input.sections.push({ id, h: heading, t: context.join(" "), b: r.p, counted: where ? { ...page.counted?.[k], t: undefined } : page.counted?.[k] });
      input.previews.push(r.p.length > PREVIEW_MAX ? `${r.p.slice(0, PREVIEW_MAX)}…` : r.p);
    });
    // Its counted fields are its sections' now, dropped once they are postings (buildShards).
    page.counted = undefined;
  });
  return { ...buildShards(input, name, sizes, table), records };
}

const hashOf = (parts: Iterable<string>) => {
  const h = crypto.createHash("sha256");
  for (const p of parts) h.update(p).update("\0");
  return h.digest("hex").slice(0, 10);
};

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The code that shapes the index: a change to any of it renames the index. */
const INDEX_CODE = [
  "common/search/tokenize.ts",
  "common/search/engine.ts",
  "common/search/format.ts",
  "common/search/build.ts",
  "common/search/postings.ts",
  "common/search/query.ts",
  "common/search/score.ts",
  "common/slug.ts",
  "site/search/records.ts",
  "site/search/indexer.ts",
  "site/search/build-index.ts",
  "site/page-record.ts",
  "site/markdown",
];

function codeVersion(): string {
  const files = INDEX_CODE.flatMap((rel) => {
    const abs = path.join(ROOT, rel);
    if (!fs.existsSync(abs)) return [];
    return fs.statSync(abs).isDirectory()
      ? (fs
          .readdirSync(abs)
          .sort()
          .map((f) => path.join(abs, f)) as string[])
      : [abs];
  });
  // Segmentation of CJK text comes from the runtime's ICU data.
  return hashOf([String(INDEX_VERSION), process.versions.icu ?? "", ...files.map((f) => fs.readFileSync(f, "utf8"))]);
}

/**
 * Pages of the site in index order, with their text as written (includes expanded): what the index's name
 * is made of (its records come from the render). `search: false` in front matter leaves a page out.
 */
export function searchablePages(
  pages: ContentPage[],
  contentDir: string,
  places: Record<string, string[]> = {},
  extraRoots: string[] = [],
  bodies?: ReadonlyMap<string, PageBody>,
): PageSource[] {
  return pages
    .filter((p) => p.frontmatter.search !== false)
    .flatMap((p) => {
      const file = path.join(contentDir, p.file);
      // The body as this build's scan read it; else (a partial build, a worker) read it now.
      let parsed: PageBody | undefined = bodies?.get(p.file);
      try {
        parsed ??= parseFrontMatter(readPageFile(file), file);
      } catch {
        return []; // front matter that does not load: one of the build's problems (its scan reports it)
      }
      const { body: raw, bodyLine } = parsed;
      // Included parts are part of the page's text; a broken include is reported by the page's render.
      let body = raw;
      try {
        body = expandIncludes(raw, file, contentDir, bodyLine, [], extraRoots).text;
      } catch {
        /* reported when the page renders */
      }
      return [{ link: p.url.replace(/^\//, ""), title: p.title, body, frontmatter: p.frontmatter, place: places[p.url] ?? [] }];
    });
}

/**
 * The index module's name, from its inputs (the pages and the code that indexes them) rather than its
 * output: known before the index is built, so templates can name it while the index builds alongside.
 */
export function searchIndexName(sources: PageSource[]): string {
  // Field by field: one JSON string of every page (~80 MB at 10,000 pages) took over a second to encode and
  // hash, on the thread that renders the pages next.
  const fields = sources.flatMap(({ link, title, body, place, frontmatter }) => [
    link,
    title,
    JSON.stringify(place ?? []),
    JSON.stringify(frontmatter ?? {}),
    body,
  ]);
  return `index.${hashOf([codeVersion(), ...fields])}.js`;
}

/**
 * Build the index and write its root (as module `name`) and its content-hashed shard modules into `dir`.
 * Returns the number of records, the root's size and every file's size (raw bytes).
 */
export function writeIndexFiles(pages: IndexedPage[], dir: string, name: string, table?: TermTable): { records: number; bytes: number; shards: number } {
  fs.mkdirSync(dir, { recursive: true });
  // One hash per kind, of all its shards: the root then names them with one pattern, not a hash each. Each
  // shard's module is written as it is made, under a temporary name until the hash is known: a kind's modules
  // held at once (the previews: about 130 MB of text at 10,000 pages) were the index build's memory peak.
  const nameShards: NameShards = (kind, values) => {
    const h = crypto.createHash("sha256");
    const temps = values.map((value, k) => {
      const code = dataModule(value);
      h.update(code).update("\0");
      const tmp = path.join(dir, `.${kind}-${k}.${process.pid}.tmp`);
      fs.writeFileSync(tmp, code);
      return tmp;
    });
    const pattern = `${kind}-#.${h.digest("hex").slice(0, 10)}.js`;
    temps.forEach((tmp, k) => {
      const file = path.join(dir, pattern.replace("#", String(k)));
      // (A content-hashed file that exists is left alone, as writeHashedOnce does: a server may be reading it.)
      if (fs.existsSync(file)) fs.rmSync(tmp);
      else fs.renameSync(tmp, file);
    });
    return pattern;
  };
  const built = buildSearchIndex(pages, nameShards, SHARD_SIZES, table);
  const code = dataModule(built.root);
  // Named by its inputs, not its bytes (npm run dev rewrites it under the name pages carry): always written.
  writeAtomic(path.join(dir, name), code);
  return { records: built.records.length, bytes: code.length, shards: built.files.length };
}

/** Remove the search folder for a new index: an index still being written (npm run dev) may write into it. */
export function clearFolder(dir: string): void {
  const old = moveAside(dir);
  if (old) fs.rmSync(old, { recursive: true, force: true });
}
