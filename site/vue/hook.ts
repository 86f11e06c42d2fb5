// Where the page pipeline meets Vue and React components (site/plugin.ts): a page render whose Markdown had Vue syntax (or any
// page, when the theme's Layout fills slots) is finished by the build's VueSite, asynchronously — Eleventy
// awaits a Markdown render. A page's problem is kept for the build's one report, not thrown at once.
import path from "node:path";
import { BuildError } from "../errors.ts";
import { localizedSite } from "../locales.ts";
import { pageFileOf } from "../markdown/source.ts";
import type { BuildContext } from "../steps/context.ts";
import type { PageDataInfo } from "./theme.ts";
import { VUE_KEY, type VuePageMarks, VueSite } from "./site.ts";
import { siteDirOf, themeFile } from "./theme.ts";
import { IslandAssets } from "../island-assets.ts";
import { REACT_KEY } from "../react/markdown.ts";
import { renderReact } from "../react/render.ts";

/** A page's useData() data (exported for its test). */
export function pageInfo(ctx: Pick<BuildContext, "contentDir" | "byFile" | "config">, file: string, env: Record<string, unknown>): PageDataInfo {
  const rel = path.relative(ctx.contentDir, file).split(path.sep).join("/");
  const page = ctx.byFile.get(rel);
  const fm = page?.frontmatter ?? {};
  const c = ctx.config;
  // VitePress's resolveSiteDataByRoute: the page's locale over the site (lang, title, description), its
  // themeConfig as written merged over the site's (none written: {}, as VitePress's resolveConfig gives).
  const url = page?.url ?? `/${rel}`;
  const { key, site } = localizedSite(c, url);
  const local = key ? c.localeThemeConfigsAsWritten?.[key] : undefined;
  const themeConfig = { ...c.themeConfigAsWritten, ...local };
  return {
    localeIndex: key ?? "root",
    site: { title: site.title, description: site.description ?? "", base: c.base, lang: site.lang ?? "en-US", dir: site.dir, themeConfig },
    // VitePress's page data, in its order (a page dumping it shows the same JSON); params only on a page that has them.
    page: {
      title: page?.title ?? "",
      description: typeof fm.description === "string" ? fm.description : "",
      frontmatter: fm,
      headers: [],
      ...(env.params || page?.params ? { params: (env.params ?? page?.params) as Record<string, unknown> } : {}),
      relativePath: page?.source ?? rel,
      filePath: rel,
    },
    route: url,
  };
}

/** The build's VueSite, made when first needed. */
const islandAssets = new WeakMap<BuildContext, IslandAssets>();
function assetsOf(ctx: BuildContext): IslandAssets {
  let a = islandAssets.get(ctx);
  if (!a)
    islandAssets.set(
      ctx,
      (a = new IslandAssets({
        assetsDir: () => ctx.assetsDir,
        base: ctx.config.base,
        onAsset: (name) => {
          ctx.assets[name] = `assets/${name}`;
        },
      })),
    );
  return a;
}

function vueSite(ctx: BuildContext): VueSite {
  ctx.vue ??= new VueSite({
    contentDir: ctx.contentDir,
    siteDir: siteDirOf(ctx),
    base: ctx.config.base,
    assets: assetsOf(ctx),
    info: (file) => pageInfo(ctx, file, {}),
    pages: () => ctx.pages,
    renderMarkdown: (src, file) => ctx.markdown.render(src, { page: { inputPath: file } }) as string,
    warn: (message) => ctx.warn?.(message),
  });
  return ctx.vue;
}

/** The error with its file relative to the working folder, as the build's other errors name files. */
function shown(e: BuildError): BuildError {
  if (!path.isAbsolute(e.file)) return e;
  const prefix = `${e.file}${e.line ? `:${e.line}` : ""}: `;
  return new BuildError(path.relative(process.cwd(), e.file), e.message.startsWith(prefix) ? e.message.slice(prefix.length) : e.message, e.line);
}

/** Whether the site's theme needs every page to go through Vue (memoised per build context). */
const themed = new WeakMap<BuildContext, boolean>();

/** The page's HTML as the build writes it: as rendered, or finished by Vue (a Promise). */
export function finishPage(ctx: BuildContext, html: string, env: Record<string, unknown> | undefined): string | Promise<string> {
  const file = pageFileOf(env);
  // Only Eleventy's page renders (its data has `eleventy`); the content check and the twins read plain HTML.
  if (!file || !env || !("eleventy" in env)) return html;
  const marks = env[VUE_KEY] as VuePageMarks | undefined;
  const react = env[REACT_KEY] === true;
  if (!themed.has(ctx)) themed.set(ctx, themeFile(siteDirOf(ctx)) !== null);
  if (!marks && !react && !themed.get(ctx)) return html;
  const vue = marks || themed.get(ctx) ? vueSite(ctx).page(html, file, marks) : Promise.resolve(html);
  const done = react
    ? vue.then((h) =>
        renderReact(h, file, {
          contentDir: ctx.contentDir,
          components: ctx.config.components,
          base: ctx.config.base,
          asset: (ext, text) => assetsOf(ctx).write("react", ext, text),
        }),
      )
    : vue;
  return done.catch((e: unknown) => {
    // Several problems of one page (undeclared names) are each reported at their line.
    for (const one of e instanceof AggregateError ? e.errors : [e]) {
      const error = shown(one instanceof BuildError ? one : new BuildError(file, (one as Error).message, marks?.line));
      // A theme that fails fails every page: reported once.
      if (!ctx.problems.some((r) => r.message === error.message)) ctx.problems.push(error);
    }
    return html;
  });
}
