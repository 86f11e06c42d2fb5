import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { outlineLevels } from "../../../../site/config/common-schema.ts";
import { parseWith } from "../../../../site/config/issues.ts";
import { buildOutline, extractHeaders } from "../../../../site/outline.ts";

/** The levels the schema normalises an outline option to; a bad shape throws its problem line. */
function resolveOutlineLevels(option: unknown) {
  const r = parseWith(outlineLevels, option);
  if (r.problems) throw new Error(r.problems.map((p) => `outline: ${p.message}`).join("; "));
  return r.data;
}

describe("the outline option's schema: the four shapes, normalised to levels", () => {
  it("a number shows one level", () => assert.deepEqual(resolveOutlineLevels(3), [3, 3]));
  it("a [min, max] pair", () => assert.deepEqual(resolveOutlineLevels([2, 4]), [2, 4]));
  it('"deep" is 2–6', () => assert.deepEqual(resolveOutlineLevels("deep"), [2, 6]));
  it("false shows none", () => assert.equal(resolveOutlineLevels(false), null));
  it("rejects other shapes with a clear message", () => {
    for (const bad of [1, 7, "shallow", [4, 2], [2], { min: 2 }, true, "2,3"]) {
      assert.throws(() => resolveOutlineLevels(bad), /outline: expected a heading level 2–6/);
    }
  });
});

describe("extractHeaders and buildOutline", () => {
  const html = `<h1 id="t">Title</h1><h2 id="a">Alpha <a class="header-anchor" href="#a">#</a></h2>
    <h3 id="b">Beta &amp; <code>gamma</code></h3><h2>No id</h2><h2 id="empty"> </h2><h4 id="d">Delta</h4><h2 id="e">Eps</h2>`;
  it("keeps h2–h6 with both an id and text, without the anchor", () => {
    assert.deepEqual(
      extractHeaders(html).map((h) => [h.level, h.title, h.link]),
      [
        [2, "Alpha", "#a"],
        [3, "Beta & gamma", "#b"],
        [4, "Delta", "#d"],
        [2, "Eps", "#e"],
      ],
    );
  });
  it("nests within the chosen levels", () => {
    const tree = buildOutline(extractHeaders(html), [2, 3]);
    assert.deepEqual(
      tree.map((e) => [e.title, e.children.map((c) => c.title)]),
      [
        ["Alpha", ["Beta & gamma"]],
        ["Eps", []],
      ],
    );
    assert.deepEqual(buildOutline(extractHeaders(html), null), []);
  });
  it("skips code blocks, comments and scripts, and reads any attribute order and quoting", () => {
    const page = `<pre><code><h2 id="in-code">Not a heading</h2></code></pre><!-- <h2 id="c">Commented</h2> -->
      <script>const s = '<h2 id="s">Script</h2>';</script><h2 tabindex="-1" id='q'>Quoted <em>id</em></h2><H3 ID=u>Upper</H3>`;
    assert.deepEqual(
      extractHeaders(page).map((h) => [h.level, h.title, h.link]),
      [
        [2, "Quoted id", "#q"],
        [3, "Upper", "#u"],
      ],
    );
  });
});
