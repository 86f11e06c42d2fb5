// The query and its results: search as the reader types, every keystroke, no debounce (the worker skips
// overtaken queries), and the result the arrow keys have selected. The query is kept for the tab's session.
import { useEffect, useRef, useState } from "react";
import type { SearchResults } from "./backend";
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

  useEffect(() => {
    const q = query.trim();
    const n = ++seq.current;
    if (!q || !client) {
      setResults(null);
      return;
    }
    // Untrimmed: a trailing space tells the engine the last word is complete.
    client.search(query, limit).then(
      (r) => {
        if (!r || n !== seq.current) return;
        setResults({ ...r, query: q });
        setActive(0);
        setFailed(false);
      },
      () => {
        if (n !== seq.current) return;
        // This query's results are unknown: no stale list under the message.
        setResults(null);
        setFailed(true);
      },
    );
  }, [query, client, limit, attempt]);

  const setQuery = (q: string) => setRawQuery(q.slice(0, MAX_QUERY_LENGTH));
  return { query, setQuery, results, failed, retry: () => setAttempt((a) => a + 1), active, setActive };
}
