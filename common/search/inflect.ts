// English inflections of one word: a reader who types "caching" finds "cache", "cached" and "caches", and
// "queries" finds "query" — what Pagefind's stemming and Algolia's ignorePlurals give. Only plural and verb
// endings (-s, -es, -ies, -ed, -ing), no derivations (-ion, -ment): those change the meaning more often than
// they keep it. Applied at query time to the words the dictionary holds (query.ts), so the index is as it was.
import { prefixEnd } from "./format";

/** Bases shorter than this merge too much ("use"/"us", "need"/"ne"): such words keep their own form only. */
const MIN_BASE = 4;
/**
 * A plain "-s" plural may leave three letters: the plurals of abbreviations developers type ("JWTs",
 * "APIs", "URLs") and short words ("logs", "tabs"). Not these, whose "-s" is no plural.
 */
const SHORT_PLURAL_BASE = 3;
const NOT_PLURALS = new Set(["news", "lens"]);

// British spellings and the American ones they share a base with: each pattern captures the stem both
// spellings start with. Only whole-word endings; a pair merges only where the dictionary has both words.
const BRITISH: Array<[RegExp, (stem: string, end: string) => string]> = [
  [/^([a-z]{2,}i)s(e|ed|es|ing|ation|ations|er|ers)$/, (stem, end) => `${stem}z${end}`], // optimise, tokeniser, memoisation
  [/^([a-z]+y)s(e|ed|es|ing|er|ers)$/, (stem, end) => `${stem}z${end}`], // analyse
  [/^([a-z]{3,}o)ur(s|ed|ing|ful|ite|ites|able)?$/, (stem, end) => `${stem}r${end}`], // colour, behaviour, flavours
  [/^([a-z]{2,}[tb])re(s|d)?$/, (stem, end) => `${stem}er${end === "d" ? "ed" : end}`], // centre, fibres
  [/^([a-z]{4,}og)ue(s)?$/, (stem, end) => `${stem}${end}`], // catalogue, dialogues
];
const AMERICAN = [
  /^([a-z]{2,}i)z(?:e|ed|es|ing|ation|ations|er|ers)$/,
  /^([a-z]+y)z(?:e|ed|es|ing|er|ers)$/,
  /^([a-z]{3,}o)r(?:s|ed|ing|ful|ite|ites|able)?$/,
  /^([a-z]{2,}[tb])er(?:s|ed)?$/,
  /^([a-z]{4,}og)s?$/,
];

/** The word in American spelling ("optimise" → "optimize", "colours" → "colors"), and the stem both spellings start with. */
function american(word: string): { word: string; stem: string } {
  for (const [re, to] of BRITISH) {
    const m = re.exec(word);
    if (m) return { word: to(m[1], m[2] ?? ""), stem: m[1] };
  }
  for (const re of AMERICAN) {
    const m = re.exec(word);
    if (m) return { word, stem: m[1] };
  }
  return { word, stem: word };
}

/** "embedd" → "embed", "committ" → "commit"; "install", "access" and "buzz" keep their pairs. */
const undouble = (b: string) => (/([^aeiouls])\1$/.test(b) ? b.slice(0, -1) : b);

/**
 * The base the inflected forms of an English word share: "cache", "caches", "cached", "caching" → "cach";
 * "query", "queries", "queried" → "queri"; in either spelling ("optimising", "optimized" → "optimiz"). null
 * when the word is too short or not plain letters (API names, CJK, numbers are taken as typed).
 */
export function inflectionBase(word: string): string | null {
  if (!/^[a-z]+$/.test(word)) return null;
  word = american(word).word;
  // "jwt" and "jwts": a three-letter word and its plain plural share the word as their base.
  if (word.length === SHORT_PLURAL_BASE) return word;
  if (word.length === SHORT_PLURAL_BASE + 1 && word.endsWith("s") && !word.endsWith("ss") && !NOT_PLURALS.has(word)) return word.slice(0, -1);
  if (word.length < MIN_BASE) return null;
  let b = word;
  if (/[^aeiou]ies$/.test(b)) b = `${b.slice(0, -3)}i`;
  else if (/(s|x|z|ch|sh)es$/.test(b)) b = b.slice(0, -2);
  // "class", "status", "analysis" are not plurals.
  else if (b.endsWith("s") && !/(ss|us|is)$/.test(b)) b = b.slice(0, -1);
  else if (/[^aeiou]ied$/.test(b)) b = `${b.slice(0, -3)}i`;
  else if (b.endsWith("ed")) b = b.length - 2 >= MIN_BASE ? undouble(b.slice(0, -2)) : b;
  else if (b.endsWith("ing")) b = b.length - 3 >= MIN_BASE - 1 && /[aeiouy]/.test(b.slice(0, -3)) ? undouble(b.slice(0, -3)) : b;
  if (b.endsWith("e")) b = b.slice(0, -1);
  else if (/[^aeiou]y$/.test(b)) b = `${b.slice(0, -1)}i`;
  return b.length >= MIN_BASE ? b : null;
}

/** The dictionary range a word's inflections and other spellings lie in (the prefix they all start with), or null. */
export function formsPrefix(word: string): string | null {
  const base = inflectionBase(word);
  if (!base) return null;
  const { stem } = american(word);
  return stem.length < base.length ? stem : base;
}

/**
 * The keys a word shares with its derivations between a verb and its "-ation" noun: "validate" and
 * "validation", "configure" and "configuration", "optimise" and "optimization", "verify" and
 * "verification", "revoke" and "revocation", "install" and "installation", "execute" and "execution".
 * A question says what the reader wants to do ("how to revoke a token"); a heading often names the act
 * ("The revocation problem"). Only these regular patterns, and only with stems long enough that the pair
 * is one word ("station" is not "state", "formation" not "form"); other "-ion" nouns are left alone
 * ("reaction" is not "React", "expression" not "Express"). [] for API names, CJK and numbers.
 */
export function derivationKeys(word: string): string[] {
  const base = inflectionBase(word);
  if (!base) return [];
  const keys = new Set([base]);
  const british = (s: string) => (s.length >= 6 && s.endsWith("is") ? `${s.slice(0, -2)}iz` : s);
  keys.add(british(base)); // "optimis(e)" → "optimiz"
  if (base.endsWith("ation")) {
    const x = base.slice(0, -5);
    if (x.length >= 3) keys.add(`${x}at`); // validation → validat(e)
    if (x.length >= 6) keys.add(british(x)); // installation → install, configuration → configur(e), optimisation → optimiz
    if (x.length >= 4 && x.endsWith("c")) keys.add(`${x.slice(0, -1)}k`); // revocation → revok(e)
    if (x.endsWith("ific")) keys.add(`${x.slice(0, -2)}i`); // verification → verifi (verify)
  } else if (base.endsWith("ution") && base.length >= 8) keys.add(`${base.slice(0, -5)}ut`); // execution → execut(e)
  return [...keys];
}

/** The dictionary range a word's derivations lie in (the prefix they all start with), or null. */
export function derivationPrefix(word: string): string | null {
  const keys = derivationKeys(word);
  if (!keys.length) return null;
  const shortest = keys.reduce((a, b) => (b.length < a.length ? b : a));
  return shortest.length > MIN_BASE ? shortest.slice(0, -1) : null;
}

/** Whether two words are a verb and its "-ation" noun (or the same word): derivationKeys meet. */
export function derived(a: string, b: string): boolean {
  const keys = derivationKeys(a);
  return keys.length > 0 && derivationKeys(b).some((k) => keys.includes(k));
}

/** Inflections of one word a query adds (a verb has four or five). */
const MAX_FORMS = 6;

/** The dictionary's terms in [from, to) (the engine: from the shards loaded). */
type TermRange = (from: string, to: string) => string[];

/** The dictionary's other inflections and spellings of `term`, at most MAX_FORMS. */
export function formsAmong(term: string, range: TermRange): string[] {
  const base = inflectionBase(term);
  const prefix = formsPrefix(term);
  if (!base || !prefix) return [];
  return range(prefix, prefixEnd(prefix))
    .filter((t) => t !== term && inflectionBase(t) === base)
    .slice(0, MAX_FORMS);
}

/** The dictionary's verb or "-ation" noun of `term` (derived), at most MAX_FORMS. */
export function derivationsAmong(term: string, range: TermRange): string[] {
  const prefix = derivationPrefix(term);
  if (!prefix) return [];
  const base = inflectionBase(term);
  return range(prefix, prefixEnd(prefix))
    .filter((t) => inflectionBase(t) !== base && derived(term, t))
    .slice(0, MAX_FORMS);
}
