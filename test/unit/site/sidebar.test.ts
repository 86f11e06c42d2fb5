import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { SidebarItem } from "../../../site/config/types.ts";
import { flattenLinks, generateSidebar, prevNext, resolveSidebar } from "../../../site/sidebar.ts";

const sidebars: Record<string, SidebarItem[]> = {
  "/frontend/": [{ text: "Frontend", link: "/frontend/index.html" }],
  "/frontend/basics/": [{ text: "Basics", link: "/frontend/basics/index.html" }],
  "/secret/study/": [{ text: "Study", link: "/secret/study/index.html" }],
};

describe("resolveSidebar: longest matching path prefix", () => {
  it("prefers the longest prefix", () => {
    assert.equal(resolveSidebar(sidebars, "/frontend/basics/html/index.html")?.key, "/frontend/basics/");
    assert.equal(resolveSidebar(sidebars, "/frontend/frameworks/react/hooks.html")?.key, "/frontend/");
  });
  it("attaches a folder's index/intro page to the folder's sidebar", () => {
    assert.equal(resolveSidebar(sidebars, "/secret/study/index.html")?.key, "/secret/study/");
    assert.equal(resolveSidebar(sidebars, "/secret/study/intro.html")?.key, "/secret/study/");
  });
  it("returns null where no prefix matches, and never matches a partial segment", () => {
    assert.equal(resolveSidebar(sidebars, "/backend/index.html"), null);
    assert.equal(resolveSidebar(sidebars, "/frontendx/a.html"), null);
  });
});

describe("generateSidebar", () => {
  const pages = [
    { url: "/g/index.html", title: "Guide" },
    { url: "/g/b/index.html", title: "B folder", order: 2 },
    { url: "/g/b/two.html", title: "Two", order: 2 },
    { url: "/g/b/one.html", title: "One", order: 1 },
    { url: "/g/a/index.html", title: "A folder", order: 1 },
    { url: "/g/a/zeta.html", title: "Zeta" },
    { url: "/g/a/alpha.html", title: "Alpha" },
    { url: "/other/x.html", title: "Elsewhere" },
  ];
  it("makes one collapsible group per folder, ordered by order then title", () => {
    const items = generateSidebar(pages, "/g/");
    assert.deepEqual(
      items.map((i) => i.text),
      ["Guide", "A folder", "B folder"],
    );
    assert.equal(items[1].link, "/g/a/index.html");
    assert.equal(items[1].collapsible, true);
    assert.deepEqual(
      items[1].items!.map((i) => i.text),
      ["Alpha", "Zeta"],
    );
    assert.deepEqual(
      items[2].items!.map((i) => i.text),
      ["One", "Two"],
    );
  });
});

describe("prevNext: sidebar order and front-matter overrides", () => {
  const items: SidebarItem[] = [
    { text: "Intro", link: "/g/index.html" },
    {
      text: "Group",
      link: "/g/a/index.html",
      items: [
        { text: "A1", link: "/g/a/one.html" },
        { text: "A2", link: "/g/a/two" },
      ],
    },
    { text: "External", link: "https://example.com" },
  ];
  it("follows depth-first sidebar order, group links before their items", () => {
    assert.deepEqual(
      flattenLinks(items).map((l) => l.text),
      ["Intro", "Group", "A1", "A2", "External"],
    );
    const pn = prevNext(items, "/g/a/one.html");
    assert.equal(pn.prev?.text, "Group");
    assert.equal(pn.next?.link, "/g/a/two");
  });
  it("has no prev on the first page and no next on the last internal page", () => {
    assert.equal(prevNext(items, "/g/index.html").prev, null);
    assert.equal(prevNext(items, "/g/a/two.html").next, null);
  });
  it("honours false, a label, and { text, link }", () => {
    assert.equal(prevNext(items, "/g/a/one.html", { prev: false }).prev, null);
    assert.deepEqual(prevNext(items, "/g/a/one.html", { next: "Onwards" }).next, { text: "Onwards", link: "/g/a/two" });
    assert.deepEqual(prevNext(items, "/g/a/one.html", { next: { text: "Elsewhere", link: "/x/y" } }).next, { text: "Elsewhere", link: "/x/y.html" });
  });
});

describe("Web Docs' own config", () => {
  it("gives every doc page of content/ outside the home page a sidebar (no folder relies on an invented one)", async () => {
    const { scanContent } = await import("../../../site/content-index.ts");
    const { resolveSidebarConfig } = await import("../../../site/sidebar.ts");
    const { ownConfig: config } = await import("../../support/own-config.ts");
    const pages = scanContent("content").filter((p) => p.url !== "/index.html" && (p.frontmatter.layout ?? "doc") === "doc" && p.frontmatter.sidebar !== false);
    const resolved = resolveSidebarConfig(config.themeConfig.sidebar, pages);
    const orphans = pages.filter((p) => !resolveSidebar(resolved, p.url)).map((p) => p.source);
    assert.ok(pages.length > 100, `scanned ${pages.length} pages`);
    assert.deepEqual(orphans, []);
  });
});
