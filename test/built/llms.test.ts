import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { BUILT_SITES, filesUnder, htmlPages } from "./sites.ts";

// Markdown twins and llms.txt on every built site: a twin beside every doc and page-layout page, with no
// theme HTML, every fence of the page kept, links that reach twins that exist, and an llms.txt in the
// llmstxt.org format listing every twin once.

const isDocOrPage = (html: string) => /<main class="wd-main"|<main class="wd-layout wd-page"/.test(html);
/** Code blocks and diagrams a page shows: one twin fence each. */
const pageFences = (html: string) =>
  (html.match(/<pre\b/g) ?? []).length - (html.match(/<web-docs-mermaid\b[^>]*><pre/g) ?? []).length + (html.match(/<web-docs-mermaid\b/g) ?? []).length;
const twinFences = (md: string) => {
  let n = 0;
  let open: string | null = null;
  for (const line of md.split("\n")) {
    // Fences in quotes (containers) and list items are prefixed by "> " and indentation.
    const m = /^(`{3,})/.exec(line.replace(/^(?:\s*>\s?)*\s*/, ""));
    if (!m) continue;
    if (open === null) {
      open = m[1];
      n++;
    } else if (line.replace(/^(?:\s*>\s?)*\s*/, "").trim() === open) open = null;
  }
  return n;
};

for (const site of BUILT_SITES.filter((s) => fs.existsSync(s.root))) {
  describe(`Markdown twins and llms.txt: ${site.name}`, () => {
    const files = new Set(filesUnder(site.root));
    const pages = htmlPages(site.root).filter((f) => f !== "404.html" && isDocOrPage(fs.readFileSync(path.join(site.root, f), "utf8")));
    const twins = pages.map((f) => f.replace(/\.html$/, ".md"));
    const prefix = site.hostname + site.base;

    it("gives every doc and page-layout page a twin, and the 404 page none", () => {
      assert.ok(pages.length > 0);
      assert.deepEqual(
        twins.filter((t) => !files.has(t)),
        [],
      );
      assert.equal(files.has("404.md"), false);
      // layout: false and home pages have none either.
      const others = htmlPages(site.root).filter((f) => !pages.includes(f));
      assert.deepEqual(
        others.filter((f) => files.has(f.replace(/\.html$/, ".md"))),
        [],
      );
    });

    it("leaves no theme HTML in a twin and keeps every code block and diagram as a fence", () => {
      for (const [i, twin] of twins.entries()) {
        const text = fs.readFileSync(path.join(site.root, twin), "utf8");
        assert.doesNotMatch(text.replace(/(`{3,})[^\n]*\n[\s\S]*?\n\1/g, "").replace(/`[^`\n]*`/g, ""), /<div|class=/, twin);
        assert.match(text, /^# \S/, `${twin} opens with its title`);
        assert.equal(twinFences(text), pageFences(fs.readFileSync(path.join(site.root, pages[i]), "utf8")), `${twin}: fences`);
      }
    });

    it("points every site link of a twin at a twin that exists", () => {
      let checked = 0;
      for (const twin of twins) {
        const text = fs.readFileSync(path.join(site.root, twin), "utf8").replace(/(`{3,})[^\n]*\n[\s\S]*?\n\1/g, "");
        for (const [, href] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
          if (!href.startsWith(prefix) || !/\.md(#|$)/.test(href)) continue;
          const target = href.slice(prefix.length).split("#")[0];
          assert.ok(files.has(target), `${twin} links to ${href}, which has no twin`);
          checked++;
        }
      }
      assert.ok(checked > 0, "the twins link to other twins");
    });

    // One llms.txt and llms-full.txt per locale (site/llms/scopes.ts): "" is the root's.
    const scopes = ["", ...(site.locales ?? [])];
    const scopeOf = (twin: string) => scopes.find((sc) => sc && twin.startsWith(sc)) ?? "";

    it("lists every twin once in its locale's llms.txt (llmstxt.org: # title, > summary, ## sections of link lines), and llms-full.txt holds them all in that order", () => {
      for (const scope of scopes) {
        const llms = fs.readFileSync(path.join(site.root, scope, "llms.txt"), "utf8");
        const lines = llms.trimEnd().split("\n");
        assert.match(lines[0], /^# \S/, scope);
        assert.match(lines[2], /^> \S/, scope);
        for (const line of lines.slice(3)) assert.match(line, /^(|## \S.*|- \[[^\]]+\]\(\S+\.(md|txt)\)(: .+)?)$/, line);
        const listed = [...llms.matchAll(/^- \[[^\]]+\]\((\S+\.md)\)/gm)].map((m) => m[1].slice(prefix.length));
        assert.deepEqual([...listed].sort(), twins.filter((t) => scopeOf(t) === scope).sort(), `${scope}llms.txt`);
        const full = fs.readFileSync(path.join(site.root, scope, "llms-full.txt"), "utf8");
        // Every twin, in llms.txt's order, one blank line between them, and nothing else.
        assert.equal(full, `${listed.map((twin) => fs.readFileSync(path.join(site.root, twin), "utf8").trimEnd()).join("\n\n")}\n`, `${scope}llms-full.txt`);
      }
    });

    it("lists the other locales' llms.txt and llms-full.txt in the root one, and only there", () => {
      const root = fs.readFileSync(path.join(site.root, "llms.txt"), "utf8");
      const others = [...root.matchAll(/^- \[[^\]]+\]\((\S+\.txt)\)/gm)].map((m) => m[1].slice(prefix.length));
      assert.deepEqual(
        others,
        scopes.slice(1).flatMap((sc) => [`${sc}llms.txt`, `${sc}llms-full.txt`]),
      );
      for (const f of others) assert.ok(files.has(f), f);
      for (const sc of scopes.slice(1)) assert.doesNotMatch(fs.readFileSync(path.join(site.root, sc, "llms.txt"), "utf8"), /\.txt\)/, sc);
    });

    it("orders llms.txt by the sidebar", () => {
      const llms = scopes.map((sc) => fs.readFileSync(path.join(site.root, sc, "llms.txt"), "utf8")).join("\n");
      const pos = (url: string) => llms.indexOf(`(${site.hostname}${url.replace(/\.html$/, ".md")})`);
      for (const sidebarFile of filesUnder(site.root).filter((f) => /^sidebar\/.*\.json$/.test(f))) {
        const links: string[] = [];
        const walk = (items: Array<{ link?: string; items?: unknown[] }>) =>
          items.forEach((i) => {
            if (i.link) links.push(i.link.endsWith("/") ? `${i.link}index.html` : i.link);
            if (i.items) walk(i.items as never);
          });
        walk(JSON.parse(fs.readFileSync(path.join(site.root, sidebarFile), "utf8")));
        const listed = [...new Set(links)].filter((l) => pos(l) >= 0);
        assert.ok(listed.length > 1, `${sidebarFile} names pages of llms.txt`);
        assert.deepEqual(
          listed.map(pos),
          [...listed.map(pos)].sort((a, b) => a - b),
          sidebarFile,
        );
      }
    });
  });
}
