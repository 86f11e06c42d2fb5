// The search engine shared by the index build (Node) and the reader's browser (worker or page): a loaded
// sharded index that imports only the shards a query needs, and runs the query of query.ts over them.
import {
  INDEX_VERSION,
  countsOf,
  frontDecode,
  idTable,
  lowerBound,
  prefixEnd,
  shardFor,
  termTable,
  type DictShard,
  type PostShard,
  type RangeTable,
  type RootData,
} from "./format";
import { choiceQuery, choiceTerms, pickCompletions, wordQueries, type Vocabulary } from "./query";
import { bitCredit, bitTerms, editDistance, expand, MatchPool, score, standIns, termsOf, type Lexicon, type Query } from "./score";
import { RecordShards, type SearchRecord } from "./records";
import { ShardCache, type LoadShard } from "./shard-cache";

export type { LoadShard } from "./shard-cache";
import { Ranker } from "./rank";
import { queryWords } from "./tokenize";
import { derivationPrefix, derivationsAmong, formsAmong, formsPrefix } from "./inflect";

export { BOOST, buildQuery, MAX_COMPLETIONS, type Vocabulary } from "./query";

export { INDEX_VERSION, type RootData } from "./format";
export { defaultAnchor, type SearchRecord } from "./records";
export { FIRST_SCREEN, type Answer } from "./answer";
import { PREFETCH_SHARDS, type Answer } from "./answer";

interface Dict {
  terms: string[];
  df: number[];
}

/** A sharded index: its root loaded, its shards imported as queries need them. */
export class SearchEngine implements Lexicon {
  readonly root: RootData;
  /** The root's range tables, decoded. */
  readonly tables: { dict: RangeTable<string>; post: RangeTable<string>; meta: RangeTable<number>; previews: RangeTable<number> };
  private readonly dicts: ShardCache<Dict>;
  private readonly posts: ShardCache<Map<string, number[]>>;
  private readonly recordShards: RecordShards;
  private readonly completed = new Map<string, string[] | null>();
  /** The root's one-letter completions (format.ts letters), and every term among them: known without a dictionary shard. */
  private readonly letters: Map<string, string[]>;
  private readonly letterCompletions: Set<string>;
  /** Reused per-section arrays (matches.ts, rank.ts): made on the first query, sized to the index. */
  private pool?: MatchPool;
  private ranking?: Ranker;
  private readonly vocabulary: Vocabulary = {
    complete: (prefix) => this.completions(prefix),
    has: (term, asPrefix) => this.hasTerm(term, asPrefix),
    forms: (term) => this.forms(term),
    derivations: (term) => this.derivations(term),
  };

  constructor(root: RootData, load: LoadShard) {
    if (!root || root.v !== INDEX_VERSION) throw new Error(`search index version ${root?.v} is not supported (expected ${INDEX_VERSION})`);
    this.root = root;
    const tables = (this.tables = { dict: termTable(root.dict), post: termTable(root.post), meta: idTable(root.meta), previews: idTable(root.previews) });
    this.dicts = new ShardCache(tables.dict, load, (raw) => ({ terms: frontDecode((raw as DictShard).terms), df: (raw as DictShard).df }));
    this.posts = new ShardCache(tables.post, load, (raw) => {
      const shard = raw as PostShard;
      const terms = frontDecode(shard.terms);
      return new Map(terms.map((t, i) => [t, shard.post[i]]));
    });
    this.letters = new Map(Object.entries(root.letters));
    this.letterCompletions = new Set([...this.letters.values()].flat());
    this.recordShards = new RecordShards(tables.meta, load);
  }

  get n(): number {
    return this.root.n;
  }

  get avg(): number[] {
    return this.root.avg;
  }

  /** Dictionary shards covering the terms in [from, to). */
  private dictRange(from: string, to: string): number[] {
    if (!this.tables.dict.length) return [];
    const a = shardFor(this.tables.dict, from);
    const b = shardFor(this.tables.dict, to);
    return Array.from({ length: b - a + 1 }, (_, i) => a + i);
  }

  /** Sections matching the query, best first (rank.ts: a section need not hold every word). */
  async search(query: string, limit = 100): Promise<Answer> {
    // The last word's postings (the prefetch rule) load beside its dictionary rather than after it: one
    // round trip less for a cold query, which is typed at once.
    this.prefetch(query);
    const steps = this.steps(query, limit);
    for (let step = steps.next(); ; step = steps.next()) {
      if (step.done) return step.value;
      await step.value.cache.all(step.value.shards);
    }
  }

  /**
   * The query's answer at once when every shard it needs is loaded, without importing anything; else null
   * (the page answers a keystroke in its own handler so: widgets/search/client.ts searchNow).
   */
  searchLoaded(query: string, limit = 100): Answer | null {
    const steps = this.steps(query, limit);
    for (let step = steps.next(); ; step = steps.next()) {
      if (step.done) return step.value;
      if (!step.value.cache.has(step.value.shards)) return null;
    }
  }

  /** Import the shards the query needs (and the prefetch rule's), without running it. */
  async load(query: string): Promise<void> {
    this.prefetch(query);
    const steps = this.steps(query, 0);
    for (let step = steps.next(); !step.done; step = steps.next()) {
      await step.value.cache.all(step.value.shards);
      // The postings come last: what follows is the search itself.
      if (step.value.cache === this.posts) return;
    }
  }

  /**
   * The search, as steps: it yields the shards it needs next (the dictionary around the words, their
   * misspellings' first letters, the postings) and goes on once its driver has them loaded.
   */
  private *steps(query: string, limit: number): Generator<{ cache: ShardCache<unknown>; shards: number[] }, Answer, void> {
    const words = queryWords(query);
    // First the dictionary around each word (as typed, as a prefix, its parts), to know what it is.
    // (And around its inflections' base: "caching" needs the dictionary at "cach…".)
    const bases = words.flatMap((w) => [formsPrefix(w.term) ?? [], derivationPrefix(w.term) ?? []].flat());
    // (Not for a letter: the root has what it needs.)
    const choice = choiceQuery(query);
    const around = [...words.flatMap((w) => [w.term, ...w.parts]), ...bases, ...(choice ? choiceTerms() : [])].filter((t) => !this.letters.has(t));
    yield { cache: this.dicts, shards: around.flatMap((t) => this.dictRange(t, prefixEnd(t))) };
    const queries = wordQueries(query, this.vocabulary);
    if (!queries) return { hits: [], total: 0 };
    // A misspelt word's neighbours: the dictionary of its first letter (a typo keeps the first letter,
    // as with Lucene's prefix length 1: the corrections of any word then cost one letter's shards).
    const fuzzy: string[] = [];
    const walk = (q: Query): void => ("combineWith" in q ? q.queries.forEach(walk) : void (q.fuzzy && fuzzy.push(q.term[0])));
    queries.forEach((w) => walk(w.query));
    yield { cache: this.dicts, shards: fuzzy.flatMap((c) => this.dictRange(c, prefixEnd(c))) };
    const expanded = [...queries.map((w) => ({ ...w, optional: false })), ...(choice ? [{ query: choice, optional: true }] : [])].map((w) => ({
      ...w,
      e: standIns(expand(w.query, this), this),
    }));
    const terms = new Set<string>();
    for (const w of expanded) termsOf(w.e, terms);
    yield { cache: this.posts, shards: [...terms].filter((t) => this.hasTerm(t, false)).map((t) => shardFor(this.tables.post, t)) };
    // Per word its matches (and what its variants credit a heading with), then the sections ranked.
    const pool = (this.pool ??= new MatchPool(this.n));
    const perWord = expanded.map(({ e, optional }) => {
      const credit = new Map<number, number>();
      return {
        optional,
        m: score(e, this, pool),
        headingCredit: (mask: number) => {
          let c = credit.get(mask);
          if (c === undefined) credit.set(mask, (c = bitCredit(e, mask)));
          return c;
        },
        headingTerms: (mask: number) => bitTerms(e, mask),
      };
    });
    const ranked = this.ranker().rank(perWord, limit);
    // Matched terms (for highlighting) only for the hits returned.
    const hits = ranked.top.map((id, i) => {
      const terms: string[] = [];
      perWord.forEach(({ m }, w) => m.has(id) && bitTerms(expanded[w].e, m.any[id], terms));
      return { id, score: ranked.scores[i], terms };
    });
    perWord.forEach(({ m }) => pool.give(m));
    return { hits, total: ranked.total };
  }

  /** The ranker, made on the first query: it needs each section's page (the root's page sizes) and the heading shapes. */
  private ranker(): Ranker {
    if (this.ranking) return this.ranking;
    const sizes = countsOf(this.root.pages);
    const pageOf = new Int32Array(this.n);
    const pageStart = new Int32Array(sizes.length);
    let id = 0;
    sizes.forEach((size, p) => {
      pageStart[p] = id;
      pageOf.fill(p, id, (id += size));
    });
    return (this.ranking = new Ranker(this.n, pageOf, pageStart, (this.pool ??= new MatchPool(this.n)).shape));
  }

  /**
   * Import in the background the postings of every term the query's last word starts, when they lie in at
   * most `maxShards` shards: the next keystrokes of that word then import nothing. Not for one letter, whose
   * terms are a large part of the index, nor after a space (the word is complete).
   */
  prefetch(query: string, maxShards = PREFETCH_SHARDS): void {
    const last = /\s$/.test(query) ? undefined : queryWords(query).at(-1);
    if (!last || last.term.length < 2 || !this.tables.post.length) return;
    const a = shardFor(this.tables.post, last.term);
    const b = shardFor(this.tables.post, prefixEnd(last.term));
    if (b - a < maxShards) this.posts.all(Array.from({ length: b - a + 1 }, (_, i) => a + i)).catch(() => undefined);
  }

  // Lexicon (score.ts), over the dictionary and postings shards loaded so far.
  range(from: string, to: string): string[] {
    const out: string[] = [];
    for (const k of this.dictRange(from, to)) {
      const d = this.dicts.ready.get(k);
      if (!d) continue;
      for (let i = lowerBound(d.terms, from); i < d.terms.length && d.terms[i] < to; i++) out.push(d.terms[i]);
    }
    return out;
  }

  fuzzy(term: string, max: number): Array<[string, number]> {
    const out: Array<[string, number]> = [];
    for (const t of this.range(term[0], prefixEnd(term[0]))) {
      const d = editDistance(term, t, max);
      if (d <= max && d > 0) out.push([t, d]);
    }
    return out;
  }

  known(term: string): boolean {
    return this.hasTerm(term, false);
  }

  postings(term: string): number[] | undefined {
    return this.tables.post.length ? this.posts.ready.get(shardFor(this.tables.post, term))?.get(term) : undefined;
  }

  /** The dictionary's other inflections and spellings of `term` (inflect.ts), from the shards loaded. */
  forms(term: string): string[] {
    return formsAmong(term, (from, to) => this.range(from, to));
  }

  /** The dictionary's verb or "-ation" noun of `term` (inflect.ts derived), from the shards loaded. */
  derivations(term: string): string[] {
    return derivationsAmong(term, (from, to) => this.range(from, to));
  }

  hasTerm(term: string, asPrefix: boolean): boolean {
    if (this.letters.has(term)) return asPrefix || this.root.letterTerms.includes(term);
    if (this.letterCompletions.has(term)) return true;
    if (!this.tables.dict.length) return false;
    const k = shardFor(this.tables.dict, term);
    const d = this.dicts.ready.get(k);
    if (!d) return false;
    // Past the shard's last term, the next shard's first term is the next one in the dictionary.
    const found = d.terms[lowerBound(d.terms, term)] ?? this.tables.dict[k + 1]?.[0];
    return found !== undefined && (asPrefix ? found.startsWith(term) : found === term);
  }

  /**
   * The completions of a prefix to search for when it has many (null: few enough to expand them all;
   * query.ts pickCompletions). A letter's come with the root; others are read from the dictionary shards
   * loaded for the prefix.
   */
  completions(prefix: string): string[] | null {
    const lead = this.letters.get(prefix);
    if (lead) return lead;
    const cached = this.completed.get(prefix);
    if (cached !== undefined) return cached;
    const range: Array<[string, number]> = [];
    for (const k of this.dictRange(prefix, prefixEnd(prefix))) {
      const d = this.dicts.ready.get(k);
      if (!d) continue;
      for (let i = lowerBound(d.terms, prefix); i < d.terms.length && d.terms[i].startsWith(prefix); i++)
        if (d.terms[i] !== prefix) range.push([d.terms[i], d.df[i]]);
    }
    const picked = pickCompletions(prefix, range);
    if (this.completed.size > 500) this.completed.clear();
    this.completed.set(prefix, picked);
    return picked;
  }

  /** Sections as records (without their previews, which live in preview shards), importing their record shards. */
  records(ids: number[]): Promise<SearchRecord[]> {
    return this.recordShards.records(ids);
  }

  /** A section's record if its record shard is loaded already (no import), else undefined. */
  loadedRecord(id: number): SearchRecord | undefined {
    return this.recordShards.loaded(id);
  }

  /** The preview shard holding a section: [index, first section id, file relative to the root]. */
  previewShard(id: number): [number, number, string] {
    const k = shardFor(this.tables.previews, id);
    return [k, ...this.tables.previews[k]];
  }
}
