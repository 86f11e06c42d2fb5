import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { Parser } from "htmlparser2";
import { build } from "../../../scripts/build.ts";
import { validateAuthorConfig } from "../../../site/config/validate.ts";
import type { ContentPage } from "../../../site/content-index.ts";
import { atomFeed, FEED_SIZE, feedEntries, feedFiles, feedLinks, jsonFeed } from "../../../site/feeds.ts";
import { checkLinks } from "../../../site/link-check.ts";
import { nginxMap, redirectMap, redirectPage, redirectUrl } from "../../../site/redirects.ts";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wd-feeds-"));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

const page = (source: string, frontmatter: Record<string, unknown> = {}): ContentPage => ({
  source,
  file: source,
  url: `/${source.replace(/\.md$/, ".html")}`,
  title: source,
  frontmatter,
});

/** Element names of an XML document, in order; throws on any error htmlparser2's xmlMode reports. */
function xmlElements(xml: string): string[] {
  const names: string[] = [];
  const open: string[] = [];
  const parser = new Parser(
    {
      onopentag: (name) => {
        names.push(name);
        open.push(name);
      },
      onclosetag: (name) => assert.equal(open.pop(), name, `unbalanced </${name}>`),
      onerror: (e) => {
        throw e;
      },
    },
    { xmlMode: true },
  );
  parser.write(xml);
  parser.end();
  assert.deepEqual(open, [], "every element is closed");
  return names;
}

describe("feeds", () => {
  const dir = path.join(tmp, "feeds");
  const files = ["index.md", "a/one.md", "a/two.md", "b/three.md", "home.md"];
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), "# x\n");
  }
  const pages = [
    page("index.md", { layout: "home" }),
    page("a/one.md", { lastUpdated: "2026-01-02", description: "One & <only>" }),
    page("a/two.md", { date: "2026-03-01" }),
    page("b/three.md"),
    page("home.md", { layout: "page" }),
  ];
  const git = new Map([[path.join(dir, "b/three.md"), new Date("2026-02-01T00:00:00Z")]]);
  const config = validateAuthorConfig({ base: "/docs/web/", title: "T", description: "D", hostname: "https://ex.example" }, "cfg.json");

  it("lists doc pages newest first, with front matter dates before git's, and an area per top-level folder", () => {
    const entries = feedEntries(pages, dir, git);
    assert.deepEqual(
      entries.map((e) => [e.url, e.updated.toISOString().slice(0, 10), e.area]),
      [
        ["/a/two.html", "2026-03-01", "a"],
        ["/b/three.html", "2026-02-01", "b"],
        ["/a/one.html", "2026-01-02", "a"],
      ],
    );
  });
  it("writes a well-formed Atom feed with id, title, updated, author, links and summaries", () => {
    const xml = atomFeed(config, { title: "T", dir: "/" }, feedEntries(pages, dir, git));
    const names = xmlElements(xml);
    assert.equal(names[0], "feed");
    for (const n of ["id", "title", "updated", "author", "link", "entry", "summary"]) assert.ok(names.includes(n), n);
    assert.equal(names.filter((n) => n === "entry").length, 3);
    assert.match(xml, /<link rel="alternate" type="text\/html" href="https:\/\/ex\.example\/docs\/web\/a\/two\.html"\/>/);
    assert.match(xml, /<summary>One &amp; &lt;only&gt;<\/summary>/);
    assert.match(
      xml,
      /<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom" xml:lang="en-US">\n {2}<id>https:\/\/ex\.example\/docs\/web\/feed\.xml<\/id>\n {2}<title>T<\/title>\n {2}<updated>2026-03-01T00:00:00\.000Z<\/updated>/,
    );
  });
  it("links are base-relative when the config names no hostname", () => {
    const bare = validateAuthorConfig({ base: "/docs/web/", title: "T" }, "cfg.json");
    const json = JSON.parse(jsonFeed(bare, { title: "T", dir: "/" }, feedEntries(pages, dir, git)));
    assert.equal(json.items[0].url, "/docs/web/a/two.html");
    assert.equal(json.feed_url, "/docs/web/feed.json");
  });
  it("JSON Feed 1.1 has its required fields", () => {
    const json = JSON.parse(jsonFeed(config, { title: "T", dir: "/" }, feedEntries(pages, dir, git)));
    assert.equal(json.version, "https://jsonfeed.org/version/1.1");
    assert.equal(json.title, "T");
    assert.equal(json.items.length, 3);
    for (const item of json.items) {
      assert.equal(typeof item.id, "string");
      assert.ok(!Number.isNaN(Date.parse(item.date_modified)));
    }
    assert.deepEqual(json.items[2], {
      id: "https://ex.example/docs/web/a/one.html",
      url: "https://ex.example/docs/web/a/one.html",
      title: "a/one.md",
      summary: "One & <only>",
      date_modified: "2026-01-02T00:00:00.000Z",
    });
  });
  it("a site feed and one per area, each at most 30 entries", () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ url: `/a/p${i}.html`, title: `P${i}`, updated: new Date(Date.UTC(2026, 0, 1 + i)), area: "a" }));
    // Entries come newest first (feedEntries sorts them).
    const files = feedFiles(config, [...many.reverse(), { url: "/b/x.html", title: "X", updated: new Date(0), area: "b" }]);
    assert.deepEqual([...files.keys()], ["feed.xml", "feed.json", "a/feed.xml", "a/feed.json", "b/feed.xml", "b/feed.json"]);
    assert.equal(JSON.parse(files.get("feed.json")!).items.length, FEED_SIZE);
    assert.equal(JSON.parse(files.get("feed.json")!).items[0].url, "https://ex.example/docs/web/a/p39.html");
    assert.deepEqual(
      JSON.parse(files.get("b/feed.json")!).items.map((i: { title: string }) => i.title),
      ["X"],
    );
    assert.equal(JSON.parse(files.get("a/feed.json")!).title, "T: a");
    // An area named by its index page's title.
    assert.equal(JSON.parse(feedFiles(config, many, new Map([["a", "Area A"]])).get("a/feed.json")!).title, "T: Area A");
  });
  it("a page links the site's feeds, then its area's when the area has feeds, titled to tell them apart", () => {
    const site = [page("index.md"), page("a/index.md"), page("a/one.md"), page("c/home.md", { layout: "home" })];
    site[1] = { ...site[1], title: "Area A" };
    const links = (url: string) => feedLinks(config, site, url).map((l) => `${l.type} ${l.title} ${l.href}`);
    assert.deepEqual(links("/a/one.html"), [
      "application/atom+xml T /docs/web/feed.xml",
      "application/feed+json T /docs/web/feed.json",
      "application/atom+xml T: Area A /docs/web/a/feed.xml",
      "application/feed+json T: Area A /docs/web/a/feed.json",
    ]);
    assert.deepEqual(links("/index.html"), links("/index.html").slice(0, 2), "a root page: the site's only");
    assert.equal(links("/index.html").length, 2);
    assert.equal(links("/c/home.html").length, 2, "an area with no doc page has no feed to link");
  });
});

describe("redirects", () => {
  const pages = [page("index.md"), page("guide/new.md"), page("guide/other.md", { aliases: ["/guide/older.html"] })];
  const config = validateAuthorConfig(
    {
      base: "/docs/web/",
      title: "T",
      hostname: "https://ex.example",
      redirects: { "/guide/old.html": "/guide/new.md", "guide/legacy.md": "/docs/web/guide/new.html" },
    },
    "cfg.json",
  );

  it("accepts .html, .md and with-base forms on both sides", () => {
    assert.equal(redirectUrl("/docs/web/", "guide/legacy.md"), "/guide/legacy.html");
    assert.equal(redirectUrl("/docs/web/", "/docs/web/guide/"), "/guide/index.html");
    assert.deepEqual(
      [...redirectMap(config, pages)],
      [
        ["/guide/old.html", "/guide/new.html"],
        ["/guide/legacy.html", "/guide/new.html"],
        ["/guide/older.html", "/guide/other.html"],
      ],
    );
  });
  it("a target that is no page is an error naming the key", () => {
    const bad = validateAuthorConfig({ base: "/docs/web/", title: "T", redirects: { "/old.html": "/gone.md" } }, "cfg.json");
    assert.throws(() => redirectMap(bad, pages), {
      message: 'cfg.json: redirects["/old.html"]: the redirect target "/gone.md" is no page (/gone.html): point it at an existing page',
    });
    assert.throws(
      () => redirectMap(validateAuthorConfig({ base: "/docs/web/", title: "T" }, "c"), [page("a.md", { aliases: "/x.html" })]),
      /a\.md: front matter aliases: expected a list/,
    );
    assert.throws(
      () => redirectMap(validateAuthorConfig({ base: "/docs/web/", title: "T", redirects: { "/guide/new.html": "/index.md" } }, "c"), pages),
      /"\/guide\/new\.html" is still a page/,
    );
  });
  it("the redirect page: meta refresh, canonical, a visible link and noindex", () => {
    const html = redirectPage(config, "/guide/new.html");
    assert.match(html, /<meta http-equiv="refresh" content="0; url=\/docs\/web\/guide\/new\.html">/);
    assert.match(html, /<link rel="canonical" href="https:\/\/ex\.example\/docs\/web\/guide\/new\.html">/);
    assert.match(html, /<meta name="robots" content="noindex">/);
    assert.match(html, /<a href="\/docs\/web\/guide\/new\.html">/);
  });
  it("the nginx map", () => {
    assert.equal(
      nginxMap("/docs/web/", redirectMap(config, pages)),
      '# Written by Web Docs: old URL -> new URL. In the server block: if ($web_docs_redirect) { return 301 $web_docs_redirect; }\nmap $uri $web_docs_redirect {\n    default "";\n    "/docs/web/guide/legacy.html" "/docs/web/guide/new.html";\n    "/docs/web/guide/old.html" "/docs/web/guide/new.html";\n    "/docs/web/guide/older.html" "/docs/web/guide/other.html";\n}\n',
    );
  });
  it("the link check reports a link to an old URL with the new target", () => {
    const problems = checkLinks(
      [
        { url: "/a.html", file: "a.md", html: '<a href="/docs/web/guide/old.html#x">o</a>' },
        { url: "/guide/new.html", file: "guide/new.md", html: "" },
      ],
      {
        base: "/docs/web/",
        ignore: [],
        extraFiles: new Set(),
        redirects: redirectMap(config, pages),
      },
    );
    assert.deepEqual(problems, [
      'a.md: link "/docs/web/guide/old.html#x" points at /guide/old.html, which redirects to /guide/new.html: link to /guide/new.html',
    ]);
  });
});

describe("a build with feeds and redirects", () => {
  const content = path.join(tmp, "site");
  const write = (f: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(content, f)), { recursive: true });
    fs.writeFileSync(path.join(content, f), text);
  };
  write("index.md", "# Home\n");
  write("guide/new.md", "---\naliases: [/guide/old.html]\n---\n# New\n");
  const cfg = (extra: object) => {
    const file = path.join(tmp, `cfg-${Math.random().toString(36).slice(2)}.json`);
    fs.writeFileSync(file, JSON.stringify({ base: "/docs/web/", title: "T", ...extra }));
    return file;
  };
  const out = path.join(tmp, "out");
  it("writes the feeds, the redirect page, the nginx map and the head links; feeds: false writes no feed", async () => {
    await build(["--content", content, "--config", cfg({}), "--out", out]);
    const root = path.join(out, "docs/web");
    for (const f of ["feed.xml", "feed.json", "guide/feed.xml", "guide/feed.json", "guide/old.html", "redirects.nginx.conf", "redirects.json"])
      assert.ok(fs.existsSync(path.join(root, f)), f);
    assert.match(
      fs.readFileSync(path.join(root, "guide/new.html"), "utf8"),
      /<link rel="alternate" type="application\/atom\+xml" title="T" href="\/docs\/web\/feed\.xml">/,
    );
    assert.match(
      fs.readFileSync(path.join(root, "guide/new.html"), "utf8"),
      /<link rel="alternate" type="application\/atom\+xml" title="T: guide" href="\/docs\/web\/guide\/feed\.xml">\n<link rel="alternate" type="application\/feed\+json" title="T: guide" href="\/docs\/web\/guide\/feed\.json">/,
    );
    assert.doesNotMatch(fs.readFileSync(path.join(root, "index.html"), "utf8"), /guide\/feed/);
    const off = path.join(tmp, "off");
    await build(["--content", content, "--config", cfg({ feeds: false }), "--out", off]);
    assert.ok(!fs.existsSync(path.join(off, "docs/web/feed.xml")));
    assert.doesNotMatch(fs.readFileSync(path.join(off, "docs/web/guide/new.html"), "utf8"), /application\/atom\+xml/);
  });
  it("stops on a redirect to no page, naming the key", async () => {
    await assert.rejects(
      build(["--content", content, "--config", cfg({ redirects: { "/x.html": "/nope.md" } }), "--out", path.join(tmp, "bad")]),
      /redirects\["\/x\.html"\]: the redirect target "\/nope\.md" is no page/,
    );
  });
});

describe("feed text is escaped for XML and JSON", () => {
  it("a title or summary with markup, quotes and control characters keeps the Atom feed well-formed and the JSON feed parseable", () => {
    const config = validateAuthorConfig({ title: 'Site <b>"&\u0001', hostname: "https://h.example" }, "c.json");
    const entries = [{ url: "/a.html", title: "A </title><script>x</script>\u0008", summary: "S ]]> \u000b & more", updated: new Date("2024-01-01") }];
    const xml = atomFeed(config, { title: config.title, dir: "/" }, entries);
    assert.doesNotMatch(xml, /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/, "no character XML 1.0 refuses");
    assert.doesNotMatch(xml, /<script>|<b>/);
    let depth = 0;
    let broken = false;
    const parser = new Parser({ onopentag: () => depth++, onclosetag: () => depth--, onerror: () => (broken = true) }, { xmlMode: true });
    parser.end(xml);
    assert.equal(broken, false);
    assert.equal(depth, 0, "every element closed");
    assert.match(xml, /<title>A &lt;\/title&gt;&lt;script&gt;x&lt;\/script&gt;<\/title>/);
    const json = JSON.parse(jsonFeed(config, { title: config.title, dir: "/" }, entries));
    assert.equal(json.items[0].title, "A </title><script>x</script>\u0008");
  });
});
