// One open dialog's search, outside React: the query, which answer is the latest, the results, the selected
// row and the rows' data (row-data.ts). The components read it through useSyncExternalStore (dialog.tsx)
// and only report: the reader typed, moved the selection, rows came into view, Retry. Search runs as the
// reader types, every keystroke, no debounce (the worker skips overtaken queries).
import type { SearchResults } from "./protocol";
import type { SearchClient } from "./client";
import { type Row, RowData } from "./row-data";

export const MAX_QUERY_LENGTH = 64;
/** sessionStorage key of the last query: reopening search in the same tab shows it again. */
export const QUERY_KEY = "web-docs-search-query";

export function readQuery(): string {
  try {
    return (sessionStorage.getItem(QUERY_KEY) ?? "").slice(0, MAX_QUERY_LENGTH);
  } catch {
    return "";
  }
}
export function saveQuery(q: string): void {
  try {
    sessionStorage.setItem(QUERY_KEY, q);
  } catch {
    // Storage unavailable: the query lasts while the dialog is open.
  }
}

/** What a session asks of search (a SearchClient; a test passes its own). */
export type SessionClient = Pick<SearchClient, "search" | "searchNow" | "records" | "previews">;

/** Which pages a query searches: the current version's, or every version's (another index, another client). */
type Scope = "version" | "all";

export interface SessionOptions {
  client: SessionClient | null;
  /** Most results shown. */
  limit: number;
  /** Absolute URL of the site that result links are relative to. */
  baseHref: string;
  scope?: Scope;
}

export interface SessionSnapshot {
  query: string;
  scope: Scope;
  /** The latest results, with the (trimmed) query they answer; null before the first. */
  results: (SearchResults & { query: string }) | null;
  /** One per result, as drawn. */
  rows: readonly Row[];
  /** The index could not load or the search failed. */
  failed: boolean;
  /** The selected row. */
  active: number;
}

export class SearchSession {
  #query: string;
  #options: Required<SessionOptions>;
  #seq = 0;
  #results: SessionSnapshot["results"] = null;
  #failed = false;
  #active = 0;
  readonly #rowData: RowData;
  #snapshot: SessionSnapshot | null = null;
  readonly #listeners = new Set<() => void>();

  /** Starting from `query` (the kept query, or the keys typed before the dialog opened); nothing runs until `start`. */
  constructor(options: SessionOptions, query: string) {
    this.#options = { scope: "version", ...options };
    this.#query = query.slice(0, MAX_QUERY_LENGTH);
    this.#rowData = new RowData({
      client: () => this.#options.client,
      baseHref: () => this.#options.baseHref,
      changed: () => this.#changed(),
      seq: () => this.#seq,
      // A record shard that cannot be imported: this query's list cannot be shown whole.
      failed: (n) => n === this.#seq && this.#fail(),
    });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): SessionSnapshot => {
    this.#snapshot ??= {
      query: this.#query,
      scope: this.#options.scope,
      results: this.#results,
      rows: this.#rowData.rowsOf(this.#results?.items ?? []),
      failed: this.#failed,
      active: this.#active,
    };
    return this.#snapshot;
  };

  /** Search the starting query. */
  start(): void {
    this.#run();
  }

  /** The dialog closed: answers still coming are dropped. */
  close(): void {
    this.#seq++;
    this.#rowData.replace();
  }

  /**
   * Another client, limit, base or scope: the query runs again. A scope is another index (its own client):
   * the rows' data loaded from the last one is forgotten.
   */
  configure(next: Partial<SessionOptions>): void {
    const before = this.#options;
    const now = (this.#options = { ...before, ...next });
    const otherIndex = now.client !== before.client || now.scope !== before.scope;
    if (otherIndex) this.#rowData.clear();
    if (otherIndex || now.limit !== before.limit) this.#run();
    if (otherIndex || now.limit !== before.limit || now.baseHref !== before.baseHref) this.#changed();
  }

  /**
   * The reader typed. The search is asked for here, in the keystroke's own handler: the worker searches while
   * this thread renders the keystroke, instead of after. Or answered here at once, from the shards the page
   * holds (client.searchNow): the results are drawn with the query itself, in this keystroke's frame.
   */
  setQuery = (q: string): void => {
    const next = q.slice(0, MAX_QUERY_LENGTH);
    if (next === this.#query) return;
    this.#query = next;
    this.#changed();
    const { client, limit } = this.#options;
    const now = client && next.trim() ? client.searchNow(next, limit) : null;
    if (now) {
      // Older answers still coming are stale.
      this.#seq++;
      this.#show(now, next.trim());
    } else this.#run();
  };

  /** Run the same query again (after a failure: a shard that failed to import is imported anew). */
  retry = (): void => this.#run();

  /** The selected row: it needs its record now, whether or not it is on screen yet. */
  select = (index: number): void => {
    if (index !== this.#active) {
      this.#active = index;
      this.#changed();
    }
    void this.whenRecord(index);
  };

  /** Rows came into view (or near it): their data loads. */
  seen = (ids: number[]): void => this.#rowData.seenRows(ids);

  /** Resolves once the row at `index` of the current results has its record (a row chosen before it came). */
  whenRecord(index: number): Promise<void> {
    const id = this.#results?.items[index]?.id;
    return id === undefined ? Promise.resolve() : this.#rowData.load([id]);
  }

  #run(): void {
    const n = ++this.#seq;
    const { client, limit } = this.#options;
    const q = this.#query.trim();
    if (!q || !client) {
      this.#rowData.replace();
      this.#setResults(null);
      return;
    }
    // Untrimmed: a trailing space tells the engine the last word is complete.
    client.search(this.#query, limit).then(
      (r) => {
        if (r && n === this.#seq) this.#show(r, q);
      },
      () => n === this.#seq && this.#fail(),
    );
  }

  /** A query's results on screen, with the records they brought; the first screen's others load now. */
  #show(r: SearchResults, q: string): void {
    this.#failed = false;
    this.#active = 0;
    this.#rowData.show(r);
    this.#setResults({ ...r, query: q });
  }

  /** This query's results are unknown: no stale list under the message. */
  #fail(): void {
    this.#failed = true;
    this.#rowData.replace();
    this.#setResults(null);
  }

  #setResults(results: SessionSnapshot["results"]): void {
    this.#results = results;
    this.#changed();
  }

  #changed(): void {
    this.#snapshot = null;
    for (const l of this.#listeners) l();
  }
}
