import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { createMarkdown } from "../../../../site/markdown/index.ts";
import { pageEnv } from "../../../../site/markdown/source.ts";
import { extractHeaders } from "../../../../site/outline.ts";
import { VUE_KEY, type VuePageMarks } from "../../../../site/vue/site.ts";

const md = createMarkdown({ labels: { copyCode: "Copy code" } });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-vue-"));
const page = path.join(dir, "page.md");
const rel = path.relative(process.cwd(), page);
/** Render as a page of a build: front matter on lines 1–3, so the body starts on line 4. */
const render = (body: string) => {
  fs.writeFileSync(page, `---\ntitle: T\n---\n${body}`);
  return md.render(body, pageEnv(page));
};
const failsWith = (body: string, message: string) =>
  assert.throws(
    () => render(body),
    (e: Error) => {
      assert.equal(e.message, message);
      return true;
    },
  );
/** The Vue marks a page render leaves on its env (site/vue/site.ts), or undefined for a page without Vue. */
const vueMarks = (body: string) => {
  fs.writeFileSync(page, `---\ntitle: T\n---\n${body}`);
  const env = pageEnv(page) as Record<string, unknown>;
  md.render(body, env);
  return env[VUE_KEY] as VuePageMarks | undefined;
};

describe("<Since v>", () => {
  it("renders the New in badge inline, in a page with Vue syntax too (Vue never sees it), and literally in ::: v-pre", () => {
    const html = render("The `watch` option <Since v=\"2.1\"/> reloads.\n\n<Since v='3.0-beta'></Since>\n");
    assert.match(html, /option <span class="wd-badge" data-since="2\.1">New in 2\.1<\/span> reloads/);
    assert.match(html, /<span class="wd-badge" data-since="3\.0-beta">New in 3\.0-beta<\/span>/);
    assert.doesNotMatch(html, /<\/?Since/);
    // A Vue page: the badge is rendered, and it is no component Vue reports.
    const marks = vueMarks('Count {{ 1 + 1 }} <Since v="2.1"/>\n');
    assert.ok(marks, "a Vue page");
    assert.match(render('Count {{ 1 + 1 }} <Since v="2.1"/>\n'), /<span class="wd-badge" data-since="2\.1">New in 2\.1<\/span>/);
    assert.deepEqual(
      extractHeaders(render('## Watching <Since v="2.2"/>\n')).map((h) => h.title),
      ["Watching"],
    );
    assert.match(render('::: v-pre\n<Since v="2.1"/>\n:::\n'), /&lt;Since v=&quot;2\.1&quot;\/&gt;|&lt;Since v="2\.1"\/&gt;/);
  });
  it("without a version, or a name that is no version: an error naming the line", () => {
    failsWith("Text\n\nNew <Since/> here\n", `${rel}:6: <Since/>: name the version the text is new in, as <Since v="2.1"/>`);
    failsWith('New <Since v="a b"/> here\n', `${rel}:4: <Since v="a b"/>: a version is letters, digits and . + - _, as <Since v="2.1"/>`);
  });
});

describe("<Badge>", () => {
  it("renders type + text, slot content and the default type as server-side spans", () => {
    const html = render(
      'Status <Badge type="info" text="beta"/> and <Badge type="danger">gone</Badge> and <Badge text="new" />\n\n<Badge type="warning" text="block" />\n',
    );
    assert.match(
      html,
      /Status <span class="VPBadge info">beta<\/span> and <span class="VPBadge danger">gone<\/span> and <span class="VPBadge tip">new<\/span>/,
    );
    assert.match(html, /<span class="VPBadge warning">block<\/span>/);
    assert.doesNotMatch(html, /<\/?Badge/);
  });
  it("in a heading: neither in the slug nor in the outline text", () => {
    const html = render('## Options <Badge type="tip" text="v2" />\n\nText after.\n');
    assert.match(html, /<h2 id="options" tabindex="-1">Options <span class="VPBadge tip">v2<\/span>/);
    assert.deepEqual(
      extractHeaders(html).map((h) => h.title),
      ["Options"],
    );
    assert.match(html, /<p>Text after.<\/p>/);
  });
  it("a bound attribute (:text) or another type makes the page a Vue page, where Vue's <Badge> renders it", () => {
    assert.deepEqual(vueMarks('<Badge :text="version"/>\n'), { line: 4, blocks: [] });
    assert.deepEqual(vueMarks('<Badge type="big" text="x"/>\n'), { line: 4, blocks: [] });
  });
});

describe("other Vue forms make the page a Vue page (site/vue renders it), at the line of the first", () => {
  it("a component tag, self-closing or not", () => {
    assert.equal(vueMarks("# T\n\nText\n\n<ModalDemo/>\n\nMore text\n")?.line, 8);
    assert.equal(vueMarks('Team: <VPTeamMembers size="small" :members="members">x</VPTeamMembers>\n')?.line, 4);
  });
  it("<script setup> and <style> blocks are lifted out of the content, as VitePress hoists them", () => {
    const env = pageEnv(page) as Record<string, unknown>;
    fs.writeFileSync(
      page,
      "---\ntitle: T\n---\nIntro\n\n<script setup>\nimport { ref } from 'vue'\n</script>\n\n<style scoped>\n.a { color: red }\n</style>\n",
    );
    const html = md.render("Intro\n\n<script setup>\nimport { ref } from 'vue'\n</script>\n\n<style scoped>\n.a { color: red }\n</style>\n", env);
    assert.deepEqual(env[VUE_KEY], {
      line: 6,
      blocks: ["<script setup>\nimport { ref } from 'vue'\n</script>", "<style scoped>\n.a { color: red }\n</style>"],
    });
    assert.equal(html.trim(), "<p>Intro</p>");
  });
  it("{{ }} interpolation outside code, in text and in HTML; code keeps it as written (v-pre)", () => {
    assert.equal(vueMarks("One\ntwo {{ 1 + 1 }}\n")?.line, 5);
    assert.equal(vueMarks("<div>\n{{ $frontmatter.title }}\n</div>\n")?.line, 5);
    const env = pageEnv(page) as Record<string, unknown>;
    const html = md.render("{{ a }} and `{{ b }}`\n\n```js\n{{ c }}\n```\n", env);
    assert.match(html, /<code v-pre>\{\{ b \}\}<\/code>/);
    assert.match(html, /^<div v-pre class="wd-code/m);
  });
  it("v-for, v-if and :prop attributes", () => {
    assert.equal(vueMarks('<ul>\n<li v-for="i in items">{{ i }}</li>\n</ul>\n')?.line, 5);
    assert.equal(vueMarks('<div :class="x">a</div>\n')?.line, 4);
  });
  it("::: v-pre on a Vue page is Vue's v-pre", () => {
    const env = pageEnv(page) as Record<string, unknown>;
    const html = md.render("{{ x }}\n\n::: v-pre\n{{ title }}\n:::\n", env);
    assert.match(html, /<div v-pre>\n<p>\{\{ title \}\}<\/p>\n<\/div>/);
  });
  it("never in inline code or fences, nor in HTML comments: such a page is no Vue page", () => {
    const html = render('`{{ a }}` and `<ModalDemo/>`\n\n```vue\n<script setup>\n</script>\n<Comp v-if="a">{{ b }}</Comp>\n```\n\n<!-- <Foo/> {{ x }} -->\n');
    assert.match(html, /<code>\{\{ a \}\}<\/code>/);
    assert.match(html, /script<\/span> <span class="token attr-name">setup<\/span>/);
    assert.match(html, /<!-- <Foo\/> \{\{ x \}\} -->/);
    assert.equal(vueMarks("`{{ a }}`\n\n<!-- <Foo/> -->\n"), undefined);
  });
  it("::: v-pre on a page without Vue shows its content literally", () => {
    const html = render('::: v-pre\n`{{` and {{ title }} and <Badge text="x"/>\n\n<ModalDemo/>\n:::\n');
    assert.match(html, /<p><code>\{\{<\/code> and \{\{ title \}\} and &lt;Badge text=&quot;x&quot;\/&gt;<\/p>/);
    assert.match(html, /<p>&lt;ModalDemo\/&gt;<\/p>/);
  });
});

describe("the pass-through guard", () => {
  it("an unrecognised <<< import and an unknown :shortcode: fail; known ones and times do not", () => {
    failsWith(
      "Some text\n<<< @/snippets/a.js\n",
      `${rel}:5: snippet import "<<< @/snippets/a.js" was not recognised: put <<< @/path/file.ext at the start of its own line, after a blank line`,
    );
    failsWith(
      "Party :not_an_emoji: now\n",
      `${rel}:4: unknown emoji shortcode :not_an_emoji:: use a name from markdown-it-emoji's full list, or put it in \`code\` to show it as text`,
    );
    assert.match(render("At 10:30:00 :smile: `:nope:`\n"), /At 10:30:00 😄 <code>:nope:<\/code>/);
  });
  it("an include that names no file", () => {
    failsWith(
      "<!--@include: -->\n",
      `${rel}:4: include not resolved: write <!--@include: ./path/file.md--> with a path (a range {3,10} or #region may follow)`,
    );
  });
});
