import type { HeadTag, NavItem, SidebarItem, SiteConfig } from "./config/types.ts";
import { normalizeHead } from "./config/validate.ts";
import { type Feature, featuresGridClass, featuresView, fromPage, heroView } from "./features.ts";
import { validateFrontmatter } from "./frontmatter.ts";
import { LAYOUTS, type LayoutName } from "../common/page-module.ts";
import { COPYRIGHT_START_YEAR, copyrightYears, selectFooterSet } from "./footer.ts";
import { hasTwin } from "./llms/step.ts";
import { frontmatterDate } from "./last-updated.ts";
import { isExternalLink, linkedPageUrl, routeKey, siteUrl, toPageLink, withBase } from "../common/urls.ts";
import type { OutlineLevels } from "./config/common-schema.ts";
import { buildOutline, extractHeaders, type Header, type OutlineEntry } from "./outline.ts";
import { itemsAbove, type PagerLink, prevNext, resolveSidebar, sameLink } from "./sidebar.ts";
import { type ListWindow, type SidebarView, sidebarView } from "./sidebar-view.ts";
import { autoSidebar, isAutoSidebar } from "./auto-sidebar.ts";
import { verifiedView } from "./verified.ts";
import { localeView } from "./locales.ts";
import { navInVersion, versionView } from "./versions.ts";
import { relabelSince } from "./markdown/since.ts";
import { openInLinks, type OpenInLink } from "./open-in.ts";

export { validateFrontmatter } from "./frontmatter.ts";

interface NavView {
  text: string;
  href?: string;
  active: boolean;
  external: boolean;
  target?: string;
  rel?: string;
  items?: NavView[];
}

export interface PageView extends ReturnType<typeof localeView> {
  layout: LayoutName;
  title: string;
  fullTitle: string;
  description: string;
  url: string;
  /** The page's own <head> tags (front matter `head`), after the site's. */
  head: HeadTag[];
  canonical: string;
  nav: NavView[];
  /** Versioned docs: the page's version, the version menu (links with the base), an old version's banner. */
  version: {
    current: string;
    menu: Array<{ version: string; href: string; same: boolean; current: boolean }>;
    banner: { version: string; latest: string; href: string } | null;
  } | null;
  /** Front matter `since`: the version the page was added in. */
  since: string | null;
  extraMenu: NavView[];
  sidebar: SidebarView[] | null;
  /** The top level's window, when the list is long (site/sidebar-view.ts). */
  sidebarWindow: ListWindow | null;
  sidebarKey: string | null;
  /** URL of the shared, content-hashed JSON of this page's whole sidebar (for the widget). */
  sidebarSrc: string | null;
  headers: Header[];
  /** The heading levels of "On this page" (front matter over the theme config), as the schema normalised them. */
  outlineLevels: OutlineLevels;
  outline: OutlineEntry[];
  showAside: boolean;
  /** Front matter `aside: left`: the outline column stands before the content. */
  asideLeft: boolean;
  prev: PagerLink | null;
  next: PagerLink | null;
  editLink: string | null;
  lastUpdated: string | null;
  /** URL (under the base) of the page's Markdown twin for the "Copy page" control; null when it has none. */
  twin: string | null;
  /** The page actions menu's "Open in …" links (site/open-in.ts): none without a twin or a configured hostname. */
  openIn: OpenInLink[];
  /** `verified` front matter, shown under the title of doc pages ("Checked against React 19.2, November 2026"). */
  verified: ReturnType<typeof verifiedView> | null;
  /** The content split after its h1, so the doc layout can put the verified line under the title. */
  contentHead: string;
  contentBody: string;
  breadcrumbs: Array<{ text: string; href?: string }>;
  /** The site footer; null when the page says `footer: false` or the config has neither message nor copyright. */
  footer: { message?: string; copyrightHtml?: string } | null;
  /** Front matter `navbar: false` leaves out the top bar. */
  navbar: boolean;
  /** Front matter `pageClass`: extra classes on the page's frame. */
  pageClass: string;
  /** The page changes the chrome (navbar, footer, pageClass): framed, and loaded in full by client routing. */
  framed: boolean;
  /** A head tag (site's or page's) names the icon, so the theme adds none. */
  headIcon: boolean;
  hero?: Record<string, unknown>;
  features: Array<Feature & { iconHtml?: string; titleHtml: string; detailsHtml?: string }>;
  featuresClass: string;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Front matter prev/next, with a `{ link }` relative to the page resolved from it. */
function pagerOverride(value: unknown, source: string): never {
  return (isObj(value) && typeof value.link === "string" ? { ...value, link: fromPage(value.link, source) } : value) as never;
}

/** `<link rel="icon">` or `rel="shortcut icon"` (rel is a list of words). */
const isIconTag = (h: HeadTag) => h.tag === "link" && (h.attrs.rel ?? "").toLowerCase().split(/\s+/).includes("icon");

function layoutOf(fm: Record<string, unknown>): LayoutName {
  if (fm.layout === false) return "bare";
  if (fm.layout === undefined) return "doc";
  // A custom theme's own layout name: the page layout, with the navbar; the component registered under
  // that name takes the content's place (site/vue/site.ts), as in VitePress.
  return (LAYOUTS as readonly unknown[]).includes(fm.layout) ? (fm.layout as LayoutName) : "page";
}

function navView(items: NavItem[], pageUrl: string, base: string): NavView[] {
  const key = routeKey(pageUrl);
  return items.map((item) => {
    const children = item.items ? navView(item.items, pageUrl, base) : undefined;
    const link = item.link ? toPageLink(item.link) : undefined;
    const external = !!link && isExternalLink(link);
    const active = item.activeMatch
      ? new RegExp(item.activeMatch).test(key)
      : (link ? !external && sameLink(link, pageUrl) : false) || !!children?.some((c) => c.active);
    // External links open in a new tab unless the item says otherwise.
    const target = item.target ?? (external ? "_blank" : undefined);
    const rel = item.rel ?? (external ? "noopener" : undefined);
    return { text: item.text, href: link ? withBase(base, link) : undefined, active, external, target, rel, items: children };
  });
}

function sidebarOf(items: SidebarItem[] | undefined, url: string, base: string): { sidebar: SidebarView[] | null; sidebarWindow: ListWindow | null } {
  if (!items) return { sidebar: null, sidebarWindow: null };
  const view = sidebarView(items, url, base);
  return { sidebar: view.items, sidebarWindow: view.window ?? null };
}

function breadcrumbTrail(items: SidebarItem[], pageUrl: string, base: string): Array<{ text: string; href?: string }> {
  return itemsAbove(items, pageUrl).map((item) => ({ text: item.text, href: item.link ? withBase(base, item.link) : undefined }));
}

export interface PageInput {
  /** Site-relative URL of the page ("/a/b.html"). */
  url: string;
  /** The page's source path ("a/b.md"): its file relative to the content folder, or where `rewrites` puts it. */
  source: string;
  /** The file relative to the content folder, when `rewrites` moved the page (the edit link names the file). */
  sourceFile?: string;
  /** A dynamic route's page: its template, relative to the content folder (the file the edit link opens). */
  templateFile?: string;
  /** Path shown in errors. */
  file: string;
  frontmatter: Record<string, unknown>;
  title: string;
  content: string;
  /** The page's h2–h6 as its render's tokens hold them (site/page-record.ts); absent: read from `content`. */
  headers?: Header[];
  lastUpdated?: Date;
  /** The theme's own not-found screen (used when the content has no 404 page). */
  notFound?: boolean;
  /** The site's Markdown sources: which translations of the page exist (hreflang, the language menu). */
  sources?: ReadonlySet<string>;
}

/** Everything the layouts render for one page, computed once, in one place. */
export function pageView(
  siteConfig: SiteConfig,
  sidebars: Record<string, SidebarItem[]>,
  input: PageInput,
  sidebarFiles: Record<string, string> = {},
): PageView {
  const fm = validateFrontmatter(input.frontmatter, input.file);
  // The page's locale decides the settings and labels everything below reads (site/locales.ts).
  const locale = localeView(siteConfig, input.url, input.sources, input.notFound);
  const config = locale.site;
  const { base, themeConfig: theme } = config;
  const layout = input.notFound ? "notfound" : layoutOf(fm);
  const twin = layout === "doc" && hasTwin({ ...input, file: input.sourceFile ?? input.source }, config) ? input.url.replace(/\.html$/, ".md") : null;
  const title = input.title;
  // VitePress semantics: a template with :title, a suffix ("Guide" → "Page | Guide"), false for the bare title.
  const template = fm.titleTemplate ?? config.titleTemplate ?? `:title | ${config.title}`;
  // The home page is titled with the site title when it names itself so, or names nothing (no title, no
  // heading: its file name stood in) — as VitePress titles a hero-only home page.
  const untitledHome = input.url === "/index.html" && fm.title === undefined && title === "index";
  const fullTitle = input.url === "/index.html" && (title === config.title || untitledHome) ? config.title : template.replace(":title", title);
  const description = typeof fm.description === "string" ? fm.description : config.description;
  // Versioned docs: the version menu, an old version's banner, the canonical page (site/versions.ts).
  const versioned = versionView(siteConfig, input.url, input.sources ?? new Set());
  const nav = versioned && siteConfig.versions ? navInVersion(theme.nav, siteConfig.versions, versioned.version) : theme.nav;

  const headers = input.headers ?? extractHeaders(input.content);
  // VitePress's `isHome: true` treats the page as a home page: no sidebar, as `layout: home` has none.
  const sidebarShown = layout === "doc" && fm.sidebar !== false && fm.isHome !== true;
  const auto = sidebarShown && isAutoSidebar(fm.sidebar);
  const resolved = sidebarShown && !auto ? resolveSidebar(sidebars, input.url) : null;
  const levels = fm.outline === undefined ? theme.outline : fm.outline;
  const outline = layout === "doc" ? buildOutline(headers, levels) : [];
  const pager = resolved
    ? prevNext(resolved.items, input.url, { prev: pagerOverride(fm.prev, input.source), next: pagerOverride(fm.next, input.source) })
    : prevNext([], input.url, { prev: pagerOverride(fm.prev, input.source), next: pagerOverride(fm.next, input.source) });
  const withBaseLink = (l: PagerLink | null) => (l ? { text: l.text, link: withBase(base, l.link) } : null);
  // `docFooter: { prev: false }` hides that link on every page (a page's own prev/next still wins).
  if (theme.docFooter?.prev === false && fm.prev === undefined) pager.prev = null;
  if (theme.docFooter?.next === false && fm.next === undefined) pager.next = null;

  const editLink =
    theme.editLink && fm.editLink !== false && layout === "doc"
      ? theme.editLink.pattern.replace(":path", input.templateFile ?? input.sourceFile ?? input.source)
      : null;
  // A date in front matter is shown instead of git's (as in VitePress), even with the site's lastUpdated off:
  // the author asked for it on this page. Git's date needs the site option.
  const updated = fm.lastUpdated === false ? undefined : (frontmatterDate(fm.lastUpdated) ?? (config.lastUpdated ? input.lastUpdated : undefined));
  const lastUpdated = layout === "doc" && updated ? updated.toISOString() : null;

  const verified = layout === "doc" && fm.verified ? verifiedView(fm.verified, config.lang) : null;
  const since = layout === "doc" && fm.since ? fm.since : null;
  const h1End = verified || since ? input.content.indexOf("</h1>") : -1;
  const split = h1End < 0 ? 0 : h1End + "</h1>".length;

  const set = selectFooterSet(config);
  const owner = set ? ` <a href="${set.ownerLink}">${set.ownerLabel}</a>` : "";
  const filing = set ? ` · <a href="${set.filingLink}" rel="noopener">${set.filingNumber}</a>` : "";
  // The copyright line is the config's: its own text, or the owner/filing line of `footerSets`; none otherwise
  // (VitePress prints no footer line a site did not write).
  const copyrightHtml = theme.footer?.copyright ?? (set ? `Copyright © ${copyrightYears(COPYRIGHT_START_YEAR)}${owner}${filing}` : undefined);
  const footer = fm.footer !== false && (theme.footer?.message || copyrightHtml) ? { message: theme.footer?.message, copyrightHtml } : null;

  const pageHead = Array.isArray(fm.head) ? normalizeHead(fm.head, base) : [];
  const features = (Array.isArray(fm.features) ? fm.features : []) as Feature[];
  return {
    ...locale,
    layout,
    title,
    fullTitle,
    description,
    url: input.url,
    head: pageHead,
    canonical: siteUrl(config, linkedPageUrl(versioned?.canonical ?? input.url, config.cleanUrls)),
    nav: navView(nav, input.url, base),
    version: versioned && {
      current: versioned.version,
      menu: versioned.versions.map((l) => ({ ...l, href: withBase(base, l.url) })),
      banner: versioned.banner && { ...versioned.banner, href: withBase(base, versioned.banner.url) },
    },
    since,
    extraMenu: navView(theme.extraMenu ?? [], input.url, base),
    ...(auto ? { sidebar: autoSidebar(headers), sidebarWindow: null } : sidebarOf(resolved?.items, input.url, base)),
    // A page's own sidebar is its alone: the router never keeps it for another page.
    sidebarKey: auto ? `auto:${input.url}` : (resolved?.key ?? null),
    sidebarSrc: resolved && sidebarFiles[resolved.key] ? withBase(base, sidebarFiles[resolved.key]) : null,
    headers,
    outlineLevels: levels,
    outline,
    showAside: layout === "doc" && fm.aside !== false && outline.length > 0,
    asideLeft: fm.aside === "left",
    prev: withBaseLink(pager.prev),
    next: withBaseLink(pager.next),
    editLink,
    lastUpdated,
    // Same origin as the page (not the configured hostname): the control fetches it.
    twin: twin ? withBase(base, twin) : null,
    // The assistant fetches the twin itself: its public, absolute URL.
    openIn: twin && config.hostnameSet ? openInLinks(theme.pageActions?.openIn, siteUrl(config, twin), locale.labels) : [],
    verified,
    // <Since v="…"/> badges in the page's language (site/markdown/since.ts).
    contentHead: relabelSince(input.content.slice(0, split), locale.labels.newIn),
    contentBody: relabelSince(input.content.slice(split), locale.labels.newIn),
    breadcrumbs: resolved ? breadcrumbTrail(resolved.items, input.url, base) : [],
    footer,
    navbar: fm.navbar !== false,
    pageClass: typeof fm.pageClass === "string" ? fm.pageClass : "",
    framed: fm.navbar === false || fm.footer === false || typeof fm.pageClass === "string",
    headIcon: [...config.head, ...pageHead].some(isIconTag),
    hero: isObj(fm.hero) ? heroView(fm.hero, input.source) : undefined,
    features: featuresView(features, base, input.source),
    featuresClass: featuresGridClass(features.length),
  };
}
