import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { createMarkdown } from "../../../../site/markdown/index.ts";
import { tokensToMarkdown } from "../../../../site/llms/markdown.ts";
import { pageRecords } from "../../../../site/search/records.ts";

const md = createMarkdown({ labels: { copyCode: "Copy", footnotes: "Notes", footnoteBack: "Back to citation {n}" } });

describe("footnotes", () => {
  const src = "Claim[^a] and again[^a], then[^b].\n\n[^a]: First *note*.\n[^b]: Second.\n";
  const html = md.render(src);
  it("cite with doc-noteref links, numbered in order, a second citation with its own id", () => {
    assert.match(html, /Claim<sup class="footnote-ref"><a href="#fn1" id="fnref1" role="doc-noteref">\[1\]<\/a><\/sup>/);
    assert.match(html, /again<sup class="footnote-ref"><a href="#fn1" id="fnref1:1" role="doc-noteref">\[1\]<\/a>/);
    assert.match(html, /then<sup class="footnote-ref"><a href="#fn2" id="fnref2" role="doc-noteref">\[2\]<\/a>/);
  });
  it("list the notes in a named doc-endnotes section, each with named doc-backlinks to every citation", () => {
    assert.match(
      html,
      /<section class="footnotes" role="doc-endnotes" aria-label="Notes">\n<ol class="footnotes-list">\n<li id="fn1" class="footnote-item"><p>First <em>note<\/em>\./,
    );
    assert.match(
      html,
      /<a href="#fnref1" class="footnote-backref" role="doc-backlink" aria-label="Back to citation 1">↩︎<\/a> <a href="#fnref1:1" class="footnote-backref" role="doc-backlink" aria-label="Back to citation 1">/,
    );
    assert.match(html, /<li id="fn2" class="footnote-item"><p>Second\. <a href="#fnref2"/);
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    assert.equal(new Set(ids).size, ids.length, ids.join(" "));
  });
  it("stay footnotes in the Markdown twin", () => {
    const twin = tokensToMarkdown(md.parse(src, {}), { links: { href: (h) => h } });
    assert.equal(twin, "Claim[^a] and again[^a], then[^b].\n\n[^a]: First *note*.\n\n[^b]: Second.");
  });
  it("are searchable text, without the [1] markers", () => {
    const [page] = pageRecords(md.parse(src, {}), { link: "a.html", title: "A" });
    assert.equal(page.p, "Claim and again, then. First note. Second.");
  });
});

describe("task lists", () => {
  const src = "- [ ] Write the *tests*\n- [x] Ship\n- Plain item\n- [y] not a task\n";
  const html = md.render(src);
  it("render disabled checkboxes named by their item's text", () => {
    assert.match(html, /<ul class="contains-task-list">/);
    assert.match(
      html,
      /<li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" disabled aria-labelledby="wd-task-1"> <span id="wd-task-1">Write the <em>tests<\/em><\/span><\/li>/,
    );
    assert.match(
      html,
      /<input type="checkbox" class="task-list-item-checkbox" disabled checked aria-labelledby="wd-task-2"> <span id="wd-task-2">Ship<\/span>/,
    );
    assert.match(html, /<li>Plain item<\/li>\n<li>\[y\] not a task<\/li>/);
  });
  it("need the space after the box, and stay text outside lists", () => {
    assert.doesNotMatch(md.render("- [x]done\n"), /checkbox/);
    assert.doesNotMatch(md.render("[x] not a list\n"), /checkbox/);
  });
  it("number their ids per page, and keep their marks in the twin", () => {
    assert.match(md.render("- [x] again\n"), /aria-labelledby="wd-task-1"/);
    assert.equal(tokensToMarkdown(md.parse(src, {}), { links: { href: (h) => h } }), "- [ ] Write the *tests*\n- [x] Ship\n- Plain item\n- \\[y\\] not a task");
  });
});
