// A Vue page's plain parts set aside before compiling (site/vue/static-parts.ts): which parts are plain, what
// Vue compiles instead, and that the page Vue renders with them put back reads as the page rendered whole.
import assert from "node:assert/strict";
import path from "node:path";
import { describe, it } from "node:test";
import { loadVue } from "../../../../site/vue/runtime.ts";
import { staticParts } from "../../../../site/vue/static-parts.ts";

const rt = loadVue(path.resolve("."));
if (!rt) throw new Error("the repository's node_modules has vue");
const parts = (html: string) => staticParts(html, rt.isNativeTag);
const HOLE = /<wd-static-part data-i="\d+"><\/wd-static-part>/g;

/** What Vue's server renderer gives for `template` (the full build of vue compiles it at run time). */
async function render(template: string): Promise<string> {
  const app = rt!.vue.createSSRApp({ template, data: () => ({ n: 2, title: "T" }) });
  app.config.compilerOptions.whitespace = "condense";
  app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith("wd-");
  return rt!.server.renderToString(app);
}

/** Text as a reader sees it: whitespace runs as one space, entities decoded, the fragment markers gone. */
const seen = (html: string) =>
  html
    .replace(/<!--[[\]]-->/g, "")
    .replace(/>\s+</g, "><")
    .replace(/\s+/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');

describe("a Vue page's plain parts", () => {
  it("set aside prose, headings and code; keep what has Vue syntax", () => {
    const html =
      '<h1 id="t">{{ title }}</h1>\n<p>Plain <em>prose</em> &amp; more.</p>\n<h2 id="a">A</h2>\n<Counter :start="1" />\n<p>Source: {{ n }}</p>\n<div v-pre class="language-js"><pre><code>{{ kept }}</code></pre></div>\n';
    const p = parts(html);
    assert.equal(
      p.template,
      '<h1 id="t">{{ title }}</h1><wd-static-part data-i="0"></wd-static-part><Counter :start="1" /><p>Source: {{ n }}</p><wd-static-part data-i="1"></wd-static-part>',
    );
    // Put back as written, v-pre taken away as Vue takes it.
    assert.equal(
      p.restore('<h1 id="t">T</h1><wd-static-part data-i="0"></wd-static-part><p>Source: 2</p><wd-static-part data-i="1"></wd-static-part>'),
      '<h1 id="t">T</h1><p>Plain <em>prose</em> &amp; more.</p><h2 id="a">A</h2><p>Source: 2</p><div class="language-js"><pre><code>{{ kept }}</code></pre></div>',
    );
  });

  it("a part with a directive, a component, a custom element or a special tag is Vue's", () => {
    for (const html of [
      '<p><a :href="x">a</a></p>',
      '<p><button @click="go">b</button></p>',
      "<p>Badge: <Badge text='x' /></p>",
      "<p><my-widget>kept</my-widget></p>",
      "<template><p>t</p></template>",
      "<p>{{ n }}</p>",
      '<p title="{{ n }}">x</p>',
    ])
      assert.equal(parts(html).template, html, html);
    // Web Docs' own elements and inline code with v-pre are plain.
    assert.equal(parts('<p>Use <code v-pre>{{ x }}</code> and <wd-island data-c="a"></wd-island></p>').template.match(HOLE)?.length, 1);
  });

  it("HTML it cannot read safely is compiled whole", () => {
    for (const html of ["<div><p>open</div>", "<p>a</p><!-- note --><p>b</p>", "<p>a < b</p>", "</p><p>x</p>"]) assert.equal(parts(html).template, html, html);
  });

  it("a placeholder Vue did not render as written (scoped attributes) fails the restore", () => {
    const p = parts("<p>a</p>\n<p>{{ n }}</p>");
    assert.equal(p.restore('<wd-static-part data-i="0" data-v-1234></wd-static-part><p>2</p>'), null);
  });

  it("the page rendered with its parts set aside reads as the page rendered whole", async () => {
    const html = [
      '<h1 id="t" tabindex="-1">{{ title }} <a class="header-anchor" href="#t" aria-label="Permalink to “T”"></a></h1>',
      "<p>It's &quot;quoted&quot;,\nover two lines &amp; <strong>bold</strong>.</p>",
      "<ul>\n<li>one</li>\n<li>two <code v-pre>{{ raw }}</code></li>\n</ul>",
      '<p v-if="n > 1">Shown: {{ n }}</p>',
      '<div v-pre class="language-vue"><pre class="language-vue"><code>&lt;p&gt;{{ msg }}&lt;/p&gt;\n  indented\n</code></pre></div>',
      "<table>\n<thead>\n<tr>\n<th>A</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n</tr>\n</tbody>\n</table>",
      '<svg viewBox="0 0 1 1"><linearGradient id="g"></linearGradient></svg>',
    ].join("\n");
    const p = parts(html);
    assert.equal(p.template.match(HOLE)?.length, 2, "two runs of plain parts around the v-if paragraph");
    const whole = await render(html);
    const restored = p.restore(await render(p.template));
    assert.ok(restored);
    assert.equal(seen(restored), seen(whole));
    // Code keeps its line breaks and indentation exactly.
    assert.match(restored, /<code>&lt;p&gt;\{\{ msg \}\}&lt;\/p&gt;\n {2}indented\n<\/code>/);
  });
});
