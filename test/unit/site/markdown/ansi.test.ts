import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ansiToHtml } from "../../../../site/markdown/ansi.ts";
import { parseFenceInfo, renderCodeBlock } from "../../../../site/markdown/fence.ts";

const ESC = "\x1b";

describe("```ansi fences: terminal colours, as VitePress shows them", () => {
  it("turns SGR colour and weight codes into spans, and resets", () => {
    assert.equal(
      ansiToHtml(`${ESC}[32m✔${ESC}[0m done ${ESC}[1;31merror${ESC}[22m!${ESC}[0m`),
      '<span class="ansi-fg-2">✔</span> done <span class="ansi-bold ansi-fg-1">error</span><span class="ansi-fg-1">!</span>',
    );
  });
  it("maps bright, background, 256 and RGB colours", () => {
    assert.equal(ansiToHtml(`${ESC}[94ma${ESC}[0m`), '<span class="ansi-fg-12">a</span>');
    assert.equal(ansiToHtml(`${ESC}[41mb${ESC}[49m`), '<span class="ansi-bg-1">b</span>');
    assert.equal(ansiToHtml(`${ESC}[38;5;9mc`), '<span class="ansi-fg-9">c</span>');
    assert.equal(ansiToHtml(`${ESC}[38;5;196md`), '<span style="color:rgb(255,0,0)">d</span>');
    assert.equal(ansiToHtml(`${ESC}[38;2;1;2;3me`), '<span style="color:rgb(1,2,3)">e</span>');
  });
  it("escapes the text and drops every other escape sequence: no escape byte reaches the page", () => {
    const html = ansiToHtml(`${ESC}[2K${ESC}[1G<b>&${ESC}]0;title${ESC}\\x`);
    assert.equal(html, "&lt;b&gt;&amp;x");
    assert.ok(!html.includes(ESC));
  });
  it("renders through the code block: a span that crosses a line is closed and reopened per line", () => {
    const html = renderCodeBlock(`${ESC}[33mone\ntwo${ESC}[0m\nthree\n`, parseFenceInfo("ansi"), { copy: "Copy code" });
    assert.match(
      html,
      /<span class="line"><span class="ansi-fg-3">one<\/span><\/span>\n<span class="line"><span class="ansi-fg-3">two<\/span><\/span>\n<span class="line">three<\/span>/,
    );
    assert.match(html, /data-lang="ansi"/);
    assert.ok(!html.includes(ESC));
  });
});
