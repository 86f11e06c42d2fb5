// sitemap.xml and robots.txt, written beside the pages under the base (a build step, so authors' Eleventy
// projects get them too). Entries are the pages' canonical URLs (the same string as their
// <link rel="canonical">), so the sitemap and the pages never disagree; with locales, a page with
// translations lists them as <xhtml:link rel="alternate" hreflang>, the same list as its <head> (site/locales.ts).
import { linkedPageUrl, siteUrl } from "../common/urls.ts";
import fs from "node:fs";
import path from "node:path";
import { alternates, translations } from "./locales.ts";
import type { SiteConfig } from "./config/types.ts";
import { defineStep } from "./steps/step.ts";
import { escapeXml } from "../common/html.ts";

/** Whether a page belongs in the sitemap: every page does except the not-found page and pages marked noindex. */
function inSitemap(page: { url: string; html: string }): boolean {
  return page.url !== "/404.html" && !/<meta name="robots" content="[^"]*noindex/i.test(page.html);
}

/** A page's translations as the sitemap lists them (Google's hreflang in sitemaps): none without locales. */
export type SitemapAlternates = (url: string) => Array<{ hreflang: string; href: string }>;

/** The alternates of each page of a site: the same list as the page's own `<link rel="alternate" hreflang>`. */
function sitemapAlternates(config: SiteConfig, sources: ReadonlySet<string>): SitemapAlternates {
  return (url) => alternates(config, translations(config, url, sources));
}

function sitemapXml(hostname: string, base: string, urls: string[], alternatesOf: SitemapAlternates = () => [], cleanUrls = false): string {
  let any = false;
  const entries = urls.map((u) => {
    const links = alternatesOf(u).map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`);
    any ||= links.length > 0;
    return `  <url><loc>${escapeXml(siteUrl({ hostname, base }, linkedPageUrl(u, cleanUrls)))}</loc>${links.length ? `\n    ${links.join("\n    ")}\n  ` : ""}</url>`;
  });
  const ns = any ? ` xmlns:xhtml="http://www.w3.org/1999/xhtml"` : "";
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${ns}>\n${entries.join("\n")}\n</urlset>\n`;
}

/**
 * robots.txt for the site. Crawlers read it only at the host's root: docs/deploy.md maps /robots.txt to
 * this file when the site owns its host.
 */
function robotsTxt(hostname: string, base: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl({ hostname, base }, "/sitemap.xml")}\n`;
}

export const seoFilesStep = () => {
  let urls: string[] = [];
  return defineStep({
    name: "sitemap.xml and robots.txt",
    reads: ["config", "contentDir", "partial", "sources"],
    writes: ["sitemap.xml", "robots.txt"],
    // A partial build (npm run dev) re-renders only some pages; its page set is the earlier full build's.
    before(ctx) {
      if (!ctx.partial) urls = [];
    },
    page(ctx, page) {
      if (!ctx.partial && inSitemap(page)) urls.push(page.url);
    },
    after(ctx, output) {
      if (ctx.partial) return;
      const { config } = ctx;
      urls.sort();
      // An author's own file in public/ wins (Eleventy's passthrough copy may already have written it).
      const own = (name: string) => fs.existsSync(path.join(ctx.contentDir, "public", name));
      if (!own("sitemap.xml"))
        fs.writeFileSync(
          path.join(output.root, "sitemap.xml"),
          sitemapXml(config.hostname, config.base, urls, sitemapAlternates(config, ctx.sources), config.cleanUrls),
        );
      if (!own("robots.txt")) fs.writeFileSync(path.join(output.root, "robots.txt"), robotsTxt(config.hostname, config.base));
    },
  });
};
