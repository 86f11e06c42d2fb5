import assert from "node:assert/strict";
import { describe, it } from "node:test";
import MarkdownIt from "markdown-it";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createSSRApp, h } from "vue";
import { renderToString } from "@vue/server-renderer";
import { decodeHtml, escapeAttr, escapeHtml } from "../../../common/html.ts";

// Text with every character the producers escape, and an entity-looking run that must come back as text.
const TEXT = `Tom & Jerry's "<b>" &amp;lt; 5 > 3`;

describe("decodeHtml: each producer's escaping reads back as the text it was given", () => {
  it('markdown-it (& < > ")', () => {
    const html = new MarkdownIt().renderInline(TEXT.replace(/[&<>*_`\\[]/g, "\\$&"));
    assert.match(html, /&amp;amp;lt;/);
    assert.equal(decodeHtml(html), TEXT);
  });
  it("Vue's server renderer (' as &#39;)", async () => {
    const html = await renderToString(createSSRApp({ render: () => h("p", { title: TEXT }, TEXT) }));
    assert.match(html, /&#39;/);
    const [, attr, text] = /^<p title="([^"]*)">(.*)<\/p>$/.exec(html) ?? [];
    assert.equal(decodeHtml(attr), TEXT);
    assert.equal(decodeHtml(text), TEXT);
  });
  it("react-dom/server (' as &#x27;)", () => {
    const html = renderToStaticMarkup(createElement("p", { title: TEXT }, TEXT));
    assert.match(html, /&#x27;/);
    const [, attr, text] = /^<p title="([^"]*)">(.*)<\/p>$/.exec(html) ?? [];
    assert.equal(decodeHtml(attr), TEXT);
    assert.equal(decodeHtml(text), TEXT);
  });
  it("this repository's own escapeHtml and escapeAttr", () => {
    assert.equal(decodeHtml(escapeHtml(TEXT)), TEXT);
    assert.equal(decodeHtml(escapeAttr(TEXT)), TEXT);
  });
});

describe("decodeHtml: the references themselves", () => {
  it("decodes &amp; in the same pass as the rest, so an escaped entity stays an entity", () => {
    assert.equal(decodeHtml("&amp;lt;"), "&lt;");
    assert.equal(decodeHtml("&amp;amp;"), "&amp;");
    assert.equal(decodeHtml("&amp;#39;"), "&#39;");
    assert.equal(decodeHtml("&lt;&amp;&gt;"), "<&>");
  });
  it("decodes decimal and hexadecimal references, beyond the BMP too", () => {
    assert.equal(decodeHtml("&#123;&#x7B;&#X7b;"), "{{{");
    assert.equal(decodeHtml("Aerom&#233;xico"), "Aeroméxico");
    assert.equal(decodeHtml("&#128512;&#x1F600;"), "😀😀");
    assert.equal(decodeHtml("&apos;&#39;&#x27;"), "'''");
  });
  it("reads a reference with no character as U+FFFD, as a browser does", () => {
    assert.equal(decodeHtml("&#0;&#xD800;&#x110000;"), "\ufffd\ufffd\ufffd");
  });
  it("leaves what is not a reference it knows as written", () => {
    for (const s of ["AT&T", "a && b", "&copy;", "&#;", "&#x;", "&lt", "& lt;", "&#12a;", "&AMP;"]) assert.equal(decodeHtml(s), s);
  });
});
