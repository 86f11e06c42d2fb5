// What a build step is: a name, the parts of the build context it reads and sets, the files it writes, and
// three hooks — before the pages render, on each page as it is written, and after every page is written.
// site/plugin.ts runs every step of site/build-steps.ts in order (steps.ts), so `npm run build`, `npm run dev`
// and the author-facing Eleventy plugin all get every output.
import type { BuildContext } from "./context.ts";

/** A page of this build. */
export interface PageRef {
  /** Site-relative URL of its .html file ("/guide/index.html"). */
  url: string;
  /** Its template, relative to the working folder (named in errors). */
  file: string;
}

/** A page as it is written, with its HTML: the `page` hooks see it once, and nothing keeps it afterwards. */
export interface WrittenPage extends PageRef {
  html: string;
}

/** Where a `page` hook puts files: under root, written in the background (site/steps/page-writer.ts). */
export interface PageOutput {
  /** The folder the site is written to. */
  root: string;
  /** Write a file under root ("pages/a.1234.js"); a failed write joins the build's report. */
  write(path: string, contents: string): void;
}

/** What the pages' render produced: the steps' input after rendering. */
export interface BuildOutput {
  /** The folder the site is written to (the pages' root, under which the base's files go). */
  root: string;
  /** The pages written by this build (a partial build: the re-rendered ones only). */
  pages: PageRef[];
}

/** The context as a step sees it: what it reads, read-only; what it sets, writable. */
type StepContext<R extends keyof BuildContext, W extends keyof BuildContext> = Readonly<Pick<BuildContext, R>> & Pick<BuildContext, W>;

export interface BuildStep<R extends keyof BuildContext = keyof BuildContext, W extends keyof BuildContext = never> {
  name: string;
  /** The parts of the build context it reads (anything else it touches throws: inputs are explicit). */
  reads: readonly R[];
  /** The parts of the build context it sets for later steps and the templates. */
  sets?: readonly W[];
  /** The files it writes under the base (for the reader: "sitemap.xml", "pages/*.js"…). */
  writes: readonly string[];
  /** Before the pages render (and before every rebuild of `npm run dev`). */
  before?(ctx: StepContext<R, W>): void;
  /**
   * Each page as it is written (a partial build: each re-rendered page), with its HTML. Take from the HTML
   * what `after` needs, or write what it yields now (out.write): a large site's pages are not all held in
   * memory. Its errors, of every page, join the build's report; its `after` then does not run.
   */
  page?(ctx: StepContext<R, W>, page: WrittenPage, out: PageOutput): void;
  /** Once every page is written. Its error joins the build's one report. */
  after?(ctx: StepContext<R, W>, output: BuildOutput): void | Promise<void>;
}

/** A step with its reads and sets checked by the compiler: `defineStep({ reads: ["pages"], … })`. */
export function defineStep<const R extends keyof BuildContext, const W extends keyof BuildContext = never>(step: BuildStep<R, W>): BuildStep<R, W> {
  return step;
}

/** Any step, as the list holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStep = BuildStep<any, any>;
