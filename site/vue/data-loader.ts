// VitePress build-time data loading: `import { data } from "./posts.data.ts"` gets what the loader's
// `load()` returns, run once per build; `createContentLoader(pattern, options)` reads the matched
// Markdown files (url, frontmatter, and with the options their source, rendered HTML and excerpt).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { BuildError } from "../errors.ts";
import { parseFrontMatter } from "../front-matter-text.ts";
import { bundle } from "./bundle.ts";
import type { VueRuntime } from "./runtime.ts";
import { globToRegExp } from "../source-paths.ts";
import { readPageFile } from "../page-files.ts";

interface ContentLoaderOptions {
  includeSrc?: boolean;
  render?: boolean;
  excerpt?: boolean | string;
  transform?: (data: ContentData[]) => unknown;
}

interface ContentData {
  url: string;
  frontmatter: Record<string, unknown>;
  src?: string;
  html?: string;
  excerpt?: string;
}

export interface LoaderSite {
  rt: VueRuntime;
  contentDir: string;
  base: string;
  /** The site's pages: file relative to the content folder, and URL under the site (after rewrites). */
  pages: () => Array<{ file: string; url: string }>;
  /** Markdown → HTML with the site's pipeline (createContentLoader's `render` and `excerpt`). */
  render: (src: string, file: string) => string;
}

let tmpDir: string | undefined;
/** Import bundled code: written to a temporary file (Node imports modules from files). */
export async function importCode(js: string, name: string): Promise<Record<string, unknown>> {
  tmpDir ??= fs.mkdtempSync(path.join(os.tmpdir(), "web-docs-vue-"));
  const file = path.join(tmpDir, `${name.replace(/[^\w.-]/g, "_")}-${Math.random().toString(36).slice(2)}.mjs`);
  fs.writeFileSync(file, js);
  return import(pathToFileURL(file).href);
}

function contentLoader(site: LoaderSite) {
  return (pattern: string | string[], options: ContentLoaderOptions) => ({
    watch: pattern,
    async load() {
      // The site's pages the patterns match (srcExclude and node_modules are no pages, as in VitePress).
      const patterns = (Array.isArray(pattern) ? pattern : [pattern]).map((p) => globToRegExp(p.replace(/^\//, "")));
      const pages = site
        .pages()
        .filter((p) => patterns.some((re) => re.test(p.file)))
        .sort((a, b) => a.file.localeCompare(b.file));
      const out: ContentData[] = pages.map((page) => {
        const file = path.join(site.contentDir, page.file);
        const src = readPageFile(file);
        const { data, body: content } = parseFrontMatter(src, file);
        // VitePress's excerpt: the text before the separator (`---` unless the option names one).
        const separator = typeof options.excerpt === "string" ? options.excerpt : "---";
        const at = content.indexOf(`\n${separator}\n`);
        const excerpt = at >= 0 ? content.slice(0, at) : "";
        const url = `${site.base.replace(/\/$/, "")}${page.url.replace(/(^|\/)index\.html$/, "$1")}`;
        const item: ContentData = { url, frontmatter: data };
        if (options.includeSrc) item.src = content;
        if (options.render) item.html = site.render(content, file);
        if (options.excerpt) item.excerpt = excerpt ? site.render(excerpt, file) : "";
        return item;
      });
      return options.transform ? options.transform(out) : out;
    },
  });
}

/** A build's data loaders: each loader file runs once, its data shared by every page importing it. */
export function dataLoaders(site: LoaderSite): (file: string) => Promise<unknown> {
  const results = new Map<string, Promise<unknown>>();
  const run = async (file: string) => {
    (globalThis as Record<string, unknown>).__wdContentLoader = contentLoader(site);
    const { js } = await bundle({ rt: site.rt, ssr: true, siteDir: site.contentDir, entry: file, asLoader: true });
    const mod = await importCode(js, path.basename(file));
    const loader = mod.default as { load?: (files?: string[]) => unknown } | undefined;
    if (typeof loader?.load !== "function")
      throw new BuildError(
        file,
        "a data loader's default export must be an object with a load() function (export default { load() { … } }, or createContentLoader(…))",
        1,
      );
    try {
      return await loader.load();
    } catch (e) {
      throw new BuildError(file, `its load() failed: ${(e as Error).message}`);
    }
  };
  return (file) => {
    let r = results.get(file);
    if (!r) results.set(file, (r = run(file)));
    return r;
  };
}
