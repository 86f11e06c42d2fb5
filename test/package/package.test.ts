// The published packages as an author meets them: `npm pack`ed, installed from the tarball into an empty project
// (one install for the whole file), then every command of the `web-docs` CLI, `web-docs/config` in plain Node, the
// Eleventy plugin in a fresh ESM project, and `create-web-docs` from its own tarball.
import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { chromium } from "playwright";
import { type Installed, packAndInstall, REPO, run, type Server, startServer } from "./support.ts";

const version = (JSON.parse(fs.readFileSync(path.join(REPO, "package.json"), "utf8")) as { version: string }).version;
let inst: Installed;
const servers: Server[] = [];
const serve = async (...a: Parameters<typeof startServer>) => {
  const s = await startServer(...a);
  servers.push(s);
  return s;
};

describe("the packed web-docs package, installed into an empty project", { timeout: 600_000 }, () => {
  before(() => {
    inst = packAndInstall();
  });
  after(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    if (inst && !process.env.KEEP_PACKAGE_TEST) fs.rmSync(inst.root, { recursive: true, force: true });
  });

  it("ships compiled JavaScript and the prebuilt widgets, never tests or Web Docs' own articles", () => {
    const pkg = path.join(inst.project, "node_modules", "web-docs");
    const files = (fs.readdirSync(pkg, { recursive: true }) as string[]).map((f) => f.split(path.sep).join("/"));
    assert.equal(files.filter((f) => /^(test|content|widgets|site|scripts|common)\//.test(f)).length, 0, "no sources, tests or content at the top");
    assert.equal(files.filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts")).length, 0, "no TypeScript to run");
    assert.ok(files.includes("lib/widgets/web-docs.js") && files.includes("lib/widgets/manifest.json") && files.includes("lib/widgets/theme.css"));
    assert.ok(!fs.existsSync(path.join(inst.project, "node_modules", "rollup")), "rollup is not installed for an author");
    assert.ok(!fs.existsSync(path.join(inst.project, "node_modules", "tsx")), "tsx is not installed for an author");
  });

  it("web-docs --version prints the package's version, --help lists the commands", () => {
    const v = run(inst.bin, ["--version"], inst.project);
    assert.equal(v.status, 0, v.stderr);
    assert.equal(v.stdout.trim(), version);
    const h = run(inst.bin, ["--help"], inst.project);
    for (const c of ["init", "dev", "build", "preview", "check"]) assert.match(h.stdout, new RegExp(`^  ${c}\\b`, "m"));
  });

  it("web-docs/config works in plain Node (no TypeScript loader)", () => {
    const r = run(
      process.execPath,
      ["--input-type=module", "-e", 'const m = await import("web-docs/config"); console.log(JSON.stringify(m.defineConfig({ title: "T" })))'],
      inst.project,
    );
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout.trim(), '{"title":"T"}');
  });

  it("init --yes writes the starter, the npm scripts and the .gitignore lines", () => {
    const r = run(inst.bin, ["init", "--yes"], inst.project);
    assert.equal(r.status, 0, r.stderr);
    for (const f of ["docs/index.md", "docs/guide/getting-started.md", "web-docs.config.json", ".github/workflows/deploy-docs.yml"]) {
      assert.ok(fs.existsSync(path.join(inst.project, f)), f);
      assert.match(r.stdout, new RegExp(`wrote ${f.replace(/[.]/g, "\\.")}`), "named relative to the working folder");
    }
    const pkg = JSON.parse(fs.readFileSync(path.join(inst.project, "package.json"), "utf8"));
    assert.equal(pkg.scripts["docs:dev"], "web-docs dev docs");
    assert.equal(pkg.scripts["docs:build"], "web-docs build docs");
    const config = JSON.parse(fs.readFileSync(path.join(inst.project, "web-docs.config.json"), "utf8"));
    assert.ok(fs.existsSync(path.join(inst.project, config.$schema)), "$schema points into the installed package");
    assert.match(fs.readFileSync(path.join(inst.project, ".gitignore"), "utf8"), /^dist\/$/m);
  });

  it("npm run docs:build builds into dist/ here, without bundling anything", () => {
    const started = Date.now();
    const r = run("npm", ["run", "docs:build"], inst.project);
    const seconds = (Date.now() - started) / 1000;
    assert.equal(r.status, 0, r.stderr + r.stdout);
    assert.doesNotMatch(r.stdout + r.stderr, /bundling|rollup/i);
    assert.ok(fs.existsSync(path.join(inst.project, "dist", "index.html")), "base / by default: dist/index.html");
    assert.ok(fs.existsSync(path.join(inst.project, "dist", "guide", "getting-started.html")));
    for (const host of [".nojekyll", "_headers", "vercel.json"]) assert.ok(fs.existsSync(path.join(inst.project, "dist", host)), host);
    assert.match(
      fs.readFileSync(path.join(inst.project, "dist", "index.html"), "utf8"),
      /<title>My Awesome Project<\/title>/,
      "the untitled home page is titled with the site",
    );
    assert.ok(!fs.existsSync(path.join(inst.project, "node_modules", "web-docs", "dist")), "nothing written inside the package");
    console.log(`# first build after install: ${seconds.toFixed(1)} s (npm run included); install: ${inst.installSeconds.toFixed(1)} s`);
  });

  it("zero config: a folder holding one index.md builds as it is, into .web-docs/dist (never read back as content)", () => {
    const dir = path.join(inst.root, "zero");
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, "index.md"), "# Just one page\n");
    const r = run(inst.bin, ["build"], dir);
    assert.equal(r.status, 0, r.stderr + r.stdout);
    assert.match(fs.readFileSync(path.join(dir, ".web-docs", "dist", "index.html"), "utf8"), /<h1[^>]*>Just one page/);
  });

  it("any simple-icons icon works in socialLinks from the packed set (the 26 MB package is not installed)", () => {
    assert.ok(!fs.existsSync(path.join(inst.project, "node_modules", "simple-icons")), "simple-icons is not a dependency");
    const dir = path.join(inst.root, "icons");
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(path.join(dir, "docs"), { recursive: true });
    fs.writeFileSync(path.join(dir, "docs", "index.md"), "# Icons\n");
    const socialLinks = [{ icon: "bluesky", link: "https://bsky.app/profile/example" }];
    fs.writeFileSync(path.join(dir, "web-docs.config.json"), JSON.stringify({ title: "Icons", themeConfig: { socialLinks } }));
    const r = run(inst.bin, ["build"], dir);
    assert.equal(r.status, 0, r.stderr + r.stdout);
    const html = fs.readFileSync(path.join(dir, "dist", "index.html"), "utf8");
    const link = /<a[^>]*href="https:\/\/bsky\.app\/profile\/example"[^>]*>[\s\S]*?<\/a>/.exec(html)?.[0] ?? "";
    assert.match(link, /Bluesky/, "the brand name names the link");
    assert.match(link, /<svg class="wd-icon" aria-hidden="true"[^>]*>.*<path d="M5\.202/, "Bluesky's own path, inline");
  });

  it("preview serves the built site", async () => {
    const s = await serve(inst.bin, ["preview"], inst.project, { PORT: "0" });
    const res = await fetch(new URL("guide/getting-started.html", s.url));
    assert.equal(res.status, 200);
    assert.match(await res.text(), /<h1[^>]*>Getting started/);
  });

  it("cleanUrls: true links pages without .html; preview serves them and the router follows them in Chromium", async () => {
    const config = path.join(inst.root, "clean.config.json");
    const own = JSON.parse(fs.readFileSync(path.join(inst.project, "web-docs.config.json"), "utf8"));
    fs.writeFileSync(config, JSON.stringify({ ...own, $schema: undefined, cleanUrls: true }));
    const out = path.join(inst.root, "clean-dist");
    const r = run(inst.bin, ["build", "--config", config, "--out", out], inst.project);
    assert.equal(r.status, 0, r.stderr + r.stdout);
    assert.ok(fs.existsSync(path.join(out, "guide", "getting-started.html")));
    assert.match(fs.readFileSync(path.join(out, "index.html"), "utf8"), /href="\/guide\/getting-started"/);
    const site = await serve(inst.bin, ["preview", "--config", config, "--out", out], inst.project, { PORT: "0" });
    const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto(site.url);
      await page.locator("html[data-router=ready]").waitFor({ state: "attached" });
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole("link", { name: "Get started" }).first().click();
      await page.locator("h1", { hasText: "Getting started" }).waitFor();
      assert.equal(new URL(page.url()).pathname, "/guide/getting-started");
      assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true, "routed in the page, not reloaded");
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });

  it("a page on another origin loads web-docs/widgets from the preview server: sidebar, outline and navigator work, no console error", async () => {
    const site = await serve(inst.bin, ["preview"], inst.project, { PORT: "0" });
    // examples/embed.html as committed, pointed at the preview server's stable file names, on an origin of its own.
    const html = fs
      .readFileSync(path.join(REPO, "examples", "embed.html"), "utf8")
      .replace("./assets/theme.css", new URL("assets/js/theme.css", site.url).href)
      .replace("./assets/widgets.js", new URL("assets/js/web-docs.js", site.url).href);
    const host = http.createServer((_req, res) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html));
    await new Promise<void>((done) => host.listen(0, "127.0.0.1", done));
    const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const problems: string[] = [];
      const requests: string[] = [];
      page.on("pageerror", (e) => problems.push(e.message));
      page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
      page.on("requestfailed", (r) => problems.push(`${r.url()} ${r.failure()?.errorText}`));
      page.on("request", (r) => requests.push(r.url()));
      await page.goto(`http://127.0.0.1:${(host.address() as AddressInfo).port}/embed.html`);
      for (const tag of ["web-docs-sidebar", "web-docs-outline", "web-docs-navigator"])
        await page.locator(`${tag}[data-wd-ready]`).waitFor({ state: "attached" });
      const sidebar = page.getByRole("navigation", { name: "Handbook" });
      const tooling = sidebar.getByRole("button", { name: "Tooling" });
      await tooling.click();
      assert.equal(await tooling.getAttribute("aria-expanded"), "true");
      const outline = page.getByRole("navigation", { name: "On this page" });
      assert.ok((await outline.getByRole("link").count()) > 3);
      await page.getByRole("button", { name: "Quick navigator" }).click();
      await page.getByRole("dialog", { name: "Quick navigator" }).getByRole("link", { name: "CSS" }).waitFor();
      assert.ok(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--wd-c-divider") !== ""), "the theme's CSS applies");
      assert.deepEqual(problems, []);
      assert.deepEqual(
        requests.filter((u) => u.includes("hashmap.json")),
        [],
        "the router does not start on an embedding page",
      );
    } finally {
      await browser.close();
      host.close();
    }
  });

  it("check passes a good site, and names the author's file and line of a dead link (no Eleventy lines)", () => {
    assert.equal(run(inst.bin, ["check"], inst.project).status, 0);
    const page = path.join(inst.project, "docs", "guide", "broken.md");
    fs.writeFileSync(page, "# Broken\n\nSee [nowhere](./nowhere.md).\n");
    try {
      const r = run(inst.bin, ["check"], inst.project);
      assert.equal(r.status, 1);
      assert.match(r.stderr, /docs\/guide\/broken\.md:3\b/);
      assert.doesNotMatch(r.stderr, /Having trouble|Error processing the `webDocsPlugin`|\/tmp\//);
    } finally {
      fs.rmSync(page);
    }
  });

  it("dev serves the docs and a saved edit reloads the page in Chromium", async (t) => {
    const s = await serve(inst.bin, ["dev"], inst.project, { PORT: "0" });
    const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
    try {
      const page = await browser.newPage();
      await page.goto(new URL("guide/getting-started.html", s.url).href);
      await page.locator("h1", { hasText: "Getting started" }).waitFor();
      const file = path.join(inst.project, "docs", "guide", "getting-started.md");
      const source = fs.readFileSync(file, "utf8");
      t.after(() => fs.writeFileSync(file, source));
      fs.writeFileSync(file, source.replace("# Getting started", "# Started, edited"));
      await page.locator("h1", { hasText: "Started, edited" }).waitFor({ timeout: 30_000 });
      // A config edit rebuilds everything and restages the theme assets (compiled, from the package).
      const configFile = path.join(inst.project, "web-docs.config.json");
      const config = fs.readFileSync(configFile, "utf8");
      try {
        fs.writeFileSync(configFile, config.replace('"title": "My Awesome Project"', '"title": "Renamed Project"'));
        const pageUrl = new URL("guide/getting-started.html", s.url).href;
        const until = Date.now() + 90_000;
        let html = "";
        while (!html.includes("Renamed Project") && Date.now() < until) {
          await new Promise((r) => setTimeout(r, 500));
          // The server restarts with the new configuration: a request meanwhile may find no one listening.
          html = (await (await fetch(pageUrl).catch(() => null))?.text()) ?? "";
        }
        assert.match(html, /<title>Started, edited \| Renamed Project<\/title>/, s.output());
        assert.doesNotMatch(s.output(), /widgets\/theme assets:|build failed/);
      } finally {
        fs.writeFileSync(configFile, config);
      }
    } finally {
      await browser.close();
    }
  });

  it("the Eleventy plugin works in a fresh ESM project", () => {
    const dir = path.join(inst.project, "eleventy-site");
    fs.mkdirSync(path.join(dir, "src"), { recursive: true });
    fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "eleventy-site", type: "module" }));
    fs.writeFileSync(
      path.join(dir, "eleventy.config.js"),
      'import webDocs from "web-docs/eleventy";\nexport default function (eleventyConfig) { eleventyConfig.addPlugin(webDocs, { config: { title: "Plugged", base: "/" } }); }\nexport const config = { dir: { input: "src", output: "_site" } };\n',
    );
    fs.writeFileSync(path.join(dir, "src", "index.md"), "# Plugged in\n\nA page.\n");
    const r = run(process.execPath, [path.join(inst.project, "node_modules", "@11ty", "eleventy", "cmd.cjs")], dir);
    assert.equal(r.status, 0, r.stderr + r.stdout);
    const html = fs.readFileSync(path.join(dir, "_site", "index.html"), "utf8");
    assert.match(html, /<h1[^>]*>Plugged in/);
    const widgets = /src="([^"]*widgets\.[\w-]+\.js)"/.exec(html);
    assert.ok(widgets && fs.existsSync(path.join(dir, "_site", widgets[1].replace(/^\//, ""))), "the page's widgets bundle is in the output");
  });

  it("create-web-docs my-docs --yes, from its own tarball, writes a project and prints the next two commands", () => {
    const cwd = path.join(inst.root, "create");
    fs.mkdirSync(cwd);
    const r = run("npx", ["--yes", `--package=${inst.createTarball}`, "create-web-docs", "my-docs", "--yes"], cwd);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /cd my-docs && npm install\n\s+npm run docs:dev/);
    const pkg = JSON.parse(fs.readFileSync(path.join(cwd, "my-docs", "package.json"), "utf8"));
    assert.equal(pkg.devDependencies["web-docs"], `^${version}`, "one version for both packages");
    assert.ok(fs.existsSync(path.join(cwd, "my-docs", "docs", "index.md")));
  });
});
