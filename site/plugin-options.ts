// The options of the Web Docs Eleventy plugin (site/plugin.ts): what the build (site/eleventy.ts) and the
// author plugin (site/eleventy-plugin.ts) hand it.
import type { SiteConfig } from "./config/types.ts";
import type { Progress } from "./progress.ts";
import type { BuildContext } from "./steps/context.ts";
import type { PageWriter } from "./steps/page-writer.ts";
import type { VersionCache } from "./version-cache.ts";

export interface WebDocsOptions {
  config: SiteConfig;
  /** Absolute path of the Markdown folder. */
  contentDir: string;
  /** Hashed asset names ("theme.css" → "assets/theme.1a2b3c4d.css"), written by the build before Eleventy runs. */
  assets: Record<string, string>;
  /** Inline script applied in <head> before first paint (the appearance class). */
  headScript: string;
  /** Folder of built assets (widgets, theme CSS, icons) copied to <base>/assets/. */
  assetsDir: string;
  /**
   * Let Eleventy copy public/ and the assets (default). scripts/build.ts copies them itself after a
   * successful render instead, so a failed build has no copy still running into its discarded folder.
   */
  passthrough?: boolean;
  /** Folders of the content folder that hold no pages (an Eleventy project's _includes, _data…), relative to it. */
  excludeDirs?: string[];
  /**
   * How pages reach templates/shell.njk: the data key Eleventy reads layouts from, the shell's layout name,
   * and whether every page gets it by default. The build renames Eleventy's `layout` key (front matter
   * `layout` is the theme's); the author plugin keeps `layout` and aliases doc/home/page to the shell.
   */
  shell?: { key: string; name: string; global: boolean };
  /**
   * Register the theme's data and filters only under `webDocs…` names (webDocsSite, webDocsUrl, …) so an
   * existing Eleventy project's `site` data and `url` filter stay its own (the author plugin).
   */
  namespaced?: boolean;
  /** Reports what a long build is doing and how far (scripts/build.ts); none: quiet. */
  progress?: Progress;
  /**
   * `npm run dev`: a build in Eleventy's incremental mode re-renders only the page an edit touched, and is
   * asked for only when no page's title, order or front matter changed (scripts/dev.ts decides; it mostly
   * renders that page itself, scripts/dev/render-alone.ts, between this plugin's eleventy.before and
   * eleventy.after). Off, every build counts as the whole site (`eleventy --incremental` in an author's project).
   */
  partialBuilds?: boolean;
  /**
   * Write the pages through this writer, as the plugin's last transform, and hand Eleventy a stub in their
   * place, with Eleventy in dry run (scripts/build.ts sets both): Eleventy otherwise keeps every page's HTML
   * until the build ends (its results and its render cache), gigabytes at 10,000 pages. The caller closes it,
   * also when the build fails, before it removes the folder the pages were going to.
   */
  writePages?: PageWriter;
  /** Check every internal link and anchor of the output (default: true). */
  checkLinks?: boolean;
  /**
   * Pages may come from other templates than the Markdown files (an Eleventy project's .njk pages…): check
   * config and front-matter links once the output exists, against every page written (the author plugin).
   */
  linkTargetsFromOutput?: boolean;
  /** Receives this configuration's build context (tests: what a build saw). */
  onContext?: (ctx: BuildContext) => void;
  /** Reuse the output of unchanged versions (scripts/build.ts; site/version-cache.ts). */
  versionCache?: VersionCache;
}
