// The parts of a site that get their own llms.txt and llms-full.txt: one per locale (site/locales.ts), so an
// agent reading the Chinese docs gets Chinese pages only. The root one (the default locale, or the whole site
// without locales) lists the others' files. A scope is a folder and its pages: versions, once they exist, add
// scopes ("/v2/", "/zh/v2/") without changing how a scope is written.
import type { SidebarItem, SiteConfig } from "../config/types.ts";
import type { ContentPage } from "../content-index.ts";
import { localeKeyFor } from "../locales.ts";

export interface LlmsScope {
  /** Its locale's key ("root", "zh"); null on a site without locales. */
  key: string | null;
  /** The folder its files go in, site-relative: "/" or "/zh/". */
  prefix: string;
  title: string;
  description: string;
  lang: string;
  /** Its pages that have a twin, in page order. */
  pages: ContentPage[];
}

/** The scopes of a site, the root one first (always there: the site's own llms.txt). */
export function llmsScopes(config: SiteConfig, pages: readonly ContentPage[]): LlmsScope[] {
  const keys = Object.keys(config.locales);
  const root: LlmsScope = { key: keys.includes("root") ? "root" : null, prefix: "/", title: config.title, description: config.description ?? "", lang: config.lang, pages: [] };
  const scopes: LlmsScope[] = [root];
  for (const key of keys) {
    const l = config.locales[key];
    // A locale that only links to another site has no pages here, so no llms.txt of its own.
    if (key === "root" || l.external) continue;
    scopes.push({ key, prefix: l.prefix, title: l.title ?? config.title, description: l.description ?? config.description ?? "", lang: l.lang, pages: [] });
  }
  if (root.key === "root") root.lang = config.locales.root.lang;
  for (const p of pages) {
    const key = localeKeyFor(config, p.url);
    (scopes.find((s) => s.key === key && key !== "root") ?? root).pages.push(p);
  }
  return scopes;
}

/** The sidebars whose pages are in a scope (keyed by folder: "/zh/guide/" is the zh locale's). */
export function scopeSidebars(config: SiteConfig, scope: LlmsScope, sidebars: Record<string, SidebarItem[]>): Record<string, SidebarItem[]> {
  const inScope = (key: string) => {
    const k = localeKeyFor(config, key);
    return scope.prefix === "/" ? k === null || k === "root" : k === scope.key;
  };
  return Object.fromEntries(Object.entries(sidebars).filter(([key]) => inScope(key)));
}

/** A scope's files, site-relative without the leading slash: "llms.txt", "zh/llms-full.txt". */
export const scopeFile = (scope: Pick<LlmsScope, "prefix">, name: "llms.txt" | "llms-full.txt") => `${scope.prefix.slice(1)}${name}`;
