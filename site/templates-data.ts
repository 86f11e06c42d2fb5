// What the templates read from a build: global data (site, labels, headScript, the build itself) and filters
// (url, asset, modulePreloads, json, pageView). Filters take the build context from the page's data, not from
// a closure: Eleventy keeps compiled layouts in a process-wide cache (TemplateLayout), so a layout compiled by
// an earlier build of the same templates would call that build's filters.
import path from "node:path";
import { pageOriginFile } from "./page-files.ts";
import { type PageInput, type PageView, pageView } from "./page-view.ts";
import type { PageEntry } from "./page-modules.ts";
import type { BuildContext } from "./steps/context.ts";
import { htmlUrl } from "./steps/output.ts";
import { toPageLink, withBase } from "../common/urls.ts";
import type { ContentPage } from "./content-index.ts";
import { type FeedLink, feedLinker } from "./feeds.ts";
import { cardMeta } from "./social-cards/cards.ts";
import { searchFilters } from "./search-filters.ts";
import { type HeadTag, headHtml } from "../common/head.ts";
import { pageHeadTags } from "./page-head.ts";

/** What the shell renders: the page's view and its head as one list. */
type ShellView = PageView & { headTags: HeadTag[] };

/**
 * The theme's filters by the names the templates use. The author plugin registers them as `webDocs…` only and
 * renames them in the templates it serves from this list (site/eleventy-plugin.ts namespaceTemplate).
 */
export const THEME_FILTERS: readonly string[] = [
  "vueSlot",
  "vueThemeCss",
  "vueWholeLayout",
  "vueNotFoundPage",
  "url",
  "asset",
  "modulePreloads",
  "headHtml",
  "json",
  "pageView",
  ...Object.keys(searchFilters),
];

export interface TemplateHooks {
  /** Register under both names: the short one (unless namespaced, or `longOnly`) and `webDocs…`. */
  addData(name: string, value: unknown, longOnly?: boolean): void;
  addFilter(name: string, fn: (this: FilterThis, ...args: any[]) => unknown): void;
}

/** The build as page data: a class instance, so Eleventy hands every page this one object instead of a deep copy. */
class BuildData {
  constructor(readonly ctx: BuildContext) {}
}

/** A filter's `this` in Nunjucks: the page's data is `ctx`. */
interface FilterThis {
  ctx?: { webDocsBuild?: unknown };
}

export function addTemplateData(own: BuildContext, headScript: string, hooks: TemplateHooks): void {
  const { addData } = hooks;
  const addFilter: TemplateHooks["addFilter"] = (name, fn) => {
    // A filter missing from the list would keep its short name in the author plugin's templates, and fail there.
    if (!THEME_FILTERS.includes(name)) throw new Error(`theme filter "${name}" is not listed in THEME_FILTERS (site/templates-data.ts)`);
    hooks.addFilter(name, fn);
  };
  // The build whose page is rendering (own: where a template engine gives filters no page data).
  const build = (self: FilterThis | undefined): BuildContext => {
    const data = self?.ctx?.webDocsBuild;
    return data instanceof BuildData ? data.ctx : own;
  };
  addData("build", new BuildData(own), true);
  // Frozen: Eleventy then shares one object with every page instead of deep-copying it into each page's data
  // (with a site's whole sidebar in the config, that copying grew with pages × sidebar entries).
  addData("site", Object.freeze({ ...own.config }));
  addData("labels", Object.freeze({ ...own.config.labels }));
  // Inline script applied in <head> before first paint (the appearance class).
  addData("headScript", headScript);

  // A VitePress theme's Layout slots (site/vue/theme.ts): `{{ "doc-before" | vueSlot | safe }}` is that slot's
  // HTML for the page rendering; the theme's own stylesheet, when it imports CSS.
  const pageFile = (self: FilterThis | undefined) => {
    const file = (self?.ctx as { page?: { inputPath?: string } } | undefined)?.page?.inputPath;
    return file ? path.resolve(file) : null;
  };
  addFilter("vueSlot", function (name: string) {
    // (The 404 page is the theme's, not a content page: its one slot is rendered once for it.)
    if (name === "not-found") return build(this).vue?.notFound ?? "";
    const file = pageFile(this);
    return (file && build(this).vue?.slots.get(file)?.[name]) || "";
  });
  // A custom theme's Layout is the page's whole body (site/vue/site.ts): the shell gives it only the <head>.
  addFilter("vueWholeLayout", function () {
    const file = pageFile(this);
    return (!!file && !!build(this).vue?.whole.has(file)) || vueNotFoundPage(this) !== "";
  });
  // The theme's own 404 page (no 404.md) with a custom theme: the Layout's body over the not-found page's data.
  const vueNotFoundPage = (self: FilterThis | undefined) => {
    const page = (self?.ctx as { page?: { url?: string; inputPath?: string } } | undefined)?.page;
    const ctx = build(self);
    const own =
      page?.url === "/404.html" &&
      !ctx.byFile.has(
        path
          .relative(ctx.contentDir, path.resolve(page.inputPath ?? ""))
          .split(path.sep)
          .join("/"),
      );
    return (own && ctx.vue?.notFoundPage) || "";
  };
  addFilter("vueNotFoundPage", function () {
    return vueNotFoundPage(this);
  });
  addFilter("vueThemeCss", function () {
    return build(this).vue?.themeCss ?? "";
  });
  addFilter("url", function (p: string) {
    return withBase(build(this).config.base, toPageLink(p));
  });
  addFilter("asset", function (name: string) {
    const ctx = build(this);
    const hashed = ctx.assets[name];
    if (!hashed) throw new Error(`asset "${name}" is not in the build manifest (run the widget/theme build first)`);
    return withBase(ctx.config.base, hashed);
  });
  // Chunks an element on this page will import (rollup.config.mjs PRELOAD: "<element>.preload.<i>" assets,
  // and "<element>.<diagram kind>.preload.<i>" for Mermaid's code per kind), fetched while the HTML parses
  // instead of one hop at a time after the entry runs. Read once per build run (ctx.routes is made afresh for
  // each; npm run dev may rebundle between runs): stringifying the manifest and scanning the page once per
  // preload, for every page, took half a second of a 1000-page build.
  const preloadsOf = new WeakMap<object, Map<string, Array<{ kind?: string; href: string }>>>();
  addFilter("modulePreloads", function (content: string) {
    if (typeof content !== "string") return [];
    const ctx = build(this);
    const file = (this?.ctx as { page?: { inputPath?: string } } | undefined)?.page?.inputPath;
    let byTag = preloadsOf.get(ctx.routes);
    if (!byTag) {
      byTag = new Map();
      for (const [name, file] of Object.entries(ctx.assets)) {
        const m = /^([a-z][a-z0-9-]*)(?:\.([\w-]+))?\.preload\.\d+$/.exec(name);
        if (!m) continue;
        const list = byTag.get(m[1]) ?? [];
        list.push({ kind: m[2], href: withBase(ctx.config.base, file) });
        byTag.set(m[1], list);
      }
      preloadsOf.set(ctx.routes, byTag);
    }
    const present = [...byTag].flatMap(([tag, list]) => (content.includes(`<${tag}`) ? list : []));
    // The diagrams' kinds as the page's render found them (a page not rendered from Markdown draws none).
    const kinds = (file && ctx.pageRecords.get(path.resolve(file))?.diagrams) || new Set<string>();
    return present.filter((p) => !p.kind || kinds.has(p.kind)).map((p) => p.href);
  });
  // The page's social card (og:image) and feeds (<link rel="alternate">), from this build's steps: parts of its head.
  const cardOf = (ctx: BuildContext, url: string) => {
    const job = ctx.socialCards.get(url);
    return job ? cardMeta(ctx.config, job) : null;
  };
  const linkersOf = new WeakMap<ContentPage[], (url: string) => FeedLink[]>();
  const feedsOf = (ctx: BuildContext, url: string): FeedLink[] => {
    if (ctx.config.feeds === false) return [];
    let linker = linkersOf.get(ctx.pages);
    if (!linker) linkersOf.set(ctx.pages, (linker = feedLinker(ctx.config, ctx.pages)));
    return linker(url);
  };
  addFilter("headHtml", (tags: HeadTag[]) => headHtml(tags));
  for (const [name, fn] of Object.entries(searchFilters)) addFilter(name, fn);
  addFilter("json", (v: unknown) => JSON.stringify(v).replace(/</g, "\\u003c"));

  // One function computes everything a layout shows; templates only render it.
  addFilter("pageView", function (content: string, page: { inputPath: string; url: string }) {
    const ctx = build(this);
    const { config } = ctx;
    const inputPath = path.resolve(page.inputPath);
    const file = path.relative(ctx.contentDir, inputPath).split(path.sep).join("/");
    const scanned = ctx.byFile.get(file);
    const source = scanned?.source ?? file;
    const files = Object.fromEntries(Object.entries(ctx.sidebarFiles).map(([k, f]) => [k, f.path]));
    const input: PageInput = {
      url: htmlUrl(page.url),
      source,
      ...(source !== file ? { sourceFile: file } : {}),
      ...(scanned?.dynamic ? { templateFile: scanned.dynamic.template } : {}),
      file: path.relative(process.cwd(), inputPath),
      // A page whose problems this build already holds (its front matter, its Markdown) is laid out without
      // its front matter: the build fails at its end with every problem, this one's among them (plugin.ts).
      frontmatter: ctx.problems.some((e) => (e as { file?: string }).file === path.relative(process.cwd(), inputPath)) ? {} : (scanned?.frontmatter ?? {}),
      title: scanned?.title ?? (page.url === "/404.html" ? config.labels.notFoundTitle : ""),
      content,
      headers: ctx.pageRecords.get(inputPath)?.headings ?? undefined,
      // (A dynamic route's page: its template's date.)
      lastUpdated: ctx.dates.get(pageOriginFile(inputPath)),
      notFound: !scanned && htmlUrl(page.url) === "/404.html",
      sources: ctx.sources,
    };
    const shown = pageView(config, ctx.sidebars, input, files);
    const view: ShellView = { ...shown, headTags: pageHeadTags(shown, cardOf(ctx, input.url), feedsOf(ctx, input.url)) };
    ctx.laidOut?.();
    // A custom VitePress theme's page (its Layout is the whole body) is loaded in full by the client router.
    ctx.routes.set(input.url, routeEntry(input, view, !!ctx.vue?.whole.has(inputPath)));
    return view;
  });
}

/** What a page's content module carries besides its markup (site/page-modules.ts). */
function routeEntry(input: PageInput, view: ShellView, whole: boolean): Omit<PageEntry, "html"> {
  return {
    url: input.url,
    file: input.file,
    pageData: {
      relativePath: input.notFound ? "404.md" : input.source,
      title: view.title,
      description: view.description,
      headers: view.headers,
      frontmatter: input.frontmatter,
      outline: view.outlineLevels,
      ...(view.lastUpdated ? { lastUpdated: view.lastUpdated } : {}),
    },
    view: {
      // A page with its own chrome is loaded in full, as a layout without chrome is (widgets/router/swap.ts).
      layout: view.framed || whole ? "bare" : view.layout,
      head: view.headTags,
      translations: view.translations.map((t) => t.href),
      ...(view.version ? { version: view.version.current, versions: view.version.menu.map((l) => l.href) } : {}),
      nav: view.nav.map((n) => n.active),
      lang: view.site.lang,
    },
  };
}
