// sitemap.xml and robots.txt, written beside the pages under the base (a build step, so authors' Eleventy
// projects get them too). Entries are the pages' canonical URLs (the same string as their
// <link rel="canonical">), so the sitemap and the pages never disagree.
import fs from "node:fs";
import path from "node:path";
import type { BuildStep } from "./build-steps.ts";

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Absolute URL of a site-relative page URL ("/a/b.html") under the base. */
export function absoluteUrl(hostname: string, base: string, url: string): string {
  return hostname.replace(/\/$/, "") + base + url.replace(/^\//, "");
}

/** Pages that belong in the sitemap: every page except the not-found page and pages marked noindex. */
export function sitemapPages(pages: Array<{ url: string; html: string }>): string[] {
  return pages
    .filter((p) => p.url !== "/404.html" && !/<meta name="robots" content="[^"]*noindex/i.test(p.html))
    .map((p) => p.url)
    .sort();
}

export function sitemapXml(hostname: string, base: string, urls: string[]): string {
  const entries = urls.map((u) => `  <url><loc>${xmlEscape(absoluteUrl(hostname, base, u))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

/**
 * robots.txt for the site. Crawlers read it only at the host's root: docs/deploy.md maps /robots.txt to
 * this file when the site owns its host.
 */
export function robotsTxt(hostname: string, base: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(hostname, base, "/sitemap.xml")}\n`;
}

export interface Written {
  url: string;
  outputPath: string | false;
  content: string;
}

/** Eleventy reports ".../index.html" permalinks as ".../". */
const htmlUrl = (url: string) => (url.endsWith("/") ? `${url}index.html` : url);

/** The output root (where "/index.html" is written): a page's output path minus its URL; null when no page was written. */
export function outputRoot(results: Written[]): string | null {
  const first = results.find((r) => r.outputPath && String(r.outputPath).endsWith(".html"));
  if (!first) return null;
  return path.resolve(String(first.outputPath)).slice(0, -htmlUrl(first.url).slice(1).split("/").join(path.sep).length);
}

export const seoFilesStep: BuildStep = {
  name: "sitemap.xml and robots.txt",
  eleventy(eleventyConfig, { config, contentDir, partial }) {
    eleventyConfig.on("eleventy.after", ({ results }: { results: Written[] }) => {
      // A partial build (npm run dev) re-renders only some pages; its page set is the earlier full build's.
      if (partial()) return;
      const pages = results.filter((r) => r.outputPath && String(r.outputPath).endsWith(".html"));
      if (!pages.length) return;
      const root = outputRoot(pages)!;
      const urls = sitemapPages(pages.map((r) => ({ url: htmlUrl(r.url), html: r.content })));
      // An author's own file in public/ wins (Eleventy's passthrough copy may already have written it).
      const own = (name: string) => fs.existsSync(path.join(contentDir, "public", name));
      if (!own("sitemap.xml")) fs.writeFileSync(path.join(root, "sitemap.xml"), sitemapXml(config.hostname, config.base, urls));
      if (!own("robots.txt")) fs.writeFileSync(path.join(root, "robots.txt"), robotsTxt(config.hostname, config.base));
    });
  },
};
