import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { type AnchorInfo, type ClickInfo, classifyClick, classifyUrl, prefetchAllowed } from "../../../widgets/router/classify.ts";
import { flattenKey, lookupPage, pageKeyCandidates, pageModuleFile } from "../../../common/page-map.ts";
import { isHtmlPath, samePage } from "../../../common/urls.ts";

const BASE = "/docs/web/";
const HERE = "http://example.test/docs/web/guide/getting-started.html";
const plain: ClickInfo = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string, extra: Partial<AnchorInfo> = {}): AnchorInfo => ({ href: new URL(href, HERE).href, ...extra });

describe("link classification: which clicks the router takes", () => {
  it("takes plain clicks on same-origin .html pages under the base", () => {
    assert.equal(classifyClick(plain, link("/docs/web/guide/index.html"), HERE, BASE), "route");
    assert.equal(classifyClick(plain, link("advanced/tuning.html#x"), HERE, BASE), "route");
    assert.equal(classifyClick(plain, link("/docs/web/reference/api.html?tab=1"), HERE, BASE), "route");
  });
  it("takes folder paths and extensionless pages (clean URLs are off, they still name pages)", () => {
    assert.equal(classifyClick(plain, link("/docs/web/guide/"), HERE, BASE), "route");
    assert.equal(classifyClick(plain, link("/docs/web/"), HERE, BASE), "route");
    assert.equal(classifyClick(plain, link("/docs/web"), HERE, BASE), "route");
    assert.equal(classifyClick(plain, link("/docs/web/guide/intro"), HERE, BASE), "route");
  });
  it("leaves clicks with a modifier key or another button to the browser", () => {
    const href = link("/docs/web/guide/index.html");
    for (const mod of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const) {
      assert.equal(classifyClick({ ...plain, [mod]: true }, href, HERE, BASE), "native", mod);
    }
    assert.equal(classifyClick({ ...plain, button: 1 }, href, HERE, BASE), "native", "middle click");
    assert.equal(classifyClick({ ...plain, button: 2 }, href, HERE, BASE), "native", "right click");
    assert.equal(classifyClick({ ...plain, defaultPrevented: true }, href, HERE, BASE), "native", "handled by a widget");
  });
  it("leaves new-window, download and rel=external links to the browser", () => {
    assert.equal(classifyClick(plain, link("index.html", { target: "_blank" }), HERE, BASE), "native");
    assert.equal(classifyClick(plain, link("index.html", { target: "other-window" }), HERE, BASE), "native");
    assert.equal(classifyClick(plain, link("index.html", { target: "_self" }), HERE, BASE), "route");
    assert.equal(classifyClick(plain, link("index.html", { target: "" }), HERE, BASE), "route");
    assert.equal(classifyClick(plain, link("index.html", { download: true }), HERE, BASE), "native");
    assert.equal(classifyClick(plain, link("index.html", { rel: "noopener external" }), HERE, BASE), "native");
  });
  it("leaves non-html files, other origins, other schemes and paths outside the base to the browser", () => {
    assert.equal(classifyClick(plain, link("/docs/web/files/notes.txt"), HERE, BASE), "native");
    assert.equal(classifyClick(plain, link("/docs/web/guide/manual.pdf"), HERE, BASE), "native");
    assert.equal(classifyClick(plain, link("/docs/web/logo.svg"), HERE, BASE), "native");
    assert.equal(classifyClick(plain, link("https://other.test/docs/web/guide/index.html"), HERE, BASE), "native");
    assert.equal(classifyClick(plain, link("http://example.test:8080/docs/web/guide/index.html"), HERE, BASE), "native");
    assert.equal(classifyClick(plain, link("mailto:someone@example.test"), HERE, BASE), "native");
    assert.equal(classifyClick(plain, link("/blog/post.html"), HERE, BASE), "native");
    assert.equal(classifyClick(plain, link("/docs/webx/page.html"), HERE, BASE), "native");
  });
  it("keeps same-page links (only the hash changes) in the page", () => {
    assert.equal(classifyClick(plain, link("#install"), HERE, BASE), "same-page");
    assert.equal(classifyClick(plain, link("getting-started.html"), HERE, BASE), "same-page");
    assert.equal(classifyUrl(`${HERE}#use`, `${HERE}#install`, BASE), "same-page");
    assert.equal(classifyUrl(`${HERE}?x=1`, HERE, BASE), "route");
  });
  it("works with a root base", () => {
    assert.equal(classifyUrl("http://example.test/a/b.html", "http://example.test/c.html", "/"), "route");
  });
});

describe("hash-map lookup from a URL", () => {
  const map = {
    "index.html": "aaaaaaaaaa",
    "guide/index.html": "bbbbbbbbbb",
    "guide/getting-started.html": "cccccccccc",
    "tools/git/intro.html": "dddddddddd",
    "404.html": "eeeeeeeeee",
    "café/menu.html": "ffffffffff",
  };
  it("finds a page by its .html path under the base", () => {
    assert.deepEqual(lookupPage(map, "/docs/web/guide/getting-started.html", BASE), {
      key: "guide/getting-started.html",
      hash: "cccccccccc",
      module: "/docs/web/pages/guide_getting-started.cccccccccc.js",
    });
  });
  it("maps the base and folder paths to their index page", () => {
    assert.equal(lookupPage(map, "/docs/web/", BASE)?.key, "index.html");
    assert.equal(lookupPage(map, "/docs/web", BASE)?.key, "index.html");
    assert.equal(lookupPage(map, "/docs/web/guide/", BASE)?.key, "guide/index.html");
    assert.equal(lookupPage(map, "/docs/web/guide", BASE)?.key, "guide/index.html");
  });
  it("maps a folder path to its intro page when it has no index", () => {
    assert.equal(lookupPage(map, "/docs/web/tools/git/", BASE)?.key, "tools/git/intro.html");
    assert.equal(lookupPage(map, "/docs/web/tools/git/intro.html", BASE)?.key, "tools/git/intro.html");
    assert.equal(lookupPage(map, "/docs/web/tools/git/intro", BASE)?.key, "tools/git/intro.html");
  });
  it("decodes escaped paths", () => {
    assert.equal(lookupPage(map, "/docs/web/caf%C3%A9/menu.html", BASE)?.module, "/docs/web/pages/café_menu.ffffffffff.js");
  });
  it("returns null outside the base, for unknown pages and for non-html files", () => {
    assert.equal(lookupPage(map, "/guide/index.html", BASE), null);
    assert.equal(lookupPage(map, "/docs/web/guide/missing.html", BASE), null);
    assert.equal(lookupPage(map, "/docs/web/logo.svg", BASE), null);
    assert.equal(lookupPage({ "constructor.html": "" }, "/docs/web/toString.html", BASE), null);
    assert.equal(pageKeyCandidates("/docs/web/files/notes.txt", BASE), null);
  });
  it("works with a root base and a base written without slashes", () => {
    assert.equal(lookupPage(map, "/guide/", "/")?.key, "guide/index.html");
    assert.equal(lookupPage(map, "/docs/web/guide/", "docs/web")?.module, "/docs/web/pages/guide_index.bbbbbbbbbb.js");
  });
  it("names module files after the flattened page path and its hash", () => {
    assert.equal(flattenKey("guide/advanced/index.html"), "guide_advanced_index");
    assert.equal(pageModuleFile("index.html", "0123456789"), "pages/index.0123456789.js");
  });
});

describe("router helpers", () => {
  it("treats index and intro as their folder when comparing pages", () => {
    assert.ok(samePage("/docs/web/guide/index.html", "/docs/web/guide/"));
    assert.ok(samePage("/docs/web/git/intro.html", "/docs/web/git/"));
    assert.ok(!samePage("/docs/web/guide/a.html", "/docs/web/guide/b.html"));
  });
  it("knows html paths", () => {
    assert.ok(isHtmlPath("/a/b.html") && isHtmlPath("/a/") && isHtmlPath("/a/b"));
    assert.ok(!isHtmlPath("/a/b.json") && !isHtmlPath("/a/b.tar.gz"));
  });
  it("skips prefetch on 2g and data-saver connections only", () => {
    assert.equal(prefetchAllowed(undefined), true);
    assert.equal(prefetchAllowed({ effectiveType: "4g" }), true);
    assert.equal(prefetchAllowed({ effectiveType: "3g" }), true);
    assert.equal(prefetchAllowed({ effectiveType: "2g" }), false);
    assert.equal(prefetchAllowed({ effectiveType: "slow-2g" }), false);
    assert.equal(prefetchAllowed({ effectiveType: "4g", saveData: true }), false);
  });
});
