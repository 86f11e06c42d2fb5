import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { SidebarItem, SiteConfig } from "./config/types.ts";
import { type ContentPage, scanContent } from "./content-index.ts";
import { BuildError } from "./errors.ts";
import { gitLastUpdated } from "./last-updated.ts";
import { checkLinks, scan, type Scan } from "./link-check.ts";
import { twinFiles } from "./llms/step.ts";
import { type Progress, progressCounter } from "./progress.ts";
import { createMarkdown, diagramKinds } from "./markdown/index.ts";
import { checkAllFrontmatter } from "./frontmatter.ts";
import { PageAssets } from "./page-assets.ts";
import { pageModuleFiles, type PageEntry } from "./page-modules.ts";
import type { HashMap } from "../common/page-map.ts";
import { type PageInput, type PageView, pageView } from "./page-view.ts";
import { normalizeBase, sourceToUrl, toPageLink, withBase } from "../common/urls.ts";
import { buildSteps } from "./build-steps.ts";
import { redirectMap } from "./redirects.ts";
import { checkConfigLinks, checkFrontmatterLinks, type LinkTargets } from "./config-links.ts";
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
  /** Folders of the content folder that hold no pages (an Eleventy project's _includes, _data…), relative to it. */
  excludeDirs?: string[];
  /**
   * How pages reach templates/shell.njk: the data key Eleventy reads layouts from, the shell's layout name,
   * and whether every page gets it by default. The build renames Eleventy's `layout` key (front matter
   * `layout` is the theme's); the author plugin keeps `layout` and aliases doc/home/page to the shell.
   */
  shell?: { key: string; name: string; global: boolean };
  /**
   * Register the theme's data and filters only under `webDocs…` names (webDocsSite, webDocsUrl, …) so an
   * existing Eleventy project's `site` data and `url` filter stay its own (the author plugin).
   */
  namespaced?: boolean;
  /** Reports what a long build is doing and how far (scripts/build.ts); none: quiet. */
  progress?: Progress;
  /**
   * `npm run dev`: a build in Eleventy's incremental mode re-renders only the page an edit touched, and is
   * asked for only when no page's title, order or front matter changed (scripts/dev.ts decides). Off, every
   * build counts as the whole site (`eleventy --incremental` in an author's project).
   */
  partialBuilds?: boolean;
  /** Check every internal link and anchor of the output (default: true). */
  checkLinks?: boolean;
  /**
   * Pages may come from other templates than the Markdown files (an Eleventy project's .njk pages…): check
   * config and front-matter links once the output exists, against every page written (the author plugin).
   */
  linkTargetsFromOutput?: boolean;
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
  /** Pages by their file relative to the content folder. */
  byFile: Map<string, ContentPage>;
  /** Page source paths ("a/b.md", after rewrites): what links name. */
  sources: Set<string>;
  sidebars: Record<string, SidebarItem[]>;
  /** Sidebar key → its JSON file (path under the base, content-hashed) and body. */
  sidebarFiles: Record<string, { path: string; body: string }>;
  dates: Map<string, Date>;
  publicFiles: Set<string>;
  /** Images the pages name beside themselves, copied content-hashed into assets/ after rendering. */
  pageAssets: PageAssets;
  /** Broken links and missing images the Markdown of this build met, reported together after rendering. */
  linkProblems: BuildError[];
  /** What each rendered page's content module needs, by URL (filled while rendering). */
  routes: Map<string, Omit<PageEntry, "html">>;
}
let active: BuildState;

/**
 * One JSON file per sidebar, links already under the base: the sidebar widget loads it (once, cached
 * forever by its hash) to expand groups a page leaves out, and embedding sites can point at it.
 */
function sidebarFiles(sidebars: Record<string, SidebarItem[]>, base: string): Record<string, { path: string; body: string }> {
  const withBaseItems = (items: SidebarItem[]): SidebarItem[] =>
    items.map((i) => ({ ...i, ...(i.link ? { link: withBase(base, i.link) } : {}), ...(i.items ? { items: withBaseItems(i.items) } : {}) }));
  const out: Record<string, { path: string; body: string }> = {};
  for (const [key, items] of Object.entries(sidebars)) {
    const body = JSON.stringify(withBaseItems(items));
    const slug = key.replace(/^\/+|\/+$/g, "").replace(/[^a-z0-9]+/gi, "-") || "root";
    out[key] = { path: `sidebar/${slug}.${crypto.createHash("sha256").update(body).digest("hex").slice(0, 10)}.json`, body };
  }
  return out;
}

/** The folder the site is written to (the event's `dir` is the configured one, not the one in use). */
function outputRootOf(results: EleventyResult[]): string {
  const page = results.find((r) => r.outputPath && String(r.outputPath).endsWith(".html"));
  if (!page || !page.outputPath) throw new Error("Eleventy wrote no page");
  const rel = htmlUrl(page.url).slice(1).split("/").join(path.sep);
  return path.resolve(String(page.outputPath)).slice(0, -rel.length);
}

/** Eleventy reports ".../index.html" permalinks as ".../"; pages are addressed by their .html file here. */
const htmlUrl = (url: string) => (url.endsWith("/") ? `${url}index.html` : url);

/** The Web Docs Eleventy plugin: Markdown pipeline, page data, layouts' view model and the output checks. */
export function webDocsPlugin(eleventyConfig: any, options: WebDocsOptions): void {
  const config = { ...options.config, base: normalizeBase(options.config.base) };
  const { contentDir } = options;

  // Scanned before every build (and rebuild): titles, order and front matter of every page.
  // Per-build state lives in one module-level object that every filter reads at call time: Eleventy caches
  // compiled templates across instances in a process, so closures from an earlier build must not go stale.
  const state: BuildState = { config, contentDir, pages: [], byFile: new Map(), sources: new Set(), sidebars: {}, sidebarFiles: {}, dates: new Map(), publicFiles: new Set(), pageAssets: new PageAssets(), routes: new Map(), linkProblems: [] };
  active = state;
  // A partial build (options.partialBuilds) re-renders only the page an edit touched: the site-wide outputs
  // (hash map, link check) then merge that page into the earlier builds'.
  let partial = false;
  const earlier = { hashmap: {} as HashMap, pages: new Map<string, { file: string; scan: Scan }>() };
  const refresh = () => {
    active = state;
    // A partial build changes no page's title, order or front matter (npm run dev makes it only then): the
    // scan, sidebars and dates of the earlier build stand.
    if (partial && state.pages.length) {
      state.routes = new Map();
      return;
    }
    state.pages = scanContent(contentDir, options.excludeDirs, { srcExclude: config.srcExclude, rewrites: config.rewrites });
    state.byFile = new Map(state.pages.map((p) => [p.file, p]));
    state.sources = new Set(state.pages.map((p) => p.source));
    state.routes = new Map();
    state.pageAssets.clear();
    const pub = path.join(contentDir, "public");
    state.publicFiles = new Set(fs.existsSync(pub) ? (fs.readdirSync(pub, { recursive: true }) as string[]).map((f) => f.split(path.sep).join("/")) : []);
    // Every page's front matter first, so one build reports all bad pages at once.
    checkAllFrontmatter(state.pages, (i) => path.relative(process.cwd(), path.join(contentDir, state.pages[i].file)));
    // Links in the config and in front matter must name pages: fail now, naming the file and key path.
    if (!options.linkTargetsFromOutput) {
      // The top bar's title and the not-found screen link home: say so plainly instead of as broken links.
      if (!state.sources.has("index.md")) throw new BuildError(path.relative(process.cwd(), contentDir) || ".", "no index.md: every site needs a home page (the top bar and the not-found screen link to it)");
      checkAuthoredLinks(state.sources);
    }
    state.sidebars = resolveSidebarConfig(config.themeConfig.sidebar, state.pages);
    state.sidebarFiles = sidebarFiles(state.sidebars, config.base);
    state.dates = gitLastUpdated(contentDir);
  };
  function checkAuthoredLinks(sources: Set<string>) {
    const targets: LinkTargets = { base: config.base, sources, publicFiles: state.publicFiles, ignore: config.ignoreDeadLinks };
    checkConfigLinks(config, targets, "site/config/web-docs.ts");
    checkFrontmatterLinks(state.pages, targets, (p) => path.relative(process.cwd(), path.join(contentDir, p.file)));
  }
  refresh();
  eleventyConfig.on("eleventy.before", ({ incremental }: { incremental?: boolean }) => {
    partial = Boolean(options.partialBuilds && incremental);
    state.linkProblems = [];
    refresh();
  });
  // srcExclude: the same globs keep Eleventy from rendering those files (scanContent leaves them out too).
  for (const glob of config.srcExclude ?? []) {
    // Eleventy reads ignores relative to the working folder.
    eleventyConfig.ignores.add(path.relative(process.cwd(), path.join(contentDir, glob.endsWith("/") ? `${glob}**` : glob)).split(path.sep).join("/"));
  }
  // Pages rendered so far, every few seconds while Eleventy renders: it renders every page's Markdown first,
  // then every layout, so both are counted.
  let converted: { tick(): void; done(): void } | undefined;
  let rendered: { tick(): void; done(): void } | undefined;
  if (options.progress) {
    const report = options.progress;
    eleventyConfig.on("eleventy.before", () => {
      const total = state.pages.length + (state.sources.has("404.md") ? 0 : 1); // the theme's own not-found page
      report(`rendering ${total} pages`);
      converted?.done();
      rendered?.done();
      converted = progressCounter(report, "Markdown rendered", state.pages.length);
      rendered = progressCounter(report, "pages laid out", total);
    });
  }

  const md = createMarkdown({
    labels: { copyCode: config.labels.copyCode, copied: config.labels.copied },
    mermaid: {
      get securityLevel() { return active.config.mermaid?.securityLevel; },
      get maxTextSize() { return active.config.mermaid?.maxTextSize; },
    },
    links: {
      get base() { return active.config.base; },
      get contentDir() { return active.contentDir; },
      sources: () => active.sources,
      publicFiles: () => active.publicFiles,
      get ignoreDeadLinks() { return active.config.ignoreDeadLinks; },
      pagePath: (file: string) => active.byFile.get(file)?.source ?? file,
      get assets() { return active.pageAssets; },
      report: (problem: BuildError) => active.linkProblems.push(problem),
    },
    get markdown() { return active.config.markdown; },
  });
  const renderMarkdown = md.render.bind(md);
  md.render = (src: string, env?: Parameters<typeof renderMarkdown>[1]) => {
    converted?.tick();
    return renderMarkdown(src, env);
  };
  eleventyConfig.setLibrary("md", md);

  const shell = options.shell ?? { key: "eleventyLayout", name: "shell.njk", global: true };
  // Data and filters under both names: the short ones for the build, `webDocs…` for the author plugin.
  const addData = (name: string, value: unknown) => {
    eleventyConfig.addGlobalData(`webDocs${name[0].toUpperCase()}${name.slice(1)}`, value);
    if (!options.namespaced) eleventyConfig.addGlobalData(name, value);
  };
  const addFilter = (name: string, fn: (...args: any[]) => unknown) => {
    eleventyConfig.addFilter(`webDocs${name[0].toUpperCase()}${name.slice(1)}`, fn);
    if (!options.namespaced) eleventyConfig.addFilter(name, fn);
  };
  // Frozen: Eleventy then shares one object with every page instead of deep-copying it into each page's data
  // (with a site's whole sidebar in the config, that copying grew with pages × sidebar entries).
  addData("site", Object.freeze({ ...config }));
  addData("labels", Object.freeze({ ...config.labels }));
  if (shell.global) eleventyConfig.addGlobalData(shell.key, shell.name);
  // Clean URLs are off: every Markdown page is written as its own .html file ("a/b.md" → "a/b.html").
  // (Computed from the content folder: Eleventy's filePathStem is relative to the working directory.)
  // Other templates keep Eleventy's default (undefined), or their own permalink.
  eleventyConfig.addGlobalData("permalink", () => (data: any) => {
    const rel = path.relative(active.contentDir, path.resolve(data.page.inputPath)).split(path.sep).join("/");
    return rel.endsWith(".md") ? sourceToUrl(active.byFile.get(rel)?.source ?? rel) : undefined;
  });

  addFilter("url", (p: string) => withBase(active.config.base, toPageLink(p)));
  const assets = () => (active as BuildState & { assets?: Record<string, string> }).assets ?? {};
  (state as BuildState & { assets?: Record<string, string> }).assets = options.assets;
  addFilter("asset", (name: string) => {
    const hashed = assets()[name];
    if (!hashed) throw new Error(`asset "${name}" is not in the build manifest (run the widget/theme build first)`);
    return withBase(active.config.base, hashed);
  });
  // Chunks an element on this page will import (rollup.config.mjs PRELOAD: "<element>.preload.<i>" assets,
  // and "<element>.<diagram kind>.preload.<i>" for Mermaid's code per kind), fetched while the HTML parses
  // instead of one hop at a time after the entry runs. The asset names are read once per build.
  const preloadsOf = new WeakMap<Record<string, string>, Array<{ tag: string; kind?: string; href: string }>>();
  addFilter("modulePreloads", (content: string) => {
    if (typeof content !== "string") return [];
    const all = assets();
    let preloads = preloadsOf.get(all);
    if (!preloads) {
      preloads = Object.entries(all).flatMap(([name, file]) => {
        const m = /^([a-z][a-z0-9-]*)(?:\.([\w-]+))?\.preload\.\d+$/.exec(name);
        return m ? [{ tag: m[1], kind: m[2], href: withBase(active.config.base, file) }] : [];
      });
      preloadsOf.set(all, preloads);
    }
    const present = preloads.filter((p) => content.includes(`<${p.tag}`));
    const kinds = present.some((p) => p.kind) ? diagramKinds(content) : new Set<string>();
    return present.filter((p) => !p.kind || kinds.has(p.kind)).map((p) => p.href);
  });
  addFilter("json", (v: unknown) => JSON.stringify(v).replace(/</g, "\\u003c"));
  eleventyConfig.addNunjucksGlobal("headScript", options.headScript);

  // One function computes everything a layout shows; templates only render it.
  addFilter("pageView", function (content: string, page: any) {
    const data = { page };
    const { config, contentDir, byFile, sidebars, dates } = active;
    const inputPath = path.resolve(data.page.inputPath);
    const file = path.relative(contentDir, inputPath).split(path.sep).join("/");
    const scanned = byFile.get(file);
    const source = scanned?.source ?? file;
    const files = Object.fromEntries(Object.entries(active.sidebarFiles).map(([k, f]) => [k, f.path]));
    const input: PageInput = {
      url: htmlUrl(data.page.url),
      source,
      ...(source !== file ? { sourceFile: file } : {}),
      file: path.relative(process.cwd(), inputPath),
      frontmatter: scanned?.frontmatter ?? {},
      title: scanned?.title ?? (data.page.url === "/404.html" ? config.labels.notFoundTitle : ""),
      content,
      lastUpdated: dates.get(inputPath),
      notFound: !scanned && htmlUrl(data.page.url) === "/404.html",
      sources: active.sources,
    };
    const view = pageView(config, sidebars, input, files);
    rendered?.tick();
    active.routes.set(input.url, routeEntry(input, view));
    return view;
  });

  // The theme's not-found screen, unless the content brings its own 404 page.
  if (!fs.existsSync(path.join(contentDir, "404.md"))) {
    eleventyConfig.addTemplate("404.njk", "", { permalink: "/404.html", title: "404", eleventyExcludeFromCollections: true, [shell.key]: shell.name });
  }

  if (options.passthrough !== false) {
    const publicDir = path.join(contentDir, "public");
    if (fs.existsSync(publicDir)) eleventyConfig.addPassthroughCopy({ [publicDir]: "/" });
    eleventyConfig.addPassthroughCopy({ [options.assetsDir]: "assets" });
  }

  // Further build steps (search index, page modules, …) register in site/build-steps.ts, so that both
  // `npm run build` and the author-facing Eleventy plugin (site/eleventy-plugin.ts) run them.
  for (const step of buildSteps) step.eleventy(eleventyConfig, { config, contentDir, assets: options.assets, assetsDir: options.assetsDir, pages: () => active.pages, markdown: md, sidebars: () => active.sidebars, progress: options.progress, partial: () => partial });

  eleventyConfig.on("eleventy.after", async ({ results }: { results: EleventyResult[] }) => {
    // Every broken link and missing image of the Markdown, all in one report (one alone reads as before);
    // a page's Markdown may render more than once in a build, its problems are listed once.
    const linkProblems = [...new Map(state.linkProblems.map((p) => [p.message, p])).values()];
    if (linkProblems.length > 1) throw new Error(`${linkProblems.length} broken links or missing images:\n${linkProblems.map((p) => `  ${p.message}`).join("\n")}`);
    if (linkProblems.length === 1) throw linkProblems[0];
    const outputRoot = outputRootOf(results);
    const htmlResults = results.filter((r) => r.outputPath && String(r.outputPath).endsWith(".html"));
    if (options.linkTargetsFromOutput) {
      // Every written page counts, in the same "a/b.md" form as the Markdown sources.
      const written = htmlResults.map((r) => htmlUrl(r.url).slice(1).replace(/\.html$/, ".md"));
      checkAuthoredLinks(new Set([...state.sources, ...written]));
    }
    // Client routing: a content module per page and hashmap.json, next to the pages; with the sidebar
    // JSON files, written in the background while the links are checked.
    const pages: PageEntry[] = [];
    for (const r of htmlResults) {
      const route = state.routes.get(htmlUrl(r.url));
      if (route) pages.push({ ...route, html: r.content });
    }
    const sidebarJson = Object.values(state.sidebarFiles).map((f) => ({ path: f.path, contents: f.body }));
    const writing = Promise.all([
      writeFiles(outputRoot, (function* () {
        yield* sidebarJson;
        earlier.hashmap = yield* pageModuleFiles(pages, partial ? earlier.hashmap : {});
      })()),
      state.pageAssets.write(outputRoot),
    ]);
    writing.catch(() => undefined); // awaited below; a link problem is reported first
    converted?.done();
    rendered?.done();
    options.progress?.(`writing ${pages.length} page modules${options.checkLinks !== false ? `, checking the links of ${htmlResults.length} pages` : ""}`);
    if (options.checkLinks !== false) {
      const built = htmlResults.map((r) => ({ url: htmlUrl(r.url), html: r.content, file: path.relative(process.cwd(), r.inputPath) }));
      // Scanned a batch at a time, letting the writes above move on in between.
      if (!partial) earlier.pages.clear();
      let lostId = false;
      for (const [i, page] of built.entries()) {
        const before = earlier.pages.get(page.url)?.scan.ids;
        const now = scan(page.html);
        if (partial && (!before || [...before].some((id) => !now.ids.has(id)))) lostId = true;
        earlier.pages.set(page.url, { file: page.file, scan: now });
        if (i % 64 === 63) await new Promise((resolve) => setImmediate(resolve));
      }
      // A partial build checks the links of the pages it re-rendered; the other pages' links too only when a
      // re-rendered page lost an id one of them may point at.
      const checked = partial && !lostId ? built.map((p) => p.url) : [...earlier.pages.keys()];
      const scans = new Map([...earlier.pages].map(([url, p]) => [url, p.scan]));
      const problems = checkLinks(
        checked.map((url) => ({ url, file: earlier.pages.get(url)!.file, html: "" })),
        { base: config.base, ignore: config.ignoreDeadLinks, extraFiles: new Set([...state.publicFiles, ...Object.values(options.assets), ...Object.values(state.sidebarFiles).map((f) => f.path), ...state.pageAssets.outputs(), ...twinFiles(active.pages, config)]), redirects: redirectMap(config, active.pages) },
        scans,
      );
      if (problems.length) {
        await writing.catch(() => undefined);
        throw new Error(`broken internal links:\n${problems.slice(0, 50).map((p) => `  ${p}`).join("\n")}${problems.length > 50 ? `\n  … and ${problems.length - 50} more` : ""}`);
      }
    }
    await writing;
  });
}

/**
 * Write files under root, several at once, taking each from `files` only when a writer is free (a large
 * site's page modules are made one by one rather than all held in memory). Each folder is made once;
 * writers into a folder still being made wait for it.
 */
async function writeFiles(root: string, files: Iterator<{ path: string; contents: string }>): Promise<void> {
  const folders = new Map<string, Promise<unknown>>();
  const writer = async () => {
    for (let f = files.next(); !f.done; f = files.next()) {
      const target = path.join(root, f.value.path);
      const dir = path.dirname(target);
      if (!folders.has(dir)) folders.set(dir, fsp.mkdir(dir, { recursive: true }));
      await folders.get(dir);
      await fsp.writeFile(target, f.value.contents);
    }
  };
  await Promise.all(Array.from({ length: 8 }, writer));
}

/** What a page's content module carries besides its markup (site/page-modules.ts). */
function routeEntry(input: PageInput, view: PageView): Omit<PageEntry, "html"> {
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
      layout: view.framed ? "bare" : view.layout,
      head: { title: view.fullTitle, description: view.description, canonical: view.canonical, ogType: view.layout === "home" ? "website" : "article", ogTitle: view.title },
      sidebar: view.sidebar?.length ? view.sidebarKey : null,
      nav: view.nav.map((n) => n.active),
      outline: view.outline,
      prev: view.prev,
      next: view.next,
      editLink: view.editLink,
      lastUpdated: view.lastUpdated,
      breadcrumbs: view.breadcrumbs,
      lang: view.site.lang,
    },
  };
}
