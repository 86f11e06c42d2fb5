// Markdown for agents: a page's URL answers with its Markdown twin (page.md beside page.html, site/llms/)
// when the request's Accept prefers text/markdown over text/html. Shared by the preview server
// (scripts/serve.ts) and the dev server (scripts/dev/middleware.ts); docs/deploy.md's nginx map does the same.

interface Range {
  type: string;
  subtype: string;
  q: number;
}

/** The media ranges of an Accept header (RFC 9110 §12.5.1), with their weights; malformed ones are skipped. */
export function parseAccept(header: string): Range[] {
  const out: Range[] = [];
  for (const part of header.split(",")) {
    const [range, ...params] = part.split(";").map((s) => s.trim());
    const m = /^([\w.+*!#$&^`|~-]+)\/([\w.+*!#$&^`|~-]+)$/.exec(range ?? "");
    if (!m) continue;
    let q = 1;
    for (const p of params) {
      const w = /^q\s*=\s*([01](?:\.\d{0,3})?)$/i.exec(p);
      if (w) q = Math.min(1, Number(w[1]));
    }
    out.push({ type: m[1].toLowerCase(), subtype: m[2].toLowerCase(), q });
  }
  return out;
}

/** The weight an Accept header gives a media type: that of its most specific matching range (0 when none matches). */
function weight(ranges: Range[], type: string, subtype: string): number {
  let best: Range | undefined;
  let rank = -1;
  for (const r of ranges) {
    const r2 = r.type === type && r.subtype === subtype ? 2 : r.type === type && r.subtype === "*" ? 1 : r.type === "*" && r.subtype === "*" ? 0 : -1;
    if (r2 > rank) {
      rank = r2;
      best = r;
    }
  }
  return best?.q ?? 0;
}

/**
 * Whether a request for a page wants its Markdown: text/markdown acceptable, and weighted at least as high as
 * text/html (a tie goes to Markdown: a browser never names text/markdown, an agent that names both wants it).
 * Only an explicit text/markdown counts: "*\/*" alone is a browser's or curl's default.
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept || !/text\/markdown/i.test(accept)) return false;
  const ranges = parseAccept(accept);
  if (!ranges.some((r) => r.type === "text" && r.subtype === "markdown")) return false;
  const md = weight(ranges, "text", "markdown");
  return md > 0 && md >= weight(ranges, "text", "html");
}

/** The twin a page's path would have ("/docs/web/a/b.html" → ".../a/b.md", "/docs/web/a/" → ".../a/index.md"), or null for a path that is no page. */
export function twinPathOf(pathname: string): string | null {
  if (pathname.endsWith("/")) return `${pathname}index.md`;
  if (pathname.endsWith(".html")) return pathname.replace(/\.html$/, ".md");
  return null;
}

/** The header every negotiated answer carries, for both variants: caches keep the HTML and the Markdown apart. */
export const VARY = "Accept";
