// The Web Docs Eleventy plugin: thin wiring. It makes the build context (site/steps/context.ts) of this
// configuration, the Markdown pipeline over it, the templates' data and filters (templates-data.ts), and
// runs the build steps (site/build-steps.ts) around Eleventy's render.
import fs from "node:fs";
import type { WebDocsOptions } from "./plugin-options.ts";
import path from "node:path";
import { createBuildSteps } from "./build-steps.ts";
import { createMarkdown } from "./markdown/index.ts";
import { loadGraphvizFor } from "./markdown/graphviz.ts";
import { progressCounter } from "./progress.ts";
import { addTemplateData } from "./templates-data.ts";
import { createBuildContext, scanSite } from "./steps/context.ts";
import { htmlUrl } from "./steps/output.ts";
import { renderContext } from "./steps/render.ts";
import { asyncWriter, type PageWriter } from "./steps/page-writer.ts";
import { buildProblems, errorReport, pageHooks, type PageHooks, runAfter, runBefore } from "./steps/run.ts";
import { BuildError } from "./errors.ts";
import { pageFileOf } from "./markdown/source.ts";
import { escapeHtml } from "../common/html.ts";
import type { PageRef } from "./steps/step.ts";
import { cleanPageLinks, normalizeBase, sourceToUrl } from "../common/urls.ts";
import { readRoots } from "./contain.ts";
import { checkPublic } from "./public-copy.ts";
import { runTransformPageData, transformPage, vitePressSiteConfig } from "./vitepress-hooks.ts";
import { finishPage } from "./vue/hook.ts";
import { VUE_KEY } from "./vue/site.ts";
import { REACT_KEY } from "./react/markdown.ts";
import { pageRecord, searchRecords } from "./page-record.ts";
import { addDynamicRoutes } from "./dynamic-pages.ts";

export type { WebDocsOptions };

/** What Eleventy keeps of a page the plugin wrote itself (WebDocsOptions.writePages). */
const WRITTEN = "<!-- written by the Web Docs plugin -->";

/** The Web Docs Eleventy plugin: Markdown pipeline, page data, layouts' view model and the build steps. */
export async function webDocsPlugin(eleventyConfig: any, options: WebDocsOptions): Promise<void> {
  const config = { ...options.config, base: normalizeBase(options.config.base) };
  const { contentDir } = options;
  // Pages rendered so far, every few seconds while Eleventy renders: it renders every page's Markdown first,
  // then every layout, so both are counted.
  let converted: { tick(): void; done(): void } | undefined;
  let rendered: { tick(): void; done(): void } | undefined;

  // Files pages name (snippets, includes, images) are read from these folders only (site/contain.ts).
  const extraRoots = readRoots(contentDir, config).slice(1);
  const md = createMarkdown({
    labels: config.labels,
    extraRoots: () => extraRoots,
    mermaid: { securityLevel: config.mermaid?.securityLevel, maxTextSize: config.mermaid?.maxTextSize },
    links: {
      base: config.base,
      contentDir,
      sources: () => render.sources,
      publicFiles: () => render.publicFiles,
      ignoreDeadLinks: config.ignoreDeadLinks,
      pagePath: (file: string) => render.byFile.get(file)?.source ?? file,
      extraRoots: () => extraRoots,
      get assets() {
        return render.pageAssets;
      },
      report: (problem) => render.linkProblems.push(problem),
    },
    markdown: config.markdown,
    warn: (message) => warnings.add(message),
    imageFormats: config.images?.formats,
    components: config.components,
  });
  // This build's warnings (content dropped by the nesting limit, oversized diagrams), each once, printed as
  // the build ends, whether it succeeds or not.
  const warnings = new Set<string>();
  md.render = (src: string, env?: Parameters<typeof md.render>[1]) => {
    converted?.tick();
    // markdown-it's own render, with the tokens handed to a step that needs them before they are rendered.
    // A page that fails to render (a missing include, an unknown component) is kept as a problem of the build
    // and gets a placeholder: the other pages render on, and the build fails at its end with all problems.
    try {
      const tokens = md.parse(src, env ?? {});
      render.parsed?.(env, tokens);
      const html = md.renderer.render(tokens, md.options, env ?? {});
      // What the page's tokens hold, for its view (after the render: a Vue or React page is known by then).
      const file = pageFileOf(env);
      if (file) {
        render.pageRecords.set(file, pageRecord(tokens, Boolean(env?.[VUE_KEY] || env?.[REACT_KEY])));
        const page = render.recorded && recordedPage(file);
        if (page) render.recorded!(file, searchRecords(tokens, page));
      }
      // A Vue page finishes asynchronously (Eleventy awaits it; its own errors join render.problems there); the
      // type says string for every other caller.
      return finishPage(render, html, env) as string;
    } catch (e) {
      const file = pageFileOf(env);
      if (!file) throw e;
      render.problems.push(e instanceof BuildError ? e : new BuildError(path.relative(process.cwd(), file), (e as Error).message));
      return `<p>This page did not render: ${escapeHtml((e as Error).message)}</p>`;
    }
  };
  eleventyConfig.setLibrary("md", md);
  // The page a rendered file is, as the scan listed it (an include rendered on its own is none).
  const recordedPage = (file: string) => {
    const page = render.byFile.get(path.relative(contentDir, file).split(path.sep).join("/"));
    return page && { link: page.url.replace(/^\//, ""), title: page.title, frontmatter: page.frontmatter };
  };

  const ctx = createBuildContext({
    config,
    contentDir,
    assets: options.assets,
    assetsDir: options.assetsDir,
    markdown: md,
    progress: options.progress,
    warn: (message) => warnings.add(message),
    excludeDirs: options.excludeDirs,
    checkLinks: options.checkLinks,
    linkTargetsFromOutput: options.linkTargetsFromOutput,
  });
  options.onContext?.(ctx);
  await addDynamicRoutes(eleventyConfig, ctx);
  // What the render (the pipeline above, the templates' filters) reads and sets, as its step declares it.
  const render = renderContext(ctx);
  const steps = createBuildSteps({ partialBuilds: options.partialBuilds });
  // Scanned now, so the first build starts at once (a second read of every page took 1 s at 10,000 pages);
  // each later build (npm run dev) scans afresh. A problem found now (malformed front matter, no home page)
  // is left to that build's own scan, in eleventy.before: it fails the build, not the configuration, so
  // `npm run dev` starts, serves and shows it over the page.
  let scanned = true;
  try {
    scanSite(ctx);
  } catch {
    scanned = false;
  }
  // Unchanged versions are not rendered: Eleventy never sees their folders (a build scans once, here).
  const cache = scanned ? options.versionCache : undefined;
  for (const r of cache?.plan(ctx) ?? []) {
    eleventyConfig.ignores.add(
      path
        .relative(process.cwd(), path.join(contentDir, r.version, "**"))
        .split(path.sep)
        .join("/"),
    );
    options.progress?.(`versions: reused ${r.version} (${r.pages.length} pages) from the cache`);
  }
  // Made afresh by each build's eleventy.before: its pages as the last transform sees them, the steps' page
  // hooks, and what writes what the pages yield (their HTML with options.writePages, the steps' files).
  let written: PageRef[];
  let hooks: PageHooks;
  let writer: PageWriter;
  const out = {
    root: "",
    write: (file: string, contents: string) => writer.write(path.join(out.root, file), contents),
  };
  // VitePress's SiteConfig, as its hooks receive it (site/vitepress-hooks.ts); outDir is known once a page is written.
  const vitePressSite = () => vitePressSiteConfig(config, { contentDir, outDir: out.root, pages: ctx.pages.map((p) => p.source) });
  eleventyConfig.on("eleventy.before", async ({ incremental }: { incremental?: boolean }) => {
    written = [];
    warnings.clear();
    ctx.vue = undefined;
    hooks = pageHooks(steps, ctx);
    writer = options.writePages ?? asyncWriter();
    // A partial build (options.partialBuilds) re-renders only the page an edit touched: the site-wide outputs
    // (hash map, link check, twins) merge that page into the earlier builds'.
    ctx.partial = Boolean(options.partialBuilds && incremental);
    if (!scanned) scanSite(ctx);
    scanned = false;
    if (options.progress) {
      // (Less the pages of the versions reused from the cache, which are not rendered.)
      const pages = ctx.pages.length - (cache?.reused ?? []).reduce((n, r) => n + r.pages.length, 0);
      const total = pages + (ctx.sources.has("404.md") ? 0 : 1); // the theme's own not-found page
      options.progress(`rendering ${total} pages`);
      converted?.done();
      rendered?.done();
      converted = progressCounter(options.progress, "Markdown rendered", pages);
      rendered = progressCounter(options.progress, "pages laid out", total);
      ctx.laidOut = rendered.tick;
    }
    // Graphviz draws ```dot fences synchronously once loaded: loaded first when a page has one.
    await loadGraphvizFor(ctx.pages.map((p) => path.join(contentDir, p.file)));
    ctx.reused = cache?.reused ?? [];
    for (const r of ctx.reused) ctx.pageAssets.reuse(r.assets);
    // Config `transformPageData`: each page's data as VitePress hands it over, before any page renders.
    await runTransformPageData(config, ctx.pages, vitePressSite());
    runBefore(steps, ctx);
    ctx.bodies.clear();
  });
  eleventyConfig.on("eleventy.after", async () => {
    converted?.done();
    rendered?.done();
    for (const w of warnings) console.warn(`[web-docs] warning: ${w}`);
    // Every page's problem of this build in one report, with the broken links the rendered pages met; the
    // site-wide steps do not run over pages that are placeholders.
    if (ctx.problems.length) throw buildProblems(ctx.problems, ctx.linkProblems);
    if (!written.length) throw new Error("Eleventy wrote no page");
    const failed = await writer.flush();
    if (failed.length)
      throw errorReport(
        `${failed.length} files could not be written`,
        failed.slice(0, 20).map((error) => ({ error })),
      );
    if (cache && ctx.reused.length) {
      // The reused versions' files, and their pages through the steps' page hooks as if just written (the
      // sitemap lists them, the link check knows their ids): the site-wide files include them.
      cache.restore(out.root);
      for (const page of cache.pages(contentDir)) {
        written.push(page);
        hooks.page({ ...page, html: fs.readFileSync(path.join(out.root, page.url), "utf8") }, out);
      }
    }
    await runAfter(steps, ctx, { root: out.root, pages: written }, hooks);
  });
  // Each HTML page as written (a partial build: as re-rendered) goes to the steps' `page` hooks. Added by a
  // plugin, it comes after the transforms a configuration adds itself (Eleventy runs plugins after it).
  const transforming = Boolean(config.hooks?.transformHead || config.hooks?.transformHtml);
  eleventyConfig.addTransform("web-docs-steps", function (this: { page: { url: string; inputPath: string; outputPath: string | false } }, rendered: string) {
    const { outputPath } = this.page;
    if (typeof outputPath !== "string" || !outputPath.endsWith(".html")) return rendered;
    // cleanUrls: the page as served links without .html — its page module, link check and twin read it so too.
    const html = config.cleanUrls ? cleanPageLinks(rendered) : rendered;
    const url = htmlUrl(this.page.url);
    const file = path.resolve(outputPath);
    // The event's `dir` is the configured output folder, not always the one in use: take it from the pages.
    out.root = file.slice(0, -url.slice(1).split("/").join(path.sep).length);
    if (!transforming) return pageWritten(this.page.inputPath, url, file, html);
    // Config `transformHead` / `transformHtml`: the page as VitePress hands it over, before anything reads it.
    const route = ctx.routes.get(url);
    const page = { source: String(route?.pageData.relativePath ?? url), pageData: route?.pageData, description: route?.pageData.description };
    return transformPage(config, html, file, page, vitePressSite()).then((changed) => pageWritten(this.page.inputPath, url, file, changed));
  });
  function pageWritten(inputPath: string, url: string, file: string, html: string): string {
    const page = { url, file: path.relative(process.cwd(), inputPath) };
    written.push(page);
    hooks.page({ ...page, html }, out);
    if (!options.writePages) return html;
    writer.write(file, html);
    return WRITTEN;
  }

  // A site's own packages (a VitePress repository keeps node_modules beside its pages) are never pages, as
  // scanContent and VitePress see it; Eleventy ignores only the working folder's node_modules.
  eleventyConfig.ignores.add(path.relative(process.cwd(), path.join(contentDir, "**/node_modules/**")).split(path.sep).join("/"));
  // srcExclude: the same globs keep Eleventy from rendering those files (scanContent leaves them out too), and
  // so do the files scanContent never lists: dot folders and files, and public/ (copied as it is).
  for (const glob of [...(config.srcExclude ?? []), "**/.*", "**/.*/**", "public/**"]) {
    // Eleventy reads ignores relative to the working folder.
    eleventyConfig.ignores.add(
      path
        .relative(process.cwd(), path.join(contentDir, glob.endsWith("/") ? `${glob}**` : glob))
        .split(path.sep)
        .join("/"),
    );
  }

  const shell = options.shell ?? { key: "eleventyLayout", name: "shell.njk", global: true };
  // Data and filters under both names: the short ones for the build, `webDocs…` for the author plugin.
  const long = (name: string) => `webDocs${name[0].toUpperCase()}${name.slice(1)}`;
  addTemplateData(render, options.headScript, {
    addData(name, value, longOnly) {
      eleventyConfig.addGlobalData(long(name), value);
      if (!options.namespaced && !longOnly) eleventyConfig.addGlobalData(name, value);
    },
    addFilter(name, fn) {
      eleventyConfig.addFilter(long(name), fn);
      if (!options.namespaced) eleventyConfig.addFilter(name, fn);
    },
  });
  if (shell.global) eleventyConfig.addGlobalData(shell.key, shell.name);
  // Clean URLs are off: every Markdown page is written as its own .html file ("a/b.md" → "a/b.html").
  // (Computed from the content folder: Eleventy's filePathStem is relative to the working directory.)
  // Other templates keep Eleventy's default (undefined), or their own permalink.
  eleventyConfig.addGlobalData("permalink", () => (data: any) => {
    const rel = path.relative(contentDir, path.resolve(data.page.inputPath)).split(path.sep).join("/");
    return rel.endsWith(".md") ? sourceToUrl(ctx.byFile.get(rel)?.source ?? rel) : undefined;
  });

  // The theme's not-found screen, unless the content brings its own 404 page.
  if (!fs.existsSync(path.join(contentDir, "404.md"))) {
    eleventyConfig.addTemplate("404.njk", "", { permalink: "/404.html", title: "404", eleventyExcludeFromCollections: true, [shell.key]: shell.name });
  }
  if (options.passthrough !== false) {
    const publicDir = path.join(contentDir, "public");
    if (fs.existsSync(publicDir)) {
      // Eleventy's passthrough copies symlinks as symlinks: refuse those out of the content folder, and copy
      // the others as the files they point to (recursive-copy's `expand`), as the build does (site/public-copy.ts).
      checkPublic(publicDir, readRoots(contentDir, config));
      eleventyConfig.addPassthroughCopy({ [publicDir]: "/" }, { expand: true });
    }
    eleventyConfig.addPassthroughCopy({ [options.assetsDir]: "assets" });
  }
}
