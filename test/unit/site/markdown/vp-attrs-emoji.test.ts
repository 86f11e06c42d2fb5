import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { createMarkdown } from "../../../../site/markdown/index.ts";

const md = createMarkdown({ labels: { copyCode: "Copy code" } });

describe("markdown attributes (markdown-it-attrs, VitePress settings)", () => {
  it("`{#id .class}` on a heading sets the id and class; the braces leave the text and the slug", () => {
    const html = md.render("## Set up {#install .wide}\n\n## Set up\n");
    assert.match(html, /<h2 id="install" class="wide" tabindex="-1">Set up <a class="header-anchor" href="#install"/);
    // The generated id of the second heading does not collide with the explicit one.
    assert.match(html, /<h2 id="set-up" tabindex="-1">/);
    assert.doesNotMatch(html, /\{#/);
  });
  it("an explicit id wins over a slug that would take it", () => {
    const html = md.render("## Notes\n\n## Other {#notes}\n");
    assert.match(html, /<h2 id="notes-1" tabindex="-1">Notes/);
    assert.match(html, /<h2 id="notes" tabindex="-1">Other/);
  });
  it('`{target="_self"}`, `{download}` on links and `{width=48}` on images', () => {
    const html = md.render(
      '[Home](https://example.com/){target="_self"} [file](https://example.com/a.zip){download} ![logo](https://example.com/l.png){width=48}\n',
    );
    assert.match(html, /<a href="https:\/\/example.com\/" target="_self">Home<\/a>/);
    assert.match(html, /<a href="https:\/\/example.com\/a.zip" download>file<\/a>/);
    // The image rules add decoding and zoom (site/markdown/images.ts); the first image of a page is not lazy.
    assert.match(html, /<img src="https:\/\/example.com\/l.png" alt="logo" width="48" decoding="async" data-zoom="">/);
  });
  it("`{open}` on a details block opens it; the title keeps no braces", () => {
    const html = md.render("::: details Click me {open}\nHidden text\n:::\n");
    assert.match(html, /<details open class="custom-block details"><summary>Click me<\/summary>/);
  });
  it("fence info stays ours: `js{1,3}` highlights lines and puts no attribute on the code", () => {
    const html = md.render("```js{1,3}\na\nb\nc\n```\n\n```ts:line-numbers {2}\nx\ny\n```\n");
    const lines = [...html.matchAll(/<span class="(line[^"]*)">/g)].map((m) => m[1]);
    assert.deepEqual(lines, ["line highlighted", "line", "line highlighted", "line", "line highlighted"]);
    assert.match(html, /line-numbers-mode/);
    assert.doesNotMatch(html, /1,3=|\s1=""/);
  });
});

describe("emoji shortcodes (markdown-it-emoji, full set)", () => {
  it("renders :tada: and :white_check_mark: as the characters, not inside code", () => {
    const html = md.render("Done :tada: :white_check_mark: `:tada:`\n\n```text\n:tada:\n```\n");
    assert.match(html, /Done 🎉 ✅ <code>:tada:<\/code>/);
    assert.match(html, /<span class="line">:tada:<\/span>/);
  });
  it("an emoji in a heading stays out of its slug (as markdown-it-anchor in VitePress)", () => {
    const html = md.render("## :rocket: Launch\n");
    assert.match(html, /<h2 id="launch" tabindex="-1">🚀 Launch/);
  });
  it("heading ids take the text VitePress takes: emphasis, code and image alt text in, raw HTML out", () => {
    const html = md.render("## Use **`npm ci`** with ![the logo](/l.png) <kbd>now</kbd>\n");
    assert.match(html, /<h2 id="use-npm-ci-with-the-logo-now" tabindex="-1">/);
  });
});

describe("page titles from the first heading (as VitePress takes them)", () => {
  it("drop attributes, code ticks and tags, keep slot text, turn shortcodes into emoji", async () => {
    const { firstHeading } = await import("../../../../site/content-index.ts");
    assert.equal(firstHeading("# Setup {#setup .wide}\n"), "Setup");
    assert.equal(firstHeading('# The `init` API <Badge type="tip" text="v2"/>\n'), "The init API");
    assert.equal(firstHeading("# Release <Badge>beta</Badge> :tada:\n"), "Release beta 🎉");
    assert.equal(firstHeading("# Keep :not_an_emoji: as written\n"), "Keep :not_an_emoji: as written");
  });
});
