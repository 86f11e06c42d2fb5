// VitePress's build hooks (reference/site-config, "Build Hooks"), called where VitePress calls them and with
// its argument shapes: transformPageData before a page renders, transformHead and transformHtml as its HTML
// is written, buildEnd once the site is in place. A hook that throws fails the build naming the hook and page.
import path from "node:path";
import { escapeAttr } from "../common/html.ts";
import type { HeadTag, SiteConfig } from "./config/types.ts";
import { normalizeHead } from "./config/validate.ts";
import type { ContentPage } from "./content-index.ts";

/** VitePress's SiteData: what `useData().site` holds. */
function siteData(config: SiteConfig) {
  return {
    lang: config.lang,
    dir: config.dir,
    title: config.title,
    titleTemplate: config.titleTemplate,
    description: config.description,
    base: config.base,
    head: config.head.map(headConfig),
    appearance: config.appearance,
    themeConfig: config.themeConfig,
    locales: config.locales,
    scrollOffset: config.scrollOffset,
    cleanUrls: false,
  };
}

/**
 * VitePress's SiteConfig as hooks and content loaders read it: root and srcDir (the content folder), outDir
 * (where index.html is written), the site data, the pages' source paths, the author's config.
 */
export function vitePressSiteConfig(config: SiteConfig, opts: { contentDir: string; outDir: string; pages: string[] }) {
  return {
    root: opts.contentDir,
    srcDir: opts.contentDir,
    outDir: opts.outDir,
    site: siteData(config),
    pages: opts.pages,
    userConfig: config,
    cleanUrls: false,
    configPath: config.origin?.file,
    markdown: config.markdown,
    lastUpdated: config.lastUpdated,
  };
}
export type VitePressSiteConfig = ReturnType<typeof vitePressSiteConfig>;

/** A head tag in VitePress's form: [tag, attrs] or [tag, attrs, content]. */
const headConfig = (h: HeadTag): [string, Record<string, string>] | [string, Record<string, string>, string] =>
  h.content === undefined ? [h.tag, h.attrs] : [h.tag, h.attrs, h.content];

/** VitePress's PageData of a page, before it renders (transformPageData's first argument). */
function pageDataOf(page: ContentPage, lastUpdated?: number) {
  const fm = page.frontmatter;
  return {
    relativePath: page.source,
    filePath: page.file,
    title: page.title,
    titleTemplate: typeof fm.titleTemplate === "string" || typeof fm.titleTemplate === "boolean" ? fm.titleTemplate : undefined,
    description: typeof fm.description === "string" ? fm.description : "",
    headers: [] as unknown[],
    frontmatter: fm,
    params: page.params as Record<string, unknown> | undefined,
    isNotFound: false,
    ...(lastUpdated ? { lastUpdated } : {}),
  };
}

/** A hook's error, naming the hook and the page it ran for. */
function hookError(hook: string, where: string, e: unknown): Error {
  return new Error(`${hook} (site config) failed for ${where}: ${(e as Error)?.message ?? String(e)}`, { cause: e });
}

/**
 * transformPageData for every page, before any renders: the object it returns is merged into the page data
 * (VitePress: `{ ...pageData, ...returned }`), and a change made in place counts the same. The page's title,
 * description and front matter (head, layout…) are then read from it.
 */
export async function runTransformPageData(config: SiteConfig, pages: ContentPage[], site: VitePressSiteConfig): Promise<void> {
  const hook = config.hooks?.transformPageData as ((p: ReturnType<typeof pageDataOf>, ctx: { siteConfig: VitePressSiteConfig }) => unknown) | undefined;
  if (!hook) return;
  for (const page of pages) {
    let data = pageDataOf(page);
    try {
      const more = await hook(data, { siteConfig: site });
      if (more && typeof more === "object") data = { ...data, ...(more as object) };
    } catch (e) {
      throw hookError("transformPageData", page.file, e);
    }
    // A fresh object: front matter is parsed once per object (site/frontmatter.ts), and the hook may have changed it in place.
    page.frontmatter = { ...(data.frontmatter ?? {}) };
    if (typeof data.title === "string") page.title = data.title;
    if (typeof data.description === "string" && data.description !== (page.frontmatter.description ?? "")) page.frontmatter.description = data.description;
    if (data.titleTemplate !== undefined) page.frontmatter.titleTemplate = data.titleTemplate;
  }
}

/** What transformHead and transformHtml receive for one page (VitePress's TransformContext). */
interface TransformContext {
  page: string;
  siteConfig: VitePressSiteConfig;
  siteData: ReturnType<typeof siteData>;
  pageData: object;
  title: string;
  description: string;
  head: unknown[];
  content: string;
  assets: string[];
}

/** The rendered page body VitePress would hand over as `content`: the doc's own markup. */
function pageContent(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html);
  return main ? main[1] : html;
}

const VOID = new Set(["meta", "link", "base"]);
function renderHeadTag(h: HeadTag): string {
  const attrs = Object.entries(h.attrs)
    .map(([k, v]) => (v === "" ? ` ${k}` : ` ${k}="${escapeAttr(v)}"`))
    .join("");
  return VOID.has(h.tag) ? `<${h.tag}${attrs}>` : `<${h.tag}${attrs}>${h.content ?? ""}</${h.tag}>`;
}

/**
 * transformHead, then transformHtml, for one written page: the head tags transformHead returns go before
 * </head>; the string transformHtml returns replaces the page. `file` is the page's output path (VitePress's `id`).
 */
export async function transformPage(
  config: SiteConfig,
  html: string,
  file: string,
  page: { source: string; pageData?: object; title?: string; description?: string },
  site: VitePressSiteConfig,
): Promise<string> {
  const { transformHead, transformHtml } = (config.hooks ?? {}) as {
    transformHead?: (ctx: TransformContext) => unknown;
    transformHtml?: (code: string, id: string, ctx: TransformContext) => unknown;
  };
  if (!transformHead && !transformHtml) return html;
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? page.title ?? "";
  const ctx: TransformContext = {
    page: page.source,
    siteConfig: site,
    siteData: site.site,
    pageData: page.pageData ?? { relativePath: page.source },
    title,
    description: page.description ?? "",
    head: site.site.head,
    content: pageContent(html),
    assets: [],
  };
  let out = html;
  if (transformHead) {
    let extra: unknown;
    try {
      extra = await transformHead(ctx);
    } catch (e) {
      throw hookError("transformHead", page.source, e);
    }
    if (Array.isArray(extra) && extra.length) {
      const tags = normalizeHead(extra, config.base).map(renderHeadTag).join("\n");
      out = out.replace("</head>", `${tags}\n</head>`);
    }
  }
  if (transformHtml) {
    try {
      const changed = await transformHtml(out, file, ctx);
      if (typeof changed === "string") out = changed;
    } catch (e) {
      throw hookError("transformHtml", page.source, e);
    }
  }
  return out;
}

/** buildEnd, once the site is in its output folder (VitePress calls it after the last page is written). */
export async function runBuildEnd(config: SiteConfig, site: VitePressSiteConfig): Promise<void> {
  const hook = config.hooks?.buildEnd as ((s: VitePressSiteConfig) => unknown) | undefined;
  if (!hook) return;
  try {
    await hook(site);
  } catch (e) {
    throw hookError("buildEnd", path.relative(process.cwd(), site.outDir) || ".", e);
  }
}
