// Two bounds on what a build holds in memory at once, measured at 10,000 pages (#19, BENCHMARKS.md). With
// neither, the build peaked at 3.1 GB resident for about 0.8 GB of live data; with both, at 1.8 GB, in the
// same time. Either alone left it above 2.6 GB. The first is applied through site/eleventy-adapter.ts
// (EleventyRun.limitConcurrentLayouts).
import v8 from "node:v8";

/** Pages laid out at once. 16 and 64 measured the same; it only has to be far below the page count. */
export const LAYOUT_CONCURRENCY = 64;

/**
 * V8 lets the heap grow up to fourfold before its next full collection; a build allocates short-lived HTML
 * fast enough that this ran to 3 GB while under 1 GB was live. Grow by 30 % at most: more, shorter
 * collections, the same build time (10,000 pages: 51.6 s against 51.4 s). The flag is process-wide and
 * read at each collection; a build is the whole job of the process that runs it.
 */
export function boundHeapGrowth(): void {
  v8.setFlagsFromString("--heap-growing-percent=30");
}
