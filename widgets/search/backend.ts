// Loads a sharded index and answers searches, record and preview requests. Runs in the search worker, or
// in the page when no worker can start (see client.ts); the widget talks to it only through client.ts.
import { FIRST_SCREEN, SearchEngine, type Answer, type RootData, type SearchRecord } from "../../common/search/engine";
import { importData } from "./load-module";
import type { Answers, RowRecord, SearchRequest, SearchResults } from "./protocol";

/** Milliseconds without a new query before the postings of the word being typed are prefetched. */
const PREFETCH_PAUSE = 50;

export class SearchBackend {
  private loading: Promise<SearchEngine> | null = null;
  /** The engine once loaded: a keystroke's answer may come from it at once (searchNow). */
  private engine: SearchEngine | undefined;
  private readonly shards = new Map<number, Promise<string[]>>();
  private prefetching: ReturnType<typeof setTimeout> | undefined;
  private answered = false;

  /**
   * `indexUrl` must be absolute (workers and pages resolve relative URLs differently); `load` imports a
   * data module (a test passes one that also counts what a query imported).
   */
  constructor(
    readonly indexUrl: string,
    private readonly importModule: <T>(url: string) => Promise<T> = importData,
    /** The root, when another worker has imported it already. */
    private readonly root?: RootData,
  ) {}

  /** Answer a request from the page (client.ts), whether it came as a worker message or not. */
  async answer<R extends SearchRequest>(req: R, stale?: () => boolean): Promise<Answers[R["type"]]> {
    type A = Answers[R["type"]];
    if (req.type === "search") return (await this.search(req.query, req.limit, stale)) as A;
    if (req.type === "records") return (await this.records(req.ids)) as A;
    if (req.type === "previews") return (await this.previews(req.ids)) as A;
    return (await this.load()).root as A;
  }

  /** Import the root once; a failed attempt is forgotten so the next one retries (so are failed shards: engine.ts). */
  load(): Promise<SearchEngine> {
    this.loading ??= (this.root ? Promise.resolve(this.root) : this.importModule<RootData>(this.indexUrl))
      .then((root) => (this.engine = new SearchEngine(root, (file) => this.importModule(new URL(file, this.indexUrl).href))))
      .catch((e: unknown) => {
        this.loading = null;
        throw e;
      });
    return this.loading;
  }

  /**
   * Every ranked hit at once, with the records already loaded here (the widget asks for the others, the
   * first screen's at once: a keystroke so answers in the engine's time, not after a dozen record imports;
   * rows whose record is still coming show as loading for those few milliseconds). Rejects when a shard the
   * query needs cannot be imported (the widget says search is unavailable). `stale()` says a newer query has
   * come: then null (fast typing would otherwise import shards for every prefix typed).
   */
  async search(query: string, limit: number, stale: () => boolean = () => false): Promise<SearchResults | null> {
    const engine = await this.load();
    const { hits, total } = await engine.search(query, limit);
    if (stale()) return null;
    // The first answer brings its top row's record: on a cold start the row would otherwise wait for a
    // round trip through the page, busy drawing the dialog then (client.ts). Later answers come at once;
    // their rows' records follow.
    if (!this.answered && hits.length) await engine.records([hits[0].id]).catch(() => undefined);
    this.answered = true;
    if (stale()) return null;
    return this.results(engine, query, { hits, total });
  }

  /**
   * The answer at once, from the shards this backend holds, with the records it holds; null when the query
   * needs a shard not loaded here (nothing is imported: the page asks this in a keystroke's own handler).
   */
  searchNow(query: string, limit: number): SearchResults | null {
    const answer = this.engine?.searchLoaded(query, limit);
    return answer ? this.results(this.engine!, query, answer) : null;
  }

  /**
   * Import the records of a first screen (`ids`) and, given its query, what the query needs: searchNow
   * answers it next time, rows titled.
   */
  async preload(ids: number[], query?: string): Promise<void> {
    const engine = await this.load();
    await Promise.all([query === undefined ? undefined : engine.load(query), engine.records(ids.slice(0, FIRST_SCREEN))]);
  }

  private results(engine: SearchEngine, query: string, { hits, total }: Answer): SearchResults {
    // The rest of the word being typed, when the reader pauses: a prefetch started between two quick
    // keystrokes delayed the second's answer (the worker was evaluating the shards it imported).
    clearTimeout(this.prefetching);
    this.prefetching = setTimeout(() => engine.prefetch(query), PREFETCH_PAUSE);
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
