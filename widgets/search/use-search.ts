// The query and its results: search as the reader types, every keystroke, no debounce (the worker skips
// overtaken queries); the ranked rows at once, their records (title trail, link) as they arrive — the first
// screen's straight away, the others as rows are shown — and the result the arrow keys have selected. The query is kept for the tab's session.
import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { FIRST_SCREEN } from "../../common/search/engine";
import type { RowRecord, SearchResults } from "./backend";
import type { SearchClient } from "./client";

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

export interface SearchState {
  query: string;
  setQuery(q: string): void;
  /** The latest results, with the (trimmed) query they answer; null before the first. */
  results: (SearchResults & { query: string }) | null;
  /**
   * Records of the results loaded so far, by section id: the first screenful comes with the results,
   * the others when `loadRecords` asks (rows scrolled near the view, a row selected or chosen).
   */
  records: ReadonlyMap<number, RowRecord>;
  /** Load the records of these results (those not loaded or loading yet); resolves when all are in `records`. */
  loadRecords(ids: number[]): Promise<void>;
  /** The index could not load or the search failed. */
  failed: boolean;
  /** Run the same query again (after a failure: a shard that failed to import is imported anew). */
  retry(): void;
  active: number;
  setActive(i: number): void;
}

/** State of one open dialog, starting from `initial` (the kept query, or the keys typed before it opened). */
export function useSearch(client: SearchClient | null, limit: number, initial: string): SearchState {
  const [query, setRawQuery] = useState(() => initial.slice(0, MAX_QUERY_LENGTH));
  const [results, setResults] = useState<SearchState["results"]>(null);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const seq = useRef(0);
  // A section's record is the same whatever the query: kept for the dialog's life, each loaded once.
  const [records, setRecords] = useState<ReadonlyMap<number, RowRecord>>(() => new Map());
  const recordsRef = useRef(records);
  recordsRef.current = records;
  const pending = useRef(new Map<number, Promise<void>>());
  // A typed query's search, asked for in the keystroke's own handler: the worker searches while this
  // thread renders the keystroke, instead of after (that render took 3–25 ms before the query left).
  // Or answered there at once (answer null), from the shards the page holds (client.searchNow).
  const early = useRef<{ query: string; answer: Promise<SearchResults | null> | null } | null>(null);
  const queryRef = useRef(query);
  queryRef.current = query;

  /** A query's results on screen, with the records they brought. */
  const show = (r: SearchResults, q: string) => {
    const got = r.items.filter((i) => i.record && !recordsRef.current.has(i.id));
    if (got.length) setRecords((old) => new Map([...old, ...got.map((i) => [i.id, i.record!] as const)]));
    setResults({ ...r, query: q });
    setActive(0);
    setFailed(false);
  };
  /** The first screen's rows without a record yet: their import has begun in the backend; show them when in. */
  const loadFirstScreen = (r: SearchResults) => {
    const waiting = r.items.slice(0, FIRST_SCREEN).filter((i) => !i.record && !recordsRef.current.has(i.id));
    // The top row asked for on its own, first: it shows once its shard is in, not once the whole screen's are.
    const [top, ...rest] = waiting.map((i) => i.id);
    if (top !== undefined) void loadRef.current([top]);
    if (rest.length) void loadRef.current(rest);
  };

  useEffect(() => {
    const q = query.trim();
    const asked = early.current?.query === query ? early.current : null;
    early.current = null;
    // Answered in the keystroke's own handler (which moved seq on).
    if (asked?.answer === null) return;
    const n = ++seq.current;
    if (!q || !client) {
      setResults(null);
      return;
    }
    // Untrimmed: a trailing space tells the engine the last word is complete.
    (asked?.answer ?? client.search(query, limit)).then(
      (r) => {
        if (!r || n !== seq.current) return;
        // Rendered now, not in a later task: the answer came after the keystroke's frame already.
        flushSync(() => show(r, q));
        loadFirstScreen(r);
      },
      () => {
        if (n !== seq.current) return;
        // This query's results are unknown: no stale list under the message.
        setResults(null);
        setFailed(true);
      },
    );
  }, [query, client, limit, attempt]);

  const loadRecords = useCallback(
    (ids: number[]): Promise<void> => {
      if (!client) return Promise.resolve();
      const missing = ids.filter((id) => !recordsRef.current.has(id) && !pending.current.has(id));
      if (missing.length) {
        const n = seq.current;
        const loading = client.records(missing).then(
          (got) => setRecords((old) => new Map([...old, ...got])),
          () => {
            // A record shard that cannot be imported: this query's list cannot be shown whole.
            if (n !== seq.current) return;
            setResults(null);
            setFailed(true);
          },
        );
        const done = loading.finally(() => missing.forEach((id) => pending.current.delete(id)));
        missing.forEach((id) => pending.current.set(id, done));
      }
      return Promise.all(ids.map((id) => pending.current.get(id))).then(() => undefined);
    },
    [client],
  );

  const loadRef = useRef(loadRecords);
  loadRef.current = loadRecords;

  const setQuery = (q: string) => {
    const next = q.slice(0, MAX_QUERY_LENGTH);
    if (next !== queryRef.current && client && next.trim()) {
      const now = client.searchNow(next, limit);
      if (now) {
        // Rendered with the query itself, in this keystroke's frame; older answers still coming are stale.
        seq.current++;
        show(now, next.trim());
        loadFirstScreen(now);
      }
      early.current = { query: next, answer: now ? null : client.search(next, limit) };
    }
    setRawQuery(next);
  };
  return { query, setQuery, results, records, loadRecords, failed, retry: () => setAttempt((a) => a + 1), active, setActive };
}
