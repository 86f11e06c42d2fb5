// The one hook for build work beyond rendering pages (search index, page modules + hash map, …).
// site/plugin.ts runs every step inside the Eleventy configuration, and both `npm run build` and the
// author-facing plugin (site/eleventy-plugin.ts, `eleventyConfig.addPlugin(webDocs)`) go through it —
// so a step registered here reaches authors' Eleventy projects too. Work done only in scripts/build.ts
// would not.
import type { MarkdownIt } from "markdown-it";
import type { SidebarItem, SiteConfig } from "./config/types.ts";
import type { ContentPage } from "./content-index.ts";
import type { Progress } from "./progress.ts";
import { searchIndexStep } from "./search/step.ts";
import { feedsStep } from "./feeds.ts";
import { redirectsStep } from "./redirects.ts";
import { seoFilesStep } from "./seo-files.ts";
import { llmsStep } from "./llms/step.ts";
import { socialCardsStep } from "./social-cards/step.ts";

export interface BuildStepContext {
  /** The validated site config (base normalized to "/…/"). */
  config: SiteConfig;
  /** Absolute path of the Markdown folder. */
  contentDir: string;
  /** Asset name → path under the base ("widgets.js" → "assets/js/widgets.1a2b.js"); add your own before pages render. */
  assets: Record<string, string>;
  /** Folder whose files are published under <base>/assets/. */
  assetsDir: string;
  /** The Markdown pages of this build (scanned afresh before each build's `eleventy.before` steps run). */
  pages(): ContentPage[];
  /** Reports a long step's progress (scripts/build.ts); absent when the build is quiet. */
  progress?: Progress;
  /** The pipeline that renders the pages (parse a page with `env.page.inputPath` set to check and rewrite its links). */
  markdown: MarkdownIt;
  /** The resolved sidebars by path prefix, links site-relative (scanned with the pages). */
  sidebars(): Record<string, SidebarItem[]>;
  /** Whether this build re-renders only the pages an edit touched (`npm run dev`; see WebDocsOptions.partialBuilds). */
  partial(): boolean;
}

export interface BuildStep {
  name: string;
  /**
   * Register with Eleventy: templates (`addTemplate("search-index.11ty.js", …)`), filters, and
   * `eleventy.before` / `eleventy.after` handlers (which see every page's output in `results`).
   */
  eleventy(eleventyConfig: any, ctx: BuildStepContext): void;
}

/**
 * Every step, in order. Add yours by importing it here, e.g.
 * `import { searchIndexStep } from "./search/step.ts";` and listing `searchIndexStep`.
 */
export const buildSteps: BuildStep[] = [searchIndexStep, seoFilesStep, llmsStep, feedsStep, redirectsStep, socialCardsStep];
