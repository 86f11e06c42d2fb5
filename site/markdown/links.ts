import fs from "node:fs";
import path from "node:path";
import type { MarkdownIt } from "markdown-it";
import { BuildError } from "../errors.ts";
import { toPageLink, withBase } from "../paths.ts";

export interface LinkContext {
  base: string;
  /** Absolute path of the content folder. */
  contentDir: string;
  /** Source files (relative to the content folder, "/"-separated) that exist. */
  sources: () => Set<string>;
  /** Files copied as they are (public/), relative to the output root. */
  publicFiles: () => Set<string>;
  ignoreDeadLinks: Array<string | RegExp>;
}

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** Whether ignoreDeadLinks allows a link; a string entry matches with or without `.html` ("/a/b" ≡ "/a/b.html"). */
export function isIgnoredDeadLink(link: string, ignore: Array<string | RegExp>): boolean {
  return ignore.some((p) => (typeof p === "string" ? p === link || toPageLink(p) === toPageLink(link) : p.test(link)));
}

/** Line of the first occurrence of `needle` in a file, for error messages. */
export function lineOf(file: string, needle: string): number | undefined {
  try {
    const idx = fs.readFileSync(file, "utf8").split("\n").findIndex((l) => l.includes(needle));
    return idx >= 0 ? idx + 1 : undefined;
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
  if (!href || EXTERNAL.test(href) || href.startsWith("#")) return null;
  const m = /^([^?#]*)([?#].*)?$/.exec(href)!;
  const raw = decodeURI(m[1]);
  const hash = m[2] ?? "";
  const fromDir = path.posix.dirname("/" + fromSource);
  const abs = raw.startsWith("/") ? path.posix.normalize(raw) : path.posix.join(fromDir, raw);
  return { pathname: raw.endsWith("/") && !abs.endsWith("/") ? abs + "/" : abs, hash };
}

/** Rewrite internal links to their .html URL under the base, and stop the build on a link to no page. */
export function linksPlugin(md: MarkdownIt, ctx: LinkContext): void {
  const check = (href: string, inputPath: string, fromSource: string): string => {
    const target = resolveLink(href, fromSource);
    if (!target) return href;
    const { pathname, hash } = target;
    const last = pathname.split("/").pop() ?? "";
    const isPage = pathname.endsWith("/") || /\.(md|html)$/.test(last) || !last.includes(".");
    if (isPage) {
      const pageUrl = toPageLink(pathname.endsWith(".md") || pathname.endsWith("/") || pathname.endsWith(".html") ? pathname : pathname + ".html");
      const source = pageUrl.slice(1).replace(/\.html$/, ".md");
      if (!ctx.sources().has(source) && !isIgnoredDeadLink(href, ctx.ignoreDeadLinks) && !isIgnoredDeadLink(pageUrl, ctx.ignoreDeadLinks)) {
        throw new BuildError(
          path.relative(process.cwd(), inputPath) || fromSource,
          `broken link "${href}": there is no page ${source}`,
          inputPath ? lineOf(inputPath, href) : undefined,
        );
      }
      return withBase(ctx.base, pageUrl) + hash;
    }
    return withBase(ctx.base, pathname) + hash;
  };

  md.core.ruler.push("web_docs_links", (state) => {
    const env = state.env as { page?: { inputPath?: string } };
    const inputPath = env.page?.inputPath ? path.resolve(env.page.inputPath) : "";
    const fromSource = inputPath ? path.relative(ctx.contentDir, inputPath).split(path.sep).join("/") : "index.md";
    for (const block of state.tokens) {
      for (const t of block.children ?? []) {
        if (t.type === "link_open") {
          const href = t.attrGet("href") as string | null;
          if (href) t.attrSet("href", check(href, inputPath, fromSource));
        } else if (t.type === "image") {
          const src = t.attrGet("src") as string | null;
          if (src && !EXTERNAL.test(src) && !src.startsWith("data:")) {
            const r = resolveLink(src, fromSource);
            if (r) t.attrSet("src", withBase(ctx.base, r.pathname) + r.hash);
          }
        }
      }
    }
  });
}
