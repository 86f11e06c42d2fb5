// The query: a reader's words → per word, a tree of term queries (as typed, as a prefix, corrected,
// by a compound's parts) with their weights; engine.ts runs it over the shards it loads.
import { NEAR_CREDIT, PREFIX_WEIGHT, STAND_IN_WEIGHT, standInsOf, type Query } from "./score";
import { queryWords, STOP_WORDS, tokenSpans, type QueryWord } from "./tokenize";

// Heading and title matches rank above text matches.
export const BOOST = { h: 4, t: 2, b: 1 };

/**
 * Fuzzy distance for a word. A word the index holds as typed (or, while typing, as a prefix) is taken
 * at its word: fuzzy neighbours of a real term ("effect" → "affect") would only crowd out exact API
 * names. An unknown word is a misspelling: one edit from 4 letters, two from 6 (an 8-letter word with
 * two letters dropped). Never for CJK, where a one-character edit is another word, nor for a stop word
 * or the start of one ("whic", "migh"): a word the index leaves out on purpose, typed right. Its
 * neighbours ("whip", "high") are noise, and finding them meant importing its letter's whole dictionary
 * while the reader typed the first word of a question.
 */
function fuzzyFor(word: QueryWord, known: boolean): number | false {
  if (word.cjk || known || beginsStopWord(word.term)) return false;
  const n = word.term.replace(/^-+/, "").length;
  return n >= 6 ? 2 : n >= 4 ? 1 : false;
}

/** Stop words and their prefixes of four letters and more (shorter words get no fuzzy distance anyway). */
let stopWordStarts: Set<string> | undefined;
function beginsStopWord(term: string): boolean {
  stopWordStarts ??= new Set([...STOP_WORDS].flatMap((w) => Array.from({ length: Math.max(0, w.length - 3) }, (_, i) => w.slice(0, i + 4))));
  return stopWordStarts.has(term);
}

// A compound's parts found apart ("use … effect") count for less than the identifier itself.
const PARTS_WEIGHT = 0.3;
/** A prefix with more completions than this is expanded to its most frequent ones only. */
export const MAX_COMPLETIONS = 8;
/** Postings (section × term) a bounded prefix expansion may touch; the most frequent completion always fits. */
const PREFIX_POSTINGS = 3000;

/**
 * The completions of a prefix to search for when it has many (null: few enough to expand them all): the
 * most frequent ones, within a budget of postings, so that "c" costs about what "cache" costs and not a
 * walk through a fifth of the index. `range`: the prefix's completions in dictionary order, each with its
 * postings count. (The engine picks them from its dictionary shards; the build, for one-letter prefixes,
 * into the root.)
 */
export function pickCompletions(prefix: string, range: Array<[string, number]>): string[] | null {
  if (range.length <= MAX_COMPLETIONS) return null;
  // The most frequent completions (a stable sort keeps dictionary order among equals), then the budget.
  const top = range
    .map((_, i) => i)
    .sort((a, b) => range[b][1] - range[a][1] || a - b)
    .slice(0, 2 * MAX_COMPLETIONS);
  // A single letter says too little to pay for the most frequent word; longer prefixes always get it.
  const budget = prefix.length < 2 ? PREFIX_POSTINGS : Math.max(PREFIX_POSTINGS, range[top[0]][1]);
  let spent = 0;
  const picked: string[] = [];
  for (const i of top) {
    if (picked.length >= MAX_COMPLETIONS) break;
    if (spent + range[i][1] > budget) continue;
    spent += range[i][1];
    picked.push(range[i][0]);
  }
  return picked;
}

const scaled = (w: number) => ({ h: BOOST.h * w, t: BOOST.t * w, b: BOOST.b * w });

/** What the query builder may ask of the index's vocabulary. */
export interface Vocabulary {
  /** Completions of a prefix to search for, or null to expand it to all of them (few completions). */
  complete(prefix: string): string[] | null;
  /** Whether the index holds the term (or, with `asPrefix`, a term starting with it). */
  has(term: string, asPrefix: boolean): boolean;
  /** The index's other inflections of the word (inflect.ts: "caching" → "cache", "cached"). */
  forms?(term: string): string[];
  /** The index's verb or "-ation" noun of the word and their inflections (inflect.ts derived: "revoke" → "revocation"). */
  derivations?(term: string): string[];
}

/** An inflection of a word ("cached" for "caching") counts a little less than the word as typed. */
const FORM_WEIGHT = 0.8;
/** Its verb or "-ation" noun ("revocation" for "revoke") counts less again: a related word, not the same. */
const DERIVED_WEIGHT = 0.6;

/** The query for one term; the last one is also a prefix (the reader is still typing it). */
function termQuery(term: string, weight: number, fuzzy: number | false, prefix: boolean, vocabulary?: Vocabulary, forms?: string[], credit = 1): Query {
  const boost = scaled(weight);
  const listed = prefix && vocabulary ? vocabulary.complete(term) : null;
  if (!listed) return { term, prefix, fuzzy, boost, forms, credit };
  // Bounded expansion: a one- or two-letter prefix would otherwise touch most of the index.
  const weights = listed.map((t) => PREFIX_WEIGHT * (term.length / (term.length + 0.3 * (t.length - term.length))));
  // A prefix that is no word of the index stands for its completions (score.ts standIns).
  const best = Math.max(...weights);
  const standIn = vocabulary?.has(term, false) === false && weights.length > 0;
  const same = standIn ? standInsOf(listed, weights) : [];
  return {
    combineWith: "OR",
    queries: [
      { term, prefix: false, fuzzy, boost, credit },
      ...listed.map((t, i) => ({
        term: t,
        prefix: false,
        fuzzy: false as const,
        boost: scaled(weight * (standIn ? (weights[i] * STAND_IN_WEIGHT) / best : weights[i])),
        credit: same[i] || forms?.includes(t) ? credit : NEAR_CREDIT * credit,
      })),
    ],
  };
}

/**
 * One query per word of a reader's query (in order). A word matches by its whole token or, for a
 * compound, by all of its parts ("prototype.map" finds "Array.prototype.map"); the last word also
 * matches as a prefix (the reader is typing it); a word the index lacks tolerates a typo or two.
 * Returns null when nothing searchable is left.
 */
export function wordQueries(query: string, vocabulary?: Vocabulary): Array<{ query: Query }> | null {
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
    // Its inflections the index holds; while it is being typed, its completions already hold the longer
    // ones (and credit a heading as the word itself).
    const all = vocabulary?.forms?.(w.term) ?? [];
    const forms = all.filter((f) => !(isLast && f.startsWith(w.term)));
    const typed = termQuery(
      w.term,
      1,
      fuzzyFor(w, known),
      isLast,
      vocabulary,
      all.filter((f) => !forms.includes(f)),
    );
    const derivations = (vocabulary?.derivations?.(w.term) ?? []).filter((f) => !(isLast && f.startsWith(w.term)));
    const whole: Query =
      forms.length || derivations.length
        ? {
            combineWith: "OR",
            queries: [
              typed,
              ...forms.map((f) => ({ term: f, prefix: false, fuzzy: false as const, boost: scaled(FORM_WEIGHT) })),
              ...derivations.map((f) => ({ term: f, prefix: false, fuzzy: false as const, boost: scaled(DERIVED_WEIGHT), credit: NEAR_CREDIT })),
            ],
          }
        : typed;
    // A compound also matches by its parts: "contextIsol" finds a "Context isolation" heading and
    // "prototype.map" finds "Array.prototype.map". At a third of the word's weight, and crediting a heading
    // half (as a completion does), so "useEffect" stays above a "useEffectEvent" heading holding both parts.
    if (!w.parts.length) return { query: whole };
    const parts: Query = {
      combineWith: "AND",
      queries: w.parts.map((p, k) => termQuery(p, PARTS_WEIGHT, false, isLast && k === w.parts.length - 1, vocabulary, undefined, NEAR_CREDIT)),
    };
    return { query: { combineWith: "OR", queries: [whole, parts] } };
  });
}

// A query that weighs options: these words between its topics ("sessions or jwt", "riverpod vs provider",
// "a watcher instead of computed", "which router should I use").
const CHOICE_CUES = new Set([
  "or",
  "vs",
  "versus",
  "instead",
  "which",
  "between",
  "compare",
  "comparing",
  "comparison",
  "choose",
  "choosing",
  "difference",
  "differences",
]);
// Headings of the sections that make such a choice ("Choosing between them", "Watch versus computed",
// "Comparison", "How to choose").
const CHOICE_TERMS = ["choosing", "choose", "chooses", "choice", "choices", "versus", "comparison", "compared", "comparing", "decide", "deciding"];
/** How much a choosing heading weighs against a query word found in a heading. */
const CHOICE_WEIGHT = 0.5;

/**
 * For a query that weighs two or more topics against each other, an extra optional word: headings that
 * make the choice. Readers asking "sessions or jwt" want the section that chooses, not the one on
 * sessions; documentation names that section by convention. null for other queries.
 */
export function choiceQuery(query: string): Query | null {
  const tokens = tokenSpans(query.slice(0, 256)).map((s) => s.term);
  if (!tokens.some((t) => CHOICE_CUES.has(t))) return null;
  if (queryWords(query).filter((w) => !CHOICE_CUES.has(w.term)).length < 2) return null;
  const boost = { h: BOOST.h * CHOICE_WEIGHT, t: 0, b: 0 };
  return { combineWith: "OR", queries: CHOICE_TERMS.map((term) => ({ term, prefix: false, fuzzy: false as const, boost })) };
}

/** The dictionary terms choiceQuery may read. */
export const choiceTerms = (): readonly string[] => CHOICE_TERMS;

/** The query matching sections that have every word (see wordQueries); null when nothing is searchable. */
export function buildQuery(query: string, vocabulary?: Vocabulary): Query | null {
  const queries = wordQueries(query, vocabulary);
  return queries && { combineWith: "AND", queries: queries.map((w) => w.query) };
}
