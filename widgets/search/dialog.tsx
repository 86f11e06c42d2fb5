// The search dialog: a native modal <dialog> (top layer, page inert) with the search bar, the results and
// the key hints. Mounted while open only: opening locks the page's scroll, traps focus and focuses the
// input; closing gives all of it back and keeps the query for the session.
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import type { SearchRecord } from "../../common/search/engine";
import type { SearchLabels } from "../../common/search-labels";
import { emit } from "../services/events";
import { trapFocus } from "../services/focus-trap";
import { lockScroll, unlockScroll } from "../services/scroll-lock";
import type { Searcher } from "./client";
import { Hints } from "./hints";
import { SearchBar } from "./input";
import { Results, reveal } from "./results";
import { saveQuery, SearchSession } from "./session";
import type { Widened } from "./use-widened";

/** What `web-docs-select` carries. */
interface SelectDetail {
  record: SearchRecord;
  /** Absolute URL of the section. */
  url: string;
}

export interface SearchDialogProps {
  id: string;
  host: HTMLElement;
  shadow: ShadowRoot;
  labels: SearchLabels;
  client: Searcher | null;
  limit: number;
  /** Absolute URL of the site that result links are relative to. */
  baseHref: string;
  /** The query to start with; `typed`: the reader typed it before the dialog opened (keep typing after it). */
  initial: { query: string; typed: boolean };
  inputRef: RefObject<HTMLInputElement | null>;
  onClose(): void;
  /** A versioned site: the "All versions" switch (use-widened.ts). */
  widen?: Widened;
}

export function SearchDialog({ id, host, shadow, labels, client, limit, baseHref, initial, inputRef, onClose, widen }: SearchDialogProps) {
  // This opening's search: its state lives in the session; the dialog draws it and reports to it.
  const [session] = useState(() => new SearchSession({ client, limit, baseHref }, initial.query));
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const { query, rows, active } = state;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    session.start();
    return () => session.close();
  }, [session]);
  useEffect(() => session.configure({ client, limit, baseHref, scope: widen?.on ? "all" : "version" }), [session, client, limit, baseHref, widen?.on]);

  // Open: modal dialog, scroll lock, focus trap; closing gives focus back.
  useLayoutEffect(() => {
    const dialog = dialogRef.current!;
    const trap = trapFocus(panelRef.current!, shadow);
    lockScroll("search");
    if (!dialog.open) dialog.showModal();
    const input = inputRef.current;
    input?.focus();
    if (input && initial.typed) input.setSelectionRange(input.value.length, input.value.length);
    else input?.select();
    emit(host, "web-docs-search-open", {});
    // The query is kept for the session: written when search closes or the page goes away, not per keystroke.
    const save = () => saveQuery(session.getSnapshot().query);
    window.addEventListener("pagehide", save);
    return () => {
      save();
      window.removeEventListener("pagehide", save);
      if (dialog.open) dialog.close();
      unlockScroll("search");
      trap.release();
      emit(host, "web-docs-search-close", {});
    };
    // Once per opening: the dialog is mounted only while open.
  }, []);

  const onChoose = (e: ReactMouseEvent<HTMLAnchorElement>, index: number) => {
    const row = session.getSnapshot().rows[index];
    if (!row) return;
    const { record, href } = row;
    if (!record || !href) {
      // Chosen before its record arrived (Enter right after a jump): choose it again once it has its link.
      e.preventDefault();
      void session.whenRecord(index).then(() => requestAnimationFrame(() => listRef.current?.children[index]?.querySelector("a")?.click()));
      return;
    }
    // New tab / window: the browser's business; the dialog stays.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const detail: SelectDetail = { record: { ...record, p: row.preview ?? "" }, url: href };
    if (!emit(host, "web-docs-select", detail)) e.preventDefault(); // a listener took it over
    // Close after the click has run its course: the router (or the browser) needs the link in the page.
    window.setTimeout(onClose, 0);
  };

  const onKeyDown = (e: ReactKeyboardEvent<HTMLDialogElement>) => {
    if (e.nativeEvent.isComposing) return;
    if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      if (query) session.setQuery("");
      else onClose();
    } else if ((e.key === "ArrowDown" || e.key === "ArrowUp") && rows.length) {
      e.preventDefault();
      const next = (active + (e.key === "ArrowDown" ? 1 : -1) + rows.length) % rows.length;
      session.select(next);
      requestAnimationFrame(() => reveal(listRef.current, next));
    } else if (e.key === "Enter" && (e.target === inputRef.current || e.target === listRef.current)) {
      e.preventDefault();
      listRef.current?.children[active]?.querySelector("a")?.click();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      part="dialog"
      aria-label={labels.search}
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        // Escape is handled in onKeyDown; other close requests (a back gesture) close.
        e.preventDefault();
        onClose();
      }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a pointer-only way out; the keyboard closes with Escape (the dialog's cancel) */}
      <div className="backdrop" part="backdrop" onClick={onClose} />
      <div className="panel" part="panel" ref={panelRef}>
        <SearchBar
          id={id}
          labels={labels}
          query={query}
          onQuery={session.setQuery}
          onClose={onClose}
          inputRef={inputRef}
          activeId={rows.length ? `${id}-result-${active}` : undefined}
        />
        {widen && (
          <label className="widen" part="widen">
            <input type="checkbox" checked={widen.on} onChange={(e) => widen.setOn(e.target.checked)} />
            {labels.searchAllVersions}
          </label>
        )}
        <Results id={id} labels={labels} state={state} session={session} listRef={listRef} onChoose={onChoose} />
        <Hints labels={labels} />
      </div>
    </dialog>
  );
}
