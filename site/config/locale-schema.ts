// `locales` as VitePress has it: `root` is the site's own language at "/", any other key a folder ("zh" →
// "/zh/"). A locale's themeConfig overrides the root's for the pages under its folder (site/locales.ts).
import { z } from "zod";
import { headTag, linkString, str } from "./common-schema.ts";
import { themeConfig } from "./theme-schema.ts";

/** Per-locale labels: the same keys as the root's `labels` (made from defaultLabels in config-schema.ts). */
const localeSchema = <L extends z.ZodType>(labels: L) =>
  z
    .strictObject({
      label: str('The language\'s name in the language menu, in that language ("简体中文").'),
      lang: str("The lang attribute of this locale's pages (default: the key; the site's lang for root). zh-Hans/zh-CN and ja get built-in labels.").optional(),
      dir: z.enum(["ltr", "rtl"]).describe("Text direction of this locale's pages (default: the site's dir); rtl mirrors the layout.").optional(),
      title: str("The site title on this locale's pages.").optional(),
      titleTemplate: str('Page titles on this locale\'s pages (":title | 站点").').optional(),
      description: str("Default meta description of this locale's pages.").optional(),
      head: z
        .array(headTag)
        .describe("Extra <head> tags of this locale's pages, after the site's (VitePress: a site meta tag with the same first attribute is replaced).")
        .optional(),
      link: linkString('Where the language menu and "Take me home" go for this locale (default: "/" for root, "/<key>/" otherwise).').optional(),
      labels: labels.optional(),
      themeConfig: themeConfig.optional(),
    })
    .meta({ id: "locale" });

export const localesSchema = <L extends z.ZodType>(labels: L) =>
  z
    .record(z.string().regex(/^(root|[^/\s]+)$/, { error: 'a locale key is "root" or a folder name without slashes, e.g. "zh"' }), localeSchema(labels))
    .describe(
      "Languages of the site, VitePress style: root (the site's own language, at /) and one key per folder (\"zh\" → /zh/). A locale's themeConfig overrides the root's for its pages.",
    );
