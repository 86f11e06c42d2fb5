// Search records: what a result row shows (title trail, link, anchor), read from the index's record shards.
import { slugify } from "../slug";
import { CRUMBS, shardFor, type MetaShard, type RangeTable } from "./format";
import { ShardCache, type LoadShard } from "./shard-cache";

/** A result as the widget shows it and as `web-docs-select` reports it (spec §3 search record). */
export interface SearchRecord {
  /** Title trail: page title, then the headings down to the section's own. */
  t: string[];
  /** The section's text; in the widget, its preview ("" until the preview's shard has loaded). */
  p: string;
  /** Page link, relative to the base. */
  l: string;
  /** Heading id ("" for the top of the page). */
  a: string;
}

/**
 * The id a heading gets when the author gives none (common/slug.ts, as the build uses it). The
 * index stores only the anchors this does not predict (custom ids, duplicates' "-1" suffixes).
 */
export const defaultAnchor = slugify;

/** The record shards of an index (the root's `meta` table), each imported once, on demand. */
export class RecordShards {
  private readonly metas: ShardCache<MetaShard & { anchors: Map<number, string> }>;
  constructor(
    private readonly table: RangeTable<number>,
    load: LoadShard,
  ) {
    this.metas = new ShardCache(table, load, (raw) => ({ ...(raw as MetaShard), anchors: new Map((raw as MetaShard).ax) }));
  }

  /** Sections' records, importing their shards. */
  async records(ids: number[]): Promise<SearchRecord[]> {
    await this.metas.all(ids.map((id) => shardFor(this.table, id)));
    return ids.map((id) => this.loaded(id)!);
  }

  /** A section's record if its shard is loaded already (no import), else undefined. */
  loaded(id: number): SearchRecord | undefined {
    const k = shardFor(this.table, id);
    const m = this.metas.ready.get(k);
    if (!m) return undefined;
    const first = this.table[k][0];
    let p = m.pages.length - 1;
    while (p > 0 && m.pages[p][2] > id) p--;
    const page = m.pages[p];
    const t: string[] = [];
    for (let d = id; ; d -= m.up[d - first]) {
      if (m.up[d - first] === 0) {
        t.unshift(page[1]);
        // A page whose title others share: where it sits leads the trail.
        if (page[3]) t.unshift(...page[3].split(CRUMBS));
        break;
      }
      t.unshift(m.h[d - first]);
    }
    const a = m.up[id - first] === 0 ? "" : (m.anchors.get(id) ?? defaultAnchor(m.h[id - first]));
    return { t, p: "", l: page[0], a };
  }
}
