// The dynamic routes' pages in Eleventy (site/dynamic-routes.ts): each a template Eleventy renders from memory
// at the page's own path, with its params in its data (the pipeline's env.params: `$params`, useData().params);
// the template file itself is no page.
import path from "node:path";
import { pageFiles } from "./content-index.ts";
import { addGeneratedPage } from "./page-files.ts";
import { dynamicText, pathsLoaderOf, resolveDynamicRoutes } from "./dynamic-routes.ts";
import { readText } from "./contain.ts";
import type { BuildContext } from "./steps/context.ts";

/** What of Eleventy's configuration API this uses. */
interface EleventyTemplates {
  addTemplate(inputPath: string, content: string, data: object): void;
  ignores: Set<string>;
  directories?: { input?: string };
}

/** Resolve the content folder's dynamic routes into `ctx.dynamic` and give Eleventy their pages. */
export async function addDynamicRoutes(eleventyConfig: EleventyTemplates, ctx: BuildContext): Promise<void> {
  const { contentDir, config } = ctx;
  let files: string[];
  try {
    files = pageFiles(contentDir, ctx.excludeDirs, config.srcExclude);
  } catch {
    return; // a bad file name: the scan reports it
  }
  const problems: Error[] = [];
  // Eleventy places a template from memory relative to its input folder (the content folder, in a build).
  const input = path.resolve(eleventyConfig.directories?.input ?? contentDir);
  const routes = await resolveDynamicRoutes(contentDir, files, problems);
  ctx.dynamic = { routes, problems };
  for (const route of routes) {
    const file = path.join(contentDir, route.template);
    let text: string;
    try {
      text = readText(file, { file: path.relative(process.cwd(), file) });
    } catch {
      continue; // the scan reports it
    }
    const page = path.join(contentDir, route.path);
    const markdown = dynamicText(text, route.content);
    addGeneratedPage(page, markdown, file);
    eleventyConfig.addTemplate(path.relative(input, page).split(path.sep).join("/"), markdown, { params: route.params });
  }
  // A template is no page, its loader failing or not. Eleventy reads ignores relative to the working folder,
  // as globs: the template's brackets escaped.
  for (const t of files.filter((f) => pathsLoaderOf(contentDir, f)))
    eleventyConfig.ignores.add(path.relative(process.cwd(), path.join(contentDir, t)).split(path.sep).join("/").replace(/[[\]]/g, "\\$&"));
}

/**
 * The templates of a content folder's dynamic routes and their loaders, absolute: npm run dev resets the
 * configuration, which makes their pages, when one changes (scripts/dev/eleventy-config.ts).
 */
export function dynamicRouteFiles(contentDir: string, srcExclude?: string[]): string[] {
  let files: string[];
  try {
    files = pageFiles(contentDir, [], srcExclude);
  } catch {
    return []; // a bad file name: the first build reports it
  }
  return files.flatMap((rel) => {
    const loader = pathsLoaderOf(contentDir, rel);
    return loader ? [path.join(contentDir, rel), loader] : [];
  });
}
