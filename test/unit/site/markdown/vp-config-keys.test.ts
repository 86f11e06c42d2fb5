import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ok, problems } from "../../../support/config-support.ts";
import { createMarkdown } from "../../../../site/markdown/index.ts";

// VitePress config keys a real site sets (issue #40): each runs as VitePress runs it, or is accepted with a
// note of what it does not change here, never a stop.

const render = (markdown: Record<string, unknown>, src: string) =>
  createMarkdown({ labels: { copyCode: "Copy" }, markdown: ok({ markdown }).markdown }).render(src);

describe("markdown.config / preConfig: the site's own markdown-it setup", () => {
  it("config(md) gets the real markdown-it instance after Web Docs' plugins; its plugin renders", () => {
    let seen: unknown;
    const html = render(
      {
        config(md: any) {
          seen = md;
          md.core.ruler.push("shout", (state: any) => {
            for (const t of state.tokens)
              if (t.type === "inline")
                for (const c of t.children) if (c.type === "text") c.content = c.content.replace(/!!(\w+)!!/g, (_: string, w: string) => w.toUpperCase());
          });
        },
      },
      "Say !!hello!!\n\n::: tip\nStill a tip\n:::\n",
    );
    assert.equal(typeof (seen as { use?: unknown }).use, "function");
    assert.match(html, /Say HELLO/);
    assert.match(html, /custom-block tip/, "Web Docs' own plugins still apply");
  });
  it("preConfig(md) runs before Web Docs' plugins (a rule it adds sees the raw ::: line)", () => {
    const order: string[] = [];
    render(
      {
        preConfig: (md: any) => order.push(md.core.ruler.__rules__.some((r: { name: string }) => r.name === "web_docs_heading_ids") ? "after" : "before"),
        config: () => order.push("config"),
      },
      "x",
    );
    assert.deepEqual(order, ["before", "config"]);
  });
  it("a non-function config is a located problem", () => {
    assert.deepEqual(problems({ markdown: { config: "md.use(x)" } }), ['markdown.config: expected a function, got "md.use(x)"']);
  });
});

describe("markdown.attrs: markdown-it-attrs' options", () => {
  it("%{ }% delimiters: the id moves onto the heading, the text keeps no %{…}%; plain {} stays text", () => {
    const html = render({ attrs: { leftDelimiter: "%{", rightDelimiter: "}%" } }, "## Setup %{#install}%\n\n## Other {#x}\n");
    assert.match(html, /<h2 id="install" tabindex="-1">Setup /);
    assert.doesNotMatch(html, /%\{/);
    assert.match(html, /Other \{#x\}/);
  });
  it("allowedAttributes limits the attributes; disable turns {…} off", () => {
    assert.match(render({ attrs: { allowedAttributes: ["id"] } }, "## A {#a .big}\n"), /<h2 id="a" tabindex="-1">A/);
    assert.match(render({ attrs: { disable: true } }, "## A {#a}\n"), /<h2 id="a-a" tabindex="-1">A \{#a\}/);
  });
});

describe("markdown.anchor: markdown-it-anchor's options", () => {
  it('level: 2 means h2 and deeper (the "#" link); a list names the levels', () => {
    const html = render({ anchor: { level: 2 } }, "# T\n\n## A\n\n#### B\n");
    assert.doesNotMatch(html, /<h1[^>]*>T <a class="header-anchor"/);
    assert.match(html, /<h2 id="a" tabindex="-1">A <a class="header-anchor"/);
    assert.match(html, /<h4 id="b" tabindex="-1">B <a class="header-anchor"/);
    assert.deepEqual(ok({ markdown: { anchor: { level: [2, 3] } } }).markdown?.anchorLevels, [2, 3]);
  });
  it("slugify: the site's slug rule makes every id; repeats still get -1", () => {
    const html = render({ anchor: { slugify: (s: string) => `x-${s.toLowerCase().replace(/\s+/g, "_")}` } }, "## Getting Started\n\n## Getting Started\n");
    assert.match(html, /<h2 id="x-getting_started" tabindex="-1">/);
    assert.match(html, /<h2 id="x-getting_started-1" tabindex="-1">/);
  });
  it("permalink: false leaves the links out; a permalink function renders its own; callback sees each heading", () => {
    assert.doesNotMatch(render({ anchor: { permalink: false } }, "## A\n"), /header-anchor/);
    const seen: string[] = [];
    const html = render(
      {
        anchor: {
          permalink: (slug: string, _opts: unknown, state: any, idx: number) => {
            const t = new state.Token("html_inline", "", 0);
            t.content = `<a class="mine" href="#${slug}">¶</a>`;
            state.tokens[idx + 1].children.unshift(t);
          },
          callback: (token: { tag: string }, info: { slug: string; title: string }) => seen.push(`${token.tag}:${info.slug}:${info.title}`),
        },
      },
      "## Hello `code`\n",
    );
    assert.match(html, /<h2 id="hello-code" tabindex="-1"><a class="mine" href="#hello-code">¶<\/a>Hello <code>code<\/code><\/h2>/);
    assert.deepEqual(seen, ["h2:hello-code:Hello code"]);
  });
  it("tabIndex: false writes no tabindex", () => {
    assert.match(render({ anchor: { tabIndex: false } }, "## A\n"), /<h2 id="a">/);
  });
});

describe("markdown-it options and languages", () => {
  it("linkify: false and breaks: true reach markdown-it", () => {
    assert.doesNotMatch(render({ linkify: false }, "see https://example.com\n"), /<a /);
    assert.match(render({ breaks: true }, "one\ntwo\n"), /one<br>\ntwo/);
  });
  it("languageAlias and Shiki grammars' aliases are read as Prism's languages; defaultHighlightLang colours bare fences", () => {
    const aliased = render({ languageAlias: { "my-sh": "bash" } }, "```my-sh\necho hi\n```\n");
    assert.match(aliased, /class="token builtin[^"]*">echo</);
    const grammar = render({ languages: [{ name: "javascript", aliases: ["es"], scopeName: "source.js" }] }, "```es\nconst a = 1\n```\n");
    assert.match(grammar, /class="token keyword">const</);
    assert.match(render({ defaultHighlightLang: "js" }, "```\nconst a = 1\n```\n"), /class="token keyword">const</);
  });
});

describe("keys accepted with a note of what they do not change", () => {
  it("markdown.theme, codeTransformers, languages, vite, vue, postRender: accepted, one note each", () => {
    const c = ok({
      vite: { plugins: [] },
      vue: {},
      postRender: () => {},
      markdown: { theme: { light: "github-light", dark: "github-dark" }, codeTransformers: [{}], languages: [{ name: "zig" }] },
    });
    assert.deepEqual(c.notes, [
      "vite: accepted, not applied (Web Docs does not use Vite)",
      "vue: accepted, not applied (Web Docs does not use Vite's Vue plugin)",
      "postRender: accepted, not applied (pages are complete HTML, not rendered by Vue on the server)",
      "markdown.theme: accepted, not applied (code colours come from the Web Docs theme (Prism tokens))",
      "markdown.codeTransformers: accepted, not applied (Shiki transformers do not run; the fence forms of docs/authoring.md ({1,3}, // [!code ++]) do their usual jobs)",
      "markdown.languages: Shiki grammars are not loaded; zig is highlighted by Prism's grammar of that name where it has one, else shown plain",
    ]);
  });
  it("the build hooks are kept as functions; a non-function is a located problem", () => {
    const buildEnd = () => {};
    assert.equal(ok({ buildEnd }).hooks?.buildEnd, buildEnd);
    assert.deepEqual(problems({ transformHead: "x" }), ['transformHead: expected a function, got "x"']);
  });
});

describe("themeConfig of custom themes and social icons", () => {
  it("a custom theme's keys reach the templates unchanged; a near-miss of a default key is a note, not a stop", () => {
    const c = ok({ themeConfig: { variant: "vite", banner: { text: "New" }, footer: { message: "m", nav: [{ title: "T", items: [] }] }, sidebarr: {} } });
    const tc = c.themeConfig as unknown as Record<string, unknown>;
    assert.equal(tc.variant, "vite");
    assert.deepEqual(tc.banner, { text: "New" });
    assert.deepEqual((tc.footer as { nav: unknown }).nav, [{ title: "T", items: [] }]);
    assert.deepEqual(c.notes, ['themeConfig.sidebarr: not a key of the default theme (did you mean "sidebar"?); handed to the templates as it is']);
  });
  it("every simple-icons name works, named by its brand; { svg } too; an unknown name is a located problem", () => {
    const c = ok({
      themeConfig: {
        socialLinks: [
          { icon: "bluesky", link: "https://bsky.app/profile/me" },
          { icon: "github", link: "https://github.com/me" },
          { icon: { svg: "<svg viewBox='0 0 1 1'><path d='M0 0'/></svg>" }, link: "https://example.com/me" },
        ],
      },
    });
    const [bsky, gh, own] = c.themeConfig.socialLinks;
    assert.equal(bsky.ariaLabel, "Bluesky");
    assert.match(bsky.svg!, /^<svg class="wd-icon" aria-hidden="true" focusable="false"[^>]*viewBox="0 0 24 24"[^>]*><path d="M5\.202/);
    assert.deepEqual([gh.icon, gh.ariaLabel, gh.svg], ["github", "GitHub", undefined]);
    assert.match(own.svg!, /^<svg class="wd-icon" aria-hidden="true" focusable="false" viewBox/);
    assert.equal(own.ariaLabel, "example.com");
    assert.match(
      problems({ themeConfig: { socialLinks: [{ icon: "blusky", link: "https://x" }] } })[0],
      /^themeConfig\.socialLinks\[0\]\.icon: "blusky" is not a simple-icons name/,
    );
  });
});
