// `locales` of an author's config as the theme reads them (types.ts LocaleConfig). VitePress merges a locale's
// themeConfig over the root's for the pages under its folder; Web Docs does the same, except that label
// strings (outlineTitle, docFooter.prev, editLink.text, …) are not inherited from the root: they become the
// locale's labels, so a Chinese page never shows the root's English wording over the built-in Chinese set.
import type { ParsedConfig } from "./config-schema.ts";
import { isExternalLink } from "../../common/urls.ts";
import { joinPath } from "./issues.ts";
import { defaultLabels, type Labels } from "./labels.ts";
import { builtInLabels } from "./labels/by-lang.ts";
import { searchWords } from "./search-words.ts";
import type { ConfigLink, HeadTag, LocaleConfig, SiteConfig, ThemeConfig } from "./types.ts";

type Theme = NonNullable<ParsedConfig["themeConfig"]>;
type NormalizeTheme = (tc: Theme, at: string, links: ConfigLink[], listPrefix?: string) => { themeConfig: ThemeConfig; fromTheme: Partial<Labels> };

/** Theme keys that are labels: a locale other than root does not inherit these from the root's themeConfig. */
const LABEL_KEYS = ["outlineTitle", "lastUpdatedText", "returnToTopLabel", "sidebarMenuLabel", "darkModeSwitchLabel"] as const;

/** The site's theme as a non-root locale inherits it: every setting but the label strings. */
export function inheritedTheme(root: ThemeConfig): ThemeConfig {
  const out: ThemeConfig = { ...root };
  for (const k of LABEL_KEYS) delete out[k];
  if (out.editLink) out.editLink = { pattern: out.editLink.pattern };
  // `docFooter.prev: false` hides the link site-wide; only its text is a label.
  if (out.docFooter) out.docFooter = Object.fromEntries(Object.entries(out.docFooter).filter(([, v]) => v === false));
  return out;
}

/**
 * Every locale completed: its lang, dir, link and prefix, its own theme keys, its labels. A locale's sidebars
 * join the site's (a plain list applies to its folder, "/zh/"), where the longest matching prefix wins.
 * `normalizeTheme` is validate.ts's, passed in so the two files do not import each other.
 */
export function normalizeLocales(
  raw: ParsedConfig,
  site: { themeConfig: ThemeConfig; labels: Labels; links: ConfigLink[]; normalizeTheme: NormalizeTheme; normalizeHead: (list: unknown[]) => HeadTag[] },
): SiteConfig["locales"] {
  const locales: SiteConfig["locales"] = {};
  for (const [key, l] of Object.entries(raw.locales ?? {})) {
    const at = joinPath("locales", key);
    const isRoot = key === "root";
    const prefix = isRoot ? "/" : `/${key}/`;
    const lang = l.lang ?? (isRoot ? raw.lang : key);
    const { themeConfig: tc, fromTheme } = site.normalizeTheme(l.themeConfig ?? {}, joinPath(at, "themeConfig"), site.links, prefix);
    for (const [p, items] of Object.entries(tc.sidebar)) site.themeConfig.sidebar[p] = items;
    // Only the keys this locale wrote: nav, socialLinks and outline always come back from normalizeTheme.
    const own: Partial<ThemeConfig> = { ...tc };
    delete own.sidebar;
    if (l.themeConfig?.nav === undefined) delete own.nav;
    if (l.themeConfig?.socialLinks === undefined) delete own.socialLinks;
    if (l.themeConfig?.outline === undefined) delete own.outline;
    // Root keeps the site's labels (they already follow the site's lang); another locale starts from its lang's.
    const base = isRoot ? site.labels : { ...defaultLabels, ...builtInLabels(lang) };
    const localeLabels = (l.labels ?? {}) as Partial<Labels>;
    // VitePress's search.options.locales.<key>.translations (root's config): this locale's search words.
    const words = isRoot ? {} : searchWords(raw.themeConfig?.search?.options?.locales?.[key]?.translations);
    const out: LocaleConfig = {
      label: l.label,
      lang,
      dir: l.dir ?? raw.dir,
      link: l.link ?? prefix,
      prefix,
      themeConfig: own,
      labels: { ...base, ...words, ...fromTheme, ...localeLabels },
    };
    if (l.title !== undefined) out.title = l.title;
    if (l.titleTemplate !== undefined) out.titleTemplate = l.titleTemplate;
    if (l.description !== undefined) out.description = l.description;
    if (l.head !== undefined) out.head = site.normalizeHead(l.head);
    // An explicit link must lead to a page (checked with the config's other links); the folder itself is
    // checked by site/locales.ts, which names the key when it has no pages.
    if (l.link !== undefined && isExternalLink(l.link)) out.external = true;
    else if (l.link !== undefined) site.links.push({ keyPath: joinPath(at, "link"), link: l.link });
    locales[key] = out;
  }
  return locales;
}
