// The widget's handle on search: one per index URL, shared by every element on the page. Searches run
// in a worker, and the result rows' data loads in a second one, when workers can start (loading a large
// index and searching it then never blocks typing); otherwise — no Worker, a cross-origin script refused,
// a worker that fails — in the page.
import type { RootData } from "../../common/search/engine";
import type { RowRecord, SearchBackend, SearchResults } from "./backend";
import type { WorkerReply, WorkerRequest } from "./protocol";
import { workerUrl } from "./worker-url";

export interface SearchClient {
  /** Fetch and load the index (once); resolves when searches can be answered. */
  load(): Promise<void>;
  /** null when a newer search overtook this one. */
  search(query: string, limit: number): Promise<SearchResults | null>;
  /**
   * The results at once when this thread holds every shard the query needs, else null: a keystroke then
   * shows its results in its own frame (an answer from a worker arrives only after the next frame).
   */
  searchNow(query: string, limit: number): SearchResults | null;
  /** Records of results whose rows came into view (the first screenful comes with the results). */
  records(ids: number[]): Promise<Array<[number, RowRecord]>>;
  previews(ids: number[]): Promise<Array<[number, string]>>;
}

type Request = { type: "search"; query: string; limit: number } | { type: "records"; ids: number[] } | { type: "previews"; ids: number[] } | { type: "load"; url: string; root?: RootData };

class InPageClient implements SearchClient {
  private backend: Promise<SearchBackend>;
  private ready: SearchBackend | undefined;
  private latest = 0;
  /** `root`: the index root, when a worker has loaded it already. */
  constructor(url: string, root?: RootData) {
    this.backend = import("./backend").then(({ SearchBackend }) => (this.ready = new SearchBackend(url, undefined, root)));
  }
  async load() {
    await (await this.backend).load();
  }
  async search(query: string, limit: number) {
    // As in the worker: a query overtaken by a newer one is answered with null.
    const n = ++this.latest;
    return (await this.backend).search(query, limit, () => n !== this.latest);
  }
  searchNow(query: string, limit: number) {
    const now = this.ready?.searchNow(query, limit) ?? null;
    // An answer given now overtakes any still coming.
    if (now) this.latest++;
    return now;
  }
  /** See SearchBackend.preload. */
  async preload(ids: number[], query?: string) {
    await (await this.backend).preload(ids, query);
  }
  async records(ids: number[]) {
    return (await this.backend).records(ids);
  }
  async previews(ids: number[]) {
    return (await this.backend).previews(ids);
  }
}

function startWorker(url: string, name: string): Worker | null {
  if (typeof Worker === "undefined") return null;
  try {
    return new Worker(url, { type: "module", name });
  } catch {
    // A script from another origin (an embedding site) may not start a worker directly; a module
    // worker from a blob URL may import it (with CORS).
    try {
      const blob = new Blob([`import ${JSON.stringify(url)};`], { type: "text/javascript" });
      return new Worker(URL.createObjectURL(blob), { type: "module", name });
    } catch {
      return null;
    }
  }
}

/**
 * Searches in one worker, the rows' records and previews in another: importing and decoding a dozen record
 * shards and a few preview shards per keystroke kept a single worker busy when the next keystroke's query
 * came (measured: the answer to a query needing no import took up to 20 ms instead of 4). The data worker
 * starts once the first answer is in, with the search worker's root: booting both isolates at once, beside
 * the dialog's first render, slowed the cold first result on two cores (each isolate took 40–70 ms of CPU
 * there; median of 20 cold runs at 3000 pages 320 → 305 ms). Until it has loaded, and in a browser that can
 * start only one worker, the search worker does both jobs.
 */
class WorkerClient implements SearchClient {
  private seq = 0;
  private readonly pending = new Map<number, { req: Request; resolve(v: unknown): void; reject(e: Error): void }>();
  private readonly workers = new Set<Worker>();
  private fallback: InPageClient | null = null;
  /** The search worker's root: queries wait for this only. */
  private searchLoading: Promise<RootData | undefined> | null = null;
  private data: Worker | null = null;
  private dataStarted = false;
  /**
   * The page's own copy of the index: it imports what each answered query needed, to answer the next
   * keystrokes at once. "off" once an import failed in the page (a page's CSP may refuse what a worker
   * may import): the worker answers alone then, with no error per keystroke.
   */
  private mirror: InPageClient | "starting" | "off" | null = null;

  constructor(
    private readonly indexUrl: string,
    private readonly searchWorker: Worker,
    private readonly startData: () => Worker | null,
  ) {
    this.adopt(searchWorker);
  }

  private adopt(worker: Worker) {
    this.workers.add(worker);
    worker.onmessage = (e: MessageEvent<WorkerReply>) => {
      const m = e.data;
      const p = this.pending.get(m.seq);
      if (!p) return;
      this.pending.delete(m.seq);
      if (m.type === "error") p.reject(new Error(m.message));
      else if (m.type === "results") p.resolve(m.results);
      else if (m.type === "records") p.resolve(m.records);
      else if (m.type === "previews") p.resolve(m.previews);
      else p.resolve(m.root);
    };
    // A worker could not start or crashed: answer everything in the page from now on.
    worker.onerror = (e) => {
      e.preventDefault();
      this.useFallback();
    };
  }

  private useFallback() {
    if (this.fallback) return;
    for (const w of this.workers) w.terminate();
    const fb = (this.fallback = new InPageClient(this.indexUrl));
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const p of waiting) this.send(p.req, this.searchWorker, fb).then(p.resolve, p.reject);
  }

  private send(req: Request, worker: Worker, fb: InPageClient | null = this.fallback): Promise<unknown> {
    if (fb) {
      if (req.type === "search") return fb.search(req.query, req.limit);
      if (req.type === "records") return fb.records(req.ids);
      if (req.type === "previews") return fb.previews(req.ids);
      return fb.load();
    }
    return new Promise((resolve, reject) => {
      const seq = ++this.seq;
      this.pending.set(seq, { req, resolve, reject });
      worker.postMessage({ ...req, seq } as WorkerRequest);
    });
  }

  load(): Promise<void> {
    this.searchLoading ??= (this.send({ type: "load", url: this.indexUrl }, this.searchWorker) as Promise<RootData | undefined>).catch((e: Error) => {
      this.searchLoading = null;
      throw e;
    });
    return this.searchLoading.then(() => undefined);
  }

  /** Start the data worker with the search worker's root (each module imported once); it takes rows' data once loaded. */
  private startDataWorker(root: RootData | undefined) {
    if (this.dataStarted || this.fallback) return;
    this.dataStarted = true;
    const worker = this.startData();
    if (!worker) return;
    this.adopt(worker);
    this.send({ type: "load", url: this.indexUrl, root }, worker).then(
      () => (this.data = worker),
      () => undefined,
    );
  }

  search(query: string, limit: number) {
    // The query goes at once, behind the load message: the search worker runs it as soon as it has the
    // root, without a round trip through this thread, which is busy drawing the dialog then (a cold query
    // waited ~100 ms here for the worker's "loaded" on a 3000-page site).
    void this.load().catch(() => undefined);
    const answer = this.send({ type: "search", query, limit }, this.searchWorker) as Promise<SearchResults | null>;
    void answer.then((r) => this.follow(query, r)).catch(() => undefined);
    return answer;
  }
  searchNow(query: string, limit: number) {
    if (this.fallback) return this.fallback.searchNow(query, limit);
    const now = this.mirror instanceof InPageClient ? this.mirror.searchNow(query, limit) : null;
    // Its shards are in the page by now; its first screen's records may not be.
    if (now) this.preload(now);
    return now;
  }

  /** After an answer: the data worker starts (the first time), and the page's copy imports what the query needed. */
  private async follow(query: string, r: SearchResults | null) {
    const root = await this.searchLoading;
    this.startDataWorker(root ?? undefined);
    if (!r || !root || this.fallback) return;
    if (this.mirror !== null) return this.preload(r, query);
    this.mirror = "starting";
    // Made when the page is idle: not beside the first result's rendering, on the cold path.
    const start = () => {
      this.mirror = new InPageClient(this.indexUrl, root);
      this.preload(r, query);
    };
    if (typeof requestIdleCallback === "function") requestIdleCallback(start, { timeout: 300 });
    else setTimeout(start, 50);
  }

  /** The page's copy imports the records of `r`'s first screen and, given its query, what the query needs. */
  private preload(r: SearchResults, query?: string) {
    if (!(this.mirror instanceof InPageClient) || this.fallback) return;
    this.mirror.preload(r.items.map((i) => i.id), query).catch(() => (this.mirror = "off"));
  }
  private rowsData(req: Request) {
    return this.load().then(() => this.send(req, this.data ?? this.searchWorker));
  }
  records(ids: number[]) {
    return this.rowsData({ type: "records", ids }) as Promise<Array<[number, RowRecord]>>;
  }
  previews(ids: number[]) {
    return this.rowsData({ type: "previews", ids }) as Promise<Array<[number, string]>>;
  }
}

/** Starts nothing until first used: a page that never searches loads neither worker nor engine. */
class LazyClient implements SearchClient {
  private client: SearchClient | null = null;
  constructor(
    private readonly indexUrl: string,
    private readonly inPage: boolean,
  ) {}
  private get(): SearchClient {
    if (!this.client) {
      const url = this.inPage ? null : workerUrl;
      const search = url ? startWorker(url, "web-docs-search") : null;
      this.client = url && search ? new WorkerClient(this.indexUrl, search, () => startWorker(url, "web-docs-search-data")) : new InPageClient(this.indexUrl);
    }
    return this.client;
  }
  load() {
    return this.get().load();
  }
  search(query: string, limit: number) {
    return this.get().search(query, limit);
  }
  searchNow(query: string, limit: number) {
    return this.client?.searchNow(query, limit) ?? null;
  }
  records(ids: number[]) {
    return this.get().records(ids);
  }
  previews(ids: number[]) {
    return this.get().previews(ids);
  }
}

const clients = new Map<string, SearchClient>();

/** The client for an index (absolute URL); `inPage` forces searching in the page. */
export function searchClient(indexUrl: string, inPage = false): SearchClient {
  const key = `${inPage ? "page" : "auto"} ${indexUrl}`;
  let client = clients.get(key);
  if (!client) {
    client = new LazyClient(indexUrl, inPage);
    clients.set(key, client);
  }
  return client;
}

/**
 * The client of a search element's `index-url` (resolved against the document) and `engine` attribute;
 * null without an index. The element calls it when the reader first shows intent, so the worker and the
 * root start loading beside the dialog's code; the dialog gets the same client.
 */
export function clientFor(indexUrl: string | undefined, engine: string | undefined): SearchClient | null {
  return indexUrl ? searchClient(new URL(indexUrl, document.baseURI).href, engine === "page") : null;
}
