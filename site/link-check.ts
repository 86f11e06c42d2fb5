import { Parser } from "htmlparser2";
import { isIgnoredDeadLink } from "./markdown/links.ts";
import { stripBase } from "./paths.ts";

export interface BuiltPage {
  /** Site-relative URL without the base ("/a/b.html"). */
  url: string;
  html: string;
  /** Source file, named in problems. */
  file: string;
}

interface Scan {
  ids: Set<string>;
  links: Array<{ href: string; tag: string }>;
}

function scan(html: string): Scan {
  const ids = new Set<string>();
  const links: Scan["links"] = [];
  const parser = new Parser({
    onopentag(name, attrs) {
      if (attrs.id) ids.add(attrs.id);
      if (name === "a" && attrs.name) ids.add(attrs.name);
      const href = name === "a" || name === "link" ? attrs.href : name === "img" || name === "script" || name === "source" ? attrs.src : undefined;
      if (href && !(name === "link" && /\b(preconnect|dns-prefetch|canonical|alternate)\b/.test(attrs.rel ?? ""))) links.push({ href, tag: name });
    },
  });
  parser.write(html);
  parser.end();
  return { ids, links };
}

/**
 * Every internal link and anchor of the built site must resolve: to a page (and one of its ids), or to a
 * file the build writes. Returns one line per problem, naming the source file.
 */
export function checkLinks(
  pages: BuiltPage[],
  options: { base: string; ignore: Array<string | RegExp>; extraFiles: Set<string> },
): string[] {
  const scans = new Map(pages.map((p) => [p.url, scan(p.html)]));
  const problems: string[] = [];
  // Site-absolute links (every page's nav and sidebar) resolve the same from any page: resolve each once.
  const absolute = new Map<string, string | null>();
  const resolve = (pathPart: string, from: string): string | null => {
    const cached = pathPart.startsWith("/") ? absolute.get(pathPart) : undefined;
    if (cached !== undefined) return cached;
    const abs = pathPart.startsWith("/") ? pathPart : new URL(pathPart, `http://x${options.base}${from.slice(1)}`).pathname;
    const rel = stripBase(options.base, decodeURI(abs.split("?")[0]));
    const target = rel === null ? null : rel.endsWith("/") ? rel + "index.html" : rel;
    if (pathPart.startsWith("/")) absolute.set(pathPart, target);
    return target;
  };
  for (const page of pages) {
    const own = scans.get(page.url)!;
    for (const { href } of own.links) {
      if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href) || isIgnoredDeadLink(href, options.ignore)) continue;
      const [pathPart, hash = ""] = href.split("#");
      let targetUrl: string;
      if (pathPart === "") targetUrl = page.url;
      else {
        const resolved = resolve(pathPart, page.url);
        if (resolved === null) {
          problems.push(`${page.file}: link "${href}" points outside the base ${options.base}`);
          continue;
        }
        targetUrl = resolved;
      }
      const target = scans.get(targetUrl);
      if (!target) {
        if (!targetUrl.endsWith(".html") && options.extraFiles.has(targetUrl.slice(1))) continue;
        if (isIgnoredDeadLink(targetUrl, options.ignore)) continue;
        problems.push(`${page.file}: broken link "${href}" (no page or file ${targetUrl})`);
        continue;
      }
      const id = decodeURIComponent(hash);
      if (id && !target.ids.has(id)) problems.push(`${page.file}: broken anchor "${href}" (${targetUrl} has no id "${id}")`);
    }
  }
  return problems;
}
