// Per-section match state for one query, dense over the index's sections: typed arrays indexed by section
// id and the list of ids touched. A query touches thousands of sections on a big site; a Map of objects
// per word cost most of a keystroke's time (allocation, hashing, garbage), typed arrays cost neither.
// The arrays are reused through a pool that clears only what a query touched.

/** A section's score for one word, and which of the word's variants matched (anywhere; in its own heading) as bit masks. */
export interface Match {
  score: number;
  any: number;
  heading: number;
}

/** Matches of one (sub)query: for each touched section a score and two variant bit masks. */
export class Matches {
  /** Touched sections, in first-touched order. */
  ids: number[] = [];
  readonly score: Float64Array;
  readonly any: Int32Array;
  readonly heading: Int32Array;
  private readonly seen: Uint8Array;

  constructor(n: number) {
    this.score = new Float64Array(n);
    this.any = new Int32Array(n);
    this.heading = new Int32Array(n);
    this.seen = new Uint8Array(n);
  }

  get size(): number {
    return this.ids.length;
  }

  has(id: number): boolean {
    return this.seen[id] === 1;
  }

  add(id: number, score: number, any: number, heading: number): void {
    if (this.seen[id]) {
      this.score[id] += score;
      this.any[id] |= any;
      this.heading[id] |= heading;
    } else {
      this.seen[id] = 1;
      this.ids.push(id);
      this.score[id] = score;
      this.any[id] = any;
      this.heading[id] = heading;
    }
  }

  /** Combine `other` into this: AND keeps the sections both have, OR all of them; scores add, masks join. */
  combine(other: Matches, and: boolean): void {
    if (and) {
      const kept: number[] = [];
      for (const id of this.ids) {
        if (other.seen[id]) {
          kept.push(id);
          this.score[id] += other.score[id];
          this.any[id] |= other.any[id];
          this.heading[id] |= other.heading[id];
        } else this.seen[id] = 0;
      }
      this.ids = kept;
    } else for (const id of other.ids) this.add(id, other.score[id], other.any[id], other.heading[id]);
  }

  /** Forget every touched section (only those: clearing costs what the query touched). */
  clear(): void {
    for (const id of this.ids) this.seen[id] = 0;
    this.ids.length = 0;
  }

  /** The matches as entries (tests and debugging). */
  *[Symbol.iterator](): IterableIterator<[number, Match]> {
    for (const id of this.ids) yield [id, { score: this.score[id], any: this.any[id], heading: this.heading[id] }];
  }
}

/** A number per section for a moment: set, read, then cleared (costs what was set, not the index's size). */
export class SectionScratch {
  private readonly value: Float64Array;
  private readonly seen: Uint8Array;
  private readonly ids: number[] = [];
  constructor(n: number) {
    this.value = new Float64Array(n);
    this.seen = new Uint8Array(n);
  }
  set(id: number, v: number): void {
    if (!this.seen[id]) {
      this.seen[id] = 1;
      this.ids.push(id);
    }
    this.value[id] = v;
  }
  has(id: number): boolean {
    return this.seen[id] === 1;
  }
  get(id: number): number {
    return this.value[id];
  }
  clear(): void {
    for (const id of this.ids) this.seen[id] = 0;
    this.ids.length = 0;
  }
}

/**
 * What the heading postings tell of a section (format.ts headingShape): its parent, `up` sections back (0:
 * none known), and its heading's length in terms. Known for the sections a query found by their heading.
 */
export class HeadingShapes {
  readonly up: Uint8Array;
  readonly len: Uint8Array;
  constructor(n: number) {
    this.up = new Uint8Array(n);
    this.len = new Uint8Array(n);
  }
  set(id: number, up: number, len: number): void {
    this.up[id] = up;
    this.len[id] = len;
  }
}

/** Reusable Matches for an index of `n` sections: a query takes a few and gives them back when done. */
export class MatchPool {
  private readonly free: Matches[] = [];
  private spare?: SectionScratch;
  private shapes?: HeadingShapes;
  constructor(readonly n: number) {}
  /** The heading shapes seen so far (they never change for an index: kept across queries). */
  get shape(): HeadingShapes {
    return (this.shapes ??= new HeadingShapes(this.n));
  }
  /** The pool's scratch numbers (one set: its user clears it before anything else takes it). */
  scratch(): SectionScratch {
    return (this.spare ??= new SectionScratch(this.n));
  }
  take(): Matches {
    return this.free.pop() ?? new Matches(this.n);
  }
  give(m: Matches): void {
    m.clear();
    // A deep query tree may take many at once; keeping a few covers the common ones without holding memory.
    if (this.free.length < 8) this.free.push(m);
  }
}
