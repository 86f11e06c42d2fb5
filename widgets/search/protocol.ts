// What the page asks of a search backend (client.ts), and what each request is answered with: the same
// requests go to the search worker (worker.ts) as messages, or to a backend in the page (backend.ts).
import type { RootData, SearchRecord } from "../../common/search/engine";

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

export type SearchRequest =
  /** `root`: the index root already loaded by the other worker (imported once per page, not once per worker). */
  | { type: "load"; url: string; root?: RootData }
  /** Answered with null when a newer query overtook it. */
  | { type: "search"; query: string; limit: number }
  | { type: "records"; ids: number[] }
  | { type: "previews"; ids: number[] };

/** The answer to each kind of request. */
export interface Answers {
  load: RootData;
  search: SearchResults | null;
  records: Array<[number, RowRecord]>;
  previews: Array<[number, string]>;
}

export type WorkerRequest = SearchRequest & { seq: number };

export type WorkerReply = { type: "answer"; seq: number; answer: Answers[keyof Answers] } | { type: "error"; seq: number; message: string };
