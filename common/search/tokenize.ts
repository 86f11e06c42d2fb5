// The one tokenizer of search, shared by the index build (Node) and the query side (browser), so a
// query is cut into exactly the terms the index holds. No imports: it runs in Node, a page and a worker.
//
// - Latin-script text: words and code identifiers. A compound ("useEffect", "Array.prototype.map",
//   "--dry-run", "snake_case") is kept whole and, in the index, also split into its parts, so both
//   "useEffect" and "effect" find it.
// - Chinese, Japanese and Korean have no spaces between words: runs of those scripts are cut into
//   words by Intl.Segmenter (ICU's dictionary), at build time and at query time alike.

/** A term and where it sits in the source text (for highlighting). */
export interface TokenSpan {
  term: string;
  start: number;
  end: number;
  /** The parts of a compound (camelCase, dotted, dashed…), each with its own span. */
  parts?: TokenSpan[];
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}々〆ー]+/gu;
/** Text with Chinese, Japanese or Korean script (words segmented by Intl.Segmenter, no prefixes by letter). */
export const HAS_CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
// A word or identifier: letters/digits/_/$ joined by single . - / : @ (no connector at either end);
// leading dashes of a command-line flag ("-i", "--force") belong to it.
const WORD = /(?:(?<![\p{L}\p{N}_$-])-{1,2}(?=[\p{L}\p{N}]))?[\p{L}\p{N}_$]+(?:[.\-/:@][\p{L}\p{N}_$]+)*/gu;
const ASCII_WORD = /(?:(?<![\w$-])-{1,2}(?=[A-Za-z0-9]))?[\w$]+(?:[.\-/:@][\w$]+)*/g;
// Where a compound splits: connectors and underscores, then camelCase humps (XMLHttpRequest → XML Http Request).
const PART = /[\p{L}\p{N}$]+/gu;
const HUMP = /\p{Lu}+(?![\p{Ll}])|\p{Lu}?\p{Ll}+|\p{N}+|[^\p{Lu}\p{Ll}\p{N}]+/gu;
// Cheap pre-checks (the index build tokenizes every word of the site): does a word split at all, is it ASCII.
const COMPOUND = /[.\-/:@_$]|\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}|[\p{L}][\p{N}]|[\p{N}][\p{L}]/u;
const ASCII_COMPOUND = /[.\-/:@_$]|[a-z][A-Z]|[A-Z][A-Z][a-z]|[A-Za-z][0-9]|[0-9][A-Za-z]/;
const NON_ASCII = /[^\x00-\x7f]/;

/** Longer whole tokens (hashes, base64, long paths) are not worth an index entry; their parts still are. */
const MAX_TERM_LENGTH = 40;

// English function words (determiners, pronouns, prepositions, conjunctions, auxiliaries) and a few
// CJK particles: they match nearly every section, say nothing about it, and would be a third of the
// index. A query made only of them still works while typing (see queryWords).
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a about above after again against all along alongside also although am among an and another any are around as at " +
    "be because been before being below beside besides between both but by can could did do does doing down during each " +
    "either else every few for from further had has have having he her here hers herself him himself his how however i if " +
    "in into is it its itself just may me might more most must my myself neither no nor not now of off on once only onto or " +
    "other others otherwise our ours ourselves out over own per same shall she should since so some such than that the " +
    "their theirs them themselves then there these they this those though through thus to too toward towards under unless " +
    "until up upon us very via was we were what whatever when whenever where whereas whether which while who whom whose why " +
    "will with within without would yet you your yours yourself yourselves s t d ll m re ve don doesn isn aren won " +
    "的 了 是 在 和 与 及 或 也 就 而 着 之 の に は を が で て と も た"
  ).split(" "),
);

let segmenter: Intl.Segmenter | null | undefined;
function cjkWords(run: string): Array<{ segment: string; index: number }> {
  // One locale on both sides: ICU's word break uses the same CJ dictionary for all of them.
  if (segmenter === undefined) segmenter = typeof Intl.Segmenter === "function" ? new Intl.Segmenter("zh", { granularity: "word" }) : null;
  if (!segmenter) return [...run].map((segment, index) => ({ segment, index })); // no Segmenter: one character per term
  const out: Array<{ segment: string; index: number }> = [];
  for (const s of segmenter.segment(run)) if (s.isWordLike !== false && HAS_CJK.test(s.segment)) out.push({ segment: s.segment, index: s.index });
  return out;
}

function partsOf(word: string, offset: number): TokenSpan[] {
  const parts: TokenSpan[] = [];
  for (const m of word.matchAll(PART)) {
    for (const h of m[0].matchAll(HUMP)) {
      const start = offset + m.index + h.index;
      parts.push({ term: h[0].toLowerCase(), start, end: start + h[0].length });
    }
  }
  return parts;
}

/**
 * Every token of a text with its position, in order. Terms are lowercased (after NFKC, so full-width
 * Latin letters match their ASCII form); nothing is dropped here — see indexTerms / queryWords.
 */
export function tokenSpans(text: string): TokenSpan[] {
  const spans: TokenSpan[] = [];
  if (!NON_ASCII.test(text)) {
    latinSpans(text, 0, true, spans);
    return spans;
  }
  let last = 0;
  CJK.lastIndex = 0;
  for (let m = CJK.exec(text); m; m = CJK.exec(text)) {
    if (m.index > last) latinSpans(text.slice(last, m.index), last, false, spans);
    for (const w of cjkWords(m[0])) spans.push({ term: w.segment, start: m.index + w.index, end: m.index + w.index + w.segment.length });
    last = m.index + m[0].length;
  }
  if (last < text.length) latinSpans(text.slice(last), last, false, spans);
  return spans;
}

function latinSpans(chunk: string, offset: number, ascii: boolean, spans: TokenSpan[]): void {
  const re = ascii ? ASCII_WORD : WORD;
  re.lastIndex = 0;
  for (let m = re.exec(chunk); m; m = re.exec(chunk)) {
    const word = m[0];
    const start = offset + m.index;
    const plain = ascii || !NON_ASCII.test(word);
    const span: TokenSpan = { term: (plain ? word : word.normalize("NFKC")).toLowerCase(), start, end: start + word.length };
    if ((plain ? ASCII_COMPOUND : COMPOUND).test(word)) {
      const parts = partsOf(word, start);
      if (parts.length > 1) span.parts = parts;
    }
    spans.push(span);
  }
}

const keep = (term: string) => !STOP_WORDS.has(term);

/**
 * The terms the index stores for a text: every whole token (except stop words and over-long ones)
 * plus the parts of compounds (longer than one character), so identifiers are found by any piece.
 */
export function indexTerms(text: string): string[] {
  const out: string[] = [];
  for (const s of tokenSpans(text)) {
    if (s.term.length <= MAX_TERM_LENGTH && keep(s.term)) out.push(s.term);
    if (s.parts) for (const p of s.parts) if (p.term.length > 1 && keep(p.term)) out.push(p.term);
  }
  return out;
}

/**
 * The terms of a heading (as indexTerms) with the position of the word each first comes in, counting the
 * words that are indexed: "The phases of the event loop" → phases 0, event 1, loop 2. A heading names its
 * subject first ("Memoisation: memo, useMemo"; "Locators: find elements like a user").
 */
export function headingTerms(text: string): Map<string, number> {
  const out = new Map<string, number>();
  let position = 0;
  for (const s of tokenSpans(text)) {
    const whole = s.term.length <= MAX_TERM_LENGTH && keep(s.term);
    if (whole && !out.has(s.term)) out.set(s.term, position);
    if (s.parts) for (const p of s.parts) if (p.term.length > 1 && keep(p.term) && !out.has(p.term)) out.set(p.term, position);
    if (whole || s.parts) position++;
  }
  return out;
}

/** One word of a query: the whole token and, for a compound, its parts (any of which may match). */
export interface QueryWord {
  term: string;
  parts: string[];
  cjk: boolean;
}

/**
 * A query's words, in order. Stop words are dropped, except the last word: the reader may still be
 * typing it ("the" → "theme"), so it stays for a prefix match. Repeated words count once.
 */
export function queryWords(query: string): QueryWord[] {
  const spans = tokenSpans(query.slice(0, 256));
  const words: QueryWord[] = [];
  const seen = new Set<string>();
  spans.forEach((s, i) => {
    const isLast = i === spans.length - 1;
    if ((!isLast && !keep(s.term)) || seen.has(s.term)) return;
    seen.add(s.term);
    const parts = (s.parts ?? []).map((p) => p.term).filter((p) => p.length > 1 && keep(p));
    words.push({ term: s.term.slice(0, MAX_TERM_LENGTH), parts: parts.length > 1 ? parts : [], cjk: HAS_CJK.test(s.term) });
  });
  return words;
}
