import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { Parser } from "htmlparser2";
import { BUILT_SITES, builtRedirects, htmlPages } from "./sites.ts";

// Feeds and redirects of every built site (issue #20): Atom well-formed with its required elements,
// JSON Feed 1.1 with its required fields, a feed pair per top-level folder, and a redirect page at every
// old URL that leads to a page that exists.

interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  text: string;
  children: XmlNode[];
}

/** A strict XML tree (htmlparser2 in xmlMode); mismatched or unclosed tags fail. */
function parseXml(xml: string): XmlNode {
  const root: XmlNode = { name: "#root", attrs: {}, text: "", children: [] };
  const stack = [root];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const node = { name, attrs, text: "", children: [] };
        stack.at(-1)!.children.push(node);
        stack.push(node);
      },
      ontext(t) {
        stack.at(-1)!.text += t;
      },
      onclosetag(name) {
        assert.equal(stack.pop()!.name, name, `</${name}> closes another element`);
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  assert.equal(stack.length, 1, "every element is closed");
  assert.equal(root.children.length, 1, "one root element");
  return root.children[0];
}

const child = (n: XmlNode, name: string) => n.children.find((c) => c.name === name);
const isDate = (s: string | undefined) => !!s && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(s.trim());

for (const site of BUILT_SITES) {
  describe(`feeds and redirects: ${site.name}`, () => {
    const read = (f: string) => fs.readFileSync(path.join(site.root, f), "utf8");
    const exists = (href: string) => {
      const p = href.startsWith(site.hostname) ? href.slice(site.hostname.length) : href;
      return p.startsWith(site.base) && fs.existsSync(path.join(site.root, p.slice(site.base.length)));
    };
    const feedDirs = [
      "",
      ...fs
        .readdirSync(site.root)
        .filter((d) => fs.existsSync(path.join(site.root, d, "feed.xml")))
        .map((d) => `${d}/`),
    ];

    it("feed.xml is Atom: feed id, title, updated, author; each entry id, title, updated, a link to a page that exists", () => {
      for (const dir of feedDirs) {
        const feed = parseXml(read(`${dir}feed.xml`));
        assert.equal(feed.name, "feed");
        assert.equal(feed.attrs.xmlns, "http://www.w3.org/2005/Atom");
        for (const n of ["id", "title", "author"]) assert.ok(child(feed, n)?.text.trim() || child(feed, n)?.children.length, `${dir}feed.xml: <${n}>`);
        assert.ok(isDate(child(feed, "updated")?.text), `${dir}feed.xml: <updated>`);
        const entries = feed.children.filter((c) => c.name === "entry");
        assert.ok(entries.length > 0 && entries.length <= 30, `${dir}feed.xml: ${entries.length} entries`);
        for (const e of entries) {
          assert.ok(child(e, "id")?.text.trim() && child(e, "title")?.text.trim(), `${dir}feed.xml: entry id and title`);
          assert.ok(isDate(child(e, "updated")?.text), `${dir}feed.xml: entry updated`);
          const href = e.children.find((c) => c.name === "link" && c.attrs.rel === "alternate")?.attrs.href ?? "";
          assert.ok(exists(href), `${dir}feed.xml: entry link ${href}`);
        }
        const dates = entries.map((e) => child(e, "updated")!.text);
        assert.deepEqual(dates, [...dates].sort().reverse(), `${dir}feed.xml: newest first`);
      }
    });

    it("feed.json is JSON Feed 1.1: version, title, items with id, url and a date; the same pages as feed.xml", () => {
      for (const dir of feedDirs) {
        const json = JSON.parse(read(`${dir}feed.json`));
        assert.equal(json.version, "https://jsonfeed.org/version/1.1");
        assert.ok(typeof json.title === "string" && json.title, `${dir}feed.json: title`);
        assert.ok(Array.isArray(json.items) && json.items.length > 0);
        for (const item of json.items) {
          assert.ok(typeof item.id === "string" && item.id, `${dir}feed.json: item id`);
          assert.ok(exists(item.url), `${dir}feed.json: item url ${item.url}`);
          assert.ok(isDate(item.date_modified), `${dir}feed.json: date_modified`);
        }
        const atomLinks = parseXml(read(`${dir}feed.xml`))
          .children.filter((c) => c.name === "entry")
          .map((e) => child(e, "link")!.attrs.href);
        assert.deepEqual(
          json.items.map((i: { url: string }) => i.url),
          atomLinks,
        );
      }
    });

    it("every page head links the site's feeds", () => {
      const html = read("index.html");
      assert.match(html, new RegExp(`<link rel="alternate" type="application/atom\\+xml" title="[^"]+" href="${site.base}feed\\.xml">`));
      assert.match(html, new RegExp(`<link rel="alternate" type="application/feed\\+json" title="[^"]+" href="${site.base}feed\\.json">`));
    });

    it("pages under an area link their area's feeds as well as the site's, with titles that tell them apart", () => {
      const pages = htmlPages(site.root, site.base);
      const areas = feedDirs.filter((d) => d && !site.locales?.includes(d));
      assert.ok(areas.length > 0, "the site has area feeds");
      for (const dir of areas) {
        const under = pages.filter((f) => f.startsWith(dir));
        assert.ok(under.length > 0, dir);
        for (const f of under) {
          const links = [...read(f).matchAll(/<link rel="alternate" type="(application\/[\w+]+)" title="([^"]+)" href="([^"]+)">/g)].map((m) => ({
            type: m[1],
            title: m[2],
            href: m[3],
          }));
          const site_ = links.filter((l) => l.href.startsWith(`${site.base}feed.`));
          const own = links.filter((l) => l.href.startsWith(`${site.base}${dir}feed.`));
          assert.equal(site_.length, 2, `${f}: the site's feeds`);
          assert.deepEqual(
            own.map((l) => l.type),
            ["application/atom+xml", "application/feed+json"],
            `${f}: ${dir} feeds`,
          );
          assert.ok(
            own.every((l) => l.title !== site_[0].title && l.title.startsWith(site_[0].title)),
            `${f}: the area feed's title names the area`,
          );
          for (const l of own) assert.ok(exists(l.href), `${f}: ${l.href} exists`);
        }
      }
    });

    if (site.locales) {
      it("pages of a locale link that locale's feeds only, titled with its own title (not the site's)", () => {
        const pages = htmlPages(site.root, site.base);
        for (const dir of site.locales!) {
          assert.ok(feedDirs.includes(dir), `${dir}feed.xml`);
          const title = JSON.parse(read(`${dir}feed.json`)).title as string;
          assert.notEqual(title, JSON.parse(read("feed.json")).title, `${dir}: its own title`);
          for (const f of pages.filter((p) => p.startsWith(dir))) {
            const links = [...read(f).matchAll(/<link rel="alternate" type="(application\/[\w+]+)" title="([^"]+)" href="([^"]+)">/g)].map(
              (m) => `${m[1]} ${m[2]} ${m[3]}`,
            );
            assert.deepEqual(
              links,
              [`application/atom+xml ${title} ${site.base}${dir}feed.xml`, `application/feed+json ${title} ${site.base}${dir}feed.json`],
              f,
            );
          }
        }
      });
    }

    it("every old URL has a noindex redirect page to a page that exists, and the nginx map lists it", () => {
      const redirects = builtRedirects(site.root, site.base);
      const nginx = read("redirects.nginx.conf");
      for (const [from, to] of redirects) {
        assert.ok(fs.existsSync(path.join(site.root, to)), `${from} → ${to}: no such page`);
        const html = read(from);
        assert.ok(html.includes(`<meta http-equiv="refresh" content="0; url=${site.base}${to}">`), from);
        assert.ok(html.includes('<meta name="robots" content="noindex">'), from);
        assert.ok(nginx.includes(`"${site.base}${from}" "${site.base}${to}";`), `nginx map: ${from}`);
      }
    });
  });
}

describe("the fixture site's redirects", () => {
  it("the config's redirect and the page's alias", () => {
    const fixture = BUILT_SITES[0];
    assert.deepEqual([...builtRedirects(fixture.root, fixture.base)].sort(), [
      ["guide/old-start.html", "guide/getting-started.html"],
      ["router/old-second.html", "router/second.html"],
    ]);
  });
});
