// The build context: everything one build of one site reads and writes, created per plugin instance (one
// Eleventy configuration) and handed to each step explicitly — never a module global, so two builds in one
// process (the tests, `npm run dev` after a config change) cannot see each other's state.
import fs from "node:fs";
import path from "node:path";
import type { MarkdownIt } from "markdown-it";
import type { SidebarItem, SiteConfig } from "../config/types.ts";
import { checkConfigLinks, checkFrontmatterLinks, type LinkTargets } from "../config-links.ts";
import type { DynamicRoute } from "../dynamic-routes.ts";
import { type ContentPage, type PageBody, scanContent } from "../content-index.ts";
import { BuildError } from "../errors.ts";
import { configSources } from "../config/bundle-config.ts";
import { locateKey } from "../config/key-lines.ts";
import { frontmatterProblems } from "../frontmatter.ts";
import { siteDirOf, themeFile } from "../vue/theme.ts";
import { gitLastUpdated } from "../last-updated.ts";
import { PageAssets } from "../page-assets.ts";
import type { PageEntry } from "../page-modules.ts";
import type { PageRecord } from "../page-record.ts";
import type { SectionRecord } from "../search/records.ts";
import type { Progress } from "../progress.ts";
import { resolveSidebarConfig } from "../sidebar.ts";
import type { CardJob } from "../social-cards/render.ts";
import type { VueSite } from "../vue/site.ts";

/** A sidebar's JSON file: its path under the base (content-hashed) and body. */
export interface SidebarFile {
  path: string;
  body: string;
}

/** What a version reused from the build cache (site/version-cache.ts) brings to the site-wide steps besides its files. */
export interface ReusedVersion {
  version: string;
  /** Its pages, their file relative to the content folder. */
  pages: Array<{ url: string; file: string }>;
  /** Its pages' entries of hashmap.json (client routing). */
  hashmap: Record<string, string>;
  /** Its search indexes: asset name ("search-index.1.x.js") → file under the base. */
  search: Record<string, string>;
  /** The images its pages name, as copied under the base ("assets/a.1a2b3c4d.png"). */
  assets: string[];
}

export interface BuildContext {
  // Fixed for the plugin instance.
  /** The validated site config (base normalized to "/…/"). */
  readonly config: SiteConfig;
  /** Absolute path of the Markdown folder. */
  readonly contentDir: string;
  /** Asset name → path under the base ("widgets.js" → "assets/js/widgets.1a2b.js"); steps may add theirs before pages render. */
  readonly assets: Record<string, string>;
  /** Folder whose files are published under <base>/assets/. */
  readonly assetsDir: string;
  /** Folders of the content folder that hold no pages (an Eleventy project's _includes…), relative to it. */
  readonly excludeDirs: string[];
  /** The pipeline that renders the pages (parse a page with `env.page.inputPath` set to check and rewrite its links). */
  readonly markdown: MarkdownIt;
  /** Reports a long step's progress (scripts/build.ts); absent when the build is quiet. */
  readonly progress?: Progress;
  /** A warning printed once as the build ends, quiet or not (content a page or theme drops, …). */
  readonly warn?: (message: string) => void;
  /** Check every internal link and anchor of the output. */
  readonly checkLinks: boolean;
  /** Config and front-matter links are checked against every page written, not only the Markdown (the author plugin). */
  readonly linkTargetsFromOutput: boolean;

  // Set afresh for each build (run).
  /** This build re-renders only the pages an edit touched (`npm run dev`); the scan of the last full build stands. */
  partial: boolean;
  /** The Markdown pages (titles, order, front matter). */
  pages: ContentPage[];
  /** Pages by their file relative to the content folder. */
  byFile: Map<string, ContentPage>;
  /** Page source paths ("a/b.md", after rewrites): what links name. */
  sources: Set<string>;
  /** Files of the content folder's public/, relative to it. */
  publicFiles: Set<string>;
  /** The resolved sidebars by path prefix, links site-relative. */
  sidebars: Record<string, SidebarItem[]>;
  /** Sidebar key → its JSON file (the sidebar data step). */
  sidebarFiles: Record<string, SidebarFile>;
  /** git's last commit date by absolute file path. */
  dates: Map<string, Date>;
  /** Images the pages name beside themselves, copied content-hashed into assets/ after rendering. */
  pageAssets: PageAssets;
  /** Broken links and missing images the Markdown of this build met (reported by the link check). */
  linkProblems: BuildError[];
  /**
   * The pages' own problems this build met — front matter that does not parse or fit, a Markdown render that
   * threw (a missing include, an unknown component) — each located; the build renders on past them and fails
   * at its end with all of them (plugin.ts).
   */
  problems: Error[];
  /**
   * The dynamic routes' pages and their loaders' problems, resolved once as the configuration is made (loaders
   * may be async; site/dynamic-routes.ts): each scan lists those pages and reports those problems again.
   */
  dynamic: { routes: DynamicRoute[]; problems: Error[] };
  /** What each rendered page's content module needs, by URL (filled while the layouts render). */
  routes: Map<string, Omit<PageEntry, "html">>;
  /**
   * Each page's body as the scan read it, by its file: for the search index, which starts before the pages
   * render; emptied once every step's `before` ran (site/plugin.ts), so no page's text is kept through the
   * render. Empty in a partial build (its scan does not run again).
   */
  bodies: Map<string, PageBody>;
  /** Each page's front matter as the scan parsed it, by its YAML text: Eleventy's front-matter engine takes a copy instead of parsing it again (site/eleventy.ts). */
  frontMatter: Map<string, Record<string, unknown>>;
  /** What each page's render found (headings, diagram kinds), by the page's absolute file path (site/page-record.ts). */
  pageRecords: Map<string, PageRecord>;
  /** Each page's social card by URL (the social cards step; empty when they are off). */
  socialCards: Map<string, CardJob>;
  /**
   * Versions this build does not render: their output comes from the cache (site/version-cache.ts); the
   * site-wide steps take their pages, search indexes and page modules from these facts.
   */
  reused: ReusedVersion[];
  /** Counts a page laid out (the build's progress). */
  laidOut?: () => void;
  /** The build's Vue pages and theme (site/vue), made on the first page that needs Vue. */
  vue?: VueSite;
  /**
   * Called with each page's tokens as the pipeline parses the page for rendering (env: the page's data, with
   * `page.url`), for a step that would otherwise parse every page again (the Markdown twins).
   */
  parsed?: (env: Record<string, any> | undefined, tokens: ReturnType<MarkdownIt["parse"]>) => void;
  /**
   * Called with each page's search records as the page renders (file: its absolute path; null: `search:
   * false`), for the search index, counted on the other core while the other pages render.
   */
  recorded?: (file: string, records: SectionRecord[] | null) => void;
}

export type BuildContextOptions = Pick<BuildContext, "config" | "contentDir" | "assets" | "assetsDir" | "markdown" | "progress"> &
  Partial<Pick<BuildContext, "excludeDirs" | "checkLinks" | "linkTargetsFromOutput" | "warn">>;

export function createBuildContext(o: BuildContextOptions): BuildContext {
  return {
    config: o.config,
    contentDir: o.contentDir,
    assets: o.assets,
    assetsDir: o.assetsDir,
    excludeDirs: o.excludeDirs ?? [],
    markdown: o.markdown,
    progress: o.progress,
    warn: o.warn,
    checkLinks: o.checkLinks !== false,
    linkTargetsFromOutput: o.linkTargetsFromOutput === true,
    partial: false,
    pages: [],
    byFile: new Map(),
    sources: new Set(),
    publicFiles: new Set(),
    sidebars: {},
    sidebarFiles: {},
    dates: new Map(),
    pageAssets: new PageAssets(),
    linkProblems: [],
    problems: [],
    dynamic: { routes: [], problems: [] },
    routes: new Map(),
    pageRecords: new Map(),
    bodies: new Map(),
    frontMatter: new Map(),
    socialCards: new Map(),
    reused: [],
  };
}

/** A content file as errors name it: relative to the working folder. */
const displayPath = (ctx: Pick<BuildContext, "contentDir">, file: string) => path.relative(process.cwd(), path.join(ctx.contentDir, file));

/** Links in the config and in front matter must name pages (or, given, other written files): fail naming the file and key path. */
export function checkAuthoredLinks(ctx: Pick<BuildContext, "config" | "contentDir" | "pages" | "publicFiles">, sources: Set<string>): void {
  const targets: LinkTargets = { base: ctx.config.base, sources, publicFiles: ctx.publicFiles, ignore: ctx.config.ignoreDeadLinks };
  checkConfigLinks(ctx.config, targets, "(the defaults)");
  checkFrontmatterLinks(ctx.pages, targets, (p) => displayPath(ctx, p.file));
}

/** Where a rewrites function is written (`file:line`), for the errors of what it returns. */
function rewritesAt(config: SiteConfig): string | undefined {
  const file = config.origin?.file;
  if (typeof config.rewrites !== "function" || !file) return file;
  return locateKey(configSources(path.resolve(file)), "rewrites") ?? file;
}

/**
 * Before every build: the titles, order and front matter of every page, public/ files, sidebars and dates —
 * the inputs every step reads. A partial build changes no page's title, order or front matter (npm run dev
 * asks for one only then): the scan of the earlier build stands.
 */
export function scanSite(ctx: BuildContext): void {
  ctx.routes = new Map();
  ctx.pageRecords = new Map();
  ctx.linkProblems = [];
  ctx.problems = [];
  if (ctx.partial && ctx.pages.length) return;
  const { config, contentDir } = ctx;
  if (!fs.existsSync(contentDir))
    throw new BuildError(
      path.relative(process.cwd(), contentDir) || ".",
      "the content folder is gone (deleted or moved): make it again (npm run dev rebuilds when it is back), or point --content at it",
    );
  ctx.bodies = new Map();
  ctx.frontMatter = new Map();
  ctx.pages = scanContent(contentDir, ctx.excludeDirs, {
    srcExclude: config.srcExclude,
    rewrites: config.rewrites,
    configFile: rewritesAt(config),
    problems: ctx.problems,
    dynamicRoutes: ctx.dynamic.routes,
    attrs: config.markdown?.attrs,
    bodies: ctx.bodies,
    // A transformPageData hook may change a page's front matter in place: Eleventy then parses its own, as written.
    frontMatter: config.hooks?.transformPageData ? undefined : ctx.frontMatter,
  });
  ctx.problems.push(...ctx.dynamic.problems);
  ctx.byFile = new Map(ctx.pages.map((p) => [p.file, p]));
  ctx.sources = new Set(ctx.pages.map((p) => p.source));
  ctx.pageAssets.clear();
  const pub = path.join(contentDir, "public");
  ctx.publicFiles = new Set(fs.existsSync(pub) ? (fs.readdirSync(pub, { recursive: true }) as string[]).map((f) => f.split(path.sep).join("/")) : []);
  // Every page's front matter, kept with the other pages' problems: one build reports all bad pages at once.
  ctx.problems.push(...frontmatterProblems(ctx.pages, (i) => displayPath(ctx, ctx.pages[i].file), themeFile(siteDirOf(ctx)) !== null));
  if (!ctx.linkTargetsFromOutput) {
    // The top bar's title and the not-found screen link home: say so plainly instead of as broken links.
    // Kept with the pages' problems, so the build renders what it can and reports them all (npm run dev shows
    // them over the pages it has).
    if (!ctx.sources.has("index.md"))
      ctx.problems.push(
        new BuildError(
          path.relative(process.cwd(), contentDir) || ".",
          "no index.md: every site needs a home page (the top bar and the not-found screen link to it); add one",
        ),
      );
    else {
      try {
        checkAuthoredLinks(ctx, ctx.sources);
      } catch (e) {
        ctx.problems.push(e as Error);
      }
    }
  }
  ctx.sidebars = resolveSidebarConfig(config.themeConfig.sidebar, ctx.pages, config.versions);
  ctx.dates = gitLastUpdated(contentDir);
}
