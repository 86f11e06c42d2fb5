// What a result row shows and when its data loads, decided here only. A row is ranked at once; its record
// (title trail, link) comes with the results when already loaded, the first screen's straight away (the top
// row's alone, first), the others as rows are seen or selected; its preview (the biggest shards) once the
// list has stood for a pause in typing, after its record. Records and previews are kept for the dialog's
// life: a section's are the same whatever the query.
import { FIRST_SCREEN } from "../../common/search/engine";
import type { ResultItem, RowRecord, SearchResults } from "./protocol";
import type { SearchClient } from "./client";

/** What the rows' data is asked of (a SearchClient; a test passes its own). */
type RowClient = Pick<SearchClient, "records" | "previews">;

/** One result row as drawn: the same object while nothing it shows changed (rows are memoized by it). */
export interface Row {
  id: number;
  /** Index terms that matched (for highlighting). */
  terms: string[];
  /** Title trail and link; undefined while loading (the row keeps its place, without a link yet). */
  record?: RowRecord;
  /** Absolute URL of the section; undefined while the record loads. */
  href?: string;
  /** undefined while loading; "" for a section without text (the row has no preview line). */
  preview?: string;
}

/** How long a result list stays before its rows' previews load (a pause in typing). */
export const PREVIEW_PAUSE = 100;

const sameTerms = (a: string[], b: string[]) => a.length === b.length && a.every((t, i) => t === b[i]);

/** The session a RowData serves. */
export interface RowDataHost {
  client(): RowClient | null;
  /** Absolute URL of the site that result links are relative to. */
  baseHref(): string;
  /** Something a row shows changed. */
  changed(): void;
  /** The query's count (a new query moves it on). */
  seq(): number;
  /** A record shard could not be imported while query `seq` was the latest: its list cannot be shown whole. */
  failed(seq: number): void;
}

export class RowData {
  readonly #records = new Map<number, RowRecord>();
  readonly #previews = new Map<number, string>();
  readonly #loadingRecords = new Map<number, Promise<void>>();
  readonly #loadingPreviews = new Set<number>();
  #rows = new Map<number, Row>();
  /** The base the rows' links were made against. */
  #base = "";
  /** The list shown, counted: work started for an older one does not ask previews for it. */
  #list = 0;
  /** The index the records and previews come from, counted (see `clear`). */
  #index = 0;
  /** The shown list has stood PREVIEW_PAUSE: its rows' previews load at once from then on. */
  #settled = false;
  #pause: ReturnType<typeof setTimeout> | undefined;
  /** Rows seen before the pause ended: their previews load when it ends. */
  #deferred = new Set<number>();
  #seen = new Set<number>();
  #flushing: ReturnType<typeof setTimeout> | undefined;

  readonly #host: RowDataHost;

  constructor(host: RowDataHost) {
    this.#host = host;
  }

  /** A new list (or none): nothing more is loaded for the one before. */
  replace(): void {
    this.#list++;
    this.#settled = false;
    this.#deferred = new Set();
    this.#seen.clear();
    clearTimeout(this.#pause);
    clearTimeout(this.#flushing);
    this.#flushing = undefined;
  }

  /** Results on screen: keep the records they brought, load the first screen's, start the preview pause. */
  show(r: SearchResults): void {
    this.replace();
    for (const i of r.items) if (i.record && !this.#records.has(i.id)) this.#records.set(i.id, i.record);
    const list = this.#list;
    // Previews once the reader pauses: while they type, each keystroke's list replaces the last, and
    // importing previews for every one kept the search worker busy when the next query came.
    this.#pause = setTimeout(() => {
      this.#settled = true;
      this.#askPreviews([...this.#deferred], list);
    }, PREVIEW_PAUSE);
    const waiting = r.items.slice(0, FIRST_SCREEN).filter((i) => !this.#records.has(i.id));
    // The top row asked for on its own, first: it shows once its shard is in, not once the whole screen's are.
    const [top, ...rest] = waiting.map((i) => i.id);
    if (top !== undefined) void this.load([top]);
    if (rest.length) void this.load(rest);
  }

  /** Rows came near the view (reported as they scroll in): their records, then their previews, in one batch per task. */
  seenRows(ids: number[]): void {
    ids.forEach((id) => this.#seen.add(id));
    this.#flushing ??= setTimeout(() => {
      this.#flushing = undefined;
      const shown = [...this.#seen];
      this.#seen.clear();
      const list = this.#list;
      // A row's preview after its title and link: those are what a reader scans first, and the smaller download.
      const missing = shown.filter((i) => !this.#records.has(i));
      this.#askPreviews(
        shown.filter((i) => this.#records.has(i)),
        list,
      );
      if (missing.length) void this.load(missing).then(() => this.#askPreviews(missing, list));
    }, 0);
  }

  /**
   * Load the records of these sections (those not loaded or loading yet); resolves when all are in. A row
   * selected or chosen needs its record now, whether or not it is on screen yet.
   */
  load(ids: number[]): Promise<void> {
    const client = this.#host.client();
    if (!client) return Promise.resolve();
    const missing = ids.filter((id) => !this.#records.has(id) && !this.#loadingRecords.has(id));
    if (missing.length) {
      const [seq, index] = [this.#host.seq(), this.#index];
      const loading = client.records(missing).then(
        (got) => {
          if (index !== this.#index) return;
          for (const [id, r] of got) this.#records.set(id, r);
          this.#host.changed();
        },
        () => this.#host.failed(seq),
      );
      const done = loading.finally(() => missing.forEach((id) => this.#loadingRecords.delete(id)));
      missing.forEach((id) => this.#loadingRecords.set(id, done));
    }
    return Promise.all(ids.map((id) => this.#loadingRecords.get(id))).then(() => undefined);
  }

  #askPreviews(ids: number[], list: number): void {
    const client = this.#host.client();
    if (!client || list !== this.#list) return;
    if (!this.#settled) return void ids.forEach((i) => this.#deferred.add(i));
    const wanted = ids.filter((i) => !this.#previews.has(i) && !this.#loadingPreviews.has(i));
    if (!wanted.length) return;
    wanted.forEach((i) => this.#loadingPreviews.add(i));
    const index = this.#index;
    client
      .previews(wanted)
      .then(
        (got) => {
          if (index !== this.#index) return;
          for (const [id, p] of got) this.#previews.set(id, p);
          this.#host.changed();
        },
        () => undefined,
      )
      .finally(() => wanted.forEach((i) => this.#loadingPreviews.delete(i)));
  }

  /** The rows of `items` as drawn: a row's object is kept while its record, preview and terms stay the same. */
  rowsOf(items: readonly ResultItem[]): Row[] {
    const base = this.#host.baseHref();
    // Another base: every row's link changes.
    const before = base === this.#base ? this.#rows : new Map<number, Row>();
    this.#base = base;
    this.#rows = new Map();
    return items.map((item) => {
      const record = this.#records.get(item.id);
      const preview = this.#previews.get(item.id);
      const old = before.get(item.id);
      const row =
        old && old.record === record && old.preview === preview && sameTerms(old.terms, item.terms)
          ? old
          : { id: item.id, terms: item.terms, record, preview, href: record && new URL(record.l + (record.a ? `#${record.a}` : ""), base).href };
      this.#rows.set(item.id, row);
      return row;
    });
  }

  /** Forget every loaded record and preview (another index: section ids mean other sections). */
  clear(): void {
    this.replace();
    this.#index++;
    this.#records.clear();
    this.#previews.clear();
    this.#loadingRecords.clear();
    this.#loadingPreviews.clear();
    this.#rows.clear();
  }
}
