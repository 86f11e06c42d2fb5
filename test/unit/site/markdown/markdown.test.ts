import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { createMarkdown, diagramKinds } from "../../../../site/markdown/index.ts";
import { slugify } from "../../../../common/slug.ts";

const md = createMarkdown({ labels: { copyCode: "Copy code" } });

describe("markdown: headings", () => {
  it("slugs keep letters and digits of any script", () => {
    assert.equal(slugify("Closures, scope and `this`"), "closures-scope-and-this");
    assert.equal(slugify("事件循环 Event loop"), "事件循环-event-loop");
  });
  it("slugs equal VitePress's (@mdit-vue/shared): punctuation becomes a hyphen, accents drop, a leading digit gets _", () => {
    assert.equal(slugify("What's next?"), "what-s-next");
    assert.equal(slugify("Example: adding og:image meta"), "example-adding-og-image-meta");
    assert.equal(slugify("Café — déjà vu"), "cafe-—-deja-vu");
    assert.equal(slugify("2.0 release notes"), "_2-0-release-notes");
    assert.equal(slugify("  --Trim me--  "), "trim-me");
  });
  it("gives ids, custom ids and unique duplicates, with an anchor link", () => {
    const html = md.render("## Setup\n\n## Setup\n\n## Other {#custom}\n");
    assert.match(html, /<h2 id="setup" tabindex="-1">Setup <a class="header-anchor" href="#setup" aria-label="Permalink to “Setup”"><\/a><\/h2>/);
    assert.match(html, /id="setup-1"/);
    assert.match(html, /<h2 id="custom"[^>]*>Other <a/);
  });
});

describe("markdown: code blocks", () => {
  it("highlights with Prism at build time, with a language label and copy button", () => {
    const html = md.render("```js\nconst a = 1;\n```\n");
    assert.match(html, /<span class="token keyword">const<\/span>/);
    assert.match(html, /<span class="wd-code-lang" aria-hidden="true">js<\/span>/);
    assert.match(html, /<button type="button" class="wd-copy" aria-label="Copy code"/);
  });
  it("highlights lines {1,3-4} and shows a title", () => {
    const html = md.render("```ts{1,3-4} [a.ts]\nl1\nl2\nl3\nl4\nl5\n```\n");
    const lines = [...html.matchAll(/<span class="(line[^"]*)">/g)].map((m) => m[1]);
    assert.deepEqual(lines, ["line highlighted", "line", "line highlighted", "line highlighted", "line"]);
    assert.match(html, /<div class="wd-code-title">a.ts<\/div>/);
  });
  it("encodes > in highlighted code text as &gt; (Prism leaves it raw)", () => {
    const html = md.render("```js\nif (a > b) f(() => 1);\n```\n");
    assert.doesNotMatch(html.replace(/<[^>]*>/g, ""), />/);
    assert.match(html, /&gt;/);
  });
  it("keeps spans balanced when a token spans lines", () => {
    const html = md.render("```js\n/* one\ntwo */ x\n```\n");
    assert.match(
      html,
      /<span class="line"><span class="token comment">\/\* one<\/span><\/span>\n<span class="line"><span class="token comment">two \*\/<\/span> x<\/span>/,
    );
  });
  it("renders [!code] markers as classes and removes them", () => {
    const html = md.render("```js\nadd(); // [!code ++]\nold(); // [!code --]\nkey(); // [!code focus]\n```\n");
    assert.match(html, /class="line diff add"/);
    assert.match(html, /class="line diff remove"/);
    assert.match(html, /class="line focused"/);
    assert.doesNotMatch(html, /\[!code/);
  });
  it("renders line numbers outside the copied code", () => {
    const html = md.render("```js :line-numbers\na\nb\n```\n");
    assert.match(html, /<div class="line-numbers-wrapper" aria-hidden="true"><span>1<\/span><br><span>2<\/span><\/div>/);
  });
  it("turns mermaid fences into <web-docs-mermaid> with escaped, readable source", () => {
    const html = md.render('```mermaid title="Flow"\ngraph TD; A-->B<script>\n```\n');
    assert.match(
      html,
      /<web-docs-mermaid diagram-title="Flow"><pre class="wd-mermaid-source"><code>graph TD; A--&gt;B&lt;script&gt;<\/code><\/pre><\/web-docs-mermaid>/,
    );
  });
  it("passes the fence's metadata, the site's diagram settings and the page's mermaidTheme to <web-docs-mermaid>", () => {
    const html = md.render(`\`\`\`mermaid displayMode=compact config='{"theme":"base"}'\ngantt\n\`\`\`\n`);
    assert.match(html, /<web-docs-mermaid display-mode="compact" config="\{&quot;theme&quot;:&quot;base&quot;\}">/);
    const site = createMarkdown({ labels: { copyCode: "Copy code" }, mermaid: { securityLevel: "sandbox", maxTextSize: 1000 } });
    assert.match(
      site.render("```mermaid\ngraph TD\n```\n", { mermaidTheme: "forest" }),
      /<web-docs-mermaid theme="forest" security-level="sandbox" max-text-size="1000">/,
    );
    const defaults = createMarkdown({ labels: { copyCode: "Copy code" }, mermaid: { securityLevel: "loose", maxTextSize: 50000 } });
    assert.match(defaults.render("```mermaid\ngraph TD\n```\n"), /<web-docs-mermaid><pre/);
  });
});

describe("markdown: containers, alerts, code groups, tabs, toc", () => {
  it("renders tip/info/warning/danger/details with default and custom titles", () => {
    assert.match(md.render("::: tip Why\nx\n:::\n"), /<div class="custom-block tip"><p class="custom-block-title">Why<\/p>/);
    assert.match(md.render("::: danger\nx\n:::\n"), /<p class="custom-block-title">Danger<\/p>/);
    assert.match(md.render("::: details Show\nx\n:::\n"), /<details class="custom-block details"><summary>Show<\/summary>/);
  });
  it("renders GitHub alerts", () => {
    const html = md.render("> [!CAUTION]\n> Hot.\n");
    assert.match(html, /<div class="custom-block caution github-alert"><p class="custom-block-title">Caution<\/p>/);
    assert.match(html, /<p>Hot.<\/p>/);
  });
  it("renders code groups as labelled radio tabs, the first one checked", () => {
    const html = md.render("::: code-group\n```bash [npm]\nnpm i\n```\n```bash [pnpm]\npnpm i\n```\n:::\n");
    assert.match(
      html,
      /role="radiogroup" aria-label="npm \/ pnpm"><input type="radio" name="cg-0" id="cg-0-0" checked><label for="cg-0-0">npm<\/label><input type="radio" name="cg-0" id="cg-0-1"><label for="cg-0-1">pnpm<\/label>/,
    );
    assert.equal((html.match(/class="wd-code /g) ?? []).length, 2);
  });
  it("two code groups around a titled container get distinct ids (renderInline restarted the counter)", () => {
    const group = "::: code-group\n```bash [npm]\nnpm i\n```\n```bash [pnpm]\npnpm i\n```\n:::\n";
    const html = md.render(`${group}\n::: tip A *titled* tip\nText.\n:::\n\n${group}`);
    const names = [...html.matchAll(/<input type="radio" name="([^"]+)"/g)].map((m) => m[1]);
    assert.equal(names.length, 4);
    assert.equal(names[0], names[1]);
    assert.equal(names[2], names[3]);
    assert.notEqual(names[0], names[2]);
  });
  it("takes code group and tab ids from token positions: a page renders the same whatever rendered before it", () => {
    const page = "# Install\n\n::: code-group\n```bash [npm]\nnpm i\n```\n```bash [pnpm]\npnpm i\n```\n:::\n\n:::tabs\n== macOS\nmac\n== Linux\nlinux\n:::\n";
    const other = "::: code-group\n```bash [a]\na\n```\n:::\n\n:::tabs\n== One\n1\n:::\n\n::: code-group\n```bash [b]\nb\n```\n:::\n";
    const alone = createMarkdown({ labels: { copyCode: "Copy code" } }).render(page);
    const fresh = createMarkdown({ labels: { copyCode: "Copy code" } });
    fresh.render(other);
    fresh.render(other);
    assert.equal(fresh.render(page), alone);
    // The group's id is its opening token's index: the heading's three tokens come first.
    const tokens = fresh.parse(page, {});
    const group = tokens.findIndex((t) => t.type === "container_code-group_open");
    const tabs = tokens.findIndex((t) => t.type === "container_tabs_open");
    assert.match(alone, new RegExp(`name="cg-${group}" id="cg-${group}-0"`));
    assert.match(alone, new RegExp(`name="tabs-${tabs}" id="tabs-${tabs}-0"`));
  });
  it("renders :::tabs key:NAME with == sections", () => {
    const html = md.render(":::tabs key:os\n== macOS\nmac\n== Linux\nlinux\n:::\n");
    assert.match(html, /<div class="wd-switch wd-tabs-group" data-key="os">/);
    assert.match(html, /<label for="tabs-0-0">macOS<\/label>.*<label for="tabs-0-1">Linux<\/label>/);
    assert.match(html, /<div class="wd-panel active">\n<p>mac<\/p>\n<\/div><div class="wd-panel">\n<p>linux<\/p>/);
  });
  it("renders [[toc]]", () => {
    assert.match(
      md.render("[[toc]]\n\n## A\n\n### B\n"),
      /<nav class="table-of-contents"[^>]*><ul><li><a href="#a">A<\/a><ul><li><a href="#b">B<\/a><\/li><\/ul><\/li><\/ul><\/nav>/,
    );
  });
});

describe("markdown: links", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-md-"));
  fs.mkdirSync(path.join(dir, "guide"));
  const file = path.join(dir, "guide", "a.md");
  fs.writeFileSync(file, "x\n\nsee [b](./b.md) and [missing](./nope.md)\n");
  const linked = createMarkdown({
    labels: { copyCode: "Copy" },
    links: {
      base: "/docs/web/",
      contentDir: dir,
      sources: () => new Set(["guide/a.md", "guide/b.md", "index.md"]),
      publicFiles: () => new Set(),
      ignoreDeadLinks: [/^\.\/ignored/],
    },
  });
  const env = { page: { inputPath: file } };
  it("rewrites .md links to .html under the base, relative or absolute", () => {
    assert.match(
      linked.render("[b](./b.md#x) [home](/index.md) [ext](https://x.dev)", env),
      /href="\/docs\/web\/guide\/b.html#x".*href="\/docs\/web\/index.html".*href="https:\/\/x.dev"/,
    );
  });
  it("stops on a link to no page, naming file and line", () => {
    assert.throws(
      () => linked.render(fs.readFileSync(file, "utf8"), env),
      (e: Error) => /guide\/a\.md:3: broken link "\.\/nope\.md": there is no page guide\/nope\.md/.test(e.message),
    );
  });
  it("lets ignoreDeadLinks through", () => {
    assert.match(linked.render("[x](./ignored.md)", env), /href=/);
  });
});

describe("diagramKinds", () => {
  const md = createMarkdown({ labels: { copyCode: "Copy code" } });
  it("reads each rendered diagram's first word, past front matter and %% lines", () => {
    const html = md.render(
      '```mermaid\n---\ntitle: Flow\n---\nflowchart LR\n  A --> B\n```\n\n```mermaid\n%% a note\npie\n  "a" : 1\n```\n\n```js\nflowchart\n```\n',
    );
    assert.deepEqual([...diagramKinds(html)].sort(), ["flowchart", "pie"]);
  });
  it("finds none on a page without diagrams", () => assert.equal(diagramKinds(md.render("# Title\n\n`<web-docs-mermaid>`")).size, 0));
});
