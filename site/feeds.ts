// feed.xml (Atom 1.0) and feed.json (JSON Feed 1.1) of the most recently updated doc pages, at the base and
// in each top-level content folder ("frontend/feed.xml"). Dates are the front matter's `date`/`lastUpdated`,
// else git's last commit of the file, else the file's modification time. Off with `feeds: false`.
// With `locales`, each locale has its own feeds in its folder ("zh/feed.xml": its pages, its title); the
// root locale's are the site's, and only its pages make area feeds.
import fs from "node:fs";
import path from "node:path";
import type { SiteConfig } from "./config/types.ts";
import type { ContentPage } from "./content-index.ts";
import { areaNames, areaOf } from "./areas.ts";
import { frontmatterDate } from "./last-updated.ts";
import { localeKeyFor, localizedSite } from "./locales.ts";
import { versionOf, versionPrefix } from "./versions.ts";
import { withBase, linkedPageUrl, siteUrl } from "../common/urls.ts";
import { defineStep } from "./steps/step.ts";
import { escapeXml } from "../common/html.ts";
import { pageOriginFile } from "./page-files.ts";

/** How many entries a feed lists. */
export const FEED_SIZE = 30;

export interface FeedEntry {
  /** Site-relative URL ("/a/b.html"). */
  url: string;
  title: string;
  summary?: string;
  updated: Date;
  /** Top-level content folder ("frontend"), or undefined for a page at the root. */
  area?: string;
}

/** Doc pages only: the home page, plain pages, bare pages and the not-found page are no articles. */
function isDocPage(p: ContentPage): boolean {
  const layout = p.frontmatter.layout;
  return (layout === undefined || layout === "doc") && p.url !== "/404.html";
}

/** The feed entries of a site, newest first. `dates` gives git's date by absolute file path. */
export function feedEntries(pages: ContentPage[], contentDir: string, dates: Map<string, Date>): FeedEntry[] {
  return pages
    .filter(isDocPage)
    .map((p) => {
      const file = path.join(contentDir, p.file);
      const fm = p.frontmatter;
      const updated = frontmatterDate(fm.lastUpdated) ?? frontmatterDate(fm.date) ?? dates.get(pageOriginFile(file)) ?? fs.statSync(pageOriginFile(file)).mtime;
      const area = areaOf(p.source);
      return {
        url: p.url,
        title: p.title,
        ...(typeof fm.description === "string" && fm.description ? { summary: fm.description } : {}),
        updated,
        ...(area ? { area } : {}),
      };
    })
    .sort((a, b) => b.updated.getTime() - a.updated.getTime() || (a.url < b.url ? -1 : 1));
}

/** A page's link in a feed: absolute when the config names the site's origin, else with the base. */
export function feedLink(config: SiteConfig, url: string): string {
  const linked = linkedPageUrl(url, config.cleanUrls);
  return siteUrl(config, linked, true);
}

export interface FeedMeta {
  title: string;
  /** Site-relative folder of the feed ("/" or "/frontend/"). */
  dir: string;
}

export function atomFeed(config: SiteConfig, meta: FeedMeta, entries: FeedEntry[]): string {
  const updated = (entries[0]?.updated ?? new Date(0)).toISOString();
  const items = entries.map((e) =>
    [
      "  <entry>",
      `    <id>${escapeXml(siteUrl(config, e.url))}</id>`,
      `    <title>${escapeXml(e.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(feedLink(config, e.url))}"/>`,
      `    <updated>${e.updated.toISOString()}</updated>`,
      ...(e.summary ? [`    <summary>${escapeXml(e.summary)}</summary>`] : []),
      "  </entry>",
    ].join("\n"),
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"${config.lang ? ` xml:lang="${escapeXml(config.lang)}"` : ""}>
  <id>${escapeXml(siteUrl(config, `${meta.dir}feed.xml`))}</id>
  <title>${escapeXml(meta.title)}</title>
  <updated>${updated}</updated>
  <author><name>${escapeXml(config.title)}</name></author>
  <link rel="self" type="application/atom+xml" href="${escapeXml(feedLink(config, `${meta.dir}feed.xml`))}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(feedLink(config, meta.dir))}"/>
${items.join("\n")}
</feed>
`;
}

export function jsonFeed(config: SiteConfig, meta: FeedMeta, entries: FeedEntry[]): string {
  return `${JSON.stringify(
    {
      version: "https://jsonfeed.org/version/1.1",
      title: meta.title,
      home_page_url: feedLink(config, meta.dir),
      feed_url: feedLink(config, `${meta.dir}feed.json`),
      ...(config.description ? { description: config.description } : {}),
      ...(config.lang ? { language: config.lang } : {}),
      items: entries.map((e) => ({
        id: siteUrl(config, e.url),
        url: feedLink(config, e.url),
        title: e.title,
        ...(e.summary ? { summary: e.summary } : {}),
        date_modified: e.updated.toISOString(),
      })),
    },
    null,
    2,
  )}\n`;
}

/**
 * The feeds a page's locale has: their folder ("/" for the site, or a site without locales; "/zh/" for the
 * zh locale) and the settings they are written with (its title, description).
 */
function feedScope(config: SiteConfig, url: string): { dir: string; site: SiteConfig } {
  const key = localeKeyFor(config, url);
  const dir = key === null || key === "root" ? "/" : config.locales[key].prefix;
  const site = localizedSite(config, url).site;
  // Versions (site/versions.ts): another version's feeds are under its name, its name after the title.
  const v = config.versions;
  const version = v && versionOf(config, url)?.version;
  if (!v || !version || version === v.default) return { dir, site };
  return { dir: `${versionPrefix(v, version)}${dir}`, site: { ...site, title: `${site.title} ${version}` } };
}

/** A feed's title: the site's title, and for an area's feed the area's name after it ("Web Docs: Frontend"). */
const feedTitle = (config: SiteConfig, areaName?: string) => (areaName ? `${config.title}: ${areaName}` : config.title);

/** Every feed file of a site (entries newest first, as feedEntries gives them): path under the output root → contents. The site's feeds, then one pair per area (named by `names`, else by its folder). */
export function feedFiles(config: SiteConfig, entries: FeedEntry[], names: Map<string, string> = new Map()): Map<string, string> {
  const files = new Map<string, string>();
  const write = (site: SiteConfig, meta: FeedMeta, list: FeedEntry[]) => {
    const top = list.slice(0, FEED_SIZE);
    files.set(`${meta.dir.slice(1)}feed.xml`, atomFeed(site, meta, top));
    files.set(`${meta.dir.slice(1)}feed.json`, jsonFeed(site, meta, top));
  };
  // The site's (root locale's) scope first and always; then each locale with pages, in config order.
  const scopes = new Map([["/", { ...feedScope(config, "/index.html"), list: [] as FeedEntry[] }]]);
  for (const key of Object.keys(config.locales)) {
    const scope = feedScope(config, `${config.locales[key].prefix}index.html`);
    if (!scopes.has(scope.dir)) scopes.set(scope.dir, { ...scope, list: [] });
  }
  for (const e of entries) {
    const scope = feedScope(config, e.url);
    // (Another version's scopes: made as their pages come.)
    if (!scopes.has(scope.dir)) scopes.set(scope.dir, { ...scope, list: [] });
    scopes.get(scope.dir)?.list.push(e);
  }
  for (const { dir, site, list } of scopes.values()) if (dir === "/" || list.length) write(site, { title: feedTitle(site), dir }, list);
  const root = scopes.get("/")!;
  const areas = [...new Set(root.list.flatMap((e) => (e.area ? [e.area] : [])))].sort();
  for (const area of areas)
    write(
      root.site,
      { title: feedTitle(root.site, names.get(area) ?? area), dir: `/${area}/` },
      root.list.filter((e) => e.area === area),
    );
  return files;
}

export interface FeedLink {
  type: "application/atom+xml" | "application/feed+json";
  title: string;
  href: string;
}

/**
 * The `<link rel="alternate">` feeds of the pages: for a page URL, the site's, then its area's when the area
 * has feeds (a doc page in it). Titles say which is which ("Web Docs" and "Web Docs: Frontend"); hrefs are under
 * the base. Made once per build: every page asks.
 */
export function feedLinker(config: SiteConfig, pages: ContentPage[]): (url: string) => FeedLink[] {
  const pair = (title: string, dir: string): FeedLink[] => [
    { type: "application/atom+xml", title, href: withBase(config.base, `${dir}feed.xml`) },
    { type: "application/feed+json", title, href: withBase(config.base, `${dir}feed.json`) },
  ];
  const root = feedScope(config, "/index.html");
  const site = pair(feedTitle(root.site), "/");
  const names = areaNames(pages);
  const docs = pages.filter(isDocPage);
  // As feedFiles writes them: a locale's own pair where it has doc pages, areas of the root's pages only.
  const inRoot = (url: string) => feedScope(config, url).dir === "/";
  const withFeeds = new Set(docs.flatMap((p) => (inRoot(p.url) ? (areaOf(p.source) ?? []) : [])));
  const byArea = new Map([...withFeeds].map((area) => [area, [...site, ...pair(feedTitle(root.site, names.get(area)), `/${area}/`)]]));
  const byLocale = new Map<string, FeedLink[]>();
  for (const p of docs) {
    const scope = feedScope(config, p.url);
    if (scope.dir !== "/" && !byLocale.has(scope.dir)) byLocale.set(scope.dir, pair(feedTitle(scope.site), scope.dir));
  }
  const areaByUrl = new Map(pages.map((p) => [p.url, areaOf(p.source)]));
  return (url) => {
    const dir = Object.keys(config.locales).length || config.versions ? feedScope(config, url).dir : "/";
    if (dir !== "/") return byLocale.get(dir) ?? site;
    return byArea.get(areaByUrl.get(url) ?? "") ?? site;
  };
}

/** The feeds of one page (feedLinker for a single look-up). */
export const feedLinks = (config: SiteConfig, pages: ContentPage[], url: string): FeedLink[] => feedLinker(config, pages)(url);

export const feedsStep = () =>
  defineStep({
    name: "feeds",
    reads: ["config", "contentDir", "pages", "dates"],
    writes: ["feed.xml", "feed.json", "<area>/feed.xml", "<area>/feed.json", "<locale>/feed.xml", "<locale>/feed.json"],
    // Partial builds (npm run dev) too: a saved page's date and summary move it in the feeds at once.
    after({ config, contentDir, pages, dates }, { root }) {
      if (config.feeds === false) return;
      const own = (name: string) => fs.existsSync(path.join(contentDir, "public", name));
      for (const [file, text] of feedFiles(config, feedEntries(pages, contentDir, dates), areaNames(pages))) {
        if (own(file)) continue;
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), text);
      }
    },
  });
