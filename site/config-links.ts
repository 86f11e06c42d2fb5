// Links written in the site config (nav, sidebars, logo) and in front matter (hero actions, features,
// prev/next) must name a page or a public file. Checked as soon as the content is scanned, so the error
// names the config file and key path (or the page and front-matter key), not just a broken <a> in the output.
import type { DeadLinkPattern } from "./config/config-schema.ts";
import path from "node:path";
import { ConfigError } from "./config/validate.ts";
import { withKeyLines } from "./config/load.ts";
import type { FrontMatterInput } from "./config/frontmatter-schema.ts";
import type { ConfigLink, NavItem, SidebarItem, SiteConfig } from "./config/types.ts";
import type { ContentPage } from "./content-index.ts";
import { BuildError } from "./errors.ts";
import { decodePath, isExternalLink } from "../common/urls.ts";
import { isIgnoredDeadLink } from "./markdown/links.ts";
import { localeProblems } from "./locales.ts";
import { toPageLink } from "../common/urls.ts";

export interface LinkTargets {
  base: string;
  /** Markdown sources ("guide/intro.md"). */
  sources: Set<string>;
  /** Files under public/ ("logo.svg"). */
  publicFiles: Set<string>;
  ignore: DeadLinkPattern[];
}

/**
 * Why a site link leads nowhere, or null when it reaches a page or public file (or is not ours to
 * check: external, a pure anchor, ignored by ignoreDeadLinks). Relative links resolve from `fromDir`.
 */
export function unresolvedLink(link: string, targets: LinkTargets, fromDir = "/"): string | null {
  if (!link || isExternalLink(link) || link.startsWith("#") || isIgnoredDeadLink(link, targets.ignore)) return null;
  let p = decodePath(link.split(/[?#]/)[0]);
  if (!p.startsWith("/")) p = path.posix.join(fromDir, p) + (p.endsWith("/") ? "/" : "");
  if (targets.base !== "/" && (p.startsWith(targets.base) || p === targets.base.slice(0, -1))) p = `/${p.slice(targets.base.length)}`;
  const page = toPageLink(p);
  if (isIgnoredDeadLink(page, targets.ignore)) return null;
  if (page.endsWith(".html")) {
    const source = `${page.slice(1, -".html".length)}.md`;
    if (targets.sources.has(source) || page === "/404.html" || targets.publicFiles.has(page.slice(1))) return null;
    return `there is no page ${source} in the content folder`;
  }
  const file = page.slice(1);
  if (targets.publicFiles.has(file) || file.startsWith("assets/")) return null;
  return `there is no file public/${file} in the content folder`;
}

/** The links of a config with their key paths: recorded by the validator for an author's file, else read off the config. */
export function configLinks(config: SiteConfig): ConfigLink[] {
  if (config.origin) return config.origin.links;
  const out: ConfigLink[] = [];
  const nav = (items: NavItem[], at: string) =>
    items.forEach((item, i) => {
      if (item.link) out.push({ keyPath: `${at}[${i}].link`, link: item.link });
      if (item.items) nav(item.items, `${at}[${i}].items`);
    });
  const side = (items: SidebarItem[], at: string) =>
    items.forEach((item, i) => {
      if (item.link) out.push({ keyPath: `${at}[${i}].link`, link: item.link });
      if (item.items) side(item.items, `${at}[${i}].items`);
    });
  nav(config.themeConfig.nav, "themeConfig.nav");
  nav(config.themeConfig.extraMenu ?? [], "themeConfig.extraMenu");
  for (const [prefix, value] of Object.entries(config.themeConfig.sidebar)) {
    if (value !== "auto") side(value, `themeConfig.sidebar[${JSON.stringify(prefix)}]`);
  }
  if (config.themeConfig.logo) out.push({ keyPath: "themeConfig.logo", link: config.themeConfig.logo });
  return out;
}

/** Stop the build when a config link leads nowhere, naming the file and each key path. */
export function checkConfigLinks(config: SiteConfig, targets: LinkTargets, builtInFile: string): void {
  const problems = configLinks(config)
    .map((l) => ({ l, why: unresolvedLink(l.link, targets) }))
    .filter((x) => x.why)
    .map(({ l, why }) => ({ path: l.keyPath, message: `"${l.link}" resolves to no page (${why})` }))
    .concat(localeProblems(config, targets.sources));
  if (problems.length) {
    const e = new ConfigError(config.origin?.file ?? builtInFile, problems);
    throw config.origin ? withKeyLines(e, config.origin.file) : e;
  }
}

/** Front-matter links of every page (hero actions, features, prev/next): each must lead somewhere. */
export function checkFrontmatterLinks(pages: ContentPage[], targets: LinkTargets, fileOf: (page: ContentPage) => string): void {
  const lines: string[] = [];
  for (const page of pages) {
    // Checked by the front-matter schema before links are (site/frontmatter.ts): these keys have its shapes.
    const fm = page.frontmatter as FrontMatterInput;
    const found: Array<[string, string | undefined]> = [];
    (fm.hero?.actions ?? []).forEach((a, i) => found.push([`hero.actions[${i}].link`, a.link]));
    (fm.features ?? []).forEach((f, i) => found.push([`features[${i}].link`, f.link]));
    for (const key of ["prev", "next"] as const) {
      const v = fm[key];
      if (v && typeof v === "object") found.push([`${key}.link`, v.link]);
    }
    // Relative ones resolve from the page's folder, as the layouts write them (site/page-view.ts).
    const fromDir = path.posix.dirname(`/${page.source}`);
    for (const [key, link] of found) {
      if (typeof link !== "string") continue;
      const why = unresolvedLink(link, targets, fromDir);
      if (why) lines.push(new BuildError(fileOf(page), `front matter ${key}: "${link}" resolves to no page (${why})`).message);
    }
  }
  if (lines.length) throw new Error(lines.length === 1 ? lines[0] : `${lines.length} broken front-matter links:\n${lines.map((l) => `  ${l}`).join("\n")}`);
}
