// Scores a query tree over the loaded parts of a sharded index: prefix and fuzzy expansion, BM25 per
// field, OR and AND — what MiniSearch's search did over a whole in-memory index, with the same weights
// (test/unit/common/search/search-index.test.ts checks the order against MiniSearch on the same sections).
import { FIELDS, HEADING_BITS, Q_BITS, dequantize, headingPart, idf, prefixEnd } from "./format";
import { inflectionBase } from "./inflect";
import { MatchPool, type Matches } from "./matches";

export { MatchPool, Matches } from "./matches";

type Boost = Record<(typeof FIELDS)[number], number>;

/** One word's term (prefix: completions count too; fuzzy: max edit distance), or a combination. */
export type Query =
  | {
      term: string;
      prefix: boolean;
      fuzzy: number | false;
      boost: Boost;
      /** What a heading holding the term credits its word with (default 1: the word itself). */
      credit?: number;
      /** Completions that are the same word (its inflections): a heading holding one credits the word fully. */
      forms?: string[];
    }
  | { combineWith: "AND" | "OR"; queries: Query[] };

// MiniSearch's weights for a prefix completion and a fuzzy neighbour (relative to the term as typed).
export const PREFIX_WEIGHT = 0.5;
const FUZZY_WEIGHT = 0.3;
/**
 * A word the index lacks as typed (a misspelling, or a word the reader is still typing) is meant as its
 * closest correction or completion: that one weighs this much, the others in proportion (see standIns).
 */
export const STAND_IN_WEIGHT = 0.8;
/**
 * A word found in both a section's own heading and its context (the headings and place above it) counts
 * once, from the stronger of the two, plus this share of the other: a section named after the word is
 * about it, and the page around it being about it too adds little. Summing both made any section of a
 * page titled with the word outrank the page about it ("passkeys": a "Passkeys" section of a page on
 * passwords over the page "Passkeys and WebAuthn").
 */
const CONTEXT_TIE = 0.4;
/**
 * A word's heading score falls by this factor for each word before it in the heading: a heading names its
 * subject first ("Memoisation: memo, useMemo, useCallback" is about memoisation; "Structural fixes that
 * beat memoisation" about fixes), as Algolia ranks a match early in an ordered attribute higher.
 */
const HEADING_LEAD = 0.6;
/** A heading's credit for holding a completion or correction of a word (the word itself, or its stand-in: 1). */
export const NEAR_CREDIT = 0.5;

/** What scoring reads from the index: the caller has loaded the shards it needs (see termsOf). */
export interface Lexicon {
  /** Number of sections. */
  n: number;
  /** Average length of each field (format.ts RootData avg). */
  avg: number[];
  /** Known terms in [from, to), sorted. */
  range(from: string, to: string): string[];
  /** Known terms within `max` edits of `term` (not `term` itself), with their distance. */
  fuzzy(term: string, max: number): Array<[string, number]>;
  /** A term's packed postings (format.ts PostShard), or undefined. */
  postings(term: string): number[] | undefined;
  /** Whether the index holds the term (its dictionary shard is loaded); without it every term counts as held. */
  known?(term: string): boolean;
}

interface Variant {
  term: string;
  weight: number;
  /** The variant's bit in Match masks (variants past the 31st share the last bit). */
  bit: number;
  /** What a heading holding it credits its word with (the word itself 1, a completion or correction less). */
  credit: number;
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
  const variants: Variant[] = [{ term, weight: 1, bit: bit(), credit: query.credit ?? 1 }];
  const prefixed = new Set<string>();
  if (query.prefix) {
    for (const t of lexicon.range(term, prefixEnd(term))) {
      if (t === term) continue;
      prefixed.add(t);
      variants.push({
        term: t,
        weight: (PREFIX_WEIGHT * t.length) / (t.length + 0.3 * (t.length - term.length)),
        bit: bit(),
        credit: (query.credit ?? 1) * (query.forms?.includes(t) ? 1 : NEAR_CREDIT),
      });
    }
  }
  if (query.fuzzy) {
    for (const [t, distance] of lexicon.fuzzy(term, query.fuzzy)) {
      if (!distance || prefixed.has(t)) continue;
      variants.push({ term: t, weight: (FUZZY_WEIGHT * t.length) / (t.length + distance), bit: bit(), credit: (query.credit ?? 1) * NEAR_CREDIT });
    }
    // Nothing within reach: the words that begin as it does.
    if (variants.length === 1)
      for (const t of backOff(term, lexicon))
        variants.push({
          term: t,
          weight: (FUZZY_WEIGHT * t.length) / (t.length + Math.abs(t.length - term.length) + 1),
          bit: bit(),
          credit: (query.credit ?? 1) * NEAR_CREDIT,
        });
  }
  return { variants, boost: query.boost };
}

/** Completions a backed-off prefix may stand for, at most. */
const BACK_OFF_TERMS = 4;

/**
 * A misspelt word that no word lies within its edits of, whose start is right: "playwrite" is three edits
 * from "playwright", and its first seven letters begin it. The longest start of the word, of at least
 * 7/10 of it and 5 letters, that begins words of the index gives its completions, the closest in length
 * first (its first letter's dictionary is loaded already: the fuzzy search read it).
 */
function backOff(term: string, lexicon: Lexicon): string[] {
  for (let k = term.length - 1; k >= Math.max(5, Math.ceil(0.7 * term.length)); k--) {
    const start = term.slice(0, k);
    const found = lexicon.range(start, prefixEnd(start));
    if (found.length)
      return found.sort((a, b) => Math.abs(a.length - term.length) - Math.abs(b.length - term.length) || (a < b ? -1 : 1)).slice(0, BACK_OFF_TERMS);
  }
  return [];
}

/**
 * Where a word as typed is not in the index, its closest completions or corrections stand in for it: the
 * best of them weighs STAND_IN_WEIGHT (the others in proportion) and credits a heading like the word.
 * "composab" is "composable" being typed and "specifcity" is "specificity"; at MiniSearch's weights
 * (0.5 and 0.3 of a word) a correctly spelt word beside them decided alone what the query was about.
 */
export function standIns(e: Expanded, lexicon: Lexicon): Expanded {
  if ("combineWith" in e) {
    for (const q of e.queries) standIns(q, lexicon);
    return e;
  }
  if (e.variants.length < 2 || !lexicon.known || lexicon.known(e.variants[0].term)) return e;
  const rest = e.variants.slice(1);
  const best = Math.max(...rest.map((v) => v.weight));
  const same = standInsOf(
    rest.map((v) => v.term),
    rest.map((v) => v.weight),
  );
  rest.forEach((v, i) => {
    if (same[i]) v.credit = e.variants[0].credit;
    v.weight *= STAND_IN_WEIGHT / best;
  });
  return e;
}

/**
 * Which of a word's completions or corrections (with their weights) stand in for it as the word itself: the
 * best one, and its own inflections ("locator" and "locators" for "locat": a heading naming either names it).
 */
export function standInsOf(terms: string[], weights: number[]): boolean[] {
  const best = Math.max(...weights);
  const base = inflectionBase(terms[weights.indexOf(best)]);
  return terms.map((t, i) => weights[i] === best || (base !== null && inflectionBase(t) === base));
}

/** The best heading credit (Variant.credit) among the variants whose bits are set in `mask`. */
export function bitCredit(e: Expanded, mask: number): number {
  if ("combineWith" in e) {
    let c = 0;
    for (const q of e.queries) c = Math.max(c, bitCredit(q, mask));
    return c;
  }
  let c = 0;
  for (const v of e.variants) if (mask & v.bit) c = Math.max(c, v.credit);
  return c;
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
  const headed = pool.scratch();
  for (const { term, weight, bit } of e.variants) {
    const a = lexicon.postings(term);
    if (!a) continue;
    // A term's postings list its fields in order (heading, context, text): its heading scores are known
    // when its context's come.
    for (let j = 0; j < a.length; ) {
      const fi = a[j];
      const count = a[j + 1];
      const factor = weight * e.boost[FIELDS[fi]] * idf(lexicon.n, count);
      const heading = fi === 0 ? bit : 0;
      const unit = fi === 0 ? HEADING_BITS : Q_BITS;
      let id = -1;
      for (let end = j + 2 + count, p = j + 2; p < end; p++) {
        const v = a[p];
        const q = v % unit;
        id += (v - q) / unit;
        let s: number;
        if (fi === 0) {
          const len = q & 63;
          pool.shape.set(id, (q >> 6) & 63, len);
          s = factor * headingPart(len, lexicon.avg[0]) * HEADING_LEAD ** (q >> 12);
          headed.set(id, s);
        } else {
          s = factor * dequantize(q);
          if (fi === 1 && headed.has(id)) {
            // The word in the section's own heading and in its context: the stronger counts, the other a little.
            const h = headed.get(id);
            s = Math.max(h, s) + CONTEXT_TIE * Math.min(h, s) - h;
          }
        }
        out.add(id, s, bit, heading);
      }
      j += 2 + count;
    }
    headed.clear();
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
