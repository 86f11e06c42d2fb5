// The Eleventy configuration of a Web Docs build (scripts/build.ts, scripts/dev.ts). The build hands its
// context to Eleventy's programmatic `config` callback (eleventyConfigFor), which registers the plugin with it;
// .eleventy.js only adds what a callback cannot set (the renamed data keys).
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SiteConfig } from "./config/types.ts";
import { loadYamlData } from "./config/safe-data.ts";
import { headScript } from "./head-script.ts";
import { webDocsPlugin, type WebDocsOptions } from "./plugin.ts";
import type { Progress } from "./progress.ts";
import type { PageWriter } from "./steps/page-writer.ts";

/** The Eleventy config file of a Web Docs build: .eleventy.js here, lib/.eleventy.js in the published package. */
export const ELEVENTY_CONFIG_FILE = fileURLToPath(new URL("../.eleventy.js", import.meta.url));

/** What a build (scripts/build.ts, scripts/dev.ts) hands to Eleventy. */
export interface EleventyBuild {
  config: SiteConfig;
  contentDir: string;
  assets: Record<string, string>;
  assetsDir: string;
  templatesDir: string;
  /** Progress lines of the build (scripts/build.ts). */
  progress?: Progress;
  /** Further Eleventy settings of the caller (scripts/dev.ts: the dev server, watch targets, the error overlay). */
  configure?: (eleventyConfig: any) => void;
  /** Incremental builds re-render only the edited page (scripts/dev.ts; WebDocsOptions.partialBuilds). */
  partialBuilds?: boolean;
  /** The plugin writes the pages through this writer, Eleventy runs dry (WebDocsOptions.writePages; scripts/build.ts). */
  writePages?: PageWriter;
  /** Receives the build context of each configuration (tests). */
  onContext?: WebDocsOptions["onContext"];
  /** Reuse unchanged versions' output (WebDocsOptions.versionCache; scripts/build.ts). */
  versionCache?: WebDocsOptions["versionCache"];
}

/** A page's YAML front matter as Eleventy gets it: data without prototype keys, or none when it does not load. */
function pageFrontMatter(text: string): unknown {
  try {
    return loadYamlData(text) ?? {};
  } catch {
    return {};
  }
}

/** Eleventy configurations set up by eleventyConfigFor (a WeakSet: nothing of a finished build is kept). */
const configured = new WeakSet<object>();

/** Eleventy's `config` option for a Web Docs build: run once per configuration (again after a config reset). */
export function eleventyConfigFor(build: EleventyBuild | (() => EleventyBuild)) {
  return (eleventyConfig: any) => {
    const b = typeof build === "function" ? build() : build;
    configured.add(eleventyConfig);
    eleventyConfig.addPlugin(webDocsPlugin, {
      config: b.config,
      contentDir: b.contentDir,
      assets: b.assets,
      headScript: headScript(b.config.appearance.default, !b.config.appearance.switch),
      assetsDir: b.assetsDir,
      passthrough: false,
      progress: b.progress,
      partialBuilds: b.partialBuilds,
      writePages: b.writePages,
      onContext: b.onContext,
      versionCache: b.versionCache,
    } satisfies WebDocsOptions);
    eleventyConfig.setQuietMode(true);
    // Pages are the content folder's Markdown files minus srcExclude, as in VitePress (and as scanContent lists
    // them for sidebars and links): a page under a git-ignored folder is a page too, not silently left out.
    eleventyConfig.setUseGitIgnore(false);
    // Eleventy reads each page's front matter too, into its data cascade: with the loader that refuses
    // prototype keys. A block that does not load is the scan's to report (file and line, with the build's
    // other problems, site/steps/context.ts); Eleventy renders the page as if it had none meanwhile.
    eleventyConfig.setFrontMatterParsingOptions({ engines: { yaml: pageFrontMatter } });
    const templates = path.relative(b.contentDir, b.templatesDir);
    eleventyConfig.setIncludesDirectory(templates);
    eleventyConfig.setLayoutsDirectory(templates);
    b.configure?.(eleventyConfig);
  };
}

/** .eleventy.js: what only a config file's return sets (data keys, template engines), for a configuration eleventyConfigFor set up. */
export function webDocsEleventyConfig(eleventyConfig: object) {
  if (!configured.has(eleventyConfig)) throw new Error("Run the Web Docs build with `npm run build` (scripts/build.ts), not eleventy directly.");
  return {
    // The page's `layout` front matter belongs to the theme (doc, home, page, false); Eleventy's own
    // layout key is renamed so every page goes through templates/shell.njk.
    keys: {
      package: "pkg",
      layout: "eleventyLayout",
      permalink: "permalink",
      permalinkRoot: "permalinkBypassOutputDir",
      engineOverride: "templateEngineOverride",
      computed: "eleventyComputed",
    },
    markdownTemplateEngine: false,
    htmlTemplateEngine: "njk",
    templateFormats: ["md", "njk"],
  };
}

/**
 * Eleventy logs a failed build's error, stack trace included, and then rethrows it; scripts/build.ts and
 * scripts/dev.ts report the error they catch themselves (each message down to the one naming file and line,
 * in the terminal and the dev overlay), so the author read every error two or three times. Eleventy 3.1.7
 * uses its error handler's `once` only there.
 */
export function leaveBuildErrorsToCaller(eleventy: object): void {
  const handler = (eleventy as { errorHandler?: { once?: unknown } }).errorHandler;
  if (handler && typeof handler.once === "function") handler.once = () => undefined;
}
