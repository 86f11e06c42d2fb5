// Markdown twins (page.md beside page.html), llms.txt and llms-full.txt (the llmstxt.org format), as a build
// step so authors' Eleventy projects get them too. Each twin is parsed by the very pipeline that rendered
// its page (ctx.markdown), so includes, snippets and link targets are the page's own.
import fs from "node:fs";
import path from "node:path";
import type { BuildStep } from "../build-steps.ts";
import type { SidebarItem, SiteConfig } from "../config/types.ts";
import { parseFrontMatter, type ContentPage } from "../content-index.ts";
import { globToRegExp } from "../source-paths.ts";
import { stripBase, toPageLink, withBase } from "../../common/urls.ts";
import { tokensToMarkdown } from "./markdown.ts";

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

/** The twins' paths under the output root ("a/b.md"): files a page may link to (the "Copy page" control does). */
export function twinFiles(pages: ContentPage[], config: SiteConfig): string[] {
  return pages.filter((p) => hasTwin(p, config)).map((p) => p.url.slice(1).replace(/\.html$/, ".md"));
}

/** The origin twins link to: the configured one, or none (base-relative links). */
const originOf = (config: SiteConfig): string => (config.hostnameSet ? config.hostname.replace(/\/$/, "") : "");

/** "/a/b.html" → its twin's URL: absolute where the config names an origin, else under the base. */
export function twinUrl(config: SiteConfig, url: string): string {
  return originOf(config) + withBase(config.base, url.replace(/\.html$/, ".md"));
}

/** A link as the pipeline rewrote it ("/docs/web/a.html#x") → the link in a twin. */
export function twinHref(config: SiteConfig, twins: Set<string>, href: string): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const m = /^([^?#]*)(.*)$/.exec(href)!;
  const url = stripBase(config.base, m[1]);
  if (url && twins.has(url)) return twinUrl(config, url) + m[2];
  return originOf(config) + href;
}

/** The twin of one page: its title as `# h1` unless the body has one, its description, then the body. */
export function pageTwin(page: ContentPage, contentDir: string, md: BuildStepMarkdown, config: SiteConfig, twins: Set<string>): string {
  const file = path.join(contentDir, page.file);
  const { data, body } = parseFrontMatter(fs.readFileSync(file, "utf8"), path.relative(process.cwd(), file));
  const tokens = md.parse(body, { ...data, page: { inputPath: file, url: page.url } });
  const text = tokensToMarkdown(tokens, { links: { href: (h) => twinHref(config, twins, h) }, titles: () => config.markdown?.containerTitles });
  const description = typeof data.description === "string" ? data.description.trim() : "";
  const hasH1 = tokens.some((t) => t.type === "heading_open" && t.tag === "h1");
  if (!hasH1) return [`# ${page.title}`, description, text].filter(Boolean).join("\n\n") + "\n";
  if (!description) return text + "\n";
  // The description follows the author's own h1 when the page opens with it.
  const [first, ...rest] = text.split("\n\n");
  return (first.startsWith("# ") ? [first, description, ...rest] : [description, text]).join("\n\n") + "\n";
}

type BuildStepMarkdown = Parameters<BuildStep["eleventy"]>[1]["markdown"];

/** The sections of llms.txt: one per sidebar (named by its top-nav entry), pages in sidebar order, each page once. */
export function llmsSections(config: SiteConfig, sidebars: Record<string, SidebarItem[]>, pages: ContentPage[]): Array<{ title: string; pages: ContentPage[] }> {
  const byUrl = new Map(pages.map((p) => [p.url, p]));
  const seen = new Set<string>();
  const sections: Array<{ title: string; pages: ContentPage[] }> = [];
  const navTitle = (key: string) => {
    for (const item of config.themeConfig.nav ?? []) {
      const links = [item.link, ...((item.items ?? []) as any[]).flatMap((i) => [i.link, ...(i.items ?? []).map((j: any) => j.link)])].filter(Boolean) as string[];
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

export function llmsTxt(config: SiteConfig, sections: Array<{ title: string; pages: ContentPage[] }>): string {
  const line = (p: ContentPage) => {
    const d = typeof p.frontmatter.description === "string" ? p.frontmatter.description.trim() : "";
    return `- [${p.title.replace(/[[\]]/g, "\\$&")}](${twinUrl(config, p.url)})${d ? `: ${d}` : ""}`;
  };
  const head = [`# ${config.title}`, config.description ? `> ${config.description}` : ""].filter(Boolean);
  return [...head, ...sections.map((s) => `## ${s.title}\n\n${s.pages.map(line).join("\n")}`)].join("\n\n") + "\n";
}

interface Written {
  url: string;
  outputPath: string | false;
}

export const llmsStep: BuildStep = {
  name: "Markdown twins and llms.txt",
  eleventy(eleventyConfig, ctx) {
    eleventyConfig.on("eleventy.after", ({ results }: { results: Written[] }) => {
      // A partial build (npm run dev) re-renders one page; the twins of the last full build stand.
      if (ctx.partial() || ctx.config.llms === false) return;
      const first = results.find((r) => r.outputPath && String(r.outputPath).endsWith(".html"));
      if (!first) return;
      const started = performance.now();
      const url = first.url.endsWith("/") ? `${first.url}index.html` : first.url;
      const root = path.resolve(String(first.outputPath)).slice(0, -url.slice(1).split("/").join(path.sep).length);
      const pages = ctx.pages().filter((p) => hasTwin(p, ctx.config));
      const twins = new Set(pages.map((p) => p.url));
      const sections = llmsSections(ctx.config, ctx.sidebars(), pages);
      const texts = new Map<string, string>();
      for (const page of pages) {
        const text = pageTwin(page, ctx.contentDir, ctx.markdown, ctx.config, twins);
        texts.set(page.url, text);
        const out = path.join(root, page.url.slice(1).replace(/\.html$/, ".md"));
        fs.mkdirSync(path.dirname(out), { recursive: true });
        fs.writeFileSync(out, text);
      }
      fs.writeFileSync(path.join(root, "llms.txt"), llmsTxt(ctx.config, sections));
      const full = sections.flatMap((s) => s.pages.map((p) => texts.get(p.url)!.trimEnd()));
      fs.writeFileSync(path.join(root, "llms-full.txt"), full.join("\n\n") + "\n");
      ctx.progress?.(`${pages.length} Markdown twins, llms.txt and llms-full.txt written in ${Math.round(performance.now() - started)} ms`);
    });
  },
};
