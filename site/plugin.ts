import fs from "node:fs";
import path from "node:path";
import type { SidebarItem, SiteConfig } from "./config/types.ts";
import { type ContentPage, scanContent } from "./content-index.ts";
import { gitLastUpdated } from "./last-updated.ts";
import { checkLinks } from "./link-check.ts";
import { createMarkdown } from "./markdown/index.ts";
import { pageView } from "./page-view.ts";
import { normalizeBase, sourceToUrl, toPageLink, withBase } from "./paths.ts";
import { robotsTxt, sitemapPages, sitemapXml } from "./seo-files.ts";
import { resolveSidebarConfig } from "./sidebar.ts";

export interface WebDocsOptions {
  config: SiteConfig;
  /** Absolute path of the Markdown folder. */
  contentDir: string;
  /** Hashed asset names ("theme.css" → "assets/theme.1a2b3c4d.css"), written by the build before Eleventy runs. */
  assets: Record<string, string>;
  /** Inline script applied in <head> before first paint (the appearance class). */
  headScript: string;
  /** Folder of built assets (widgets, theme CSS, icons) copied to <base>/assets/. */
  assetsDir: string;
  /**
   * Let Eleventy copy public/ and the assets (default). scripts/build.ts copies them itself after a
   * successful render instead, so a failed build has no copy still running into its discarded folder.
   */
  passthrough?: boolean;
}

interface EleventyResult {
  inputPath: string;
  outputPath: string | false;
  url: string;
  content: string;
}

interface BuildState {
  config: SiteConfig;
  contentDir: string;
  pages: ContentPage[];
  sources: Set<string>;
  sidebars: Record<string, SidebarItem[]>;
  dates: Map<string, Date>;
  publicFiles: Set<string>;
}
let active: BuildState;

/** Eleventy reports ".../index.html" permalinks as ".../"; pages are addressed by their .html file here. */
const htmlUrl = (url: string) => (url.endsWith("/") ? `${url}index.html` : url);

/** The Web Docs Eleventy plugin: Markdown pipeline, page data, layouts' view model and the output checks. */
export function webDocsPlugin(eleventyConfig: any, options: WebDocsOptions): void {
  const config = { ...options.config, base: normalizeBase(options.config.base) };
  const { contentDir } = options;

  // Scanned before every build (and rebuild): titles, order and front matter of every page.
  // Per-build state lives in one module-level object that every filter reads at call time: Eleventy caches
  // compiled templates across instances in a process, so closures from an earlier build must not go stale.
  const state: BuildState = { config, contentDir, pages: [], sources: new Set(), sidebars: {}, dates: new Map(), publicFiles: new Set() };
  active = state;
  const refresh = () => {
    active = state;
    state.pages = scanContent(contentDir);
    state.sources = new Set(state.pages.map((p) => p.source));
    state.sidebars = resolveSidebarConfig(config.themeConfig.sidebar, state.pages);
    state.dates = gitLastUpdated(contentDir);
    const pub = path.join(contentDir, "public");
    state.publicFiles = new Set(fs.existsSync(pub) ? (fs.readdirSync(pub, { recursive: true }) as string[]).map((f) => f.split(path.sep).join("/")) : []);
  };
  refresh();
  eleventyConfig.on("eleventy.before", refresh);

  const md = createMarkdown({
    labels: { copyCode: config.labels.copyCode },
    links: {
      get base() { return active.config.base; },
      get contentDir() { return active.contentDir; },
      sources: () => active.sources,
      publicFiles: () => active.publicFiles,
      get ignoreDeadLinks() { return active.config.ignoreDeadLinks; },
    },
  });
  eleventyConfig.setLibrary("md", md);

  eleventyConfig.addGlobalData("site", config);
  eleventyConfig.addGlobalData("labels", config.labels);
  eleventyConfig.addGlobalData("eleventyLayout", "shell.njk");
  // Clean URLs are off: every page is written as its own .html file ("a/b.md" → "a/b.html").
  // (Computed from the content folder: Eleventy's filePathStem is relative to the working directory.)
  eleventyConfig.addGlobalData("permalink", () => (data: any) =>
    sourceToUrl(path.relative(active.contentDir, path.resolve(data.page.inputPath)).split(path.sep).join("/")));

  eleventyConfig.addFilter("url", (p: string) => withBase(active.config.base, toPageLink(p)));
  const assets = () => (active as BuildState & { assets?: Record<string, string> }).assets ?? {};
  (state as BuildState & { assets?: Record<string, string> }).assets = options.assets;
  eleventyConfig.addFilter("asset", (name: string) => {
    const hashed = assets()[name];
    if (!hashed) throw new Error(`asset "${name}" is not in the build manifest (run the widget/theme build first)`);
    return withBase(active.config.base, hashed);
  });
  eleventyConfig.addFilter("json", (v: unknown) => JSON.stringify(v).replace(/</g, "\\u003c"));
  eleventyConfig.addNunjucksGlobal("headScript", options.headScript);

  // One function computes everything a layout shows; templates only render it.
  eleventyConfig.addFilter("pageView", function (content: string, page: any) {
    const data = { page };
    const { config, contentDir, pages, sidebars, dates } = active;
    const inputPath = path.resolve(data.page.inputPath);
    const source = path.relative(contentDir, inputPath).split(path.sep).join("/");
    const scanned = pages.find((p) => p.source === source);
    return pageView(config, sidebars, {
      url: htmlUrl(data.page.url),
      source,
      file: path.relative(process.cwd(), inputPath),
      frontmatter: scanned?.frontmatter ?? {},
      title: scanned?.title ?? (data.page.url === "/404.html" ? config.labels.notFoundTitle : ""),
      content,
      lastUpdated: dates.get(inputPath),
      notFound: !scanned && htmlUrl(data.page.url) === "/404.html",
    });
  });

  // The theme's not-found screen, unless the content brings its own 404 page.
  if (!fs.existsSync(path.join(contentDir, "404.md"))) {
    eleventyConfig.addTemplate("404.njk", "", { permalink: "/404.html", title: "404", eleventyExcludeFromCollections: true });
  }

  if (options.passthrough !== false) {
    const publicDir = path.join(contentDir, "public");
    if (fs.existsSync(publicDir)) eleventyConfig.addPassthroughCopy({ [publicDir]: "/" });
    eleventyConfig.addPassthroughCopy({ [options.assetsDir]: "assets" });
  }

  eleventyConfig.on("eleventy.after", ({ results, directories }: { results: EleventyResult[]; directories: { output: string } }) => {
    const built = results.filter((r) => r.outputPath && String(r.outputPath).endsWith(".html"));
    const problems = checkLinks(
      built.map((r) => ({ url: htmlUrl(r.url), html: r.content, file: path.relative(process.cwd(), r.inputPath) })),
      { base: config.base, ignore: config.ignoreDeadLinks, extraFiles: new Set([...state.publicFiles, ...Object.values(options.assets)]) },
    );
    if (problems.length) {
      throw new Error(`broken internal links:\n${problems.slice(0, 50).map((p) => `  ${p}`).join("\n")}${problems.length > 50 ? `\n  … and ${problems.length - 50} more` : ""}`);
    }
    // sitemap.xml and robots.txt beside the pages (a file of the same name in public/ is copied over them).
    const urls = sitemapPages(built.map((r) => ({ url: htmlUrl(r.url), html: r.content })));
    fs.writeFileSync(path.join(directories.output, "sitemap.xml"), sitemapXml(config.hostname, config.base, urls));
    fs.writeFileSync(path.join(directories.output, "robots.txt"), robotsTxt(config.hostname, config.base));
  });
}
