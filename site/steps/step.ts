// What a build step is: a name, the parts of the build context it reads and sets, the files it writes, and
// two hooks — before the pages render and after they are written. site/plugin.ts runs every step of
// site/build-steps.ts in order (steps.ts), so `npm run build`, `npm run dev` and the author-facing Eleventy
// plugin all get every output.
import type { BuildContext } from "./context.ts";

/** A page Eleventy wrote. */
export interface WrittenPage {
  /** Site-relative URL of its .html file ("/guide/index.html"). */
  url: string;
  /** The HTML as written. */
  html: string;
  /** Its template, relative to the working folder (named in errors). */
  file: string;
}

/** What the pages' render produced: the steps' input after rendering. */
export interface BuildOutput {
  /** The folder the site is written to (the pages' root, under which the base's files go). */
  root: string;
  /** The pages written by this build (a partial build: the re-rendered ones only). */
  pages: WrittenPage[];
}

/** The context as a step sees it: what it reads, read-only; what it sets, writable. */
export type StepContext<R extends keyof BuildContext, W extends keyof BuildContext> = Readonly<Pick<BuildContext, R>> & Pick<BuildContext, W>;

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
