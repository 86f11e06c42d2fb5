// What the page asks of a search backend (client.ts), and what each request is answered with: the same
// requests go to the search worker (worker.ts) as messages, or to a backend in the page (backend.ts).
import type { RootData } from "../../common/search/engine";
import type { RowRecord, SearchResults } from "./backend";

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
