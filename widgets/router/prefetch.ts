// Prefetch the modules of internal pages whose links scroll into view (or are hovered or pressed: a
// link in a menu opened later was never "in view"), so the click finds them in the cache. The caller
// skips all of this on 2g or data-saver connections.

export type ResolveModule = (url: URL) => Promise<string | null>;
/** The page URL a link leads to when the router would handle it, else null. */
export type RoutableUrl = (a: HTMLAnchorElement) => URL | null;

const supportsLinkPrefetch = (): boolean => {
  const link = document.createElement("link");
  return !!link.relList?.supports?.("prefetch");
};

export class Prefetcher {
  private readonly seen = new WeakSet<Element>();
  private readonly fetched = new Set<string>();
  private readonly observer: IntersectionObserver;
  private readonly useLink = supportsLinkPrefetch();

  constructor(
    private readonly resolve: ResolveModule,
    private readonly routable: RoutableUrl,
  ) {
    this.observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const a = entry.target as HTMLAnchorElement;
        // Links in closed menus (visibility: hidden) intersect too: wait until they are really shown.
        if (a.checkVisibility && !a.checkVisibility({ visibilityProperty: true })) continue;
        this.observer.unobserve(a);
        void this.prefetch(a);
      }
    });
  }

  /** Watch the links under root that the router would handle (each link once). */
  observe(root: ParentNode): void {
    for (const a of root.querySelectorAll<HTMLAnchorElement>("a[href]")) {
      if (this.seen.has(a)) continue;
      this.seen.add(a);
      if (this.routable(a)) this.observer.observe(a);
    }
  }

  /** Prefetch a link's page now (hover or press on it), whether or not it was ever in view. */
  prefetchNow(a: HTMLAnchorElement): void {
    this.observer.unobserve(a);
    void this.prefetch(a);
  }

  private async prefetch(a: HTMLAnchorElement): Promise<void> {
    const url = this.routable(a);
    if (!url) return;
    const href = await this.resolve(url).catch(() => null);
    if (!href || this.fetched.has(href)) return;
    this.fetched.add(href);
    if (this.useLink) {
      const link = document.createElement("link");
      link.rel = "prefetch";
      link.href = href;
      document.head.append(link);
    } else {
      fetch(href, { credentials: "include" }).catch(() => this.fetched.delete(href));
    }
  }
}
