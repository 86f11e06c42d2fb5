// The client router: same-origin page links load the page's content module and swap it in place,
// with history, scroll restoration, focus, prefetch and the hashmap.json retry of the spec (§2, §8).

import { announce } from "../services/announcer";
import { announceNavigated, type PageData } from "../services/events";
import { classifyClick, classifyUrl, prefetchAllowed } from "./classify";
import { pageKeyCandidates } from "../../common/page-map";
import { isFetchFailure, PageLoader } from "./loader";
import { Prefetcher } from "./prefetch";
import { showProgress } from "./progress";
import { hashTarget, scrollToHash, scrollToY } from "./scroll";
import { completeSidebar } from "./sidebar";
import { canSwap, FullLoadRequired, swapPage } from "./swap";
import type { PageModule } from "../../common/page-module";
import { FALLBACK_NOT_FOUND } from "./not-found";

interface EntryState {
  /** Identifies the history entry, for its saved scroll position. */
  wdKey?: string;
  /** Scroll position saved when the entry was left (survives reloads). */
  wdScroll?: number;
}

type Connection = { saveData?: boolean; effectiveType?: string };

const whenIdle = (run: () => void) => ("requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200));
const newKey = () => Math.random().toString(36).slice(2, 10);
const entryState = (): EntryState => (history.state && typeof history.state === "object" ? (history.state as EntryState) : {});
const sameDocument = (a: URL, b: URL) => a.pathname === b.pathname && a.search === b.search;

/** The link an event happened on (through shadow roots). */
const anchorIn = (e: Event): HTMLAnchorElement | undefined =>
  e.composedPath().find((n): n is HTMLAnchorElement => n instanceof HTMLAnchorElement && n.hasAttribute("href"));

export class Router {
  readonly loader: PageLoader;
  private token = 0;
  private entryKey = "";
  private shown: URL = new URL(location.href);
  private readonly positions = new Map<string, number>();
  private stopProgress: (() => void) | null = null;
  private prefetcher: Prefetcher | null = null;
  private hoverTimer = 0;

  constructor(readonly base: string) {
    this.loader = new PageLoader(base);
  }

  start(): void {
    history.scrollRestoration = "manual";
    const state = entryState();
    this.entryKey = state.wdKey ?? newKey();
    history.replaceState({ ...state, wdKey: this.entryKey }, "");
    this.shown = new URL(location.href);

    document.addEventListener("click", this.onClick);
    document.addEventListener("pointerover", this.onPointerOver, { passive: true });
    document.addEventListener("pointerout", this.onPointerOut, { passive: true });
    document.addEventListener("pointerdown", this.onPointerDown, { passive: true });
    window.addEventListener("popstate", this.onPopState);
    window.addEventListener("scroll", this.onScroll, { passive: true });
    window.addEventListener("pagehide", this.saveScroll);

    // A reload comes back to where the reader was; a link with a hash lands below the top bar.
    if (typeof state.wdScroll === "number") scrollToY(state.wdScroll);
    else if (location.hash) scrollToHash(location.hash);

    document.documentElement.dataset.router = "ready";

    // The map and prefetching wait until the page has settled; a click before that loads the map itself.
    whenIdle(() => {
      this.loader.loadMap().catch(() => {
        // Retried by the first navigation.
      });
      const connection = (navigator as Navigator & { connection?: Connection }).connection;
      if (prefetchAllowed(connection) && "IntersectionObserver" in window) {
        this.prefetcher = new Prefetcher(
          (url) => this.loader.moduleUrl(url.pathname),
          (a) => this.prefetchable(a),
        );
        this.prefetcher.observe(document);
      }
    });
  }

  private prefetchable(a: HTMLAnchorElement): URL | null {
    if (a.hasAttribute("download") || (a.getAttribute("target") ?? "_self") !== "_self") return null;
    if (classifyUrl(a.href, location.href, this.base) !== "route") return null;
    const url = new URL(a.href);
    return sameDocument(url, this.shown) ? null : url;
  }

  /**
   * Hover intent (a mouse resting on a link for 65 ms) and a press both prefetch the link's page: a real
   * click lands ~100 ms after the press, time the module download no longer adds to the navigation.
   */
  private readonly onPointerOver = (e: PointerEvent): void => {
    window.clearTimeout(this.hoverTimer);
    if (e.pointerType !== "mouse") return; // touch: the press comes right before the tap
    const a = anchorIn(e);
    if (a) this.hoverTimer = window.setTimeout(() => this.prefetchLink(a), 65);
  };

  private readonly onPointerOut = (): void => {
    window.clearTimeout(this.hoverTimer);
  };

  private readonly onPointerDown = (e: PointerEvent): void => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = anchorIn(e);
    if (a) this.prefetchLink(a);
  };

  private prefetchLink(a: HTMLAnchorElement): void {
    this.prefetcher?.prefetchNow(a); // it skips links the router would not handle (this.prefetchable)
  }

  private readonly onScroll = (): void => {
    this.positions.set(this.entryKey, window.scrollY);
  };

  private readonly saveScroll = (): void => {
    this.positions.set(this.entryKey, window.scrollY);
    history.replaceState({ ...entryState(), wdKey: this.entryKey, wdScroll: window.scrollY }, "");
  };

  private readonly onClick = (e: MouseEvent): void => {
    const a = e.composedPath().find((n): n is HTMLAnchorElement | HTMLAreaElement => n instanceof HTMLAnchorElement || n instanceof HTMLAreaElement);
    if (!a?.hasAttribute("href")) return;
    const kind = classifyClick(
      e,
      { href: a.href, target: a.getAttribute("target"), download: a.hasAttribute("download"), rel: a.getAttribute("rel") },
      location.href,
      this.base,
    );
    if (kind === "native") return;
    e.preventDefault();
    const url = new URL(a.href);
    if (kind === "same-page") this.scrollInPage(url);
    else void this.navigate(url, { push: true });
  };

  /** A link to the current page: only the hash changes (a new history entry) and the page scrolls. */
  private scrollInPage(url: URL): void {
    this.cancelPending();
    if (url.href !== location.href) {
      this.saveScroll();
      this.entryKey = newKey();
      history.pushState({ wdKey: this.entryKey }, "", url.href);
      this.shown = url;
    }
    if (!scrollToHash(url.hash)) scrollToY(0);
    const target = hashTarget(url.hash);
    if (target?.hasAttribute("tabindex")) target.focus({ preventScroll: true });
  }

  private readonly onPopState = (e: PopStateEvent): void => {
    // The position being left belongs to the entry shown until now.
    this.positions.set(this.entryKey, window.scrollY);
    const state = (e.state && typeof e.state === "object" ? e.state : {}) as EntryState;
    let key = state.wdKey;
    if (!key) {
      key = newKey();
      history.replaceState({ ...state, wdKey: key }, "");
    }
    const saved = this.positions.get(key) ?? state.wdScroll;
    const url = new URL(location.href);
    if (sameDocument(url, this.shown)) {
      this.cancelPending();
      this.entryKey = key;
      this.shown = url;
      if (saved !== undefined) scrollToY(saved);
      else if (!scrollToHash(url.hash)) scrollToY(0);
      return;
    }
    void this.navigate(url, { push: false, key, scroll: saved });
  };

  private cancelPending(): void {
    this.token++;
    this.stopProgress?.();
    this.stopProgress = null;
  }

  /** Show another page of the site in place. The latest navigation wins; older ones are dropped. */
  async navigate(url: URL, opts: { push: boolean; key?: string; scroll?: number }): Promise<void> {
    this.cancelPending();
    const token = this.token;
    const stop = showProgress();
    this.stopProgress = stop;
    try {
      let mod = await this.load(url, token);
      // An old URL (config redirects, front matter aliases) shows its new page, at the new address.
      const moved = mod || token !== this.token ? null : await this.loader.redirectTarget(url.pathname);
      if (moved && token === this.token) {
        url = new URL(moved + url.search + url.hash, url);
        mod = await this.load(url, token);
      }
      mod ??= await this.loadNotFound(url, token);
      if (token !== this.token || !mod) return;
      mod = await completeSidebar(mod, url);
      if (token !== this.token) return;
      this.commit(url, mod, opts);
    } catch (e) {
      if (token !== this.token) return;
      if (!(e instanceof FullLoadRequired)) console.error(e);
      this.fullLoad(url);
    } finally {
      if (token === this.token) {
        stop();
        this.stopProgress = null;
      }
    }
  }

  /** Load the page; after a failure refresh the map from hashmap.json once and retry once. */
  private async load(url: URL, token: number): Promise<PageModule | null> {
    try {
      return await this.loadOnce(url);
    } catch (e) {
      this.report(e, url);
    }
    if (token !== this.token) return null;
    try {
      await this.loader.refreshMap();
      if (token !== this.token) return null;
      return await this.loadOnce(url);
    } catch (e) {
      this.report(e, url);
      return null;
    }
  }

  private loadOnce(url: URL): Promise<PageModule> {
    return this.loader.loadPage(url.pathname);
  }

  /** The not-found screen: the 404 page's module, else a bare "404 Not Found". */
  private async loadNotFound(url: URL, token: number): Promise<PageModule | null> {
    if (token !== this.token) return null;
    let mod: PageModule;
    try {
      mod = await this.loadOnce(new URL(`${this.base}404.html`, location.href));
    } catch (e) {
      this.report(e, url);
      mod = FALLBACK_NOT_FOUND;
    }
    const key = pageKeyCandidates(url.pathname, this.base)?.[0] ?? "404.html";
    const pageData: PageData = { ...mod.pageData, relativePath: key.replace(/\.html$/, ".md") };
    return { ...mod, pageData };
  }

  /** Errors other than fetch failures and the 404 route are bugs worth a console line. */
  private report(e: unknown, url: URL): void {
    const notFoundRoute = /\/404(\.html)?$/.test(url.pathname);
    if (!isFetchFailure(e) && !notFoundRoute) console.error(e);
  }

  private commit(url: URL, mod: PageModule, opts: { push: boolean; key?: string; scroll?: number }): void {
    if (!canSwap(mod)) throw new FullLoadRequired();
    if (opts.push) {
      this.saveScroll();
      this.entryKey = newKey();
      history.pushState({ wdKey: this.entryKey }, "", url.href);
    } else {
      this.entryKey = opts.key ?? entryState().wdKey ?? newKey();
      // Back/forward to an old URL that redirects: the entry takes the new address.
      if (url.href !== location.href) history.replaceState({ ...entryState(), wdKey: this.entryKey }, "", url.href);
    }
    this.shown = url;
    const main = swapPage(mod, url);

    if (opts.scroll !== undefined) scrollToY(opts.scroll);
    else if (!scrollToHash(url.hash)) scrollToY(0);
    this.positions.set(this.entryKey, window.scrollY);

    // Screen readers: focus lands on the new content (or the linked heading) and the title is announced.
    const target = hashTarget(url.hash);
    (target?.hasAttribute("tabindex") ? target : main)?.focus({ preventScroll: true });
    announce(mod.pageData.title || document.title); // the shared polite live region

    announceNavigated({ url: url.href, pageData: mod.pageData });
    this.prefetcher?.observe(document);
  }

  /** Let the browser load the page (after a popstate, or a failed swap, the address is already there). */
  private fullLoad(url: URL): void {
    if (location.href === url.href) location.reload();
    else location.assign(url.href);
  }
}
