import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { Parser } from "htmlparser2";
import { diagramKinds } from "../../site/markdown/index.ts";
import { BUILT_SITES, filesUnder, htmlPages } from "./sites.ts";

// What a site on the web needs, checked on every page of both built sites: language, title, description,
// canonical URL, Open Graph, favicon, web app manifest; a sitemap and robots.txt that agree with the
// pages; and assets whose names change with their content (docs/deploy.md caches them as immutable).

interface Head {
  lang?: string;
  title: string;
  metas: Array<Record<string, string>>;
  links: Array<Record<string, string>>;
}

function readHead(html: string): Head {
  const head: Head = { title: "", metas: [], links: [] };
  let inTitle = false;
  const parser = new Parser({
    onopentag(name, attrs) {
      if (name === "html") head.lang = attrs.lang;
      if (name === "title") inTitle = true;
      if (name === "meta") head.metas.push(attrs);
      if (name === "link") head.links.push(attrs);
    },
    ontext(text) {
      if (inTitle) head.title += text;
    },
    onclosetag(name) {
      if (name === "title") inTitle = false;
    },
  });
  parser.write(html.slice(0, html.indexOf("</head>") + 7));
  parser.end();
  return head;
}

const meta = (h: Head, key: string) => h.metas.find((m) => m.name === key || m.property === key)?.content;
const link = (h: Head, rel: string) => h.links.find((l) => l.rel === rel)?.href;

/** Folders whose files carry content hashes in their names: nginx serves them as immutable (docs/deploy.md). */
const HASHED_DIRS = ["assets", "pages", "sidebar"];

/** A content hash in a file name: "theme.771e96bf27.css", "widgets.CpQLUJ9-.js", "index.1a2b3c4d5e.js". */
const HASHED = /\.[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

// (Not the versions site: an old version's page names the default version's page as canonical, which these
// checks of one page, one canonical URL do not know; test/unit/site/versions.test.ts checks its canonical URLs.)
for (const site of BUILT_SITES.filter((s) => !s.versions)) {
  describe(`production readiness: ${site.name}`, () => {
    const { base } = site;
    const pages = htmlPages(site.root, base);
    const heads = new Map(pages.map((p) => [p, readHead(fs.readFileSync(path.join(site.root, p), "utf8"))]));
    const exists = (href: string) => href.startsWith(base) && fs.existsSync(path.join(site.root, href.slice(base.length)));

    it("every page has lang, a title, a description, a canonical URL and Open Graph tags", () => {
      const missing: string[] = [];
      for (const [page, h] of heads) {
        const canonical = `${site.hostname}${base}${page}`;
        const want: Array<[string, boolean]> = [
          ["<html lang>", !!h.lang && /^[a-z]{2,3}(-[A-Za-z0-9]+)*$/.test(h.lang)],
          ["<title>", h.title.trim().length > 0],
          ["meta description", !!meta(h, "description")?.trim()],
          [`canonical ${canonical}`, link(h, "canonical") === canonical],
          ["og:title", !!meta(h, "og:title")?.trim()],
          ["og:description", !!meta(h, "og:description")?.trim()],
          ["og:type", !!meta(h, "og:type")],
          ["og:url = canonical", meta(h, "og:url") === canonical],
          ["og:site_name", !!meta(h, "og:site_name")],
          ["viewport", !!meta(h, "viewport")],
        ];
        for (const [what, ok] of want) if (!ok) missing.push(`${page}: ${what}`);
      }
      assert.deepEqual(missing, []);
    });

    it("every page links a favicon and a valid web app manifest that exist", () => {
      for (const [page, h] of heads) {
        const icon = link(h, "icon");
        const manifest = link(h, "manifest");
        assert.ok(icon && exists(icon), `${page}: favicon ${icon}`);
        assert.ok(manifest && exists(manifest), `${page}: manifest ${manifest}`);
      }
      const manifestHref = link(heads.get("index.html")!, "manifest")!;
      const m = JSON.parse(fs.readFileSync(path.join(site.root, manifestHref.slice(base.length)), "utf8"));
      assert.ok(m.name && m.short_name && m.start_url && m.display && Array.isArray(m.icons) && m.icons.length, JSON.stringify(m));
      assert.equal(m.scope, base);
      assert.ok(exists(m.start_url), `start_url ${m.start_url}`);
      for (const i of m.icons) assert.ok(exists(i.src), `icon ${i.src}`);
    });

    it("sitemap.xml lists every page but the 404 page, by its canonical URL, with the page's hreflang alternates", () => {
      const xml = fs.readFileSync(path.join(site.root, "sitemap.xml"), "utf8");
      assert.match(
        xml,
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"( xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml")?>/,
      );
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
      const expected = pages
        .filter((p) => p !== "404.html")
        .map((p) => link(heads.get(p)!, "canonical")!)
        .sort();
      assert.deepEqual(locs, expected);
      // Translations (sites with locales): the sitemap's alternates of a page are those of its <head>.
      const entries = new Map(
        [...xml.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)].map((m) => [
          m[1],
          [...m[2].matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((a) => `${a[1]} ${a[2]}`),
        ]),
      );
      for (const p of pages.filter((p) => p !== "404.html")) {
        const h = heads.get(p)!;
        const own = h.links.filter((l) => l.rel === "alternate" && l.hreflang).map((l) => `${l.hreflang} ${l.href}`);
        assert.deepEqual(entries.get(link(h, "canonical")!), own, `${p}: sitemap alternates`);
      }
      if (site.locales)
        assert.ok(
          [...entries.values()].some((a) => a.length > 0),
          "the site lists translations",
        );
    });

    it("robots.txt allows crawling and names the sitemap", () => {
      const robots = fs.readFileSync(path.join(site.root, "robots.txt"), "utf8");
      assert.match(robots, /^User-agent: \*$/m);
      assert.doesNotMatch(robots, /^Disallow: \/\s*$/m);
      assert.match(robots, new RegExp(`^Sitemap: ${site.hostname}${base}sitemap\\.xml$`, "m"));
    });

    it(`every file in ${HASHED_DIRS.join("/, ")}/ has a content hash in its name (docs/deploy.md caches them as immutable)`, () => {
      const assets = filesUnder(path.join(site.root, "assets"));
      assert.ok(assets.some((f) => f.endsWith(".css")) && assets.some((f) => f.endsWith(".js")), "theme CSS and widgets JS are under assets/");
      const hashedFolders = HASHED_DIRS.flatMap((d) =>
        fs.existsSync(path.join(site.root, d)) ? filesUnder(path.join(site.root, d)).map((f) => `${d}/${f}`) : [],
      );
      assert.deepEqual(
        hashedFolders.filter((f) => !HASHED.test(path.posix.basename(f))),
        [],
      );
    });

    it("scripts, styles and JSON data live in those folders (except hashmap.json, redirects.json, web-docs.json and the feeds), so none escapes the cache rule", () => {
      const revalidated = (f: string) =>
        f === "hashmap.json" || f === "redirects.json" || f === "web-docs.json" || f === "feed.json" || f.endsWith("/feed.json");
      const loose = filesUnder(site.root).filter((f) => /\.(js|mjs|css|json)$/.test(f) && !HASHED_DIRS.some((d) => f.startsWith(`${d}/`)) && !revalidated(f));
      assert.deepEqual(loose, []);
    });

    it("pages with a diagram preload the Mermaid chunks (element, renderer, Mermaid core); other pages preload nothing", () => {
      let diagramPages = 0;
      for (const page of pages) {
        const html = fs.readFileSync(path.join(site.root, page), "utf8");
        const preloads = heads
          .get(page)!
          .links.filter((l) => l.rel === "modulepreload")
          .map((l) => l.href);
        if (!html.includes("<web-docs-mermaid")) {
          assert.deepEqual(preloads, [], `${page} has no diagram but preloads ${preloads.join(", ")}`);
          continue;
        }
        diagramPages++;
        assert.ok(preloads.length >= 2, `${page}: expected the Mermaid chunks preloaded, got ${preloads.join(", ") || "none"}`);
        for (const href of preloads)
          assert.ok(exists(href) && /\/assets\/js\/chunks\/[^/]+\.js$/.test(href), `${page}: preload ${href} is not a chunk of the build`);
        // The element's own chunk is among them: it is the one defining <web-docs-mermaid>.
        assert.ok(
          preloads.some((href) => fs.readFileSync(path.join(site.root, href.slice(base.length)), "utf8").includes("web-docs-mermaid")),
          `${page}: the element's chunk is not preloaded`,
        );
      }
      if (site.diagrams !== false) assert.ok(diagramPages > 0, "the site has diagram pages to check");
    });

    it("a page with a flowchart also preloads Mermaid's flowchart code; a page without one does not", () => {
      for (const page of pages) {
        const html = fs.readFileSync(path.join(site.root, page), "utf8");
        const kinds = diagramKinds(html); // unit-tested in test/unit/site/markdown/markdown.test.ts
        const hasFlowchart = kinds.has("flowchart") || kinds.has("graph");
        const preloadsFlow = heads.get(page)!.links.some((l) => l.rel === "modulepreload" && /\/flowDiagram-[^/]*\.js$/.test(l.href));
        assert.equal(preloadsFlow, hasFlowchart, `${page}: flowchart ${hasFlowchart}, flowchart chunk preloaded ${preloadsFlow}`);
      }
    });
  });
}
