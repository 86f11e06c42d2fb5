// useData() as a Vue page gets it (site/vue/hook.ts pageInfo): the themeConfig as the author wrote it, and
// on a locale's page that locale's lang, title and themeConfig over the site's, as VitePress resolves them.
import assert from "node:assert/strict";
import path from "node:path";
import { describe, it } from "node:test";
import { validateAuthorConfig } from "../../../../site/config/validate.ts";
import { pageInfo } from "../../../../site/vue/hook.ts";

const config = validateAuthorConfig(
  {
    title: "Site",
    themeConfig: { logo: { light: "/l.svg", dark: "/d.svg" }, nav: [{ text: "Guide", link: "/guide" }], release: "2.0" },
    locales: {
      root: { label: "English", lang: "en-US" },
      zh: {
        label: "简体中文",
        lang: "zh-CN",
        title: "站点",
        themeConfig: {
          nav: [
            { text: "指南", link: "/zh/guide" },
            { text: "API", link: "/zh/api" },
          ],
        },
      },
    },
  },
  "web-docs.config.json",
);
const contentDir = path.resolve("docs");
const byFile = new Map([
  ["guide.md", { url: "/guide.html", source: "guide.md", title: "Guide", frontmatter: {} }],
  ["zh/guide.md", { url: "/zh/guide.html", source: "zh/guide.md", title: "指南", frontmatter: {} }],
]);
const info = (rel: string) => pageInfo({ contentDir, config, byFile } as never, path.join(contentDir, rel), {});

describe("useData() of a Vue page", () => {
  it("theme is the themeConfig as written (VitePress's shapes, custom keys)", () => {
    const en = info("guide.md");
    assert.deepEqual(en.site.themeConfig, { logo: { light: "/l.svg", dark: "/d.svg" }, nav: [{ text: "Guide", link: "/guide" }], release: "2.0" });
    assert.equal(en.localeIndex, "root");
    assert.equal(en.site.lang, "en-US");
  });
  it("a locale's page: its lang, title and themeConfig over the site's", () => {
    const zh = info("zh/guide.md");
    assert.equal(zh.localeIndex, "zh");
    assert.equal(zh.site.lang, "zh-CN");
    assert.equal(zh.site.title, "站点");
    const theme = zh.site.themeConfig as { nav: unknown[]; release: string; logo: unknown };
    assert.equal(theme.nav.length, 2);
    assert.equal(theme.release, "2.0");
    assert.deepEqual(theme.logo, { light: "/l.svg", dark: "/d.svg" });
  });
});
