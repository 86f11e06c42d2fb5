// Redirects from old URLs to pages: the config's `redirects` map plus each page's front matter `aliases`.
// Each old URL gets a small HTML page (meta refresh + canonical + a visible link, noindex) that works on
// any host; redirects.nginx.conf is the same map for nginx (docs/deploy.md), and redirects.json lets the
// client router follow one without a full reload. The link check reports links to old URLs.
import fs from "node:fs";
import path from "node:path";
import type { SiteConfig } from "./config/types.ts";
import type { ContentPage } from "./content-index.ts";
import { BuildError } from "./errors.ts";
import { siteUrl, stripBase, withBase } from "../common/urls.ts";
import { defineStep } from "./steps/step.ts";
import { REDIRECTS_FILE } from "../common/page-map.ts";
import { escapeAttr } from "../common/html.ts";

/** Site-relative .html URL of a redirect side: "/old/a.html", "old/a.md", "/docs/web/old/a.html" → "/old/a.html". */
export function redirectUrl(base: string, link: string): string {
  let p = link.trim().split(/[?#]/)[0];
  if (!p.startsWith("/")) p = `/${p}`;
  p = stripBase(base, p) ?? p;
  if (p.endsWith("/")) p += "index.html";
  else if (p.endsWith(".md")) p = `${p.slice(0, -3)}.html`;
  else if (!p.endsWith(".html")) p += ".html";
  return p;
}

/**
 * Old URL → new URL (both site-relative, "/a.html"), checked: every target is a page of this build and no
 * old URL is a page itself. A problem throws a BuildError naming the config key or the page's alias.
 */
export function redirectMap(config: SiteConfig, pages: ContentPage[]): Map<string, string> {
  const urls = new Set(pages.map((p) => p.url));
  const map = new Map<string, string>();
  const configFile = config.origin?.file ?? "site config";
  const add = (file: string, key: string, from: string, to: string) => {
    const old = redirectUrl(config.base, from);
    const target = redirectUrl(config.base, to);
    if (!urls.has(target)) throw new BuildError(file, `${key}: the redirect target "${to}" is no page (${target}): point it at an existing page`);
    if (urls.has(old)) throw new BuildError(file, `${key}: "${from}" is still a page (${old}): remove the redirect or the page`);
    const earlier = map.get(old);
    if (earlier && earlier !== target) throw new BuildError(file, `${key}: "${from}" already redirects to ${earlier}`);
    map.set(old, target);
  };
  for (const [from, to] of Object.entries(config.redirects ?? {})) add(configFile, `redirects["${from}"]`, from, to);
  for (const page of pages) {
    const aliases = page.frontmatter.aliases;
    if (aliases === undefined) continue;
    if (!Array.isArray(aliases) || aliases.some((a) => typeof a !== "string")) {
      throw new BuildError(page.file, 'front matter aliases: expected a list of old paths, e.g. aliases: ["/old/page.html"]');
    }
    for (const a of aliases as string[]) add(page.file, `aliases "${a}"`, a, page.source);
  }
  return map;
}

/** The page written at an old URL: complete without JavaScript, kept out of search engines. */
export function redirectPage(config: SiteConfig, target: string): string {
  const href = withBase(config.base, target);
  return `<!DOCTYPE html>
<html lang="${escapeAttr(config.lang)}">
<head>
<meta charset="utf-8">
<title>Moved: ${escapeAttr(href)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeAttr(siteUrl(config, target))}">
<meta http-equiv="refresh" content="0; url=${escapeAttr(href)}">
</head>
<body>
<p>This page has moved to <a href="${escapeAttr(href)}">${escapeAttr(href)}</a>.</p>
</body>
</html>
`;
}

/** An nginx `map` of old paths to new ones (with the base), to include in the http block; docs/deploy.md shows its use. */
export function nginxMap(base: string, map: Map<string, string>): string {
  const q = (s: string) => `"${s.replace(/["\\]/g, "\\$&")}"`;
  const lines = [...map].sort(([a], [b]) => (a < b ? -1 : 1)).map(([from, to]) => `    ${q(withBase(base, from))} ${q(withBase(base, to))};`);
  return `# Written by Web Docs: old URL -> new URL. In the server block: if ($web_docs_redirect) { return 301 $web_docs_redirect; }\nmap $uri $web_docs_redirect {\n    default "";\n${lines.join("\n")}\n}\n`;
}

/** Old URL → new URL with the base, as the client router reads it (widgets/router/loader.ts). */
function redirectsJson(base: string, map: Map<string, string>): string {
  return JSON.stringify(Object.fromEntries([...map].map(([from, to]) => [withBase(base, from), withBase(base, to)])));
}

export const redirectsStep = () => {
  let map = new Map<string, string>();
  return defineStep({
    name: "redirects",
    reads: ["config", "pages"],
    writes: ["<old URL>.html", "redirects.nginx.conf", REDIRECTS_FILE],
    // Checked before rendering, so a redirect to no page stops the build before any work.
    before({ config, pages }) {
      map = redirectMap(config, pages);
    },
    // Partial builds (npm run dev) too: the output folder always holds the redirects of the current map.
    after({ config }, { root }) {
      for (const [from, to] of map) {
        const file = path.join(root, from.slice(1));
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, redirectPage(config, to));
      }
      fs.writeFileSync(path.join(root, "redirects.nginx.conf"), nginxMap(config.base, map));
      fs.writeFileSync(path.join(root, REDIRECTS_FILE), redirectsJson(config.base, map));
    },
  });
};
