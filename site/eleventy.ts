// The Eleventy configuration of a Web Docs build (scripts/build.ts, scripts/dev/server.ts). The build hands its
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
import type { BuildContext } from "./steps/context.ts";

/** The Eleventy config file of a Web Docs build: .eleventy.js here, lib/.eleventy.js in the published package. */
export const ELEVENTY_CONFIG_FILE = fileURLToPath(new URL("../.eleventy.js", import.meta.url));

/** What a build (scripts/build.ts, scripts/dev/server.ts) hands to Eleventy. */
export interface EleventyBuild {
  config: SiteConfig;
  contentDir: string;
  assets: Record<string, string>;
  assetsDir: string;
  templatesDir: string;
  /** Progress lines of the build (scripts/build.ts). */
  progress?: Progress;
  /** Further Eleventy settings of the caller (scripts/dev/server.ts: the dev server, watch targets, the error overlay). */
  configure?: (eleventyConfig: any) => void;
  /** Incremental builds re-render only the edited page (scripts/dev/server.ts; WebDocsOptions.partialBuilds). */
  partialBuilds?: boolean;
  /** The plugin writes the pages through this writer, Eleventy runs dry (WebDocsOptions.writePages; scripts/build.ts). */
  writePages?: PageWriter;
  /** Receives the build context of each configuration (tests). */
  onContext?: WebDocsOptions["onContext"];
  /** Reuse unchanged versions' output (WebDocsOptions.versionCache; scripts/build.ts). */
  versionCache?: WebDocsOptions["versionCache"];
}

/**
 * A page's YAML front matter as Eleventy gets it: a copy of what the build's scan parsed from the same text
 * (`scanned`, BuildContext.frontMatter), else parsed here — data without prototype keys, or none when it does
 * not load.
 */
function pageFrontMatter(text: string, scanned?: ReadonlyMap<string, Record<string, unknown>>): unknown {
  // gray-matter hands over the text after the opening `---`, its line break included.
  const known = scanned?.get(text.replace(/^\r?\n/, ""));
  // A copy: Eleventy merges it into the page's data, and the scan's object is the one the theme reads.
  if (known) return structuredClone(known);
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
    // This configuration's build context (the plugin makes it), for the front matter its scan parsed.
    let context: BuildContext | undefined;
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
      onContext: (ctx) => {
        context = ctx;
        b.onContext?.(ctx);
      },
      versionCache: b.versionCache,
    } satisfies WebDocsOptions);
    eleventyConfig.setQuietMode(true);
    // Pages are the content folder's Markdown files minus srcExclude, as in VitePress (and as scanContent lists
    // them for sidebars and links): a page under a git-ignored folder is a page too, not silently left out.
    eleventyConfig.setUseGitIgnore(false);
    // Eleventy reads each page's front matter too, into its data cascade: with the loader that refuses
    // prototype keys. A block that does not load is the scan's to report (file and line, with the build's
    // other problems, site/steps/context.ts); Eleventy renders the page as if it had none meanwhile.
    eleventyConfig.setFrontMatterParsingOptions({ engines: { yaml: (text: string) => pageFrontMatter(text, context?.frontMatter) } });
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
