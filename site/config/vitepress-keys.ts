// VitePress's build hooks and build-tool keys in a site config. The hooks are called where VitePress calls
// them (site/vitepress-hooks.ts); the build-tool keys (vite, vue, postRender…) are accepted and named in a
// note of what is not applied, so a VitePress config builds unchanged.
import { z } from "zod";
import { fn } from "./markdown-schema.ts";

type Hook = (...args: never[]) => unknown;

/** The hooks VitePress documents under "Build Hooks" (reference/site-config), with their argument shapes. */
export const hookKeys = {
  buildEnd: fn<Hook>("Called once the site is written: (siteConfig) with VitePress's shape (outDir, srcDir, pages, site, userConfig).").optional(),
  transformPageData: fn<Hook>("Called for each page before it renders: (pageData, { siteConfig }); the object it returns is merged into pageData.").optional(),
  transformHead: fn<Hook>("Called for each page: (ctx) with page, pageData, title, description, head, content; the head tags it returns are added.").optional(),
  transformHtml: fn<Hook>("Called with each page's HTML: (code, id, ctx); the string it returns is written instead.").optional(),
};

/** Keys of VitePress's build tools, accepted and not applied: what the build's note says of each. */
const IGNORED: Record<string, string> = {
  vite: "Web Docs does not use Vite",
  vue: "Web Docs does not use Vite's Vue plugin",
  postRender: "pages are complete HTML, not rendered by Vue on the server",
  outDir: "the output folder is --out (or WEB_DOCS_OUT)",
  cacheDir: "Web Docs keeps no Vite cache",
  assetsDir: "assets always go under assets/",
  metaChunk: "pages never inline site-wide data",
  mpa: "pages are complete HTML",
  router: "links are plain links, enhanced by the client router",
  useWebFonts: "the theme's fonts are served with the site",
  additionalConfig: "not applied",
};

export const ignoredKeys = Object.fromEntries(
  Object.entries(IGNORED).map(([k, why]) => [k, z.unknown().describe(`Accepted from VitePress configs, not applied: ${why}.`).optional()]),
) as Record<string, z.ZodOptional<z.ZodUnknown>>;

/** VitePress `markdown` options accepted but not applied, and why (markdown-schema.ts). */
const MARKDOWN_NOT_APPLIED: Record<string, string> = {
  theme: "code colours come from the Web Docs theme (Prism tokens)",
  codeTransformers: "Shiki transformers do not run; the fence forms of docs/authoring.md ({1,3}, // [!code ++]) do their usual jobs",
  shikiSetup: "Shiki is not used",
  image: "images are not lazy-loaded by an option",
  externalLinks: 'external links always get target="_blank" rel="noreferrer"',
  frontmatter: "front matter is always YAML between --- lines",
  cjkFriendlyEmphasis: "not applied",
};

/** One line per accepted key that changes nothing here: printed once by the build, so nobody wonders. */
export function configNotes(raw: Record<string, unknown>): string[] {
  const notes: string[] = [];
  for (const [k, why] of Object.entries(IGNORED)) if (raw[k] !== undefined) notes.push(`${k}: accepted, not applied (${why})`);
  const md = (raw.markdown ?? {}) as Record<string, unknown>;
  for (const [k, why] of Object.entries(MARKDOWN_NOT_APPLIED)) if (md[k] !== undefined) notes.push(`markdown.${k}: accepted, not applied (${why})`);
  if (Array.isArray(md.languages)) {
    const names = (md.languages as Array<{ name?: unknown }>).map((l) => l?.name).filter((n): n is string => typeof n === "string");
    notes.push(
      `markdown.languages: Shiki grammars are not loaded; ${names.length ? names.join(", ") : "their fences"} ${names.length === 1 ? "is" : "are"} highlighted by Prism's grammar of that name where it has one, else shown plain`,
    );
  }
  return notes;
}
