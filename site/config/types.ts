// The site config as the theme reads it (spec §3): what validate.ts makes of an author's config after the
// schema (config-schema.ts) has checked it. Shapes an author writes unchanged are the schema's own types.
import type { HeadTag } from "../../common/head.ts";
import type { OutlineLevels } from "./common-schema.ts";
import type { ParsedConfig, SchemaKey } from "./config-schema.ts";
import type { Labels } from "./labels.ts";
import type { Rewrites } from "../source-paths.ts";
import type { FooterSet, SocialLink } from "./theme-schema.ts";

export type { FooterSet, Labels, SocialLink };

export interface NavItem {
  text: string;
  /** Site-relative link without the base, e.g. "/frontend/basics/html/index.html". */
  link?: string;
  /** Nested items: a nav-group (level 2) holds nav-links (level 3). Three levels at most. */
  items?: NavItem[];
  /** Regular expression (string) of paths for which this item counts as active. */
  activeMatch?: string;
  /** Link target and rel (e.g. "_blank"); external links open in a new tab by default. */
  target?: string;
  rel?: string;
}

export interface SidebarItem {
  text: string;
  link?: string;
  items?: SidebarItem[];
  /** A group toggles only when collapsible. */
  collapsible?: boolean;
  /** Initial state of a collapsible group (the group holding the current page always opens). */
  collapsed?: boolean;
  /** This page's text in the previous/next links (default: `text`). */
  docFooterText?: string;
}

/** Sidebar per path prefix; "auto" generates the groups from the content folder of that prefix. */
export type SidebarConfig = Record<string, SidebarItem[] | "auto">;

/** An assistant a page can be opened in: a built-in one, or any with a link holding {prompt} or {url}. */
export type OpenInTarget = "chatgpt" | "claude" | { text: string; link: string };

export interface ThemeConfig {
  /** Logo under the base (e.g. "/logo.svg"); with `logoDark`, this one shows in light appearance. */
  logo?: string;
  logoDark?: string;
  logoAlt?: string;
  /** Title next to the logo (default: the site title); false shows the logo only. */
  siteTitle?: string | false;
  nav: NavItem[];
  sidebar: SidebarConfig;
  socialLinks: SocialLink[];
  /** The heading levels of "On this page" ([min, max], null for none), as the schema normalised them. */
  outline: OutlineLevels;
  outlineTitle?: string;
  editLink?: { pattern: string; text?: string };
  lastUpdatedText?: string;
  /** Labels of the previous/next links; false hides that link on every page. */
  docFooter?: { prev?: string | false; next?: string | false };
  footer?: { message?: string; copyright?: string };
  /** Two footer sets; the environment variable WEB_DOCS_FOOTER picks "primary" (default) or "secondary". */
  footerSets?: { primary: FooterSet; secondary: FooterSet };
  returnToTopLabel?: string;
  sidebarMenuLabel?: string;
  darkModeSwitchLabel?: string;
  /** Items of the extra ("…") menu in the top bar. */
  extraMenu?: NavItem[];
  /** Carbon Ads at the foot of the aside (VitePress's themeConfig.carbonAds). */
  carbonAds?: { code: string; placement: string };
  /** The page actions menu: its "Open in …" links (site/page-view.ts openInLinks); [] for none. Default: ChatGPT, Claude. */
  pageActions?: { openIn: OpenInTarget[] };
  /** Search: always local; `hotkeys` open it (common/hotkeys.ts; default Ctrl/⌘+K and "/"). */
  search: { provider?: "local" | "algolia"; hotkeys: string[] };
}

/** One locale as the theme reads it: its own settings, already completed (labels) and normalised (themeConfig). */
export interface LocaleConfig {
  label: string;
  lang: string;
  dir: "ltr" | "rtl";
  /** Where the language menu and "Take me home" go: "/" for root, "/<key>/" by default otherwise. */
  link: string;
  /** The locale only links to another site (`link: "https://…"`): it is in the language menu and nowhere else. */
  external?: true;
  /** The path its pages are under: "/" for root, "/<key>/" otherwise. */
  prefix: string;
  title?: string;
  titleTemplate?: string;
  description?: string;
  /** Its own head tags (normalized), merged over the site's by site/locales.ts. */
  head?: HeadTag[];
  /** Only the theme keys the locale sets (its sidebars are merged into the site's, under its prefix). */
  themeConfig: Partial<ThemeConfig>;
  /** The labels of its pages: English, its lang's built-in set, its VitePress label names, its `labels`. */
  labels: Labels;
}

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
