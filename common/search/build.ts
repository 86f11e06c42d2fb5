// Builds the sharded index (format.ts) from a site's sections: the root and every shard's value, each
// named by the caller (the site build: content-hashed module files; the widget tests: blob URLs).
import { FIELDS, INDEX_VERSION, Q_BITS, frontCode, quantize, storeIds, storeTerms, type DictShard, type MetaShard, type PostShard, type RootData } from "./format";
import { indexTerms } from "./tokenize";

/** Indexed fields of one section. */
export interface IndexedSection {
  id: number;
  /** The section's own heading (the page title for a page's first section). */
  h: string;
  /** The page title and the headings above the section. */
  t: string;
  /** The section's text. */
  b: string;
}

export interface IndexInput {
  /** Pages in order: [link relative to the base, title, id of the page's first section]. */
  pages: Array<[string, string, number]>;
  h: string[];
  up: number[];
  ax: Array<[number, string]>;
  /** Sections 0…n-1, in page order. */
  sections: IndexedSection[];
  /** Each section's preview text. */
  previews: string[];
}

/** Target raw size of each kind of shard, in bytes (a shard closes once it reaches it). */
export interface ShardSizes {
  terms: number;
  postings: number;
  records: number;
  previews: number;
}

// Sizes where a query's shards stay a few gzip KB each. Records are small (about two pages): the
// results on screen need a record each, from anywhere in the site.
export const SHARD_SIZES: ShardSizes = { terms: 12_000, postings: 24_000, records: 600, previews: 16_000 };

export type ShardKind = keyof ShardSizes;
/** Names the shards of a kind (values in order): one name each, or a pattern with "#" for the number. */
export type NameShards = (kind: ShardKind, values: unknown[]) => string | string[];

export interface BuiltShards {
  root: RootData;
  /** Every shard's value, by kind, in order. */
  files: Array<{ kind: ShardKind; value: unknown }>;
}

/** Cut items into consecutive shards of about `target` bytes: returns each shard's first index. */
function cut(count: number, size: (i: number) => number, target: number, canStart: (i: number) => boolean = () => true): number[] {
  const starts: number[] = [];
  let bytes = Infinity;
  for (let i = 0; i < count; i++) {
    if (bytes >= target && canStart(i)) {
      starts.push(i);
      bytes = 0;
    }
    bytes += size(i);
  }
  return starts;
}

const slices = (starts: number[], count: number) => starts.map((s, k) => [s, k + 1 < starts.length ? starts[k + 1] : count] as const);

export function buildShards(input: IndexInput, name: NameShards, sizes: ShardSizes = SHARD_SIZES): BuiltShards {
  const n = input.sections.length;
  const nf = FIELDS.length;
  // Tokens of every field (MiniSearch's field length: the number of distinct terms).
  const tfs: Array<Map<string, number>> = [];
  const lens = new Float64Array(n * nf);
  const sums = new Array<number>(nf).fill(0);
  input.sections.forEach((s, id) => {
    if (s.id !== id) throw new Error(`buildShards: section ${id} has id ${s.id}; ids must be 0…n-1 in order`);
    FIELDS.forEach((f, fi) => {
      const counts = new Map<string, number>();
      for (const term of indexTerms(s[f])) counts.set(term, (counts.get(term) ?? 0) + 1);
      tfs.push(counts);
      lens[id * nf + fi] = counts.size;
      sums[fi] += counts.size;
    });
  });
  const avg = sums.map((s) => (n ? s / n : 0));
  // Postings per term and field, section ids ascending (sections are visited in order).
  const postings = new Map<string, Array<Array<[number, number]>>>();
  tfs.forEach((counts, i) => {
    const id = Math.floor(i / nf);
    const fi = i % nf;
    for (const [term, tf] of counts) {
      let fields = postings.get(term);
      if (!fields) postings.set(term, (fields = FIELDS.map(() => [])));
      fields[fi].push([id, quantize(tf, lens[i], avg[fi])]);
    }
  });
  const terms = [...postings.keys()].sort();
  const coded = frontCode(terms);
  const packed = terms.map((term) => {
    const out: number[] = [];
    postings.get(term)!.forEach((docs, fi) => {
      if (!docs.length) return;
      out.push(fi, docs.length);
      let last = -1;
      for (const [id, q] of docs) {
        out.push((id - last) * Q_BITS + q);
        last = id;
      }
    });
    return out;
  });
  const df = packed.map((a) => {
    let c = 0;
    for (let j = 0; j < a.length; j += 2 + a[j + 1]) c += a[j + 1];
    return c;
  });

  const files: BuiltShards["files"] = [];
  const kind = <K>(k: ShardKind, shards: Array<[K, unknown]>) => {
    for (const [, value] of shards) files.push({ kind: k, value });
    return [shards.map(([first]) => first), name(k, shards.map(([, v]) => v))] as const;
  };
  // A shard's terms are front-coded from its own first term, so each shard decodes alone.
  const dict = slices(cut(terms.length, (i) => coded[i].length + String(df[i]).length + 4, sizes.terms), terms.length).map(
    ([s, e]) => [terms[s], { terms: frontCode(terms.slice(s, e)), df: df.slice(s, e) } satisfies DictShard] as [string, unknown],
  );
  const post = slices(cut(terms.length, (i) => coded[i].length + 4 + packed[i].length * 4, sizes.postings), terms.length).map(
    ([s, e]) => [terms[s], { terms: frontCode(terms.slice(s, e)), post: packed.slice(s, e) } satisfies PostShard] as [string, unknown],
  );
  // Record shards hold whole pages: a section's title trail never needs a second shard.
  const pageBytes = (p: number) => {
    const [link, title, first] = input.pages[p];
    const end = p + 1 < input.pages.length ? input.pages[p + 1][2] : n;
    let bytes = link.length + title.length + 12;
    for (let id = first; id < end; id++) bytes += input.h[id].length + 6;
    return bytes;
  };
  const meta = slices(cut(input.pages.length, pageBytes, sizes.records), input.pages.length).map(([s, e]) => {
    const first = input.pages[s][2];
    const end = e < input.pages.length ? input.pages[e][2] : n;
    const shard: MetaShard = { pages: input.pages.slice(s, e), h: input.h.slice(first, end), up: input.up.slice(first, end), ax: input.ax.filter(([id]) => id >= first && id < end) };
    return [first, shard] as [number, unknown];
  });
  const previews = slices(cut(n, (i) => input.previews[i].length + 4, sizes.previews), n).map(([s, e]) => [s, input.previews.slice(s, e)] as [number, unknown]);
  const root: RootData = {
    v: INDEX_VERSION,
    n,
    avg,
    dict: storeTerms(...kind("terms", dict)),
    post: storeTerms(...kind("postings", post)),
    meta: storeIds(...kind("records", meta)),
    previews: storeIds(...kind("previews", previews)),
  };
  return { root, files };
}
