// The dialog's results: one live region (the visible message when nothing matched, else a count for
// screen readers) and the listbox of result rows, which reports the rows on screen to the session (their
// records and previews load only for those, and the one selected).
import { type MouseEvent as ReactMouseEvent, type RefObject, useEffect, useRef, useState } from "react";
import { fillLabel, type SearchLabels } from "../../common/search-labels";
import { FIRST_SCREEN } from "../../common/search/engine";
import type { ResultItem } from "./protocol";
import { ResultRow } from "./result";
import type { SearchSession, SessionSnapshot } from "./session";

/** What the live region says. */
function statusText(labels: SearchLabels, failed: boolean, results: SessionSnapshot["results"]): string {
  if (failed) return labels.searchUnavailable;
  if (!results) return "";
  const shown = results.items.length;
  if (!shown) return fillLabel(labels.searchNoResults, { query: results.query });
  const count = results.total > shown ? fillLabel(labels.searchResultsOf, { shown, total: results.total }) : shown;
  return fillLabel(results.total === 1 ? labels.searchResultCount : labels.searchResultsCount, { count });
}

/**
 * Report the rows that come near the view (and those rendered after the first screen, as they are): the
 * session loads their records and previews (row-data.ts).
 */
function useSeenRows(session: SearchSession, results: SessionSnapshot["results"], listRef: RefObject<HTMLUListElement | null>, rowCount: number) {
  useEffect(() => {
    const list = listRef.current;
    if (!list || !results?.items.length) return;
    const io = new IntersectionObserver(
      (entries) => session.seen(entries.filter((e) => e.isIntersecting).map((e) => Number((e.target as HTMLElement).dataset.id))),
      { root: list.parentElement, rootMargin: "200px 0px" },
    );
    for (const li of list.children) io.observe(li);
    return () => io.disconnect();
    // rowCount: the rows rendered after the first screen are observed too.
  }, [session, results, listRef, rowCount]);
}

/**
 * How many rows to render: a new list's first screen at once, the rest when the browser is next idle
 * (building a hundred rows took a keystroke's whole budget, 6–17 ms, before the reader saw the first, and
 * delayed the next keystroke's), and always up to the selected row (the arrow keys may wrap to the last).
 * Not while a newer query is on its way (`replaced`): its list replaces this one, and building the rest
 * of this one then held up its answer on the main thread (the worker's was ready in 2 ms, shown after 17).
 */
function useRowCount(items: readonly ResultItem[], active: number, replaced: boolean): number {
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

/** The same empty list every render (useRowCount tells lists apart by identity: a new answer, not new row data). */
const NO_ITEMS: ResultItem[] = [];

export interface ResultsProps {
  id: string;
  labels: SearchLabels;
  state: SessionSnapshot;
  session: SearchSession;
  listRef: RefObject<HTMLUListElement | null>;
  /** A result was clicked (or Enter pressed on it). */
  onChoose(e: ReactMouseEvent<HTMLAnchorElement>, index: number): void;
}

export function Results({ id, labels, state, session, listRef, onChoose }: ResultsProps) {
  const { results, rows, failed, active } = state;
  const rowCount = useRowCount(results?.items ?? NO_ITEMS, active, !!results && state.query.trim() !== results.query);
  useSeenRows(session, results, listRef, rowCount);
  const onChooseRef = useRef(onChoose);
  onChooseRef.current = onChoose;
  // Stable across renders: the memoized rows re-render only when their own props change.
  const choose = useRef((e: ReactMouseEvent<HTMLAnchorElement>, index: number) => onChooseRef.current(e, index)).current;

  // New results start at the top.
  useEffect(() => {
    const box = listRef.current?.parentElement;
    if (box) box.scrollTop = 0;
  }, [results, listRef]);

  return (
    <div className="body" part="body">
      <p className={failed || (results && !rows.length) ? "message" : "sr-only"} part="message" role="status">
        {statusText(labels, failed, results)}
      </p>
      {failed && (
        <button
          type="button"
          className="retry"
          part="retry"
          onClick={() => {
            session.retry();
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
        hidden={!rows.length}
        tabIndex={0}
        aria-activedescendant={rows.length ? `${id}-result-${active}` : undefined}
      >
        {rows.slice(0, rowCount).map((row, i) => (
          <ResultRow
            key={row.id}
            domId={`${id}-result-${i}`}
            index={i}
            row={row}
            active={i === active}
            loadingLabel={labels.searchLoading}
            onChoose={choose}
            onHover={session.select}
          />
        ))}
      </ul>
    </div>
  );
}
