import MarkdownIt, { type MarkdownIt as MarkdownItInstance } from "markdown-it";
import type { ImageFormat, Labels, MarkdownSiteConfig, MermaidSiteConfig } from "../config/types.ts";
import { vitepressExtrasPlugin } from "./attrs.ts";
import { codeGroupPlugin, customBlocksPlugin, githubAlertsPlugin, vPrePlugin } from "./containers.ts";
import { parseFenceInfo, renderCodeBlock } from "./fence.ts";
import { guardPlugin, vPreOnVuePage } from "./guard.ts";
import { checkDiagramSize, nestingLimitPlugin, type Warn } from "./limits.ts";
import { footnotesPlugin } from "./footnotes.ts";
import { reactPlugin } from "../react/markdown.ts";
import { vueHtmlPlugin } from "./vue-html.ts";
import { headingsPlugin } from "./headings.ts";
import { imagesPlugin } from "./images.ts";
import { mathPlugin } from "./math.ts";
import { includesPlugin } from "./includes.ts";
import { snippetsPlugin } from "./snippets.ts";
import { type LinkContext, linksPlugin } from "./links.ts";
import { tabsPlugin } from "./tabs.ts";
import { taskListsPlugin } from "./tasks.ts";
import { tocPlugin } from "./toc.ts";
import { isTwoslashFence, runTwoslash } from "./twoslash.ts";
import { isGraphvizLang, renderGraphviz } from "./graphviz.ts";
import { originOf } from "./source.ts";
import { diagramKind } from "../page-record.ts";
import { hideMustaches, vueFenceLang } from "./vue-fence.ts";
import { dropRepeatedRules } from "./site-plugins.ts";
import { escapeAttr, escapeHtml } from "../../common/html.ts";

export interface MarkdownOptions {
  labels: Pick<Labels, "copyCode"> &
    Partial<Pick<Labels, "copied" | "footnotes" | "footnoteBack" | "codeExpand" | "codeCollapse" | "codeFolded" | "codeUnfold">> & { graphSource?: string };
  links?: LinkContext;
  /** Site-wide diagram settings; written on each <web-docs-mermaid> only where they differ from the element's defaults. */
  mermaid?: Partial<MermaidSiteConfig>;
  /** The config's `markdown` options (read at render time: a getter may follow the build's config). */
  markdown?: MarkdownSiteConfig;
  /** Config `images.formats`: the modern copies offered before a PNG or JPEG. */
  imageFormats?: readonly ImageFormat[];
  /** The content folder: where `@/` in includes and snippet imports points (default: the page's folder). */
  contentDir?: () => string | undefined;
  /** Folders besides the content folder that snippets, includes and images may read (site/contain.ts readRoots). */
  extraRoots?: () => string[];
  /** The config's React components by name (absolute files), besides the content folder's components/. */
  components?: Record<string, string>;
  /** Receives warnings about content a reader would not get (site/markdown/limits.ts); none: not reported. */
  warn?: Warn;
}

/** What a page adds to its diagrams: the `mermaidTheme` front matter (the page's markdown-it env is its data). */
export interface MermaidPageOptions extends Partial<MermaidSiteConfig> {
  theme?: string;
}

const MERMAID_DEFAULTS: MermaidSiteConfig = { securityLevel: "loose", maxTextSize: 50000 };

/** A ```mermaid fence: the element carries the escaped source, readable as code until the widget draws it. */
export function renderMermaidFence(code: string, info: string, page: MermaidPageOptions = {}): string {
  const { attrs } = parseFenceInfo(info);
  const a: string[] = [];
  if (page.theme) a.push(` theme="${escapeAttr(page.theme)}"`);
  if (page.securityLevel && page.securityLevel !== MERMAID_DEFAULTS.securityLevel) a.push(` security-level="${escapeAttr(page.securityLevel)}"`);
  if (page.maxTextSize !== undefined && page.maxTextSize !== MERMAID_DEFAULTS.maxTextSize) a.push(` max-text-size="${page.maxTextSize}"`);
  if (attrs.title) a.push(` diagram-title="${escapeAttr(attrs.title)}"`);
  if (attrs.displayMode ?? attrs["display-mode"]) a.push(` display-mode="${escapeAttr(attrs.displayMode ?? attrs["display-mode"])}"`);
  if (attrs.config) a.push(` config="${escapeAttr(attrs.config)}"`);
  return `<web-docs-mermaid${a.join("")}><pre class="wd-mermaid-source"><code>${escapeHtml(code.replace(/\n$/, ""))}</code></pre></web-docs-mermaid>\n`;
}

/**
 * The kinds of a rendered page's diagrams (the markup renderMermaidFence writes), for a check of built pages
 * (test/built); the build takes them from the tokens (site/page-record.ts).
 */
export function diagramKinds(html: string): Set<string> {
  const kinds = new Set<string>();
  for (const m of html.matchAll(/<web-docs-mermaid\b[^>]*><pre class="wd-mermaid-source"><code>([\s\S]*?)<\/code>/g)) {
    const word = diagramKind(m[1]);
    if (word) kinds.add(word);
  }
  return kinds;
}

/** The project's markdown-it: the one pipeline used for pages, search records and tests. */
export function createMarkdown(options: MarkdownOptions): MarkdownItInstance {
  const site = options.markdown;
  const md = new MarkdownIt({ html: true, linkify: true, typographer: false, ...site?.options });
  // Config `markdown.preConfig`: the site's own setup, before Web Docs' plugins (as VitePress calls it).
  site?.preConfig?.(md);
  const contentDir = options.contentDir ?? (() => options.links?.contentDir);
  const extraRoots = options.extraRoots ?? (() => []);
  md.use(includesPlugin, contentDir, extraRoots);
  md.use(snippetsPlugin, contentDir, extraRoots);
  md.use(vitepressExtrasPlugin, site?.attrs);
  md.use(mathPlugin, () => options.markdown?.math);
  md.use(
    headingsPlugin,
    () => options.markdown?.anchorLevels,
    () => options.markdown?.anchor,
  );
  md.use(customBlocksPlugin, () => options.markdown?.containerTitles);
  md.use(githubAlertsPlugin, () => options.markdown?.containerTitles);
  md.use(codeGroupPlugin);
  md.use(tabsPlugin);
  md.use(tocPlugin, () => options.markdown?.tocLevels);
  md.use(footnotesPlugin, () => options.labels);
  md.use(taskListsPlugin);
  md.use(vPrePlugin);
  if (options.links) md.use(linksPlugin, options.links);
  md.use(imagesPlugin, () => ({ assets: options.links?.assets, formats: options.imageFormats }));
  md.use(nestingLimitPlugin, () => options.warn);
  md.use(vueHtmlPlugin);
  md.use(reactPlugin, contentDir, () => options.components);

  md.renderer.rules.fence = (tokens, idx, _opts, env) => {
    const token = tokens[idx];
    const info = parseFenceInfo(token.info);
    if (info.lang === "mermaid") {
      const theme = typeof env?.mermaidTheme === "string" ? env.mermaidTheme : undefined;
      checkDiagramSize(token.content, options.mermaid?.maxTextSize ?? MERMAID_DEFAULTS.maxTextSize, env, token.map?.[0] ?? 0, options.warn);
      return vPreOnVuePage(renderMermaidFence(token.content, token.info, { ...options.mermaid, theme }), env);
    }
    // A Graphviz graph drawn as SVG when Graphviz is loaded (site/markdown/graphviz.ts); else its source, below.
    if (isGraphvizLang(info.lang)) {
      const figure = renderGraphviz(token.content, originOf(env, token.map?.[0] ?? 0), `wd-dot-${idx}`);
      if (figure) return vPreOnVuePage(figure, env);
    }
    // ```js-vue: Vue's {{ }} stays live (the guard made the page a Vue page); highlighted as js.
    const vueLang = vueFenceLang(info.lang);
    if (vueLang !== null) info.lang = vueLang;
    // Config `markdown.languageAlias` / `languages` / `defaultHighlightLang`: the language Prism reads.
    info.lang = options.markdown?.languageAlias?.[info.lang] ?? (info.lang || (options.markdown?.defaultHighlightLang ?? ""));
    // Config `markdown.lineNumbers`: every block numbered unless its fence says :no-line-numbers.
    if (options.markdown?.lineNumbers && !/:no-line-numbers\b/.test(token.info)) info.lineNumbers = true;
    const meta = token.meta as { inGroup?: boolean; groupIndex?: number } | null;
    // ```ts twoslash: the code as twoslash leaves it, with its type popups (site/markdown/twoslash.ts).
    const twoslash = isTwoslashFence(token.info) ? runTwoslash(token.content, info.lang, originOf(env, token.map?.[0] ?? 0), `twoslash-${idx}`) : undefined;
    const mustaches = vueLang === null ? undefined : hideMustaches(token.content);
    let html = renderCodeBlock(
      mustaches?.code ?? twoslash?.code ?? token.content,
      meta?.inGroup || options.markdown?.codeTitles === false ? { ...info, title: undefined } : info,
      { ...options.labels, copy: options.labels.copyCode },
      twoslash,
    );
    if (meta?.inGroup && meta.groupIndex === 0) html = html.replace('class="wd-code ', 'class="wd-code active ');
    // A Graphviz graph not drawn (@viz-js/viz missing or not loaded): its source says so instead of passing for code.
    if (isGraphvizLang(info.lang))
      html = `<p class="wd-diagram-note" role="note">${md.utils.escapeHtml(options.labels.graphSource ?? "Graphviz diagram, shown as its source:")}</p>\n${html}`;
    return mustaches ? mustaches.restore(html) : vPreOnVuePage(html, env);
  };
  // Tables scroll on their own on narrow screens instead of widening the page.
  md.renderer.rules.table_open = () => '<div class="wd-table" tabindex="0"><table>\n'; // focusable: it scrolls sideways on narrow screens
  md.renderer.rules.table_close = () => "</table></div>\n";
  // Config `markdown.config`: the site's own plugins, after Web Docs' (as VitePress calls it); the guard
  // comes last so raw syntax a plugin leaves still stops the build.
  site?.config?.(md);
  if (site?.config || site?.preConfig) dropRepeatedRules(md);
  md.use(guardPlugin);
  return md;
}
