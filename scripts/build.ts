// `npm run build`: widgets bundle + theme assets, then Eleventy, into a fresh folder that replaces the
// output only when everything succeeded — a failed build never leaves a half-written site.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Eleventy from "@11ty/eleventy";
import { loadSiteConfig, REPO_ROOT, resolveBuildPaths } from "../site/build-context.ts";
import type { SiteConfig } from "../site/config/types.ts";
import type { BuildContext } from "../site/eleventy.ts";
import { errorMessages } from "../site/errors.ts";
import { normalizeBase } from "../site/paths.ts";
import { consoleProgress, type Progress } from "../site/progress.ts";
import { writeThemeAssets } from "../site/theme/assets.ts";

const hashOf = (...parts: Array<string | Buffer>) => {
  const h = crypto.createHash("sha256");
  for (const p of parts) h.update(p);
  return h.digest("hex").slice(0, 10);
};

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((f) => path.join(dir, f))
    .filter((f) => fs.statSync(f).isFile())
    .sort();
}

/**
 * Bundle widgets/ with rollup. The result is cached by a hash of its inputs, so site rebuilds (and the
 * many fixture builds in tests) don't pay for minifying Mermaid again. `force` bundles even when cached
 * (npm run bench -- --fresh-widgets times the one-off bundle that way).
 */
export function buildWidgets(options: { force?: boolean; progress?: Progress } = {}): string {
  const report = options.progress ?? consoleProgress();
  const inputs = [...filesUnder(path.join(REPO_ROOT, "widgets")), ...["rollup.config.mjs", "scripts/rollup-vendor.mjs", "tsconfig.json", "package-lock.json"].map((f) => path.join(REPO_ROOT, f))];
  const minify = process.env.WEB_DOCS_MINIFY !== "0";
  const key = hashOf(String(minify), ...inputs.map((f) => `${path.relative(REPO_ROOT, f)}\0${fs.existsSync(f) ? fs.readFileSync(f, "utf8") : ""}`));
  // WEB_DOCS_JS_CACHE: another cache folder (the benchmark times a fresh clone's cold bundle in an empty one).
  const out = path.join(path.resolve(process.env.WEB_DOCS_JS_CACHE ?? path.join(REPO_ROOT, ".build", "js")), key);
  if (options.force) {
    fs.mkdirSync(path.dirname(out), { recursive: true });
    return bundleWidgets(out, report);
  }
  if (fs.existsSync(path.join(out, "manifest.json"))) {
    options.progress?.(`widgets: bundle cached in ${path.relative(process.cwd(), out)}`);
    return out;
  }
  // Builds running at once (parallel test files, two terminals) bundle the same inputs only once: the first
  // takes the lock, the others wait for its result instead of each running rollup on Mermaid again.
  const lock = `${out}.lock`;
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const waitUntil = Date.now() + 15 * 60_000;
  let waited = false;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      if (fs.existsSync(path.join(out, "manifest.json"))) return out;
      const holder = Number(fs.readFileSync(path.join(lock, "pid"), { encoding: "utf8", flag: "a+" }) || 0);
      const alive = holder > 0 && (() => { try { process.kill(holder, 0); return true; } catch { return false; } })();
      if ((!alive && holder > 0) || Date.now() > waitUntil) fs.rmSync(lock, { recursive: true, force: true });
      else {
        if (!waited) report(`widgets: another build is bundling the same inputs; waiting for it`);
        waited = true;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
      }
    }
  }
  fs.writeFileSync(path.join(lock, "pid"), String(process.pid));
  try {
    if (fs.existsSync(path.join(out, "manifest.json"))) return out;
    return bundleWidgets(out, report);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

function bundleWidgets(out: string, report: Progress): string {
  const tmp = `${out}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  const started = Date.now();
  report(`widgets: bundling (not cached for these inputs yet): Mermaid with esbuild, the elements with rollup, minified by swc`);
  const r = spawnSync(process.execPath, [path.join(REPO_ROOT, "node_modules/rollup/dist/bin/rollup"), "-c", "--failAfterWarnings", "--silent"], {
    cwd: REPO_ROOT,
    env: { ...process.env, WEB_DOCS_JS_OUT: tmp },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (r.status !== 0) throw new Error(`widgets bundle failed (rollup exit ${r.status})`);
  fs.rmSync(out, { recursive: true, force: true });
  fs.renameSync(tmp, out);
  const seconds = (Date.now() - started) / 1000;
  // Beside the cached bundle (not in it: its files are published): npm run bench reports this one-off time.
  fs.writeFileSync(`${out}.seconds`, String(seconds));
  report(`widgets: bundled in ${seconds.toFixed(1)} s`);
  return out;
}

/**
 * Hard-link a folder's files into dest (the bundle cache is never written after it is complete, so the
 * output may share its files); copies where links cannot be made (another file system).
 */
function linkTree(src: string, dest: string): void {
  fs.mkdirSync(dest, { recursive: true });
  for (const entry of fs.readdirSync(src, { withFileTypes: true })) {
    const from = path.join(src, entry.name);
    const to = path.join(dest, entry.name);
    if (entry.isDirectory()) linkTree(from, to);
    else {
      try {
        fs.linkSync(from, to);
      } catch {
        fs.copyFileSync(from, to);
      }
    }
  }
}

/** Move a folder's entries into dest (renames, no copying); an entry dest already has is merged by copy. */
function moveInto(src: string, dest: string): void {
  fs.mkdirSync(dest, { recursive: true });
  for (const name of fs.readdirSync(src)) {
    const to = path.join(dest, name);
    if (fs.existsSync(to)) fs.cpSync(path.join(src, name), to, { recursive: true });
    else fs.renameSync(path.join(src, name), to);
  }
}

/** Stage every asset under <stage>/assets and return the name → hashed path manifest. */
export function stageAssets(stage: string, config: SiteConfig, progress?: Progress): Record<string, string> {
  const assetsDir = path.join(stage, "assets");
  fs.mkdirSync(assetsDir, { recursive: true });
  const jsDir = buildWidgets({ progress });
  linkTree(jsDir, path.join(assetsDir, "js"));
  fs.rmSync(path.join(assetsDir, "js", "manifest.json"));
  const jsManifest = JSON.parse(fs.readFileSync(path.join(jsDir, "manifest.json"), "utf8")) as Record<string, string>;
  const assets: Record<string, string> = {};
  for (const [name, file] of Object.entries(jsManifest)) assets[name] = `assets/js/${file}`;
  Object.assign(assets, writeThemeAssets(assetsDir, config));
  return assets;
}

export async function build(argv: string[]): Promise<void> {
  const started = Date.now();
  const progress = consoleProgress(started);
  const paths = resolveBuildPaths(argv);
  if (!fs.existsSync(paths.contentDir)) throw new Error(`${paths.contentDir}: content folder not found`);
  const config = await loadSiteConfig(paths.configFile);
  const base = normalizeBase(config.base);

  const stage = path.join(path.dirname(paths.outDir), `.${path.basename(paths.outDir)}.building-${process.pid}`);
  fs.rmSync(stage, { recursive: true, force: true });
  try {
    const siteRoot = path.join(stage, "site", ...base.split("/").filter(Boolean));
    const assets = stageAssets(path.join(stage, "staging"), config, progress);
    const ctx: BuildContext = {
      config,
      contentDir: paths.contentDir,
      assets,
      assetsDir: path.join(stage, "staging", "assets"),
      templatesDir: path.join(REPO_ROOT, "templates"),
      progress,
    };
    (globalThis as { __webDocsBuild?: BuildContext }).__webDocsBuild = ctx;
    const elev = new Eleventy(paths.contentDir, siteRoot, { quietMode: true, configPath: path.join(REPO_ROOT, ".eleventy.js") });
    // Write pages with fs.promises, so the disk waits in libuv's threads while the next pages render.
    // Eleventy 3.1.7 reads configureTemplateHandling()'s `writeMode` from its TemplateConfig, where the
    // user config never puts it, so it is set there (sync writes were a tenth of a 1000-page build here).
    const internals = elev as unknown as { init(): Promise<void>; eleventyConfig: { templateHandling?: { writeMode: string } } };
    await internals.init();
    internals.eleventyConfig.templateHandling = { writeMode: "async" };
    await elev.write();
    const publicDir = path.join(paths.contentDir, "public");
    if (fs.existsSync(publicDir)) fs.cpSync(publicDir, siteRoot, { recursive: true });
    moveInto(ctx.assetsDir, path.join(siteRoot, "assets"));

    // Swap the finished site into place.
    const old = `${paths.outDir}.old-${process.pid}`;
    if (fs.existsSync(paths.outDir)) fs.renameSync(paths.outDir, old);
    fs.renameSync(path.join(stage, "site"), paths.outDir);
    fs.rmSync(old, { recursive: true, force: true });
    const pages = (fs.readdirSync(paths.outDir, { recursive: true }) as string[]).filter((f) => f.endsWith(".html")).length;
    progress(`built ${pages} pages into ${path.relative(process.cwd(), paths.outDir) || "."}${base} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    // After a failed render Eleventy may still be writing other pages into the stage: retry, and never let
    // the clean-up's error (ENOTEMPTY) replace the build's own.
    try {
      fs.rmSync(stage, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
    } catch (e) {
      console.error(`[web-docs] could not remove ${stage}: ${(e as Error).message}`);
    }
  }
}

/** Print a failed build: Eleventy wraps template errors, so show every message down to the innermost, which names the file. */
export function reportBuildError(e: Error): void {
  console.error(`[web-docs] build failed:\n${errorMessages(e).map((m) => `  ${m}`).join("\n")}`);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  build(process.argv.slice(2)).catch((e: Error) => {
    reportBuildError(e);
    process.exit(1);
  });
}
