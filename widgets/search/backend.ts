// Loads a sharded index and answers searches and preview requests. Runs in the search worker, or
// in the page when no worker can start (see client.ts); the widget talks to it only through client.ts.
import { SearchEngine, type RootData, type SearchRecord } from "../../common/search/engine";
import { importData } from "./load-module";

export interface ResultItem extends Omit<SearchRecord, "p"> {
  id: number;
  /** Index terms that matched (for highlighting). */
  terms: string[];
}

export interface SearchResults {
  items: ResultItem[];
  /** Matches before the limit was applied. */
  total: number;
}

export class SearchBackend {
  private loading: Promise<SearchEngine> | null = null;
  private readonly shards = new Map<number, Promise<string[]>>();

  /** `indexUrl` must be absolute (workers and pages resolve relative URLs differently). */
  constructor(readonly indexUrl: string) {}

  /** Import the root once; a failed attempt is forgotten so the next one retries (so are failed shards: engine.ts). */
  load(): Promise<SearchEngine> {
    this.loading ??= importData<RootData>(this.indexUrl)
      .then((root) => new SearchEngine(root, (file) => importData(new URL(file, this.indexUrl).href)))
      .catch((e: unknown) => {
        this.loading = null;
        throw e;
      });
    return this.loading;
  }

  /**
   * Rejects when a shard the query needs cannot be imported (the widget says search is unavailable).
   * `stale()` says a newer query has come: then null, before this one imports its results' records
   * (fast typing would otherwise import records for every prefix typed).
   */
  async search(query: string, limit: number, stale: () => boolean = () => false): Promise<SearchResults | null> {
    const engine = await this.load();
    const { hits, total } = await engine.search(query, limit);
    if (stale()) return null;
    const records = await engine.records(hits.map((h) => h.id));
    return { total, items: hits.map((h, i) => ({ id: h.id, t: records[i].t, l: records[i].l, a: records[i].a, terms: h.terms })) };
  }

  /** Previews of sections, imported shard by shard (each shard once). */
  async previews(ids: number[]): Promise<Array<[number, string]>> {
    const engine = await this.load();
    const out: Array<[number, string]> = [];
    await Promise.all(
      ids.map(async (id) => {
        if (id < 0 || id >= engine.n) return;
        const [k, first, file] = engine.previewShard(id);
        let shard = this.shards.get(k);
        if (!shard) {
          shard = importData<string[]>(new URL(file, this.indexUrl).href);
          shard.catch(() => this.shards.delete(k));
          this.shards.set(k, shard);
        }
        const texts = await shard;
        out.push([id, texts[id - first] ?? ""]);
      }),
    );
    return out;
  }
}
