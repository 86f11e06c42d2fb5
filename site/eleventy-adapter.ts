// The one door to Eleventy 3.1.x: every member of it beyond its published API (`new Eleventy()`, `write()`)
// that the build and the dev server use is reached here, by a named operation. The installed version is checked
// when this module loads, and each private member when an operation first needs it: an upgrade that renames one
// fails at once, naming it ("Eleventy 3.2.0: TemplateWriter#_generateTemplate missing — …"), instead of a
// build that quietly needs 3 GB again or a dev server that rebuilds every page on each save.
// test/unit/site/eleventy-adapter.test.ts runs each operation against the installed Eleventy.
import path from "node:path";
import Eleventy from "@11ty/eleventy";

/** The Eleventy minor line whose private members this module names. */
export const SUPPORTED = "3.1";
export const ELEVENTY_VERSION = (Eleventy as unknown as { getVersion(): string }).getVersion();

/** Throws unless `version` is of the supported line (run at load for the installed one). */
export function checkVersion(version: string): void {
  if (version !== SUPPORTED && !version.startsWith(`${SUPPORTED}.`)) {
    throw new Error(
      `Eleventy ${version}: Web Docs supports ${SUPPORTED}.x — site/eleventy-adapter.ts reaches into its private members; check each against the new version, then update SUPPORTED`,
    );
  }
}
checkVersion(ELEVENTY_VERSION);

/** `owner[member]`, which must be a function (or an object, with `kind`), or an error naming what broke. */
function need<T>(owner: object | undefined, name: string, member: string, kind: "function" | "object" = "function"): T {
  const value = owner && (owner as Record<string, unknown>)[member];
  if (typeof value !== kind || value === null)
    throw new Error(`Eleventy ${ELEVENTY_VERSION}: ${name}#${member} missing — Web Docs supports ${SUPPORTED}.x (site/eleventy-adapter.ts)`);
  return value as T;
}

type Fn = (...args: never[]) => unknown;
type Member<T extends Fn> = (...args: Parameters<T>) => ReturnType<T>;

/** Replace a method of an object with `wrap(original)`, having checked it is there. */
function wrapMethod<T extends Fn>(owner: object | undefined, name: string, member: string, wrap: (original: Member<T>) => T): void {
  const original = need<T>(owner, name, member);
  (owner as Record<string, unknown>)[member] = wrap(((...args: Parameters<T>) => original.apply(owner, args)) as Member<T>);
}

/** A page Eleventy rendered in its last build, as renderAlone() needs it. */
export interface RenderedPage {
  inputPath: string;
  outputPath: string;
  url: string;
  /** Read the file again and render it through its template (layouts, transforms): its HTML. */
  render(): Promise<unknown>;
}

/** What the dev server hears of Eleventy's rebuilds (through its dev server's reload and error messages). */
export interface RebuildReports {
  failed(error: Error): void;
  done(): void;
}

/** The chokidar watcher Eleventy made (after watch()). */
export interface EleventyWatcher {
  options: { cwd?: string };
  getWatched(): Record<string, string[]>;
  on(event: string, fn: (file: string) => void): void;
  add(file: string): void;
  emit(event: string, ...args: unknown[]): boolean;
}

interface PageEntry {
  template: object;
  rawInput: string;
  templateContent: unknown;
  outputPath: string | false;
  url: string;
  inputPath: string;
  data: { page: { rawInput?: string } };
}

type Internals = Record<string, unknown> & { eleventyConfig?: { usesGraph?: object }; config?: { events?: object } };

/** An Eleventy run of a Web Docs build or dev server: its public API and the private operations it needs. */
export class EleventyRun {
  readonly #elev: Internals;

  constructor(input: string, output: string, options: Record<string, unknown>) {
    this.#elev = new Eleventy(input, output, options) as unknown as Internals;
  }

  init(): Promise<void> {
    return need<() => Promise<void>>(this.#elev, "Eleventy", "init").call(this.#elev);
  }

  write(): Promise<unknown> {
    return need<() => Promise<unknown>>(this.#elev, "Eleventy", "write").call(this.#elev);
  }

  /**
   * Eleventy logs a failed build's error, stack trace included, and then rethrows it; the build and the dev
   * server report the error they catch themselves (each message down to the one naming file and line), so the
   * author read every error two or three times. Eleventy 3.1 uses its error handler's `once` only there.
   */
  leaveBuildErrorsToCaller(): void {
    wrapMethod(need(this.#elev, "Eleventy", "errorHandler", "object"), "EleventyErrorHandler", "once", () => () => undefined);
  }

  /** Eleventy's closing "Wrote 0 files" (it ran dry): the build's own last line says what it wrote. */
  dropWroteLine(): void {
    wrapMethod<(o: { message: string }) => void>(
      need(this.#elev, "Eleventy", "logger", "object"),
      "ConsoleLogger",
      "logWithOptions",
      (log) => (o) => void (/^Wrote \S+ files?\b/.test(o.message) || log(o)),
    );
  }

  /**
   * Eleventy renders the Markdown of its pages a few at a time, then starts laying out all of them together: at
   * 10,000 pages, 10,000 half-done layouts are alive at once. Let only `limit` run, the next starting as one ends
   * (failed or not). Initialises Eleventy first (its writer is made then; `write()` does not do it again).
   */
  async limitConcurrentLayouts(limit: number): Promise<void> {
    await this.init();
    let running = 0;
    const waiting: Array<() => void> = [];
    const release = () => {
      const next = waiting.shift();
      if (next) next();
      else running--;
    };
    wrapMethod<(entry: unknown, to: unknown) => Promise<unknown>>(
      need(this.#elev, "Eleventy", "writer", "object"),
      "TemplateWriter",
      "_generateTemplate",
      (generate) => async (entry, to) => {
        if (running < limit) running++;
        else await new Promise<void>((resolve) => waiting.push(resolve));
        try {
          return await generate(entry, to);
        } finally {
          release();
        }
      },
    );
  }

  /** Emit one of Eleventy's events (eleventy.before, eleventy.after) to the configuration's listeners. */
  emit(name: string, arg: unknown): Promise<unknown> {
    const events = need<object>(need(this.#elev, "Eleventy", "config", "object"), "Eleventy.config", "events", "object");
    return need<(n: string, a: unknown) => Promise<unknown>>(events, "EventEmitter", "emit").call(events, name, arg);
  }

  /**
   * The page of `file` (absolute) as the last build rendered it; null where it cannot be rendered alone (no
   * earlier entry, a paginated template, preprocessors).
   */
  renderedPage(file: string): RenderedPage | null {
    const map = need<object>(need(this.#elev, "Eleventy", "writer", "object"), "TemplateWriter", "templateMap", "object");
    const entries = need<() => Array<{ inputPath: string; _pages?: PageEntry[] }>>(map, "TemplateMap", "getMap").call(map);
    const entry = entries.find((e) => path.resolve(e.inputPath) === file);
    const page = entry?._pages?.length === 1 ? entry._pages[0] : undefined;
    if (!page || typeof page.outputPath !== "string") return null;
    const tmpl = page.template as { config?: { preprocessors?: object } };
    if (Object.keys(tmpl.config?.preprocessors ?? {}).length) return null;
    const call = <T>(member: string, ...args: unknown[]) => need<(...a: unknown[]) => T>(tmpl, "Template", member).apply(tmpl, args);
    const shared = tmpl.constructor as { _compileCache?: Map<string, Map<unknown, unknown>> };
    need(shared, "TemplateContent", "deleteFromInputCache");
    need(shared, "TemplateContent", "_compileCache", "object");
    return {
      inputPath: page.inputPath,
      outputPath: page.outputPath,
      url: page.url,
      async render() {
        // As Eleventy does for a changed file and the file of an incremental build: forget the file's text (a
        // cache shared by all templates), its compiled forms and its rendered output, then read it again.
        (shared as unknown as { deleteFromInputCache(p: string): void }).deleteFromInputCache(page.inputPath);
        shared._compileCache?.get(page.inputPath)?.clear();
        call("resetCaches", { read: true, render: true });
        if (typeof (tmpl as Record<string, unknown>).setRenderableOverride === "function") call("setRenderableOverride", undefined);
        const rawInput = await call<Promise<string>>("getPreRender");
        page.rawInput = rawInput;
        page.data.page.rawInput = rawInput;
        // The entry is also the page's item in every collection: they see the new content too.
        page.templateContent = await call("renderPageEntryWithoutLayout", page);
        return call("renderPageEntry", page);
      },
    };
  }

  setIncrementalBuild(on: boolean): void {
    need<(on: boolean) => void>(this.#elev, "Eleventy", "setIncrementalBuild").call(this.#elev, on);
  }

  /**
   * A page was added or deleted: make Eleventy list the content folder afresh. (Eleventy 3.1.7 updates its cached
   * file list by matching the changed path against its globs, which misses content outside the working folder.)
   */
  forgetFileList(): void {
    const search = need<object>(this.#elev, "Eleventy", "fileSystemSearch", "object");
    for (const cache of ["inputs", "outputs", "promises"]) need(search, "FileSystemSearch", cache, "object");
    Object.assign(search, { inputs: {}, outputs: {}, promises: {} });
  }

  /**
   * Eleventy's incremental pass asks its dependency graph, for every template, whether the saved file is
   * relevant, normalising both paths each time (a third of the pass at 1000 pages). The normalised form of a
   * path never changes while the server runs (it depends on the path and the working folder only): remember it.
   */
  memoizePathNormalization(): void {
    const known = new Map<string, unknown>();
    const graph = need<object>(need(this.#elev, "Eleventy", "eleventyConfig", "object"), "TemplateConfig", "usesGraph", "object");
    wrapMethod<(node: unknown) => unknown>(graph, "GlobalDependencyMap", "normalizeNode", (normalize) => (node) => {
      if (typeof node !== "string") return normalize(node);
      let out = known.get(node);
      if (out === undefined) known.set(node, (out = normalize(node)));
      return out;
    });
  }

  /** Hear of each rebuild's end: Eleventy tells its dev server to show an error, or to reload. */
  reportRebuilds(reports: RebuildReports): void {
    const server = need<object>(this.#elev, "Eleventy", "eleventyServe", "object");
    wrapMethod<(a: { error: Error }) => Promise<void>>(server, "EleventyServe", "sendError", (send) => async (a) => {
      reports.failed(a.error);
      return send(a);
    });
    wrapMethod<(event: unknown) => Promise<void>>(server, "EleventyServe", "reload", (reload) => async (event) => {
      reports.done();
      return reload(event);
    });
  }

  /** Reload the browsers on these files (paths relative to the working folder), as after a rebuild. */
  reload(files: string[]): Promise<void> {
    const server = need<object>(this.#elev, "Eleventy", "eleventyServe", "object");
    return need<(e: unknown) => Promise<void>>(server, "EleventyServe", "reload").call(server, { files, build: { stylesheets: [], templates: [] } });
  }

  /** The first write (inside watch()) resolves even when it fails: `first` reports it; later writes are Eleventy's. */
  onFirstWrite(first: (write: () => Promise<unknown>) => Promise<unknown>): void {
    let done = false;
    wrapMethod<() => Promise<unknown>>(this.#elev, "Eleventy", "write", (write) => () => {
      if (done) return write();
      done = true;
      return first(write);
    });
  }

  /** Build, start watching; resolves to the function a changed path is handed to. */
  watch(): Promise<(file: string) => Promise<void>> {
    return need<() => Promise<(file: string) => Promise<void>>>(this.#elev, "Eleventy", "watch").call(this.#elev);
  }

  /** The watcher (after watch()). */
  get watcher(): EleventyWatcher {
    const watcher = need<EleventyWatcher>(this.#elev, "Eleventy", "watcher", "object");
    for (const member of ["getWatched", "on", "add", "emit"]) need(watcher, "FSWatcher", member);
    need(watcher, "FSWatcher", "options", "object");
    return watcher;
  }

  /** Whether a rebuild is running now. */
  isBuildRunning(): boolean {
    const manager = need<object>(this.#elev, "Eleventy", "watchManager", "object");
    return need<() => boolean>(manager, "EleventyWatch", "isBuildRunning").call(manager);
  }

  /** Whether a change of `file` (relative to the working folder) resets Eleventy's configuration. */
  resetsConfig(file: string): boolean {
    return need<(files: string[]) => boolean>(this.#elev, "Eleventy", "shouldTriggerConfigReset").call(this.#elev, [
      /^(\.\.?\/|\/)/.test(file) ? file : `./${file}`,
    ]);
  }

  serve(port: number): Promise<void> {
    return need<(port: number) => Promise<void>>(this.#elev, "Eleventy", "serve").call(this.#elev, port);
  }

  /** Close the watcher and the server. */
  stop(): Promise<void> {
    return need<() => Promise<void>>(this.#elev, "Eleventy", "stopWatch").call(this.#elev);
  }
}
