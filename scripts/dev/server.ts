// `npm run dev` as an object: build once, serve under the base with Eleventy's own dev server
// (@11ty/eleventy-dev-server: its watcher, live reload and incremental mode), and rebuild what each saved file
// touches. All its state is the server's own, so a process (a test) may run several; scripts/dev.ts is its CLI.
// Build errors show in the terminal and over the page, and the server keeps serving.
import { EventEmitter } from "node:events";
import type { DevServer, DevServerEvents, DevServerOptions } from "./server-types.ts";
import fs from "node:fs";
import path from "node:path";
import { CONFIG_NAMES, configNotice, findConfig, loadSiteConfig, removeOutput, resolveBuildPaths } from "../../site/build-context.ts";
import { configSources } from "../../site/config/bundle-config.ts";
import { scanContent } from "../../site/content-index.ts";
import { type EleventyBuild, ELEVENTY_CONFIG_FILE, eleventyConfigFor } from "../../site/eleventy.ts";
import { EleventyRun } from "../../site/eleventy-adapter.ts";
import { normalizeBase, sourceToUrl } from "../../common/urls.ts";
import { stageAssets } from "../../site/assets.ts";
import { readRoots } from "../../site/contain.ts";
import { copyPublic } from "../../site/public-copy.ts";
import { siteRootOf } from "./assets.ts";
import { devEleventyConfig, SOURCE_DIRS } from "./eleventy-config.ts";
import { onFolderReturn, type FolderReturn } from "./folder-return.ts";
import { DevErrors } from "./overlay.ts";
import { PageShapes, under } from "./page-shapes.ts";
import { renderAlone } from "./render-alone.ts";
import { restageAssets } from "./restage.ts";
import { hardenDevServer } from "./server-adapter.ts";
import { watchGate } from "./watch-gate.ts";
import { whenWatching } from "./watch-ready.ts";

export type { DevServer, DevServerOptions };

/** A dev server, not started yet. */
export function createDevServer(options: DevServerOptions = {}): DevServer {
  const argv = options.argv ?? [];
  const events = new EventEmitter<DevServerEvents>();
  const print = options.print ?? ((text: string, stream: "out" | "err") => (stream === "err" ? console.error(text) : console.log(text)));
  const log = (line: string) => {
    print(`[web-docs] ${line}`, "out");
    events.emit("log", line);
  };
  let port = options.port ?? 8080;
  let url = "";
  let elev: EleventyRun | undefined;
  let folder: FolderReturn | undefined;
  let stopGate: (() => void) | undefined;
  let announced: ((url: string) => void) | undefined;

  async function start(): Promise<string> {
    // Widgets unminified: a widget edit rebundles in seconds, not minutes.
    process.env.WEB_DOCS_MINIFY ??= "0";
    // An --out that would replace the author's files (site/out-guard.ts): refused before anything is removed.
    const paths = resolveBuildPaths(argv);
    const notice = configNotice(paths);
    if (notice) log(notice);
    let config = await loadSiteConfig(paths);
    const base = normalizeBase(config.base);
    const siteRoot = siteRootOf(paths.outDir, base);
    const publicDir = path.join(paths.contentDir, "public");
    // Run from this repository's sources (not the published package, whose theme and widgets ship built): their
    // edits rebuild too.
    const fromSources = fs.existsSync(path.join(SOURCE_DIRS.widgets, "index.ts"));
    if (!fs.existsSync(paths.contentDir)) throw new Error(`${paths.contentDir}: content folder not found`);

    // Pages of an earlier build would be served as if they were current: moved aside at once, deleted meanwhile.
    removeOutput(paths.outDir);
    const started = Date.now();
    const assets = stageAssets(siteRoot, config);

    const errors = new DevErrors((text) => print(text, "err"));
    const currentError = () => errors.current();
    const setError = (kind: "config" | "assets" | "build", e: Error | null) => errors.set(kind, e);
    /**
     * The files whose change resets the config: the config and the files a JS/TS config imports (a VitePress
     * config it reads, a sidebar module); with no config yet, where one would be found next to the content
     * folder (the folder itself is watched already).
     */
    const configFiles = () =>
      paths.configFile
        ? configSources(paths.configFile)
        : paths.configFrom === "defaults"
          ? CONFIG_NAMES.map((n) => path.join(path.dirname(paths.contentDir), n))
          : [];
    const shapes = new PageShapes(paths.contentDir);
    let changeStarted = 0;
    let cpuStarted = process.cpuUsage();
    /** Rebuilds finished, good or failed (the overlay script compares it with its page's: devMiddleware). */
    let rebuilds = 0;
    /** The page a change rendered alone ("guide/intro.md"), for the terminal line; null: Eleventy rebuilt. */
    let renderedAlone: string | null = null;
    const rendersAlone = (files: string[]) => shapes.rendersAlone(files, currentError() !== null);

    /** Bundle widgets / write theme assets in a child process (the server keeps answering meanwhile). */
    async function restage(): Promise<void> {
      log("rebundling widgets and theme assets…");
      const t = Date.now();
      try {
        // The same object the plugin reads: every later render names the new files.
        Object.assign(assets, await restageAssets(argv));
        setError("assets", null);
        log(`assets ready in ${((Date.now() - t) / 1000).toFixed(1)} s`);
      } catch (e) {
        setError("assets", e as Error);
      }
    }
    const copyPublicFiles = () => {
      try {
        copyPublic(publicDir, siteRoot, readRoots(paths.contentDir, config));
      } catch (e) {
        setError("build", e as Error);
      }
    };

    /** Before each of Eleventy's rebuilds: what changed, and whether one page is rebuilt (its incremental mode) or all. */
    async function beforeWatch(queue: string[]) {
      const run = elev as EleventyRun;
      changeStarted = Date.now();
      cpuStarted = process.cpuUsage();
      renderedAlone = null;
      const files = queue.map((f) => path.resolve(f));
      gate.rebuildStarts(files);
      const alone = rendersAlone(files);
      const { widgets, common, theme } = SOURCE_DIRS;
      if (files.some((f) => under(widgets, f) || under(common, f) || under(theme, f))) await restage();
      // Started with the defaults, and now a config is written where the build looks: take it from now on.
      const created = paths.configFrom === "defaults" ? findConfig(paths.contentDir) : null;
      if (created && files.includes(created)) {
        Object.assign(paths, { configFile: created, configFrom: "found" });
        log(configNotice(paths) ?? "");
      }
      if (paths.configFile && configSources(paths.configFile).some((f) => files.includes(f))) {
        try {
          const next = await loadSiteConfig(paths);
          if (normalizeBase(next.base) !== base) log(`base changed to ${normalizeBase(next.base)}: restart npm run dev to serve it there`);
          config = next;
          setError("config", null);
          // Eleventy resets its configuration on this change (addWatchTarget resetConfig): eleventyConfigFor
          // then asks context() again and the plugin gets a fresh build context with this config.
          await restage(); // theme assets follow the config (appearance, colours)
        } catch (e) {
          setError("config", e as Error);
        }
      }
      const { deleted, listChanged } = shapes.update(files);
      if (listChanged) run.forgetFileList();
      // Deleted (or renamed away): its page must not be served any more.
      for (const source of deleted) fs.rmSync(path.join(siteRoot, sourceToUrl(source)), { force: true });
      if (files.some((f) => under(publicDir, f))) copyPublicFiles();
      run.setIncrementalBuild(alone);
    }

    const configure = devEleventyConfig({
      port: () => port,
      listening(actual, hosts) {
        if (actual) port = actual;
        url = hosts[0] ?? url;
        const watched = [
          path.relative(process.cwd(), paths.contentDir) || ".",
          ...(paths.configFile ? [path.relative(process.cwd(), paths.configFile)] : []),
          ...(fromSources ? ["templates/", "site/theme/", "widgets/"] : []),
        ];
        print(`Web Docs (dev): ${hosts.join(" or ")} — watching ${watched.join(", ")}`, "out");
        events.emit("listening", url);
        announced?.(url);
      },
      contentDir: paths.contentDir,
      configFile: paths.configFile,
      outDir: paths.outDir,
      base,
      fromSources,
      currentError,
      rebuilds: () => rebuilds,
      configFiles,
      beforeWatch,
      afterWatch: () => gate.rebuildEnded(),
    });
    const context = (): EleventyBuild => ({
      config,
      contentDir: paths.contentDir,
      assets,
      assetsDir: path.join(siteRoot, "assets"),
      templatesDir: SOURCE_DIRS.templates,
      configure,
      partialBuilds: true,
    });
    const run = (elev = new EleventyRun(paths.contentDir, siteRoot, {
      quietMode: true,
      configPath: ELEVENTY_CONFIG_FILE,
      pathPrefix: base,
      runMode: "serve",
      config: eleventyConfigFor(context),
    }));
    await run.init();
    run.leaveBuildErrorsToCaller();
    run.memoizePathNormalization();
    copyPublicFiles();
    // The pages as the build finds them (without srcExclude's files, which the watcher ignores too), named by
    // file as sourceOf names them: rewrites left aside. A page that does not scan (malformed front matter) is
    // left out: the first build reports it.
    const firstPages = scanContent(paths.contentDir, [], { srcExclude: config.srcExclude, problems: [] });
    shapes.remember(firstPages);

    // The dev server reports a failed rebuild to the browser (which only logs it): keep it for the terminal and
    // the overlay; the next successful rebuild clears it.
    run.reportRebuilds({
      failed(error) {
        rebuilds++;
        setError("build", error);
        events.emit("rebuilt", { alone: null, error: currentError() });
      },
      done() {
        rebuilds++;
        if (errors.has("build")) log("build fixed");
        setError("build", null);
        // CPU time beside wall time: on a busy machine the wall time mostly measures the other processes.
        const cpu = process.cpuUsage(cpuStarted);
        if (changeStarted)
          log(
            `rebuilt ${renderedAlone ? `${renderedAlone} alone ` : ""}in ${Date.now() - changeStarted} ms (${Math.round((cpu.user + cpu.system) / 1000)} ms CPU)`,
          );
        events.emit("rebuilt", { alone: renderedAlone, error: currentError() });
      },
    });
    // A failed first build still starts the server and the watcher: the overlay shows the error until it is fixed.
    run.onFirstWrite(async (write) => {
      try {
        const out = await write();
        log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        return out;
      } catch (e) {
        setError("build", e as Error);
        return [[], []];
      }
    });
    hardenDevServer();
    const rebuild = await run.watch();
    const watcher = run.watcher;
    const gate = watchGate({
      // Eleventy 3.1.7 watches files outside the working folder (`../docs`) from their common parent folder
      // (chokidar's `cwd`) but takes the paths chokidar reports as if relative to the working folder: the page
      // is not matched (every save would rebuild every page) and new pages are not found. The gate makes them so.
      reportedFrom: watcher.options.cwd,
      busy: () => run.isBuildRunning(),
      // Eleventy's own test: its config file, or a resetConfig watch target (configure), named as it names them.
      resetsConfig: (file) => run.resetsConfig(file),
      rendersAlone: (file) => rendersAlone([file]),
      renderAlone(file, fallback) {
        changeStarted = Date.now();
        cpuStarted = process.cpuUsage();
        return renderAlone(run, file).then(
          async (done) => {
            renderedAlone = done ? shapes.sourceOf(file) : null;
            if (done) await run.reload([path.relative(process.cwd(), file)]);
            else fallback();
          },
          // A render error: Eleventy's rebuild of the page reports it (terminal and overlay).
          fallback,
        );
      },
      emit: watcher.emit.bind(watcher),
    });
    stopGate = gate.stop;
    watcher.emit = gate.onEvent;
    gate.watchConfig(configFiles);
    // The content folder deleted and made again: watch it anew and rebuild every page from what it now holds.
    folder = onFolderReturn(paths.contentDir, () => {
      const dir = path.relative(process.cwd(), paths.contentDir) || ".";
      log(`${dir} is back: rebuilding`);
      watcher.add(dir);
      run.forgetFileList();
      void rebuild(path.join(dir, "index.md"));
    });
    // Eleventy only forgets a deleted file; sidebars, links and search must drop its page.
    watcher.on("unlink", (p) => {
      folder?.missing();
      void rebuild(p);
    });
    // The address is printed once the pages and config are watched: a save made at once is seen (watch-ready.ts).
    const watched = [...firstPages.map((p) => path.join(paths.contentDir, p.file)), ...configFiles().filter((f) => fs.existsSync(f))];
    const unseen = await whenWatching(watcher, watched);
    if (unseen.length)
      log(`the watcher does not see ${unseen.length} file(s) yet, such as ${path.relative(process.cwd(), unseen[0])}: saves there are missed until it does`);
    const listening = new Promise<string>((resolve) => (announced = resolve));
    await run.serve(port);
    return listening;
  }

  return Object.defineProperties(events, {
    start: { value: start },
    close: {
      async value() {
        folder?.stop();
        stopGate?.();
        await elev?.stop();
      },
    },
    port: { get: () => port },
    url: { get: () => url },
  }) as DevServer;
}
