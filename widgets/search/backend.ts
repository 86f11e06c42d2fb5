// Loads a serialized index and answers searches and preview requests. Runs in the search worker, or
// in the page when no worker can start (see client.ts); the widget talks to it only through client.ts.
import { SearchEngine, type SearchRecord, type SearchIndexData } from "../../common/search/engine";
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

  /** Import and load the index once; a failed attempt is forgotten so the next one retries. */
  load(): Promise<SearchEngine> {
    this.loading ??= importData<SearchIndexData>(this.indexUrl)
      .then((data) => new SearchEngine(data))
      .catch((e: unknown) => {
        this.loading = null;
        throw e;
      });
    return this.loading;
  }

  async search(query: string, limit: number): Promise<SearchResults> {
    const engine = await this.load();
    const { hits, total } = engine.search(query, limit);
    return {
      total,
      items: hits.map((h) => {
        const { t, l, a } = engine.record(h.id);
        return { id: h.id, t, l, a, terms: h.terms };
      }),
    };
  }

  /** Previews of sections, imported shard by shard (each shard once). */
  async previews(ids: number[]): Promise<Array<[number, string]>> {
    const engine = await this.load();
    const out: Array<[number, string]> = [];
    await Promise.all(
      ids.map(async (id) => {
        if (id < 0 || id >= engine.size) return;
        const [k, file] = engine.shardOf(id);
        let shard = this.shards.get(k);
        if (!shard) {
          shard = importData<string[]>(new URL(file, this.indexUrl).href);
          shard.catch(() => this.shards.delete(k));
          this.shards.set(k, shard);
        }
        const texts = await shard;
        out.push([id, texts[id - engine.data.shards[k][0]] ?? ""]);
      }),
    );
    return out;
  }
}
