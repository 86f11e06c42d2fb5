// Helpers for the search tests: pages, an index built in memory, and the engine over it.
import type { NameShards, ShardSizes } from "../../common/search/build.ts";
import { SearchEngine, type RootData } from "../../common/search/engine.ts";
import { buildSearchIndex, type IndexedPage } from "../../site/search/build-index.ts";
import { createMarkdown } from "../../site/markdown/index.ts";
import { pageRecords, type PageSource, type SectionRecord } from "../../site/search/records.ts";

export const page = (link: string, title: string, body: string, frontmatter: Record<string, unknown> = {}): PageSource => ({ link, title, body, frontmatter });

let parser: ReturnType<typeof createMarkdown> | undefined;
/** A page's records as the render takes them: its Markdown parsed by the pipeline pages render with. */
export const recordsOf = (p: PageSource): SectionRecord[] => pageRecords((parser ??= createMarkdown({ labels: { copyCode: "" } })).parse(p.body, {}), p);

/** A page as the index takes it (its records from its Markdown). */
export const indexed = (p: PageSource): IndexedPage => ({ link: p.link, title: p.title, place: p.place, records: recordsOf(p) });

/** Shard names for an index kept in `files` (JSON round-tripped, as a module would give it back). */
export const inMemory =
  (files: Map<string, unknown>): NameShards =>
  (kind, values) => {
    values.forEach((v, k) => files.set(`${kind}-${k}`, JSON.parse(JSON.stringify(v))));
    return `${kind}-#`;
  };

/** An engine over an index built in memory; `loaded` lists the shard files it imported. */
export function engineFor(pages: PageSource[], sizes?: ShardSizes): SearchEngine & { loaded: string[] } {
  const files = new Map<string, unknown>();
  const built = buildSearchIndex(pages.map(indexed), inMemory(files), sizes);
  const loaded: string[] = [];
  const engine = new SearchEngine(JSON.parse(JSON.stringify(built.root)) as RootData, async (file) => (loaded.push(file), files.get(file)));
  return Object.assign(engine, { loaded });
}

/** Title trails of a query's results ("Page > Heading"), best first. */
export const trails = async (e: SearchEngine, q: string, limit?: number) =>
  (await e.records((await e.search(q, limit)).hits.map((h) => h.id))).map((r) => r.t.join(" > "));
