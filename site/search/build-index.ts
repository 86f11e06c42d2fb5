// The search index, built once per site build before the templates render (so every page can name
// the content-hashed index file in <web-docs-search index-url>): records → MiniSearch → JSON, with
// the previews in separate shards that the browser fetches only for the results it shows.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createIndex, defaultAnchor, INDEX_VERSION, type IndexedSection, type SearchIndexData } from "../../widgets/search/engine.ts";
import { parseFrontMatter, type ContentPage } from "../content-index.ts";
import { pageRecords, type PageSource, type SectionRecord } from "./records.ts";

/** Longest preview kept per section: enough for a snippet around a match deep in a long section. */
export const PREVIEW_MAX = 1200;
/** Target size of one preview shard (raw bytes): a handful of shards covers a screen of results. */
export const SHARD_BYTES = 16_000;

export interface BuiltSearchIndex {
  data: SearchIndexData;
  /** Preview shards, in id order. */
  shards: string[][];
  records: SectionRecord[];
}

/** Build the index from pages (in a stable order, so the same content gives the same hashes). */
export function buildSearchIndex(pages: PageSource[]): BuiltSearchIndex {
  const data: SearchIndexData = { v: INDEX_VERSION, pages: [], h: [], up: [], ax: [], shards: [], index: null as never };
  const sections: IndexedSection[] = [];
  const records: SectionRecord[] = [];
  for (const page of pages) {
    const first = records.length;
    data.pages.push([page.link, page.title, first]);
    for (const r of pageRecords(page)) {
      const id = records.length;
      const top = r.parent < 0;
      const heading = r.t[r.t.length - 1];
      records.push({ ...r, parent: top ? -1 : first + r.parent });
      data.h.push(top ? "" : heading);
      data.up.push(top ? 0 : id - (first + r.parent));
      if (!top && r.a !== defaultAnchor(heading)) data.ax.push([id, r.a]);
      sections.push({ id, h: heading, t: r.t.slice(0, -1).join(" "), b: r.p });
    }
  }
  data.index = createIndex(sections);

  const shards: string[][] = [];
  let size = Infinity;
  records.forEach((r, id) => {
    const preview = r.p.length > PREVIEW_MAX ? `${r.p.slice(0, PREVIEW_MAX)}…` : r.p;
    if (size >= SHARD_BYTES) {
      shards.push([]);
      data.shards.push([id, ""]);
      size = 0;
    }
    shards[shards.length - 1].push(preview);
    size += preview.length + 4;
  });
  return { data, shards, records };
}

const hashOf = (s: string) => crypto.createHash("sha256").update(s).digest("hex").slice(0, 10);

/** Pages of the site in index order; `search: false` in front matter leaves a page out. */
export function searchablePages(pages: ContentPage[], contentDir: string): PageSource[] {
  return pages
    .filter((p) => p.frontmatter.search !== false)
    .map((p) => {
      const file = path.join(contentDir, p.source);
      const { body } = parseFrontMatter(fs.readFileSync(file, "utf8"), file);
      return { link: p.url.replace(/^\//, ""), title: p.title, body, frontmatter: p.frontmatter };
    });
}

/**
 * Write the index and its preview shards under `<assetsDir>/search/` (content-hashed names) and return
 * the index file's path relative to the site root ("assets/search/index.1a2b3c4d5e.json").
 */
export function writeSearchIndex(pages: ContentPage[], contentDir: string, assetsDir: string): { file: string; records: number; bytes: number } {
  const built = buildSearchIndex(searchablePages(pages, contentDir));
  const dir = path.join(assetsDir, "search");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  built.shards.forEach((shard, k) => {
    const json = JSON.stringify(shard);
    const name = `previews-${k}.${hashOf(json)}.json`;
    fs.writeFileSync(path.join(dir, name), json);
    built.data.shards[k][1] = name;
  });
  const json = JSON.stringify(built.data);
  const name = `index.${hashOf(json)}.json`;
  fs.writeFileSync(path.join(dir, name), json);
  return { file: `assets/search/${name}`, records: built.records.length, bytes: json.length };
}
