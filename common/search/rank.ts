// Ranks the sections a query's words matched (score.ts gives each word's matches): one score per section
// from its words' BM25 scores, the query words its own heading names, how much of the query it holds
// (weighted by how rare each word is) and how much its page as a whole is about the query.
import type { Matches } from "./matches";
import { topK } from "./top-k";

/** One query word's matches, and what a heading holding a given set of its variants credits it with (score.ts bitCredit). */
export interface WordMatches {
  m: Matches;
  headingCredit(mask: number): number;
}

// How much more a section scores when its own heading holds every query word (in proportion to those it holds).
const HEADING_BONUS = 1;

/**
 * Each section also gets this share of the sum of its page's section scores: a page about the query (its
 * title and many sections) lifts its sections over a lone section of a page about something else, as a
 * passage retriever mixes in its document's score. Within a page the order stays the sections' own.
 */
export const PAGE_SHARE = 0.3;

/** A word matching in `matching` of `n` sections: BM25's idf, how much finding it says. */
const rarity = (n: number, matching: number) => Math.log(1 + (n - matching + 0.5) / (matching + 0.5));

export interface Ranked {
  /** Section ids, best first (at most the limit). */
  top: number[];
  /** Each returned section's score. */
  scores: number[];
  /** Sections that rank at all (the list's full length). */
  total: number;
}

/** Per-section working state for one query at a time: typed arrays sized to the index, cleared by what was touched. */
export class Ranker {
  private readonly score: Float64Array;
  private readonly words: Uint8Array;
  private readonly heading: Float64Array;
  private readonly held: Float64Array;
  private readonly pageScore: Float64Array;

  /** `pageOf`: each section's page number (sections of a page are consecutive). */
  constructor(
    readonly n: number,
    private readonly pageOf: Int32Array,
    pages: number,
  ) {
    this.score = new Float64Array(n);
    this.words = new Uint8Array(n);
    this.heading = new Float64Array(n);
    this.held = new Float64Array(n);
    this.pageScore = new Float64Array(pages);
  }

  /**
   * Sections ranked for a query of these words. Forgiving: a section need not hold every word, but at least
   * half of those that match anywhere, so one misspelt or absent word ranks instead of emptying the list.
   * A section's score: the sum of its words' scores, times (1 + the share of the query its own heading
   * names), plus PAGE_SHARE of its page's sum, times the share of the query's rarity it holds (a section
   * missing a rare word of a question ranks far below one missing a common word).
   */
  rank(perWord: WordMatches[], limit: number): Ranked {
    const { score, words, heading, held, pageScore, pageOf } = this;
    const touched: number[] = [];
    let matchable = 0;
    let rarityTotal = 0;
    for (const { m, headingCredit } of perWord) {
      if (!m.size) continue;
      matchable++;
      const r = rarity(this.n, m.size);
      rarityTotal += r;
      for (const id of m.ids) {
        if (!words[id]) touched.push(id);
        words[id]++;
        score[id] += m.score[id];
        held[id] += r;
        if (m.heading[id]) heading[id] += headingCredit(m.heading[id]);
      }
    }
    const need = Math.max(1, Math.ceil(matchable / 2));
    const pages: number[] = [];
    for (const id of touched) {
      score[id] *= 1 + HEADING_BONUS * (heading[id] / perWord.length);
      const p = pageOf[id];
      if (!pageScore[p]) pages.push(p);
      pageScore[p] += score[id];
    }
    const candidates: number[] = [];
    for (const id of touched) {
      if (words[id] < need) continue;
      score[id] = (score[id] + PAGE_SHARE * pageScore[pageOf[id]]) * (held[id] / rarityTotal);
      candidates.push(id);
    }
    const top = topK(candidates, Math.max(0, limit), (a, b) => score[b] - score[a] || a - b);
    const ranked = { top, scores: top.map((id) => score[id]), total: candidates.length };
    for (const id of touched) {
      score[id] = 0;
      words[id] = 0;
      heading[id] = 0;
      held[id] = 0;
    }
    for (const p of pages) pageScore[p] = 0;
    return ranked;
  }
}
