import type { DeadLinkPattern } from "./config/config-schema.ts";
import { isIgnoredDeadLink } from "./markdown/links.ts";
import { decodePath, isExternalLink, stripBase } from "../common/urls.ts";
import { decodeHtml } from "../common/html.ts";

export interface BuiltPage {
  /** Site-relative URL without the base ("/a/b.html"). */
  url: string;
  html: string;
  /** Source file, named in problems. */
  file: string;
}

export interface Scan {
  ids: Set<string>;
  links: Array<{ href: string; tag: string }>;
}

/**
 * Ids and link targets of a page we generated. Attribute values are always double-quoted in our output and
 * quotes inside text and code are escaped (`&quot;`), so `␣name="` only ever starts an attribute: the scan
 * jumps from one id/name/href/src attribute to the next and reads the tag name back from the last "<" —
 * skipping the thousands of attribute-only tags of highlighted code, which matters at thousands of pages.
 */
const ATTR_AT = /\s(id|name|href|src)="([^"]*)"/g;
/** The lower-case tag name opened at `start` ("<a href…" → "a"), or "" (not a tag we wrote). */
function tagNameAt(html: string, start: number): string {
  let end = start + 1;
  const first = html.charCodeAt(end);
  if (!(first >= 97 && first <= 122)) return "";
  for (let c = first; (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45; c = html.charCodeAt(++end));
  return html.slice(start + 1, end);
}
const REL = /\srel="([^"]*)"/;
const OPENED_AS_IS = /\s(target|download)(?=[\s=/]|$)/;
const LINK_ATTR: Record<string, "href" | "src" | undefined> = { a: "href", link: "href", img: "src", script: "src", source: "src" };

/**
 * `keep`: how a value is kept, decoded (by default a copy: V8 keeps a slice of a long string as a pointer
 * into it, so one kept href would hold the page's whole HTML — gigabytes at 10,000 pages). A build passes
 * one that also keeps each distinct value once: every page repeats the nav's and the sidebar's links.
 */
export function scan(html: string, keep: (value: string) => string = detached): Scan {
  const decoded = (s: string) => keep(decodeHtml(s));
  const ids = new Set<string>();
  const links: Scan["links"] = [];
  let tagStart = -1;
  let tag = "";
  ATTR_AT.lastIndex = 0;
  for (let m = ATTR_AT.exec(html); m; m = ATTR_AT.exec(html)) {
    const start = html.lastIndexOf("<", m.index);
    if (start !== tagStart) {
      tagStart = start;
      tag = tagNameAt(html, start);
    }
    if (!tag) continue;
    const [, attr, value] = m;
    if (attr === "id") {
      if (value) ids.add(decoded(value));
    } else if (attr === "name") {
      if (tag === "a") ids.add(decoded(value));
    } else if (LINK_ATTR[tag] === attr && value) {
      if (tag === "link") {
        const end = html.indexOf(">", start);
        if (/\b(preconnect|dns-prefetch|canonical|alternate)\b/.test(REL.exec(html.slice(start, end))?.[1] ?? "")) continue;
      }
      // A link with target or download is opened or downloaded as is: VitePress does not check it either.
      if (tag === "a" && OPENED_AS_IS.test(html.slice(start, html.indexOf(">", start)))) continue;
      links.push({ href: decoded(value), tag });
    }
  }
  return { ids, links };
}

/** A string copied out of the one it was sliced from (V8 copies strings under 13 characters anyway). */
export const detached = (s: string) => (s.length < 13 ? s : ` ${s}`.slice(1));

/**
 * A link every page carries (a head tag, the nav) is one problem, not one per page: the same problem text
 * after the file name is reported once, naming the first file and how many more have it.
 */
function oncePerLink(problems: string[]): string[] {
  const byText = new Map<string, string[]>();
  for (const p of problems) {
    const at = p.indexOf(": ");
    const key = p.slice(at + 2);
    byText.set(key, [...(byText.get(key) ?? []), p.slice(0, at)]);
  }
  return [...byText].map(
    ([text, files]) => `${files[0]}: ${text}${files.length > 1 ? ` (and ${files.length - 1} more page${files.length > 2 ? "s" : ""})` : ""}`,
  );
}

/**
 * Every internal link and anchor of the built site must resolve: to a page (and one of its ids), or to a
 * file the build writes. Returns one line per problem, naming the source file.
 */
export function checkLinks(
  pages: BuiltPage[],
  /** `redirects`: old URL → new URL (site/redirects.ts); a link to an old URL is reported with the new one. */
  options: {
    base: string;
    ignore: DeadLinkPattern[];
    extraFiles: Set<string>;
    redirects?: Map<string, string>;
    cleanUrls?: boolean;
    /** Config `onBrokenAnchors` other than "throw": broken anchors go here (or nowhere, for "ignore") instead of the problems. */
    anchors?: string[] | "ignore";
    /** The line of a page's source that holds a link (by its href), for the problem's file:line. */
    lineOf?: (file: string, href: string) => number | undefined;
  },
  /** Scans made beforehand (by url), e.g. a few pages at a time between other work. */
  scanned?: Map<string, Scan>,
): string[] {
  const scans = scanned ?? new Map(pages.map((p) => [p.url, scan(p.html)]));
  const problems: string[] = [];
  const anchors: string[] = [];
  const resolve = (pathPart: string, from: string): string | null => {
    const abs = pathPart.startsWith("/") ? pathPart : new URL(pathPart, `http://x${options.base}${from.slice(1)}`).pathname;
    const rel = stripBase(options.base, decodePath(abs.split("?")[0]));
    return rel === null ? null : rel.endsWith("/") ? `${rel}index.html` : rel;
  };
  /** What is wrong with a link of the page at `from`: the problem's text after the file name, or null. */
  const problemOf = (href: string, from: string): string | null => {
    if (isExternalLink(href) || isIgnoredDeadLink(href, options.ignore)) return null;
    const [pathPart, hash = ""] = href.split("#");
    let targetUrl: string;
    if (pathPart === "") targetUrl = from;
    else {
      const resolved = resolve(pathPart, from);
      if (resolved === null) return `link "${href}" points outside the base ${options.base}`;
      targetUrl = resolved;
    }
    // cleanUrls: "/guide/intro" is the page guide/intro.html, as the host serves it.
    if (options.cleanUrls && !scans.has(targetUrl) && !/\.[^./]+$/.test(targetUrl) && scans.has(`${targetUrl}.html`)) targetUrl = `${targetUrl}.html`;
    const target = scans.get(targetUrl);
    if (!target) {
      const moved = options.redirects?.get(targetUrl);
      if (moved) return `link "${href}" points at ${targetUrl}, which redirects to ${moved}: link to ${moved}`;
      if (options.extraFiles.has(targetUrl.slice(1)) || isIgnoredDeadLink(targetUrl, options.ignore)) return null;
      return `broken link "${href}" (no page or file ${targetUrl})`;
    }
    const id = decodeURIComponent(hash);
    return id && !target.ids.has(id) ? `broken anchor "${href}" (${targetUrl} has no id "${id}")` : null;
  };
  // A site-absolute link means the same from every page (the nav's and the sidebar's, on each): checked once.
  const absoluteProblem = new Map<string, string | null>();
  for (const page of pages) {
    for (const { href } of scans.get(page.url)!.links) {
      let problem: string | null | undefined;
      if (href.startsWith("/")) {
        problem = absoluteProblem.get(href);
        if (problem === undefined) absoluteProblem.set(href, (problem = problemOf(href, page.url)));
      } else problem = problemOf(href, page.url);
      if (!problem) continue;
      const anchor = problem.startsWith("broken anchor");
      if (anchor && options.anchors === "ignore") continue;
      const line = options.lineOf?.(page.file, href);
      const text = `${page.file}${line ? `:${line}` : ""}: ${problem}`;
      if (anchor && Array.isArray(options.anchors)) anchors.push(text);
      else problems.push(text);
    }
  }
  if (Array.isArray(options.anchors)) options.anchors.push(...oncePerLink(anchors));
  return oncePerLink(problems);
}
