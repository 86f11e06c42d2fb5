// The terms and postings the index build counts (build.ts): a table of terms by number, shared by fields
// counted before the build (site/search/indexer.ts counts pages as they render), and the postings as flat
// typed arrays.
import { headingTerms, indexTerms } from "./tokenize";

/** Terms by number: the table a build's counted fields share (site/search/indexer.ts counts pages as they render). */
export class TermTable {
  readonly ids = new Map<string, number>();
  readonly list: string[] = [];
  id(term: string): number {
    let t = this.ids.get(term);
    if (t === undefined) {
      t = this.list.length;
      this.ids.set(term, t);
      this.list.push(term);
    }
    return t;
  }
}

/**
 * One field's terms as flat [term number, value] pairs: the value is a term's count, or for a heading its
 * position (format.ts headingShape). The pairs' number is MiniSearch's field length (its distinct terms).
 */
export function countField(table: TermTable, text: string, heading: boolean): Int32Array {
  let counts: Map<string, number>;
  if (heading) counts = headingTerms(text);
  else {
    counts = new Map<string, number>();
    for (const term of indexTerms(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  const pairs = new Int32Array(counts.size * 2);
  let k = 0;
  for (const [term, value] of counts) {
    pairs[k++] = table.id(term);
    pairs[k++] = value;
  }
  return pairs;
}

/** Postings as parallel typed arrays (term id, field, section id, term frequency), sized up front, grown by doubling past it. */
export class Postings {
  length = 0;
  term: Int32Array;
  field: Uint8Array;
  id: Int32Array;
  tf: Int32Array;

  /** `capacity`: the postings expected (counted fields say how many they hold), so they are rarely grown. */
  constructor(capacity = 1024) {
    const n = Math.max(1024, capacity);
    this.term = new Int32Array(n);
    this.field = new Uint8Array(n);
    this.id = new Int32Array(n);
    this.tf = new Int32Array(n);
  }

  /** Drop the arrays (the postings are packed). */
  release(): void {
    this.length = 0;
    this.term = new Int32Array(0);
    this.field = new Uint8Array(0);
    this.id = new Int32Array(0);
    this.tf = new Int32Array(0);
  }

  add(term: number, field: number, id: number, tf: number): void {
    if (this.length === this.term.length) {
      const grow = <A extends Int32Array | Uint8Array>(a: A): A => {
        const b = new (a.constructor as new (n: number) => A)(a.length * 2);
        b.set(a);
        return b;
      };
      this.term = grow(this.term);
      this.field = grow(this.field);
      this.id = grow(this.id);
      this.tf = grow(this.tf);
    }
    const k = this.length++;
    this.term[k] = term;
    this.field[k] = field;
    this.id[k] = id;
    this.tf[k] = tf;
  }
}
