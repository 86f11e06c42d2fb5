// The page record (site/page-record.ts): the headings and diagram kinds the page view takes from a page's
// tokens are what a scan of its rendered HTML finds (site/outline.ts extractHeaders, diagramKinds), and a
// page whose tokens cannot say so is left to that scan.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { createMarkdown, diagramKinds } from "../../../site/markdown/index.ts";
import { extractHeaders } from "../../../site/outline.ts";
import { pageRecord } from "../../../site/page-record.ts";

const md = createMarkdown({ labels: { copyCode: "Copy code" }, markdown: { math: true } });
const both = (src: string) => ({ record: pageRecord(md.parse(src, {})), html: md.render(src, {}) });

describe("page record", () => {
  it("takes the headings a scan of the HTML finds: code, entities, emphasis, links, emoji, breaks, custom ids, duplicates", () => {
    const src = [
      "# Title",
      "## Install `npm i` &amp; run",
      "### *Deep* [link](/a.html) :tada:",
      "## Same",
      "## Same",
      "## Custom {#own-id}",
      '#### <span class="x">Inline</span> HTML',
      "::: tip",
      "## Inside a container",
      ":::",
      "```md\n## not a heading\n```",
      "## Escaped \\<tag\\> &lt;b&gt;",
    ].join("\n\n");
    const { record, html } = both(src);
    assert.ok(record.headings);
    assert.deepEqual(record.headings, extractHeaders(html));
    assert.deepEqual(
      record.headings.map((h) => h.link),
      ["#install-npm-i-amp-run", "#deep-link", "#same", "#same-1", "#own-id", "#inline-html", "#inside-a-container", "#escaped-tag-lt-b-gt"],
    );
  });

  it("leaves a page to the HTML scan where its tokens cannot speak for it: math in a heading, raw HTML headings, a Vue or React page", () => {
    assert.equal(both("## Area $x^2$\n").record.headings, null);
    assert.equal(both('<h2 id="raw">Raw</h2>\n\n## Markdown\n').record.headings, null);
    assert.equal(pageRecord(md.parse("## A\n", {}), true).headings, null);
  });

  it("finds the diagram kinds the rendered page's markup holds", () => {
    const src = '```mermaid\nflowchart LR\n  a --> b\n```\n\n```mermaid\n---\ntitle: T\n---\n%% note\npie\n  "a": 1\n```\n\n```js\nflowchart\n```\n';
    const { record, html } = both(src);
    assert.deepEqual([...record.diagrams].sort(), ["flowchart", "pie"]);
    assert.deepEqual(record.diagrams, diagramKinds(html));
  });
});
