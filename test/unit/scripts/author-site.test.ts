import assert from "node:assert/strict";
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { build } from "../../../scripts/build.ts";
import { createServer } from "../../../scripts/serve.ts";
import { resolveBuildPaths } from "../../../site/build-context.ts";

// An author's docs folder and config outside content/ (test/fixtures/author-site), built the ways an
// author runs Web Docs: CLI flags, environment variables, `npm start`. Chromium checks: test/e2e/author/.
const FIXTURE = path.resolve("test/fixtures/author-site");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wd-author-"));
const BASE = "handbook";
// Builds reuse the widgets bundle `npm test` made for the site builds (cached by input hash).
const env: NodeJS.ProcessEnv = { ...process.env };
for (const k of ["WEB_DOCS_CONTENT", "WEB_DOCS_CONFIG", "WEB_DOCS_OUT"]) delete env[k];

function runBuild(args: string[], extraEnv: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts", ...args], { env: { ...env, ...extraEnv }, encoding: "utf8" });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}
const files = (dir: string) => (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort();

const flagsOut = path.join(tmp, "flags");
const envOut = path.join(tmp, "env");
const page = (rel: string) => fs.readFileSync(path.join(flagsOut, BASE, rel), "utf8");

before(() => {
  const a = runBuild(["--content", path.join(FIXTURE, "docs"), "--config", path.join(FIXTURE, "web-docs.config.json"), "--out", flagsOut]);
  assert.equal(a.code, 0, a.out);
  // The same site from environment variables, with the TypeScript config (RegExp in ignoreDeadLinks).
  const b = runBuild([], { WEB_DOCS_CONTENT: path.join(FIXTURE, "docs"), WEB_DOCS_CONFIG: path.join(FIXTURE, "web-docs.config.ts"), WEB_DOCS_OUT: envOut });
  assert.equal(b.code, 0, b.out);
});
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("an author's site outside content/", () => {
  it("builds the same site from CLI flags (JSON config) and from environment variables (TS config)", () => {
    const a = files(flagsOut);
    assert.deepEqual(files(envOut), a);
    for (const f of a.filter((x) => x.endsWith(".html"))) {
      assert.equal(fs.readFileSync(path.join(envOut, f), "utf8"), fs.readFileSync(path.join(flagsOut, f), "utf8"), f);
    }
  });
  it("writes every page under the config's base, plus 404.html", () => {
    for (const f of ["index.html", "404.html", "about.html", "guide/intro.html", "guide/code.html", "reference/index.html", "reference/cli/commands.html"]) {
      assert.ok(fs.existsSync(path.join(flagsOut, BASE, f)), f);
    }
  });
  it("copies public/ as is to the root of the output", () => {
    for (const f of ["logo.svg", "logo-light.svg", "files/sample.txt"]) {
      assert.deepEqual(fs.readFileSync(path.join(flagsOut, BASE, f)), fs.readFileSync(path.join(FIXTURE, "docs/public", f)), f);
    }
    assert.ok(!fs.existsSync(path.join(flagsOut, BASE, "public")), "public/ itself is not a folder of the site");
    assert.match(page("guide/intro.html"), /<a href="\/handbook\/files\/sample.txt">here<\/a>/);
  });
  it("nav, sidebar and hero links may omit .html", () => {
    const intro = page("guide/intro.html");
    assert.match(intro, /<a class="wd-menu-link active" href="\/handbook\/guide\/intro.html" aria-current="page">Introduction<\/a>/);
    assert.match(intro, /<a class="wd-nav-link" href="\/handbook\/reference\/index.html">Reference<\/a>/);
    assert.match(intro, /<a class="wd-sidebar-link" href="\/handbook\/guide\/markdown.html">Markdown tour<\/a>/);
    assert.match(page("index.html"), /<a class="wd-button brand" href="\/handbook\/guide\/intro.html">Read the guide<\/a>/);
  });
  it("maps the VitePress names: labels, outline label, docFooter, editLink text, footer with inline links, logo per appearance", () => {
    const md = page("guide/markdown.html");
    assert.match(md, /<span>Contents menu<\/span>/);
    assert.match(md, />Back to top<\/a>/);
    assert.match(md, /<p class="wd-outline-title" id="wd-outline-title">Contents<\/p>/);
    assert.match(md, /<span class="desc">Back<\/span><span class="title">Back to the intro<\/span>/);
    assert.match(md, /<span class="desc">Onward<\/span><span class="title">Code<\/span>/, "docFooterText names the next page");
    assert.match(
      md,
      /<a class="wd-edit-link" href="https:\/\/github.com\/example\/handbook\/edit\/main\/docs\/guide\/markdown.md"[^>]*>Improve this page<\/a>/,
    );
    assert.match(md, /<p class="wd-footer-copyright">Copyright © 2024 <a href="https:\/\/example.com\/team">The Handbook team<\/a><\/p>/);
    assert.match(md, /aria-label="Theme"/);
    assert.match(md, /<a class="wd-social" href="https:\/\/github.com\/example\/handbook" aria-label="GitHub"/);
    assert.match(
      md,
      /<img class="wd-logo wd-logo-light" src="\/handbook\/logo-light.svg" alt=""[^>]*><img class="wd-logo wd-logo-dark" src="\/handbook\/logo.svg"/,
    );
    assert.doesNotMatch(page("guide/code.html"), /wd-edit-link/, "front matter editLink: false");
  });
  it("renders front matter title, titleTemplate, description and head", () => {
    const intro = page("guide/intro.html");
    assert.match(intro, /<title>Introduction \| Guide<\/title>/);
    assert.match(intro, /<meta name="description" content="What this handbook is for.">/);
    assert.match(
      intro,
      /<meta name="theme-color" content="#3dd68c">\n<link rel="preconnect" href="https:\/\/example.com">\n<meta name="keywords" content="handbook, introduction">\n<link rel="author" href="https:\/\/example.com\/team">/,
    );
    assert.match(page("guide/tabs.html"), /<title>Tabs — Handbook<\/title>/);
    assert.match(page("about.html"), /<main class="wd-layout wd-page"|class="wd-layout wd-page/);
  });
  it("gives the reference folder, which the config has no sidebar for, a generated one ordered by `order` then title", () => {
    const links = (rel: string) => {
      const html = page(rel);
      return [...html.slice(html.indexOf('class="wd-sidebar-nav"')).matchAll(/class="wd-(?:sidebar|group)-link[^"]*" href="[^"]+"[^>]*>([^<]+)<\/a>/g)].map(
        (m) => m[1],
      );
    };
    // The sub-folder is a closed group (its items load with the widget) except on its own pages.
    assert.deepEqual(links("reference/alpha.html"), ["Reference", "Zeta options", "Alpha options", "Command line", "Beta options"]);
    assert.deepEqual(links("reference/cli/commands.html"), ["Reference", "Zeta options", "Alpha options", "Command line", "Commands", "Beta options"]);
  });
});

describe("VitePress links, assets and config forms (issue #16)", () => {
  it("copies a page-relative image content-hashed and points the page at it", () => {
    const html = page("guide/assets.html");
    const srcs = [...html.matchAll(/<img src="\/handbook\/(assets\/diagram\.[0-9a-f]{8}\.png)"/g)].map((m) => m[1]);
    assert.equal(srcs.length, 2, "the Markdown image and the raw <img>");
    assert.deepEqual(fs.readFileSync(path.join(flagsOut, BASE, srcs[0])), fs.readFileSync(path.join(FIXTURE, "docs/guide/images/diagram.png")));
    assert.ok(!fs.existsSync(path.join(flagsOut, BASE, "guide/images")), "the source folder itself is not copied");
  });
  it("external links open in a new tab; target/download links are left as written", () => {
    const html = page("guide/assets.html");
    assert.match(html, /<a href="https:\/\/github\.com\/vuejs\/vitepress" target="_blank" rel="noreferrer">/);
    assert.match(html, /<a href="\/generated\/report\.html" target="_blank">/);
  });
  it("a dated lastUpdated is shown instead of git's time", () => {
    assert.match(page("guide/assets.html"), /<p class="wd-last-updated">Changed: <time datetime="2024-03-15T10:30:00\.000Z">2024-03-15<\/time><\/p>/);
  });
  it("a nested sidebar base concatenates; the head icon resolves under the base and replaces the theme's", () => {
    const html = page("guide/intro.html");
    assert.match(html, /<a class="wd-sidebar-link" href="\/handbook\/guide\/assets\.html">Assets and dates<\/a>/);
    assert.deepEqual(
      [...html.matchAll(/<link rel="icon"[^>]*>/g)].map((m) => m[0]),
      ['<link rel="icon" href="/handbook/favicon.svg" type="image/svg+xml">'],
    );
  });
  it("locales.root is the site itself: no page named root, and no language menu for one language", () => {
    assert.ok(!fs.existsSync(path.join(flagsOut, BASE, "root.html")));
    assert.doesNotMatch(page("index.html"), /wd-locales/);
    assert.match(page("index.html"), /<html lang="en-GB"/);
  });
  it("srcExclude leaves drafts out; rewrites move a page and its relative links follow the new path", () => {
    assert.ok(!fs.existsSync(path.join(flagsOut, BASE, "drafts")));
    assert.ok(!fs.existsSync(path.join(flagsOut, BASE, "packages")));
    const widget = page("widget/index.html");
    assert.match(widget, /<a href="\/handbook\/guide\/intro\.html">introduction<\/a>/);
    assert.match(widget, /href="https:\/\/github\.com\/example\/handbook\/edit\/main\/docs\/packages\/widget\/guide\.md"/, "the edit link names the file");
  });
});

describe("a malformed config stops the build, names the file and key path, and leaves the previous output untouched", () => {
  const out = path.join(tmp, "bad");
  const content = path.join(tmp, "bad-content");
  const json = JSON.parse(fs.readFileSync(path.join(FIXTURE, "web-docs.config.json"), "utf8"));
  json.$schema = undefined;
  before(async () => {
    fs.cpSync(path.join(FIXTURE, "docs"), content, { recursive: true });
    await build(["--content", content, "--config", path.join(FIXTURE, "web-docs.config.json"), "--out", out]);
  });
  const cases: Array<[string, (c: any) => void, RegExp]> = [
    [
      "an unknown key",
      (c) => {
        c.lastUpdate = true;
      },
      /bad-unknown\.json:1: lastUpdate: unknown key \(did you mean "lastUpdated"\?\)/,
    ],
    [
      "a wrong type",
      (c) => {
        c.themeConfig.sidebar["/guide/"].items[1].items[0].link = 3;
      },
      /bad-type\.json:1: themeConfig\.sidebar\["\/guide\/"\]\.items\[1\]\.items\[0\]\.link: expected a string, got 3/,
    ],
    [
      "a nav link to no page",
      (c) => {
        c.themeConfig.nav[0].items[0].items[1].link = "/guide/markdwon";
      },
      /bad-nav\.json:1: themeConfig\.nav\[0\]\.items\[0\]\.items\[1\]\.link: "\/guide\/markdwon" resolves to no page \(there is no page guide\/markdwon\.md in the content folder\)/,
    ],
    [
      "a sidebar link to no page",
      (c) => {
        c.themeConfig.sidebar["/guide/"].items[0].items[0].link = "intro-old";
      },
      /bad-sidebar\.json:1: themeConfig\.sidebar\["\/guide\/"\]\.items\[0\]\.items\[0\]\.link: "\/guide\/intro-old" resolves to no page/,
    ],
    [
      "cleanUrls not a boolean",
      (c) => {
        c.cleanUrls = "yes";
      },
      /bad-clean\.json:1: cleanUrls: expected true or false/,
    ],
  ];
  for (const [name, mutate, expected] of cases) {
    it(name, async () => {
      const before = files(out).map((f) => [f, fs.readFileSync(path.join(out, f), "utf8")]);
      const config = structuredClone(json);
      mutate(config);
      const slug = /bad-(\w+)\\?\.json/.exec(expected.source)![1];
      const file = path.join(tmp, `bad-${slug}.json`);
      fs.writeFileSync(file, JSON.stringify(config));
      await assert.rejects(build(["--content", content, "--config", file, "--out", out]), (e: Error & { originalError?: Error }) => {
        const messages: string[] = [];
        for (let err: any = e; err; err = err.originalError ?? err.cause) messages.push(err.message);
        assert.match(messages.join("\n"), expected);
        return true;
      });
      assert.deepEqual(
        files(out).map((f) => [f, fs.readFileSync(path.join(out, f), "utf8")]),
        before,
      );
      assert.ok(!fs.readdirSync(tmp).some((f) => f.includes(".building-")), "no half-written folder is left behind");
    });
  }
  it("a missing page-relative image names the page and line", () => {
    // Its own process: Eleventy keeps the Markdown it read earlier in this one.
    const copy = path.join(tmp, "missing-image");
    fs.cpSync(path.join(FIXTURE, "docs"), copy, { recursive: true });
    const assets = path.join(copy, "guide", "assets.md");
    fs.writeFileSync(assets, fs.readFileSync(assets, "utf8").replace("./images/diagram.png)", "./images/diagramm.png)"));
    const r = runBuild(["--content", copy, "--config", path.join(FIXTURE, "web-docs.config.json"), "--out", path.join(tmp, "missing-image-out")]);
    assert.notEqual(r.code, 0);
    assert.match(
      r.out,
      /missing-image\/guide\/assets\.md:13: missing image "\.\/images\/diagramm\.png": there is no file guide\/images\/diagramm\.png beside the page/,
    );
    // Said once, by the build: not also by Eleventy, with a stack trace of the build's own code.
    assert.equal(r.out.match(/missing image "\.\/images\/diagramm\.png"/g)?.length, 1, r.out);
    assert.doesNotMatch(r.out, /Problem writing Eleventy templates|^\s+at /m);
  });
  it("a hero action to no page names the page and the front-matter key", async () => {
    const index = path.join(content, "index.md");
    const original = fs.readFileSync(index, "utf8");
    fs.writeFileSync(index, original.replace("link: /reference/", "link: /referense/"));
    try {
      await assert.rejects(build(["--content", content, "--config", path.join(FIXTURE, "web-docs.config.json"), "--out", out]), (e: Error) => {
        const messages: string[] = [];
        for (let err: any = e; err; err = err.originalError ?? err.cause) messages.push(err.message);
        assert.match(
          messages.join("\n"),
          /bad-content\/index\.md: front matter hero\.actions\[1\]\.link: "\/referense\/" resolves to no page \(there is no page referense\/index\.md/,
        );
        return true;
      });
    } finally {
      fs.writeFileSync(index, original);
    }
  });
});

describe("npm start", () => {
  let child: ChildProcess | undefined;
  after(() => child?.kill());
  it("builds from --content/--config/--out, then serves that output", async () => {
    const out = path.join(tmp, "start");
    child = spawn(
      process.execPath,
      ["--import", "tsx", "scripts/start.ts", "--content", path.join(FIXTURE, "docs"), "--config", path.join(FIXTURE, "web-docs.config.json"), "--out", out],
      {
        env: { ...env, PORT: "0" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const url = await new Promise<string>((resolve, reject) => {
      let text = "";
      const onData = (c: Buffer) => {
        text += c.toString();
        const m = /Web Docs: (http:\/\/127\.0\.0\.1:\d+\/handbook\/)/.exec(text);
        if (m) resolve(m[1]);
      };
      child!.stdout!.on("data", onData);
      child!.stderr!.on("data", onData);
      child!.on("exit", (code) => reject(new Error(`npm start exited (${code}):\n${text}`)));
    });
    assert.ok(fs.existsSync(path.join(out, BASE, "guide/intro.html")));
    const res = await fetch(`${url}guide/intro.html`.replace("localhost", "127.0.0.1"));
    assert.equal(res.status, 200);
    assert.match(await res.text(), /<title>Introduction \| Guide<\/title>/);
  });
});

describe("where a build reads and writes", () => {
  it("flags win over environment variables, relative paths start where npm was run (INIT_CWD)", () => {
    const from = fs.mkdtempSync(path.join(tmp, "cwd-"));
    const env = { INIT_CWD: from, WEB_DOCS_CONTENT: "env-docs", WEB_DOCS_CONFIG: "env.json", WEB_DOCS_OUT: "env-out" };
    assert.deepEqual(resolveBuildPaths(["--content", "docs", "--config=site.json"], env), {
      contentDir: path.join(from, "docs"),
      configFile: path.join(from, "site.json"),
      configFrom: "given",
      outDir: path.join(from, "env-out"),
    });
    assert.equal(resolveBuildPaths([], { WEB_DOCS_CONTENT: "/abs/docs" }).contentDir, "/abs/docs");
    assert.equal(resolveBuildPaths([], {}).configFile, path.resolve("web-docs.config.ts"), "Web Docs' own config, found beside content/ as an author's is");
    assert.throws(() => resolveBuildPaths(["--out"], {}), /--out needs a value/);
  });
});

describe("serving a site at the root (base /)", () => {
  it("answers / with the home page instead of redirecting to itself", async () => {
    const root = fs.mkdtempSync(path.join(tmp, "root-"));
    fs.writeFileSync(path.join(root, "index.html"), "<h1>Home</h1>");
    const server = createServer(root, "/").listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    try {
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/`, { redirect: "manual" });
      assert.equal(res.status, 200);
      assert.equal(await res.text(), "<h1>Home</h1>");
    } finally {
      server.close();
    }
  });
});
