import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { createMarkdown } from "../../../../site/markdown/index.ts";
import { pageEnv, SOURCE_KEY, type SourceInfo } from "../../../../site/markdown/source.ts";

// A content folder written for these tests: a page, snippets and include parts.
const root = fs.mkdtempSync(path.join(os.tmpdir(), "wd-vpmd-"));
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
write("snippets/greet.ts", "export function greet(name: string) {\n  // #region body\n  const text = `Hi ${name}`;\n  return text;\n  // #endregion body\n}\n");
write("snippets/style.css", "/* #region box */\n.box { color: red; }\n/* #endregion box */\n");
write(
  "snippets/twice.js",
  "// #region part\nfunction foo() {}\n// #endregion part\nconst skipped = 1;\n// #region part\nfunction bar() {}\n// #endregion part\n",
);
write("snippets/run.py", "# region main\nprint('hi')\n# endregion main\n");
write("snippets/page.html", "<main>\n  <!-- #region nav -->\n  <nav>links</nav>\n  <!-- #endregion nav -->\n</main>\n");
write("guide/local.js", "const local = 1;\n");
write("parts/basics.md", "---\ntitle: ignored\n---\n## Included basics\n\nBasics text.\n");
write("parts/lines.md", "line one\nline two\nline three\nline four\n");
write(
  "parts/regions.md",
  "Before\n<!-- #region keep -->\nKept text\n<!-- #endregion keep -->\nAfter\n\n## Part section\n\nSection text\n\n## Next section\n\nNot this\n",
);
write("parts/nested.md", "Outer part\n\n<!-- @include: ./basics.md -->\n");
write("parts/link.md", "[sibling](./lines.md)\n");
write("parts/missing.md", "ok\n\n<!--@include: ./nowhere.md-->\n");
write("parts/a.md", "<!--@include: ./b.md-->\n");
write("parts/b.md", "<!--@include: ./a.md-->\n");
const page = path.join(root, "guide", "page.md");

const md = createMarkdown({ labels: { copyCode: "Copy code" }, contentDir: () => root });
const render = (src: string, env: Record<string, unknown> = pageEnv(page)) => {
  write("guide/page.md", `---\ntitle: Page\n---\n${src}`);
  return md.render(src, env);
};
const codeText = (html: string) => (/<code[^>]*>([\s\S]*?)<\/code>/.exec(html)?.[1] ?? "").replace(/<[^>]*>/g, "");

describe("snippet imports <<<", () => {
  it("imports a file from the content folder (@/) through the fence pipeline, titled with its file name", () => {
    const html = render("<<< @/snippets/greet.ts\n");
    assert.match(html, /<div class="wd-code language-ts has-title" data-lang="ts"><div class="wd-code-title">greet.ts<\/div>/);
    assert.match(html, /<span class="token keyword">export<\/span>/);
    assert.match(html, /class="wd-copy"/);
  });
  it("a #region keeps only its lines, markers stripped and dedented; highlights, language override, :line-numbers and [label]", () => {
    const html = render("<<< @/snippets/greet.ts#body{2 js:line-numbers} [Greeting]\n");
    assert.match(html, /class="wd-code language-js line-numbers-mode has-title"/);
    assert.match(html, /<div class="wd-code-title">Greeting<\/div>/);
    const lines = [...html.matchAll(/<span class="(line[^"]*)">/g)].map((m) => m[1]);
    assert.deepEqual(lines, ["line", "line highlighted"]);
    assert.match(codeText(html), /^const text = `Hi \$\{name\}`;\nreturn text;$/m);
    assert.doesNotMatch(html, /region/);
  });
  it("a region name used twice shows both regions, joined in file order (as VitePress does)", () => {
    const text = codeText(render("<<< @/snippets/twice.js#part\n"));
    assert.match(text, /function foo\(\) \{\}\nfunction bar\(\) \{\}/);
    assert.doesNotMatch(text, /skipped|region/);
  });
  it("finds regions in CSS, Python and HTML comment syntax", () => {
    assert.match(codeText(render("<<< @/snippets/style.css#box\n")), /\.box \{ color: red; \}/);
    assert.match(codeText(render("<<< @/snippets/run.py#main\n")), /print\('hi'\)/);
    const html = codeText(render("<<< @/snippets/page.html#nav\n"));
    assert.match(html, /^&lt;nav&gt;links&lt;\/nav&gt;$/m);
    assert.doesNotMatch(html, /main|region/);
  });
  it("a path without @ starts at the page's folder", () => {
    assert.match(render("<<< ./local.js\n"), /<div class="wd-code-title">local.js<\/div>/);
  });
  it("is a tab of a ::: code-group with its label", () => {
    const html = render("::: code-group\n\n<<< @/snippets/greet.ts [Greeter]\n\n```sh [Shell]\nnpm i\n```\n\n:::\n");
    assert.match(html, /<label for="cg-0-0">Greeter<\/label><input type="radio" name="cg-0" id="cg-0-1"><label for="cg-0-1">Shell<\/label>/);
    assert.match(html, /class="wd-code active language-ts/);
  });
  it("records the snippet and include files of a page (on the env) so a dev server can watch them", () => {
    const env = pageEnv(page) as Record<string, unknown>;
    render("<<< @/snippets/style.css\n", env);
    assert.deepEqual([...(env[SOURCE_KEY] as SourceInfo).files], [path.join(root, "snippets/style.css")]);
    const nested = pageEnv(page) as Record<string, unknown>;
    render("<!--@include: ../parts/nested.md-->\n\n<<< ./local.js\n", nested);
    assert.deepEqual(
      [...(nested[SOURCE_KEY] as SourceInfo).files].sort(),
      ["guide/local.js", "parts/basics.md", "parts/nested.md"].map((f) => path.join(root, f)),
    );
  });
  it("a missing file or region stops the build naming the page, its line and the path", () => {
    const rel = path.relative(process.cwd(), page);
    assert.throws(
      () => render("Intro\n\n<<< @/snippets/nope.ts\n"),
      (e: Error) => {
        assert.equal(
          e.message,
          `${rel}:6: snippet file not found: ${path.relative(process.cwd(), path.join(root, "snippets/nope.ts"))} (from "<<< @/snippets/nope.ts"; paths start at this page's folder, or at the content folder with @/)`,
        );
        return true;
      },
    );
    assert.throws(
      () => render("<<< @/snippets/greet.ts#nope\n"),
      (e: Error) => {
        assert.equal(
          e.message,
          `${rel}:4: snippet region "nope" not found in ${path.relative(process.cwd(), path.join(root, "snippets/greet.ts"))} (mark it with #region nope … #endregion nope)`,
        );
        return true;
      },
    );
  });
});

describe("includes <!--@include:-->", () => {
  it("includes a part (front matter dropped); its heading gets an id like any other", () => {
    const html = render("# Page\n\n<!--@include: ../parts/basics.md-->\n");
    assert.match(html, /<h2 id="included-basics" tabindex="-1">Included basics/);
    assert.match(html, /<p>Basics text.<\/p>/);
    assert.doesNotMatch(html, /title: ignored|@include/);
  });
  it("@/ paths, line ranges {2,3} / {3,} and regions #name or a heading's id", () => {
    assert.match(render("<!--@include: @/parts/lines.md{2,3}-->\n"), /<p>line two\nline three<\/p>/);
    assert.match(render("<!--@include: @/parts/lines.md{3,}-->\n"), /<p>line three\nline four<\/p>/);
    assert.equal(render("<!--@include: @/parts/regions.md#keep-->\n"), "<p>Kept text</p>\n");
    const section = render("<!--@include: @/parts/regions.md#part-section-->\n");
    assert.match(section, /Part section.*\n<p>Section text<\/p>\n$/);
  });
  it("is recursive, and a part's relative links are made to start at the content folder", () => {
    assert.match(render("<!--@include: ../parts/nested.md-->\n"), /<p>Outer part<\/p>\n<h2 id="included-basics"/);
    assert.match(render("<!--@include: ../parts/link.md-->\n"), /<a href="\/parts\/lines.md">sibling<\/a>/);
  });
  it("works inside a fence, as in VitePress; there and in a code span a directive naming no file is an example, printed as written", () => {
    const html = render("```md\n<!--@include: ../parts/lines.md{1,1}-->\n```\n");
    assert.match(html, /line one/);
    assert.doesNotMatch(html, /include/);
    const example = render("```md\n<!--@include: ./parts/example.md-->\n```\n\nAfter.\n");
    assert.match(example, /&lt;!--@include: .\/parts\/example.md--&gt;/);
    assert.match(render("Write `<!--@include: ./parts/example.md-->` to include.\n"), /<code>&lt;!--@include: .\/parts\/example.md--&gt;<\/code>/);
  });
  it("a missing file names the including file and line; a cycle names the chain", () => {
    const rel = (f: string) => path.relative(process.cwd(), path.join(root, f));
    assert.throws(
      () => render("<!--@include: ../parts/missing.md-->\n"),
      (e: Error) => {
        assert.equal(
          e.message,
          `${rel("parts/missing.md")}:3: include "./nowhere.md" not found: there is no file ${rel("parts/nowhere.md")} (paths start at the including file's folder, or at the content folder with @/)`,
        );
        return true;
      },
    );
    assert.throws(
      () => render("x\n<!--@include: ../parts/a.md-->\n"),
      (e: Error) => {
        assert.equal(e.message, `${rel("parts/b.md")}:1: include cycle: ${["guide/page.md", "parts/a.md", "parts/b.md", "parts/a.md"].map(rel).join(" → ")}`);
        return true;
      },
    );
  });
  it("errors after an include name the right line of the page", () => {
    const rel = path.relative(process.cwd(), page);
    assert.throws(
      () => render("<!--@include: ../parts/lines.md-->\n\n<<< ./nope.js\n"),
      (e: Error) => e.message.startsWith(`${rel}:6: snippet file not found`),
    );
  });
});
