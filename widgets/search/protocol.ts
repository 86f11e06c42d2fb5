// Messages between the page (client.ts) and the search worker (worker.ts).
import type { RootData } from "../../common/search/engine";
import type { RowRecord, SearchResults } from "./backend";

export type WorkerRequest =
  /** `root`: the index root already loaded by the other worker (imported once per page, not once per worker). */
  | { type: "load"; seq: number; url: string; root?: RootData }
  | { type: "search"; seq: number; query: string; limit: number }
  | { type: "records"; seq: number; ids: number[] }
  | { type: "previews"; seq: number; ids: number[] };

export type WorkerReply =
  | { type: "loaded"; seq: number; root: RootData }
  | { type: "results"; seq: number; results: SearchResults | null }
  | { type: "records"; seq: number; records: Array<[number, RowRecord]> }
  | { type: "previews"; seq: number; previews: Array<[number, string]> }
  | { type: "error"; seq: number; message: string };
