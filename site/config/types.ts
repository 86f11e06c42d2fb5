// The site config as the theme reads it (spec §3): the schema's output (config-schema.ts, theme-schema.ts),
// which checks an author's config and normalises each key that needs nothing but itself, completed by
// validate.ts where the schema lacks the context (the config file, other keys, key paths for errors). Every
// shape here is the schema's, or the schema's with the fields that completion changes.
import type { HeadTag } from "../../common/head.ts";
import type { OutlineLevels } from "./common-schema.ts";
import type { ParsedConfig, SchemaKey } from "./config-schema.ts";
import type { Labels } from "./labels.ts";
import type { Rewrites } from "../source-paths.ts";
import type { NavGroupOutput, ParsedTheme, SidebarItemOutput, THEME_SCHEMA_KEYS } from "./theme-schema.ts";

export type { Labels };

/**
 * A top-bar item at any of its three levels (a nav-group holds nav-links): the schema's, whose transform
 * gives a site link its leading "/" (validate.ts records the link's key path for the dead-link check).
 */
export type NavItem = Omit<NavGroupOutput, "items"> & { items?: NavItem[] };

/**
 * A sidebar item: the schema's, with its group's `base` joined into its link and `collapsible` implied by
 * `collapsed` (validate.ts: a group's base reaches its items' items, which a transform of one item cannot see).
 * `target` and `rel` are accepted from VitePress configs and not used.
 */
export type SidebarItem = Omit<SidebarItemOutput, "items" | "base" | "target" | "rel"> & { items?: SidebarItem[] };

/** Sidebar per path prefix; "auto" generates the groups from the content folder of that prefix. */
export type SidebarConfig = Record<string, SidebarItem[] | "auto">;

/** A social link as the theme draws it (social-icons.ts socialLink, applied by the schema). */
type SocialLink = NonNullable<ParsedTheme["socialLinks"]>[number];
/** One owner/filing set of the copyright line. */
export type FooterSet = NonNullable<ParsedTheme["footerSets"]>["primary"];
/** An assistant a page can be opened in: a built-in one, or any with a link holding {prompt} or {url}. */
export type OpenInTarget = NonNullable<ParsedTheme["pageActions"]>["openIn"][number];

/** The theme: the schema's output, with what validate.ts normalizeTheme completes. */
export type ThemeConfig = Pick<ParsedTheme, (typeof THEME_SCHEMA_KEYS)[number]> & {
  /** Logo under the base (e.g. "/logo.svg"), from any of the schema's image forms; with `logoDark`, this one shows in light appearance. */
  logo?: string;
  logoDark?: string;
  logoAlt?: string;
  nav: NavItem[];
  /** By path prefix: a plain list is keyed by the prefix of the locale it belongs to ("/", "/zh/"). */
  sidebar: SidebarConfig;
  socialLinks: SocialLink[];
  /** The heading levels of "On this page" ([min, max], null for none), from `outline` or its { level }. */
  outline: OutlineLevels;
  /** `outlineTitle`, or VitePress's outline.label. */
  outlineTitle?: string;
  /** `lastUpdatedText`, or VitePress's lastUpdated.text. */
  lastUpdatedText?: string;
  /** Search: always local; `hotkeys` open it (common/hotkeys.ts; default Ctrl/⌘+K and "/"). */
  search: Pick<NonNullable<ParsedTheme["search"]>, "provider"> & { hotkeys: string[] };
};

type ParsedLocale = NonNullable<ParsedConfig["locales"]>[string];

/** One locale as the theme reads it: the schema's, completed from the site's keys (locales-normalize.ts). */
export type LocaleConfig = Pick<ParsedLocale, "label" | "title" | "titleTemplate" | "description"> & {
  /** Default: the key; the site's lang for root. */
  lang: string;
  /** Default: the site's. */
  dir: ParsedConfig["dir"];
  /** Where the language menu and "Take me home" go: "/" for root, "/<key>/" by default otherwise. */
  link: string;
  /** The locale only links to another site (`link: "https://…"`): it is in the language menu and nowhere else. */
  external?: true;
  /** The path its pages are under: "/" for root, "/<key>/" otherwise. */
  prefix: string;
  /** Its own head tags (normalized), merged over the site's by site/locales.ts. */
  head?: HeadTag[];
  /** Only the theme keys the locale sets (its sidebars are merged into the site's, under its prefix). */
  themeConfig: Partial<ThemeConfig>;
  /** The labels of its pages: English, its lang's built-in set, its VitePress label names, its `labels`. */
  labels: Labels;
};

export type { HeadTag };

/** Mermaid's securityLevel and maxTextSize, defaults filled in by the schema (config-schema.ts). */
export type MermaidSiteConfig = ParsedConfig["mermaid"];

/** VitePress's `markdown` options that Web Docs honours, as the schema normalised them (markdown-schema.ts). */
export type MarkdownSiteConfig = NonNullable<ParsedConfig["markdown"]>;

export type ImageFormat = NonNullable<ParsedConfig["images"]>["formats"][number];

/** Config `versions` (site/versions.ts holds their URL rules): the default version, and every version newest first. */
export type VersionsConfig = NonNullable<ParsedConfig["versions"]>;

/**
 * The site config as the theme reads it: the schema's output for the keys it normalises alone
 * (SCHEMA_KEYS), and what validate.ts adds after the parse from what the schema cannot see — the config
 * file's path, the base under which head URLs go, other keys (labels from lang and theme, locales over the
 * root's theme), the key paths of links for build errors.
 */
export type SiteConfig = Pick<ParsedConfig, SchemaKey> & {
  /** Absolute origin used for canonical URLs and the sitemap (hostname, or VitePress's sitemap.hostname). */
  hostname: string;
  /** Whether the config named an origin (hostname or sitemap.hostname): feeds link absolutely only then. */
  hostnameSet?: boolean;
  /** The head tags, site paths in them under the base. */
  head: HeadTag[];
  themeConfig: ThemeConfig;
  /** Languages by key ("root", "zh"), VitePress style; empty for a one-language site (site/locales.ts reads them). */
  locales: Record<string, LocaleConfig>;
  /** Page paths by source path ("packages/:pkg/index.md" → ":pkg/index.md"); with versions, the default version's folder maps to the base first. */
  rewrites?: Rewrites;
  /**
   * A VitePress config's `srcDir`: the content folder (absolute), and the folder holding its .vitepress (the
   * theme's), which is then another one (site/config/load.ts, which knows where the config file is).
   */
  srcDir?: { contentDir: string; siteDir: string };
  labels: Labels;
  /** The themeConfig as the author wrote it, which VitePress's useData().theme returns (site/vue/hook.ts). */
  themeConfigAsWritten?: Record<string, unknown>;
  /** Each locale's themeConfig as written (by locale key), merged over the site's for its pages, as VitePress does. */
  localeThemeConfigsAsWritten?: Record<string, Record<string, unknown>>;
  /** React components for Markdown by name (config `components`): absolute files, checked to exist (site/react/components.ts). */
  components?: Record<string, string>;
  /** VitePress's build hooks, called where VitePress calls them (site/vitepress-hooks.ts). */
  hooks?: VitePressHooks;
  /** One line per accepted config key that changes nothing here (vite, markdown.theme…), printed by the build. */
  notes?: string[];
  /** Where an author's config came from, and the links it holds with their key paths (for build errors). */
  origin?: ConfigOrigin;
};

/** VitePress's build hooks as a config gives them (config-schema.ts hookKeys); called with VitePress's arguments. */
type VitePressHooks = Pick<ParsedConfig, "buildEnd" | "transformPageData" | "transformHead" | "transformHtml">;

export interface ConfigLink {
  /** Key path in the config file, e.g. `themeConfig.nav[1].items[0].link`. */
  keyPath: string;
  link: string;
}

interface ConfigOrigin {
  /** The config file as named in errors. */
  file: string;
  links: ConfigLink[];
}
