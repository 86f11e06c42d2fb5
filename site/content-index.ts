import path from "node:path";
import MarkdownIt from "markdown-it";
import { full as emojiPlugin } from "markdown-it-emoji";
import { parseFrontMatter, splitFrontMatter } from "./front-matter-text.ts";
import { BuildError } from "./errors.ts";
import { readText } from "./contain.ts";
import { contentFiles } from "./content-files.ts";
import { sourceToUrl } from "../common/urls.ts";
import { compileRewrites, excludedBy, type Rewrites } from "./source-paths.ts";
import type { PageInfo } from "./sidebar.ts";
import { type DynamicRoute, dynamicText, pathsLoaderOf } from "./dynamic-routes.ts";
import { escapeRegExp } from "../common/regexp.ts";

export interface ContentPage extends PageInfo {
  /**
   * The page's path as a source, "/"-separated: "frontend/basics/html/index.md" — the file's path relative
   * to the content folder, or where `rewrites` puts it. Links and the URL follow this path.
   */
  source: string;
  /** The file itself, relative to the content folder (differs from `source` only for a rewritten page). */
  file: string;
  frontmatter: Record<string, unknown>;
  /** A dynamic route's page (site/dynamic-routes.ts): its params, as `$params` / useData().params give them. */
  params?: Record<string, string>;
  /**
   * A dynamic route's page: its template file (relative to the content folder) and the entry's content. `file`
   * is then the page's own path ("packages/foo.md"), a file Eleventy renders from memory (readPageFile reads it).
   */
  dynamic?: { template: string; content?: string };
}

/** Heading sources are parsed as inline Markdown by this instance only (no site plugins: titles need text). */
const inline = new MarkdownIt({ html: true, linkify: false }).use(emojiPlugin);

/**
 * The text a reader sees of a heading's source, as VitePress takes a title from it (mdit-vue's title: the
 * rendered inline text): no `{#id .class}` attributes (or the site's `markdown.attrs` delimiters), no code
 * ticks, escapes, emphasis or strike marks, entities decoded, no HTML tags (a <Badge>'s slot text stays),
 * `:shortcodes:` as their emoji.
 */
function headingTitle(source: string, attrs: { leftDelimiter?: string; rightDelimiter?: string } = {}): string {
  const [l, r] = [escapeRegExp(attrs.leftDelimiter ?? "{"), escapeRegExp(attrs.rightDelimiter ?? "}")];
  const text = source.replace(new RegExp(`\\s*${l}(?:(?!${r})[^\\n])*${r}\\s*$`), "");
  const children = inline.parseInline(text, {})[0]?.children ?? [];
  return children
    .map((t) => (t.type === "text" || t.type === "code_inline" || t.type === "emoji" || t.type === "image" ? t.content : t.type === "softbreak" ? " " : ""))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/** The first `# ` heading of a Markdown body, as title text (headingTitle). */
export function firstHeading(body: string, attrs?: SourceRules["attrs"]): string | undefined {
  let inFence = false;
  for (const line of body.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const m = /^#\s+(.+?)\s*#*\s*$/.exec(line);
    if (m) return headingTitle(m[1], attrs);
  }
  return undefined;
}

export interface SourceRules {
  /** Globs of files that are not pages (config `srcExclude`). */
  srcExclude?: string[];
  /** Page paths by file path (config `rewrites`). */
  rewrites?: Rewrites;
  /** The config file, as errors name it (a rewrites function's bad answer). */
  configFile?: string;
  /**
   * Collect the pages whose front matter does not parse here (each is scanned as if it had none), so one build
   * reports every bad page; without it the first one throws.
   */
  problems?: Error[];
  /** The attribute delimiters of headings (config `markdown.attrs`), left out of titles. */
  attrs?: { leftDelimiter?: string; rightDelimiter?: string };
  /** Receives each page's body as read, by its file (BuildContext.bodies: the search index reads no page again). */
  bodies?: Map<string, PageBody>;
  /** Receives each page's front matter by its YAML text (BuildContext.frontMatter). */
  frontMatter?: Map<string, Record<string, unknown>>;
  /**
   * The pages of the dynamic routes (site/dynamic-routes.ts resolveDynamicRoutes): a template with a paths
   * loader is listed as these pages, never as itself (without them, as none).
   */
  dynamicRoutes?: DynamicRoute[];
}

/** A page's Markdown without its front matter, and the line of the file it starts on. */
export interface PageBody {
  body: string;
  bodyLine: number;
}

/** The Markdown files of a content folder that are pages (or dynamic routes' templates), sorted. */
export function pageFiles(contentDir: string, excludeDirs: string[] = [], srcExclude?: string[]): string[] {
  const exclude = new Set(
    excludeDirs.map((d) =>
      d
        .split(path.sep)
        .join("/")
        .replace(/^\.\/|\/+$/g, ""),
    ),
  );
  const excluded = excludedBy(srcExclude);
  return contentFiles(contentDir, exclude)
    .filter((rel) => !excluded(rel))
    .sort();
}

/** Every Markdown page of a content folder with its URL, title, order and front matter. */
export function scanContent(contentDir: string, excludeDirs: string[] = [], rules: SourceRules = {}): ContentPage[] {
  const rewriteOf = compileRewrites(rules.rewrites, rules.configFile);
  const { problems } = rules;
  // With a report to fill, a rewrites function's bad answer is one of its lines: the page stays where it is.
  const rewrite = !problems
    ? rewriteOf
    : (rel: string) => {
        try {
          return rewriteOf(rel);
        } catch (e) {
          problems.push(e as Error);
          return rel;
        }
      };
  const pages = pageFiles(contentDir, excludeDirs, rules.srcExclude).flatMap((rel) => {
    if (!pathsLoaderOf(contentDir, rel)) return [scanChecked(contentDir, rel, rewrite, rules)];
    return (rules.dynamicRoutes ?? [])
      .filter((r) => r.template === rel)
      .map((r) => scanChecked(contentDir, r.path, rewrite, rules, { template: rel, params: r.params, content: r.content }));
  });
  const seen = new Map<string, string>();
  for (const p of pages) {
    const other = seen.get(p.source);
    if (other) throw new BuildError(p.file, `rewrites put this page at ${p.source}, where ${other} already is: give each page its own path`);
    seen.set(p.source, p.file);
  }
  return pages;
}

/** A dynamic route's page as the scan gets it: its template and the entry's params and content. */
interface RouteOf {
  template: string;
  params: Record<string, string>;
  content?: string;
}

/** scanPage, with a page whose front matter does not parse kept as one of `rules.problems` (when given). */
function scanChecked(contentDir: string, rel: string, rewrite: (rel: string) => string, rules: SourceRules, route?: RouteOf): ContentPage {
  if (!rules.problems) return scanPage(contentDir, rel, rewrite, rules.attrs, false, rules, route);
  try {
    return scanPage(contentDir, rel, rewrite, rules.attrs, false, rules, route);
  } catch (e) {
    rules.problems.push(e as Error);
    return scanPage(contentDir, rel, rewrite, rules.attrs, true, {}, route);
  }
}

/** One Markdown file of a content folder ("a/b.md"): its route (after `rewrites`), URL, title, order and front matter. */
export function scanPage(
  contentDir: string,
  rel: string,
  rewrite: (rel: string) => string = (r) => r,
  attrs?: SourceRules["attrs"],
  withoutFrontMatter = false,
  into: Pick<SourceRules, "bodies" | "frontMatter"> = {},
  route?: RouteOf,
): ContentPage {
  const source = rewrite(rel);
  const file = path.join(contentDir, route?.template ?? rel);
  const shown = path.relative(process.cwd(), file);
  const text = route ? dynamicText(readText(file, { file: shown }), route.content) : readText(file, { file: shown });
  const { data, body, bodyLine, yaml } = withoutFrontMatter
    ? { data: {} as Record<string, unknown>, ...splitFrontMatter(text) }
    : parseFrontMatter(text, shown);
  if (!withoutFrontMatter) {
    into.bodies?.set(rel, { body, bodyLine });
    if (yaml) into.frontMatter?.set(yaml, data);
  }
  // Titles show as plain text (sidebar, pager, <title>): Markdown code backticks are dropped.
  const title = (typeof data.title === "string" ? data.title : (firstHeading(body, attrs) ?? path.basename(source, ".md"))).replace(/`/g, "");
  const order = typeof data.order === "number" ? data.order : undefined;
  const page: ContentPage = { source, file: rel, url: sourceToUrl(source), title, order, frontmatter: data };
  return route
    ? { ...page, params: route.params, dynamic: { template: route.template, ...(route.content === undefined ? {} : { content: route.content }) } }
    : page;
}
