// `npm run dev [-- --content DIR --config FILE --out DIR]`: build once, serve under the base with Eleventy's
// own dev server (@11ty/eleventy-dev-server: its watcher, live reload and incremental mode), and rebuild what
// each saved file touches. Flags and WEB_DOCS_* variables mean what they mean for `npm run build`; PORT
// picks the port (8080), HOST the address (127.0.0.1: this machine only; scripts/dev/server-adapter.ts). Build errors show in the terminal and over the page, and the server keeps serving.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Eleventy from "@11ty/eleventy";
import { CONFIG_NAMES, configNotice, findConfig, loadSiteConfig, removeOutput, REPO_ROOT, resolveBuildPaths } from "../site/build-context.ts";
import { configSources, TEMP_MARK } from "../site/config/bundle-config.ts";
import { type ContentPage, scanContent, scanPage } from "../site/content-index.ts";
import { type EleventyBuild, ELEVENTY_CONFIG_FILE, eleventyConfigFor, leaveBuildErrorsToCaller } from "../site/eleventy.ts";
import { normalizeBase, sourceToUrl } from "../common/urls.ts";
import { stageAssets } from "../site/assets.ts";
import { readRoots } from "../site/contain.ts";
import { copyPublic as copyPublicFiles } from "../site/public-copy.ts";
import { siteRootOf } from "./dev/assets.ts";
import { renderAlone } from "./dev/render-alone.ts";
import { devMiddleware } from "./dev/middleware.ts";
import { insideOutput } from "./dev/inside-output.ts";
import { describeError, type DevError, errorText, withOverlay } from "./dev/overlay.ts";
import { watchGate } from "./dev/watch-gate.ts";
import { hardenDevServer } from "./dev/server-adapter.ts";
import { onFolderReturn } from "./dev/folder-return.ts";
import { whenWatching } from "./dev/watch-ready.ts";

// Widgets unminified: a widget edit rebundles in seconds, not minutes.
process.env.WEB_DOCS_MINIFY ??= "0";
const argv = process.argv.slice(2);
const paths = (() => {
  try {
    return resolveBuildPaths(argv);
  } catch (e) {
    // An --out that would replace the author's files (site/out-guard.ts): refused before anything is removed.
    console.error(`[web-docs] ${(e as Error).message}`);
    process.exit(1);
  }
})();
let port = Number(process.env.PORT ?? 8080);
const log = (msg: string) => console.log(`[web-docs] ${msg}`);

const notice = configNotice(paths);
if (notice) log(notice);
let config = await loadSiteConfig(paths).catch((e: Error) => {
  console.error(`[web-docs] ${e.message}`);
  process.exit(1);
});
const base = normalizeBase(config.base);
const siteRoot = siteRootOf(paths.outDir, base);
const assetsDir = path.join(siteRoot, "assets");
const templatesDir = path.join(REPO_ROOT, "templates");
const widgetsDir = path.join(REPO_ROOT, "widgets");
// Browser code shared with the build (URL rules, slugs, the search engine): a change rebundles the widgets.
const commonDir = path.join(REPO_ROOT, "common");
const themeDir = path.join(REPO_ROOT, "site", "theme");
const publicDir = path.join(paths.contentDir, "public");
// Run from this repository's sources (not the published package, whose theme and widgets ship built): their
// edits rebuild too.
const fromSources = fs.existsSync(path.join(widgetsDir, "index.ts"));
if (!fs.existsSync(paths.contentDir)) {
  console.error(`[web-docs] ${paths.contentDir}: content folder not found`);
  process.exit(1);
}

// Pages of an earlier build would be served as if they were current: moved aside at once, deleted meanwhile.
removeOutput(paths.outDir);
const started = Date.now();
const assets = stageAssets(siteRoot, config);

// What the overlay shows: a failed config load or asset step outlives page builds; a page build's error
// is cleared by the next good build.
const errors: Record<"config" | "assets" | "build", DevError | null> = { config: null, assets: null, build: null };
const currentError = () => errors.config ?? errors.assets ?? errors.build;
function setError(kind: keyof typeof errors, e: Error | null) {
  errors[kind] = e && describeError(e);
  if (errors[kind]) console.error(errorText(errors[kind]));
}

/**
 * The files whose change resets the config: the config and the files a JS/TS config imports (a VitePress config
 * it reads, a sidebar module); with no config yet, where one would be found next to the content folder (the
 * folder itself is watched already).
 */
const configFiles = () =>
  paths.configFile ? configSources(paths.configFile) : paths.configFrom === "defaults" ? CONFIG_NAMES.map((n) => path.join(path.dirname(paths.contentDir), n)) : [];

/** Sidebar-relevant facts of each page (title, order, front matter): an edit that changes them rebuilds every page. */
const shapes = new Map<string, string>();
const shapeText = (p: ContentPage) => JSON.stringify([p.title, p.order, p.frontmatter]);
const shapeOf = (source: string) => shapeText(scanPage(paths.contentDir, source));

const under = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep);
/** A content file's source path ("guide/intro.md"), as pages and `shapes` name it. */
const sourceOf = (file: string) => path.relative(paths.contentDir, file).split(path.sep).join("/");

/** Bundle widgets / write theme assets in a child process (the server keeps answering meanwhile). */
function restageAssets(): Promise<void> {
  log("rebundling widgets and theme assets…");
  const t = Date.now();
  return new Promise((resolve) => {
    // The asset step beside this module: TypeScript here (through tsx), JavaScript in the published package.
    const script = fileURLToPath(new URL("./dev/assets.ts", import.meta.url));
    execFile(process.execPath, [...(script.endsWith(".ts") ? ["--import", "tsx"] : []), script, ...argv], { cwd: process.cwd(), maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) setError("assets", new Error(`widgets/theme assets: ${stderr.trim() || err.message}`));
      else {
        setError("assets", null);
        const manifest = JSON.parse(stdout.trim().split("\n").pop()!) as Record<string, string>;
        // The same object the plugin reads: every later render names the new files.
        Object.assign(assets, manifest);
        log(`assets ready in ${((Date.now() - t) / 1000).toFixed(1)} s`);
      }
      resolve();
    });
  });
}

/** The parts of Eleventy's programmatic API used here (its published types cover only build and write). */
interface DevEleventy {
  init(): Promise<void>;
  fileSystemSearch: object;
  setIncrementalBuild(on: boolean): void;
  write(): Promise<unknown>;
  /** Builds, starts the watcher; returns the function a changed path is handed to. */
  watch(): Promise<(file: string) => Promise<void>>;
  serve(port: number): Promise<void>;
  eleventyServe: { sendError(a: { error: Error }): Promise<void>; reload(a: unknown): Promise<void> };
  watcher: { options: { cwd?: string }; getWatched(): Record<string, string[]>; on(event: string, fn: (file: string) => void): void; emit(event: string, ...args: unknown[]): boolean };
}
let elev: DevEleventy;
let changeStarted = 0;
/** Rebuilds finished, good or failed (the overlay script compares it with its page's: devMiddleware). */
let rebuilds = 0;
/** The page a change rendered alone ("guide/intro.md"), for the terminal line; null: Eleventy rebuilt. */
let renderedAlone: string | null = null;
let cpuStarted = process.cpuUsage();

/**
 * A saved Markdown page whose title, order and front matter are unchanged is rendered again alone; anything
 * else — a new, deleted or renamed page, a changed title or order, a snippet, public/, templates, theme,
 * widgets, the config, or any change while the overlay shows an error — rebuilds every page.
 */
function rendersAlone(files: string[]): boolean {
  if (files.length !== 1 || currentError()) return false;
  const [file] = files;
  if (!under(paths.contentDir, file) || under(publicDir, file) || !file.endsWith(".md") || !fs.existsSync(file)) return false;
  const source = sourceOf(file);
  try {
    return shapes.get(source) === shapeOf(source);
  } catch {
    return false; // malformed front matter: the build reports it, naming file and line
  }
}

/** Before each of Eleventy's rebuilds: what changed, and whether one page is rebuilt (its incremental mode) or all. */
async function planRebuild(queue: string[]) {
  changeStarted = Date.now();
  cpuStarted = process.cpuUsage();
  renderedAlone = null;
  const files = queue.map((f) => path.resolve(f));
  gate.rebuildStarts(files);
  const alone = rendersAlone(files);
  if (files.some((f) => under(widgetsDir, f) || under(commonDir, f) || under(themeDir, f))) await restageAssets();
  // Started with the defaults, and now a config is written where the build looks: take it from now on.
  const created = paths.configFrom === "defaults" ? findConfig(paths.contentDir) : null;
  if (created && files.includes(created)) {
    Object.assign(paths, { configFile: created, configFrom: "found" });
    log(configNotice(paths)!);
  }
  if (paths.configFile && configSources(paths.configFile).some((f) => files.includes(f))) {
    try {
      const next = await loadSiteConfig(paths);
      if (normalizeBase(next.base) !== base) log(`base changed to ${normalizeBase(next.base)}: restart npm run dev to serve it there`);
      config = next;
      setError("config", null);
      // Eleventy resets its configuration on this change (addWatchTarget resetConfig): eleventyConfigFor
      // then asks context() again and the plugin gets a fresh build context with this config.
      await restageAssets(); // theme assets follow the config (appearance, colours)
    } catch (e) {
      setError("config", e as Error);
    }
  }
  for (const f of files) {
    if (!under(paths.contentDir, f) || under(publicDir, f) || !f.endsWith(".md")) continue;
    const source = sourceOf(f);
    if (!shapes.has(source) || !fs.existsSync(f)) forgetFileList();
    if (!fs.existsSync(f)) {
      // Deleted (or renamed away): its page must not be served any more.
      shapes.delete(source);
      fs.rmSync(path.join(siteRoot, sourceToUrl(source)), { force: true });
      continue;
    }
    let shape: string | null = null;
    try {
      shape = shapeOf(source);
    } catch {
      // malformed front matter: reported by the build
    }
    if (shape !== null) shapes.set(source, shape);
    else shapes.delete(source);
  }
  if (files.some((f) => under(publicDir, f))) copyPublic();
  elev.setIncrementalBuild(alone);
}

/**
 * A page was added or deleted: make Eleventy list the content folder afresh. (Eleventy 3.1.7 updates its cached
 * file list by matching the changed path against its globs, which misses content outside the working folder.)
 */
function forgetFileList() {
  Object.assign(elev.fileSystemSearch, { inputs: {}, outputs: {}, promises: {} });
}

/**
 * Eleventy's incremental pass asks its dependency graph, for every template, whether the saved file is relevant,
 * normalising both paths each time (Eleventy 3.1.7: a third of the pass at 1000 pages, in path.relative and
 * string splitting). The normalised form of a path never changes while the server runs (it depends on the path
 * and the working folder only): remember it.
 */
function memoizePathNormalization() {
  const graph = (elev as unknown as { eleventyConfig?: { usesGraph?: { normalizeNode?(node: unknown): unknown } } }).eleventyConfig?.usesGraph;
  const normalize = graph?.normalizeNode?.bind(graph);
  if (!graph || !normalize) return; // another Eleventy version: its own speed
  const known = new Map<string, unknown>();
  graph.normalizeNode = (node: unknown) => {
    if (typeof node !== "string") return normalize(node);
    let out = known.get(node);
    if (out === undefined) known.set(node, (out = normalize(node)));
    return out;
  };
}

const copyPublic = () => {
  try {
    copyPublicFiles(publicDir, siteRoot, readRoots(paths.contentDir, config));
  } catch (e) {
    setError("build", e as Error);
  }
};

function configure(eleventyConfig: any) {
  eleventyConfig.setServerOptions({
    port,
    // Full reloads: the page's custom elements and client router start fresh, as on a real visit.
    domDiff: false,
    showVersion: false,
    middleware: [devMiddleware(currentError, () => rebuilds, paths.outDir), insideOutput(paths.outDir, base)],
    // Printed here, not returned to the server: Eleventy's logger stays silent while DEBUG is set (any value, such
    // as an author's DEBUG=Eleventy* or one a tool exported), and the address is the one line an author needs.
    messageOnStart: ({ hosts }: { hosts: string[] }) => {
      // PORT=0 takes a free port; a config change restarts the server, which must come back on the same one.
      const actual = Number(hosts[0] && new URL(hosts[0]).port);
      if (actual) port = actual;
      const watched = [path.relative(process.cwd(), paths.contentDir) || ".", ...(paths.configFile ? [path.relative(process.cwd(), paths.configFile)] : []), ...(fromSources ? ["templates/", "site/theme/", "widgets/"] : [])];
      console.log(`Web Docs (dev): ${hosts.join(" or ")} — watching ${watched.join(", ")}`);
      return false;
    },
  });
  // Eleventy's dependency scan of .eleventy.js cannot parse the TypeScript it imports; the folders that
  // matter are watched below.
  eleventyConfig.setWatchJavaScriptDependencies(false);
  // No write-stability wait (150 ms by default): the save → reload budget is 300 ms.
  eleventyConfig.setChokidarConfig({ awaitWriteFinish: false });
  // Any file of the content folder (snippets, includes, public/), the templates, theme and widgets.
  // Relative, as Eleventy names templates: the changed path must match the page's for an incremental build.
  const rel = (p: string) => path.relative(process.cwd(), p) || ".";
  for (const dir of fromSources ? [paths.contentDir, templatesDir, themeDir, widgetsDir, commonDir] : [paths.contentDir]) eleventyConfig.addWatchTarget(rel(dir));
  for (const f of configFiles()) eleventyConfig.addWatchTarget(rel(f), { resetConfig: true });
  // The module a JS/TS config is bundled into, for the moment it is imported, beside it (load.ts).
  eleventyConfig.watchIgnores.add(`**/.*${TEMP_MARK}*.mjs`);
  eleventyConfig.on("eleventy.beforeWatch", planRebuild);
  // The end of every rebuild, a config reset's too (this config's listeners are the ones then called).
  eleventyConfig.on("eleventy.afterwatch", () => gate.rebuildEnded());
  eleventyConfig.addTransform("web-docs-dev-overlay", function (this: { page: { outputPath?: string | false } }, content: string) {
    return String(this.page.outputPath).endsWith(".html") ? withOverlay(content) : content;
  });
}

const context = (): EleventyBuild => ({ config, contentDir: paths.contentDir, assets, assetsDir, templatesDir, configure, partialBuilds: true });

elev = new Eleventy(paths.contentDir, siteRoot, { quietMode: true, configPath: ELEVENTY_CONFIG_FILE, pathPrefix: base, runMode: "serve", config: eleventyConfigFor(context) }) as unknown as DevEleventy;
await elev.init();
leaveBuildErrorsToCaller(elev);
memoizePathNormalization();
copyPublic();
// The pages as the build finds them (without srcExclude's files, which the watcher ignores too), named by file
// as sourceOf names them: rewrites left aside.
// A page that does not scan (malformed front matter) is left out: the first build reports it.
const firstPages = scanContent(paths.contentDir, [], { srcExclude: config.srcExclude, problems: [] });
for (const p of firstPages) shapes.set(p.source, shapeText(p));

// The dev server reports a failed rebuild to the browser (which only logs it): keep it for the terminal and
// the overlay; the next successful rebuild clears it.
const server = elev.eleventyServe;
const sendError = server.sendError.bind(server);
server.sendError = async ({ error }) => {
  rebuilds++;
  setError("build", error);
  return sendError({ error });
};
const reload = server.reload.bind(server);
server.reload = async (event: unknown) => {
  rebuilds++;
  if (errors.build) log("build fixed");
  setError("build", null);
  // CPU time beside wall time: on a busy machine the wall time mostly measures the other processes.
  const cpu = process.cpuUsage(cpuStarted);
  if (changeStarted) log(`rebuilt ${renderedAlone ? `${renderedAlone} alone ` : ""}in ${Date.now() - changeStarted} ms (${Math.round((cpu.user + cpu.system) / 1000)} ms CPU)`);
  return reload(event);
};

// A failed first build still starts the server and the watcher: the overlay shows the error until it is fixed.
const write = elev.write.bind(elev);
let first = true;
elev.write = async () => {
  if (!first) return write();
  first = false;
  try {
    const out = await write();
    log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return out;
  } catch (e) {
    setError("build", e as Error);
    return [[], []];
  }
};
hardenDevServer();
const rebuild = await elev.watch();
const emit = elev.watcher.emit.bind(elev.watcher);
const eleventyWatch = elev as unknown as { watchManager?: { isBuildRunning(): boolean }; shouldTriggerConfigReset(files: string[]): boolean };
const gate = watchGate({
  // Eleventy 3.1.7 watches files outside the working folder (`../docs`) from their common parent folder
  // (chokidar's `cwd`) but takes the paths chokidar reports as if relative to the working folder: the page is
  // not matched (every save would rebuild every page) and new pages are not found. The gate makes them so.
  reportedFrom: elev.watcher.options.cwd,
  busy: () => eleventyWatch.watchManager?.isBuildRunning() ?? true,
  // Eleventy's own test: its config file, or a resetConfig watch target (configure), named as it names them.
  resetsConfig: (file) => eleventyWatch.shouldTriggerConfigReset([/^(\.\.?\/|\/)/.test(file) ? file : `./${file}`]),
  rendersAlone: (file) => rendersAlone([file]),
  renderAlone(file, fallback) {
    changeStarted = Date.now();
    cpuStarted = process.cpuUsage();
    return renderAlone(elev, file).then(
      async (done) => {
        renderedAlone = done ? sourceOf(file) : null;
        if (done) await server.reload({ files: [path.relative(process.cwd(), file)], build: { stylesheets: [], templates: [] } });
        else fallback();
      },
      // A render error: Eleventy's rebuild of the page reports it (terminal and overlay).
      fallback,
    );
  },
  emit,
});
elev.watcher.emit = gate.onEvent;
gate.watchConfig(configFiles);
// The content folder deleted and made again: watch it anew and rebuild every page from what it now holds.
const contentFolder = onFolderReturn(paths.contentDir, () => {
  const dir = path.relative(process.cwd(), paths.contentDir) || ".";
  log(`${dir} is back: rebuilding`);
  (elev.watcher as unknown as { add(p: string): void }).add(dir);
  forgetFileList();
  void rebuild(path.join(dir, "index.md"));
});
// Eleventy only forgets a deleted file; sidebars, links and search must drop its page.
elev.watcher.on("unlink", (p) => {
  contentFolder.missing();
  void rebuild(p);
});
// The address is printed once the pages and config are watched: a save made at once is seen (watch-ready.ts).
const watched = [...firstPages.map((p) => path.join(paths.contentDir, p.file)), ...configFiles().filter((f) => fs.existsSync(f))];
const unseen = await whenWatching(elev.watcher, watched);
if (unseen.length) log(`the watcher does not see ${unseen.length} file(s) yet, such as ${path.relative(process.cwd(), unseen[0])}: saves there are missed until it does`);
await elev.serve(port);
// Ctrl+C (or a test stopping the server) ends the process at once, through exit handlers.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(0));
