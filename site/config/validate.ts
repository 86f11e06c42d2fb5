import { DEFAULT_HOTKEYS } from "../../common/hotkeys.ts";
import { versionRewrites } from "../versions.ts";
import { compileRewrites } from "../source-paths.ts";
import { withBase } from "../../common/urls.ts";
import { DEFAULT_OUTLINE, withItemBase } from "./common-schema.ts";
import { configSchema, type ParsedConfig, SCHEMA_KEYS, type SchemaKey } from "./config-schema.ts";
import { joinPath, parseWith, type Problem } from "./issues.ts";
import { defaultLabels, type Labels } from "./labels.ts";
import { builtInLabels } from "./labels/by-lang.ts";
import { normalizeLocales } from "./locales-normalize.ts";
import { searchWords } from "./search-words.ts";
import { configNotes } from "./vitepress-keys.ts";
import { customThemeKeys } from "./custom-theme.ts";
import { THEME_SCHEMA_KEYS } from "./theme-schema.ts";
import { componentFiles, missingComponents } from "./components.ts";
import type { ConfigLink, HeadTag, NavItem, SidebarConfig, SidebarItem, SiteConfig, ThemeConfig } from "./types.ts";

export type { Problem } from "./issues.ts";

/** A config that does not fit: every problem, one line each, as `file: key.path: what is wrong`. */
export class ConfigError extends Error {
  readonly file: string;
  readonly problems: Problem[];

  constructor(file: string, problems: Problem[]) {
    const lines = problems.map((p) => `${p.at ?? file}: ${p.path || "(the config)"}: ${p.message}`);
    super(problems.length === 1 ? lines[0] : `${problems.length} problems in the site config:\n${lines.map((l) => `  ${l}`).join("\n")}`);
    this.name = "ConfigError";
    this.file = file;
    this.problems = problems;
  }
}

/**
 * The site's rewrites: the default version's folder served at the base first (versions), then the config's
 * patterns — or its function, given the path as the versions left it.
 */
function rewritesOf(own: ParsedConfig["rewrites"], versions: ParsedConfig["versions"]): Pick<SiteConfig, "rewrites"> {
  if (!own && !versions) return {};
  if (typeof own !== "function") return { rewrites: { ...versionRewrites(versions), ...(own ?? {}) } };
  if (!versions) return { rewrites: own };
  const versioned = compileRewrites(versionRewrites(versions));
  return { rewrites: (id: string) => own(versioned(id)) };
}

// The shapes the schema admits, as it returns them.
type Theme = NonNullable<ParsedConfig["themeConfig"]>;
type AuthorSidebarItem = Extract<NonNullable<Theme["sidebar"]>, unknown[]>[number];

/** The origin of a config that names none: canonical URLs need one; the Markdown twins link base-relative instead. */
const FALLBACK_HOSTNAME = "http://localhost:8080";

/**
 * Head tags as the theme writes them. A site path in a link's href or a script's src (`/favicon.svg`, as
 * VitePress sites write it) is put under the base, where public/ files are served; one already under it stays.
 */
export function normalizeHead(list: unknown[] | undefined, base = "/"): HeadTag[] {
  return (list ?? []).map((h) => {
    const o = h as { tag?: string; attrs?: unknown; content?: string };
    const [tag, attrs, content] = Array.isArray(h) ? h : [o.tag, o.attrs, o.content];
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries((attrs ?? {}) as Record<string, unknown>)) {
      if (v === false) continue; // a boolean attribute turned off
      out[k] = v === true ? "" : String(v);
      const url = (tag === "link" && k === "href") || (tag === "script" && k === "src");
      if (url && out[k].startsWith("/") && !out[k].startsWith("//")) out[k] = withBase(base, out[k]);
    }
    return content === undefined ? { tag, attrs: out } : { tag, attrs: out, content };
  });
}

/**
 * A themeConfig as the theme reads it, and the labels it names (outlineTitle, docFooter, …). `at` is its key
 * path ("themeConfig", or "locales.zh.themeConfig"); `listPrefix` the path a plain sidebar list applies to.
 */
function normalizeTheme(
  tc: Theme,
  at: string,
  links: ConfigLink[],
  listPrefix = "/",
): { themeConfig: ThemeConfig; fromTheme: Partial<Labels>; notes: string[] } {
  // The schema has put the nav's links under "/"; their key paths are recorded here, for the dead-link check.
  const navLinks = (items: NavItem[] | undefined, at: string): void =>
    items?.forEach((item, i) => {
      const p = joinPath(at, i);
      if (item.link !== undefined) links.push({ keyPath: joinPath(p, "link"), link: item.link });
      navLinks(item.items, joinPath(p, "items"));
    });

  const sidebarItems = (items: AuthorSidebarItem[], at: string, base: string | undefined): SidebarItem[] =>
    items.map((item, i) => {
      const p = joinPath(at, i);
      const itemBase: string | undefined = item.base ?? base;
      const out: SidebarItem = { text: item.text };
      if (item.link !== undefined) {
        out.link = withItemBase(item.link, itemBase);
        links.push({ keyPath: joinPath(p, "link"), link: out.link });
      }
      // As in VitePress, a group that states `collapsed` can be toggled.
      const collapsible = item.collapsible ?? (item.collapsed !== undefined ? true : undefined);
      if (collapsible !== undefined) out.collapsible = collapsible;
      if (item.collapsed !== undefined) out.collapsed = item.collapsed;
      if (item.docFooterText !== undefined) out.docFooterText = item.docFooterText;
      if (item.items) out.items = sidebarItems(item.items, joinPath(p, "items"), itemBase);
      return out;
    });

  const sidebar: SidebarConfig = {};
  if (Array.isArray(tc.sidebar)) {
    // One list for every page (VitePress's single sidebar).
    sidebar[listPrefix] = sidebarItems(tc.sidebar, joinPath(at, "sidebar"), undefined);
  } else {
    for (const [prefix, value] of Object.entries((tc.sidebar ?? {}) as Record<string, unknown>)) {
      const keyAt = joinPath(joinPath(at, "sidebar"), prefix);
      if (value === "auto") sidebar[prefix] = "auto";
      else if (Array.isArray(value)) sidebar[prefix] = sidebarItems(value, keyAt, undefined);
      else {
        const v = value as { base?: string; items: AuthorSidebarItem[] };
        sidebar[prefix] = sidebarItems(v.items, joinPath(keyAt, "items"), v.base);
      }
    }
  }

  let logo: string | undefined;
  let logoDark: string | undefined;
  let logoAlt: string | undefined;
  let logoKey = joinPath(at, "logo");
  if (typeof tc.logo === "string") logo = tc.logo;
  else if (tc.logo && "src" in tc.logo) [{ src: logo, alt: logoAlt }, logoKey] = [tc.logo, joinPath(logoKey, "src")];
  else if (tc.logo) [{ light: logo, dark: logoDark, alt: logoAlt }, logoKey] = [tc.logo, joinPath(logoKey, "light")];
  if (logo) links.push({ keyPath: logoKey, link: logo });
  if (logoDark) links.push({ keyPath: joinPath(joinPath(at, "logo"), "dark"), link: logoDark });
  navLinks(tc.nav, joinPath(at, "nav"));
  navLinks(tc.extraMenu, joinPath(at, "extraMenu"));

  // The schema has turned every outline form into levels; VitePress's { level, label } also names the title.
  const outlineRaw = tc.outline;
  const outlineObj = outlineRaw && !Array.isArray(outlineRaw) ? outlineRaw : undefined;
  const levels = outlineObj ? outlineObj.level : (outlineRaw as ThemeConfig["outline"] | undefined);
  const outline = levels === undefined ? DEFAULT_OUTLINE : levels;
  const outlineTitle: string | undefined = tc.outlineTitle ?? outlineObj?.label;
  const lastUpdatedText: string | undefined = tc.lastUpdatedText ?? tc.lastUpdated?.text;

  const themeConfig: ThemeConfig = {
    nav: tc.nav ?? [],
    sidebar,
    socialLinks: tc.socialLinks ?? [],
    outline,
    search: { ...(tc.search?.provider ? { provider: tc.search.provider } : {}), hotkeys: tc.search?.hotkeys ?? [...DEFAULT_HOTKEYS] },
  };
  const completed: Partial<ThemeConfig> = { logo, logoDark, logoAlt, outlineTitle, lastUpdatedText };
  const asParsed = THEME_SCHEMA_KEYS.map((k) => [k, tc[k]] as const);
  for (const [k, v] of [...Object.entries(completed), ...asParsed]) if (v !== undefined) (themeConfig as unknown as Record<string, unknown>)[k] = v;
  // A custom theme's own keys (variant, banner…) reach the templates as written (site.themeConfig.variant).
  const { extras, notes } = customThemeKeys(tc as Record<string, unknown>, at);
  Object.assign(themeConfig, extras);

  // VitePress names for labels feed the theme's one label table; an explicit `labels` entry wins.
  const fromTheme: Partial<Labels> = {};
  if (outlineTitle) fromTheme.outlineTitle = outlineTitle;
  if (tc.editLink?.text) fromTheme.editLink = tc.editLink.text;
  if (lastUpdatedText) fromTheme.lastUpdated = lastUpdatedText;
  if (typeof tc.docFooter?.prev === "string") fromTheme.prev = tc.docFooter.prev;
  if (typeof tc.docFooter?.next === "string") fromTheme.next = tc.docFooter.next;
  if (tc.returnToTopLabel) fromTheme.returnToTop = tc.returnToTopLabel;
  if (tc.sidebarMenuLabel) fromTheme.menu = tc.sidebarMenuLabel;
  if (tc.darkModeSwitchLabel) fromTheme.appearance = tc.darkModeSwitchLabel;
  // VitePress's local search translations name the same words of Web Docs' search.
  Object.assign(fromTheme, searchWords(tc.search?.options?.translations));
  if (tc.langMenuLabel) fromTheme.langMenu = tc.langMenuLabel;
  return { themeConfig, fromTheme, notes };
}

/**
 * The one step after the parse: what the schema's transforms cannot do, each seeing one value alone. The
 * config file's path (components, errors), other keys (the base for head URLs, hostname or sitemap.hostname,
 * versions before rewrites, labels from lang and the theme, locales over the root's theme, a group's sidebar
 * base for its items' items) and the key paths of links as written (checked later, named in errors).
 */
function normalize(raw: ParsedConfig, file: string, notes: string[]): SiteConfig {
  const links: ConfigLink[] = [];
  const { themeConfig, fromTheme, notes: themeNotes } = normalizeTheme(raw.themeConfig ?? {}, "themeConfig", links);
  notes.push(...themeNotes);
  // Labels: English, then the built-in set of the site's lang, then the VitePress names, then `labels`.
  // The root locale's search translations (VitePress: options.locales.root) come after the general ones.
  const rootWords = searchWords(raw.themeConfig?.search?.options?.locales?.root?.translations);
  const labels = { ...defaultLabels, ...builtInLabels(raw.lang), ...fromTheme, ...rootWords, ...(raw.labels ?? {}) };
  const locales = normalizeLocales(raw, { themeConfig, labels, links, normalizeTheme, normalizeHead: (list) => normalizeHead(list, raw.base) });

  const hostname = raw.hostname ?? raw.sitemap?.hostname;
  // Keys absent from the parse stay absent (JSON and the version cache's key read the config as written).
  const carried = Object.fromEntries(SCHEMA_KEYS.flatMap((k) => (raw[k] === undefined ? [] : [[k, raw[k]]]))) as Pick<ParsedConfig, SchemaKey>;
  return {
    ...carried,
    hostname: hostname ?? FALLBACK_HOSTNAME,
    ...(hostname ? { hostnameSet: true } : {}),
    head: normalizeHead(raw.head, raw.base),
    themeConfig,
    locales,
    ...rewritesOf(raw.rewrites, raw.versions),
    labels,
    ...(raw.components ? { components: componentFiles(raw.components, file) } : {}),
    ...hooksOf(raw),
    ...(notes.length ? { notes } : {}),
    origin: { file, links },
  };
}

/** The build hooks a config sets (VitePress's buildEnd, transformPageData, transformHead, transformHtml). */
function hooksOf(raw: ParsedConfig): { hooks?: SiteConfig["hooks"] } {
  const hooks = Object.fromEntries(
    (["buildEnd", "transformPageData", "transformHead", "transformHtml"] as const).flatMap((k) => (raw[k] ? [[k, raw[k]]] : [])),
  );
  return Object.keys(hooks).length ? { hooks } : {};
}

/** Check an author's config against the schema and complete it with the theme defaults; any problem stops the build. */
export function validateAuthorConfig(raw: unknown, file: string): SiteConfig {
  const parsed = parseWith(configSchema, raw);
  if (parsed.problems) throw new ConfigError(file, parsed.problems);
  const missing = missingComponents(parsed.data.components, file);
  if (missing.length) throw new ConfigError(file, missing);
  const config = normalize(parsed.data, file, configNotes(raw as Record<string, unknown>));
  // Vue pages and themes read it through useData().theme in VitePress's shapes (logo { light, dark }, nav as written).
  const written = raw as { themeConfig?: Record<string, unknown>; locales?: Record<string, { themeConfig?: Record<string, unknown> }> };
  const locales = Object.fromEntries(Object.entries(written.locales ?? {}).flatMap(([k, l]) => (l?.themeConfig ? [[k, l.themeConfig]] : [])));
  return {
    ...config,
    ...(written.themeConfig ? { themeConfigAsWritten: written.themeConfig } : {}),
    ...(Object.keys(locales).length ? { localeThemeConfigsAsWritten: locales } : {}),
  };
}
