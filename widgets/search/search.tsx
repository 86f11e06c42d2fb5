// <web-docs-search>: the search button (the page's own, slotted, or a built-in one) and the search
// modal. Shadow DOM: the modal's styles never meet the page's, and the page's never reach the modal.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent } from "react";
import { emit, onNavigated } from "../services/events";
import { trapFocus } from "../services/focus-trap";
import { lockScroll, unlockScroll } from "../services/scroll-lock";
import type { SearchResults } from "./backend";
import { searchClient } from "./client";
import type { SearchRecord } from "../../common/search/engine";
import { ResultRow } from "./result";
import { SEARCH_CSS } from "./styles";
import { isOpenShortcut, startListening, takePendingOpen } from "./trigger";
import { markReady } from "../services/ready-attribute";

export const DEFAULT_LIMIT = 100;
export const MAX_QUERY_LENGTH = 64;
/** sessionStorage key of the last query: reopening search in the same tab shows it again. */
export const QUERY_KEY = "web-docs-search-query";

export interface SearchProps {
  /** The shadow root (r2wc passes it). */
  container?: ShadowRoot;
  /** URL of the index module (assets/search/index.<hash>.js of a Web Docs build; its default export is the index). */
  indexUrl?: string;
  /** The site's base URL that result links are relative to (default: the site the index belongs to). */
  base?: string;
  /** Most results shown (default 100). */
  limit?: number;
  label?: string;
  /** The input's placeholder (attribute `placeholder-text`). */
  placeholderText?: string;
  closeLabel?: string;
  noResultsLabel?: string;
  /** "page": search on the main thread, never in a worker. */
  engine?: string;
}

/** What `web-docs-select` carries. */
export interface SelectDetail {
  record: SearchRecord;
  /** Absolute URL of the section. */
  url: string;
}

const isApple = () => {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return /mac|iphone|ipad|ipod/i.test(nav.userAgentData?.platform || nav.platform || "");
};

function readQuery(): string {
  try {
    return (sessionStorage.getItem(QUERY_KEY) ?? "").slice(0, MAX_QUERY_LENGTH);
  } catch {
    return "";
  }
}
function saveQuery(q: string): void {
  try {
    sessionStorage.setItem(QUERY_KEY, q);
  } catch {
    // Storage unavailable: the query lasts while the modal is open.
  }
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm9 3-4.35-4.35" />
    </svg>
  );
}

let uid = 0;

export function Search(props: SearchProps) {
  const { container, indexUrl, base, label = "Search", placeholderText: placeholder = "Search docs", closeLabel = "Close", noResultsLabel = "No results for", engine } = props;
  const limit = Number.isFinite(props.limit) && (props.limit as number) > 0 ? Math.floor(props.limit as number) : DEFAULT_LIMIT;
  const host = (container?.host ?? null) as HTMLElement | null;
  const [id] = useState(() => `wd-search-${++uid}`);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<(SearchResults & { query: string }) | null>(null);
  const [failed, setFailed] = useState(false);
  // Bumped by the Retry button: runs the same query again (a shard that failed to import is imported anew).
  const [attempt, setAttempt] = useState(0);
  const [active, setActive] = useState(0);
  const [previews, setPreviews] = useState<ReadonlyMap<number, string>>(() => new Map());
  const previewsRef = useRef(previews);
  previewsRef.current = previews;
  const [mod] = useState(() => (isApple() ? "⌘" : "Ctrl"));
  // The page's own button (light DOM, slotted) or, on a site that supplies none, a built-in one.
  const [ownButton, setOwnButton] = useState(() => !host?.querySelector("button"));
  const slotRef = useRef<HTMLSlotElement>(null);
  const ownButtonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const openRef = useRef(false);
  const queryRef = useRef("");
  const seq = useRef(0);
  openRef.current = open;
  queryRef.current = query;

  const indexHref = useMemo(() => (indexUrl ? new URL(indexUrl, document.baseURI).href : null), [indexUrl]);
  const baseHref = useMemo(() => {
    if (base) return new URL(base, document.baseURI).href;
    // A Web Docs index lives at <base>assets/search/: its site is two folders up.
    if (indexHref && /\/assets\/search\/[^/]*$/.test(new URL(indexHref).pathname)) return new URL("../../", indexHref).href;
    return new URL("/", document.baseURI).href;
  }, [base, indexHref]);
  const client = useMemo(() => (indexHref ? searchClient(indexHref, engine === "page") : null), [indexHref, engine]);

  const preload = useCallback(() => {
    client?.load().catch(() => undefined);
  }, [client]);

  /** Open search; `typed` (keys pressed before search could open) replaces the kept query. */
  // The query was typed before search opened: the reader keeps typing after it (no selection to replace).
  const typedRef = useRef(false);
  const openModal = useCallback((typed = "") => {
    if (openRef.current) {
      inputRef.current?.focus();
      inputRef.current?.select();
      return;
    }
    setQuery(typed ? typed.slice(0, MAX_QUERY_LENGTH) : readQuery());
    typedRef.current = !!typed;
    setResults(null);
    setFailed(false);
    setOpen(true);
  }, []);
  const closeModal = useCallback(() => setOpen(false), []);

  // The page's pre-rendered button sits in the light DOM (slotted): a shadow root replaces nothing.
  // register.ts puts a bare <slot> in the shadow root so the button stays visible until React renders.
  useLayoutEffect(() => {
    container?.querySelector("slot[data-wd-initial]")?.remove();
  }, [container]);

  // Button, hover/focus preloading, shortcut hint and keyboard shortcuts (wired in the first commit,
  // so a click right after the upgrade is not lost).
  useLayoutEffect(() => {
    if (!host) return;
    if (mod === "⌘") for (const el of host.querySelectorAll(".wd-key-mod")) el.textContent = "⌘";
    // Only the search button opens: the page's own (light DOM) or the built-in one — never a button in
    // the modal (the modal may already be gone from the DOM when its click reaches the host).
    const onClick = (e: MouseEvent) => {
      const button = e.composedPath().find((n): n is HTMLButtonElement => n instanceof HTMLButtonElement);
      if (button && (button === ownButtonRef.current || (button.getRootNode() !== container && host.contains(button)))) openModal();
    };
    const onKey = (e: KeyboardEvent) => {
      if (!isOpenShortcut(e, openRef.current)) return;
      e.preventDefault();
      openModal();
    };
    host.addEventListener("click", onClick);
    host.addEventListener("pointerenter", preload);
    host.addEventListener("focusin", preload);
    host.addEventListener("touchstart", preload, { passive: true });
    document.addEventListener("keydown", onKey);
    const stopListening = startListening();
    // Asked for while this code was still loading (see trigger.ts).
    const early = takePendingOpen();
    if (early) openModal(early.typed);
    // Listening: embedders and the early-click queue may rely on it (README "Readiness").
    markReady(host);
    return () => {
      markReady(host, false);
      stopListening();
      host.removeEventListener("click", onClick);
      host.removeEventListener("pointerenter", preload);
      host.removeEventListener("focusin", preload);
      host.removeEventListener("touchstart", preload);
      document.removeEventListener("keydown", onKey);
    };
  }, [host, container, mod, openModal, preload]);

  useEffect(() => {
    const slot = slotRef.current;
    if (!slot || !host) return;
    const update = () => setOwnButton(!host.querySelector("button"));
    slot.addEventListener("slotchange", update);
    return () => slot.removeEventListener("slotchange", update);
  }, [host]);

  // A navigation while open (back/forward) leaves the modal behind: close it.
  useEffect(() => onNavigated(() => setOpen(false)), []);

  // The page's button says whether the modal is open.
  useLayoutEffect(() => {
    if (!host) return;
    for (const b of host.querySelectorAll(":scope > button, :scope > * > button")) b.setAttribute("aria-expanded", String(open));
  }, [host, open]);

  // Open: modal dialog (top layer, page inert), scroll lock, focus trap; closing gives focus back.
  useLayoutEffect(() => {
    if (!open || !dialogRef.current || !panelRef.current || !container) return;
    const dialog = dialogRef.current;
    const trap = trapFocus(panelRef.current, container);
    lockScroll("search");
    if (!dialog.open) dialog.showModal();
    const input = inputRef.current;
    input?.focus();
    if (input && typedRef.current) input.setSelectionRange(input.value.length, input.value.length);
    else input?.select();
    if (host) emit(host, "web-docs-search-open", {});
    preload();
    // The query is kept for the session: written when search closes or the page goes away, not per keystroke.
    const save = () => saveQuery(queryRef.current);
    window.addEventListener("pagehide", save);
    return () => {
      save();
      window.removeEventListener("pagehide", save);
      if (dialog.open) dialog.close();
      unlockScroll("search");
      trap.release();
      if (host) emit(host, "web-docs-search-close", {});
    };
  }, [open, container, host, preload]);

  // Search as the reader types: every keystroke, no debounce (the worker skips overtaken queries).
  useEffect(() => {
    if (!open) return;
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
  }, [open, query, client, limit, attempt]);

  // Previews load for the results on screen only (they are not in the index).
  useEffect(() => {
    const list = listRef.current;
    if (!list || !client || !results?.items.length) return;
    const wanted = new Set<number>();
    let timer = 0;
    const flush = () => {
      timer = 0;
      const ids = [...wanted].filter((i) => !previewsRef.current.has(i));
      wanted.clear();
      if (!ids.length) return;
      client.previews(ids).then(
        (got) => setPreviews((old) => new Map([...old, ...got])),
        () => undefined,
      );
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
    };
  }, [results, client]);

  // New results start at the top; the active result stays in view (scrolling the results box, never the page).
  useEffect(() => {
    const box = listRef.current?.parentElement;
    if (box) box.scrollTop = 0;
  }, [results]);
  const reveal = (index: number) => {
    const el = listRef.current?.children[index] as HTMLElement | undefined;
    const box = listRef.current?.parentElement;
    if (!el || !box) return;
    const top = el.offsetTop - box.offsetTop;
    if (top < box.scrollTop) box.scrollTop = top;
    else if (top + el.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = top + el.offsetHeight - box.clientHeight;
  };

  const items = results?.items ?? [];
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const hrefOf = useCallback((l: string, a: string) => new URL(l + (a ? `#${a}` : ""), baseHref).href, [baseHref]);
  const hrefs = useMemo(() => items.map((item) => hrefOf(item.l, item.a)), [items, hrefOf]);

  const onChoose = useCallback(
    (e: ReactMouseEvent<HTMLAnchorElement>, index: number) => {
      const item = itemsRef.current[index];
      if (!item || !host) return;
      // New tab / window: the browser's business; the modal stays.
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const url = hrefOf(item.l, item.a);
      const detail: SelectDetail = { record: { t: item.t, p: previewsRef.current.get(item.id) ?? "", l: item.l, a: item.a }, url };
      if (!emit(host, "web-docs-select", detail)) e.preventDefault(); // a listener took it over
      // Close after the click has run its course: the router (or the browser) needs the link in the page.
      window.setTimeout(closeModal, 0);
    },
    [host, hrefOf, closeModal],
  );

  const onKeyDown = (e: ReactKeyboardEvent<HTMLDialogElement>) => {
    if (e.nativeEvent.isComposing) return;
    if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      if (query) setQuery("");
      else closeModal();
    } else if ((e.key === "ArrowDown" || e.key === "ArrowUp") && items.length) {
      e.preventDefault();
      const step = e.key === "ArrowDown" ? 1 : -1;
      const next = (active + step + items.length) % items.length;
      setActive(next);
      requestAnimationFrame(() => reveal(next));
    } else if (e.key === "Enter" && (e.target === inputRef.current || e.target === listRef.current)) {
      e.preventDefault();
      const link = listRef.current?.children[active]?.querySelector("a");
      link?.click();
    }
  };

  const status = failed
    ? "Search is unavailable."
    : results
      ? items.length
        ? `${results.total > items.length ? `${items.length} of ${results.total}` : items.length} ${results.total === 1 ? "result" : "results"}`
        : `${noResultsLabel} “${results.query}”`
      : "";

  return (
    <>
      <style>{SEARCH_CSS}</style>
      <slot ref={slotRef} />
      {ownButton && (
        <button ref={ownButtonRef} type="button" className="button" part="button" aria-label={label} aria-haspopup="dialog" aria-expanded={open} aria-keyshortcuts="Control+K Meta+K">
          <SearchIcon />
          <span>{label}</span>
          <kbd className="keys" aria-hidden="true">
            {mod} K
          </kbd>
        </button>
      )}
      {open && (
        <dialog
          ref={dialogRef}
          className="dialog"
          part="dialog"
          aria-label={label}
          onKeyDown={onKeyDown}
          onCancel={(e) => {
            // Escape is handled in onKeyDown; other close requests (a back gesture) close.
            e.preventDefault();
            closeModal();
          }}
        >
          <div className="backdrop" part="backdrop" onClick={closeModal} />
          <div className="panel" part="panel" ref={panelRef}>
            <form className="bar" part="search-bar" role="search" onSubmit={(e) => e.preventDefault()}>
              <label htmlFor={`${id}-input`} className="sr-only">
                {label}
              </label>
              <SearchIcon />
              <input
                ref={inputRef}
                id={`${id}-input`}
                className="input"
                part="input"
                type="search"
                placeholder={placeholder}
                maxLength={MAX_QUERY_LENGTH}
                value={query}
                onChange={(e) => setQuery(e.target.value.slice(0, MAX_QUERY_LENGTH))}
                autoComplete="off"
                autoCorrect="off"
                autoCapitalize="off"
                spellCheck={false}
                enterKeyHint="go"
                aria-autocomplete="list"
                aria-controls={`${id}-results`}
                aria-activedescendant={items.length ? `${id}-result-${active}` : undefined}
              />
              <button type="button" className="close" part="close" aria-label={closeLabel} onClick={closeModal}>
                Esc
              </button>
            </form>
            <div className="body" part="body">
              {/* One live region: the visible message when nothing matched, else a count for screen readers. */}
              <p className={failed || (results && !items.length) ? "message" : "sr-only"} part="message" role="status">
                {status}
              </p>
              {failed && (
                <button
                  type="button"
                  className="retry"
                  part="retry"
                  onClick={() => {
                    setAttempt((a) => a + 1);
                    inputRef.current?.focus();
                  }}
                >
                  Retry
                </button>
              )}
              {/* Focusable (after the input and the close button): the list scrolls, and from it too the arrow keys move the selection and Enter opens it. */}
              <ul
                className="results"
                part="results"
                id={`${id}-results`}
                role="listbox"
                aria-label={label}
                ref={listRef}
                hidden={!items.length}
                tabIndex={0}
                aria-activedescendant={items.length ? `${id}-result-${active}` : undefined}
              >
                {items.map((item, i) => (
                  <ResultRow key={item.id} domId={`${id}-result-${i}`} index={i} item={item} href={hrefs[i]} active={i === active} preview={previews.get(item.id)} onChoose={onChoose} onHover={setActive} />
                ))}
              </ul>
            </div>
            <div className="footer" part="footer" aria-hidden="true">
              <span>
                <kbd>↑</kbd>
                <kbd>↓</kbd>navigate
              </span>
              <span>
                <kbd>↵</kbd>select
              </span>
              <span>
                <kbd>esc</kbd>close
              </span>
            </div>
          </div>
        </dialog>
      )}
    </>
  );
}
