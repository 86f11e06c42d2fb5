// Scores a query tree over the loaded parts of a sharded index: prefix and fuzzy expansion, BM25 per
// field, OR and AND — what MiniSearch's search did over a whole in-memory index, with the same weights
// (test/site/search-index.test.ts checks the order against MiniSearch on the same sections).
import { FIELDS, Q_BITS, dequantize, idf, prefixEnd } from "./format";
import { MatchPool, Matches } from "./matches";

export { MatchPool, Matches, type Match } from "./matches";

export type Boost = Record<(typeof FIELDS)[number], number>;

/** One word's term (prefix: completions count too; fuzzy: max edit distance), or a combination. */
export type Query = { term: string; prefix: boolean; fuzzy: number | false; boost: Boost } | { combineWith: "AND" | "OR"; queries: Query[] };

// MiniSearch's weights for a prefix completion and a fuzzy neighbour (relative to the term as typed).
export const PREFIX_WEIGHT = 0.5;
export const FUZZY_WEIGHT = 0.3;

/** What scoring reads from the index: the caller has loaded the shards it needs (see termsOf). */
export interface Lexicon {
  /** Number of sections. */
  n: number;
  /** Known terms in [from, to), sorted. */
  range(from: string, to: string): string[];
  /** Known terms within `max` edits of `term` (not `term` itself), with their distance. */
  fuzzy(term: string, max: number): Array<[string, number]>;
  /** A term's packed postings (format.ts PostShard), or undefined. */
  postings(term: string): number[] | undefined;
}

interface Variant {
  term: string;
  weight: number;
  /** The variant's bit in Match masks (variants past the 31st share the last bit). */
  bit: number;
}
type Expanded = { variants: Variant[]; boost: Boost } | { combineWith: "AND" | "OR"; queries: Expanded[] };


/**
 * The terms a query reads (prefix completions and corrections spelt out), each with its weight and
 * its bit in Match masks (`bits` numbers them across one word's query; bitTerms() reads them back).
 */
export function expand(query: Query, lexicon: Lexicon, bits = { next: 0 }): Expanded {
  if ("combineWith" in query) return { combineWith: query.combineWith, queries: query.queries.map((q) => expand(q, lexicon, bits)) };
  const { term } = query;
  const bit = () => 1 << Math.min(30, bits.next++);
  const variants: Variant[] = [{ term, weight: 1, bit: bit() }];
  const prefixed = new Set<string>();
  if (query.prefix) {
    for (const t of lexicon.range(term, prefixEnd(term))) {
      if (t === term) continue;
      prefixed.add(t);
      variants.push({ term: t, weight: (PREFIX_WEIGHT * t.length) / (t.length + 0.3 * (t.length - term.length)), bit: bit() });
    }
  }
  if (query.fuzzy) {
    for (const [t, distance] of lexicon.fuzzy(term, query.fuzzy)) {
      if (!distance || prefixed.has(t)) continue;
      variants.push({ term: t, weight: (FUZZY_WEIGHT * t.length) / (t.length + distance), bit: bit() });
    }
  }
  return { variants, boost: query.boost };
}

/** Terms of the variants whose bits are set in `mask`. */
export function bitTerms(e: Expanded, mask: number, out: string[] = []): string[] {
  if ("combineWith" in e) for (const q of e.queries) bitTerms(q, mask, out);
  else for (const v of e.variants) if (mask & v.bit && !out.includes(v.term)) out.push(v.term);
  return out;
}

export function termsOf(e: Expanded, out = new Set<string>()): Set<string> {
  if ("combineWith" in e) for (const q of e.queries) termsOf(q, out);
  else for (const v of e.variants) out.add(v.term);
  return out;
}

/** Scores a query over the loaded postings; the Matches come from `pool` (give them back when done). */
export function score(e: Expanded, lexicon: Lexicon, pool: MatchPool = new MatchPool(lexicon.n)): Matches {
  if ("combineWith" in e) {
    if (!e.queries.length) return pool.take();
    const first = score(e.queries[0], lexicon, pool);
    for (let i = 1; i < e.queries.length; i++) {
      const other = score(e.queries[i], lexicon, pool);
      first.combine(other, e.combineWith === "AND");
      pool.give(other);
    }
    return first;
  }
  const out = pool.take();
  for (const { term, weight, bit } of e.variants) {
    const a = lexicon.postings(term);
    if (!a) continue;
    for (let j = 0; j < a.length; ) {
      const fi = a[j];
      const count = a[j + 1];
      const factor = weight * e.boost[FIELDS[fi]] * idf(lexicon.n, count);
      const heading = fi === 0 ? bit : 0;
      let id = -1;
      for (let end = j + 2 + count, p = j + 2; p < end; p++) {
        const v = a[p];
        const q = v % Q_BITS;
        id += (v - q) / Q_BITS;
        out.add(id, factor * dequantize(q), bit, heading);
      }
      j += 2 + count;
    }
  }
  return out;
}

/** Levenshtein distance of a and b, or max + 1 once it must exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      row.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length];
}
