// `npm run dev`: the watcher's events on their way to Eleventy. Each goes on at once, waits, or is taken by a
// page's own render (render-alone.ts). Events wait, in order:
// - while a page renders alone;
// - while Eleventy rebuilds with a reset config: Eleventy 3.1.7 then replaces its watch queue, so a save
//   meanwhile was dropped, or started a second build beside the first;
// - a config change, while any build runs: the rebuild Eleventy runs for changes saved during a build keeps
//   its old config, so a config saved twice within a second kept the first save.
// - a file found empty, just written: a save truncates the file, then writes it, and the watcher may report in
//   between (on a busy machine, here 1 in ~40 runs of the dev test): the page would render blank, or be taken
//   for a changed page and rebuild every page.
// After each rebuild, saves the watcher dropped are reported again (late-saves.ts), and the config files are
// looked at besides the watcher (watchConfig).
import fs from "node:fs";
import path from "node:path";
import { DROP_WINDOW_MS, LateSaves } from "./late-saves.ts";

/** How long a file found empty is given to get its text; one still empty after it was meant to be. */
export const FILL_WINDOW_MS = 250;

/** The file (absolute) is empty and was written within FILL_WINDOW_MS: its save may be half done. */
function beingWritten(file: string, now = Date.now()): boolean {
  const stats = fs.statSync(file, { throwIfNoEntry: false });
  return !!stats?.isFile() && stats.size === 0 && now - stats.mtimeMs < FILL_WINDOW_MS;
}

export interface WatchGateHooks {
  /** chokidar's `cwd`: the folder the paths it reports are relative to (undefined: the working folder). */
  reportedFrom: string | undefined;
  /** Eleventy is building. */
  busy(): boolean;
  /** Whether a change of this path (relative to the working folder) resets Eleventy's config. */
  resetsConfig(file: string): boolean;
  /** Whether this changed file (absolute) may be rendered alone. */
  rendersAlone(file: string): boolean;
  /** Render it alone; resolves once done, either way (falling back to `emit` itself if it cannot). */
  renderAlone(file: string, fallback: () => void): Promise<void>;
  /** Hand the event to Eleventy's listeners (its path relative to the working folder). */
  emit(event: string, file: unknown, ...rest: unknown[]): boolean;
}

export function watchGate(hooks: WatchGateHooks) {
  let renderingAlone = false;
  let resetting = false;
  const held: Array<[string, unknown, unknown[]]> = [];
  const lateSaves = new LateSaves();
  const from = hooks.reportedFrom ?? process.cwd();
  let idlePoll: ReturnType<typeof setInterval> | undefined;
  let configPoll: ReturnType<typeof setInterval> | undefined;
  /** Eleventy builds, a page renders alone, or a config rebuild runs. */
  const building = () => hooks.busy() || renderingAlone || resetting;
  const idle = () => !building() && held.length === 0;

  const release = () => {
    for (const [e, f, r] of held.splice(0)) onEvent(e, f, ...r);
  };
  function releaseWhenIdle() {
    idlePoll ??= setInterval(() => {
      if (building()) return;
      clearInterval(idlePoll);
      idlePoll = undefined;
      release();
    }, 50);
  }
  let fillCheck: ReturnType<typeof setTimeout> | undefined;
  /**
   * An event waits for its file's text: the held events go their way again shortly (those that come while a
   * page renders or the config rebuilds are held again, as always, until it ends).
   */
  function holdForText(event: string, reported: unknown, rest: unknown[]) {
    held.push([event, reported, rest]);
    fillCheck ??= setTimeout(() => {
      fillCheck = undefined;
      release();
    }, 20);
    return true;
  }
  let lookAgain: ReturnType<typeof setTimeout> | undefined;
  /** A rebuild is over: the changes held for it go their way; then saves the watcher dropped meanwhile do. */
  function afterRebuild() {
    release();
    if (!idle()) return; // the end of that rebuild looks again
    for (const [file, stats] of lateSaves.takeWrittenSince()) report("change", file, stats);
    // A save just after a short rebuild (a page rendered alone) may still be dropped: look once more.
    clearTimeout(lookAgain);
    if (lateSaves.watching) lookAgain = setTimeout(afterRebuild, DROP_WINDOW_MS);
  }

  /** A path as chokidar reports it, as Eleventy takes it: relative to the working folder. */
  const toCwd = (reported: unknown) =>
    hooks.reportedFrom && typeof reported === "string" ? path.relative(process.cwd(), path.resolve(from, reported)) : reported;
  /** An event the watcher did not report, for a file (absolute). */
  const report = (event: string, file: string, stats?: unknown) => onEvent(event, path.relative(from, file), stats);

  /** In place of the watcher's `emit`: chokidar's event, with the path as it reports it. */
  function onEvent(event: string, reported?: unknown, ...rest: unknown[]): boolean {
    // chokidar's summaries of the events above (`all`: name, path) and fs.watch's own: Eleventy builds on neither.
    if (event === "all") return hooks.emit(event, reported, toCwd(rest[0]), ...rest.slice(1));
    if (event === "raw") return hooks.emit(event, reported, ...rest);
    if (renderingAlone || resetting || held.length) {
      held.push([event, reported, rest]);
      return true;
    }
    // Eleventy takes the paths as relative to the working folder (dev.ts, reportedFrom, says why).
    const file = event === "error" ? reported : toCwd(reported);
    if ((event === "add" || event === "change") && typeof file === "string" && beingWritten(path.resolve(file))) return holdForText(event, reported, rest);
    // While Eleventy rebuilds, it queues a change itself.
    const busy = hooks.busy();
    if (typeof file === "string" && ["add", "change", "unlink"].includes(event) && hooks.resetsConfig(file)) {
      if (busy) {
        held.push([event, reported, rest]);
        releaseWhenIdle();
        return true;
      }
      resetting = true; // until this rebuild ends (rebuildEnded)
      return hooks.emit(event, file, ...rest);
    }
    if (event !== "change" || typeof file !== "string" || busy || !hooks.rendersAlone(path.resolve(file))) return hooks.emit(event, file, ...rest);
    renderingAlone = true;
    lateSaves.reading([path.resolve(file)]);
    void hooks
      .renderAlone(path.resolve(file), () => void hooks.emit(event, file, ...rest))
      .finally(() => {
        renderingAlone = false;
        afterRebuild();
      });
    return true;
  }

  return {
    onEvent,
    /** Eleventy starts a rebuild that reads these changed files (absolute): its eleventy.beforeWatch. */
    rebuildStarts(files: string[]) {
      lateSaves.reading(files);
    },
    /**
     * Look at the config files (absolute; where one would be found, before there is one) every half second as
     * well: chokidar now and then misses the config being created beside the content folder, or saved just
     * after a config rebuild (in 1 of 10–15 runs of the dev-config test here). A file written over a second
     * ago that no rebuild has read since is reported.
     */
    watchConfig(files: () => string[]) {
      // The first build read those there are.
      for (const file of files()) {
        const stats = fs.statSync(file, { throwIfNoEntry: false });
        if (stats) lateSaves.read(file, stats.mtimeMs);
      }
      configPoll = setInterval(() => {
        if (!idle()) return;
        for (const file of files()) {
          const stats = fs.statSync(file, { throwIfNoEntry: false });
          const last = lateSaves.lastRead(file);
          if (!stats || last === stats.mtimeMs || Date.now() - stats.mtimeMs < 1000) continue;
          lateSaves.read(file, stats.mtimeMs);
          report(last === undefined ? "add" : "change", file, stats);
          return;
        }
      }, 500).unref();
    },
    /** Nothing builds, renders or waits. */
    idle,
    /** Stop every timer (the server closes); events still held are dropped. */
    stop() {
      for (const timer of [idlePoll, configPoll, fillCheck, lookAgain]) clearTimeout(timer);
      held.length = 0;
    },
    /** Eleventy finished a rebuild (its eleventy.afterwatch event), one with a reset config too. */
    rebuildEnded() {
      resetting = false;
      afterRebuild();
    },
  };
}
