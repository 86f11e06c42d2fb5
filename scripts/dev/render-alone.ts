// `npm run dev`: a saved Markdown page whose title, order and front matter did not change is rendered again
// on its own. Eleventy's incremental build would re-render only that page too, but first restarts and
// recomputes every page's data, permalink and collections: ~300 ms at 1000 pages, the bulk of save → reload.
// Here the page's entry from the last build is kept (its data cannot have changed), and only its Markdown is
// read and rendered again, through Eleventy's own template: the same engines, layouts, linters and transforms
// (so the build steps' page hooks), between the plugin's eleventy.before and eleventy.after. What it reaches
// of Eleventy is site/eleventy-adapter.ts's.
import fs from "node:fs";
import path from "node:path";
import type { EleventyRun } from "../../site/eleventy-adapter.ts";

/**
 * Render the page of `file` (absolute) again and write it. Resolves false, having done nothing, where this
 * page does not allow it (no earlier entry, a paginated template, preprocessors): Eleventy's own rebuild is
 * then the way. Rejects with a render error: the caller hands the file to Eleventy, whose rebuild reports it
 * as any build error is.
 */
export async function renderAlone(eleventy: EleventyRun, file: string): Promise<boolean> {
  const page = eleventy.renderedPage(file);
  if (!page) return false;
  // What the plugin's listeners read (a partial build merges this page into the earlier outputs).
  const build = { runMode: "serve", outputMode: "fs", incremental: true };
  await eleventy.emit("eleventy.before", build);
  const html = await page.render();
  if (typeof html !== "string") throw new Error(`${page.inputPath}: its render gave no HTML`);
  fs.mkdirSync(path.dirname(page.outputPath), { recursive: true });
  fs.writeFileSync(page.outputPath, html);
  await eleventy.emit("eleventy.after", { ...build, results: [{ inputPath: page.inputPath, outputPath: page.outputPath, url: page.url, content: html }] });
  return true;
}
