// `npm run dev`: a saved Markdown page whose title, order and front matter did not change is rendered again
// on its own. Eleventy's incremental build would re-render only that page too, but first restarts and
// recomputes every page's data, permalink and collections: ~300 ms at 1000 pages, the bulk of save → reload.
// Here the page's entry from the last build is kept (its data cannot have changed), and only its Markdown is
// read and rendered again, through Eleventy's own template: the same engines, layouts, linters and transforms
// (so the build steps' page hooks), between the plugin's eleventy.before and eleventy.after.
import fs from "node:fs";
import path from "node:path";

/** The parts of Eleventy 3.1.7 used here (its published types cover only build and write). */
interface PageEntry {
  template: TemplateLike;
  rawInput: string;
  templateContent: unknown;
  outputPath: string | false;
  url: string;
  inputPath: string;
  data: { page: { rawInput?: string } };
}
interface TemplateLike {
  config?: { preprocessors?: object };
  resetCaches(types: { read?: boolean; render?: boolean }): void;
  setRenderableOverride?(value: undefined): void;
  getPreRender(): Promise<string>;
  renderPageEntryWithoutLayout(page: PageEntry): Promise<unknown>;
  renderPageEntry(page: PageEntry): Promise<unknown>;
}
interface EleventyLike {
  writer?: { templateMap?: { getMap?(): Array<{ inputPath: string; _pages?: PageEntry[] }> } };
  config?: { events?: { emit(name: string, arg: unknown): Promise<unknown> } };
}

/**
 * Render the page of `file` (absolute) again and write it. Resolves false, having done nothing, where this
 * page or this Eleventy does not allow it (no earlier entry, a paginated template, preprocessors, another
 * Eleventy version): Eleventy's own rebuild is then the way. Rejects with a render error: the caller hands
 * the file to Eleventy, whose rebuild reports it as any build error is.
 */
export async function renderAlone(eleventy: object, file: string): Promise<boolean> {
  const elev = eleventy as EleventyLike;
  const events = elev.config?.events;
  const entry = elev.writer?.templateMap?.getMap?.().find((e) => path.resolve(e.inputPath) === file);
  const page = entry?._pages?.length === 1 ? entry._pages[0] : undefined;
  if (!events || !page || typeof page.outputPath !== "string" || Object.keys(page.template.config?.preprocessors ?? {}).length) return false;
  const tmpl = page.template;
  // What the plugin's listeners read (a partial build merges this page into the earlier outputs).
  const build = { runMode: "serve", outputMode: "fs", incremental: true };
  await events.emit("eleventy.before", build);
  // As Eleventy does for a changed file and the file of an incremental build: forget the file's text (a
  // cache shared by all templates), its compiled forms and its rendered output, then read it again.
  const shared = tmpl.constructor as { deleteFromInputCache?(inputPath: string): void; _compileCache?: Map<string, Map<unknown, unknown>> };
  shared.deleteFromInputCache?.(page.inputPath);
  shared._compileCache?.get(page.inputPath)?.clear();
  tmpl.resetCaches({ read: true, render: true });
  tmpl.setRenderableOverride?.(undefined);
  const rawInput = await tmpl.getPreRender();
  page.rawInput = rawInput;
  page.data.page.rawInput = rawInput;
  // The entry is also the page's item in every collection: they see the new content too.
  page.templateContent = await tmpl.renderPageEntryWithoutLayout(page);
  const html = await tmpl.renderPageEntry(page);
  if (typeof html !== "string") throw new Error(`${page.inputPath}: its render gave no HTML`);
  fs.mkdirSync(path.dirname(page.outputPath), { recursive: true });
  fs.writeFileSync(page.outputPath, html);
  await events.emit("eleventy.after", { ...build, results: [{ inputPath: page.inputPath, outputPath: page.outputPath, url: page.url, content: html }] });
  return true;
}
