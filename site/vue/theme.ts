// A VitePress theme (`.vitepress/theme/index.{js,ts}`), as far as Web Docs' templates can honour it: the
// components its enhanceApp registers (for every page's Vue), the CSS it imports (a site stylesheet; its
// --vp-c-* colours reach the --wd-* tokens), and a Layout that fills the default theme's slots — or, for a theme
// of its own (not extending the default one), a Layout that is the whole page around `<Content />`.
import fs from "node:fs";
import path from "node:path";
import type { App, Component } from "vue";
import { BuildError } from "../errors.ts";
import { bundle, undeclaredErrors } from "./bundle.ts";
import { importCode } from "./data-loader.ts";
import type { VueRuntime } from "./runtime.ts";

const NAMES = ["index.ts", "index.mts", "index.js", "index.mjs"];

/** The default theme's layout slots, and whether Web Docs' templates have a place for them. */
export const LAYOUT_SLOTS = [
  "layout-top",
  "layout-bottom",
  "nav-bar-content-before",
  "nav-bar-content-after",
  "doc-top",
  "doc-bottom",
  "doc-before",
  "doc-after",
  "doc-footer-before",
  "aside-top",
  "aside-bottom",
  "aside-outline-before",
  "aside-outline-after",
  "home-hero-before",
  "home-hero-after",
  "home-features-before",
  "home-features-after",
  // (Rendered once, over the not-found page's data, for the 404 page: VueSite.notFound.)
  "not-found",
] as const;

interface ThemeObject {
  extends?: ThemeObject;
  Layout?: Component;
  NotFound?: Component;
  enhanceApp?: (ctx: { app: App; router: unknown; siteData: unknown }) => unknown;
  setup?: () => void;
  __wdDefault?: boolean;
}

/** What useData() returns (as plain data; the shim makes the refs). */
export interface PageDataInfo {
  site: { title: string; description: string; base: string; lang: string; dir?: string; themeConfig: unknown };
  page: {
    title: string;
    description: string;
    frontmatter: Record<string, unknown>;
    params?: Record<string, unknown>;
    relativePath: string;
    filePath: string;
    headers: unknown[];
    /** The not-found page's (VitePress's notFoundPageData). */
    isNotFound?: boolean;
  };
  route: string;
  /** The page's locale key ("root" without locales), as useData().localeIndex. */
  localeIndex: string;
}

export interface VueTheme {
  file: string;
  /** enhanceApp of the theme and of those it extends, outermost last (they run in order). */
  enhancers: NonNullable<ThemeObject["enhanceApp"]>[];
  /** The theme's Layout when it is its own (it fills slots of the default theme's); null otherwise. */
  Layout: Component | null;
  /** The Layout is the whole page (a custom theme, not extending the default one): `<Content />` places the page in it. */
  whole: boolean;
  /** The theme's NotFound: what `<Content />` shows on the not-found page of a theme whose Layout is the whole page. */
  NotFound: Component | null;
  css: string;
  /** The theme bundle's useData() setup (./shim/vitepress.mjs __wdInstall). */
  install: (app: App, info: PageDataInfo) => void;
  /** Names of the components its enhanceApp registers. */
  components: string[];
  /** What its enhanceApp puts on app.config.globalProperties (templates may read them). */
  globals: string[];
  /** Its interactive `.vue` files (islands wherever a page uses them). */
  interactive: Set<string>;
}

/** The folder holding the site's `.vitepress` (its theme): the content folder, unless a VitePress `srcDir` moved that. */
export const siteDirOf = (ctx: { contentDir: string; config: { srcDir?: { siteDir: string } } }): string => ctx.config.srcDir?.siteDir ?? ctx.contentDir;

export function themeFile(siteDir: string): string | null {
  const dir = path.join(siteDir, ".vitepress", "theme");
  for (const n of NAMES) if (fs.existsSync(path.join(dir, n))) return path.join(dir, n);
  return null;
}

export async function loadTheme(rt: VueRuntime, siteDir: string, loadData: (file: string) => Promise<unknown>): Promise<VueTheme | null> {
  const file = themeFile(siteDir);
  if (!file) return null;
  const entry = `export { default } from ${JSON.stringify(file)};\nexport { __wdInstall } from "vitepress";\n`;
  const b = await bundle({
    rt,
    ssr: true,
    siteDir,
    entry: { contents: entry, resolveDir: path.dirname(file), sourcefile: "theme-entry.js", loader: "js" },
    loadData,
  });
  const mod = await importCode(b.js, "theme");
  const theme = mod.default as ThemeObject | undefined;
  if (!theme || typeof theme !== "object")
    throw new BuildError(file, "the theme's default export must be a theme object ({ extends: DefaultTheme, enhanceApp, Layout })", 1);
  const enhancers: VueTheme["enhancers"] = [];
  let layout: Component | undefined;
  const chain: ThemeObject[] = [];
  for (let t: ThemeObject | undefined = theme; t; t = t.extends) chain.unshift(t);
  for (const t of chain) if (t.enhanceApp) enhancers.push(t.enhanceApp);
  // setup() runs in the browser app VitePress builds for every page; Web Docs has none.
  if (chain.some((t) => t.setup && !t.__wdDefault))
    throw new BuildError(
      file,
      "the theme's setup() runs in VitePress's browser app, which Web Docs pages do not have: move what it does into a component of a page (an island) or remove it",
      1,
    );
  let notFound: Component | null = null;
  for (const t of chain) {
    if (t.Layout) layout = t.Layout;
    if (t.NotFound) notFound = t.NotFound;
  }
  const custom = layout && !(layout as { __wdDefault?: boolean }).__wdDefault ? layout : null;
  // A theme of its own (VitePress's "Custom Theme"): its Layout is the page, Web Docs' templates give only the <head>.
  const whole = !!custom && !chain.some(isDefaultLayout);
  if (!custom && !chain.some(isDefaultLayout))
    throw new BuildError(
      file,
      "the theme has no Layout: export one (a custom theme's Layout.vue, with <Content /> where the page goes) or extend the default theme (extends: DefaultTheme from 'vitepress/theme')",
      1,
    );
  // What enhanceApp registers, read off an app it enhances (a kebab-case one is no custom element).
  const probe = rt.vue.createSSRApp({ render: () => null });
  try {
    for (const enhance of enhancers) await enhance({ app: probe, router: {}, siteData: null });
  } catch {
    // Reported by the pages' renders, which run it again (site/vue/render.ts).
  }
  const components = Object.keys((probe as unknown as { _context: { components: Record<string, unknown> } })._context.components);
  const globals = Object.keys(probe.config.globalProperties);
  const undeclared = undeclaredErrors(b.undeclared, globals);
  if (undeclared.length > 1) throw new AggregateError(undeclared, `${undeclared.length} undeclared names`);
  if (undeclared.length) throw undeclared[0];
  return {
    file,
    enhancers,
    Layout: custom,
    whole,
    NotFound: notFound,
    css: b.css,
    components,
    globals,
    install: mod.__wdInstall as VueTheme["install"],
    interactive: b.interactive,
  };
}

/** The shim's default theme (./shim/theme.mjs), whose Layout only renders the slots it is given. */
const isDefaultLayout = (t: ThemeObject) => (t.Layout as { name?: string; __wdDefault?: boolean } | undefined)?.__wdDefault === true;
