// English inflections of one word: a reader who types "caching" finds "cache", "cached" and "caches", and
// "queries" finds "query" — what Pagefind's stemming and Algolia's ignorePlurals give. Only plural and verb
// endings (-s, -es, -ies, -ed, -ing), no derivations (-ion, -ment): those change the meaning more often than
// they keep it. Applied at query time to the words the dictionary holds (query.ts), so the index is as it was.

/** Bases shorter than this merge too much ("new"/"news", "use"/"uses"): such words keep their own form only. */
const MIN_BASE = 4;

/** "embedd" → "embed", "committ" → "commit"; "install", "access" and "buzz" keep their pairs. */
const undouble = (b: string) => (/([^aeiouls])\1$/.test(b) ? b.slice(0, -1) : b);

/**
 * The base the inflected forms of an English word share: "cache", "caches", "cached", "caching" → "cach";
 * "query", "queries", "queried" → "queri". null when the word is too short or not plain letters (API names,
 * CJK, numbers are taken as typed).
 */
export function inflectionBase(word: string): string | null {
  if (word.length < MIN_BASE || !/^[a-z]+$/.test(word)) return null;
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
