// The parts of a site that get their own llms.txt and llms-full.txt: one per locale (site/locales.ts), so an
// agent reading the Chinese docs gets Chinese pages only, and per version (site/versions.ts): the default
// version's at the root, another's under its name ("/1.x/", "/1.x/zh/" — locales live inside versions). The
// root one lists the others' files. A scope is a folder and its pages.
import type { SidebarItem, SiteConfig } from "../config/types.ts";
import type { ContentPage } from "../content-index.ts";
import { localeKeyFor } from "../locales.ts";
import { versionOf, versionPrefix } from "../versions.ts";

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
  /** A version other than the default one (null: the default version, or a site without versions). */
  version: string | null;
}

/** The version a URL is in, null for the default version (or a site without versions). */
const otherVersion = (config: SiteConfig, url: string) => {
  const v = versionOf(config, url)?.version;
  return v && v !== config.versions?.default ? v : null;
};

/** The scopes of a site, the root one first (always there: the site's own llms.txt), then each other version's. */
export function llmsScopes(config: SiteConfig, pages: readonly ContentPage[]): LlmsScope[] {
  const keys = Object.keys(config.locales);
  const root: LlmsScope = {
    key: keys.includes("root") ? "root" : null,
    prefix: "/",
    title: config.title,
    description: config.description ?? "",
    lang: config.lang,
    pages: [],
    version: null,
  };
  const inVersion: LlmsScope[] = [root];
  for (const key of keys) {
    const l = config.locales[key];
    // A locale that only links to another site has no pages here, so no llms.txt of its own.
    if (key === "root" || l.external) continue;
    inVersion.push({
      key,
      prefix: l.prefix,
      title: l.title ?? config.title,
      description: l.description ?? config.description ?? "",
      lang: l.lang,
      pages: [],
      version: null,
    });
  }
  if (root.key === "root") root.lang = config.locales.root.lang;
  const v = config.versions;
  const others = v ? v.list.filter((name) => name !== v.default) : [];
  // Each other version: the same scopes under its prefix, its name after the title.
  const scopes = [
    ...inVersion,
    ...others.flatMap((version) =>
      inVersion.map((s) => ({ ...s, prefix: `${v ? versionPrefix(v, version) : ""}${s.prefix}`, title: `${s.title} ${version}`, pages: [], version })),
    ),
  ];
  for (const p of pages) {
    const key = localeKeyFor(config, p.url);
    const version = otherVersion(config, p.url);
    const mine = scopes.filter((s) => s.version === version);
    (mine.find((s) => s.key === key && key !== "root") ?? mine[0]).pages.push(p);
  }
  // An empty version scope (a version without pages in that language) gets no files.
  return scopes.filter((s) => s === root || s.version === null || s.pages.length);
}

/** The sidebars whose pages are in a scope (keyed by folder: "/zh/guide/" is the zh locale's). */
export function scopeSidebars(config: SiteConfig, scope: LlmsScope, sidebars: Record<string, SidebarItem[]>): Record<string, SidebarItem[]> {
  const inScope = (key: string) => {
    if (otherVersion(config, key) !== scope.version) return false;
    const k = localeKeyFor(config, key);
    return scope.key === null || scope.key === "root" ? k === null || k === "root" : k === scope.key;
  };
  return Object.fromEntries(Object.entries(sidebars).filter(([key]) => inScope(key)));
}

/** A scope's files, site-relative without the leading slash: "llms.txt", "zh/llms-full.txt". */
export const scopeFile = (scope: Pick<LlmsScope, "prefix">, name: "llms.txt" | "llms-full.txt") => `${scope.prefix.slice(1)}${name}`;
