// VitePress dynamic routes: a page file whose path holds `[param]` (packages/[pkg].md) beside a paths loader
// ([pkg].paths.js/.ts/.mjs/.mts) is a template, one page per entry the loader's `paths` gives, at its path with
// the params put in (packages/foo.md). Resolved before the scan (loaders may be async), as VitePress's
// resolveDynamicRoutes does; the scan (site/content-index.ts) lists the pages, the plugin renders each.
import fs from "node:fs";
import path from "node:path";
import { BuildError } from "./errors.ts";
import { displayPath, importConfigModule } from "./config/bundle-config.ts";

/** A `[param]` of a route's path, as VitePress matches it. */
const PARAM_RE = /\[(\w+?)\]/g;
const LOADER_EXTS = ["js", "ts", "mjs", "mts"];

/** One page of a dynamic route. */
export interface DynamicRoute {
  /** The template file, relative to the content folder ("packages/[pkg].md"). */
  template: string;
  /** The page's path with the params put in ("packages/foo.md"). */
  path: string;
  params: Record<string, string>;
  /** Markdown that replaces the template's `<!-- @content -->`. */
  content?: string;
}

/** The paths loader beside a page file with `[param]` in its path (absolute), or undefined. */
export function pathsLoaderOf(contentDir: string, rel: string): string | undefined {
  PARAM_RE.lastIndex = 0;
  if (!PARAM_RE.test(rel)) return undefined;
  const stem = path.join(contentDir, rel).replace(/\.md$/, "");
  return LOADER_EXTS.map((ext) => `${stem}.paths.${ext}`).find((f) => fs.existsSync(f));
}

/** A page's Markdown from its template: the route's `content` in place of `<!-- @content -->`. */
export function dynamicText(templateText: string, content: string | undefined): string {
  // A function replacement: `$` in the content stays as written.
  return content === undefined ? templateText : templateText.replace(/<!--\s*@content\s*-->/, () => content);
}

/**
 * The pages of every dynamic route among `files` (relative to the content folder). A loader that fails to
 * load, throws or answers in the wrong shape is a problem of the build, naming it and what to write; its
 * template then makes no page.
 */
export async function resolveDynamicRoutes(contentDir: string, files: string[], problems: Error[]): Promise<DynamicRoute[]> {
  const routes: DynamicRoute[] = [];
  for (const template of files) {
    const loader = pathsLoaderOf(contentDir, template);
    if (!loader) continue;
    try {
      routes.push(...(await routesOf(template, loader)));
    } catch (e) {
      problems.push(e instanceof BuildError ? e : new BuildError(displayPath(loader), (e as Error)?.message ?? String(e)));
    }
  }
  const taken = new Map<string, string>();
  for (const r of routes) {
    const other = taken.get(r.path);
    if (other)
      problems.push(
        new BuildError(displayPath(path.join(contentDir, r.template)), `two routes make ${r.path} (also ${other}): give each entry of paths its own params`),
      );
    else if (fs.existsSync(path.join(contentDir, r.path)))
      problems.push(
        new BuildError(displayPath(path.join(contentDir, r.template)), `a route makes ${r.path}, which is also a file of its own: rename one of them`),
      );
    taken.set(r.path, r.template);
  }
  return routes.filter((r, i) => routes.findIndex((o) => o.path === r.path) === i);
}

const SHAPE = "export default { paths() { return [{ params: { pkg: 'foo' }, content: '…' }] } } (paths may be async, or an array)";

async function routesOf(template: string, loader: string): Promise<DynamicRoute[]> {
  const shown = displayPath(loader);
  let mod: Record<string, unknown>;
  try {
    mod = await importConfigModule(loader);
  } catch (e) {
    throw new BuildError(shown, `the paths loader did not load: ${(e as Error).message}`);
  }
  const config = mod.default as { paths?: unknown } | undefined;
  if (!config || typeof config !== "object" || !("paths" in config)) throw new BuildError(shown, `no "paths" in the default export: write ${SHAPE}`);
  let entries: unknown;
  try {
    // VitePress hands `paths` the files its `watch` globs match; a build watches nothing (npm run dev reloads the config).
    entries = typeof config.paths === "function" ? await (config.paths as (watched: string[]) => unknown)([]) : config.paths;
  } catch (e) {
    throw new BuildError(shown, `paths() failed: ${(e as Error)?.message ?? String(e)}`);
  }
  if (!Array.isArray(entries)) throw new BuildError(shown, `paths gave ${typeof entries}, not an array: write ${SHAPE}`);
  // A fresh copy: matchAll starts at the shared regex's lastIndex.
  const keys = [...template.matchAll(new RegExp(PARAM_RE))].map((m) => m[1]);
  return entries.map((entry, i) => {
    const params = (entry as { params?: unknown } | null)?.params;
    if (!params || typeof params !== "object") throw new BuildError(shown, `entry ${i} of paths has no params object: write ${SHAPE}`);
    const values = params as Record<string, unknown>;
    const missing = keys.find((k) => typeof values[k] !== "string" && typeof values[k] !== "number");
    if (missing) throw new BuildError(shown, `entry ${i} of paths has no "${missing}" param (a string): ${template} needs ${keys.join(", ")}`);
    const bad = keys.find((k) => /[/\\%#?]/.test(String(values[k])) || String(values[k]) === "");
    if (bad)
      throw new BuildError(
        shown,
        `entry ${i} of paths: the "${bad}" param "${String(values[bad])}" cannot be part of a file name (no /, \\, %, #, ?, nor empty)`,
      );
    const content = (entry as { content?: unknown }).content;
    if (content !== undefined && typeof content !== "string") throw new BuildError(shown, `entry ${i} of paths: content must be a string of Markdown`);
    return {
      template,
      path: template.replace(PARAM_RE, (_, k: string) => String(values[k])),
      params: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === "number" ? String(v) : (v as string)])),
      ...(content === undefined ? {} : { content }),
    };
  });
}
