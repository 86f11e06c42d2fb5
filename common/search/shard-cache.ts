// Shards of one kind of a sharded index (engine.ts): each imported once, on demand, decoded once.

/** Imports a shard module (a file named in the root, relative to it) and returns its default export. */
export type LoadShard = (file: string) => Promise<unknown>;

/** Shards of one kind, each imported once; a failed import is forgotten, so the next query retries it. */
export class ShardCache<T> {
  readonly ready = new Map<number, T>();
  private readonly pending = new Map<number, Promise<T>>();
  constructor(
    private readonly files: Array<[unknown, string]>,
    private readonly load: LoadShard,
    private readonly decode: (raw: unknown) => T,
  ) {}
  get(k: number): Promise<T> {
    let p = this.pending.get(k);
    if (!p) {
      p = this.load(this.files[k][1]).then((raw) => {
        const value = this.decode(raw);
        this.ready.set(k, value);
        return value;
      });
      p.catch(() => this.pending.delete(k));
      this.pending.set(k, p);
    }
    return p;
  }
  /** Whether every one of these shards is loaded. */
  has(ks: Iterable<number>): boolean {
    for (const k of ks) if (!this.ready.has(k)) return false;
    return true;
  }
  async all(ks: Iterable<number>): Promise<void> {
    await Promise.all([...new Set(ks)].map((k) => this.get(k)));
  }
}
