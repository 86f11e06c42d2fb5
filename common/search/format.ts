// The sharded search index's modules, as the build writes them and the engine reads them. Every piece
// is a content-hashed ES module imported on demand (spec §7): a small root, then only the shards a
// query's words need — dictionary shards and postings shards by term range, record (meta) shards and
// preview shards by section range.

/** Format version of the index; bump when a shape below changes. */
export const INDEX_VERSION = 5;

/** Indexed fields, in field-id order: own heading, title trail above it, text. */
export const FIELDS = ["h", "t", "b"] as const;

/** A range table as the engine uses it: each shard's first key (a term, or a section id) and its module, relative to the root. */
export type RangeTable<K> = Array<[K, string]>;

/**
 * A range table as the root stores it: first keys (terms front-coded, section ids as gaps) and the
 * modules, either one name per shard or one pattern for all ("#" stands for the shard's number; the
 * build names a kind's shards after one hash of all of them, so the root needs no hash per shard).
 */
export interface StoredTable<K> {
  first: K extends string ? string[] : number[];
  files: string | string[];
}

/** The root module: what every query needs first. Its size grows with the number of shards only, a few bytes each. */
export interface RootData {
  v: number;
  /** Number of sections (documents). */
  n: number;
  /** Average length of each field (in tokens), for BM25. */
  avg: number[];
  /** Dictionary shards (terms and their document frequencies) by first term. */
  dict: StoredTable<string>;
  /** Postings shards by first term (a term too big for one shard has one of its own). */
  post: StoredTable<string>;
  /** Record shards (page links and titles, headings, anchors) by first section id; cut at page boundaries. */
  meta: StoredTable<number>;
  /** Preview shards by first section id. */
  previews: StoredTable<number>;
  /**
   * A one-letter query without dictionary shards: for each letter with many completions, those it searches
   * for (query.ts pickCompletions). At most MAX_COMPLETIONS terms a letter, whatever the site's size.
   */
  letters: Record<string, string[]>;
  /** The letters of `letters` that are terms themselves ("c", "x"). */
  letterTerms: string;
  /** How many sections each page has, in page order (storeCounts): which page a section is on, for ranking. */
  pages: string;
}

// A count as one character where it is small (a page of up to 61 sections), else "~" + decimal + ".".
const DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const ESCAPE = "~";

/** Small counts (sections per page) as a string: a character each, about a byte a page. */
export function storeCounts(counts: number[]): string {
  return counts.map((c) => (c < DIGITS.length - 1 ? DIGITS[c] : `${ESCAPE}${c}.`)).join("");
}

export function countsOf(stored: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < stored.length; i++) {
    if (stored[i] !== ESCAPE) out.push(DIGITS.indexOf(stored[i]));
    else {
      const end = stored.indexOf(".", i);
      out.push(Number(stored.slice(i + 1, end)));
      i = end;
    }
  }
  return out;
}

const fileNames = (files: string | string[], count: number) =>
  typeof files === "string" ? Array.from({ length: count }, (_, k) => files.replace("#", String(k))) : files;

export function storeTerms(first: string[], files: string | string[]): StoredTable<string> {
  return { first: frontCode(first), files };
}
export function storeIds(first: number[], files: string | string[]): StoredTable<number> {
  return { first: first.map((id, k) => id - (k ? first[k - 1] : 0)), files };
}
export function termTable(t: StoredTable<string>): RangeTable<string> {
  const names = fileNames(t.files, t.first.length);
  return frontDecode(t.first).map((term, k) => [term, names[k]]);
}
export function idTable(t: StoredTable<number>): RangeTable<number> {
  const names = fileNames(t.files, t.first.length);
  let id = 0;
  return t.first.map((gap, k) => [(id += gap), names[k]]);
}

/** A dictionary shard: its terms, sorted and front-coded (see frontCode), and each one's postings count. */
export interface DictShard {
  terms: string[];
  df: number[];
}

/**
 * A postings shard: front-coded sorted terms and, per term, for each field that holds it:
 * fieldId, count, then `count` entries, one per section (gap: to the previous section id, from -1):
 * - text and context: `gap * Q_BITS + q`, q the term's quantized BM25 term-frequency part there (quantize);
 * - own heading: `gap * HEADING_BITS + position * 4096 + up * 64 + len` (headingShape): where the term comes
 *   in the heading, the section's parent, `up` sections back (0: none or too far), and its heading's length
 *   in terms; its BM25 part follows from the length (headingPart: a heading is short, a word in it counts once).
 */
export interface PostShard {
  terms: string[];
  post: number[][];
}

/** A record shard: whole pages, and every section from `first` (its range-table key) on. */
/** Between the crumbs of a page's place in MetaShard.pages (a character no title holds). */
export const CRUMBS = "\u001f";

export interface MetaShard {
  /** [link relative to the base, title, id of the page's first section, what tells it from pages of the same title (crumbs joined by CRUMBS)]. */
  pages: Array<[string, string, number, string?]>;
  /** Own heading of each section ("" for a page's first section). */
  h: string[];
  /** How many sections back each section's parent is (0 for a page's first section). */
  up: number[];
  /** Anchors that are not defaultAnchor(heading): [section id, anchor]. */
  ax: Array<[number, string]>;
}

// BM25 as MiniSearch computes it (k, b, d): idf from the field's document count at query time, the
// term-frequency part precomputed per posting at build time (it needs the section's field length,
// which would otherwise have to travel with every query: 3 numbers per section of the whole site).
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const Q_STEPS = 28;
export const Q_BITS = 64;

/** The BM25 term-frequency part (d + tf·(k+1)/(tf + k·(1 − b + b·len/avg))), quantized to 0…63. */
export function quantize(tf: number, len: number, avg: number): number {
  const { k, b, d } = BM25;
  const part = d + (tf * (k + 1)) / (tf + k * (1 - b + (b * len) / (avg || 1)));
  return Math.min(Q_BITS - 1, Math.round((part - d) * Q_STEPS));
}

export const dequantize = (q: number) => BM25.d + q / Q_STEPS;

/**
 * A heading posting's shape: where the term first comes in the heading (its word's position, < 8), the
 * section's parent (sections back, < 64; 0 for none or farther) and the heading's length in terms (< 64).
 */
export const HEADING_BITS = 8 * 64 * 64;
export const headingShape = (up: number, len: number, position: number) => Math.min(position, 7) * 4096 + (up < 64 ? up : 0) * 64 + Math.min(len, 63);

/** The BM25 term-frequency part of a word in a heading of `len` terms (tf 1), as quantize gives it before rounding. */
export function headingPart(len: number, avg: number): number {
  const { k, b, d } = BM25;
  return d + (k + 1) / (1 + k * (1 - b + (b * len) / (avg || 1)));
}

export const idf = (n: number, matching: number) => Math.log(1 + (n - matching + 0.5) / (matching + 0.5));

const MAX_SHARED = 40;

/** Sorted terms, front-coded: a character (48 + length shared with the previous term), then the rest. */
export function frontCode(terms: string[]): string[] {
  let previous = "";
  return terms.map((term) => {
    let k = 0;
    while (k < MAX_SHARED && k < term.length && k < previous.length && term[k] === previous[k]) k++;
    previous = term;
    return String.fromCharCode(48 + k) + term.slice(k);
  });
}

export function frontDecode(coded: string[]): string[] {
  let term = "";
  return coded.map((c) => (term = term.slice(0, c.charCodeAt(0) - 48) + c.slice(1)));
}

/** Index of the shard whose range holds `key` (the last one whose first key is not above it). */
export function shardFor<K extends string | number>(table: RangeTable<K>, key: K): number {
  let lo = 0;
  let hi = table.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (table[mid][0] <= key) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Position of the first element not below `key` in a sorted array. */
export function lowerBound<K extends string | number>(sorted: ArrayLike<K>, key: K): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The end of the term range a prefix covers (every term starting with it sorts below this). */
export const prefixEnd = (prefix: string) => `${prefix}\uffff`;
