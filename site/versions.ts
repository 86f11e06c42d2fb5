// Versioned docs (config `versions`): one folder per version in the content folder ("2.x/guide/a.md"), the
// default version served at the base without its name ("/guide/a.html"), the others under it
// ("/1.x/guide/a.html"). Every rule of what a version's URL is, and which page of another version a page
// maps to, is here: the page view, the sidebars, the search index groups and the locales ask.
import type { SiteConfig, VersionsConfig } from "./config/types.ts";

/** The rewrite that serves the default version's folder at the base (compileRewrites' form). */
export function versionRewrites(v: VersionsConfig | undefined): Record<string, string> {
  return v ? { [`${v.default}/:rest*`]: ":rest*" } : {};
}

/** The URL prefix of a version: "" for the default one, "/1.x" for another. */
export const versionPrefix = (v: VersionsConfig, version: string): string => (version === v.default ? "" : `/${version}`);

/** A site URL's version and its path inside it ("/1.x/guide/a.html" → 1.x, "/guide/a.html"). */
export function versionOf(config: Pick<SiteConfig, "versions">, url: string): { version: string; rest: string } | null {
  const v = config.versions;
  if (!v) return null;
  const hit = v.list.find((name) => name !== v.default && (url.startsWith(`/${name}/`) || url === `/${name}`));
  return hit ? { version: hit, rest: url.slice(hit.length + 1) || "/" } : { version: v.default, rest: url };
}

/** A URL with its version prefix taken off (a site without versions: the URL). */
export const withoutVersion = (config: Pick<SiteConfig, "versions">, url: string): string => versionOf(config, url)?.rest ?? url;

const sourceOf = (url: string) => url.slice(1).replace(/\.html$/, ".md");

/**
 * The page of another version a reader goes to from this one: the same page when it exists there, else
 * the deepest existing parent folder's index, else that version's home — never a page that is not there.
 */
export function closestPage(v: VersionsConfig, version: string, rest: string, sources: ReadonlySet<string>): { url: string; same: boolean } {
  const prefix = versionPrefix(v, version);
  if (sources.has(sourceOf(prefix + rest))) return { url: prefix + rest, same: true };
  const parts = rest.split("/").filter(Boolean);
  for (let n = parts.length - 1; n >= 0; n--) {
    const index = `${prefix}/${[...parts.slice(0, n), "index.html"].join("/")}`;
    if (sources.has(sourceOf(index))) return { url: index, same: false };
  }
  return { url: `${prefix}/index.html`, same: false };
}

export interface VersionLink {
  version: string;
  /** Site-relative URL (without the base). */
  url: string;
  /** Whether that version has this very page. */
  same: boolean;
  current: boolean;
}

/** The version menu of a page: each version with the page it goes to. */
export function versionMenu(config: Pick<SiteConfig, "versions">, url: string, sources: ReadonlySet<string>): VersionLink[] {
  const v = config.versions;
  const at = versionOf(config, url);
  if (!v || !at) return [];
  return v.list.map((version) => ({ version, ...closestPage(v, version, at.rest, sources), current: version === at.version }));
}

/** A site-relative link as written for the default version ("/guide/a"), under another version's prefix. */
export function linkInVersion(v: VersionsConfig, version: string, link: string): string {
  if (!link.startsWith("/") || link.startsWith("//")) return link;
  return versionPrefix(v, version) + link;
}

/** A link written for the default version's paths, in the nav of another version's pages. */
export function navInVersion<T extends { link?: string; items?: T[] }>(items: readonly T[], v: VersionsConfig, version: string): T[] {
  if (version === v.default) return [...items];
  return items.map((i) => ({
    ...i,
    ...(i.link ? { link: linkInVersion(v, version, i.link) } : {}),
    ...(i.items ? { items: navInVersion(i.items, v, version) } : {}),
  }));
}

/** What a page of a versioned site shows of its version: the menu, the banner of an old version, the canonical page. */
export interface VersionView {
  version: string;
  /** The menu: each version, the page it goes to (site-relative), whether that is this very page. */
  versions: VersionLink[];
  /** An older version's banner: the default version's name and its page for this one (site-relative). */
  banner: { version: string; latest: string; url: string } | null;
  /** The page rel=canonical names: the default version's same page where it exists, else this one. */
  canonical: string;
}

export function versionView(config: Pick<SiteConfig, "versions">, url: string, sources: ReadonlySet<string>): VersionView | null {
  const v = config.versions;
  const at = versionOf(config, url);
  if (!v || !at) return null;
  const versions = versionMenu(config, url, sources);
  const latest = versions.find((l) => l.version === v.default)!;
  const old = at.version !== v.default;
  return {
    version: at.version,
    versions,
    banner: old ? { version: at.version, latest: v.default, url: latest.url } : null,
    canonical: old && latest.same ? latest.url : url,
  };
}
