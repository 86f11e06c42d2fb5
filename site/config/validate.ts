import { DEFAULT_HOTKEYS, parseHotkey } from "../../common/hotkeys.ts";
import { normalizeBase, withBase } from "../../common/urls.ts";
import { configSchema } from "./config-schema.ts";
import { defaultLabels } from "./labels.ts";
import { check, joinPath, type Problem } from "./schema.ts";
import type { ConfigLink, HeadTag, Labels, NavItem, OutlineOption, SidebarConfig, SidebarItem, SiteConfig, ThemeConfig } from "./types.ts";

/** A config that does not fit: every problem, one line each, as `file: key.path: what is wrong`. */
export class ConfigError extends Error {
  readonly file: string;
  readonly problems: Problem[];

  constructor(file: string, problems: Problem[]) {
    const lines = problems.map((p) => `${file}: ${p.path || "(the config)"}: ${p.message}`);
    super(problems.length === 1 ? lines[0] : `${problems.length} problems in the site config:\n${lines.map((l) => `  ${l}`).join("\n")}`);
    this.name = "ConfigError";
    this.file = file;
    this.problems = problems;
  }
}

// The raw shapes the schema admits (validated before these are read).
type Raw = Record<string, any>;

/** The origin of a config that names none: canonical URLs need one; the Markdown twins link base-relative instead. */
const FALLBACK_HOSTNAME = "http://localhost:8080";

const SOCIAL_NAMES: Record<string, string> = { github: "GitHub", gitlab: "GitLab", x: "X", discord: "Discord", mastodon: "Mastodon", npm: "npm" };

const isExternal = (link: string) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(link);

/** Checks the schema cannot express: regular expressions that compile, :path in the edit link, a URL hostname. */
function semanticProblems(raw: Raw): Problem[] {
  const problems: Problem[] = [];
  const walkNav = (items: unknown, at: string) => {
    if (!Array.isArray(items)) return;
    items.forEach((item: Raw, i) => {
      const p = joinPath(at, i);
      if (typeof item?.activeMatch === "string") {
        try {
          new RegExp(item.activeMatch);
        } catch (e) {
          problems.push({ path: joinPath(p, "activeMatch"), message: `not a valid regular expression (${(e as Error).message})` });
        }
      }
      walkNav(item?.items, joinPath(p, "items"));
    });
  };
  walkNav(raw.themeConfig?.nav, "themeConfig.nav");
  walkNav(raw.themeConfig?.extraMenu, "themeConfig.extraMenu");
  const pattern = raw.themeConfig?.editLink?.pattern;
  if (typeof pattern === "string" && !pattern.includes(":path")) {
    problems.push({ path: "themeConfig.editLink.pattern", message: `expected a URL containing the :path placeholder, got ${JSON.stringify(pattern)}` });
  }
  const hostname = raw.hostname ?? raw.sitemap?.hostname;
  if (typeof hostname === "string" && !/^https?:\/\/[^/]+/.test(hostname)) {
    problems.push({ path: raw.hostname !== undefined ? "hostname" : "sitemap.hostname", message: `expected an origin such as "https://example.com", got ${JSON.stringify(hostname)}` });
  }
  if (typeof raw.base === "string" && /[?#\s]/.test(raw.base)) {
    problems.push({ path: "base", message: `expected a path such as "/docs/", got ${JSON.stringify(raw.base)}` });
  }
  const hotkeys = raw.themeConfig?.search?.hotkeys;
  if (Array.isArray(hotkeys)) {
    hotkeys.forEach((h: unknown, i) => {
      if (typeof h !== "string") return; // the schema reports the type
      try {
        parseHotkey(h);
      } catch (e) {
        problems.push({ path: `themeConfig.search.hotkeys[${i}]`, message: (e as Error).message });
      }
    });
  }
  return problems;
}

/** VitePress's `titleTemplate`: a template with :title, a suffix, true (default) or false (bare title). */
export function normalizeTitleTemplate(template: unknown): string | undefined {
  if (template === false) return ":title";
  if (typeof template !== "string") return undefined;
  return template.includes(":title") ? template : `:title | ${template}`;
}

function normalizeAppearance(value: unknown): SiteConfig["appearance"] {
  // Web Docs is a dark theme: without a choice, the switch shows and dark comes first.
  if (value === undefined) return { switch: true, default: "dark" };
  if (value === true) return { switch: true, default: "auto" };
  if (value === false) return { switch: false, default: "light" };
  if (value === "dark") return { switch: true, default: "dark" };
  if (value === "force-dark") return { switch: false, default: "dark" };
  if (value === "force-auto") return { switch: false, default: "auto" };
  const v = value as { switch?: boolean; default?: "dark" | "light" | "auto" };
  return { switch: v.switch ?? true, default: v.default ?? "dark" };
}

/**
 * Head tags as the theme writes them. A site path in a link's href or a script's src (`/favicon.svg`, as
 * VitePress sites write it) is put under the base, where public/ files are served; one already under it stays.
 */
export function normalizeHead(list: unknown[] | undefined, base = "/"): HeadTag[] {
  return (list ?? []).map((h) => {
    const [tag, attrs, content] = Array.isArray(h) ? h : [(h as Raw).tag, (h as Raw).attrs, (h as Raw).content];
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

function normalizeIgnoreDeadLinks(value: unknown): Array<string | RegExp> {
  if (value === true) return [/.*/];
  if (value === "localhostLinks") return [/^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/];
  return Array.isArray(value) ? (value as Array<string | RegExp>) : [];
}

/**
 * A relative link under a sidebar `base`, joined as VitePress joins them, by plain concatenation
 * ("/guide/" + "intro" → "/guide/intro", "/reference/default-theme-" + "config" → "/reference/default-theme-config");
 * site links keep their own path and get their leading "/".
 */
function withItemBase(link: string, base: string | undefined): string {
  if (isExternal(link) || link.startsWith("#")) return link;
  if (link.startsWith("/")) return link;
  const joined = (base ?? "") + link;
  return joined.startsWith("/") ? joined : `/${joined}`;
}

function normalizeMarkdown(m: Raw | undefined): SiteConfig["markdown"] {
  if (!m) return undefined;
  const out: NonNullable<SiteConfig["markdown"]> = {};
  if (m.lineNumbers !== undefined) out.lineNumbers = m.lineNumbers;
  if (m.anchor?.level) out.anchorLevels = m.anchor.level;
  if (m.toc?.level) out.tocLevels = m.toc.level;
  const titles = Object.entries((m.container ?? {}) as Record<string, string>).map(([k, v]) => [k.replace(/Label$/, ""), v]);
  if (titles.length) out.containerTitles = Object.fromEntries(titles);
  return out;
}

/** Turn the author's config (already checked against the schema) into the SiteConfig the theme reads. */
function normalize(raw: Raw, file: string): SiteConfig {
  const links: ConfigLink[] = [];
  const tc: Raw = raw.themeConfig ?? {};

  const navItems = (items: Raw[] | undefined, at: string): NavItem[] =>
    (items ?? []).map((item, i) => {
      const p = joinPath(at, i);
      const out: NavItem = { text: item.text };
      if (item.link !== undefined) {
        out.link = withItemBase(item.link, undefined);
        links.push({ keyPath: joinPath(p, "link"), link: out.link });
      }
      if (item.activeMatch !== undefined) out.activeMatch = item.activeMatch;
      if (item.target !== undefined) out.target = item.target;
      if (item.rel !== undefined) out.rel = item.rel;
      if (item.items) out.items = navItems(item.items, joinPath(p, "items"));
      return out;
    });

  const sidebarItems = (items: Raw[], at: string, base: string | undefined): SidebarItem[] =>
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
    sidebar["/"] = sidebarItems(tc.sidebar, "themeConfig.sidebar", undefined);
  } else {
    for (const [prefix, value] of Object.entries((tc.sidebar ?? {}) as Record<string, unknown>)) {
      const at = joinPath("themeConfig.sidebar", prefix);
      if (value === "auto") sidebar[prefix] = "auto";
      else if (Array.isArray(value)) sidebar[prefix] = sidebarItems(value, at, undefined);
      else {
        const v = value as { base?: string; items: Raw[] };
        sidebar[prefix] = sidebarItems(v.items, joinPath(at, "items"), v.base);
      }
    }
  }

  let logo: string | undefined;
  let logoDark: string | undefined;
  let logoAlt: string | undefined;
  if (typeof tc.logo === "string") logo = tc.logo;
  else if (tc.logo?.src) ({ src: logo, alt: logoAlt } = tc.logo);
  else if (tc.logo?.light) ({ light: logo, dark: logoDark, alt: logoAlt } = tc.logo);
  if (logo) links.push({ keyPath: tc.logo?.light ? "themeConfig.logo.light" : tc.logo?.src ? "themeConfig.logo.src" : "themeConfig.logo", link: logo });
  if (logoDark) links.push({ keyPath: "themeConfig.logo.dark", link: logoDark });

  const outlineRaw = tc.outline;
  const outline: OutlineOption = (outlineRaw && typeof outlineRaw === "object" && !Array.isArray(outlineRaw) ? outlineRaw.level : outlineRaw) ?? 2;
  const outlineTitle: string | undefined = tc.outlineTitle ?? (typeof outlineRaw === "object" && outlineRaw ? outlineRaw.label : undefined);
  const lastUpdatedText: string | undefined = tc.lastUpdatedText ?? tc.lastUpdated?.text;

  const themeConfig: ThemeConfig = {
    nav: navItems(tc.nav, "themeConfig.nav"),
    sidebar,
    // Icon links need a name a screen reader can say ("GitHub", not "github").
    socialLinks: ((tc.socialLinks ?? []) as Raw[]).map((l) => ({ ...l, ariaLabel: l.ariaLabel ?? SOCIAL_NAMES[l.icon] ?? l.icon })) as ThemeConfig["socialLinks"],
    outline,
    search: { ...(tc.search ?? {}), hotkeys: tc.search?.hotkeys ?? [...DEFAULT_HOTKEYS] },
  };
  const optional: Partial<ThemeConfig> = {
    logo,
    logoDark,
    logoAlt,
    siteTitle: tc.siteTitle,
    outlineTitle,
    editLink: tc.editLink,
    lastUpdatedText,
    docFooter: tc.docFooter,
    footer: tc.footer,
    footerSets: tc.footerSets,
    returnToTopLabel: tc.returnToTopLabel,
    carbonAds: tc.carbonAds,
    sidebarMenuLabel: tc.sidebarMenuLabel,
    darkModeSwitchLabel: tc.darkModeSwitchLabel,
    extraMenu: tc.extraMenu ? navItems(tc.extraMenu, "themeConfig.extraMenu") : undefined,
  };
  for (const [k, v] of Object.entries(optional)) if (v !== undefined) (themeConfig as unknown as Raw)[k] = v;

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

  const locales: SiteConfig["locales"] = {};
  for (const [key, l] of Object.entries((raw.locales ?? {}) as Record<string, Raw>)) {
    // As in VitePress, `root` is the site's own language at "/", any other key a folder ("fr" → "/fr/").
    const link = l.link ?? (key === "root" ? "/" : `/${key}/`);
    locales[key] = { label: l.label, lang: l.lang ?? (key === "root" ? raw.lang ?? "en-US" : key), link };
    links.push({ keyPath: joinPath(joinPath("locales", key), "link"), link });
  }

  const titleTemplate = normalizeTitleTemplate(raw.titleTemplate);
  return {
    lang: raw.lang ?? "en-US",
    dir: raw.dir ?? "ltr",
    title: raw.title ?? "Docs",
    ...(titleTemplate ? { titleTemplate } : {}),
    description: raw.description ?? "",
    base: normalizeBase(raw.base ?? "/docs/web/"),
    hostname: raw.hostname ?? raw.sitemap?.hostname ?? FALLBACK_HOSTNAME,
    ...(raw.hostname ?? raw.sitemap?.hostname ? { hostnameSet: true } : {}),
    feeds: raw.feeds ?? true,
    ...(raw.redirects ? { redirects: raw.redirects } : {}),
    head: normalizeHead(raw.head, normalizeBase(raw.base ?? "/docs/web/")),
    appearance: normalizeAppearance(raw.appearance),
    // Off unless asked for, as in VitePress (it reads git history for every page).
    lastUpdated: raw.lastUpdated ?? false,
    themeConfig,
    locales,
    scrollOffset: raw.scrollOffset ?? 90,
    cleanUrls: false,
    ignoreDeadLinks: normalizeIgnoreDeadLinks(raw.ignoreDeadLinks),
    mermaid: { securityLevel: "loose", maxTextSize: 50000, ...(raw.mermaid ?? {}) },
    ...(raw.markdown ? { markdown: normalizeMarkdown(raw.markdown) } : {}),
    ...(raw.srcExclude ? { srcExclude: raw.srcExclude } : {}),
    ...(raw.llms === false ? { llms: false as const } : typeof raw.llms === "object" ? { llms: { exclude: raw.llms.exclude ?? [] } } : {}),
    ...(raw.rewrites ? { rewrites: raw.rewrites } : {}),
    labels: { ...defaultLabels, ...fromTheme, ...(raw.labels ?? {}) },
    origin: { file, links },
  };
}

/** Check an author's config against the schema and complete it with the theme defaults; any problem stops the build. */
export function validateAuthorConfig(raw: unknown, file: string): SiteConfig {
  const problems: Problem[] = [];
  check(configSchema.root, raw, "", configSchema.definitions, problems);
  if (typeof raw === "object" && raw !== null) problems.push(...semanticProblems(raw as Raw));
  if (problems.length) throw new ConfigError(file, problems);
  return normalize(raw as Raw, file);
}
