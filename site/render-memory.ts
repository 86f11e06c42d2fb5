// Two bounds on what a build holds in memory at once, measured at 10,000 pages (#19, BENCHMARKS.md). With
// neither, the build peaked at 3.1 GB resident for about 0.8 GB of live data; with both, at 1.8 GB, in the
// same time. Either alone left it above 2.6 GB.
import v8 from "node:v8";

/** Pages laid out at once. 16 and 64 measured the same; it only has to be far below the page count. */
export const LAYOUT_CONCURRENCY = 64;

/** The part of Eleventy 3.1.7's writer used here: the start of one template's layout, transforms and write. */
interface TemplateWriterLike {
  _generateTemplate(mapEntry: unknown, to: unknown): Promise<unknown>;
}

/**
 * Eleventy renders the Markdown of its pages a few at a time, then starts laying out all of them together: at
 * 10,000 pages, 10,000 half-done layouts are alive at once. Let only `limit` run, the next starting as one
 * ends (failed or not). Initialises Eleventy first (its writer is made then; `write()` does not do it again).
 * Resolves to false where this Eleventy has no such step (another version): the build then runs as Eleventy
 * does, only with a higher peak.
 */
export async function limitConcurrentLayouts(eleventy: object, limit = LAYOUT_CONCURRENCY): Promise<boolean> {
  await (eleventy as { init(): Promise<void> }).init();
  const writer = (eleventy as { writer?: Partial<TemplateWriterLike> }).writer;
  const generate = writer?._generateTemplate;
  if (!writer || typeof generate !== "function") return false;
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  writer._generateTemplate = async (mapEntry, to) => {
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await generate.call(writer, mapEntry, to);
    } finally {
      release();
    }
  };
  return true;
}

/**
 * V8 lets the heap grow up to fourfold before its next full collection; a build allocates short-lived HTML
 * fast enough that this ran to 3 GB while under 1 GB was live. Grow by 30 % at most: more, shorter
 * collections, the same build time (10,000 pages: 51.6 s against 51.4 s). The flag is process-wide and
 * read at each collection; a build is the whole job of the process that runs it.
 */
export function boundHeapGrowth(): void {
  v8.setFlagsFromString("--heap-growing-percent=30");
}
