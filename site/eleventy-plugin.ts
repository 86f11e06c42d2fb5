// Web Docs for an existing Eleventy project:
//
//   import webDocs from "web-docs/eleventy";
//   export default function (eleventyConfig) { eleventyConfig.addPlugin(webDocs, { config: "web-docs.config.json" }); }
//
// It brings what `npm run build` uses — the Markdown pipeline, the templates (layout `doc`, `home`,
// `page`), the widgets bundle and theme assets, public/ files, the link checks, and every step of
// site/build-steps.ts (search index, page modules, …) — through the same site/plugin.ts.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { buildWidgets, stageAssets } from "./assets.ts";
import { themeCss } from "./theme/assets.ts";
import { REPO_ROOT } from "./build-context.ts";
import { loadAuthorConfig } from "./config/load.ts";
import type { SiteConfig } from "./config/types.ts";
import { validateAuthorConfig } from "./config/validate.ts";
import { headScript } from "./head-script.ts";
import { webDocsPlugin } from "./plugin.ts";
import { THEME_FILTERS } from "./templates-data.ts";

export interface WebDocsEleventyOptions {
  /** The site config: a file (JSON, or JS/TS with a default export; relative to the working folder) or the object itself. */
  config?: string | Record<string, unknown>;
  /** The Markdown folder (default: Eleventy's input folder). */
  contentDir?: string;
  /** Render pages that set no layout of their own with the Web Docs shell (default: true). */
  layout?: boolean;
  /** Resolve `layout: doc | home | page` to the Web Docs shell (default: true). Turn off if your _includes has layouts by those names. */
  layoutAliases?: boolean;
  /** Check every internal link and anchor of the output after the build (default: true). */
  checkLinks?: boolean;
}

const TEMPLATES_DIR = path.join(REPO_ROOT, "templates");
/** The shell and partials are served under this prefix, so they never clash with the project's own includes. */
const NS = "web-docs/";
export const SHELL_LAYOUT = `${NS}shell.njk`;
/** A use of one of the theme's filters in a template: `| url`, `| pageView(page)`. */
const FILTER_USE = new RegExp(`\\|\\s*(${THEME_FILTERS.join("|")})\\b`, "g");

/**
 * The theme's templates as the plugin serves them: include paths get the `web-docs/` prefix and the
 * theme's filters and data their `webDocs…` names, leaving the project's `url` filter and `site` data alone.
 */
export function namespaceTemplate(source: string): string {
  const tags = source.replace(/\{%-?\s*(include|from|import|extends)\s+(["'])(?!web-docs\/)/g, (m, _tag, q) => `${m.slice(0, -1)}${q}${NS}`);
  return (
    "{%- set site = webDocsSite %}{%- set labels = webDocsLabels %}{%- set headScript = webDocsHeadScript %}" +
    tags.replace(FILTER_USE, (_m, f: string) => `| webDocs${f[0].toUpperCase()}${f.slice(1)}`)
  );
}

/** A Nunjucks loader for `web-docs/…` names, read from templates/. */
function templatesLoader(nunjucks: any) {
  const Loader = nunjucks.Loader.extend({
    init() {
      // Eleventy's template-change handler reads these maps on every loader.
      this.pathsToNames = {};
      this.cache = {};
    },
    getSource(name: string) {
      if (!name.startsWith(NS)) return null;
      const file = path.join(TEMPLATES_DIR, name.slice(NS.length));
      if (!file.startsWith(TEMPLATES_DIR) || !fs.existsSync(file)) return null;
      return { src: namespaceTemplate(fs.readFileSync(file, "utf8")), path: file, noCache: true };
    },
  });
  return new Loader();
}

async function resolveConfig(option: WebDocsEleventyOptions["config"]): Promise<SiteConfig> {
  if (typeof option === "string") {
    const file = path.resolve(option);
    if (!fs.existsSync(file)) throw new Error(`${option}: config file not found (webDocs plugin option "config")`);
    return loadAuthorConfig(file);
  }
  return validateAuthorConfig(option ?? {}, 'webDocs plugin option "config"');
}

/** Folders of the content folder that are not pages: the project's includes, layouts, data and output. */
function nonPageDirs(eleventyConfig: any, contentDir: string): string[] {
  const dirs = eleventyConfig.directories ?? {};
  return [dirs.includes, dirs.layouts, dirs.data, dirs.output]
    .filter((d): d is string => typeof d === "string" && d !== "")
    .map((d) => path.relative(contentDir, path.resolve(d)))
    .filter((rel) => rel && !rel.startsWith("..") && !path.isAbsolute(rel));
}

/**
 * The widgets bundle and theme assets, staged once per bundle, theme and config into a folder named by their hash
 * (node_modules/.cache/web-docs under the working folder: never inside the package) and never written again:
 * under `eleventy --serve` the plugin runs again after a config change while the dev server serves these files,
 * so a folder is renamed into place complete, and one that exists is reused as it is.
 */
function stagedAssetsOnce(config: SiteConfig): { stage: string; assets: Record<string, string> } {
  const bundle = buildWidgets();
  const key = crypto
    .createHash("sha256")
    .update(JSON.stringify([config, bundle, themeCss()]))
    .digest("hex")
    .slice(0, 12);
  const stage = path.resolve("node_modules", ".cache", "web-docs", "eleventy-plugin", key);
  const manifest = path.join(stage, "assets.json");
  if (fs.existsSync(manifest)) return { stage, assets: JSON.parse(fs.readFileSync(manifest, "utf8")) as Record<string, string> };
  const tmp = `${stage}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  const assets = stageAssets(tmp, config);
  fs.writeFileSync(path.join(tmp, "assets.json"), JSON.stringify(assets));
  try {
    fs.renameSync(tmp, stage);
  } catch (e) {
    // Another process staged the same assets meanwhile: theirs are complete too.
    fs.rmSync(tmp, { recursive: true, force: true });
    if (!fs.existsSync(manifest)) throw e;
  }
  return { stage, assets };
}

export default async function webDocs(eleventyConfig: any, options: WebDocsEleventyOptions = {}): Promise<void> {
  const config = await resolveConfig(options.config);
  const contentDir = path.resolve(options.contentDir ?? eleventyConfig.directories?.input ?? ".");

  const { stage, assets } = stagedAssetsOnce(config);

  // Awaited: the plugin resolves the dynamic routes' paths loaders first.
  await eleventyConfig.addPlugin(webDocsPlugin, {
    config,
    contentDir,
    assets,
    assetsDir: path.join(stage, "assets"),
    headScript: headScript(config.appearance.default, !config.appearance.switch),
    passthrough: true,
    excludeDirs: nonPageDirs(eleventyConfig, contentDir),
    shell: { key: "layout", name: SHELL_LAYOUT, global: options.layout !== false },
    namespaced: true,
    checkLinks: options.checkLinks,
    linkTargetsFromOutput: true,
  });

  // The shell is a virtual layout in the project's includes folder; its partials come from the loader.
  const layoutPath = path.posix.join(
    path
      .relative(contentDir, path.resolve(eleventyConfig.directories?.layouts ?? eleventyConfig.directories?.includes ?? "_includes"))
      .split(path.sep)
      .join("/"),
    SHELL_LAYOUT,
  );
  eleventyConfig.addTemplate(layoutPath, namespaceTemplate(fs.readFileSync(path.join(TEMPLATES_DIR, "shell.njk"), "utf8")));
  eleventyConfig.on("eleventy.engine.njk", ({ nunjucks, environment }: { nunjucks: any; environment: any }) => {
    environment.loaders.push(templatesLoader(nunjucks));
  });
  if (options.layoutAliases !== false) {
    for (const name of ["doc", "home", "page"]) eleventyConfig.addLayoutAlias(name, SHELL_LAYOUT);
  }
}

export { webDocs };
