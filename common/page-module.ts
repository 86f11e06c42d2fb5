// The shape of the content modules the build writes (site/page-modules.ts) and the router imports: the
// contract between the two sides.
import type { HeadTag } from "./head";

/** The page's data as VitePress exposes it (`useData().page`), announced on every navigation. */
export interface PageData {
  relativePath: string;
  title: string;
  description: string;
  headers: Array<{ level: number; title: string; link: string }>;
  frontmatter: Record<string, unknown>;
  /** The page's outline levels ([min, max], null for none), as the build's schema normalised its front matter and the site config. */
  outline?: [number, number] | null;
  lastUpdated?: string;
}

/** The layouts front matter may name. */
export const LAYOUTS = ["doc", "home", "page"] as const;
/** A page's layout: one front matter names, or the theme's own (a page with its own chrome, the not-found screen). */
export type LayoutName = (typeof LAYOUTS)[number] | "notfound" | "bare";

/**
 * What the router needs to show a page in place of the current one (the rest of the page is in its `html`);
 * the build's view model of a page is site/page-view.ts.
 */
export interface RouteView {
  layout: LayoutName;
  /** The page's own head tags (common/head.ts): applied whole after a navigation. */
  head: HeadTag[];
  /** The language menu's links, in order: the same page in each locale, or that locale's home. */
  translations: string[];
  /** Versioned docs: the page's version (another version's page is loaded in full), and the version menu's links in order. */
  version?: string;
  versions?: string[];
  /** Active flags of the top-level nav items, in order. */
  nav: boolean[];
  /** The page's <html lang>: a page in another locale has another top bar, so it is loaded in full. */
  lang?: string;
}

/** A page module: `export const pageData, view, html`. */
export interface PageModule {
  pageData: PageData;
  view: RouteView;
  /**
   * The page's layout region (the body's `.wd-layout` element: sidebar, main, aside) as pre-rendered,
   * except that `<web-docs-sidebar>` is empty: the router keeps the current sidebar while its `src` is the
   * same, else takes the sidebar from the page's own HTML (widgets/router/sidebar.ts).
   */
  html: string;
}

export function isPageModule(m: unknown): m is PageModule {
  const x = m as Partial<PageModule> | null;
  return !!x && typeof x.html === "string" && !!x.view && typeof x.view.layout === "string" && !!x.pageData;
}
