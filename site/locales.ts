// Which locale a page belongs to, and everything that follows from it: the site settings and labels its
// layouts read, its translations (hreflang, the language menu), the not-found screen's homes. One module,
// used by the page view (site/page-view.ts), so templates never work out a locale themselves.
import { joinPath, type Problem } from "./config/issues.ts";
import type { HeadTag, Labels, LocaleConfig, SiteConfig } from "./config/types.ts";
import { inheritedTheme } from "./config/locales-normalize.ts";
import { linkedPageUrl, siteOrigin, toPageLink, withBase } from "../common/urls.ts";
import { versionOf, versionPrefix, withoutVersion } from "./versions.ts";

/**
 * The key of the locale a page is in, as VitePress's resolveSiteDataByRoute: the first non-root key whose
 * folder holds the page, else "root" (VitePress tests "/key/" anywhere in the path; here it must lead). Null for a site without locales, or a page outside them all with no root
 * (such a page keeps the site's own settings: the documented fallback).
 */
export function localeKeyFor(config: SiteConfig, url: string): string | null {
  const keys = Object.keys(config.locales);
  // Locales live inside versions ("1.x/zh/guide/a.md"): the locale is read after the version's prefix.
  const inVersion = withoutVersion(config, url);
  const hit = keys.find((k) => k !== "root" && !config.locales[k].external && inVersion.startsWith(config.locales[k].prefix));
  return hit ?? (keys.includes("root") ? "root" : null);
}

/**
 * The asset name of the search index a page's top bar names (`<web-docs-search index-url>`): one index per
 * locale, so a reader searching the Chinese pages gets Chinese results. The root locale's, and a site
 * without locales, keep the one name "search-index.js".
 */
export function searchIndexAsset(key: string | null, version?: string | null): string {
  const parts = [version, key === "root" ? null : key].filter(Boolean);
  return `search-index${parts.map((p) => `.${p}`).join("")}.js`;
}

/** The search index of a page: its locale's, in its version (one index per version and locale). */
function searchIndexOf(config: SiteConfig, url: string): string {
  const at = versionOf(config, url);
  return searchIndexAsset(localeKeyFor(config, url), at && at.version !== config.versions?.default ? at.version : null);
}

/**
 * The site's pages split by the index they go into (localeKeyFor decides, as for everything else of the
 * page), in page order. The "search-index.js" group comes first and is always there, even empty: the
 * not-found page and any page outside the locales name it.
 */
export function searchIndexGroups<P extends { url: string }>(config: SiteConfig, pages: readonly P[]): Array<{ asset: string; pages: P[] }> {
  const groups = new Map<string, P[]>([[searchIndexAsset(null), []]]);
  for (const [key, l] of Object.entries(config.locales)) if (!l.external && !groups.has(searchIndexAsset(key))) groups.set(searchIndexAsset(key), []);
  for (const p of pages) {
    const asset = searchIndexOf(config, p.url);
    if (!groups.has(asset)) groups.set(asset, []);
    groups.get(asset)!.push(p);
  }
  return [...groups].map(([asset, list]) => ({ asset, pages: list }));
}

/**
 * A locale's head tags over the site's, as VitePress's mergeHead: the site's tags, less each meta tag whose
 * first attribute (name="description", property="og:locale"…) the locale's head sets again, then the locale's.
 */
function mergeHead(site: HeadTag[], locale: HeadTag[]): HeadTag[] {
  const replaced = (t: HeadTag) => {
    const first = Object.entries(t.attrs)[0];
    return t.tag === "meta" && first !== undefined && locale.some((l) => l.tag === "meta" && l.attrs[first[0]] === first[1]);
  };
  return [...site.filter((t) => !replaced(t)), ...locale];
}

/** The site as a page's layouts read it: its locale's lang, dir, title, description and theme over the site's. */
export function localizedSite(config: SiteConfig, url: string): { key: string | null; site: SiteConfig; labels: Labels } {
  const key = localeKeyFor(config, url);
  if (key === null) return { key, site: config, labels: config.labels };
  const l: LocaleConfig = config.locales[key];
  const theme = key === "root" ? config.themeConfig : inheritedTheme(config.themeConfig);
  const site: SiteConfig = {
    ...config,
    lang: l.lang,
    dir: l.dir,
    title: l.title ?? config.title,
    description: l.description ?? config.description,
    themeConfig: { ...theme, ...l.themeConfig },
    labels: l.labels,
    head: l.head ? mergeHead(config.head, l.head) : config.head,
  };
  if (l.titleTemplate !== undefined) site.titleTemplate = l.titleTemplate;
  return { key, site, labels: l.labels };
}

/** A page's path inside its locale ("/zh/guide/a.html" → "guide/a.html"). */
function restOf(config: SiteConfig, key: string | null, url: string): string {
  const inVersion = withoutVersion(config, url);
  return key === null ? inVersion.slice(1) : inVersion.slice(config.locales[key].prefix.length);
}

const sourceOf = (url: string) => url.slice(1).replace(/\.html$/, ".md");

export interface Translation {
  key: string;
  label: string;
  lang: string;
  /** Site-relative URL with the base: the same page in that locale when it exists, else the locale's home. */
  href: string;
  /** Whether that locale has this very page (it is then a hreflang alternate). */
  same: boolean;
  current: boolean;
}

/** Every locale with the link the language menu gives it for this page. `sources` are the site's Markdown sources. */
export function translations(config: SiteConfig, url: string, sources: ReadonlySet<string>): Translation[] {
  const current = localeKeyFor(config, url);
  const rest = restOf(config, current, url);
  const at = versionOf(config, url);
  const inVersion = at && config.versions ? versionPrefix(config.versions, at.version) : "";
  return Object.entries(config.locales).map(([key, l]) => {
    // A locale that only links to another site: its link, as written, in the menu.
    if (l.external) return { key, label: l.label, lang: l.lang, href: l.link, same: false, current: false };
    const there = inVersion + l.prefix + rest;
    const same = sources.has(sourceOf(there));
    return { key, label: l.label, lang: l.lang, href: withBase(config.base, same ? there : toPageLink(l.link)), same, current: key === current };
  });
}

/**
 * `<link rel="alternate" hreflang>` of a page: each locale that has the same page (itself included, as
 * Google asks), and x-default for the root's (else the first locale's) version. None with fewer than two.
 */
export function alternates(config: SiteConfig, list: Translation[]): Array<{ hreflang: string; href: string }> {
  const same = list.filter((t) => t.same);
  if (same.length < 2) return [];
  const origin = siteOrigin(config.hostname);
  const out = same.map((t) => ({ hreflang: t.lang, href: origin + linkedPageUrl(t.href, config.cleanUrls) }));
  const fallback = same.find((t) => t.key === "root") ?? same[0];
  return [...out, { hreflang: "x-default", href: origin + linkedPageUrl(fallback.href, config.cleanUrls) }];
}

/**
 * What the not-found screen needs to send a reader home in the language of the path they asked for (spec:
 * the home of the locale matching the path prefix, else the first locale, else "/"): longest prefix first.
 */
function notFoundHomes(config: SiteConfig): Array<{ prefix: string; href: string; lang: string; dir: string; text: string; title: string; quote: string }> {
  return Object.values(config.locales)
    .filter((l) => !l.external)
    .map((l) => ({
      prefix: withBase(config.base, l.prefix),
      href: withBase(config.base, toPageLink(l.link)),
      lang: l.lang,
      dir: l.dir,
      text: l.labels.takeMeHome,
      title: l.labels.notFoundTitle,
      quote: l.labels.notFoundQuote,
    }))
    .sort((a, b) => b.prefix.length - a.prefix.length);
}

/** The home "Take me home" links to without JavaScript: the root locale's, else the first locale's, else "/". */
function defaultHome(config: SiteConfig): string {
  const l = config.locales.root ?? Object.values(config.locales).find((x) => !x.external);
  return withBase(config.base, toPageLink(l ? l.link : "/"));
}

/** A locale whose folder has no page is a config mistake: name its key (VitePress would serve a dead menu link). */
export function localeProblems(config: SiteConfig, sources: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  for (const [key, l] of Object.entries(config.locales)) {
    if (key === "root" || l.external) continue;
    const folder = l.prefix.slice(1);
    if (![...sources].some((s) => s.startsWith(folder))) {
      problems.push({
        path: joinPath("locales", key),
        message: `no pages under ${l.prefix} (expected Markdown files in the content folder's ${folder} folder): add them, or remove the locale`,
      });
    }
  }
  return problems;
}

/** The locale part of a page's view (site/page-view.ts spreads it in): what the shell, top bar and 404 read. */
export function localeView(config: SiteConfig, url: string, sources: ReadonlySet<string> = new Set(), notFound = false) {
  const { site, labels } = localizedSite(config, url);
  const list = translations(config, url, sources);
  return {
    site,
    labels,
    /** The asset name of the search index of the page's locale (the top bar's <web-docs-search index-url>). */
    searchIndex: searchIndexOf(config, url),
    /** The language menu: shown with two locales or more. */
    translations: list.length > 1 ? list : [],
    alternates: alternates(config, list),
    /** "Take me home" without JavaScript; with it, the widget picks from notFoundHomes by the path asked for. */
    home: defaultHome(config),
    notFoundHomes: notFound && list.length > 1 ? notFoundHomes(config) : null,
  };
}
