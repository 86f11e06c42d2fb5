import path from "node:path";
import type { MarkdownIt } from "markdown-it";
import { checkContained, rootsWith } from "../contain.ts";
import { BuildError } from "../errors.ts";
import { parseFrontMatter } from "../front-matter-text.ts";
import type { PageAssets } from "../page-assets.ts";
import type { DeadLinkPattern } from "../config/config-schema.ts";
import { decodePath, isExternalLink, toPageLink, withBase } from "../../common/urls.ts";
import { readPageFile } from "../page-files.ts";

export interface LinkContext {
  base: string;
  /** Absolute path of the content folder. */
  contentDir: string;
  /** Page source paths (relative to the content folder, "/"-separated, after rewrites) that exist. */
  sources: () => Set<string>;
  /** Files copied as they are (public/), relative to the output root. */
  publicFiles: () => Set<string>;
  ignoreDeadLinks: DeadLinkPattern[];
  /** The page path of a file (config `rewrites`); relative links resolve from it. Identity by default. */
  pagePath?: (file: string) => string;
  /** Folders besides the content folder that images may come from (site/contain.ts readRoots). */
  extraRoots?: () => string[];
  /** Where files a page names beside itself (images) are copied, content-hashed. */
  assets?: PageAssets;
  /** Collects every broken link and missing image of a build, to report them together; absent: the first one throws. */
  report?: (problem: BuildError) => void;
}

/** Whether ignoreDeadLinks allows a link; a string entry matches with or without `.html` ("/a/b" ≡ "/a/b.html"). */
export function isIgnoredDeadLink(link: string, ignore: DeadLinkPattern[]): boolean {
  return ignore.some((p) =>
    typeof p === "string" ? p === link || toPageLink(p) === toPageLink(link) : typeof p === "function" ? p(link) === true : p.test(link),
  );
}

/**
 * The file line of a token, from markdown-it's map (lines of the body, after front matter): the first line
 * of the token's range that holds `needle`, else the range's first line. Never a text search of the whole
 * file, which could land in a fenced example of the same link.
 */
function tokenLine(file: string, map: [number, number] | null | undefined, needle: string): number | undefined {
  if (!map) return undefined;
  try {
    const text = readPageFile(file);
    const { body, bodyLine } = parseFrontMatter(text, file);
    const lines = body.split("\n");
    for (let i = map[0]; i < Math.min(map[1], lines.length); i++) if (lines[i].includes(needle)) return bodyLine + i;
    return bodyLine + map[0];
  } catch {
    return undefined;
  }
}

/**
 * Resolve a link written in a Markdown file to a site-relative target. Links to .md sources are how
 * authors link pages (editors can follow them); .html and folder links work too.
 * Returns null for links this resolver does not own (external, pure anchors).
 */
export function resolveLink(href: string, fromSource: string): { pathname: string; hash: string } | null {
  if (!href || isExternalLink(href) || href.startsWith("#")) return null;
  const m = /^([^?#]*)([?#].*)?$/.exec(href)!;
  const raw = decodePath(m[1]);
  const hash = m[2] ?? "";
  const fromDir = path.posix.dirname(`/${fromSource}`);
  const abs = raw.startsWith("/") ? path.posix.normalize(raw) : path.posix.join(fromDir, raw);
  return { pathname: raw.endsWith("/") && !abs.endsWith("/") ? `${abs}/` : abs, hash };
}

const RAW_MEDIA = /(<(?:img|source|video|audio)\b[^>]*?\s(?:src|poster)=)(["'])([^"']*)\2/gi;

/**
 * Rewrite internal links to their .html URL under the base and stop the build on a link to no page;
 * copy images named relative to the page into assets/ (content-hashed); mark external links to open in a
 * new tab, as VitePress renders them.
 */
export function linksPlugin(md: MarkdownIt, ctx: LinkContext): void {
  md.core.ruler.push("web_docs_links", (state) => {
    const env = state.env as { page?: { inputPath?: string } };
    const inputPath = env.page?.inputPath ? path.resolve(env.page.inputPath) : "";
    const file = inputPath ? path.relative(ctx.contentDir, inputPath).split(path.sep).join("/") : "index.md";
    const fromSource = ctx.pagePath ? ctx.pagePath(file) : file;
    const shown = (inputPath && path.relative(process.cwd(), inputPath)) || file;
    const fail = (problem: string, map: [number, number] | null | undefined, needle: string) => {
      const error = new BuildError(shown, problem, inputPath ? tokenLine(inputPath, map, needle) : undefined);
      if (!ctx.report) throw error;
      ctx.report(error);
    };

    const pageLink = (href: string, map: [number, number] | null): string => {
      const target = resolveLink(href, fromSource);
      if (!target) return href;
      const { pathname, hash } = target;
      const last = pathname.split("/").pop() ?? "";
      const isPage = pathname.endsWith("/") || /\.(md|html)$/.test(last) || !last.includes(".");
      if (!isPage) return withBase(ctx.base, pathname) + hash;
      const pageUrl = toPageLink(pathname.endsWith(".md") || pathname.endsWith("/") || pathname.endsWith(".html") ? pathname : `${pathname}.html`);
      const source = pageUrl.slice(1).replace(/\.html$/, ".md");
      // An .html file of public/ is a page too (VitePress checks public/ before calling a link dead).
      const found = ctx.sources().has(source) || ctx.publicFiles().has(pageUrl.slice(1));
      if (!found && !isIgnoredDeadLink(href, ctx.ignoreDeadLinks) && !isIgnoredDeadLink(pageUrl, ctx.ignoreDeadLinks)) {
        // A link to a moved file's own path: VitePress links name the rewritten path.
        const moved = ctx.pagePath?.(source);
        fail(
          `broken link "${href}": there is no page ${source}${moved && moved !== source ? ` (rewrites serve that file as ${moved}: link to that path)` : ""}`,
          map,
          href,
        );
      }
      return withBase(ctx.base, pageUrl) + hash;
    };

    /** A file named relative to the page (not "/…", which is public/): copied, content-hashed. */
    const localFile = (src: string, map: [number, number] | null, found?: (file: string) => void): string => {
      if (!src || isExternalLink(src) || src.startsWith("/") || src.startsWith("#") || src.startsWith("data:")) return src;
      const m = /^([^?#]*)(.*)$/.exec(src)!;
      const abs = path.resolve(path.dirname(inputPath || path.join(ctx.contentDir, file)), decodePath(m[1]));
      const { real, problem } = checkContained(abs, rootsWith(ctx.contentDir, ctx.extraRoots?.()), `image "${src}":`);
      if (problem) {
        fail(problem, map, src);
        return src;
      }
      const out = real && ctx.assets?.add(real);
      if (!out) {
        const rel = path.relative(ctx.contentDir, abs).split(path.sep).join("/");
        fail(`missing image "${src}": there is no file ${rel} beside the page (put it there, or in public/ and write "/${path.basename(abs)}")`, map, src);
        return src;
      }
      found?.(abs);
      return withBase(ctx.base, `/${out}`) + m[2];
    };

    for (const block of state.tokens) {
      const map = block.map as [number, number] | null;
      if (block.type === "html_block" && ctx.assets)
        block.content = block.content.replace(RAW_MEDIA, (_w, pre, q, src) => `${pre}${q}${localFile(src, map)}${q}`);
      for (const t of block.children ?? []) {
        if (t.type === "link_open") {
          const href = t.attrGet("href") as string | null;
          if (!href) continue;
          if (isExternalLink(href)) {
            if (t.attrGet("target") === null) t.attrSet("target", "_blank");
            if (t.attrGet("rel") === null) t.attrSet("rel", "noreferrer");
          } else if (t.attrGet("target") !== null || t.attrGet("download") !== null) {
            // Opened or downloaded as is (VitePress does not check these): only the base is added.
            const r = href.startsWith("/") ? resolveLink(href, fromSource) : null;
            if (r) t.attrSet("href", withBase(ctx.base, r.pathname) + r.hash);
          } else t.attrSet("href", pageLink(href, map));
        } else if (t.type === "image") {
          const src = t.attrGet("src") as string | null;
          if (!src || isExternalLink(src) || src.startsWith("data:")) continue;
          // The file is kept on the token for the image rules (site/markdown/images.ts: its size).
          if (ctx.assets && !src.startsWith("/"))
            t.attrSet(
              "src",
              localFile(src, map, (file) => (t.meta = { ...t.meta, file })),
            );
          else {
            const r = resolveLink(src, fromSource);
            if (r) t.attrSet("src", withBase(ctx.base, r.pathname) + r.hash);
          }
        } else if (t.type === "html_inline" && ctx.assets) {
          t.content = t.content.replace(RAW_MEDIA, (_w, pre, q, src) => `${pre}${q}${localFile(src, map)}${q}`);
        }
      }
    }
  });
}
