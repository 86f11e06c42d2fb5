// What a VitePress config module imports from "vitepress", for loading it without VitePress (bundle-config.ts
// maps the package here): the config helpers, which return their argument; createContentLoader, loadEnv,
// withBase and createMarkdownRenderer as VitePress's work, for a buildEnd or a helper the config imports;
// and the types (type-only: the bundle drops them). A name not here stops the build, naming the config file
// and line. Web Docs' own modules are imported only when a function runs (this file is bundled into the
// config module: a static import would bundle the whole Markdown pipeline with it).
import fs from "node:fs";
import path from "node:path";

/** VitePress's `defineConfig`: the config itself. */
export function defineConfig<T>(config: T): T {
  return config;
}

/** VitePress's `defineConfigWithTheme`: the config itself. */
export function defineConfigWithTheme<T>(config: T): T {
  return config;
}

/** VitePress's `defineLoader` (a data loader's default export): the loader itself. */
export function defineLoader<T>(loader: T): T {
  return loader;
}

/** VitePress's `defineRoutes` (a dynamic route's paths loader's default export): the loader itself. */
export function defineRoutes<T>(loader: T): T {
  return loader;
}

/** VitePress's `mergeConfig`: objects merged key by key, lists joined, the second's plain values winning. */
export function mergeConfig<A extends object, B extends object>(a: A, b: B): A & B {
  const out: Record<string, unknown> = { ...(a as Record<string, unknown>) };
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    if (Array.isArray(prev) && Array.isArray(v)) out[k] = [...prev, ...v];
    else if (isObject(prev) && isObject(v)) out[k] = mergeConfig(prev, v);
    else if (v !== undefined) out[k] = v;
  }
  return out as A & B;
}
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof RegExp);

interface SiteConfigLike {
  srcDir: string;
  site: { base: string };
  markdown?: unknown;
}
/** The running build's VitePress-shaped site config (scripts/build.ts sets it, as VitePress sets its global). */
function siteConfig(): SiteConfigLike {
  const c = (globalThis as { VITEPRESS_CONFIG?: SiteConfigLike }).VITEPRESS_CONFIG;
  if (!c) throw new Error("this vitepress helper works during a Web Docs build only (VITEPRESS_CONFIG is not set)");
  return c;
}

/** VitePress's `withBase`: a site path under the site's base. */
export function withBase(p: string): string {
  const base = (globalThis as { VITEPRESS_CONFIG?: SiteConfigLike }).VITEPRESS_CONFIG?.site.base ?? "/";
  return /^(?:[a-z]+:|\/\/|#)/i.test(p) || !p.startsWith("/") ? p : `${base.replace(/\/$/, "")}${p}`;
}

/** Vite's `loadEnv`, as VitePress re-exports it: .env, .env.local, .env.[mode], .env.[mode].local, then the process's own variables. */
export function loadEnv(mode: string, envDir: string, prefixes: string | string[] = "VITE_"): Record<string, string> {
  const wanted = (Array.isArray(prefixes) ? prefixes : [prefixes]).filter((p) => p !== undefined);
  const keep = (k: string) => wanted.length === 0 || wanted.some((p) => k.startsWith(p));
  const env: Record<string, string> = {};
  for (const name of [".env", ".env.local", `.env.${mode}`, `.env.${mode}.local`]) {
    const file = path.join(envDir, name);
    if (!fs.existsSync(file)) continue;
    for (const line of fs.readFileSync(file, "utf8").split(/\r?\n/)) {
      const m = /^\s*(?:export\s+)?([\w.-]+)\s*=\s*(.*)?\s*$/.exec(line);
      if (!m) continue;
      let v = (m[2] ?? "").trim();
      const q = /^(['"`])([\s\S]*)\1$/.exec(v);
      v = q ? (q[1] === '"' ? q[2].replace(/\\n/g, "\n") : q[2]) : v.replace(/\s+#.*$/, "");
      if (keep(m[1])) env[m[1]] = v;
    }
  }
  // As in Vite: a variable the process already has wins over the files'.
  for (const [k, v] of Object.entries(process.env)) if (keep(k) && v !== undefined) env[k] = v;
  return env;
}

/** What createContentLoader returns for each file (VitePress's ContentData). */
export interface ContentData {
  url: string;
  src: string | undefined;
  html: string | undefined;
  frontmatter: Record<string, any>;
  excerpt: string | undefined;
}

interface ContentOptions<T> {
  includeSrc?: boolean;
  render?: boolean;
  excerpt?: boolean | string | ((file: { content: string; excerpt?: string }, options?: unknown) => void);
  transform?: (data: ContentData[]) => T | Promise<T>;
  globOptions?: unknown;
}

/** A markdown-it renderer with the site's Markdown options (VitePress's createMarkdownRenderer). */
export async function createMarkdownRenderer(srcDir?: string, options?: unknown): Promise<{ render(src: string, env?: object): string }> {
  const { createMarkdown } = (await import(new URL("../markdown/index.ts", import.meta.url).href)) as typeof import("../markdown/index.ts");
  const markdown = (options ?? (globalThis as { VITEPRESS_CONFIG?: SiteConfigLike }).VITEPRESS_CONFIG?.markdown) as never;
  return createMarkdown({ labels: { copyCode: "Copy code" }, markdown, contentDir: () => srcDir });
}

/**
 * VitePress's createContentLoader: the Markdown files under the content folder matching the globs (a leading
 * "!" excludes), each with its URL (without the base, .html as Web Docs writes pages), front matter and, as
 * asked, source, rendered HTML and excerpt (the part before the first --- after the front matter).
 */
export function createContentLoader<T = ContentData[]>(pattern: string | string[], options: ContentOptions<T> = {}) {
  return {
    watch: ([] as string[]).concat(pattern),
    async load(): Promise<T> {
      const { globToRegExp } = (await import(new URL("../source-paths.ts", import.meta.url).href)) as typeof import("../source-paths.ts");
      const { parseFrontMatter } = (await import(new URL("../front-matter-text.ts", import.meta.url).href)) as typeof import("../front-matter-text.ts");
      const site = siteConfig();
      const globs = ([] as string[]).concat(pattern);
      const include = globs.filter((g) => !g.startsWith("!")).map((g) => globToRegExp(g));
      const exclude = globs.filter((g) => g.startsWith("!")).map((g) => globToRegExp(g.slice(1)));
      const files = (fs.readdirSync(site.srcDir, { recursive: true }) as string[])
        .map((f) => f.split(path.sep).join("/"))
        .filter((f) => f.endsWith(".md") && !/(^|\/)(node_modules|\.[^/]+)\//.test(f))
        .filter((f) => include.some((re) => re.test(f)) && !exclude.some((re) => re.test(f)))
        .sort();
      const md = options.render || options.excerpt ? await createMarkdownRenderer(site.srcDir) : null;
      const separator = typeof options.excerpt === "string" ? options.excerpt : "---";
      const data: ContentData[] = files.map((f) => {
        const text = fs.readFileSync(path.join(site.srcDir, f), "utf8");
        const { data: frontmatter, body } = parseFrontMatter(text, f);
        const cut = options.excerpt ? body.indexOf(`\n${separator}\n`) : -1;
        const excerpt = cut >= 0 ? body.slice(0, cut) : undefined;
        // Without the base, as VitePress's loader gives it (its docs: use withBase to link).
        const url = `/${f.replace(/(^|\/)index\.md$/, "$1").replace(/\.md$/, ".html")}`;
        return {
          url,
          src: options.includeSrc ? text : undefined,
          html: options.render && md ? md.render(body) : undefined,
          frontmatter,
          excerpt: excerpt !== undefined && md ? md.render(excerpt) : undefined,
        };
      });
      return (options.transform ? await options.transform(data) : data) as T;
    },
  };
}

// Types a config names (`import type { DefaultTheme, HeadConfig } from "vitepress"`): loose on purpose, since
// the schema (config-schema.ts) is what checks the config.
/* eslint-disable @typescript-eslint/no-explicit-any */
export type HeadConfig = [string, Record<string, string>] | [string, Record<string, string>, string];
export type UserConfig<ThemeConfig = any> = Record<string, any> & { themeConfig?: ThemeConfig };
export type SiteConfig<ThemeConfig = any> = Record<string, any> & { site: Record<string, any> & { themeConfig: ThemeConfig } };
export type PageData = Record<string, any> & { relativePath: string; title: string; description: string; frontmatter: Record<string, any> };
export type TransformContext = Record<string, any> & { page: string; pageData: PageData; siteConfig: SiteConfig };
export type TransformPageContext = { siteConfig: SiteConfig };
export type MarkdownOptions = Record<string, any>;
export type MarkdownRenderer = { render(src: string, env?: object): string };
export type LocaleConfig<ThemeConfig = any> = Record<string, any> & { themeConfig?: ThemeConfig };
export type LocaleSpecificConfig<ThemeConfig = any> = Record<string, any> & { themeConfig?: ThemeConfig };
export type Awaitable<T> = T | Promise<T>;
export type Plugin = Record<string, any>;
type Loose = Record<string, any>;
export declare namespace DefaultTheme {
  type Config = Loose;
  type NavItem = Loose;
  type NavItemWithLink = Loose;
  type NavItemWithChildren = Loose;
  type Sidebar = any;
  type SidebarItem = Loose;
  type SidebarMulti = Loose;
  type SocialLink = Loose;
  type Footer = Loose;
  type EditLink = Loose;
  type LocalSearchOptions = Loose;
  type AlgoliaSearchOptions = Loose;
  type Outline = any;
  type FeatureItem = Loose;
}
