// Every output of a build beyond the rendered pages, as build steps (site/steps/step.ts: name, the context
// parts each reads and sets, the files it writes, before/after hooks). site/plugin.ts runs them in this
// order for `npm run build`, `npm run dev` and the author-facing Eleventy plugin alike (site/eleventy-plugin.ts),
// so a step listed here reaches authors' Eleventy projects too; work done only in scripts/build.ts would not.
// Each entry makes a fresh step: state a step keeps between the rebuilds of `npm run dev` lives in it, never
// in a module, so two builds in one process stay apart.
import { feedsStep } from "./feeds.ts";
import { manifestStep } from "./llms/manifest.ts";
import { llmsStep } from "./llms/step.ts";
import { redirectsStep } from "./redirects.ts";
import { searchIndexStep } from "./search/step.ts";
import { seoFilesStep } from "./seo-files.ts";
import { linkCheckStep } from "./steps/link-check.ts";
import { pageImagesStep } from "./steps/page-images.ts";
import { pageModulesStep } from "./steps/page-modules.ts";
import { sidebarDataStep } from "./steps/sidebar-data.ts";
import { socialCardsStep } from "./social-cards/step.ts";
import type { AnyStep } from "./steps/step.ts";

/**
 * The steps of one build, in order. Add yours by writing `export const myStep = () => defineStep({ … })`
 * (site/steps/step.ts) and listing `myStep()` here. `partialBuilds`: npm run dev's, which re-render only
 * the pages an edit touched (steps keep what those add to).
 */
export function createBuildSteps({ partialBuilds = false }: { partialBuilds?: boolean } = {}): AnyStep[] {
  return [
    sidebarDataStep(),
    redirectsStep(),
    searchIndexStep({ keepThread: partialBuilds }),
    pageModulesStep(),
    pageImagesStep(),
    linkCheckStep(),
    seoFilesStep(),
    llmsStep(),
    manifestStep(),
    feedsStep(),
    socialCardsStep(),
  ];
}
