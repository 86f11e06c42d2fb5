// Loading page modules: hashmap.json once, then the page's content-hashed module on demand.

import { HASHMAP_FILE, type HashMap, lookupPage, REDIRECTS_FILE } from "../../common/page-map";
import { decodePath } from "../../common/urls";
import { isPageModule, type PageModule } from "../../common/page-module";

/** The page is not in the hash map. */
class PageNotFoundError extends Error {
  constructor(pathname: string) {
    super(`Page not found: ${pathname}`);
    this.name = "PageNotFoundError";
  }
}

/** A failed fetch or module download (as opposed to a bug), or a page missing from the map. */
export function isFetchFailure(e: unknown): boolean {
  if (e instanceof PageNotFoundError) return true;
  return e instanceof TypeError && /fetch|import|module script|load failed|networkerror/i.test(e.message);
}

export type Importer = (url: string) => Promise<unknown>;

const nativeImport: Importer = (url) => import(/* @vite-ignore */ url);

export class PageLoader {
  private map: Promise<HashMap> | null = null;
  private redirects: Promise<Record<string, string>> | null = null;

  constructor(
    private readonly base: string,
    private readonly importer: Importer = nativeImport,
  ) {}

  /** The page → hash map, fetched once (the browser may serve it from its cache). */
  loadMap(): Promise<HashMap> {
    if (!this.map) {
      const pending = this.fetchMap("default");
      pending.catch(() => {
        if (this.map === pending) this.map = null;
      });
      this.map = pending;
    }
    return this.map;
  }

  /** After a failed load: fetch hashmap.json again, past any cache, and use it from now on. */
  refreshMap(): Promise<HashMap> {
    const pending = this.fetchMap("no-cache");
    this.map = pending;
    return pending;
  }

  private async fetchMap(cache: RequestCache): Promise<HashMap> {
    const res = await fetch(this.base + HASHMAP_FILE, { cache, credentials: "same-origin" });
    if (!res.ok) throw new TypeError(`Failed to fetch ${HASHMAP_FILE} (${res.status})`);
    const map = (await res.json()) as unknown;
    if (!map || typeof map !== "object" || Array.isArray(map)) throw new Error(`${HASHMAP_FILE} is not an object`);
    return map as HashMap;
  }

  /**
   * Where an old URL now lives (redirects.json, fetched once when first needed), or null. A site without
   * redirects, or a failed fetch, simply has none: the not-found screen shows as before.
   */
  async redirectTarget(pathname: string): Promise<string | null> {
    this.redirects ??= fetch(this.base + REDIRECTS_FILE, { credentials: "same-origin" })
      .then((res) => (res.ok ? res.json() : {}))
      .then((map: unknown) => (map && typeof map === "object" && !Array.isArray(map) ? (map as Record<string, string>) : {}))
      .catch(() => ({}));
    const map = await this.redirects;
    const target = map[decodePath(pathname)];
    return typeof target === "string" && Object.hasOwn(map, decodePath(pathname)) ? target : null;
  }

  /** The module URL of a page, or null when the map has no such page. */
  async moduleUrl(pathname: string): Promise<string | null> {
    return lookupPage(await this.loadMap(), pathname, this.base)?.module ?? null;
  }

  async loadPage(pathname: string): Promise<PageModule> {
    const hit = lookupPage(await this.loadMap(), pathname, this.base);
    if (!hit) throw new PageNotFoundError(pathname);
    const mod = await this.importer(hit.module);
    if (!isPageModule(mod)) throw new Error(`${hit.module} is not a Web Docs page module`);
    return mod;
  }
}
