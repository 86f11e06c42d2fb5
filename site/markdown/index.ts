import MarkdownIt, { type MarkdownIt as MarkdownItInstance } from "markdown-it";
import type { Labels, MarkdownSiteConfig, MermaidSiteConfig } from "../config/types.ts";
import { vitepressExtrasPlugin } from "./attrs.ts";
import { codeGroupPlugin, customBlocksPlugin, githubAlertsPlugin, resetContainerIds, vPrePlugin } from "./containers.ts";
import { parseFenceInfo, renderCodeBlock } from "./fence.ts";
import { guardPlugin, vPreOnVuePage } from "./guard.ts";
import { reactPlugin } from "../react/markdown.ts";
import { vueHtmlPlugin } from "./vue-html.ts";
import { headingsPlugin } from "./headings.ts";
import { includesPlugin } from "./includes.ts";
import { snippetsPlugin } from "./snippets.ts";
import { type LinkContext, linksPlugin } from "./links.ts";
import { tabsPlugin } from "./tabs.ts";
import { tocPlugin } from "./toc.ts";
import { escapeAttr, escapeHtml } from "../../common/html.ts";

export interface MarkdownOptions {
  labels: Pick<Labels, "copyCode"> & Partial<Pick<Labels, "copied">>;
  links?: LinkContext;
  /** Site-wide diagram settings; written on each <web-docs-mermaid> only where they differ from the element's defaults. */
  mermaid?: Partial<MermaidSiteConfig>;
  /** The config's `markdown` options (read at render time: a getter may follow the build's config). */
  markdown?: MarkdownSiteConfig;
  /** The content folder: where `@/` in includes and snippet imports points (default: the page's folder). */
  contentDir?: () => string | undefined;
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
 * The kinds of a rendered page's diagrams (the markup renderMermaidFence writes): each source's first word
 * after any front matter and %% lines ("flowchart", "pie"…).
 */
export function diagramKinds(html: string): Set<string> {
  const kinds = new Set<string>();
  for (const m of html.matchAll(/<web-docs-mermaid\b[^>]*><pre class="wd-mermaid-source"><code>([\s\S]*?)<\/code>/g)) {
    const source = m[1].replace(/^\s*---\n[\s\S]*?\n---\n/, "").replace(/^\s*%%.*$/gm, "");
    const word = /^\s*([A-Za-z][\w-]*)/.exec(source)?.[1];
    if (word) kinds.add(word);
  }
  return kinds;
}

/** The project's markdown-it: the one pipeline used for pages, search records and tests. */
export function createMarkdown(options: MarkdownOptions): MarkdownItInstance {
  const md = new MarkdownIt({ html: true, linkify: true, typographer: false });
  // Once per page: a container title rendered with renderInline mid-page must not restart the ids
  // (two code groups on one page would both get "cg-1").
  md.core.ruler.before("normalize", "web_docs_reset", (state) => {
    if (!state.inlineMode) resetContainerIds();
  });
  const contentDir = options.contentDir ?? (() => options.links?.contentDir);
  md.use(includesPlugin, contentDir);
  md.use(snippetsPlugin, contentDir);
  md.use(vitepressExtrasPlugin);
  md.use(headingsPlugin, () => options.markdown?.anchorLevels);
  md.use(customBlocksPlugin, () => options.markdown?.containerTitles);
  md.use(githubAlertsPlugin, () => options.markdown?.containerTitles);
  md.use(codeGroupPlugin);
  md.use(tabsPlugin);
  md.use(tocPlugin, () => options.markdown?.tocLevels);
  md.use(vPrePlugin);
  if (options.links) md.use(linksPlugin, options.links);
  md.use(vueHtmlPlugin);
  md.use(reactPlugin, contentDir);
  md.use(guardPlugin);

  md.renderer.rules.fence = (tokens, idx, _opts, env) => {
    const token = tokens[idx];
    const info = parseFenceInfo(token.info);
    if (info.lang === "mermaid") {
      const theme = typeof env?.mermaidTheme === "string" ? env.mermaidTheme : undefined;
      return vPreOnVuePage(renderMermaidFence(token.content, token.info, { ...options.mermaid, theme }), env);
    }
    // Config `markdown.lineNumbers`: every block numbered unless its fence says :no-line-numbers.
    if (options.markdown?.lineNumbers && !/:no-line-numbers\b/.test(token.info)) info.lineNumbers = true;
    const meta = token.meta as { inGroup?: boolean; groupIndex?: number } | null;
    let html = renderCodeBlock(token.content, meta?.inGroup ? { ...info, title: undefined } : info, { copy: options.labels.copyCode, copied: options.labels.copied });
    if (meta?.inGroup && meta.groupIndex === 0) html = html.replace('class="wd-code ', 'class="wd-code active ');
    return vPreOnVuePage(html, env);
  };
  // Tables scroll on their own on narrow screens instead of widening the page.
  md.renderer.rules.table_open = () => '<div class="wd-table" tabindex="0"><table>\n'; // focusable: it scrolls sideways on narrow screens
  md.renderer.rules.table_close = () => "</table></div>\n";
  return md;
}
