// Ranks the sections a query's words matched (score.ts gives each word's matches): one score per section
// from its words' BM25 scores, the query words its own heading names, how much of the query it holds
// (weighted by how rare each word is) and how much its page as a whole is about the query.
import type { HeadingShapes, Matches } from "./matches";
import { topK } from "./top-k";

/** One query word's matches, and what a heading holding a given set of its variants credits it with (score.ts bitCredit). */
export interface WordMatches {
  m: Matches;
  headingCredit(mask: number): number;
  /** The index terms of the variants in `mask` (score.ts bitTerms). */
  headingTerms(mask: number): string[];
  /** A word the query adds (query.ts choiceQuery): it scores and credits headings, but no section needs it. */
  optional?: boolean;
}

// How much more a section scores when its own heading holds every query word (in proportion to those it holds).
const HEADING_BONUS = 1;

/**
 * Each section also gets this share of the sum of its page's section scores: a page about the query (its
 * title and many sections) lifts its sections over a lone section of a page about something else, as a
 * passage retriever mixes in its document's score. Within a page the order stays the sections' own.
 */
const PAGE_SHARE = 0.3;

/**
 * The share of a word's rarity a section holds when not it but another section of its page matches the
 * word: the page is its context ("vscode remote ssh" wants the "Remote - SSH" section of the VS Code page,
 * whose body never says "vscode" again). Small: a section with every word itself still comes first.
 */
const PAGE_HELD = 0.3;

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
  /** Per section, the query words (bit w) its own heading names fully. */
  private readonly named: Uint32Array;
  /** Per section and per page, the query words (bit w) they match. */
  private readonly own: Uint32Array;
  private readonly pageWords: Uint32Array;

  /**
   * `pageOf`: each section's page number (sections of a page are consecutive); `pageStart`: each page's
   * first section; `shapes`: the heading shapes the query's postings told (score.ts).
   */
  constructor(
    readonly n: number,
    private readonly pageOf: Int32Array,
    private readonly pageStart: Int32Array,
    private readonly shapes: HeadingShapes,
  ) {
    this.score = new Float64Array(n);
    this.words = new Uint8Array(n);
    this.heading = new Float64Array(n);
    this.held = new Float64Array(n);
    this.pageScore = new Float64Array(pageStart.length);
    this.named = new Uint32Array(n);
    this.own = new Uint32Array(n);
    this.pageWords = new Uint32Array(pageStart.length);
  }

  /**
   * Sections ranked for a query of these words. Forgiving: a section need not hold every word, but at least
   * half of those that match anywhere, so one misspelt or absent word ranks instead of emptying the list.
   * A section's score: the sum of its words' scores, times (1 + the share of the query its own heading
   * names), plus PAGE_SHARE of its page's sum, times the share of the query's rarity it holds (a section
   * missing a rare word of a question ranks far below one missing a common word; PAGE_HELD of a word its
   * page matches elsewhere).
   */
  rank(perWord: WordMatches[], limit: number): Ranked {
    const { score, words, heading, held, pageScore, pageOf, named, own, pageWords } = this;
    const rarities: number[] = [];
    const touched: number[] = [];
    let matchable = 0;
    let rarityTotal = 0;
    const typed = perWord.filter((w) => !w.optional).length;
    perWord.forEach(({ m, headingCredit, optional }, w) => {
      if (!m.size) return;
      if (!optional) matchable++;
      const r = optional ? 0 : rarity(this.n, m.size);
      rarities[w] = r;
      rarityTotal += r;
      for (const id of m.ids) {
        // (A section the typed words do not reach is not found through an optional word.)
        if (optional && !words[id]) continue;
        if (!words[id]) touched.push(id);
        if (!optional) words[id]++;
        if (!optional && w < 32) {
          own[id] |= 1 << w;
          pageWords[pageOf[id]] |= 1 << w;
        }
        score[id] += m.score[id];
        held[id] += r;
        if (!m.heading[id]) continue;
        const credit = headingCredit(m.heading[id]);
        heading[id] += credit;
        if (credit >= 1 && w < 32) named[id] |= 1 << w;
      }
    });
    const need = Math.max(1, Math.ceil(matchable / 2));
    const pages: number[] = [];
    for (const id of touched) {
      score[id] *= 1 + HEADING_BONUS * (heading[id] / typed);
      const p = pageOf[id];
      if (!pageScore[p]) pages.push(p);
      pageScore[p] += score[id];
    }
    const candidates: number[] = [];
    for (const id of touched) {
      if (words[id] < need) continue;
      let pageHeld = 0;
      for (let rest = pageWords[pageOf[id]] & ~own[id], w = 0; rest; rest >>>= 1, w++) if (rest & 1) pageHeld += rarities[w];
      score[id] = (score[id] + PAGE_SHARE * pageScore[pageOf[id]]) * ((held[id] + PAGE_HELD * pageHeld) / rarityTotal);
      candidates.push(id);
    }
    this.belowParents(candidates, perWord);
    const top = topK(candidates, Math.max(0, limit), (a, b) => score[b] - score[a] || a - b);
    const ranked = { top, scores: top.map((id) => score[id]), total: candidates.length };
    for (const id of touched) {
      score[id] = 0;
      words[id] = 0;
      heading[id] = 0;
      held[id] = 0;
      named[id] = 0;
      own[id] = 0;
    }
    for (const p of pages) {
      pageScore[p] = 0;
      pageWords[p] = 0;
    }
    return ranked;
  }

  /**
   * A subsection whose heading names no query word its parent's heading does not, scores at most its parent:
   * the reader lands on the parent and finds the subsection right below ("deep clone": "Three ways to deep
   * clone" before its "lodash cloneDeep"), as DocSearch ranks a higher heading level first. Unless its heading
   * is the query itself, every term of it matched ("Microtasks" under "Tasks and microtasks"). Sections
   * directly under the page's title are left alone: a page's title names its topic, its sections the parts.
   */
  private belowParents(candidates: number[], perWord: WordMatches[]): void {
    const { score, heading, named, pageOf, pageStart, shapes } = this;
    const children = candidates.filter((id) => heading[id] && shapes.up[id]).sort((a, b) => a - b);
    for (const c of children) {
      const p = c - shapes.up[c];
      if (p === pageStart[pageOf[c]] || !score[p] || !named[p] || (named[c] & ~named[p]) !== 0 || score[c] < score[p]) continue;
      if (this.wholeHeading(c, perWord)) continue;
      score[c] = score[p] * (1 - 1e-6);
    }
  }

  /** Whether every term of a section's own heading is among the query's matched terms. */
  private wholeHeading(id: number, perWord: WordMatches[]): boolean {
    const terms = new Set<string>();
    for (const { m, headingTerms } of perWord) if (m.heading[id]) for (const t of headingTerms(m.heading[id])) terms.add(t);
    return terms.size >= this.shapes.len[id];
  }
}
