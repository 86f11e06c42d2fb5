// `npm test`: every suite in order — typecheck, build-side unit tests, the builds, widget tests in
// Chromium, end-to-end tests — then one plain "N passed, N failed" line summing them all.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

interface Suite {
  name: string;
  cmd: string[];
  /** Read passed/failed counts from the suite's output; null → count the suite as one check. */
  count?: (out: string) => { passed: number; failed: number } | null;
  env?: Record<string, string>;
  skipIf?: () => string | null;
}

const node = process.execPath;
const find = (dir: string, re: RegExp): string[] =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[])
        .filter((f) => re.test(f))
        .map((f) => path.join(dir, f))
        .sort()
    : [];
const lastMatch = (out: string, re: RegExp) => [...out.matchAll(re)].pop();

function nodeTestCounts(out: string) {
  const p = lastMatch(out, /^ℹ pass (\d+)/gm) ?? lastMatch(out, /^# pass (\d+)/gm);
  const f = lastMatch(out, /^ℹ fail (\d+)/gm) ?? lastMatch(out, /^# fail (\d+)/gm);
  return p && f ? { passed: Number(p[1]), failed: Number(f[1]) } : null;
}

const suites: Suite[] = [
  { name: "typecheck", cmd: [node, "node_modules/typescript/bin/tsc", "-p", "tsconfig.json", "--noEmit"] },
  // Biome: the linter and the formatter's check (biome.json); `npx biome check --write .` fixes what it can.
  { name: "lint and format (biome)", cmd: [node, "node_modules/@biomejs/biome/bin/biome", "check", "--error-on-warnings", "."] },
  // knip: no unused file, export, type or dependency (knip.json names the entry points).
  { name: "unused code (knip)", cmd: [node, "node_modules/knip/bin/knip.js", "--no-progress"] },
  {
    name: "build: fixture site",
    cmd: [
      node,
      "--import",
      "tsx",
      "scripts/build.ts",
      "--content",
      "test/fixtures/site/content",
      "--config",
      "test/fixtures/site/site.config.json",
      "--out",
      ".build/fixture-site",
    ],
  },
  {
    // An author's docs folder and config outside content/, given as environment variables (the e2e "author" project).
    name: "build: author site",
    cmd: [node, "--import", "tsx", "scripts/build.ts"],
    env: {
      WEB_DOCS_CONTENT: "test/fixtures/author-site/docs",
      WEB_DOCS_CONFIG: "test/fixtures/author-site/web-docs.config.json",
      WEB_DOCS_OUT: ".build/author-site",
    },
  },
  {
    // Three locales, Persian right to left (the e2e "locales" project).
    name: "build: locales site",
    cmd: [
      node,
      "--import",
      "tsx",
      "scripts/build.ts",
      "--content",
      "test/fixtures/locales-site/docs",
      "--config",
      "test/fixtures/locales-site/web-docs.config.json",
      "--out",
      ".build/locales-site",
    ],
  },
  {
    // Two versions, 2.x at the base and 1.x under its name (the e2e "versions" project).
    name: "build: versions site",
    cmd: [
      node,
      "--import",
      "tsx",
      "scripts/build.ts",
      "--content",
      "test/fixtures/versions-site/docs",
      "--config",
      "test/fixtures/versions-site/web-docs.config.json",
      "--out",
      ".build/versions-site",
    ],
  },
  {
    // A VitePress site's docs folder, config found in .vitepress/config/ (the e2e "vitepress" project).
    name: "build: vitepress site",
    cmd: [node, "--import", "tsx", "scripts/build.ts", "--content", "test/fixtures/vitepress-site/docs", "--out", ".build/vitepress-site"],
  },
  {
    // Vue in Markdown as VitePress sites write it, its theme, islands, React components (the e2e "vue" project).
    name: "build: vue site",
    cmd: [
      node,
      "--import",
      "tsx",
      "scripts/build.ts",
      "--content",
      "test/fixtures/vue-site/docs",
      "--config",
      "test/fixtures/vue-site/web-docs.config.json",
      "--out",
      ".build/vue-site",
    ],
  },
  {
    // Web Docs' own articles, built as an author's docs are: the `web-docs` CLI, config found beside the folder.
    name: "build: Web Docs",
    cmd: [node, "--import", "tsx", "scripts/cli.ts", "build", "content"],
  },
  {
    // Unit tests, in folders mirroring the source they test (test/unit/site/config/… for site/config/…).
    name: "unit tests",
    cmd: [node, "--import", "tsx", "--test", "--test-reporter=spec", ...find("test/unit", /\.test\.ts$/)],
    count: nodeTestCounts,
  },
  {
    name: "content check",
    cmd: [node, "--import", "tsx", "--test", "--test-reporter=spec", ...find("test/content", /\.test\.ts$/)],
    count: nodeTestCounts,
  },
  {
    // Over the built output: html-validate on every page, SEO files and hashed assets, real nginx (docs/deploy.md).
    name: "built site checks",
    cmd: [node, "--import", "tsx", "--test", "--test-reporter=spec", ...find("test/built", /\.test\.ts$/)],
    count: nodeTestCounts,
  },
  {
    name: "widget tests (Chromium)",
    cmd: [node, "node_modules/@web/test-runner/dist/bin.js"],
    count: (out) => {
      const m = lastMatch(out, /^wtr: (\d+) passed, (\d+) failed/gm);
      return m ? { passed: Number(m[1]), failed: Number(m[2]) } : null;
    },
    skipIf: () => (find("test/widgets", /\.test\.tsx?$/).length ? null : "no widget tests yet"),
  },
  {
    // `npm run dev` on a copy of the fixture site, in Chromium: live reload, the error overlay, bad requests.
    name: "dev server (npm run dev)",
    cmd: [node, "--import", "tsx", "--test", "--test-reporter=spec", ...find("test/dev", /\.test\.ts$/)],
    count: nodeTestCounts,
  },
  {
    // Both packages npm-packed and installed from the tarballs into one empty project (dependencies from the
    // registry): every web-docs command there, web-docs/config in plain Node, the Eleventy plugin, create-web-docs.
    name: "package (packed tarballs)",
    cmd: [node, "--import", "tsx", "--test", "--test-reporter=spec", ...find("test/package", /\.test\.ts$/)],
    count: nodeTestCounts,
  },
  {
    name: "end-to-end (Playwright)",
    cmd: [node, "node_modules/@playwright/test/cli.js", "test"],
    count: (out) => {
      const m = lastMatch(out, /^e2e: (\d+) passed, (\d+) failed/gm);
      return m ? { passed: Number(m[1]), failed: Number(m[2]) } : null;
    },
  },
];

function run(suite: Suite): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(suite.cmd[0], suite.cmd.slice(1), { env: { ...process.env, ...suite.env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    const tee = (chunk: Buffer, to: NodeJS.WriteStream) => {
      out += chunk.toString();
      to.write(chunk);
    };
    child.stdout.on("data", (c) => tee(c, process.stdout));
    child.stderr.on("data", (c) => tee(c, process.stderr));
    child.on("close", (code) => resolve({ code: code ?? 1, out }));
  });
}

/**
 * What a failed suite said about its failures, repeated by the summary: a CI log is often read from its tail only.
 * node's spec reporter lists the failing tests with their errors at the end; other runners' last lines say most.
 */
function failureExcerpt(out: string): string {
  const at = out.lastIndexOf("✖ failing tests:");
  const lines = (at >= 0 ? out.slice(at) : out).trimEnd().split("\n");
  return (at >= 0 ? lines.slice(0, 60) : lines.slice(-30)).map((l) => `    ${l}`).join("\n");
}

const totals = { passed: 0, failed: 0 };
const lines: string[] = [];
const failures: string[] = [];
for (const suite of suites) {
  const skip = suite.skipIf?.();
  if (skip) {
    lines.push(`  ${suite.name}: skipped (${skip})`);
    continue;
  }
  console.log(`\n=== ${suite.name} ===`);
  const started = Date.now();
  const { code, out } = await run(suite);
  let counts = suite.count?.(out) ?? null;
  if (!counts) counts = code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  else if (code !== 0 && counts.failed === 0) counts.failed = 1; // a crash outside any test still fails the run
  if (counts.failed > 0) failures.push(`  ${suite.name}:\n${failureExcerpt(out)}`);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  lines.push(`  ${suite.name}: ${counts.passed} passed, ${counts.failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
if (failures.length) console.log(`\nFailures:\n${failures.join("\n")}`);
console.log(`\nSummary:\n${lines.join("\n")}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
