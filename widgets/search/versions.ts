// Search widened to every version of a versioned site (the dialog's "All versions" switch): the page's own
// index and the other versions' (in its language), listed by the site's search-versions.json — a file of a
// fixed name, so a page need not name the other versions' content-hashed indexes (an unchanged version's
// pages are reused from the build cache as they are). One client over several: result ids are spread over
// the indexes, below zero (-1 - (id × n + index)) so that they never meet the page's own index's ids in the
// records the dialog keeps; results are interleaved rank by rank, the page's own version first, and a result
// of another version has that version's name before its title trail.
import type { RowRecord, SearchResults } from "./protocol";
import { clientFor, type Searcher } from "./client";

/** search-versions.json: one entry per index of the site (a version in a language). */
interface VersionIndex {
  version: string;
  /** The locale key (null: the site without locales, or its root language). */
  locale: string | null;
  /** The index module's URL under the base ("assets/search/index.1a2b.js"). */
  file: string;
}

/** The other versions' indexes beside the page's own (`indexHref`), in the list's order; [] when it is not versioned. */
export async function versionIndexes(versionsUrl: string, indexHref: string, base: string): Promise<Array<{ version: string; href: string; own: boolean }>> {
  const response = await fetch(new URL(versionsUrl, document.baseURI));
  if (!response.ok) throw new Error(`${versionsUrl}: ${response.status}`);
  const list = ((await response.json()) as { indexes?: VersionIndex[] }).indexes ?? [];
  const withHref = list.map((i) => ({ ...i, href: new URL(i.file, base).href }));
  const own = withHref.find((i) => i.href === indexHref);
  if (!own) return [];
  return withHref.filter((i) => i.locale === own.locale).map((i) => ({ version: i.version, href: i.href, own: i === own }));
}

/** One client over the indexes (the page's own first); each a shared client of its URL (client.ts). */
export function widenedClient(indexes: Array<{ version: string; href: string; own: boolean }>, engine: string | undefined): Searcher {
  const parts = [...indexes].sort((a, b) => Number(b.own) - Number(a.own)).map((i) => ({ ...i, client: clientFor(i.href, engine)! }));
  const n = parts.length;
  const wide = (id: number, k: number) => -1 - (id * n + k);
  const indexOf = (wideId: number) => (-1 - wideId) % n;
  const localId = (wideId: number) => Math.floor((-1 - wideId) / n);
  const named = (k: number, r: RowRecord): RowRecord => (parts[k].own ? r : { ...r, t: [parts[k].version, ...r.t] });
  const merge = (answers: Array<SearchResults | null>, limit: number): SearchResults => {
    const items: SearchResults["items"] = [];
    const longest = Math.max(0, ...answers.map((a) => a?.items.length ?? 0));
    for (let rank = 0; rank < longest && items.length < limit; rank++) {
      answers.forEach((a, k) => {
        const item = a?.items[rank];
        if (item && items.length < limit) items.push({ id: wide(item.id, k), terms: item.terms, ...(item.record && { record: named(k, item.record) }) });
      });
    }
    return { items, total: answers.reduce((t, a) => t + (a?.total ?? 0), 0) };
  };
  /** Ask each index for its own ids, and give the answers back under the spread ids. */
  const split = async <T>(ids: number[], ask: (c: Searcher, ids: number[]) => Promise<Array<[number, T]>>, map: (k: number, v: T) => T) => {
    const answers = await Promise.all(
      parts.map((p, k) => {
        const own = ids.filter((id) => id < 0 && indexOf(id) === k).map(localId);
        return own.length ? ask(p.client, own) : Promise.resolve([]);
      }),
    );
    return answers.flatMap((list, k) => list.map(([id, v]): [number, T] => [wide(id, k), map(k, v)]));
  };
  return {
    load: () => Promise.all(parts.map((p) => p.client.load())).then(() => undefined),
    async search(query, limit) {
      const answers = await Promise.all(parts.map((p) => p.client.search(query, limit)));
      // Every index is asked every query: one overtaken means all are.
      return answers.some((a) => a === null) ? null : merge(answers, limit);
    },
    searchNow(query, limit) {
      const answers = parts.map((p) => p.client.searchNow(query, limit));
      return answers.every(Boolean) ? merge(answers, limit) : null;
    },
    records: (ids) => split(ids, (c, own) => c.records(own), named),
    previews: (ids) =>
      split(
        ids,
        (c, own) => c.previews(own),
        (_k, text) => text,
      ),
  };
}
