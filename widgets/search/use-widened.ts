// The "All versions" switch's state (versions.ts): off at first, the search of the page's own version; on,
// the other versions' indexes are listed (once) and searched with it. Kept while the page stays.
import { useEffect, useMemo, useState } from "react";
import type { Searcher } from "./client";
import { versionIndexes, widenedClient } from "./versions";

export interface Widened {
  /** The site has other versions to search. */
  available: boolean;
  on: boolean;
  setOn(on: boolean): void;
  /** The client over every version while on (null until their list is in). */
  client: Searcher | null;
}

export function useWidened(versionsUrl: string | undefined, indexHref: string | null, baseHref: string, engine: string | undefined): Widened {
  const [indexes, setIndexes] = useState<Awaited<ReturnType<typeof versionIndexes>>>([]);
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!versionsUrl || !indexHref) return;
    let live = true;
    versionIndexes(versionsUrl, indexHref, baseHref).then(
      (list) => live && setIndexes(list),
      // Without the list, search stays in this version (the switch is not shown).
      (e: Error) => console.error(`[web-docs] search: the versions' indexes could not load (${e.message})`),
    );
    return () => {
      live = false;
    };
  }, [versionsUrl, indexHref, baseHref]);
  const client = useMemo(() => (on && indexes.length > 1 ? widenedClient(indexes, engine) : null), [on, indexes, engine]);
  return { available: indexes.length > 1, on, setOn, client };
}
