// Vue pages of one build: the site's Vue and theme loaded on first use, each Vue page rendered
// (./render.ts), its CSS and island script written as content-hashed assets, the theme's layout slots
// kept per page for the templates, and every page's problem collected for one report at the end.
import fs from "node:fs";
import path from "node:path";
import { BuildError } from "../errors.ts";
import { escapeAttr } from "../../common/html.ts";
import type { IslandAssets } from "../island-assets.ts";
import { dataLoaders } from "./data-loader.ts";
import { islandBundle } from "./islands.ts";
import { renderLayoutSlots, renderThemeComponent, renderVuePage, renderWholeLayout } from "./render.ts";
import type { PageDataInfo } from "./theme.ts";
import { INSTALL_VUE, loadVue, type VueRuntime } from "./runtime.ts";
import { scopeIdOf } from "./sfc.ts";
import { ServerModules } from "./server-modules.ts";
import { loadTheme, themeFile, type VueTheme } from "./theme.ts";

/** The env key a Vue page's Markdown render leaves its Vue parts under (site/markdown/guard.ts). */
export const VUE_KEY = "webDocsVue";
export interface VuePageMarks {
  /** Line (1-based, in the page's file) of its first Vue syntax. */
  line: number;
  /** Its <script> and <style> blocks, lifted out of the Markdown as VitePress does. */
  blocks: string[];
}

export interface VueSiteOptions {
  contentDir: string;
  /** The folder holding `.vitepress` (the theme, `@theme/`, the site's own vue): the content folder, or srcDir's root. */
  siteDir: string;
  base: string;
  /** Where islands and page CSS are written (assets/vue/). */
  assets: IslandAssets;
  /** The page's useData() data. */
  info: (file: string) => PageDataInfo;
  /** The site's pages (createContentLoader's files). */
  pages: () => Array<{ file: string; url: string }>;
  /** Markdown → HTML (createContentLoader's render and excerpt). */
  renderMarkdown: (src: string, file: string) => string;
  /** Tells the author what the build does not honour (printed as the build ends). */
  warn?: (message: string) => void;
}

/** VitePress's base colours, which a theme's CSS refers to (--vp-c-brand-1: var(--vp-c-indigo-1)). */
const PALETTE = fs
  .readFileSync(new URL("./vp-palette.css", import.meta.url), "utf8")
  .replace(/\/\*[\s\S]*?\*\//g, "")
  .replace(/\s*\n\s*/g, "");

export class VueSite {
  private theme?: Promise<VueTheme | null>;
  private loadData?: (file: string) => Promise<unknown>;
  /** Page file → the theme Layout's slots (name → HTML) for its templates. */
  readonly slots = new Map<string, Record<string, string>>();
  /** Page files whose HTML is a custom theme's whole Layout (the shell gives them only its <head>). */
  readonly whole = new Set<string>();
  /** Island key → its `.vue` file (or page file); filled by each render's bundles. */
  private islandFiles = new Map<string, string>();
  private bundles = new Map<string, Promise<string>>();
  /** The pages' server modules and the components they share, linked once per build. */
  private modules?: ServerModules;
  /** Stylesheet of the theme's CSS (URL under the base), once the theme has loaded. */
  themeCss: string | null = null;
  /** The theme Layout's `not-found` slot over the not-found page's data, for the 404 page (null: it fills none). */
  notFound: string | null = null;
  /** A custom theme's whole Layout over the not-found page's data: the 404 page's body (null: no such theme). */
  notFoundPage: string | null = null;
  private notFoundDone?: Promise<void>;

  constructor(private readonly o: VueSiteOptions) {}

  /** Whether the site has a theme that needs Vue on every page (its Layout fills slots). */
  get hasTheme(): boolean {
    return themeFile(this.o.siteDir) !== null;
  }

  private runtime(file: string, marks: VuePageMarks | undefined): VueRuntime {
    const rt = loadVue(this.o.siteDir);
    if (rt) return rt;
    if (marks) throw new BuildError(file, INSTALL_VUE, marks.line);
    throw new BuildError(
      themeFile(this.o.siteDir) ?? file,
      "the site's theme is written in Vue (.vitepress/theme): run `npm install vue` in the site's folder",
      1,
    );
  }

  private asset(ext: string, text: string): string {
    return this.o.assets.write("vue", ext, text);
  }

  private async load(rt: VueRuntime): Promise<VueTheme | null> {
    this.loadData ??= dataLoaders({ rt, contentDir: this.o.contentDir, base: this.o.base, pages: this.o.pages, render: this.o.renderMarkdown });
    this.theme ??= loadTheme(rt, this.o.siteDir, this.loadData).then((t) => {
      if (t?.css) this.themeCss = this.asset("css", PALETTE + t.css);
      if (t?.whole && t.interactive.size) {
        const files = [...t.interactive].map((f) => path.relative(process.cwd(), f)).join(", ");
        this.o.warn?.(
          `${path.relative(process.cwd(), t.file)}: the theme's Layout is rendered at build time, as static HTML: its interactive components (${files}) are not hydrated (use them in a page, where they become islands)`,
        );
      }
      for (const f of t?.interactive ?? []) this.islandFiles.set(scopeIdOf(f), f);
      return t;
    });
    return this.theme;
  }

  /**
   * A page's content: as rendered, or through Vue when its Markdown has Vue syntax; its theme slots kept, or,
   * with a custom theme, placed in the theme's Layout (which is then the whole page).
   */
  async page(html: string, file: string, marks: VuePageMarks | undefined): Promise<string> {
    const rt = this.runtime(file, marks);
    const theme = await this.load(rt);
    const info = this.o.info(file);
    if (theme?.whole) {
      await this.notFoundOnce(rt, theme);
      const content = await this.content(rt, theme, info, html, file, marks, new Set());
      this.whole.add(file);
      const r = await renderWholeLayout(rt, theme, info, content);
      // The Layout's choice (VitePress's build drops it too), but never silently: a page's words are gone.
      if (!r.contentShown && content.trim())
        this.o.warn?.(
          `${path.relative(process.cwd(), file)}: the theme's Layout (${path.relative(process.cwd(), theme.file)}) shows no <Content /> for this page, so its content is not in the built page`,
        );
      return r.html;
    }
    // Interactive components in the theme's slots are islands of every page that shows them.
    let slotIslands = new Set<string>();
    if (theme?.Layout) {
      const s = await renderLayoutSlots(rt, theme, info);
      this.slots.set(file, s.slots);
      slotIslands = s.islands;
      if (s.slots["not-found"] !== undefined) await this.notFoundOnce(rt, theme);
    }
    return this.content(rt, theme, info, html, file, marks, slotIslands);
  }

  /** The 404 page rendered by the first page that needs it (which reports its error: the other pages do not wait). */
  private async notFoundOnce(rt: VueRuntime, theme: VueTheme): Promise<void> {
    if (this.notFoundDone) return;
    this.notFoundDone = this.renderNotFound(rt, theme);
    await this.notFoundDone;
  }

  /**
   * The 404 page of a theme, rendered over the not-found page's data (VitePress's notFoundPageData), as static
   * HTML: the Layout's `not-found` slot, which VitePress's default theme shows in place of its own not-found
   * screen; or a custom theme's whole Layout, whose `<Content />` is the theme's NotFound (VitePress's
   * fallback: the text "404 Not Found").
   */
  private async renderNotFound(rt: VueRuntime, theme: VueTheme): Promise<void> {
    const site = this.o.info(path.join(this.o.contentDir, "404.md"));
    const info: PageDataInfo = {
      ...site,
      page: {
        title: "404",
        description: "Not Found",
        frontmatter: { sidebar: false, layout: "page" },
        headers: [],
        relativePath: "404.md",
        filePath: "",
        isNotFound: true,
      },
      route: "/404.html",
    };
    if (theme.whole) {
      const content = theme.NotFound ? await renderThemeComponent(rt, theme, theme.NotFound, info) : "404 Not Found";
      this.notFoundPage = (await renderWholeLayout(rt, theme, info, content)).html;
    } else this.notFound = (await renderLayoutSlots(rt, theme, info)).slots["not-found"] ?? null;
  }

  /** The page's content: its own Vue rendered, in a custom layout component when it names one, with its islands' script. */
  private async content(
    rt: VueRuntime,
    theme: VueTheme | null,
    info: PageDataInfo,
    html: string,
    file: string,
    marks: VuePageMarks | undefined,
    slotIslands: Set<string>,
  ): Promise<string> {
    // `layout: <name>` of a component the theme registers: that component in the content's place, as
    // VitePress's VPContent renders it (the Markdown shows only where the component puts <Content/>).
    const layout = layoutComponent(info.page.frontmatter.layout, theme?.components ?? []);
    this.modules ??= new ServerModules(rt, this.o.siteDir, this.loadData!);
    const common = { rt, siteDir: this.o.siteDir, file, info, theme, loadData: this.loadData!, modules: this.modules };
    // The page's own Vue first: a layout's <Content /> shows it rendered.
    const page = marks ? { html, blocks: marks.blocks, line: marks.line } : layout ? { html: `<${layout} />`, blocks: [] as string[], line: 1 } : null;
    if (!page) return (await this.islandScript(rt, theme, file, info, slotIslands)) + html;
    const own = marks ? await renderVuePage({ ...common, ...page }) : null;
    const framed = layout ? await renderVuePage({ ...common, html: `<${layout} />`, blocks: [], line: 1, content: own?.html ?? html }) : null;
    const renders = [own, framed].filter((x) => x !== null);
    for (const f of renders.flatMap((x) => [...x.interactive])) this.islandFiles.set(scopeIdOf(f), f);
    const css = renders
      .map((x) => x.css)
      .filter(Boolean)
      .join("\n");
    const islands = new Set([...slotIslands, ...renders.flatMap((x) => [...x.islands])]);
    const link = css ? `<link rel="stylesheet" href="${escapeAttr(this.asset("css", css))}">` : "";
    return link + (await this.islandScript(rt, theme, file, info, islands, { file, html: page.html, blocks: page.blocks })) + ((framed ?? own)?.html ?? html);
  }

  /** The page's island data and bundle (none without islands): the components it hydrates, its own when it is one. */
  private async islandScript(
    rt: VueRuntime,
    theme: VueTheme | null,
    file: string,
    info: PageDataInfo,
    keys: Set<string>,
    page?: { file: string; html: string; blocks: string[] },
  ): Promise<string> {
    if (!keys.size) return "";
    const islands = [...keys].map((key) => {
      if (page && key === scopeIdOf(file)) return { key, page };
      const f = this.islandFiles.get(key);
      if (!f) throw new BuildError(file, `Vue: no source for island ${key}`);
      return { key, file: f };
    });
    const js = await islandBundle({ rt, siteDir: this.o.siteDir, islands, theme: theme?.file ?? null, loadData: this.loadData, cache: this.bundles });
    const src = this.asset("js", js);
    return `<script type="application/json" class="wd-vue-data" data-src="${escapeAttr(src)}">${JSON.stringify(info).replace(/</g, "\\u003c")}</script>`;
  }
}

/** The registered component a custom `layout` names (Vue resolves "landing", "Landing" and "my-landing" alike); null for the built-in ones. */
function layoutComponent(layout: unknown, components: string[]): string | null {
  if (typeof layout !== "string" || ["doc", "home", "page"].includes(layout)) return null;
  const plain = (n: string) => n.replace(/-/g, "").toLowerCase();
  return components.find((c) => plain(c) === plain(layout)) ?? null;
}
