// VitePress dynamic routes: packages/[pkg].md with packages/[pkg].paths.js builds one page per entry of the
// loader's paths, with its params (`{{ $params.pkg }}`, rendered by Vue) and its content in place of
// `<!-- @content -->`; the pages are in the sidebar, search and sitemap; a bad loader is a located problem.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { build } from "../../../scripts/build.ts";
import { displayPath } from "../../../site/config/bundle-config.ts";
import { scanContent } from "../../../site/content-index.ts";
import { resolveDynamicRoutes } from "../../../site/dynamic-routes.ts";
import type { SiteConfig } from "../../../site/config/types.ts";
import { runTransformPageData } from "../../../site/vitepress-hooks.ts";
import { errorMessages } from "../../../site/errors.ts";

const fixture = path.resolve("test/fixtures/dynamic-routes");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wd-dyn-"));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The text of a built file of the fixture. */
const out = path.join(tmp, "out");
const read = (file: string) => fs.readFileSync(path.join(out, file), "utf8");
const article = (file: string) => /<article[^>]*>([\s\S]*?)<\/article>/.exec(read(file))?.[1] ?? "";

describe("dynamic routes, built", () => {
  before(async () => {
    await build(["--content", path.join(fixture, "docs"), "--config", path.join(fixture, "web-docs.config.json"), "--out", out]);
  });

  it("one page per entry of paths, params rendered through Vue, the entry's content in place of <!-- @content -->", () => {
    const foo = article("packages/foo.html");
    assert.match(foo, /<h1 id="[^"]*"[^>]*>Package foo /);
    assert.match(foo, /The package <strong>foo<\/strong> at 1\.0\./);
    assert.match(foo, /<h2 id="foo-notes"[^>]*>Foo notes /);
    assert.match(foo, /Foo costs \$5\./, "a $ in the content stays as written");
    assert.doesNotMatch(foo, /@content|Bar notes/);
    const bar = article("packages/bar.html");
    assert.match(bar, /The package <strong>bar<\/strong> at 2\.0\./);
    assert.match(bar, /<h2 id="bar-notes"/);
    assert.doesNotMatch(bar, /Foo/);
  });

  it("the edit link opens the template, and the page's last update is the template's", () => {
    const foo = read("packages/foo.html");
    assert.match(foo, /href="https:\/\/example\.com\/edit\/main\/docs\/packages\/\[pkg\]\.md"/);
    assert.match(foo, /<time datetime="\d{4}-/);
  });

  it("the template and its loader are no page and not in the output", () => {
    assert.deepEqual(
      fs.readdirSync(path.join(out, "packages")).filter((f) => f.includes("[") || f.includes("paths")),
      [],
    );
    assert.doesNotMatch(read("sitemap.xml"), /%5B|\[pkg\]/);
  });

  it("the pages join the sidebar, the sitemap, search and the link check (index.md links them)", () => {
    const sidebar = /<aside[\s\S]*?<\/aside>/.exec(read("packages/foo.html"))?.[0] ?? "";
    assert.match(sidebar, /href="\/packages\/foo\.html" aria-current="page"/);
    assert.match(sidebar, /href="\/packages\/bar\.html"/);
    assert.match(read("sitemap.xml"), /packages\/foo\.html[\s\S]*packages\/bar\.html|packages\/bar\.html[\s\S]*packages\/foo\.html/);
    const search = fs
      .readdirSync(path.join(out, "assets/search"))
      .map((f) => read(`assets/search/${f}`))
      .join("\n");
    assert.match(search, /Foo notes/);
    assert.match(search, /Bar notes/);
  });
});

describe("dynamic routes, scanned", () => {
  it("a template with a loader is listed as its routes' pages (params, template, URL), never as itself; [x].md without a loader is a page", async () => {
    const docs = path.join(fixture, "docs");
    const problems: Error[] = [];
    const routes = await resolveDynamicRoutes(docs, ["index.md", "packages/[pkg].md"], problems);
    assert.deepEqual(problems, []);
    const pages = scanContent(docs, [], { dynamicRoutes: routes });
    const foo = pages.find((p) => p.file === "packages/foo.md");
    assert.deepEqual(
      { url: foo?.url, params: foo?.params, template: foo?.dynamic?.template, description: foo?.frontmatter.description },
      { url: "/packages/foo.html", params: { pkg: "foo", version: "1.0" }, template: "packages/[pkg].md", description: "A package page" },
    );
    assert.deepEqual(
      pages.map((p) => p.file),
      ["index.md", "packages/foo.md", "packages/bar.md"],
    );
  });

  it("transformPageData gets each page's params (a title per package, as VitePress documents it)", async () => {
    const docs = path.join(fixture, "docs");
    const pages = scanContent(docs, [], { dynamicRoutes: await resolveDynamicRoutes(docs, ["packages/[pkg].md"], []) });
    const transformPageData = (data: { params?: Record<string, string> }) => (data.params ? { title: `Package ${data.params.pkg}` } : undefined);
    await runTransformPageData({ hooks: { transformPageData } } as unknown as SiteConfig, pages, {} as never);
    assert.deepEqual(
      pages.map((p) => p.title),
      ["Home", "Package foo", "Package bar"],
    );
  });

  it("several params in one name: [pkg]-[version].md", async () => {
    const dir = fs.mkdtempSync(path.join(tmp, "multi-"));
    fs.writeFileSync(path.join(dir, "[pkg]-[version].md"), "# {{ $params.pkg }}\n");
    fs.writeFileSync(
      path.join(dir, "[pkg]-[version].paths.mjs"),
      "export default { paths: [{ params: { pkg: 'a', version: 1 } }, { params: { pkg: 'b', version: '2.0' } }] }\n",
    );
    fs.writeFileSync(path.join(dir, "[literal].md"), "# Literal\n");
    const problems: Error[] = [];
    const routes = await resolveDynamicRoutes(dir, ["[literal].md", "[pkg]-[version].md"], problems);
    assert.deepEqual(problems, []);
    assert.deepEqual(
      scanContent(dir, [], { dynamicRoutes: routes }).map((p) => p.url),
      ["/[literal].html", "/a-1.html", "/b-2.0.html"],
    );
  });
});

describe("dynamic routes, bad loaders", () => {
  it("a loader that throws, one without paths and one whose entry lacks a param are one report, each naming its file and what to write", async () => {
    const docs = path.join(tmp, "bad", "docs");
    const files: Record<string, string> = {
      "index.md": "# Home\n",
      "a/[x].md": "# A\n",
      "a/[x].paths.js": "export default { paths() { throw new Error('the API is down') } }\n",
      "b/[x].md": "# B\n",
      "b/[x].paths.ts": "const routes: string[] = []\nexport default { routes }\n",
      "c/[x].md": "# C\n",
      "c/[x].paths.js": "export default { paths: () => [{ params: { y: '1' } }] }\n",
    };
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
      fs.writeFileSync(path.join(docs, file), text);
    }
    let report = "";
    await assert.rejects(build(["--content", docs, "--out", path.join(tmp, "bad", "out")]), (e: Error) => {
      report = errorMessages(e).join("\n");
      return true;
    });
    const at = (f: string) => displayPath(path.join(docs, f)).replace(/[.[\]]/g, "\\$&");
    assert.match(report, /^3 problems in this build:/m);
    assert.match(report, new RegExp(`${at("a/[x].paths.js")}: paths\\(\\) failed: the API is down`));
    assert.match(report, new RegExp(`${at("b/[x].paths.ts")}: no "paths" in the default export: write export default \\{ paths\\(\\)`));
    assert.match(report, new RegExp(`${at("c/[x].paths.js")}: entry 0 of paths has no "x" param \\(a string\\): c/\\[x\\]\\.md needs x`));
  });
});
