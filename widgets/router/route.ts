// Pure URL helpers of the router (no DOM): importable from node for unit tests and from the build.

/** "/docs/web" or "docs/web/" → "/docs/web/". */
export function normalizeBase(base: string): string {
  const trimmed = base.replace(/^\/+|\/+$/g, "");
  return trimmed ? `/${trimmed}/` : "/";
}

/**
 * A page's route: extension dropped, and a path ending in "index" or "intro" maps to its folder
 * ("/docs/web/git/intro.html" → "/docs/web/git/"), as the build matches nav and sidebar links.
 */
export function routeKey(pathname: string): string {
  let p = pathname.split(/[?#]/)[0];
  if (!p.startsWith("/")) p = `/${p}`;
  p = p.replace(/\.(html|md)$/, "");
  p = p.replace(/(^|\/)(index|intro)$/, "$1");
  return p || "/";
}

export function samePage(a: string, b: string): boolean {
  return routeKey(a) === routeKey(b);
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
