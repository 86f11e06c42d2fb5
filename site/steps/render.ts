// The pages' render as a step of its own: Eleventy renders every page (the Markdown pipeline, then the layouts'
// `pageView` filter), and what that writes into the build context is declared here like any step's sets. The
// plugin hands the pipeline and the templates this scoped context (site/plugin.ts), so a render that reads or
// writes an undeclared part fails as a step would (site/steps/run.ts).
import type { BuildContext } from "./context.ts";
import { scopeContext } from "./run.ts";
import { defineStep } from "./step.ts";

const renderStep = defineStep({
  name: "render",
  reads: [
    "config",
    "contentDir",
    "assetsDir",
    "markdown",
    "pages",
    "byFile",
    "sources",
    "publicFiles",
    "sidebars",
    "sidebarFiles",
    "dates",
    "socialCards",
    "laidOut",
    "parsed",
    "recorded",
    "warn",
  ],
  // routes: each page's view, as its page module carries it (site/steps/page-modules.ts); pageRecords: what
  // each page's tokens hold (site/page-record.ts); problems: a page
  // that did not render; linkProblems: broken links met; pageAssets: images named beside the pages; vue: the
  // build's Vue pages, made on the first page that needs them; assets: the Vue and React islands' scripts.
  sets: ["routes", "pageRecords", "problems", "linkProblems", "pageAssets", "vue", "assets"],
  writes: ["<page>.html"],
});

/** The build context as the render sees it. */
export type RenderContext = BuildContext;

/** The build context scoped to the render's declared reads and sets. */
export const renderContext = (ctx: BuildContext): RenderContext => scopeContext(ctx, renderStep) as RenderContext;
