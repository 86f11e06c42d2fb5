// Markdown twins (page.md beside page.html), llms.txt and llms-full.txt (the llmstxt.org format), as a build
// step so authors' Eleventy projects get them too. Each twin is parsed by the very pipeline that rendered
// its page (ctx.markdown), so includes, snippets and link targets are the page's own.
import fs from "node:fs";
import path from "node:path";
import type { SidebarItem, SiteConfig } from "../config/types.ts";
import type { ContentPage } from "../content-index.ts";
import { parseFrontMatter } from "../front-matter-text.ts";
import { localizedSite } from "../locales.ts";
import { globToRegExp } from "../source-paths.ts";
import { siteOrigin, siteUrl, stripBase, toPageLink } from "../../common/urls.ts";
import type { BuildContext } from "../steps/context.ts";
import { htmlUrl, writeFiles } from "../steps/output.ts";
import { defineStep } from "../steps/step.ts";
import { markdownLine, tokensToMarkdown } from "./markdown.ts";
import { type LlmsScope, llmsScopes, scopeFile, scopeSidebars } from "./scopes.ts";
import { readPageFile } from "../page-files.ts";

/** Whether a page gets a twin: doc and page layouts, not the not-found page; `search: false` pages only with `llms: true`. */
export function hasTwin(page: ContentPage, config: SiteConfig): boolean {
  if (!config.llms && config.llms !== undefined) return false;
  const fm = page.frontmatter;
  const layout = fm.layout ?? "doc";
  if (layout !== "doc" && layout !== "page") return false;
  if (page.url === "/404.html" || fm.llms === false) return false;
  if (fm.search === false && fm.llms !== true) return false;
  const exclude = (config.llms || { exclude: [] }).exclude.map((g) => globToRegExp(g.startsWith("/") ? g : `/${g}`));
  return !exclude.some((re) => re.test(page.url));
}

/** A twin's path under the output root: "/a/b.html" → "a/b.md". */
const twinPath = (url: string) => url.slice(1).replace(/\.html$/, ".md");

/** The twins' paths under the output root ("a/b.md"): files a page may link to (the "Copy page" control does). */
export function twinFiles(pages: ContentPage[], config: SiteConfig): string[] {
  return pages.filter((p) => hasTwin(p, config)).map((p) => twinPath(p.url));
}

/** "/a/b.html" → its twin's URL: absolute where the config names an origin, else under the base. */
function twinUrl(config: SiteConfig, url: string): string {
  return siteUrl(config, url.replace(/\.html$/, ".md"), true);
}

/** A link as the pipeline rewrote it ("/docs/web/a.html#x") → the link in a twin. */
export function twinHref(config: SiteConfig, twins: Set<string>, href: string): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const m = /^([^?#]*)(.*)$/.exec(href)!;
  const url = stripBase(config.base, m[1]);
  if (url && twins.has(url)) return twinUrl(config, url) + m[2];
  // The href holds the base already.
  return (config.hostnameSet ? siteOrigin(config.hostname) : "") + href;
}

/** The twin of one page: its title as `# h1` unless the body has one, its description, then the body. */
export function pageTwin(page: ContentPage, contentDir: string, md: BuildContext["markdown"], config: SiteConfig, twins: Set<string>): string {
  const file = path.join(contentDir, page.file);
  const { data, body } = parseFrontMatter(readPageFile(file), path.relative(process.cwd(), file));
  return twinOf(page, md.parse(body, { ...data, page: { inputPath: file, url: page.url } }), data.description, config, twins);
}

/** The twin of a page from its tokens, as the pipeline parsed it (for its render, or by pageTwin). */
function twinOf(page: ContentPage, tokens: ReturnType<BuildContext["markdown"]["parse"]>, desc: unknown, config: SiteConfig, twins: Set<string>): string {
  const text = tokensToMarkdown(tokens, { links: { href: (h) => twinHref(config, twins, h) }, titles: () => config.markdown?.containerTitles });
  const description = typeof desc === "string" ? markdownLine(desc) : "";
  const hasH1 = tokens.some((t) => t.type === "heading_open" && t.tag === "h1");
  if (!hasH1) return `${[`# ${markdownLine(page.title)}`, description, text].filter(Boolean).join("\n\n")}\n`;
  if (!description) return `${text}\n`;
  // The description follows the author's own h1 when the page opens with it.
  const [first, ...rest] = text.split("\n\n");
  return `${(first.startsWith("# ") ? [first, description, ...rest] : [description, text]).join("\n\n")}\n`;
}

/** The sections of llms.txt: one per sidebar (named by its top-nav entry), pages in sidebar order, each page once. */
export function llmsSections(
  config: SiteConfig,
  sidebars: Record<string, SidebarItem[]>,
  pages: ContentPage[],
): Array<{ title: string; pages: ContentPage[] }> {
  const byUrl = new Map(pages.map((p) => [p.url, p]));
  const seen = new Set<string>();
  const sections: Array<{ title: string; pages: ContentPage[] }> = [];
  const navTitle = (key: string) => {
    for (const item of config.themeConfig.nav ?? []) {
      const links = [item.link, ...((item.items ?? []) as any[]).flatMap((i) => [i.link, ...(i.items ?? []).map((j: any) => j.link)])].filter(
        Boolean,
      ) as string[];
      if ((item.activeMatch && new RegExp(item.activeMatch).test(key)) || links.some((l) => toPageLink(l).startsWith(key))) return item.text;
    }
    return byUrl.get(toPageLink(key))?.title ?? key;
  };
  for (const [key, items] of Object.entries(sidebars)) {
    const list: ContentPage[] = [];
    const walk = (xs: SidebarItem[]) => {
      for (const x of xs) {
        const page = x.link ? byUrl.get(toPageLink(x.link).split("#")[0]) : undefined;
        if (page && !seen.has(page.url)) {
          seen.add(page.url);
          list.push(page);
        }
        if (x.items) walk(x.items);
      }
    };
    walk(items);
    if (list.length) sections.push({ title: navTitle(key), pages: list });
  }
  const rest = pages.filter((p) => !seen.has(p.url)).sort((a, b) => a.url.localeCompare(b.url));
  if (rest.length) sections.push({ title: "Other pages", pages: rest });
  return sections;
}

/**
 * An llms.txt: the scope's title and summary (the site's by default), its sections, and for the root scope of
 * a site with locales the other locales' llms.txt and llms-full.txt.
 */
export function llmsTxt(config: SiteConfig, sections: Array<{ title: string; pages: ContentPage[] }>, scope?: LlmsScope, others: LlmsScope[] = []): string {
  const line = (p: ContentPage) => {
    const d = typeof p.frontmatter.description === "string" ? markdownLine(p.frontmatter.description) : "";
    return `- [${markdownLine(p.title)}](${twinUrl(config, p.url)})${d ? `: ${d}` : ""}`;
  };
  const description = scope ? scope.description : config.description;
  const head = [`# ${markdownLine(scope?.title ?? config.title)}`, description ? `> ${markdownLine(description)}` : ""].filter(Boolean);
  const fileUrl = (s: LlmsScope, name: "llms.txt" | "llms-full.txt") => siteUrl(config, `/${scopeFile(s, name)}`, true);
  const entry = (o: LlmsScope, name: string) => {
    const label = markdownLine(name);
    return `- [${label}](${fileUrl(o, "llms.txt")})${o.description ? `: ${markdownLine(o.description)}` : ""}\n- [${label}, every page](${fileUrl(o, "llms-full.txt")})`;
  };
  const languages = others
    .filter((o) => o.version === (scope?.version ?? null))
    .map((o) => entry(o, `${(o.key && config.locales[o.key]?.label) || o.title} (${o.lang})`));
  // The other versions' files, in this scope's language (the others list theirs in their own llms.txt).
  const versions = others.filter((o) => o.version !== (scope?.version ?? null) && o.key === (scope?.key ?? null)).map((o) => entry(o, o.title));
  const all = [
    ...sections.map((s) => `## ${markdownLine(s.title)}\n\n${s.pages.map(line).join("\n")}`),
    ...(languages.length ? [`## Other languages\n\n${languages.join("\n")}`] : []),
    ...(versions.length ? [`## Other versions\n\n${versions.join("\n")}`] : []),
  ];
  return `${[...head, ...all].join("\n\n")}\n`;
}

export const llmsStep = () => {
  // This build's twins, made from the tokens each page was rendered from (no second parse of every page),
  // each held only until its page is written, and written beside it.
  const fresh = new Map<string, string>();
  // The pages whose twin is on disk (a partial build rewrites the twins of the pages it re-rendered only),
  // and those whose twin this build wrote.
  const onDisk = new Set<string>();
  const writtenNow = new Set<string>();
  // This build's pages that have a twin, and their URLs (listed once, before the pages render).
  let pages: ContentPage[] = [];
  let twins = new Set<string>();
  return defineStep({
    name: "Markdown twins and llms.txt",
    reads: ["config", "contentDir", "pages", "sidebars", "markdown", "partial", "progress", "reused"],
    sets: ["parsed"],
    writes: ["<page>.md", "llms.txt", "llms-full.txt", "<locale>/llms.txt", "<locale>/llms-full.txt"],
    before(ctx) {
      fresh.clear();
      writtenNow.clear();
      if (!ctx.partial) onDisk.clear();
      ctx.parsed = undefined;
      if (ctx.config.llms === false) return;
      const { config } = ctx;
      pages = ctx.pages.filter((p) => hasTwin(p, config));
      twins = new Set(pages.map((p) => p.url));
      const withTwin = new Map(pages.map((p) => [p.url, p]));
      ctx.parsed = (env, tokens) => {
        const page = withTwin.get(htmlUrl(env?.page?.url ?? ""));
        // The page's data as Eleventy rendered it: its front matter's description.
        if (page) fresh.set(page.url, twinOf(page, tokens, env?.description, config, twins));
      };
    },
    page(_ctx, page, out) {
      const text = fresh.get(page.url);
      if (text === undefined) return;
      fresh.delete(page.url);
      out.write(twinPath(page.url), text);
      onDisk.add(page.url);
      writtenNow.add(page.url);
    },
    async after(ctx, output) {
      if (ctx.config.llms === false) return;
      const started = performance.now();
      const rendered = new Set(output.pages.map((p) => p.url));
      // A version reused from the cache has its twins in place already.
      const reused = new Set(ctx.reused.flatMap((r) => r.pages.map((p) => p.url)));
      const { contentDir, markdown, config } = ctx;
      // The twins the pages' render did not make (a page whose Markdown did not go through ctx.markdown),
      // written a few at a time off the main thread, each made when a writer is free.
      await writeFiles(
        output.root,
        (function* () {
          for (const page of pages) {
            if (writtenNow.has(page.url) || reused.has(page.url) || (ctx.partial && onDisk.has(page.url) && !rendered.has(page.url))) continue;
            onDisk.add(page.url);
            writtenNow.add(page.url);
            yield { path: twinPath(page.url), contents: fresh.get(page.url) ?? pageTwin(page, contentDir, markdown, config, twins) };
          }
        })(),
      );
      fresh.clear();
      // One llms.txt and llms-full.txt per locale (scopes.ts); the root one lists the others'.
      const scopes = llmsScopes(config, pages);
      for (const scope of scopes) {
        // (Sections are named by the locale's own top nav.)
        const sections = llmsSections(localizedSite(config, scope.prefix).site, scopeSidebars(config, scope, ctx.sidebars), scope.pages);
        // The root scope lists every other one; another version's root scope its own languages.
        const others =
          scope.prefix === "/"
            ? scopes.slice(1)
            : scope.version && scope.key !== null && scope.key === scopes[0].key
              ? scopes.filter((o) => o.version === scope.version && o !== scope)
              : [];
        fs.mkdirSync(path.join(output.root, scope.prefix), { recursive: true });
        fs.writeFileSync(path.join(output.root, scopeFile(scope, "llms.txt")), llmsTxt(config, sections, scope, others));
        writeFullText(
          path.join(output.root, scopeFile(scope, "llms-full.txt")),
          sections.flatMap((s) => s.pages.map((p) => path.join(output.root, twinPath(p.url)))),
        );
      }
      const files = scopes.length > 1 ? ` for ${scopes.length} languages and versions` : "";
      ctx.progress?.(`${writtenNow.size} Markdown twins, llms.txt and llms-full.txt${files} written in ${Math.round(performance.now() - started)} ms`);
    },
  });
};

/**
 * llms-full.txt: the twins, read back from the disk, one after the other (at 10,000 pages it is ~80 MB:
 * copied as bytes in 1 MB pieces rather than decoded, joined and encoded again as one string).
 */
function writeFullText(file: string, twinFiles: string[]): void {
  const fd = fs.openSync(file, "w");
  try {
    const gap = Buffer.from("\n\n");
    let pieces: Buffer[] = [];
    let size = 0;
    const flush = () => {
      fs.writeSync(fd, Buffer.concat(pieces, size));
      pieces = [];
      size = 0;
    };
    twinFiles.forEach((twin, i) => {
      const text = trimEnd(fs.readFileSync(twin));
      if (i) {
        pieces.push(gap);
        size += gap.length;
      }
      pieces.push(text);
      size += text.length;
      if (size > 1 << 20) flush();
    });
    pieces.push(Buffer.from("\n"));
    size += 1;
    flush();
  } finally {
    fs.closeSync(fd);
  }
}

/** UTF-8 text without its trailing white space, as String#trimEnd has it. */
function trimEnd(bytes: Buffer): Buffer {
  let end = bytes.length;
  // ASCII white space: tab, line feed, vertical tab, form feed, carriage return, space.
  while (end > 0 && (bytes[end - 1] === 32 || (bytes[end - 1] >= 9 && bytes[end - 1] <= 13))) end--;
  // Ending in a multi-byte character (which may be white space, e.g. U+00A0): the string's own rule.
  if (end > 0 && bytes[end - 1] >= 0x80) return Buffer.from(bytes.toString("utf8").trimEnd());
  return bytes.subarray(0, end);
}
