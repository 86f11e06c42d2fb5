import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { createMarkdown } from "../../../../site/markdown/index.ts";
import { twoslashCode, wrapText } from "../../../../site/markdown/twoslash.ts";
import { loadGraphviz } from "../../../../site/markdown/graphviz.ts";

// ```ts twoslash fences (issue #40): run through twoslash at build time, as VitePress does.
const md = createMarkdown({ labels: { copyCode: "Copy" } });
const env = { page: { inputPath: "docs/guide/types.md" } };
const FENCE = [
  "Intro",
  "",
  "```ts twoslash",
  "// @filename: greet.ts",
  'export const greeting = "hello" as const',
  "// @filename: main.ts",
  "// ---cut---",
  'import { greeting } from "./greet"',
  "const size = greeting.length",
  "//    ^?",
  "// @errors: 2322",
  'const wrong: number = "text"',
  "```",
  "",
].join("\n");

describe("twoslash fences", () => {
  const html = md.render(FENCE, env);
  it("cut, @filename, @errors and ^? lines leave the code; the setup above the cut is not shown", () => {
    assert.doesNotMatch(html, /---cut---|@filename|@errors|\^\?|export const greeting/);
    const lines = [...html.matchAll(/<span class="line">/g)].length;
    assert.equal(lines, 3);
  });
  it("each identifier's type is a keyboard-reachable popup described by its tooltip; Prism keeps the colours", () => {
    assert.match(
      html,
      /<span class="twoslash-hover" tabindex="0" aria-describedby="(twoslash-\d+-\d+)">size<span class="twoslash-popup" role="tooltip" id="\1"><code>const size: number<\/code><\/span><\/span>/,
    );
    assert.match(html, /<span class="token keyword">const<\/span>/);
    assert.match(html, /<span class="twoslash-docs">Returns the length of a String object\.<\/span>/);
  });
  it("a query's answer and an expected error show under their line, always", () => {
    assert.match(
      html,
      /<span class="twoslash-meta twoslash-query" role="note"> {6}<span class="twoslash-caret" aria-hidden="true">\^ <\/span>const size: number<\/span><span class="line">/,
    );
    assert.match(
      html,
      /<span class="twoslash-meta twoslash-error" role="note"><span class="twoslash-label">Error 2322: <\/span>Type 'string' is not assignable to type 'number'\.<\/span>/,
    );
    assert.match(html, /<span class="twoslash-error-range">/);
  });
  it("an unexpected error fails the build naming the file and the line of the error", () => {
    assert.throws(
      () => md.render("# T\n\n```ts twoslash\n// @filename: a.ts\nexport const n = 1\n// ---cut---\nconst a: number = 'x'\n```\n", env),
      (e: Error) => {
        assert.match(e.message, /^docs\/guide\/types\.md:7: twoslash: Errors were thrown in the sample/);
        return true;
      },
    );
    assert.throws(
      () => md.render("# T\n\n```ts twoslash\nconst a: number = 'x'\n```\n", env),
      (e: Error) => {
        assert.match(
          e.message,
          /^docs\/guide\/types\.md:4: twoslash: Errors were thrown in the sample, but not included in an error tag: .*2322.*\(mark an expected error with \/\/ @errors: <code>\)$/,
        );
        return true;
      },
    );
  });
  it("// @log, @warn, @error messages show where they are written; // ^| lists the completions, the typed part marked", () => {
    const out = md.render(
      [
        "```ts twoslash",
        "// @noErrors",
        "const x = [1, 2]",
        "// @log: Logged: 2 items",
        "console.log(x.length)",
        "// @warn: Careful <here>",
        "console.e",
        "//       ^|",
        "x.length",
        "// @error: Not like this",
        "```",
        "",
      ].join("\n"),
      env,
    );
    assert.doesNotMatch(out, /@log|@warn|@error|@noErrors|\^\|/);
    assert.match(
      out,
      /<\/span>\n<span class="twoslash-meta twoslash-tag twoslash-tag-log" role="note"><span class="twoslash-label">Log: <\/span>Logged: 2 items<\/span><span class="line">.*console/,
    );
    assert.match(out, /twoslash-tag-warn" role="note"><span class="twoslash-label">Warning: <\/span>Careful &lt;here&gt;<\/span><span class="line">/);
    assert.match(
      out,
      /<span class="twoslash-meta twoslash-completions"> {9}<span class="twoslash-caret" aria-hidden="true">\^ <\/span><span class="twoslash-completion-list" role="list" aria-label="Completions for “e”"><span class="twoslash-completion" role="listitem"><span class="twoslash-match">e<\/span>rror<\/span>/,
    );
    // The last tag stands after the last line.
    assert.match(out, /twoslash-tag-error" role="note"><span class="twoslash-label">Error: <\/span>Not like this<\/span><\/code>/);
  });
  it("a fence without twoslash is left alone", () => {
    assert.match(md.render("```ts\n// ---cut---\nconst a = 1\n```\n"), /---cut---/);
  });
  it("the Markdown twin's copy of the code: the same lines twoslash shows, without running it", () => {
    const fence = FENCE.split("```")[1].replace(/^ts twoslash\n/, "");
    assert.equal(twoslashCode(fence), 'import { greeting } from "./greet"\nconst size = greeting.length\nconst wrong: number = "text"\n');
  });
  it("wrapText wraps a range inside one text run, counting an entity as one character, and leaves one across tags", () => {
    assert.equal(wrapText("a &lt;b&gt; c", 2, 5, "[", "]"), "a [&lt;b&gt;] c");
    assert.equal(wrapText('<span class="x">ab</span>cd', 1, 3, "[", "]"), '<span class="x">ab</span>cd');
  });
});

describe("Graphviz fences", () => {
  it("before Graphviz is loaded (a build loads it when a page has one), the source, saying so", () => {
    assert.match(
      md.render("```dot\ndigraph { a -> b }\n```\n"),
      /^<p class="wd-diagram-note" role="note">Graphviz diagram, shown as its source:<\/p>\n<div class="wd-code language-dot"/,
    );
  });
  it("drawn as inline SVG named by the graph's label or name; each graph's ids its own", async () => {
    await loadGraphviz();
    const html = md.render(
      '```dot\ndigraph Flow { label="Build steps"; a -> b }\n```\n\n```graphviz\ndigraph Deps { a -> c }\n```\n\n```dot\ngraph { x -- y }\n```\n',
      env,
    );
    assert.deepEqual(html.match(/<figure class="wd-graphviz"><svg role="img" aria-label="[^"]*"/g), [
      '<figure class="wd-graphviz"><svg role="img" aria-label="Graph: Build steps"',
      '<figure class="wd-graphviz"><svg role="img" aria-label="Graph: Deps"',
      '<figure class="wd-graphviz"><svg role="img" aria-label="Graph"',
    ]);
    assert.match(html, /<g id="wd-dot-1-node1" class="node">\s*<title>a<\/title>/);
    assert.match(html, /<g id="wd-dot-2-node1" class="node">/);
    assert.doesNotMatch(html, /<\?xml|<!DOCTYPE|<!--|wd-code language-dot/);
  });
  it("a graph Graphviz cannot read fails the build at its own line, saying what to do", async () => {
    await loadGraphviz();
    assert.throws(
      () => md.render("# T\n\n```dot\ndigraph {\n  a -> \n}\n```\n", env),
      (e: Error) => {
        assert.equal(
          e.message,
          "docs/guide/types.md:6: dot graph: syntax error in line 3 near '}' (fix the DOT source, or write the fence as ```txt to show it as text)",
        );
        return true;
      },
    );
  });
});
