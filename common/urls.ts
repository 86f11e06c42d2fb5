// URL rules shared by the build and the browser. Site-relative paths never include the base; the base is
// added once, when HTML is written. One page-identity rule (routeKey) serves nav matching at build time,
// "is this link the current page?" and the router.

/** A link to another site or scheme ("https:", "mailto:", protocol-relative "//host"): never rewritten or checked. */
export const isExternalLink = (href: string): boolean => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);

/**
 * A URL that runs script or carries its own content where a link belongs: `javascript:`, `vbscript:` and
 * `data:` (with `images`, raster `data:image/…` stays allowed, for an <img>). Read as a browser reads an
 * attribute: tabs, newlines and leading spaces or control characters do not hide the scheme.
 */
export function unsafeUrl(url: string, options: { images?: boolean } = {}): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\t\n\r]/g, "").replace(/^[\0-\x20]+/, ""));
  if (!scheme) return false;
  const name = scheme[1].toLowerCase();
  if (name === "javascript" || name === "vbscript") return true;
  return name === "data" && !(options.images && /^\s*data:image\/(png|gif|jpe?g|webp);/i.test(url.replace(/[\s\0]/g, "")));
}

/** "/docs/web" or "docs/web/" → "/docs/web/". */
export function normalizeBase(base: string): string {
  const trimmed = base.replace(/^\/+|\/+$/g, "");
  return trimmed ? `/${trimmed}/` : "/";
}

/** Prefix a site-relative path ("/a/b.html") with the base ("/docs/web/") once. */
export function withBase(base: string, path: string): string {
  if (isExternalLink(path) || path.startsWith("#")) return path;
  if (path.startsWith(base)) return path;
  return normalizeBase(base) + path.replace(/^\/+/, "");
}

/** Where a site is served: the configured origin ("https://webdocs.dev"), whether the config set it, and the base. */
export interface SiteAddress {
  hostname: string;
  base: string;
  hostnameSet?: boolean;
}

/** "https://webdocs.dev/" → "https://webdocs.dev". */
export const siteOrigin = (hostname: string): string => hostname.replace(/\/+$/, "");

/**
 * The absolute URL of a site-relative path ("/a/b.html") under the base. `onlyConfigured`: where the config
 * names no hostname, the path under the base instead (feeds, twins: no made-up origin in links).
 */
export function siteUrl(site: SiteAddress, url: string, onlyConfigured = false): string {
  const origin = onlyConfigured && !site.hostnameSet ? "" : siteOrigin(site.hostname);
  return origin + normalizeBase(site.base) + url.replace(/^\/+/, "");
}

/** Remove the base from an absolute path; returns null if the path lies outside the base. */
export function stripBase(base: string, path: string): string | null {
  const b = normalizeBase(base);
  if (path === b.slice(0, -1)) return "/";
  if (!path.startsWith(b)) return null;
  return `/${path.slice(b.length)}`;
}

/**
 * The route key of a page: what nav and sidebars match against. Extensions are dropped and a link
 * ending in "index" or "intro" maps to its folder path ("/git/intro.html" → "/git/").
 */
export function routeKey(path: string): string {
  let p = path.split(/[?#]/)[0];
  if (!p.startsWith("/")) p = `/${p}`;
  p = p.replace(/\.(html|md)$/, "");
  p = p.replace(/(^|\/)(index|intro)$/, "$1");
  return p || "/";
}

/**
 * Normalize a nav/sidebar/front-matter link to the .html page it names (clean URLs are off):
 * "/guide/intro" → "/guide/intro.html", "/guide/" → "/guide/index.html", "/a.md#x" → "/a.html#x".
 * External links and pure anchors are returned unchanged.
 */
export function toPageLink(link: string): string {
  if (isExternalLink(link) || link.startsWith("#")) return link;
  const m = /^([^?#]*)(.*)$/.exec(link)!;
  let p = m[1];
  const rest = m[2];
  if (!p) return link;
  if (p.endsWith("/")) p += "index.html";
  else if (p.endsWith(".md")) p = `${p.slice(0, -3)}.html`;
  else if (!/\.[a-z0-9]+$/i.test(p.split("/").pop() ?? "")) p += ".html";
  return p + rest;
}

/**
 * A page link as `cleanUrls: true` writes it (VitePress): without ".html", a folder's index as the folder.
 * "/b/guide/intro.html#x" → "/b/guide/intro#x", "/b/guide/index.html" → "/b/guide/"; other links unchanged.
 */
export function cleanPageHref(href: string): string {
  if (isExternalLink(href) || href.startsWith("#")) return href;
  const m = /^([^?#]*)(.*)$/s.exec(href)!;
  const p = m[1];
  if (!p.endsWith(".html")) return href;
  const clean = /(^|\/)index\.html$/.test(p) ? p.slice(0, -"index.html".length) : p.slice(0, -".html".length);
  return (clean || "./") + m[2];
}

/** A page's URL as the site links it: without `.html` when `cleanUrls` is on (cleanPageHref). */
export const linkedPageUrl = (url: string, cleanUrls?: boolean): string => (cleanUrls ? cleanPageHref(url) : url);

/** Every `href` of a page's HTML as cleanPageHref writes it (`cleanUrls: true`). */
export function cleanPageLinks(html: string): string {
  return html.replace(/(\shref=")([^"]*\.html(?:[?#][^"]*)?)"/g, (_m, pre: string, href: string) => `${pre}${cleanPageHref(href)}"`);
}

/** "frontend/basics/html/index.md" → "/frontend/basics/html/index.html". */
export function sourceToUrl(relativePath: string): string {
  return `/${relativePath.replace(/\\/g, "/").replace(/^\/+/, "").replace(/\.md$/, ".html")}`;
}

/** The document's base URL in the browser; a placeholder origin at build time (paths compare the same). */
const defaultBase = (): string => (typeof document === "undefined" ? "http://localhost/" : document.baseURI);

/** A comparable key for a page URL resolved against `base` (an absolute URL): its route key, decoded. */
export function pageKey(url: string, base: string = defaultBase()): string {
  let pathname: string;
  try {
    pathname = new URL(url, base).pathname;
  } catch {
    return url;
  }
  return routeKey(decodePath(pathname));
}

/** Whether two URLs (absolute, or paths) name the same page: `.html`, `index` and `intro` are optional. */
export function samePage(a: string, b: string, base: string = defaultBase()): boolean {
  return pageKey(a, base) === pageKey(b, base);
}

/** Whether a URL path names an HTML page: ".html", a folder, or no extension at all (clean URLs are off). */
export function isHtmlPath(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  if (last === "" || last.endsWith(".html")) return true;
  return !/\.[^.]+$/.test(last);
}

/** Decode a URL path for lookups; a malformed escape leaves it as is. */
export function decodePath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
