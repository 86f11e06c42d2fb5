// Every answer of `vitepress init` (VitePress 1.6.4's scaffold(), files as it wrote them under
// test/fixtures/vitepress-init-<theme>-<ts|js>-<docs|root>) builds unchanged through the CLI and reads as
// VitePress's own build of it: the same titles, heading ids and useData() output; the customised theme's
// brand colour; the custom theme's own Layout as the whole page. (The defaults: ./vitepress-init.test.ts.)
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { main } from "../../../scripts/cli.ts";

const VARIANTS = [
  "default-js-docs",
  "default-ts-docs",
  "ext-ts-docs",
  "ext-js-docs",
  "ext-js-root",
  "custom-ts-docs",
  "custom-js-docs",
  "custom-ts-root",
] as const;
type Variant = (typeof VARIANTS)[number];
const contentOf = (v: Variant) => path.join("test/fixtures", `vitepress-init-${v}`, v.endsWith("-docs") ? "docs" : "");

const out = fs.mkdtempSync(path.join(os.tmpdir(), "wd-vp-init-variants-"));
const read = (v: Variant, rel: string) => fs.readFileSync(path.join(out, v, rel), "utf8");
before(async () => {
  // One after another: a build is CPU-bound, and the widget bundle is cached after the first.
  for (const v of VARIANTS) assert.equal(await main(["build", contentOf(v), "--out", path.join(out, v)]), 0, `${v} failed to build`);
});
after(() => fs.rmSync(out, { recursive: true, force: true }));

/** The page's <pre> blocks that are not code (the Runtime API page's results), as JSON. */
const results = (html: string) => [...html.matchAll(/<pre>([\s\S]*?)<\/pre>/g)].map((m) => JSON.parse(m[1].replace(/&quot;/g, '"')) as unknown);
const ids = (html: string) => [...html.matchAll(/<h[1-6][^>]*\sid="([^"]+)"/g)].map((m) => m[1]);
/** The page's HTML without code (where `{{`, `:::` and `<script setup>` are the examples' text). */
const prose = (html: string) => html.replace(/<pre\b[\s\S]*?<\/pre>|<code\b[\s\S]*?<\/code>/g, "");
const stylesheets = (v: Variant, html: string) => [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => read(v, m[1])).join("\n");

// What VitePress 1.6.4's build of the same scaffold shows (read off its dist/).
const TITLES = {
  "index.html": "My Awesome Project",
  "markdown-examples.html": "Markdown Extension Examples | My Awesome Project",
  "api-examples.html": "Runtime API Examples | My Awesome Project",
};
const IDS = {
  "markdown-examples.html": ["markdown-extension-examples", "syntax-highlighting", "custom-containers", "more"],
  "api-examples.html": ["runtime-api-examples", "results", "theme-data", "page-data", "page-frontmatter", "more"],
};
const PAGE_DATA = {
  title: "Runtime API Examples",
  description: "",
  frontmatter: { outline: "deep" },
  headers: [],
  relativePath: "api-examples.md",
  filePath: "api-examples.md",
};
const DEFAULT_THEME_CONFIG = {
  nav: [
    { text: "Home", link: "/" },
    { text: "Examples", link: "/markdown-examples" },
  ],
  sidebar: [
    {
      text: "Examples",
      items: [
        { text: "Markdown Examples", link: "/markdown-examples" },
        { text: "Runtime API Examples", link: "/api-examples" },
      ],
    },
  ],
  socialLinks: [{ icon: "github", link: "https://github.com/vuejs/vitepress" }],
};

describe("every vitepress init variant", () => {
  for (const v of VARIANTS) {
    it(`${v}: VitePress's titles, heading ids and useData() output, no raw syntax`, () => {
      for (const [page, title] of Object.entries(TITLES)) {
        const html = read(v, page);
        assert.match(html, new RegExp(`<title>${title.replace(/\|/g, "\\|")}</title>`), `${v}/${page}`);
        assert.doesNotMatch(prose(html), /\{\{|:::|<script setup/, `${v}/${page}`);
      }
      for (const [page, want] of Object.entries(IDS)) assert.deepEqual(ids(read(v, page)), want, `${v}/${page}`);
      const [theme, page, frontmatter] = results(read(v, "api-examples.html"));
      // A custom theme's config has no themeConfig: VitePress shows {} (no Web Docs defaults either).
      assert.deepEqual(theme, v.startsWith("custom") ? {} : DEFAULT_THEME_CONFIG);
      assert.deepEqual(page, PAGE_DATA);
      assert.deepEqual(frontmatter, { outline: "deep" });
      // The scaffold's package.json (and nothing else beside the content) is no page.
      assert.equal(fs.existsSync(path.join(out, v, "package.html")), false);
    });
  }
});

describe("Default Theme + Customization", () => {
  for (const v of ["ext-ts-docs", "ext-js-docs", "ext-js-root"] as const) {
    it(`${v}: the theme's style.css is linked on every page, its brand colour resolving through VitePress's palette`, () => {
      for (const page of Object.keys(TITLES)) {
        const css = stylesheets(v, read(v, page));
        assert.match(css, /--vp-c-brand-1: var\(--vp-c-indigo-1\)/, `${v}/${page}`);
        // Without the palette, var(--vp-c-indigo-1) would be nothing and Web Docs' green would stay.
        assert.match(css, /--vp-c-indigo-1: #3451b2/);
        assert.equal(
          css.indexOf("--vp-c-indigo-1: #3451b2;") < css.search(/--vp-c-brand-1:\s*var\(--vp-c-indigo-1\)/),
          true,
          "the palette comes before the theme's CSS",
        );
        assert.match(css, /--wd-c-brand-1: var\(--vp-c-brand-1,/);
        assert.match(css, /--vp-home-hero-name-background: -webkit-linear-gradient/);
        assert.match(css, /\.wd-hero-name \{[^}]*background: var\(--vp-home-hero-name-background, none\)/);
      }
      // The default theme's chrome stays: the home page's hero and the doc pages' sidebar.
      assert.match(read(v, "index.html"), /class="wd-hero-name"/);
      assert.match(read(v, "markdown-examples.html"), /Runtime API Examples<\/a>/);
    });
  }
});

describe("Custom Theme", () => {
  for (const v of ["custom-ts-docs", "custom-js-docs", "custom-ts-root"] as const) {
    it(`${v}: the theme's Layout.vue is the whole page, <Content /> placing each page in it`, () => {
      const home = read(v, "index.html");
      // frontmatter.home: the Layout's own home, with site.title and site.description from useData().
      assert.match(
        home,
        /<div id="app" class="wd-layout"><div><h1>My Awesome Project<\/h1><p>A VitePress Site<\/p><ul><li><a href="\/markdown-examples.html">Markdown Examples<\/a><\/li><li><a href="\/api-examples.html">API Examples<\/a><\/li><\/ul><\/div><\/div>/,
      );
      const api = read(v, "api-examples.html");
      assert.match(api, /<div id="app" class="wd-layout"><div><a href="\/">Home<\/a><div style="position:relative;"><div><h1 id="runtime-api-examples"/);
      for (const html of [home, api, read(v, "markdown-examples.html")]) {
        // None of Web Docs' chrome or styles: the theme's CSS is the page's.
        assert.doesNotMatch(html, /wd-topbar|wd-sidebar|web-docs-navigator|theme\.[0-9a-f]+\.css|widgets\.[0-9a-f]+\.js|web-docs-router/);
        assert.match(stylesheets(v, html), /html\s*\{\s*font-family:\s*Arial,\s*Helvetica/);
      }
      // The not-found page is the Layout too, over VitePress's not-found page data (not home: its link home and
      // <Content />, which shows the theme's NotFound, by default VitePress's text "404 Not Found").
      const notFound = read(v, "404.html");
      assert.match(
        notFound,
        /<div id="app" class="wd-layout"><div><a href="\/">Home<\/a><div style="position:relative;"><div>404 Not Found<\/div><\/div><\/div><\/div>/,
      );
      assert.doesNotMatch(notFound, /wd-topbar|wd-not-found|web-docs-navigator|theme\.[0-9a-f]+\.css/);
      // The client router loads these pages in full.
      const modules = fs.readdirSync(path.join(out, v, "pages")).filter((f) => /^(index|api-examples|markdown-examples)\./.test(f));
      assert.equal(modules.length, 3);
      for (const m of modules) assert.match(read(v, `pages/${m}`), /"layout":"bare"/, m);
    });
  }
});

describe("in Chromium", () => {
  // The built pages served from disk by request interception (no server, no port), as a reader's browser sees them.
  const view = async (v: string, page: string, look: (p: import("playwright").Page) => Promise<void>) => {
    const { chromium } = await import("playwright");
    const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
    try {
      const p = await browser.newPage({ colorScheme: "light" });
      await p.route("http://vp-init.test/**", (r) => {
        const file = path.join(out, v, decodeURIComponent(new URL(r.request().url()).pathname));
        return fs.existsSync(file) && fs.statSync(file).isFile() ? r.fulfill({ path: file }) : r.fulfill({ status: 404 });
      });
      await p.goto(`http://vp-init.test/${page}`);
      await look(p);
    } finally {
      await browser.close();
    }
  };
  it("the customised theme's indigo brand and hero gradient are what the reader sees", async () => {
    await view("ext-ts-docs", "index.html", async (p) => {
      const name = await p.locator(".wd-hero-name").evaluate((el) => ({ bg: getComputedStyle(el).backgroundImage, color: getComputedStyle(el).color }));
      assert.match(name.bg, /linear-gradient/);
      assert.equal(name.color, "rgba(0, 0, 0, 0)");
      // --vp-c-brand-1: var(--vp-c-indigo-1), VitePress's light indigo, on the active nav link.
      assert.equal(
        await p
          .locator('header a[aria-current="page"]')
          .first()
          .evaluate((el) => getComputedStyle(el).color),
        "rgb(52, 81, 178)",
      );
    });
    // --vp-c-tip-1: var(--vp-c-brand-1): the tip block's title is the brand's indigo too.
    await view("ext-ts-docs", "markdown-examples.html", async (p) => {
      assert.equal(await p.locator(".custom-block.tip .custom-block-title").evaluate((el) => getComputedStyle(el).color), "rgb(52, 81, 178)");
    });
  });
  it("the custom theme's page is its Layout with its own stylesheet", async () => {
    await view("custom-ts-docs", "api-examples.html", async (p) => {
      assert.match(await p.evaluate(() => getComputedStyle(document.body).fontFamily), /^Arial/);
      assert.equal(await p.locator("#app > div > a").first().textContent(), "Home");
      assert.equal(await p.locator("h1").textContent(), "Runtime API Examples ");
    });
  });
  it("a page's island inside the custom Layout hydrates (the page loads the island script, nothing else of Web Docs')", async (t) => {
    // Inside the repository, so the site finds Vue as a VitePress site finds its own.
    fs.mkdirSync(".build", { recursive: true });
    const site = fs.mkdtempSync(path.join(".build", "vp-init-island-"));
    t.after(() => fs.rmSync(site, { recursive: true, force: true }));
    fs.cpSync(contentOf("custom-ts-docs"), site, { recursive: true });
    fs.writeFileSync(
      path.join(site, "counter.md"),
      `# Counter\n\n<script setup>\nimport { ref } from 'vue'\nconst n = ref(0)\n</script>\n\n<button @click="n++">count {{ n }}</button>\n`,
    );
    assert.equal(await main(["build", site, "--out", path.join(out, "island")]), 0);
    await view("island", "counter.html", async (p) => {
      const button = p.locator("#app button");
      // Hydrated once the island script has loaded and run; a click before that would be lost.
      await p.waitForLoadState("networkidle");
      await expectCount(button, "count 0");
      await button.click();
      await expectCount(button, "count 1");
    });
  });
});

/** Waits (up to 5 s) for the element's text, as hydration and Vue's update are asynchronous. */
async function expectCount(el: import("playwright").Locator, text: string): Promise<void> {
  for (let i = 0; i < 50 && (await el.textContent()) !== text; i++) await new Promise((r) => setTimeout(r, 100));
  assert.equal(await el.textContent(), text);
}

describe("what a custom Layout cannot carry is noted, never dropped silently", () => {
  it("a page the Layout shows without <Content />, and the Layout's own interactive component", async (t) => {
    // Inside the repository, so the site finds Vue as a VitePress site finds its own.
    fs.mkdirSync(".build", { recursive: true });
    const site = fs.mkdtempSync(path.join(".build", "vp-init-notes-"));
    t.after(() => fs.rmSync(site, { recursive: true, force: true }));
    fs.cpSync(contentOf("custom-ts-docs"), site, { recursive: true });
    fs.writeFileSync(
      path.join(site, ".vitepress/theme/Layout.vue"),
      `<script setup lang="ts">\nimport { ref } from 'vue'\nconst n = ref(0)\n</script>\n\n<template>\n  <button @click="n++">{{ n }}</button>\n</template>\n`,
    );
    const log = t.mock.method(console, "warn", () => {});
    assert.equal(await main(["build", site, "--out", path.join(out, "notes")]), 0);
    const notes = log.mock.calls.map((c) => String(c.arguments[0])).filter((l) => l.startsWith("[web-docs] warning:"));
    log.mock.restore();
    const layout = path.join(site, ".vitepress/theme/Layout.vue");
    assert.ok(
      notes.some((n) => n.includes(`${path.join(site, "api-examples.md")}: the theme's Layout`) && n.includes("shows no <Content /> for this page")),
      notes.join("\n"),
    );
    // index.md (front matter only) has no content to lose.
    assert.ok(!notes.some((n) => n.includes(path.join(site, "index.md"))), notes.join("\n"));
    assert.ok(
      notes.some((n) => n.includes("are not hydrated") && n.includes(layout)),
      notes.join("\n"),
    );
    assert.match(fs.readFileSync(path.join(out, "notes/api-examples.html"), "utf8"), /<div id="app" class="wd-layout"><button>0<\/button><\/div>/);
  });
});
