import type { SearchLabels } from "../../common/search-labels.ts";
// The shape of a Web Docs site config (spec §3), using the names VitePress authors already know.

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

export interface SocialLink {
  icon: "github" | "gitlab" | "x" | "discord" | "mastodon" | "npm";
  link: string;
  ariaLabel?: string;
}

/** A number (one level), a [min, max] pair, "deep" (2–6), or false (no outline). */
export type OutlineOption = number | [number, number] | "deep" | false;

export interface FooterSet {
  /** Owner label and link shown in the copyright line. */
  ownerLabel: string;
  ownerLink: string;
  /** Registration (filing) number and the national filing site it links to. */
  filingNumber: string;
  filingLink: string;
}

export interface Labels extends SearchLabels {
  search: string;
  searchPlaceholder: string;
  appearance: string;
  menu: string;
  returnToTop: string;
  outlineTitle: string;
  editLink: string;
  lastUpdated: string;
  /** Before the tools an article was checked against: "Checked against React 19.2, November 2026". */
  checkedAgainst: string;
  prev: string;
  next: string;
  takeMeHome: string;
  skipToContent: string;
  notFoundTitle: string;
  notFoundQuote: string;
  navigator: string;
  close: string;
  copyCode: string;
  copied: string;
  /** The doc layout's "Copy page" button (copies the page's Markdown twin) and its copied state. */
  copyPage: string;
  copiedPage: string;
  /** The link to the page's Markdown twin (the only page action without JavaScript). */
  viewAsMarkdown: string;
  /** Accessible name of the button that opens the page actions menu. */
  pageActions: string;
  mainNav: string;
  sidebarNav: string;
  breadcrumbs: string;
  pagination: string;
  extraMenu: string;
  toggleGroup: string;
  lightTheme: string;
  darkTheme: string;
  autoTheme: string;
}

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
  outline: OutlineOption;
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
  /** Search: always local; `hotkeys` open it (common/hotkeys.ts; default Ctrl/⌘+K and "/"). */
  search: { provider?: "local"; hotkeys: string[] };
}

export interface HeadTag {
  tag: string;
  attrs: Record<string, string>;
  content?: string;
}

export interface MermaidSiteConfig {
  /** Mermaid's securityLevel; "loose" by default (spec §9). "sandbox" draws each diagram in a sandboxed iframe. */
  securityLevel: "strict" | "loose" | "antiscript" | "sandbox";
  /** Longer diagram text is replaced by a diagram reading "Maximum text size in diagram exceeded" (default 50000). */
  maxTextSize: number;
}

/** VitePress's `markdown` options that Web Docs honours (config-schema.ts rejects the others by name). */
export interface MarkdownSiteConfig {
  /** Line numbers on every code block unless a fence says :no-line-numbers. */
  lineNumbers?: boolean;
  /** Heading levels that get a permalink ("#") anchor; all when absent. */
  anchorLevels?: number[];
  /** Heading levels [[toc]] lists; [2, 3] when absent. */
  tocLevels?: number[];
  /** Default titles of containers and alerts by kind ("tip" → "Hint"). */
  containerTitles?: Record<string, string>;
}

export interface SiteConfig {
  lang: string;
  dir: "ltr" | "rtl";
  title: string;
  titleTemplate?: string;
  description: string;
  /** Always starts and ends with "/", e.g. "/docs/web/". */
  base: string;
  /** Absolute origin used for canonical URLs and the sitemap. */
  hostname: string;
  /** Whether the config named an origin (hostname or sitemap.hostname): feeds link absolutely only then. */
  hostnameSet?: boolean;
  /** Write feed.xml and feed.json (site-wide and per area); true unless the config says `feeds: false`. */
  feeds?: boolean;
  /** Redirects, old URL or source → new URL or source, as the config gives them (site/redirects.ts normalizes). */
  redirects?: Record<string, string>;
  head: HeadTag[];
  appearance: { switch: boolean; default: "dark" | "light" | "auto" };
  lastUpdated: boolean;
  themeConfig: ThemeConfig;
  locales: Record<string, { label: string; lang: string; link?: string }>;
  scrollOffset: number;
  cleanUrls: false;
  /** Links allowed to point nowhere: exact strings or regular expressions. */
  ignoreDeadLinks: Array<string | RegExp>;
  mermaid: MermaidSiteConfig;
  markdown?: MarkdownSiteConfig;
  /** Globs (relative to the content folder) of Markdown files that are not pages. */
  srcExclude?: string[];
  /** Markdown twins, llms.txt and llms-full.txt (config `llms`); absent means on with nothing excluded. */
  llms?: false | { exclude: string[] };
  /** Page paths by source path ("packages/:pkg/index.md" → ":pkg/index.md"). */
  rewrites?: Record<string, string>;
  labels: Labels;
  /** Where an author's config came from, and the links it holds with their key paths (for build errors). */
  origin?: ConfigOrigin;
}

export interface ConfigLink {
  /** Key path in the config file, e.g. `themeConfig.nav[1].items[0].link`. */
  keyPath: string;
  link: string;
}

export interface ConfigOrigin {
  /** The config file as named in errors. */
  file: string;
  links: ConfigLink[];
}
