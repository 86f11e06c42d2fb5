// The search UI, loaded when first wanted (element.ts): the dialog's open state, the search client and
// the words, wired to the element's button and shortcuts (shortcut.ts). Its parts: dialog.tsx (the
// modal), input.tsx (search bar), results.tsx (live region and results), hints.tsx (key hints),
// session.ts (one query's state, outside React) and row-data.ts (what a row shows, when its data loads).
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { onNavigated } from "../services/events";
import { clientFor } from "./client";
import { SearchDialog } from "./dialog";
import { searchLabels, type LabelAttributes } from "./labels";
import type { Opener } from "./shortcut";
import { setExpanded } from "./trigger";
import { SEARCH_CSS } from "./styles";
import { readQuery } from "./session";
import { useWidened } from "./use-widened";

export { QUERY_KEY } from "./session";

const DEFAULT_LIMIT = 100;

export interface SearchProps extends LabelAttributes {
  /** URL of the index module (assets/search/index.<hash>.js of a Web Docs build; its default export is the index). */
  indexUrl?: string;
  /** The site's base URL that result links are relative to (default: the site the index belongs to). */
  base?: string;
  /** Most results shown (default 100). */
  limit?: number;
  /** "page": search on the main thread, never in a worker. */
  engine?: string;
  /** A versioned site's search-versions.json: the dialog can widen search to every version (versions.ts). */
  versionsUrl?: string;
}

let uid = 0;

export interface SearchUiProps extends SearchProps {
  host: HTMLElement;
  shadow: ShadowRoot;
  /** shortcut.ts's `listen`: opens from the button and the shortcuts come through it. */
  listen(host: Element, opener: Opener): () => void;
}

export function Search({ host, shadow, listen, indexUrl, base, engine, versionsUrl, ...props }: SearchUiProps) {
  const limit = Number.isFinite(props.limit) && (props.limit as number) > 0 ? Math.floor(props.limit as number) : DEFAULT_LIMIT;
  const labels = searchLabels(props);
  const [id] = useState(() => `wd-search-${++uid}`);
  const [initial, setInitial] = useState<{ query: string; typed: boolean } | null>(null);
  const open = initial !== null;
  const openRef = useRef(open);
  openRef.current = open;
  const inputRef = useRef<HTMLInputElement>(null);

  const indexHref = useMemo(() => (indexUrl ? new URL(indexUrl, document.baseURI).href : null), [indexUrl]);
  const baseHref = useMemo(() => {
    if (base) return new URL(base, document.baseURI).href;
    // A Web Docs index lives at <base>assets/search/: its site is two folders up.
    if (indexHref && /\/assets\/search\/[^/]*$/.test(new URL(indexHref).pathname)) return new URL("../../", indexHref).href;
    return new URL("/", document.baseURI).href;
  }, [base, indexHref]);
  const own = useMemo(() => clientFor(indexUrl, engine), [indexUrl, engine]);
  const wide = useWidened(versionsUrl, indexHref, baseHref, engine);
  const client = wide.client ?? own;

  // This code loads when the reader shows they want search (hover, focus, a press, a shortcut): the index too
  // (the element has started it already, beside this code: the same client).
  useEffect(() => {
    client?.load().catch(() => undefined);
  }, [client]);

  /** Open search; `typed` (keys pressed before search could open) replaces the kept query. */
  const openDialog = useCallback((typed = "") => {
    if (openRef.current) {
      inputRef.current?.focus();
      inputRef.current?.select();
      return;
    }
    setInitial({ query: typed || readQuery(), typed: !!typed });
  }, []);
  const close = useCallback(() => setInitial(null), []);

  // Opens from the button and the shortcuts (an open asked for while this code loaded comes at once).
  useLayoutEffect(() => listen(host, { open: openDialog, isOpen: () => openRef.current }), [host, listen, openDialog]);
  // A navigation while open (back/forward) leaves the dialog behind: close it.
  useEffect(() => onNavigated(close), [close]);
  useLayoutEffect(() => setExpanded(host, shadow, open), [host, shadow, open]);

  return (
    <>
      <style>{SEARCH_CSS}</style>
      {initial && (
        <SearchDialog
          id={id}
          host={host}
          shadow={shadow}
          labels={labels}
          client={client}
          limit={limit}
          baseHref={baseHref}
          initial={initial}
          inputRef={inputRef}
          onClose={close}
          widen={wide.available ? wide : undefined}
        />
      )}
    </>
  );
}
