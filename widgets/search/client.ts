// The widget's handle on search: one per index URL, shared by every element on the page. Searches run
// in a worker, and the result rows' data loads in a second one, when workers can start (loading a large
// index and searching it then never blocks typing); otherwise — no Worker, a cross-origin script refused,
// a worker that fails — in the page. One class: every request goes through `ask`, to a worker or to a
// backend in the page (both answer the same requests: protocol.ts).
import type { RootData } from "../../common/search/engine";
import type { SearchBackend } from "./backend";
import type { Answers, RowRecord, SearchRequest, SearchResults, WorkerReply, WorkerRequest } from "./protocol";
import { workerUrl } from "./worker-url";

/** A backend in this page; `ready` once its code has loaded (searchNow answers only then). */
interface PageBackend {
  backend: Promise<SearchBackend>;
  ready?: SearchBackend;
}

/** `root`: the index root, when a worker has loaded it already. */
function pageBackend(url: string, root?: RootData): PageBackend {
  const page: PageBackend = { backend: import("./backend").then(({ SearchBackend }) => (page.ready = new SearchBackend(url, undefined, root))) };
  return page;
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

type Pending = { req: SearchRequest; resolve(v: unknown): void; reject(e: Error): void };

/**
 * Starts nothing until first used: a page that never searches loads neither worker nor engine.
 *
 * Searches in one worker, the rows' records and previews in another: importing and decoding a dozen record
 * shards and a few preview shards per keystroke kept a single worker busy when the next keystroke's query
 * came (measured: the answer to a query needing no import took up to 20 ms instead of 4). The data worker
 * starts once the first answer is in, with the search worker's root: booting both isolates at once, beside
 * the dialog's first render, slowed the cold first result on two cores (each isolate took 40–70 ms of CPU
 * there; median of 20 cold runs at 3000 pages 320 → 305 ms). Until it has loaded, and in a browser that can
 * start only one worker, the search worker does both jobs.
 */
export class SearchClient {
  #started = false;
  #searchWorker: Worker | null = null;
  #data: Worker | null = null;
  #dataStarted = false;
  readonly #workers = new Set<Worker>();
  #seq = 0;
  readonly #pending = new Map<number, Pending>();
  /** Answers everything once set: no worker could start, or one failed. */
  #page: PageBackend | null = null;
  /** The latest search asked of `page`: an older one still running is answered with null, as in the worker. */
  #latest = 0;
  /** The search worker's root: queries wait for this only. */
  #searchLoading: Promise<RootData | undefined> | null = null;
  /**
   * Beside the workers, the page's own copy of the index: it imports what each answered query needed, to
   * answer the next keystrokes at once. "off" once an import failed in the page (a page's CSP may refuse
   * what a worker may import): the worker answers alone then, with no error per keystroke.
   */
  #mirror: PageBackend | "starting" | "off" | null = null;

  readonly #indexUrl: string;
  readonly #inPage: boolean;

  /** `inPage`: search in the page, never in a worker. */
  constructor(indexUrl: string, inPage = false) {
    this.#indexUrl = indexUrl;
    this.#inPage = inPage;
  }

  /** Fetch and load the index (once); resolves when searches can be answered. */
  load(): Promise<void> {
    this.#searchLoading ??= this.#ask({ type: "load", url: this.#indexUrl }).catch((e: Error) => {
      this.#searchLoading = null;
      throw e;
    });
    return this.#searchLoading.then(() => undefined);
  }

  /** null when a newer search overtook this one. */
  search(query: string, limit: number): Promise<SearchResults | null> {
    // The query goes at once, behind the load message: the search worker runs it as soon as it has the
    // root, without a round trip through this thread, which is busy drawing the dialog then (a cold query
    // waited ~100 ms here for the worker's "loaded" on a 3000-page site).
    void this.load().catch(() => undefined);
    const answer = this.#ask({ type: "search", query, limit });
    void answer.then((r) => this.#follow(query, r)).catch(() => undefined);
    return answer;
  }

  /**
   * The results at once when this thread holds every shard the query needs, else null: a keystroke then
   * shows its results in its own frame (an answer from a worker arrives only after the next frame).
   */
  searchNow(query: string, limit: number): SearchResults | null {
    const page = this.#page ?? (typeof this.#mirror === "object" ? this.#mirror : null);
    const now = page?.ready?.searchNow(query, limit) ?? null;
    // Answered by the page: this overtakes any search still coming. Answered by the copy: its shards are in
    // the page by now; its first screen's records may not be.
    if (now && page === this.#page) this.#latest++;
    else if (now) this.#preload(now);
    return now;
  }

  /** Records of results whose rows came into view (the first screenful comes with the results). */
  records(ids: number[]): Promise<Array<[number, RowRecord]>> {
    return this.#rowsData({ type: "records", ids });
  }
  previews(ids: number[]): Promise<Array<[number, string]>> {
    return this.#rowsData({ type: "previews", ids });
  }

  #rowsData<R extends SearchRequest>(req: R): Promise<Answers[R["type"]]> {
    return this.load().then(() => this.#ask(req, this.#data ?? this.#searchWorker));
  }

  /** Send a request to `worker` (the search worker by default), or answer it in the page when workers are out. */
  #ask<R extends SearchRequest>(req: R, worker = this.#start()): Promise<Answers[R["type"]]> {
    if (this.#page || !worker) return this.#askPage(req, (this.#page ??= pageBackend(this.#indexUrl)));
    return new Promise((resolve, reject) => {
      const seq = ++this.#seq;
      this.#pending.set(seq, { req, resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...req, seq } as WorkerRequest);
    });
  }

  async #askPage<R extends SearchRequest>(req: R, page: PageBackend): Promise<Answers[R["type"]]> {
    const n = req.type === "search" ? ++this.#latest : 0;
    return (await page.backend).answer(req, () => n !== this.#latest);
  }

  /** The search worker, started on first use; null when search runs in the page. */
  #start(): Worker | null {
    if (!this.#started) {
      this.#started = true;
      this.#searchWorker = this.#inPage || !workerUrl ? null : startWorker(workerUrl, "web-docs-search");
      if (this.#searchWorker) this.#adopt(this.#searchWorker);
    }
    return this.#searchWorker;
  }

  #adopt(worker: Worker) {
    this.#workers.add(worker);
    worker.onmessage = (e: MessageEvent<WorkerReply>) => {
      const m = e.data;
      const p = this.#pending.get(m.seq);
      if (!p) return;
      this.#pending.delete(m.seq);
      if (m.type === "error") p.reject(new Error(m.message));
      else p.resolve(m.answer);
    };
    // A worker could not start or crashed: answer everything in the page from now on.
    worker.onerror = (e) => {
      e.preventDefault();
      this.#useFallback();
    };
  }

  #useFallback() {
    if (this.#page) return;
    for (const w of this.#workers) w.terminate();
    const page = (this.#page = pageBackend(this.#indexUrl));
    const waiting = [...this.#pending.values()];
    this.#pending.clear();
    for (const p of waiting) this.#askPage(p.req, page).then(p.resolve, p.reject);
  }

  /** Start the data worker with the search worker's root (each module imported once); it takes rows' data once loaded. */
  #startDataWorker(root: RootData | undefined) {
    if (this.#dataStarted || this.#page || !workerUrl) return;
    this.#dataStarted = true;
    const worker = startWorker(workerUrl, "web-docs-search-data");
    if (!worker) return;
    this.#adopt(worker);
    this.#ask({ type: "load", url: this.#indexUrl, root }, worker).then(
      () => (this.#data = worker),
      () => undefined,
    );
  }

  /** After an answer: the data worker starts (the first time), and the page's copy imports what the query needed. */
  async #follow(query: string, r: SearchResults | null) {
    const root = await this.#searchLoading;
    this.#startDataWorker(root ?? undefined);
    if (!r || !root || this.#page) return;
    if (this.#mirror !== null) return this.#preload(r, query);
    this.#mirror = "starting";
    // Made when the page is idle: not beside the first result's rendering, on the cold path.
    const start = () => {
      this.#mirror = pageBackend(this.#indexUrl, root);
      this.#preload(r, query);
    };
    if (typeof requestIdleCallback === "function") requestIdleCallback(start, { timeout: 300 });
    else setTimeout(start, 50);
  }

  /** The page's copy imports the records of `r`'s first screen and, given its query, what the query needs. */
  #preload(r: SearchResults, query?: string) {
    const mirror = this.#mirror;
    if (typeof mirror !== "object" || !mirror || this.#page) return;
    mirror.backend
      .then((b) =>
        b.preload(
          r.items.map((i) => i.id),
          query,
        ),
      )
      .catch(() => (this.#mirror = "off"));
  }
}

const clients = new Map<string, SearchClient>();

/** The client for an index (absolute URL); `inPage` forces searching in the page. */
/** A search's public face: a SearchClient, or one over several of them (versions.ts). */
export type Searcher = Pick<SearchClient, "load" | "search" | "searchNow" | "records" | "previews">;

function searchClient(indexUrl: string, inPage = false): SearchClient {
  const key = `${inPage ? "page" : "auto"} ${indexUrl}`;
  let client = clients.get(key);
  if (!client) {
    client = new SearchClient(indexUrl, inPage);
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
