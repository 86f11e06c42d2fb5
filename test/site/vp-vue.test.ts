import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { createMarkdown } from "../../site/markdown/index.ts";
import { pageEnv } from "../../site/markdown/source.ts";
import { extractHeaders } from "../../site/outline.ts";

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
  assert.throws(() => render(body), (e: Error) => {
    assert.equal(e.message, message);
    return true;
  });
const HINT = "(Web Docs renders Markdown without Vue); remove it, or wrap it in ::: v-pre to show it literally";

describe("<Badge>", () => {
  it("renders type + text, slot content and the default type as server-side spans", () => {
    const html = render('Status <Badge type="info" text="beta"/> and <Badge type="danger">gone</Badge> and <Badge text="new" />\n\n<Badge type="warning" text="block" />\n');
    assert.match(html, /Status <span class="VPBadge info">beta<\/span> and <span class="VPBadge danger">gone<\/span> and <span class="VPBadge tip">new<\/span>/);
    assert.match(html, /<span class="VPBadge warning">block<\/span>/);
    assert.doesNotMatch(html, /<\/?Badge/);
  });
  it("in a heading: neither in the slug nor in the outline text", () => {
    const html = render('## Options <Badge type="tip" text="v2" />\n\nText after.\n');
    assert.match(html, /<h2 id="options" tabindex="-1">Options <span class="VPBadge tip">v2<\/span>/);
    assert.deepEqual(extractHeaders(html).map((h) => h.title), ["Options"]);
    assert.match(html, /<p>Text after.<\/p>/);
  });
  it("a bound attribute (:text) is an error, not an empty badge", () => {
    failsWith('<Badge :text="version"/>\n', `${rel}:4: Vue directives are not supported: :text on <Badge> ${HINT} (write type="…" and text="…" as plain attributes)`);
  });
  it("an unknown type is an error", () => {
    failsWith('<Badge type="big" text="x"/>\n', `${rel}:4: <Badge type="big">: type must be info, tip, warning or danger`);
  });
});

describe("other Vue forms are build errors naming file and line", () => {
  it("a component tag, self-closing or not", () => {
    failsWith("# T\n\nText\n\n<ModalDemo/>\n\nMore text\n", `${rel}:8: Vue components are not supported: <ModalDemo> ${HINT}`);
    failsWith("Team: <VPTeamMembers size=\"small\" :members=\"members\">x</VPTeamMembers>\n", `${rel}:4: Vue components are not supported: <VPTeamMembers> ${HINT}`);
  });
  it("<script setup> and <style module>", () => {
    failsWith("Intro\n\n<script setup>\nimport { ref } from 'vue'\n</script>\n", `${rel}:6: Vue <script setup> is not supported ${HINT}`);
    failsWith("<style module>\n.a { color: red }\n</style>\n", `${rel}:4: Vue <style module> is not supported ${HINT}`);
  });
  it("{{ }} interpolation outside code, in text and in HTML", () => {
    failsWith("One\ntwo {{ 1 + 1 }}\n", `${rel}:5: Vue interpolation {{ 1 + 1 }} is not supported outside code ${HINT} (or put it in \`code\`)`);
    failsWith("<div>\n{{ $frontmatter.title }}\n</div>\n", `${rel}:5: Vue interpolation {{ $frontmatter.title }} is not supported outside code ${HINT} (or put it in \`code\`)`);
  });
  it("v-for, v-if and :prop attributes", () => {
    failsWith('<ul>\n<li v-for="i in items">{{ i }}</li>\n</ul>\n', `${rel}:5: Vue directives are not supported: v-for on <li> ${HINT} (and 1 more on this page: line 5)`);
    failsWith('<div :class="x">a</div>\n', `${rel}:4: Vue directives are not supported: :class on <div> ${HINT}`);
  });
  it("never in inline code or fences, nor in HTML comments", () => {
    const html = render("`{{ a }}` and `<ModalDemo/>`\n\n```vue\n<script setup>\n</script>\n<Comp v-if=\"a\">{{ b }}</Comp>\n```\n\n<!-- <Foo/> {{ x }} -->\n");
    assert.match(html, /<code>\{\{ a \}\}<\/code>/);
    assert.match(html, /script<\/span> <span class="token attr-name">setup<\/span>/);
    assert.match(html, /<!-- <Foo\/> \{\{ x \}\} -->/);
  });
  it("::: v-pre shows its content literally", () => {
    const html = render("::: v-pre\n`{{` and {{ title }} and <Badge text=\"x\"/>\n\n<ModalDemo/>\n:::\n");
    assert.match(html, /<p><code>\{\{<\/code> and \{\{ title \}\} and &lt;Badge text=&quot;x&quot;\/&gt;<\/p>/);
    assert.match(html, /<p>&lt;ModalDemo\/&gt;<\/p>/);
  });
});

describe("the pass-through guard", () => {
  it("an unrecognised <<< import and an unknown :shortcode: fail; known ones and times do not", () => {
    failsWith("Some text\n<<< @/snippets/a.js\n", `${rel}:5: snippet import "<<< @/snippets/a.js" was not recognised: put <<< @/path/file.ext at the start of its own line, after a blank line`);
    failsWith("Party :not_an_emoji: now\n", `${rel}:4: unknown emoji shortcode :not_an_emoji:: use a name from markdown-it-emoji's full list, or put it in \`code\` to show it as text`);
    assert.match(render("At 10:30:00 :smile: `:nope:`\n"), /At 10:30:00 😄 <code>:nope:<\/code>/);
  });
  it("an include that names no file", () => {
    failsWith("<!--@include: -->\n", `${rel}:4: include not resolved: write <!--@include: ./path/file.md--> with a path (a range {3,10} or #region may follow)`);
  });
});
