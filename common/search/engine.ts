// The search engine shared by the index build (Node) and the reader's browser (worker or page): the
// index format, MiniSearch's options (identical on both sides), and the query.
import MiniSearch, { type Query, type SearchOptions } from "minisearch";
import { loadPacked, packIndex, type MiniSearchJson, type PackedIndex } from "./packed";
import { slugify } from "../slug";
import { indexTerms, queryWords, type QueryWord } from "./tokenize";

/** Format version of the serialized index; bump when the shape changes. */
export const INDEX_VERSION = 1;

/**
 * The serialized index (one content-hashed ES module whose default export is this object). Previews are
 * not in it: they sit in shard modules imported only for the results on screen, so the file read before the first result stays small.
 * Sections ("docs") are numbered 0…n-1 in page order.
 */
export interface SearchIndexData {
  v: number;
  /** Pages in order: [link relative to the base, title, id of the page's first section]. */
  pages: Array<[string, string, number]>;
  /** Own heading of each section ("" for a page's first section, whose title is the page title). */
  h: string[];
  /** How many sections back each section's parent is (0 for a page's first section). */
  up: number[];
  /** Anchors that are not defaultAnchor(heading): [section id, anchor]. */
  ax: Array<[number, string]>;
  /** Preview shards in id order: [first id, module file name relative to the index module]. */
  shards: Array<[number, string]>;
  /** MiniSearch.toJSON() of fields h (own heading), t (page title and headings above), b (text), packed. */
  index: PackedIndex;
}

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

// Heading and title matches rank above text matches.
export const BOOST = { h: 4, t: 2, b: 1 };

const identity = (term: string) => term;

export const INDEX_OPTIONS = {
  idField: "id",
  fields: ["h", "t", "b"],
  storeFields: [] as string[],
  tokenize: indexTerms,
  processTerm: identity,
};

/**
 * The id a heading gets when the author gives none (common/slug.ts, as the build uses it). The
 * index stores only the anchors this does not predict (custom ids, duplicates' "-1" suffixes).
 */
export const defaultAnchor = slugify;

/**
 * Fuzzy distance for a word. A word the index holds as typed (or, while typing, as a prefix) is taken
 * at its word: fuzzy neighbours of a real term ("effect" → "affect") would only crowd out exact API
 * names. An unknown word is a misspelling: one edit from 4 letters, two from 6 (an 8-letter word with
 * two letters dropped). Never for CJK, where a one-character edit is another word.
 */
function fuzzyFor(word: QueryWord, known: boolean): number | false {
  if (word.cjk || known) return false;
  const n = word.term.replace(/^-+/, "").length;
  return n >= 6 ? 2 : n >= 4 ? 1 : false;
}

// A compound's parts found apart ("use … effect") count for less than the identifier itself.
const PARTS_WEIGHT = 0.3;
// Prefix completions count for less than the word as typed (as in MiniSearch's own prefix search).
const PREFIX_WEIGHT = 0.5;
// How much more a section scores when its own heading holds every query word (in proportion to those it holds).
const HEADING_BONUS = 1;
/** A prefix with more completions than this is expanded to its most frequent ones only. */
export const MAX_COMPLETIONS = 8;
/** Postings (section × term) a bounded prefix expansion may touch; the most frequent completion always fits. */
const PREFIX_POSTINGS = 3000;

const scaled = (w: number) => ({ h: BOOST.h * w, t: BOOST.t * w, b: BOOST.b * w });

/** What the query builder may ask of the index's vocabulary. */
export interface Vocabulary {
  /** Completions of a prefix to search for, or null to let MiniSearch expand it (few completions). */
  complete(prefix: string): string[] | null;
  /** Whether the index holds the term (or, with `asPrefix`, a term starting with it). */
  has(term: string, asPrefix: boolean): boolean;
}

/** The query for one term; the last one is also a prefix (the reader is still typing it). */
function termQuery(term: string, weight: number, fuzzy: number | false, prefix: boolean, vocabulary?: Vocabulary): Query {
  const boost = scaled(weight);
  const listed = prefix && vocabulary ? vocabulary.complete(term) : null;
  if (!listed) return { queries: [term], prefix, fuzzy, boost };
  // Bounded expansion: a one- or two-letter prefix would otherwise touch most of the index.
  return {
    combineWith: "OR",
    queries: [
      { queries: [term], prefix: false, fuzzy, boost },
      ...listed.map((t) => ({ queries: [t], prefix: false, fuzzy: false, boost: scaled(weight * PREFIX_WEIGHT * (term.length / (term.length + 0.3 * (t.length - term.length)))) })),
    ],
  };
}

/**
 * One MiniSearch query per word of a reader's query (in order). A word matches by its whole token or,
 * for a compound, by all of its parts ("prototype.map" finds "Array.prototype.map"); the last word
 * also matches as a prefix (the reader is typing it); a word the index lacks tolerates a typo or two.
 * Returns null when nothing searchable is left.
 */
export function wordQueries(query: string, vocabulary?: Vocabulary): Array<{ query: Query; exact: string[] }> | null {
  let words = queryWords(query);
  // A one-letter last word after others is the start of a word not typed yet: as a prefix it would
  // match nearly everything and say nothing; keep the previous words' results until it grows.
  const last = words[words.length - 1];
  if (words.length > 1 && !last.cjk && /^\p{L}$/u.test(last.term)) words = words.slice(0, -1);
  if (!words.length) return null;
  // A space after the last word says it is complete: no prefix expansion for it.
  const typing = !/\s$/.test(query);
  return words.map((w, i) => {
    const isLast = typing && i === words.length - 1;
    // Without a vocabulary (no index to ask) every word is taken as possibly misspelled.
    const known = vocabulary?.has(w.term, isLast) ?? false;
    const whole = termQuery(w.term, 1, fuzzyFor(w, known), isLast, vocabulary);
    // The parts of a compound stand in for it only where the index lacks it as written ("prototype.map"
    // for "Array.prototype.map"); where it has it, "use" + "effect" anywhere would only add noise.
    const exact = [w.term, ...w.parts];
    if (!w.parts.length || known) return { query: whole, exact };
    const parts: Query = {
      combineWith: "AND",
      queries: w.parts.map((p, k) => termQuery(p, PARTS_WEIGHT, false, isLast && k === w.parts.length - 1, vocabulary)),
    };
    return { query: { combineWith: "OR", queries: [whole, parts] } as Query, exact };
  });
}

/** The query matching sections that have every word (see wordQueries); null when nothing is searchable. */
export function buildQuery(query: string, vocabulary?: Vocabulary): Query | null {
  const queries = wordQueries(query, vocabulary);
  return queries && { combineWith: "AND", queries: queries.map((w) => w.query) };
}

const SEARCH_OPTIONS: SearchOptions = {
  // Per-term boosts come with each sub-query (buildQuery); terms arrive tokenized and normalized.
  tokenize: (s: string) => [s],
  processTerm: identity,
  weights: { fuzzy: 0.3, prefix: PREFIX_WEIGHT },
};

export interface Hit {
  id: number;
  score: number;
  /** Index terms that matched (for highlighting). */
  terms: string[];
}

/** A loaded index: search it, and describe its sections. */
export class SearchEngine {
  readonly data: SearchIndexData;
  private readonly mini: MiniSearch<IndexedSection>;
  private readonly terms: string[];
  private readonly df: Uint32Array;
  private readonly anchors: Map<number, string>;
  private readonly completed = new Map<string, string[] | null>();
  private readonly vocabulary: Vocabulary = { complete: (prefix) => this.completions(prefix), has: (term, asPrefix) => this.hasTerm(term, asPrefix) };

  constructor(data: SearchIndexData) {
    if (!data || data.v !== INDEX_VERSION) throw new Error(`search index version ${data?.v} is not supported (expected ${INDEX_VERSION})`);
    this.data = data;
    const loaded = loadPacked(data.index, INDEX_OPTIONS);
    this.mini = loaded.mini;
    this.terms = loaded.terms;
    this.df = loaded.df;
    this.anchors = new Map(data.ax);
  }

  get size(): number {
    return this.data.h.length;
  }

  /**
   * Sections matching the query, best first. Forgiving: a section need not have every word. Those with
   * all of them come first, then those with most; a section must have at least half of the words that
   * match anywhere, so one misspelt or absent word ranks instead of emptying the list.
   */
  search(query: string, limit = 100): { hits: Hit[]; total: number } {
    const queries = wordQueries(query, this.vocabulary);
    if (!queries) return { hits: [], total: 0 };
    const found = new Map<number, { score: number; words: number; heading: number; terms: Set<string> }>();
    let matchable = 0;
    for (const { query: q, exact } of queries) {
      const results = this.mini.search(q, SEARCH_OPTIONS);
      if (results.length) matchable++;
      for (const r of results) {
        // MiniSearch multiplies a score by the number of query terms matched; here those are a word's
        // variants (whole, parts, completions), so take that factor out and rank by the weighted sum.
        const score = r.score / (r.queryTerms.length || 1);
        const id = r.id as number;
        // Does the section's own heading (the page title for a page's top) hold this word?
        // The word as typed counts fully, a completion or correction of it half (whole words over prefixes).
        let inHeading = 0;
        for (const [term, fields] of Object.entries(r.match)) if (fields.includes("h")) inHeading = Math.max(inHeading, exact.includes(term) ? 1 : 0.5);
        const hit = found.get(id);
        if (hit) {
          hit.score += score;
          hit.words++;
          hit.heading += inHeading;
          for (const t of r.terms) hit.terms.add(t);
        } else found.set(id, { score, words: 1, heading: inHeading, terms: new Set(r.terms) });
      }
    }
    const need = Math.max(1, Math.ceil(matchable / 2));
    const ranked: Array<Hit & { words: number }> = [];
    // A heading that names more of the query says the section is about it, whatever the body's counts.
    for (const [id, h] of found) if (h.words >= need) ranked.push({ id, score: h.score * (1 + HEADING_BONUS * (h.heading / queries.length)), words: h.words, terms: [...h.terms] });
    ranked.sort((a, b) => b.words - a.words || b.score - a.score || a.id - b.id);
    const hits = ranked.slice(0, Math.max(0, limit)).map(({ id, score, terms }) => ({ id, score, terms }));
    return { hits, total: ranked.length };
  }

  /**
   * The completions of a prefix to search for when it has many (null: few enough for MiniSearch's own
   * prefix search): the most frequent ones, within a budget of postings, so that "c" costs about what
   * "cache" costs and not a walk through a fifth of the index.
   */
  /** Position of the first term not below `term` in the sorted vocabulary. */
  private lowerBound(term: string): number {
    const terms = this.terms;
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (terms[mid] < term) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  hasTerm(term: string, asPrefix: boolean): boolean {
    const found = this.terms[this.lowerBound(term)];
    return found !== undefined && (asPrefix ? found.startsWith(term) : found === term);
  }

  completions(prefix: string): string[] | null {
    const cached = this.completed.get(prefix);
    if (cached !== undefined) return cached;
    const terms = this.terms;
    let lo = this.lowerBound(prefix);
    if (terms[lo] === prefix) lo++;
    let end = lo;
    while (end < terms.length && terms[end].startsWith(prefix)) end++;
    let picked: string[] | null = null;
    if (end - lo > MAX_COMPLETIONS) {
      // The most frequent completions (a running top list, not a sort of the whole range), then the budget.
      const top: number[] = [];
      for (let i = lo; i < end; i++) {
        if (top.length === 2 * MAX_COMPLETIONS && this.df[i] <= this.df[top[top.length - 1]]) continue;
        let k = top.length;
        while (k > 0 && this.df[top[k - 1]] < this.df[i]) k--;
        top.splice(k, 0, i);
        if (top.length > 2 * MAX_COMPLETIONS) top.pop();
      }
      // A single letter says too little to pay for the most frequent word; longer prefixes always get it.
      const budget = prefix.length < 2 ? PREFIX_POSTINGS : Math.max(PREFIX_POSTINGS, this.df[top[0]]);
      let spent = 0;
      picked = [];
      for (const i of top) {
        if (picked.length >= MAX_COMPLETIONS) break;
        if (spent + this.df[i] > budget) continue;
        spent += this.df[i];
        picked.push(terms[i]);
      }
    }
    if (this.completed.size > 500) this.completed.clear();
    this.completed.set(prefix, picked);
    return picked;
  }

  /** Index of the page holding a section. */
  pageOf(id: number): number {
    const pages = this.data.pages;
    let lo = 0;
    let hi = pages.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (pages[mid][2] <= id) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** A section as a record (without its preview, which lives in a shard). */
  record(id: number): SearchRecord {
    const page = this.data.pages[this.pageOf(id)];
    const t: string[] = [];
    for (let d = id; ; d -= this.data.up[d]) {
      if (this.data.up[d] === 0) {
        t.unshift(page[1]);
        break;
      }
      t.unshift(this.data.h[d]);
    }
    const a = this.data.up[id] === 0 ? "" : (this.anchors.get(id) ?? defaultAnchor(this.data.h[id]));
    return { t, p: "", l: page[0], a };
  }

  /** The preview shard holding a section: [index in shards, file relative to the index]. */
  shardOf(id: number): [number, string] {
    const shards = this.data.shards;
    let lo = 0;
    let hi = shards.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (shards[mid][0] <= id) lo = mid;
      else hi = mid - 1;
    }
    return [lo, shards[lo][1]];
  }
}

/** Build the packed MiniSearch index of sections (the build side; the browser only loads it). */
export function createIndex(sections: IndexedSection[]): PackedIndex {
  const mini = new MiniSearch<IndexedSection>(INDEX_OPTIONS);
  mini.addAll(sections);
  return packIndex(mini.toJSON() as unknown as MiniSearchJson);
}
