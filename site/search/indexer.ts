// What builds the search index from the pages' records (site/search/records.ts, taken from the tokens each
// page rendered from): each page's headings and text are counted as its Markdown renders, and the index is
// built from them once every page's are in. It runs in a worker thread on a large site (index-thread.ts), so the
// counting takes the second core while Eleventy renders on the first.
import { countField, TermTable } from "../../common/search/postings.ts";
import { type IndexedPage, writeIndexFiles } from "./build-index.ts";
import type { IndexPage, SectionRecord } from "./records.ts";

/** A page as an index is written: listed in the index's order, with its records where none were added. */
export interface WritePage extends IndexPage {
  /** Its records, where the indexer has none (a page not rendered from Markdown: its title and description). */
  records?: SectionRecord[];
}

export interface IndexWritten {
  records: number;
  bytes: number;
  shards: number;
}

export class SearchIndexer {
  #table = new TermTable();
  #pages = new Map<string, Pick<IndexedPage, "records" | "counted" | "place">>();

  /** Forget every page (a full build; a partial one keeps the pages it did not render again). */
  reset(): void {
    this.#table = new TermTable();
    this.#pages.clear();
  }

  /** A page's records, by its link, and its place in the site: each section's fields counted now. */
  add(link: string, records: SectionRecord[], place: string[] = []): void {
    const counted = records.map((r) => ({
      h: countField(this.#table, r.t[r.t.length - 1], true),
      // Its context as build-index.ts makes it for a page whose title no other page has (else counted then).
      t: countField(this.#table, [...place, ...r.t.slice(0, -1)].join(" "), false),
      b: countField(this.#table, r.p, false),
    }));
    this.#pages.set(link, { records, counted, place });
  }

  /**
   * Write the index of these pages, in this order, into `dir` as module `name` (build-index.ts writeIndexFiles).
   * `last`: no build adds to these pages again, so the indexer lets go of them as the index is built.
   */
  write(pages: WritePage[], dir: string, name: string, last = false): IndexWritten {
    const indexed = pages.map(({ records, ...page }): IndexedPage => {
      const added = this.#pages.get(page.link);
      if (last) this.#pages.delete(page.link);
      if (added) {
        // (Listed in another place than it was counted in: its context is counted again.)
        const same = (added.place ?? []).join("\0") === (page.place ?? []).join("\0");
        return { ...page, records: added.records, counted: same ? added.counted : added.counted?.map(({ h, b }) => ({ h, b })) };
      }
      // (A page listed with no records anywhere is a bug of the caller: it would be missing from search.)
      if (!records) throw new Error(`search index: no records of ${page.link}`);
      return { ...page, records };
    });
    return writeIndexFiles(indexed, dir, name, this.#table);
  }
}
