// MiniSearch's serialized index (toJSON), packed for the wire and unpacked without re-indexing.
//
// toJSON writes every posting as `"docId": termFrequency` inside nested objects; for a 1000-page site
// that is ~1.7 MB gzip, and MiniSearch.loadJS then turns each key back into a number (~250 ms, more
// than the whole cold-start budget). Packed: terms sorted and front-coded, postings as delta-coded
// numbers (a term frequency of 1, nine in ten postings, costs nothing), field lengths as one flat
// array — about half the bytes. Loading fills the structures loadJS would fill, directly, and leaves
// each term's postings packed until a search first reads them.
// test/site/search-engine.test.ts checks that a packed index answers exactly like MiniSearch.loadJS.
import MiniSearch, { type Options } from "minisearch";

/** The parts of MiniSearch.toJSON() this module reads (serializationVersion 2). */
export interface MiniSearchJson {
  documentCount: number;
  nextId: number;
  documentIds: Record<string, unknown>;
  fieldIds: Record<string, number>;
  fieldLength: Record<string, number[]>;
  averageFieldLength: number[];
  storedFields: Record<string, unknown>;
  dirtCount: number;
  index: Array<[string, Record<string, Record<string, number>>]>;
  serializationVersion: number;
}

export interface PackedIndex {
  /** documentCount, nextId, dirtCount of the MiniSearch instance. */
  n: number;
  next: number;
  dirt: number;
  fieldIds: Record<string, number>;
  avg: number[];
  /** Field lengths of every document, flattened: fields × documents. */
  fl: number[];
  /** Sorted terms, front-coded: a character (48 + length of the prefix shared with the previous term), then the rest. */
  terms: string[];
  /**
   * Postings per term: for each field, [fieldId, count, …entries]; an entry is the gap to the previous
   * document id, negated and followed by the term frequency when that frequency is not 1.
   */
  post: number[][];
}

const MAX_SHARED = 40;

/** Pack MiniSearch.toJSON() (document ids must be 0…n-1 in insertion order, as the index build adds them). */
export function packIndex(json: MiniSearchJson): PackedIndex {
  if (json.serializationVersion !== 2) throw new Error(`MiniSearch serialization version ${json.serializationVersion} is not supported`);
  const nFields = Object.keys(json.fieldIds).length;
  const fl: number[] = [];
  for (let i = 0; i < json.documentCount; i++) {
    if (json.documentIds[i] !== i) throw new Error(`packIndex: document ${i} has id ${String(json.documentIds[i])}; ids must be 0…n-1`);
    const lens = json.fieldLength[i];
    for (let f = 0; f < nFields; f++) fl.push(lens[f] ?? 0);
  }
  const entries = [...json.index].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  let previous = "";
  const terms = entries.map(([term]) => {
    let k = 0;
    while (k < MAX_SHARED && k < term.length && k < previous.length && term[k] === previous[k]) k++;
    previous = term;
    return String.fromCharCode(48 + k) + term.slice(k);
  });
  const post = entries.map(([, fields]) => {
    const out: number[] = [];
    for (const [fieldId, docs] of Object.entries(fields)) {
      const ids = Object.keys(docs).map(Number).sort((a, b) => a - b);
      out.push(Number(fieldId), ids.length);
      let last = -1;
      for (const id of ids) {
        const tf = docs[id];
        if (tf === 1) out.push(id - last);
        else out.push(-(id - last), tf);
        last = id;
      }
    }
    return out;
  });
  return { n: json.documentCount, next: json.nextId, dirt: json.dirtCount, fieldIds: json.fieldIds, avg: json.averageFieldLength, fl, terms, post };
}

/** The MiniSearch internals that MiniSearch.loadJS fills (minisearch 7.x). */
interface MiniSearchInternals {
  _documentIds: Map<number, unknown>;
  _idToShortId: Map<unknown, number>;
  _fieldLength: Map<number, number[]>;
  _storedFields: Map<number, unknown>;
  _index: { set(term: string, data: Map<number, Map<number, number>>): unknown };
}

/**
 * A term's postings (field id → document id → term frequency), decoded from the packed numbers the
 * first time a search reads them: loading creates no per-posting objects at all, and a query decodes
 * only the terms it touches. A full Map to MiniSearch.
 */
class PackedPostings extends Map<number, Map<number, number>> {
  private packed: number[] | null;

  constructor(packed: number[]) {
    super();
    this.packed = packed;
  }

  private decode(): void {
    const a = this.packed;
    if (!a) return;
    this.packed = null;
    for (let j = 0; j < a.length; ) {
      const fieldId = a[j++];
      const count = a[j++];
      const docs = new Map<number, number>();
      let id = -1;
      for (let q = 0; q < count; q++) {
        const v = a[j++];
        if (v > 0) {
          id += v;
          docs.set(id, 1);
        } else {
          id -= v;
          docs.set(id, a[j++]);
        }
      }
      super.set(fieldId, docs);
    }
  }

  override get(key: number) {
    this.decode();
    return super.get(key);
  }
  override has(key: number) {
    this.decode();
    return super.has(key);
  }
  override set(key: number, value: Map<number, number>) {
    this.decode();
    return super.set(key, value);
  }
  override delete(key: number) {
    this.decode();
    return super.delete(key);
  }
  override get size() {
    this.decode();
    return super.size;
  }
  override forEach(fn: (value: Map<number, number>, key: number, map: Map<number, Map<number, number>>) => void, thisArg?: unknown) {
    this.decode();
    super.forEach(fn, thisArg);
  }
  override entries() {
    this.decode();
    return super.entries();
  }
  override keys() {
    this.decode();
    return super.keys();
  }
  override values() {
    this.decode();
    return super.values();
  }
  override [Symbol.iterator]() {
    return this.entries();
  }
}

export interface LoadedIndex<T> {
  mini: MiniSearch<T>;
  /** Every term, sorted (for bounded prefix expansion). */
  terms: string[];
  /** Number of postings of each term (all fields). */
  df: Uint32Array;
}

/** Load a packed index: what MiniSearch.loadJS does, without the string keys in between. */
export function loadPacked<T>(packed: PackedIndex, options: Options<T>): LoadedIndex<T> {
  const factory = MiniSearch as unknown as { instantiateMiniSearch(js: unknown, options: Options<T>): MiniSearch<T> };
  const mini = factory.instantiateMiniSearch(
    { documentCount: packed.n, nextId: packed.next, fieldIds: packed.fieldIds, averageFieldLength: packed.avg, dirtCount: packed.dirt, serializationVersion: 2 },
    options,
  );
  const m = mini as unknown as MiniSearchInternals;
  m._documentIds = new Map();
  m._idToShortId = new Map();
  m._fieldLength = new Map();
  m._storedFields = new Map();
  const nFields = Object.keys(packed.fieldIds).length;
  for (let i = 0; i < packed.n; i++) {
    m._documentIds.set(i, i);
    m._idToShortId.set(i, i);
    m._fieldLength.set(i, packed.fl.slice(i * nFields, (i + 1) * nFields));
  }
  let term = "";
  const terms: string[] = new Array(packed.terms.length);
  const df = new Uint32Array(packed.terms.length);
  for (let t = 0; t < packed.terms.length; t++) {
    const coded = packed.terms[t];
    term = term.slice(0, coded.charCodeAt(0) - 48) + coded.slice(1);
    terms[t] = term;
    // Document frequency without decoding: the count after each field id.
    const a = packed.post[t];
    for (let j = 0; j < a.length; ) {
      const count = a[j + 1];
      df[t] += count;
      j += 2;
      for (let q = 0; q < count; q++) j += a[j] > 0 ? 1 : 2;
    }
    m._index.set(term, new PackedPostings(a));
  }
  return { mini, terms, df };
}
