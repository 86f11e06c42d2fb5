// The dialog's results: one live region (the visible message when nothing matched, else a count for
// screen readers) and the listbox of result rows, whose records and previews load only for the rows on
// screen (and the one selected).
import { type MouseEvent as ReactMouseEvent, type RefObject, useEffect, useRef, useState } from "react";
import { fillLabel, type SearchLabels } from "../../common/search-labels";
import { FIRST_SCREEN } from "../../common/search/engine";
import type { ResultItem } from "./backend";
import type { SearchClient } from "./client";
import { ResultRow } from "./result";
import type { SearchState } from "./use-search";

/** What the live region says. */
export function statusText(labels: SearchLabels, failed: boolean, results: SearchState["results"]): string {
  if (failed) return labels.searchUnavailable;
  if (!results) return "";
  const shown = results.items.length;
  if (!shown) return fillLabel(labels.searchNoResults, { query: results.query });
  const count = results.total > shown ? fillLabel(labels.searchResultsOf, { shown, total: results.total }) : shown;
  return fillLabel(results.total === 1 ? labels.searchResultCount : labels.searchResultsCount, { count });
}

/** How long a result list stays before its rows' previews load (a pause in typing). */
const PREVIEW_PAUSE = 100;

/**
 * Records and previews of the results on screen, loaded in batches as rows scroll in: the first
 * screenful's records come with the results, so the first render needs only their previews.
 */
function useRowData(client: SearchClient | null, state: SearchState, listRef: RefObject<HTMLUListElement | null>, rowCount: number) {
  const { results, loadRecords } = state;
  const recordsRef = useRef(state.records);
  recordsRef.current = state.records;
  const [previews, setPreviews] = useState<ReadonlyMap<number, string>>(() => new Map());
  const previewsRef = useRef(previews);
  previewsRef.current = previews;
  // The list whose rows have waited PREVIEW_PAUSE: their previews load at once from then on.
  const settled = useRef<SearchState["results"]>(null);
  useEffect(() => {
    const list = listRef.current;
    if (!list || !client || !results?.items.length) return;
    const wanted = new Set<number>();
    let timer = 0;
    const deferred = new Set<number>();
    const askPreviews = (rows: number[]) => {
      if (settled.current !== results) return void rows.forEach((i) => deferred.add(i));
      const ids = rows.filter((i) => !previewsRef.current.has(i));
      if (!ids.length) return;
      client.previews(ids).then(
        (got) => setPreviews((old) => new Map([...old, ...got])),
        () => undefined,
      );
    };
    // Previews (the biggest shards) once the reader pauses: while they type, each keystroke's list replaces
    // the last, and importing previews for every one kept the search worker busy when the next query came.
    const pause =
      settled.current === results
        ? 0
        : window.setTimeout(() => {
            settled.current = results;
            askPreviews([...deferred]);
          }, PREVIEW_PAUSE);
    const flush = () => {
      timer = 0;
      const shown = [...wanted];
      wanted.clear();
      // A row's preview after its title and link: those are what a reader scans first, and the smaller download.
      const missing = shown.filter((i) => !recordsRef.current.has(i));
      askPreviews(shown.filter((i) => recordsRef.current.has(i)));
      // (The records are in by then, though not yet rendered: recordsRef may not hold them.)
      if (missing.length) void loadRecords(missing).then(() => askPreviews(missing));
    };
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) if (e.isIntersecting) wanted.add(Number((e.target as HTMLElement).dataset.id));
        if (wanted.size && !timer) timer = window.setTimeout(flush, 0);
      },
      { root: list.parentElement, rootMargin: "200px 0px" },
    );
    for (const li of list.children) io.observe(li);
    return () => {
      io.disconnect();
      if (timer) clearTimeout(timer);
      clearTimeout(pause);
    };
    // rowCount: the rows rendered after the first screen are observed too.
  }, [results, client, listRef, loadRecords, rowCount]);
  return previews;
}

/**
 * How many rows to render: a new list's first screen at once, the rest when the browser is next idle
 * (building a hundred rows took a keystroke's whole budget, 6–17 ms, before the reader saw the first, and
 * delayed the next keystroke's), and always up to the selected row (the arrow keys may wrap to the last).
 * Not while a newer query is on its way (`replaced`): its list replaces this one, and building the rest
 * of this one then held up its answer on the main thread (the worker's was ready in 2 ms, shown after 17).
 */
function useRowCount(items: ResultItem[], active: number, replaced: boolean): number {
  const [shown, setShown] = useState({ items, n: Math.min(items.length, FIRST_SCREEN) });
  let n = shown.n;
  if (shown.items !== items) {
    // New results: reset during render (React's pattern for state derived from props), no extra pass.
    n = Math.min(items.length, FIRST_SCREEN);
    setShown({ items, n });
  }
  useEffect(() => {
    if (n >= items.length || replaced) return;
    // When the reader pauses (typing on replaces this list anyway); within a quarter second whatever happens.
    const all = () => setShown({ items, n: items.length });
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(all, { timeout: 250 });
      return () => cancelIdleCallback(id);
    }
    const timer = window.setTimeout(all, 50);
    return () => clearTimeout(timer);
  }, [items, n, replaced]);
  return Math.min(items.length, Math.max(n, active + 1));
}

/** Keep the result at `index` in view, scrolling the results box, never the page. */
export function reveal(list: HTMLUListElement | null, index: number): void {
  const el = list?.children[index] as HTMLElement | undefined;
  const box = list?.parentElement;
  if (!el || !box) return;
  const top = el.offsetTop - box.offsetTop;
  if (top < box.scrollTop) box.scrollTop = top;
  else if (top + el.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = top + el.offsetHeight - box.clientHeight;
}

/** The same empty list every render (useRowCount tells lists apart by identity). */
const NO_ITEMS: ResultItem[] = [];

export interface ResultsProps {
  id: string;
  labels: SearchLabels;
  state: SearchState;
  client: SearchClient | null;
  /** Each result's link; undefined while its record is loading. */
  hrefs: Array<string | undefined>;
  listRef: RefObject<HTMLUListElement | null>;
  /** A result was clicked (or Enter pressed on it); `preview` is its preview if loaded. */
  onChoose(e: ReactMouseEvent<HTMLAnchorElement>, index: number, preview: string): void;
}

export function Results({ id, labels, state, client, hrefs, listRef, onChoose }: ResultsProps) {
  const { results, records, loadRecords, failed, retry, active, setActive } = state;
  const items = results?.items ?? NO_ITEMS;
  const rowCount = useRowCount(items, active, !!results && state.query.trim() !== results.query);
  const previews = useRowData(client, state, listRef, rowCount);
  const previewsRef = useRef(previews);
  previewsRef.current = previews;
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const onChooseRef = useRef(onChoose);
  onChooseRef.current = onChoose;
  // Stable across renders: the memoized rows re-render only when their own props change.
  const choose = useRef((e: ReactMouseEvent<HTMLAnchorElement>, index: number) => onChooseRef.current(e, index, previewsRef.current.get(itemsRef.current[index]?.id) ?? "")).current;

  // The selected row (arrow keys, hover) needs its record now, whether or not it is on screen yet.
  const activeId = items[active]?.id;
  useEffect(() => {
    if (activeId !== undefined) void loadRecords([activeId]);
  }, [activeId, loadRecords]);

  // New results start at the top.
  useEffect(() => {
    const box = listRef.current?.parentElement;
    if (box) box.scrollTop = 0;
  }, [results, listRef]);

  return (
    <div className="body" part="body">
      <p className={failed || (results && !items.length) ? "message" : "sr-only"} part="message" role="status">
        {statusText(labels, failed, results)}
      </p>
      {failed && (
        <button
          type="button"
          className="retry"
          part="retry"
          onClick={() => {
            retry();
            (listRef.current?.getRootNode() as Document | ShadowRoot | undefined)?.querySelector<HTMLInputElement>("input")?.focus();
          }}
        >
          {labels.searchRetry}
        </button>
      )}
      {/* Focusable (after the input and the close button): the list scrolls, and from it too the arrow keys move the selection and Enter opens it. */}
      <ul
        className="results"
        part="results"
        id={`${id}-results`}
        role="listbox"
        aria-label={labels.search}
        ref={listRef}
        hidden={!items.length}
        tabIndex={0}
        aria-activedescendant={items.length ? `${id}-result-${active}` : undefined}
      >
        {items.slice(0, rowCount).map((item, i) => (
          <ResultRow key={item.id} domId={`${id}-result-${i}`} index={i} item={item} record={records.get(item.id)} href={hrefs[i]} active={i === active} preview={previews.get(item.id)} loadingLabel={labels.searchLoading} onChoose={choose} onHover={setActive} />
        ))}
      </ul>
    </div>
  );
}
