// `npm run build`: widgets bundle + theme assets, then Eleventy, into a fresh folder that replaces the
// output only when everything succeeded — a failed build never leaves a half-written site, and the switch
// is atomic (site/output-swap.ts).
import fs from "node:fs";
import path from "node:path";
import { configNotice, loadSiteConfig, REPO_ROOT, resolveBuildPaths } from "../site/build-context.ts";
import { cleanLeftovers, publishSite } from "../site/output-swap.ts";
import { type EleventyBuild, ELEVENTY_CONFIG_FILE, eleventyConfigFor } from "../site/eleventy.ts";
import { EleventyRun } from "../site/eleventy-adapter.ts";
import { errorMessages } from "../site/errors.ts";
import { writeHostFiles } from "../site/host-files.ts";
import { normalizeBase } from "../common/urls.ts";
import { consoleProgress } from "../site/progress.ts";
import { stageAssets } from "../site/assets.ts";
import { readRoots } from "../site/contain.ts";
import { copyPublic } from "../site/public-copy.ts";
import { workerWriter } from "../site/steps/page-writer.ts";
import { boundHeapGrowth, LAYOUT_CONCURRENCY } from "../site/render-memory.ts";
import type { BuildContext } from "../site/steps/context.ts";
import { runBuildEnd, vitePressSiteConfig } from "../site/vitepress-hooks.ts";
import { VersionCache, versionCacheDir } from "../site/version-cache.ts";

/**
 * Move a folder's entries into dest by renames, no copying: a folder dest already has (a reused version's
 * assets) is merged into, a file it has is replaced — never written through, as it may be a hard link into
 * the versions cache (site/version-cache.ts).
 */
function moveInto(src: string, dest: string): void {
  fs.mkdirSync(dest, { recursive: true });
  for (const name of fs.readdirSync(src)) {
    const from = path.join(src, name);
    const to = path.join(dest, name);
    const there = fs.lstatSync(to, { throwIfNoEntry: false });
    if (there?.isDirectory() && fs.lstatSync(from).isDirectory()) moveInto(from, to);
    else {
      if (there) fs.rmSync(to, { recursive: true, force: true });
      fs.renameSync(from, to);
    }
  }
}

/** Build a site (`npm run build`); `onContext` receives the build context (tests). */
export async function build(argv: string[], onContext?: EleventyBuild["onContext"]): Promise<void> {
  const started = Date.now();
  boundHeapGrowth();
  const progress = consoleProgress(started);
  const paths = resolveBuildPaths(argv);
  if (!fs.existsSync(paths.contentDir)) throw new Error(`${paths.contentDir}: content folder not found`);
  const notice = configNotice(paths);
  if (notice) progress(notice);
  const config = await loadSiteConfig(paths);
  // Keys accepted from a VitePress config that change nothing here (vite, markdown.theme…): said once.
  for (const note of config.notes ?? []) progress(`note: ${config.origin?.file ?? "config"}: ${note}`);
  const base = normalizeBase(config.base);

  // VitePress's SiteConfig, for buildEnd and for content loaders run from it (createContentLoader reads
  // VITEPRESS_CONFIG, as VitePress's does).
  const siteOut = path.join(paths.outDir, ...base.split("/").filter(Boolean));
  let built: BuildContext | undefined;
  const vitePressSite = () => vitePressSiteConfig(config, { contentDir: paths.contentDir, outDir: siteOut, pages: built?.pages.map((p) => p.source) ?? [] });
  (globalThis as { VITEPRESS_CONFIG?: unknown }).VITEPRESS_CONFIG = vitePressSite();

  const stage = path.join(path.dirname(paths.outDir), `.${path.basename(paths.outDir)}.building-${process.pid}`);
  fs.rmSync(stage, { recursive: true, force: true });
  // Staging folders and versions of builds that were killed (their process is gone).
  cleanLeftovers(paths.outDir);
  // The pages are written by the plugin through this writer (Eleventy runs dry: it would keep them all).
  const writer = workerWriter();
  // Versions other than the default one, unchanged since the last build, are copied rather than rendered.
  const cacheDir = config.versions ? versionCacheDir() : null;
  const versionCache = cacheDir ? new VersionCache(cacheDir, paths.contentDir) : undefined;
  try {
    const siteRoot = path.join(stage, "site", ...base.split("/").filter(Boolean));
    const assets = stageAssets(path.join(stage, "staging"), config, progress);
    const ctx: EleventyBuild = {
      config,
      contentDir: paths.contentDir,
      assets,
      assetsDir: path.join(stage, "staging", "assets"),
      templatesDir: path.join(REPO_ROOT, "templates"),
      progress,
      onContext: (c) => {
        built = c;
        onContext?.(c);
      },
      writePages: writer,
      versionCache,
    };
    const elev = new EleventyRun(paths.contentDir, siteRoot, {
      quietMode: true,
      dryRun: true,
      configPath: ELEVENTY_CONFIG_FILE,
      pathPrefix: base,
      config: eleventyConfigFor(ctx),
    });
    elev.dropWroteLine();
    elev.leaveBuildErrorsToCaller();
    await elev.limitConcurrentLayouts(LAYOUT_CONCURRENCY);
    await elev.write();
    copyPublic(path.join(paths.contentDir, "public"), siteRoot, readRoots(paths.contentDir, config));
    moveInto(ctx.assetsDir, path.join(siteRoot, "assets"));
    writeHostFiles(path.join(stage, "site"), config);
    if (versionCache && cacheDir && built) {
      const saved = versionCache.save(built, siteRoot);
      if (saved.length) progress(`versions: cached ${saved.join(", ")} for the next build (${path.relative(process.cwd(), cacheDir!) || "."})`);
    }

    // Swap the finished site into place: one rename of a symlink (site/output-swap.ts).
    publishSite(path.join(stage, "site"), paths.outDir);
    // Config `buildEnd`: the site is in place, as VitePress calls it.
    await runBuildEnd(config, ((globalThis as { VITEPRESS_CONFIG?: unknown }).VITEPRESS_CONFIG = vitePressSite()));
    const pages = (fs.readdirSync(paths.outDir, { recursive: true }) as string[]).filter((f) => f.endsWith(".html")).length;
    progress(`built ${pages} pages into ${path.relative(process.cwd(), paths.outDir) || "."}${base} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    // After a failed render Eleventy may still be rendering other pages: no page is written from now on, and
    // none is being written when the stage goes. Still retry, and never let the clean-up's error (ENOTEMPTY)
    // replace the build's own.
    await writer.close();
    try {
      fs.rmSync(stage, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
    } catch (e) {
      console.error(`[web-docs] could not remove ${stage}: ${(e as Error).message}`);
    }
  }
}

/** Print a failed build: Eleventy wraps template errors, so show every message down to the innermost, which names the file. */
export function reportBuildError(e: Error): void {
  console.error(
    `[web-docs] build failed:\n${errorMessages(e)
      .map((m) => `  ${m}`)
      .join("\n")}`,
  );
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  build(process.argv.slice(2)).catch((e: Error) => {
    reportBuildError(e);
    process.exit(1);
  });
}
