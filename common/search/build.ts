// Builds the sharded index (format.ts) from a site's sections: the root and every shard's value, each
// named by the caller (the site build: content-hashed module files; the widget tests: blob URLs).
import {
  FIELDS,
  HEADING_BITS,
  INDEX_VERSION,
  Q_BITS,
  frontCode,
  headingShape,
  quantize,
  storeCounts,
  storeIds,
  storeTerms,
  type DictShard,
  type MetaShard,
  type PostShard,
  type RootData,
} from "./format";
import { pickCompletions } from "./query";
import { HAS_CJK } from "./tokenize";
import { countField, Postings, TermTable } from "./postings";

/** Indexed fields of one section. */
export interface IndexedSection {
  id: number;
  /** The section's own heading (the page title for a page's first section). */
  h: string;
  /** The page title and the headings above the section. */
  t: string;
  /** The section's text. */
  b: string;
  /** Fields whose terms were counted already (countField, with the table buildShards is given), by name. */
  counted?: Partial<Record<(typeof FIELDS)[number], Int32Array>>;
}

export interface IndexInput {
  /** Pages in order, as the record shards keep them (MetaShard.pages). */
  pages: MetaShard["pages"];
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

type ShardKind = keyof ShardSizes;
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

export function buildShards(input: IndexInput, name: NameShards, sizes: ShardSizes = SHARD_SIZES, table = new TermTable()): BuiltShards {
  const n = input.sections.length;
  const nf = FIELDS.length;
  // Every posting as (term, field, section, term frequency) in flat typed arrays: at 10,000 pages there are
  // millions, and a Map or an array per posting made the index build's memory ten times its data's.
  // Sized for the counted fields' postings and a few for each field still to count: at 10,000 pages, growing by
  // doubling held both the old and the new arrays (three times the postings) at the index's memory peak.
  let expected = 0;
  for (const s of input.sections) for (const f of FIELDS) expected += s.counted?.[f] ? s.counted[f].length / 2 : 16;
  const postings = new Postings(expected);
  const lens = new Float64Array(n * nf);
  const sums = new Array<number>(nf).fill(0);
  input.sections.forEach((s, id) => {
    if (s.id !== id) throw new Error(`buildShards: section ${id} has id ${s.id}; ids must be 0…n-1 in order`);
    FIELDS.forEach((f, fi) => {
      const pairs = s.counted?.[f] ?? countField(table, s[f], fi === 0);
      lens[id * nf + fi] = pairs.length / 2;
      sums[fi] += pairs.length / 2;
      for (let k = 0; k < pairs.length; k += 2) postings.add(pairs[k], fi, id, pairs[k + 1]);
    });
    // Turned into postings: not held through the rest of the build (a large index's memory peak is ahead).
    s.counted = undefined;
  });
  const avg = sums.map((s) => (n ? s / n : 0));
  // The terms these sections hold (a table kept across builds, npm run dev's, also has terms of pages since edited).
  const used = new Uint8Array(table.list.length);
  for (let k = 0; k < postings.length; k++) used[postings.term[k]] = 1;
  const terms = table.list.filter((_, t) => used[t]).sort();
  const rank = new Int32Array(table.list.length);
  terms.forEach((term, r) => (rank[table.ids.get(term)!] = r));
  // Per term: for each field it occurs in, [field, count, then each section as an id gap and its weight (text,
  // context) or heading shape (format.ts PostShard)], sections ascending. Grouped by (term rank, field) with a
  // counting sort, which keeps the order the sections were added in.
  const groups = terms.length * nf;
  const groupOf = (k: number) => rank[postings.term[k]] * nf + postings.field[k];
  const starts = new Int32Array(groups + 1);
  for (let k = 0; k < postings.length; k++) starts[groupOf(k) + 1]++;
  for (let g = 0; g < groups; g++) starts[g + 1] += starts[g];
  const next = starts.slice(0, groups);
  let order = new Int32Array(postings.length);
  for (let k = 0; k < postings.length; k++) order[next[groupOf(k)]++] = k;
  const coded = frontCode(terms);
  const packed = terms.map((_, r) => {
    const out: number[] = [];
    for (let fi = 0; fi < nf; fi++) {
      const from = starts[r * nf + fi];
      const to = starts[r * nf + fi + 1];
      if (from === to) continue;
      out.push(fi, to - from);
      let last = -1;
      for (let j = from; j < to; j++) {
        const k = order[j];
        const id = postings.id[k];
        out.push(
          fi === 0
            ? (id - last) * HEADING_BITS + headingShape(input.up[id], lens[id * nf], postings.tf[k])
            : (id - last) * Q_BITS + quantize(postings.tf[k], lens[id * nf + fi], avg[fi]),
        );
        last = id;
      }
    }
    return out;
  });
  const df = packed.map((a) => {
    let c = 0;
    for (let j = 0; j < a.length; j += 2 + a[j + 1]) c += a[j + 1];
    return c;
  });
  // The postings are packed: their arrays (13 bytes a posting, and the order) are released before the shards are encoded.
  postings.release();
  order = new Int32Array(0);

  const files: BuiltShards["files"] = [];
  const letters = oneLetterQueries(terms, df);
  const kind = <K>(k: ShardKind, shards: Array<[K, unknown]>) => {
    for (const [, value] of shards) files.push({ kind: k, value });
    return [
      shards.map(([first]) => first),
      name(
        k,
        shards.map(([, v]) => v),
      ),
    ] as const;
  };
  // A shard's terms are front-coded from its own first term, so each shard decodes alone.
  const dict = slices(
    cut(terms.length, (i) => coded[i].length + String(df[i]).length + 4, sizes.terms),
    terms.length,
  ).map(([s, e]) => [terms[s], { terms: frontCode(terms.slice(s, e)), df: df.slice(s, e) } satisfies DictShard] as [string, unknown]);
  const post = slices(
    cut(terms.length, (i) => coded[i].length + 4 + packed[i].length * 4, sizes.postings),
    terms.length,
  ).map(([s, e]) => [terms[s], { terms: frontCode(terms.slice(s, e)), post: packed.slice(s, e) } satisfies PostShard] as [string, unknown]);
  // Record shards hold whole pages: a section's title trail never needs a second shard.
  const pageBytes = (p: number) => {
    const [link, title, first, where = ""] = input.pages[p];
    const end = p + 1 < input.pages.length ? input.pages[p + 1][2] : n;
    let bytes = link.length + title.length + where.length + 12;
    for (let id = first; id < end; id++) bytes += input.h[id].length + 6;
    return bytes;
  };
  const meta = slices(cut(input.pages.length, pageBytes, sizes.records), input.pages.length).map(([s, e]) => {
    const first = input.pages[s][2];
    const end = e < input.pages.length ? input.pages[e][2] : n;
    const shard: MetaShard = {
      pages: input.pages.slice(s, e),
      h: input.h.slice(first, end),
      up: input.up.slice(first, end),
      ax: input.ax.filter(([id]) => id >= first && id < end),
    };
    return [first, shard] as [number, unknown];
  });
  const previews = slices(
    cut(n, (i) => input.previews[i].length + 4, sizes.previews),
    n,
  ).map(([s, e]) => [s, input.previews.slice(s, e)] as [number, unknown]);
  const root: RootData = {
    v: INDEX_VERSION,
    n,
    avg,
    dict: storeTerms(...kind("terms", dict)),
    post: storeTerms(...kind("postings", post)),
    meta: storeIds(...kind("records", meta)),
    previews: storeIds(...kind("previews", previews)),
    ...letters,
    pages: storeCounts(input.pages.map(([, , first], p) => (p + 1 < input.pages.length ? input.pages[p + 1][2] : n) - first)),
  };
  return { root, files };
}

/**
 * What a one-letter query reads from the dictionary, worked out here so that a reader's first keystroke
 * imports no dictionary shard (a letter's range is several): each letter's completions to search for, as
 * the engine would pick them (query.ts pickCompletions), and which letters are terms themselves. Letters
 * with few completions (expanded whole) and CJK characters keep to the dictionary.
 */
function oneLetterQueries(terms: string[], df: number[]): Pick<RootData, "letters" | "letterTerms"> {
  const letters: Record<string, string[]> = {};
  let letterTerms = "";
  for (let i = 0; i < terms.length; ) {
    const letter = String.fromCodePoint(terms[i].codePointAt(0)!);
    const range: Array<[string, number]> = [];
    let self = false;
    for (; i < terms.length && terms[i].startsWith(letter); i++) {
      if (terms[i] === letter) self = true;
      else range.push([terms[i], df[i]]);
    }
    const picked = HAS_CJK.test(letter) ? null : pickCompletions(letter, range);
    if (!picked) continue;
    letters[letter] = picked;
    if (self) letterTerms += letter;
  }
  return { letters, letterTerms };
}
