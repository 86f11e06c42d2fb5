// `import { defineConfig } from "web-docs/config"` in a web-docs.config.ts: type hints for the config
// object. The build checks the same keys at run time (config-schema.ts); this type mirrors it.

type Link = string;
export interface AuthorNavLink { text: string; link: Link; activeMatch?: string; target?: string; rel?: string; noIcon?: boolean }
export interface AuthorNavGroup { text: string; link?: Link; items?: AuthorNavLink[]; activeMatch?: string; target?: string; rel?: string }
export interface AuthorNavItem { text: string; link?: Link; items?: Array<AuthorNavGroup>; activeMatch?: string; target?: string; rel?: string }
export interface AuthorSidebarItem {
  text: string;
  link?: Link;
  items?: AuthorSidebarItem[];
  collapsible?: boolean;
  collapsed?: boolean;
  base?: string;
  docFooterText?: string;
  target?: string;
  rel?: string;
}
type Level = 2 | 3 | 4 | 5 | 6;
type Outline = Level | [Level, Level] | "deep" | false;
type Image = string | { src: string; alt?: string; width?: number; height?: number } | { light: string; dark: string; alt?: string; width?: number; height?: number };
type HeadTag = [string, Record<string, string | number | boolean>] | [string, Record<string, string | number | boolean>, string] | { tag: string; attrs?: Record<string, string | number | boolean>; content?: string };
interface FooterSet { ownerLabel: string; ownerLink: string; filingNumber: string; filingLink: string }

export interface AuthorThemeConfig {
  logo?: Image;
  siteTitle?: string | false;
  nav?: AuthorNavItem[];
  sidebar?: AuthorSidebarItem[] | Record<string, "auto" | AuthorSidebarItem[] | { base?: string; items: AuthorSidebarItem[] }>;
  socialLinks?: Array<{ icon: "github" | "gitlab" | "x" | "discord" | "mastodon" | "npm"; link: string; ariaLabel?: string }>;
  outline?: Outline | { level?: Outline; label?: string };
  outlineTitle?: string;
  editLink?: { pattern: string; text?: string };
  lastUpdated?: { text?: string };
  lastUpdatedText?: string;
  docFooter?: { prev?: string | false; next?: string | false };
  footer?: { message?: string; copyright?: string };
  footerSets?: { primary: FooterSet; secondary: FooterSet };
  returnToTopLabel?: string;
  sidebarMenuLabel?: string;
  darkModeSwitchLabel?: string;
  extraMenu?: AuthorNavGroup[];
  /** `hotkeys`: what opens search, e.g. ["Mod+K", "/"] (the default); Mod is Ctrl, or ⌘ on Apple platforms. */
  search?: { provider?: "local"; hotkeys?: string[] };
  carbonAds?: { code: string; placement: string };
}

export interface AuthorConfig {
  $schema?: string;
  title?: string;
  titleTemplate?: string | boolean;
  description?: string;
  lang?: string;
  dir?: "ltr" | "rtl";
  base?: string;
  hostname?: string;
  sitemap?: { hostname: string };
  head?: HeadTag[];
  appearance?: boolean | "dark" | "force-dark" | "force-auto" | { switch?: boolean; default?: "dark" | "light" | "auto" };
  lastUpdated?: boolean;
  scrollOffset?: number;
  cleanUrls?: false;
  ignoreDeadLinks?: boolean | "localhostLinks" | Array<string | RegExp>;
  locales?: Record<string, { label: string; lang?: string; link?: string }>;
  themeConfig?: AuthorThemeConfig;
  labels?: Partial<import("./types.ts").Labels>;
  srcExclude?: string[];
  /** Markdown twins, llms.txt and llms-full.txt: false turns them off; exclude leaves page paths out ("/secret/**"). */
  llms?: boolean | { exclude?: string[] };
  rewrites?: Record<string, string>;
  /** Write feed.xml and feed.json (default true). */
  feeds?: boolean;
  /** Old URL → new URL ("/old.html": "/new.html"; .md sources accepted). */
  redirects?: Record<string, string>;
  markdown?: {
    lineNumbers?: boolean;
    anchor?: { level?: number[] };
    toc?: { level?: number[] };
    emoji?: Record<string, never>;
    container?: Partial<Record<"tipLabel" | "warningLabel" | "dangerLabel" | "infoLabel" | "detailsLabel" | "noteLabel" | "importantLabel" | "cautionLabel", string>>;
  };
  mermaid?: { securityLevel?: "strict" | "loose" | "antiscript" | "sandbox"; maxTextSize?: number };
}

/** Returns the config unchanged; it exists for the editor's type hints. */
export function defineConfig(config: AuthorConfig): AuthorConfig {
  return config;
}
