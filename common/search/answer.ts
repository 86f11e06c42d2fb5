// What a search answers (common/search/engine.ts), and how much of it comes at once.

/**
 * Results whose records come with the answer: a first screenful (the dialog shows about eight rows).
 * The others are ranked ids until their rows scroll near the view (widgets/search/results.tsx).
 */
export const FIRST_SCREEN = 12;

/** Postings shards a prefetch may import (engine.prefetch): a few KB each; more means a short, common prefix. */
export const PREFETCH_SHARDS = 2;

interface Hit {
  id: number;
  score: number;
  /** Index terms that matched (for highlighting). */
  terms: string[];
}

/** Ranked sections, and how many matched before the limit. */
export interface Answer {
  hits: Hit[];
  total: number;
}
