import type { SiteConfig } from "./types.ts";
import { defaultLabels } from "./labels.ts";

/** Complete an author's config with the theme defaults. (Full key/type validation: issue #11.) */
export function validateAuthorConfig(raw: unknown, file: string): SiteConfig {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw new Error(`${file}: expected an object`);
  const c = raw as Partial<SiteConfig> & { themeConfig?: Partial<SiteConfig["themeConfig"]> };
  return {
    lang: c.lang ?? "en-US",
    dir: c.dir ?? "ltr",
    title: c.title ?? "Docs",
    titleTemplate: c.titleTemplate,
    description: c.description ?? "",
    base: c.base ?? "/docs/web/",
    hostname: c.hostname ?? "http://localhost:8080",
    head: c.head ?? [],
    appearance: c.appearance ?? { switch: true, default: "dark" },
    lastUpdated: c.lastUpdated ?? true,
    themeConfig: {
      nav: [],
      sidebar: {},
      socialLinks: [],
      outline: 2,
      ...c.themeConfig,
    },
    locales: c.locales ?? {},
    scrollOffset: c.scrollOffset ?? 90,
    cleanUrls: false,
    ignoreDeadLinks: c.ignoreDeadLinks ?? [],
    mermaid: { securityLevel: "loose", maxTextSize: 50000, ...c.mermaid },
    labels: { ...defaultLabels, ...(c.labels ?? {}) },
  };
}
