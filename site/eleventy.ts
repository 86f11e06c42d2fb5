import path from "node:path";
import type { SiteConfig } from "./config/types.ts";
import { headScript } from "./head-script.ts";
import { normalizeBase } from "../common/urls.ts";
import { webDocsPlugin } from "./plugin.ts";
import type { Progress } from "./progress.ts";

/** What scripts/build.ts hands to .eleventy.js. */
export interface BuildContext {
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
}

/** The Eleventy configuration for a Web Docs build. */
export function eleventyConfigFor(eleventyConfig: any, ctx: BuildContext | undefined) {
  if (!ctx) throw new Error("Run the Web Docs build with `npm run build` (scripts/build.ts), not eleventy directly.");
  eleventyConfig.addPlugin(webDocsPlugin, {
    config: ctx.config,
    contentDir: ctx.contentDir,
    assets: ctx.assets,
    headScript: headScript(ctx.config.appearance.default, !ctx.config.appearance.switch),
    assetsDir: ctx.assetsDir,
    passthrough: false,
    progress: ctx.progress,
    partialBuilds: ctx.partialBuilds,
  });
  eleventyConfig.setQuietMode(true);
  ctx.configure?.(eleventyConfig);
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
    pathPrefix: normalizeBase(ctx.config.base),
    markdownTemplateEngine: false,
    htmlTemplateEngine: "njk",
    templateFormats: ["md", "njk"],
    dir: { includes: path.relative(ctx.contentDir, ctx.templatesDir), layouts: path.relative(ctx.contentDir, ctx.templatesDir) },
  };
}
