import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { after, before, describe, it } from "node:test";
import { Parser } from "htmlparser2";
import { build } from "../../../scripts/build.ts";
import { findLayout, hashmapFile, type OutputFile, type PageEntry, pageModule, withoutSidebar } from "../../../site/page-modules.ts";
import { type HashMap, lookupPage } from "../../../common/page-map.ts";
import { isPageModule } from "../../../common/page-module.ts";
import { htmlPages } from "../../built/sites.ts";

/** Every page's module, then hashmap.json, as the page-modules step writes them; and the map. */
function buildPageModules(pages: PageEntry[], earlier?: HashMap): { files: OutputFile[]; hashmap: HashMap } {
  const hashmap: HashMap = { ...earlier };
  const files = pages.map((p) => {
    const { key, hash, file } = pageModule(p);
    hashmap[key] = hash;
    return file;
  });
  return { files: [...files, hashmapFile(hashmap)], hashmap };
}

const page = (url: string, html: string): PageEntry => ({
  url,
  html,
  file: `content${url.replace(/\.html$/, ".md")}`,
  pageData: { relativePath: url.slice(1).replace(/\.html$/, ".md"), title: url, description: "", headers: [], frontmatter: {} },
  view: { layout: "doc", head: [{ tag: "title", attrs: {}, content: url }], translations: [], nav: [] },
});
const doc = (body: string) =>
  `<!doctype html><html><head><title>t</title></head><body><header class="wd-topbar"><nav></nav></header><div class="wd-layout wd-doc"><web-docs-sidebar src="/s.json"><nav><a href="/x">X</a></nav></web-docs-sidebar><main id="main-content" tabindex="-1"><div class="wd-layout-ish">${body}</div></main></div><footer class="wd-footer">f</footer></body></html>`;

describe("page modules (pure)", () => {
  it("finds the layout region as an exact slice: sidebar, main and aside, without top bar or footer", () => {
    const html = doc("<p>Hello &amp; <b>bye</b></p>");
    const layout = findLayout(html)!;
    assert.equal(
      html.slice(layout.start, layout.end),
      '<div class="wd-layout wd-doc"><web-docs-sidebar src="/s.json"><nav><a href="/x">X</a></nav></web-docs-sidebar><main id="main-content" tabindex="-1"><div class="wd-layout-ish"><p>Hello &amp; <b>bye</b></p></div></main></div>',
    );
  });
  it("is not fooled by nested divs, comments or raw text that mention tags", () => {
    const inner =
      '<div><DIV class="x"></DIV><!-- </div> --><script>document.write("</div>")</script><style>.a::after{content:"</div>"}</style><div></div></div>';
    const html = `<body><div class="wd-layout wd-page">${inner}</div><footer></footer></body>`;
    const layout = findLayout(html)!;
    assert.equal(html.slice(layout.start, layout.end), `<div class="wd-layout wd-page">${inner}</div>`);
  });
  it("falls back to #main-content for a page without layout chrome", () => {
    const html = '<body><main id="main-content" class="wd-bare"><h1>Bare</h1></main></body>';
    const layout = findLayout(html)!;
    assert.equal(html.slice(layout.start, layout.end), '<main id="main-content" class="wd-bare"><h1>Bare</h1></main>');
  });
  it("writes one content-hashed module per page and the map of their hashes", () => {
    const { files, hashmap } = buildPageModules([page("/a/two.html", doc("<p>two</p>")), page("/a/one.html", doc("<p>one</p>"))]);
    assert.deepEqual(Object.keys(hashmap).sort(), ["a/one.html", "a/two.html"]);
    for (const hash of Object.values(hashmap)) assert.match(hash, /^[0-9a-f]{10}$/);
    const one = files.find((f) => f.path === `pages/a_one.${hashmap["a/one.html"]}.js`);
    assert.ok(one);
    assert.match(one.contents, /^export const pageData = \{"relativePath":"a\/one.md"/);
    assert.ok(one.contents.includes('export const html = "<div class=\\"wd-layout wd-doc\\">'));
    assert.ok(!one.contents.includes("wd-topbar") && !one.contents.includes("wd-footer"));
    assert.equal(files.at(-1)?.path, "hashmap.json");
    assert.deepEqual(JSON.parse(files.at(-1)!.contents), hashmap);
    // The file lists pages in URL order, whatever order they rendered in: the same site gives the same bytes.
    assert.deepEqual(Object.keys(JSON.parse(files.at(-1)!.contents)), ["a/one.html", "a/two.html"]);
  });
  it("leaves the sidebar's content out of the module (the element and its src stay), so a module holds only its page's own content", () => {
    const { files, hashmap } = buildPageModules([page("/a/one.html", doc("<p>one</p>"))]);
    const mod = files.find((f) => f.path === `pages/a_one.${hashmap["a/one.html"]}.js`)!;
    assert.ok(mod.contents.includes('<web-docs-sidebar src=\\"/s.json\\"></web-docs-sidebar><main id=\\"main-content\\"'), mod.contents);
    assert.ok(!mod.contents.includes(">X</a>"));
    assert.equal(
      withoutSidebar('<div class="wd-layout"><main id="main-content">m</main></div>'),
      '<div class="wd-layout"><main id="main-content">m</main></div>',
    );
    // The sidebar's content is not part of the module (only its src attribute is).
    const other = buildPageModules([page("/a/one.html", doc("<p>one</p>").replace(">X</a>", ">Renamed</a>"))]);
    assert.equal(other.hashmap["a/one.html"], hashmap["a/one.html"]);
  });
  it("changes a page's hash when its content changes, and only that page's", () => {
    const a = buildPageModules([page("/one.html", doc("<p>one</p>")), page("/two.html", doc("<p>two</p>"))]);
    const b = buildPageModules([page("/one.html", doc("<p>one, edited</p>")), page("/two.html", doc("<p>two</p>"))]);
    assert.notEqual(a.hashmap["one.html"], b.hashmap["one.html"]);
    assert.equal(a.hashmap["two.html"], b.hashmap["two.html"]);
  });
  it("a partial build (npm run dev) keeps the earlier build's other pages in the map", () => {
    const full = buildPageModules([page("/one.html", doc("<p>one</p>")), page("/two.html", doc("<p>two</p>"))]);
    const partial = buildPageModules([page("/one.html", doc("<p>one, edited</p>"))], full.hashmap);
    assert.deepEqual(Object.keys(partial.hashmap), ["one.html", "two.html"]);
    assert.equal(partial.hashmap["two.html"], full.hashmap["two.html"]);
    assert.notEqual(partial.hashmap["one.html"], full.hashmap["one.html"]);
    assert.deepEqual(
      partial.files.map((f) => f.path),
      [`pages/one.${partial.hashmap["one.html"]}.js`, "hashmap.json"],
    );
    assert.deepEqual(JSON.parse(partial.files.at(-1)!.contents), partial.hashmap);
  });
  it("names the page when it has no layout region", () => {
    assert.throws(() => buildPageModules([page("/x.html", "<body><p>no layout</p></body>")]), /content\/x\.md: .*no layout region/);
  });
});

describe("page modules in the built fixture site", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wd-modules-"));
  const root = path.join(tmp, "out", "docs/web");
  const FIXTURE = path.resolve("test/fixtures/site");
  let map: Record<string, string> = {};
  before(async () => {
    await build(["--content", path.join(FIXTURE, "content"), "--config", path.join(FIXTURE, "site.config.json"), "--out", path.join(tmp, "out")]);
    map = JSON.parse(fs.readFileSync(path.join(root, "hashmap.json"), "utf8"));
  });
  after(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it("maps every page (and the 404 page) to a module that exists", () => {
    // Every page; the small redirect pages at old URLs (config `redirects`) are no pages and have no module.
    const pages = htmlPages(root, "/docs/web/").sort();
    assert.deepEqual(Object.keys(map).sort(), pages);
    assert.ok(map["404.html"]);
    for (const key of Object.keys(map)) {
      const hit = lookupPage(map, `/docs/web/${key}`, "/docs/web/");
      assert.ok(hit && fs.existsSync(path.join(root, hit.module.slice("/docs/web/".length))), key);
    }
  });
  it("writes importable modules with the page data and the page's pieces", async () => {
    const hit = lookupPage(map, "/docs/web/guide/getting-started.html", "/docs/web/")!;
    const mod = await import(pathToFileURL(path.join(root, hit.module.slice("/docs/web/".length))).href);
    assert.ok(isPageModule(mod));
    assert.equal(mod.pageData.relativePath, "guide/getting-started.md");
    assert.equal(mod.pageData.title, "Getting started");
    assert.equal(mod.pageData.description, "Install and run the fixture.");
    assert.deepEqual(mod.pageData.headers[0], { level: 2, title: "Install", link: "#install" });
    assert.equal(mod.pageData.frontmatter.order, 1);
    // The outline levels as the schema normalised them: the site's "deep" for this page.
    assert.deepEqual(mod.pageData.outline, [2, 6]);
    assert.match(mod.pageData.lastUpdated ?? "", /^\d{4}-\d\d-\d\dT/);
    assert.deepEqual(mod.view.head[0], { tag: "title", attrs: {}, content: "Getting started | Fixture Docs" });
    assert.match(mod.html, /<h1 id="getting-started"/);
    assert.match(mod.html, /class="wd-outline"/);
    assert.match(mod.html, /<web-docs-sidebar [^>]*src="\/docs\/web\/sidebar\/guide\.[0-9a-f]{10}\.json"/);
    // Only what the router reads travels in the view (the rest is in the html).
    assert.deepEqual(Object.keys(mod.view).sort(), ["head", "lang", "layout", "nav", "translations"]);
  });
  it("cuts the same layout region a full HTML parser finds, on every page", () => {
    const byParser = (html: string) => {
      let found: { start: number; end: number } | null = null;
      const stack: Array<{ start: number; match: boolean }> = [];
      const parser = new Parser({
        onopentag(_name, attrs) {
          const match = !found && !stack.some((s) => s.match) && ((attrs.class ?? "").split(/\s+/).includes("wd-layout") || attrs.id === "main-content");
          stack.push({ start: parser.startIndex, match });
        },
        onclosetag() {
          const open = stack.pop();
          if (open?.match && !found) found = { start: open.start, end: parser.endIndex + 1 };
        },
      });
      parser.write(html);
      parser.end();
      return found;
    };
    const pages = (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith(".html"));
    assert.ok(pages.length > 10);
    for (const f of pages) {
      const html = fs.readFileSync(path.join(root, f), "utf8");
      assert.deepEqual(findLayout(html), byParser(html), f);
    }
  });
  it("keeps the map out of the pages' HTML", () => {
    const html = fs.readFileSync(path.join(root, "guide/getting-started.html"), "utf8");
    for (const hash of Object.values(map)) assert.ok(!html.includes(hash), hash);
  });
  it("serves modules with long-lived caching (content-hashed names)", async () => {
    const { createServer } = await import("../../../scripts/serve.ts");
    const server = createServer(path.join(tmp, "out"), "/docs/web/").listen(0);
    try {
      await new Promise((r) => server.once("listening", r));
      const port = (server.address() as { port: number }).port;
      const res = await fetch(`http://127.0.0.1:${port}/docs/web/pages/index.${map["index.html"]}.js`);
      assert.equal(res.status, 200);
      assert.match(res.headers.get("content-type") ?? "", /javascript/);
      assert.match(res.headers.get("cache-control") ?? "", /immutable/);
      // hashmap.json keeps its name: it is revalidated, and an unchanged map costs a 304.
      const mapRes = await fetch(`http://127.0.0.1:${port}/docs/web/hashmap.json`);
      assert.equal(mapRes.headers.get("cache-control"), "no-cache");
      const etag = mapRes.headers.get("etag");
      assert.ok(etag);
      const again = await fetch(`http://127.0.0.1:${port}/docs/web/hashmap.json`, { headers: { "if-none-match": etag } });
      assert.equal(again.status, 304);
    } finally {
      server.close();
    }
  });
});
