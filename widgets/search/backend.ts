// Loads a sharded index and answers searches, record and preview requests. Runs in the search worker, or
// in the page when no worker can start (see client.ts); the widget talks to it only through client.ts.
import { FIRST_SCREEN, SearchEngine, type RootData, type SearchRecord } from "../../common/search/engine";
import { importData } from "./load-module";

/** What a result row shows besides its preview: title trail, page link, anchor. */
export type RowRecord = Omit<SearchRecord, "p">;

export interface ResultItem {
  id: number;
  /** Index terms that matched (for highlighting). */
  terms: string[];
  /** Absent until loaded: the results carry the records loaded so far; the rest come as rows are shown (records). */
  record?: RowRecord;
}

export interface SearchResults {
  /** Every ranked hit (up to the limit), best first. */
  items: ResultItem[];
  /** Matches before the limit was applied. */
  total: number;
}

export class SearchBackend {
  private loading: Promise<SearchEngine> | null = null;
  private readonly shards = new Map<number, Promise<string[]>>();

  /**
   * `indexUrl` must be absolute (workers and pages resolve relative URLs differently); `load` imports a
   * data module (a test passes one that also counts what a query imported).
   */
  constructor(
    readonly indexUrl: string,
    private readonly importModule: <T>(url: string) => Promise<T> = importData,
  ) {}

  /** Import the root once; a failed attempt is forgotten so the next one retries (so are failed shards: engine.ts). */
  load(): Promise<SearchEngine> {
    this.loading ??= this.importModule<RootData>(this.indexUrl)
      .then((root) => new SearchEngine(root, (file) => this.importModule(new URL(file, this.indexUrl).href)))
      .catch((e: unknown) => {
        this.loading = null;
        throw e;
      });
    return this.loading;
  }

  /**
   * Every ranked hit at once, with the records already loaded; the first `withRecords` hits' missing
   * records start importing now (the rows on the first screen: the widget asks for them next and gets
   * this import). A keystroke so answers in the engine's time, not after a dozen record imports; rows
   * whose record is still coming show as loading for those few milliseconds.
   * Rejects when a shard the query needs cannot be imported (the widget says search is unavailable).
   * `stale()` says a newer query has come: then null, before this one imports anything for its records
   * (fast typing would otherwise import records for every prefix typed).
   */
  async search(query: string, limit: number, stale: () => boolean = () => false, withRecords = FIRST_SCREEN): Promise<SearchResults | null> {
    const engine = await this.load();
    const { hits, total } = await engine.search(query, limit);
    if (stale()) return null;
    const missing = hits.slice(0, Math.max(0, withRecords)).filter((h) => !engine.loadedRecord(h.id));
    // Started once the answer has been sent (starting a dozen imports costs the worker a few milliseconds);
    // a failed import is reported when the widget asks for these records (records()), not here as well.
    setTimeout(() => {
      if (missing.length) engine.records(missing.map((h) => h.id)).catch(() => undefined);
      engine.prefetch(query);
    }, 0);
    return {
      total,
      items: hits.map((h) => {
        const record = engine.loadedRecord(h.id);
        return { id: h.id, terms: h.terms, ...(record && { record: rowRecord(record) }) };
      }),
    };
  }

  /** Records of result rows that scrolled into view (or were selected), importing their record shards. */
  async records(ids: number[]): Promise<Array<[number, RowRecord]>> {
    const engine = await this.load();
    const valid = ids.filter((id) => Number.isInteger(id) && id >= 0 && id < engine.n);
    const records = await engine.records(valid);
    return valid.map((id, i) => [id, rowRecord(records[i])]);
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
          shard = this.importModule<string[]>(new URL(file, this.indexUrl).href);
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

const rowRecord = ({ t, l, a }: SearchRecord): RowRecord => ({ t, l, a });
