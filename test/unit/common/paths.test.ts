import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { normalizeBase, routeKey, stripBase, toPageLink, withBase } from "../../../common/urls.ts";

describe("routeKey: index and intro map to their folder path", () => {
  it("maps index and intro pages to the folder", () => {
    assert.equal(routeKey("/tools/general/git/index.html"), "/tools/general/git/");
    assert.equal(routeKey("/tools/general/git/intro.html"), "/tools/general/git/");
    assert.equal(routeKey("/tools/general/git/intro"), "/tools/general/git/");
    assert.equal(routeKey("/guide/index.md"), "/guide/");
    assert.equal(routeKey("/index.html"), "/");
  });
  it("keeps other pages and drops extensions, queries and hashes", () => {
    assert.equal(routeKey("/a/introduction.html#x"), "/a/introduction");
    assert.equal(routeKey("/a/b.html?q=1"), "/a/b");
  });
});

describe("links under the base", () => {
  it("normalizes links to .html pages (clean URLs off)", () => {
    assert.equal(toPageLink("/guide/intro"), "/guide/intro.html");
    assert.equal(toPageLink("/guide/"), "/guide/index.html");
    assert.equal(toPageLink("/a.md#x"), "/a.html#x");
    assert.equal(toPageLink("/logo.svg"), "/logo.svg");
    assert.equal(toPageLink("https://x.dev/a"), "https://x.dev/a");
  });
  it("adds the base once and strips it again", () => {
    assert.equal(normalizeBase("docs/web"), "/docs/web/");
    assert.equal(withBase("/docs/web/", "/a/b.html"), "/docs/web/a/b.html");
    assert.equal(withBase("/docs/web/", "/docs/web/a.html"), "/docs/web/a.html");
    assert.equal(stripBase("/docs/web/", "/docs/web/a/b.html"), "/a/b.html");
    assert.equal(stripBase("/docs/web/", "/other/a.html"), null);
  });
});
