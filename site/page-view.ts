import { configSchema, frontmatterSchemas } from "./config/config-schema.ts";
import { check, type Problem } from "./config/schema.ts";
import type { HeadTag, NavItem, SidebarItem, SiteConfig } from "./config/types.ts";
import { normalizeHead, normalizeTitleTemplate } from "./config/validate.ts";
import { BuildError } from "./errors.ts";
import { featuresGridClass, homeHtml } from "./features.ts";
import { COPYRIGHT_START_YEAR, copyrightYears, selectFooterSet } from "./footer.ts";
import { buildOutline, extractHeaders, type Header, type OutlineEntry, outlineOptionFor, resolveOutlineLevels } from "./outline.ts";
import { routeKey, toPageLink, withBase } from "./paths.ts";
import { indexSidebar, type PagerLink, prevNext, resolveSidebar, sameLink } from "./sidebar.ts";

export const LAYOUTS = ["doc", "home", "page"] as const;
export type LayoutName = (typeof LAYOUTS)[number] | "bare" | "notfound";

export interface NavView {
  text: string;
  href?: string;
  active: boolean;
  external: boolean;
  target?: string;
  rel?: string;
  items?: NavView[];
}

export interface SidebarView {
  text: string;
  href?: string;
  active: boolean;
  collapsible: boolean;
  open: boolean;
  hasActive: boolean;
  /** Closed group whose items are left out of the page (loaded by the widget from the sidebar JSON). */
  deferred: boolean;
  items?: SidebarView[];
}

export interface Feature {
  icon?: string | { src: string; alt?: string; width?: number; height?: number };
  title: string;
  details?: string;
  link?: string;
  linkText?: string;
}

export interface PageView {
  layout: LayoutName;
  title: string;
  fullTitle: string;
  description: string;
  url: string;
  /** The page's own <head> tags (front matter `head`), after the site's. */
  head: HeadTag[];
  canonical: string;
  nav: NavView[];
  extraMenu: NavView[];
  sidebar: SidebarView[] | null;
  sidebarKey: string | null;
  /** URL of the shared, content-hashed JSON of this page's whole sidebar (for the widget). */
  sidebarSrc: string | null;
  headers: Header[];
  outline: OutlineEntry[];
  showAside: boolean;
  prev: PagerLink | null;
  next: PagerLink | null;
  editLink: string | null;
  lastUpdated: string | null;
  breadcrumbs: Array<{ text: string; href?: string }>;
  footer: { message?: string; copyrightHtml: string };
  hero?: Record<string, unknown>;
  features: Array<Feature & { iconHtml?: string; titleHtml: string; detailsHtml?: string }>;
  featuresClass: string;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Check the front-matter keys the theme reads; a wrong shape stops the build naming file and key. */
export function validateFrontmatter(fm: Record<string, unknown>, file: string): void {
  const fail = (key: string, expected: string) =>
    { throw new BuildError(file, `front matter "${key}": expected ${expected}, got ${JSON.stringify(fm[key])}`); };
  if ("layout" in fm && fm.layout !== false && !(LAYOUTS as readonly string[]).includes(fm.layout as string)) {
    throw new BuildError(file, `unknown layout ${JSON.stringify(fm.layout)}: use one of ${LAYOUTS.join(", ")} or false`);
  }
  for (const key of ["title", "description", "titleTemplate", "mermaidTheme"]) {
    if (key in fm && typeof fm[key] !== "string" && !(key === "titleTemplate" && typeof fm[key] === "boolean")) fail(key, "a string");
  }
  if ("outline" in fm) {
    try {
      resolveOutlineLevels(fm.outline);
    } catch (e) {
      throw new BuildError(file, `front matter ${(e as Error).message}`);
    }
  }
  for (const key of ["prev", "next"]) {
    const v = fm[key];
    if (key in fm && v !== false && typeof v !== "string" && !(isObj(v) && ["text", "link"].some((k) => typeof v[k] === "string"))) {
      fail(key, "false, a label, or { text, link }");
    }
  }
  for (const key of ["aside", "editLink", "lastUpdated", "sidebar"]) {
    if (key in fm && typeof fm[key] !== "boolean" && !(key === "aside" && fm[key] === "left")) fail(key, "true or false");
  }
  if ("order" in fm && typeof fm.order !== "number") fail("order", "a number");
  const problems: Problem[] = [];
  for (const key of ["head", "hero", "features"] as const) {
    if (key in fm) check(frontmatterSchemas[key], fm[key], key, configSchema.definitions, problems);
  }
  if (problems.length) throw new BuildError(file, problems.map((p) => `front matter ${p.path}: ${p.message}`).join("; "));
}

export function layoutOf(fm: Record<string, unknown>): LayoutName {
  if (fm.layout === false) return "bare";
  return (fm.layout as LayoutName | undefined) ?? "doc";
}

function navView(items: NavItem[], pageUrl: string, base: string): NavView[] {
  const key = routeKey(pageUrl);
  return items.map((item) => {
    const children = item.items ? navView(item.items, pageUrl, base) : undefined;
    const link = item.link ? toPageLink(item.link) : undefined;
    const external = !!link && /^[a-z]+:/i.test(link);
    const active = item.activeMatch
      ? new RegExp(item.activeMatch).test(key)
      : (link ? !external && sameLink(link, pageUrl) : false) || !!children?.some((c) => c.active);
    // External links open in a new tab unless the item says otherwise.
    const target = item.target ?? (external ? "_blank" : undefined);
    const rel = item.rel ?? (external ? "noopener" : undefined);
    return { text: item.text, href: link ? withBase(base, link) : undefined, active, external, target, rel, items: children };
  });
}

function sidebarView(items: SidebarItem[], pageUrl: string, base: string): SidebarView[] {
  const index = indexSidebar(items);
  const pageKey = routeKey(toPageLink(pageUrl));
  const onPath = new Set(index.pathTo.get(pageKey) ?? []);
  const view = (list: SidebarItem[]): SidebarView[] =>
    list.map((item) => {
      const hasActive = onPath.has(item);
      const collapsible = !!item.collapsible;
      // The group containing the current page is always rendered open.
      const open = !collapsible || hasActive || !item.collapsed;
      // A closed group that has its own link is rendered without its items: its intro page is reachable
      // without JS, and the sidebar widget fetches the items from the shared sidebar JSON when opened.
      // This keeps each page's HTML proportional to its own place in the tree, not to the whole site.
      const deferred = !open && !!item.link && !!item.items?.length;
      return {
        text: item.text,
        href: item.link ? withBase(base, item.link) : undefined,
        active: !!item.link && index.keyOf.get(item) === pageKey,
        collapsible,
        open,
        hasActive,
        deferred,
        items: item.items ? (deferred ? [] : view(item.items)) : undefined,
      };
    });
  return view(items);
}

function breadcrumbTrail(items: SidebarItem[], pageUrl: string, base: string): Array<{ text: string; href?: string }> {
  const path = indexSidebar(items).pathTo.get(routeKey(toPageLink(pageUrl))) ?? [];
  return path.slice(0, -1).map((item) => ({ text: item.text, href: item.link ? withBase(base, item.link) : undefined }));
}

export interface PageInput {
  /** Site-relative URL of the page ("/a/b.html"). */
  url: string;
  /** Relative to the content folder ("a/b.md"). */
  source: string;
  /** Path shown in errors. */
  file: string;
  frontmatter: Record<string, unknown>;
  title: string;
  content: string;
  lastUpdated?: Date;
  /** The theme's own not-found screen (used when the content has no 404 page). */
  notFound?: boolean;
}

/** Everything the layouts render for one page, computed once, in one place. */
export function pageView(
  config: SiteConfig,
  sidebars: Record<string, SidebarItem[]>,
  input: PageInput,
  sidebarFiles: Record<string, string> = {},
): PageView {
  const fm = input.frontmatter;
  validateFrontmatter(fm, input.file);
  const { base, themeConfig: theme } = config;
  const layout = input.notFound ? "notfound" : layoutOf(fm);
  const title = input.title;
  // VitePress semantics: a template with :title, a suffix ("Guide" → "Page | Guide"), false for the bare title.
  const template = normalizeTitleTemplate(fm.titleTemplate) ?? config.titleTemplate ?? `:title | ${config.title}`;
  const fullTitle = input.url === "/index.html" && title === config.title ? title : template.replace(":title", title);
  const description = typeof fm.description === "string" ? fm.description : config.description;

  const resolved = layout === "doc" && fm.sidebar !== false ? resolveSidebar(sidebars, input.url) : null;
  const headers = extractHeaders(input.content);
  let levels: [number, number] | null;
  try {
    levels = resolveOutlineLevels(outlineOptionFor(fm, theme.outline));
  } catch (e) {
    throw new BuildError(input.file, (e as Error).message);
  }
  const outline = layout === "doc" ? buildOutline(headers, levels) : [];
  const pager = resolved
    ? prevNext(resolved.items, input.url, { prev: fm.prev as never, next: fm.next as never })
    : prevNext([], input.url, { prev: fm.prev as never, next: fm.next as never });
  const withBaseLink = (l: PagerLink | null) => (l ? { text: l.text, link: withBase(base, l.link) } : null);
  // `docFooter: { prev: false }` hides that link on every page (a page's own prev/next still wins).
  if (theme.docFooter?.prev === false && fm.prev === undefined) pager.prev = null;
  if (theme.docFooter?.next === false && fm.next === undefined) pager.next = null;

  const editLink =
    theme.editLink && fm.editLink !== false && layout === "doc" ? theme.editLink.pattern.replace(":path", input.source) : null;
  const lastUpdated =
    config.lastUpdated && fm.lastUpdated !== false && layout === "doc" && input.lastUpdated ? input.lastUpdated.toISOString() : null;

  const set = selectFooterSet(config);
  const owner = set ? ` <a href="${set.ownerLink}">${set.ownerLabel}</a>` : "";
  const filing = set ? ` · <a href="${set.filingLink}" rel="noopener">${set.filingNumber}</a>` : "";
  const copyrightHtml = theme.footer?.copyright ?? `Copyright © ${copyrightYears(COPYRIGHT_START_YEAR)}${owner}${filing}`;

  const features = (Array.isArray(fm.features) ? fm.features : []) as Feature[];
  return {
    layout,
    title,
    fullTitle,
    description,
    url: input.url,
    head: Array.isArray(fm.head) ? normalizeHead(fm.head) : [],
    canonical: config.hostname.replace(/\/$/, "") + withBase(base, input.url),
    nav: navView(theme.nav, input.url, base),
    extraMenu: navView(theme.extraMenu ?? [], input.url, base),
    sidebar: resolved ? sidebarView(resolved.items, input.url, base) : null,
    sidebarKey: resolved?.key ?? null,
    sidebarSrc: resolved && sidebarFiles[resolved.key] ? withBase(base, sidebarFiles[resolved.key]) : null,
    headers,
    outline,
    showAside: layout === "doc" && fm.aside !== false && outline.length > 0,
    prev: withBaseLink(pager.prev),
    next: withBaseLink(pager.next),
    editLink,
    lastUpdated,
    breadcrumbs: resolved ? breadcrumbTrail(resolved.items, input.url, base) : [],
    footer: { message: theme.footer?.message, copyrightHtml },
    hero: isObj(fm.hero) ? { ...fm.hero, html: heroHtml(fm.hero) } : undefined,
    features: features.map((f) => ({
      ...f,
      link: f.link ? withBase(base, toPageLink(f.link)) : undefined,
      iconHtml: typeof f.icon === "string" ? homeHtml(f.icon) : undefined,
      titleHtml: homeHtml(String(f.title ?? "")),
      detailsHtml: typeof f.details === "string" ? homeHtml(f.details) : undefined,
    })),
    featuresClass: featuresGridClass(features.length),
  };
}

/** The hero's strings as (sanitised) HTML, as VitePress renders them. */
function heroHtml(hero: Record<string, unknown>): Record<"name" | "text" | "tagline", string | undefined> {
  const html = (v: unknown) => (typeof v === "string" ? homeHtml(v) : undefined);
  return { name: html(hero.name), text: html(hero.text), tagline: html(hero.tagline) };
}
