// Vue in Markdown (issue 41 budgets). In Chromium, on the vue fixture (test/fixtures/vue-site): a page with
// one interactive Vue component (counter.html) against a plain page (plain.html) — JS gzip until idle, the
// Vue island script's share, TBT. And the build time of the bench corpus's pages made Vue pages (front
// matter title in `{{ }}`, `<script setup>` with useData() and an interactive component) against the same
// pages without them. With --vitepress DIR (a folder where `npm install vitepress` ran), the same two pages
// built by VitePress, for its per-page JS.
//   node --import tsx bench/vue.ts [--pages 100] [--runs 3] [--loads 5] [--port 8480] [--work DIR] [--vitepress DIR]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright";
import { REPO_ROOT } from "./root.ts";
import { timedBuild } from "./build-measure.ts";
import { launchBrowser, pageWeight, startServer, vitals } from "./browser.ts";
import { corpusConfig, generateCorpus } from "./corpus.ts";
import { gzipSize } from "./search-index.ts";
import { median } from "./stats.ts";
import { option as arg } from "./options.ts";
import type { VueFigures } from "./types.ts";

const FIXTURE = path.join(REPO_ROOT, "test/fixtures/vue-site");

/** The corpus's content pages with Vue, as VitePress sites write it; the same text otherwise. */
function withVue(dir: string): number {
  fs.cpSync(path.join(FIXTURE, "docs/components/Counter.vue"), path.join(dir, "components/Counter.vue"));
  let n = 0;
  for (const rel of fs.readdirSync(dir, { recursive: true }) as string[]) {
    if (!rel.endsWith(".md") || rel.startsWith("components")) continue;
    const file = path.join(dir, rel);
    const text = fs.readFileSync(file, "utf8");
    const m = /^(---\n[\s\S]*?\n---\n)\n?# .+\n/.exec(text);
    if (!m) continue;
    const component = path.relative(path.dirname(file), path.join(dir, "components/Counter.vue")).split(path.sep).join("/");
    const script = `<script setup>\nimport { useData } from 'vitepress'\nimport Counter from '${component.startsWith(".") ? component : `./${component}`}'\nconst { page } = useData()\n</script>\n\n`;
    const vue = `${m[1]}\n${script}# {{ $frontmatter.title }}\n\n<Counter :start="1" label="Helpful" />\n\nSource: {{ page.relativePath }}\n`;
    fs.writeFileSync(file, vue + text.slice(m[0].length));
    n++;
  }
  return n;
}

/** The same pages' static equivalent: what the Vue lines render, as Markdown. */
function withoutVue(dir: string): void {
  for (const rel of fs.readdirSync(dir, { recursive: true }) as string[]) {
    if (!rel.endsWith(".md")) continue;
    const file = path.join(dir, rel);
    const text = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, text.replace(/^(---\n[\s\S]*?\n---\n\n?# .+\n)/, `$1\nHelpful: 1\n\nSource: ${rel.split(path.sep).join("/")}\n`));
  }
}

/** Build times of the corpus as Vue pages and without Vue (alternating, median of `runs` each). */
async function buildTimes(work: string, pages: number, runs: number, log: (m: string) => void): Promise<VueFigures["build"]> {
  const root = path.join(work, "vue-build");
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  // Vue is the site's dependency: the site folder sees the repository's node_modules (vue, @vue/*).
  fs.symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
  const plain = path.join(root, "plain");
  const vue = path.join(root, "vue");
  const manifest = generateCorpus(plain, pages);
  fs.rmSync(path.join(plain, "manifest.json"));
  fs.cpSync(plain, vue, { recursive: true });
  withoutVue(plain);
  const converted = withVue(vue);
  const config = path.join(root, "config.json");
  fs.writeFileSync(config, JSON.stringify(corpusConfig(manifest), null, 2));
  const vueRuns = [];
  const plainRuns = [];
  // Once each before measuring: the social cards (the same titles) and the widgets land in their caches.
  await timedBuild(plain, config, path.join(root, "out-plain"));
  await timedBuild(vue, config, path.join(root, "out-vue"));
  for (let i = 0; i < runs; i++) {
    plainRuns.push(await timedBuild(plain, config, path.join(root, "out-plain")));
    vueRuns.push(await timedBuild(vue, config, path.join(root, "out-vue")));
    log(
      `vue build ${i + 1}/${runs}: ${converted} Vue pages ${vueRuns[i].reportedS} s (wall ${vueRuns[i].wallS.toFixed(1)} s), without Vue ${plainRuns[i].reportedS} s (wall ${plainRuns[i].wallS.toFixed(1)} s)`,
    );
  }
  const med = (xs: Array<number | null>) => median(xs.filter((x): x is number => x !== null)) ?? NaN;
  return {
    pages: converted,
    vueS: med(vueRuns.map((r) => r.reportedS)),
    plainS: med(plainRuns.map((r) => r.reportedS)),
    vueWallS: med(vueRuns.map((r) => r.wallS)),
    plainWallS: med(plainRuns.map((r) => r.wallS)),
    runs,
  };
}

/** A folder served as files (VitePress's dist), for the comparison. */
function serveFolder(dir: string, port: number): Promise<http.Server> {
  const types: Record<string, string> = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".css": "text/css",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".woff2": "font/woff2",
  };
  const server = http.createServer((req, res) => {
    const p = path.join(dir, decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname));
    const file = fs.existsSync(p) && fs.statSync(p).isDirectory() ? path.join(p, "index.html") : p;
    if (!file.startsWith(dir) || !fs.existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" }).end(fs.readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/** The fixture's counter and plain pages built by VitePress (installed in `vpDir`): their JS until idle. */
async function vitePressWeights(browser: Browser, vpDir: string, work: string, port: number): Promise<NonNullable<VueFigures["vitepress"]>> {
  const bin = path.join(vpDir, "node_modules/vitepress/bin/vitepress.js");
  if (!fs.existsSync(bin)) throw new Error(`no VitePress at ${bin}: run \`npm install vitepress\` in ${vpDir}`);
  const site = path.join(work, "vp-site");
  fs.rmSync(site, { recursive: true, force: true });
  fs.mkdirSync(path.join(site, "docs/components"), { recursive: true });
  fs.symlinkSync(path.join(vpDir, "node_modules"), path.join(site, "node_modules"), "dir");
  for (const f of ["counter.md", "plain.md", "index.md", "components/Counter.vue"]) fs.cpSync(path.join(FIXTURE, "docs", f), path.join(site, "docs", f));
  execFileSync(process.execPath, [bin, "build", "docs"], { cwd: site, stdio: ["ignore", "ignore", "pipe"] });
  const server = await serveFolder(path.join(site, "docs/.vitepress/dist"), port);
  try {
    const at = (p: string) => `http://127.0.0.1:${port}/${p}`;
    const version = JSON.parse(fs.readFileSync(path.join(vpDir, "node_modules/vitepress/package.json"), "utf8")).version as string;
    return {
      version,
      islandJsGzip: (await pageWeight(browser, at("counter.html"))).jsGzipTotal,
      plainJsGzip: (await pageWeight(browser, at("plain.html"))).jsGzipTotal,
    };
  } finally {
    server.close();
  }
}

export async function measureVue(
  browser: Browser,
  o: { work: string; port: number; pages: number; runs: number; loads: number; vitepress?: string; log: (m: string) => void },
): Promise<VueFigures> {
  const out = path.join(o.work, "vue-fixture");
  const config = path.join(FIXTURE, "web-docs.config.json");
  await timedBuild(path.join(FIXTURE, "docs"), config, out);
  const island = fs.readFileSync(path.join(out, "counter.html"), "utf8");
  const src = /class="wd-vue-data" data-src="\/([^"]+)"/.exec(island)?.[1];
  if (!src) throw new Error("counter.html names no Vue island script");
  const plainHtml = fs.readFileSync(path.join(out, "plain.html"), "utf8");
  const server = await startServer(out, config, o.port, "/");
  const at = (p: string) => `${server.origin}/${p}`;
  let figures: Omit<VueFigures, "build" | "vitepress">;
  try {
    const [plain, counter] = [await pageWeight(browser, at("plain.html")), await pageWeight(browser, at("counter.html"))];
    // Until the network is quiet: the island script loaded and the component hydrated.
    const tbt = await vitals(browser, at("counter.html"), o.loads);
    figures = {
      plainJsGzip: plain.jsGzipTotal,
      islandJsGzip: counter.jsGzipTotal,
      islandVueGzip: gzipSize(fs.readFileSync(path.join(out, src))),
      plainIslandScripts: (plainHtml.match(/class="wd-(?:vue-data|react-islands)"/g) ?? []).length,
      islandTbtMs: tbt.tbtMs,
    };
  } finally {
    server.stop();
  }
  o.log(
    `vue pages in Chromium: plain ${(figures.plainJsGzip / 1024).toFixed(1)} KB JS, one island ${(figures.islandJsGzip / 1024).toFixed(1)} KB (Vue script ${(figures.islandVueGzip / 1024).toFixed(1)} KB), TBT ${figures.islandTbtMs?.toFixed(0)} ms`,
  );
  let vitepress: VueFigures["vitepress"] = null;
  let vitepressNote: string | undefined = "not measured (--vitepress DIR)";
  if (o.vitepress) {
    vitepress = await vitePressWeights(browser, path.resolve(o.vitepress), o.work, o.port + 1).catch((e) => {
      vitepressNote = `failed: ${(e as Error).message.split("\n")[0]}`;
      return null;
    });
    if (vitepress) vitepressNote = undefined;
    o.log(
      `VitePress: ${vitepress ? `${vitepress.version}: one island ${(vitepress.islandJsGzip / 1024).toFixed(1)} KB JS, plain ${(vitepress.plainJsGzip / 1024).toFixed(1)} KB` : vitepressNote}`,
    );
  }
  const build = await buildTimes(o.work, o.pages, o.runs, o.log);
  return { ...figures, build, vitepress, ...(vitepressNote ? { vitepressNote } : {}) };
}

/** measureVue for `npm run bench`: its failure is a note, not the end of the run. */
export async function benchVue(browser: Browser, o: Parameters<typeof measureVue>[1]): Promise<{ vue: VueFigures | null; note?: string }> {
  try {
    return { vue: await measureVue(browser, o) };
  } catch (e) {
    const note = `failed: ${(e as Error).message.split("\n")[0]}`;
    o.log(`vue: ${note}`);
    return { vue: null, note };
  }
}

/** The BENCHMARKS.md section (bench/report.ts). */
export function vueLines(v: VueFigures): string[] {
  const KB = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const b = v.build;
  return [
    "## Vue in Markdown (test/fixtures/vue-site)",
    "",
    `A page with one interactive Vue component (counter.html) loads **${KB(v.islandJsGzip)}** of JS (gzip, until the network is idle), of which its island script — Vue's runtime and the component — is **${KB(v.islandVueGzip)}**; a plain page of the same site loads ${KB(v.plainJsGzip)} and names ${v.plainIslandScripts} island scripts. TBT of the island page: ${v.islandTbtMs?.toFixed(0) ?? "n/a"} ms.`,
    v.vitepress
      ? `VitePress ${v.vitepress.version}, the same pages: ${KB(v.vitepress.islandJsGzip)} (counter) and ${KB(v.vitepress.plainJsGzip)} (plain).`
      : `VitePress: ${v.vitepressNote ?? "not measured"}.`,
    `Build: ${b.pages} corpus pages as Vue pages (\`{{ $frontmatter.title }}\`, \`<script setup>\` with useData() and an interactive component) in **${b.vueS.toFixed(1)} s** (wall ${b.vueWallS.toFixed(1)} s) against ${b.plainS.toFixed(1)} s (wall ${b.plainWallS.toFixed(1)} s) for the same pages without Vue: **${(b.vueS / b.plainS).toFixed(2)}×**, median of ${b.runs} runs each.`,
    "",
  ];
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const { checkVueBudgets } = await import("./budgets.ts");
  const browser = await launchBrowser();
  try {
    const vitepress = process.argv.includes("--vitepress") ? arg("vitepress", "") : undefined;
    const figures = await measureVue(browser, {
      work: path.resolve(arg("work", path.join(os.tmpdir(), "web-docs-bench"))),
      port: Number(arg("port", "8480")),
      pages: Number(arg("pages", "100")),
      runs: Number(arg("runs", "3")),
      loads: Number(arg("loads", "5")),
      vitepress,
      log: (m) => console.log(`[bench vue] ${m}`),
    });
    console.log(JSON.stringify(figures, null, 2));
    for (const b of checkVueBudgets(figures))
      console.log(`${b.label}: ${b.value === null ? b.note : `${b.value.toFixed(2)} ${b.unit}`}, budget ${b.budget} (VitePress: ${b.vitepress}): ${b.status}`);
  } finally {
    await browser.close();
  }
}
