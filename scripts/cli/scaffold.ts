// The starter `web-docs init` and `npm create web-docs` write. Node built-ins only: create-web-docs ships this
// module compiled on its own (packages/create-web-docs), without Web Docs' dependencies.
import fs from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline/promises";

export interface ScaffoldAnswers {
  /** The content folder, relative to the project ("docs"). */
  dir: string;
  title: string;
  description: string;
  /** web-docs.config.ts with defineConfig instead of web-docs.config.json. */
  useTs: boolean;
  /** docs:dev, docs:build, docs:preview in package.json. */
  scripts: boolean;
}

export const DEFAULT_ANSWERS: ScaffoldAnswers = { dir: "docs", title: "My Awesome Project", description: "A Web Docs site", useTs: false, scripts: true };

/** VitePress's init questions (vitepress src/node/init/init.ts), each with its default; --yes (or no terminal) takes them all. */
export async function askAnswers(given: Partial<ScaffoldAnswers>, yes: boolean): Promise<ScaffoldAnswers> {
  const answers = { ...DEFAULT_ANSWERS, ...given };
  if (yes || !process.stdin.isTTY) return answers;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const text = async (q: string, d: string) => (await rl.question(`${q} (${d}) `)).trim() || d;
    const yesNo = async (q: string, d: boolean) => {
      const a = (await rl.question(`${q} (${d ? "Y/n" : "y/N"}) `)).trim().toLowerCase();
      return a ? a.startsWith("y") : d;
    };
    if (given.dir === undefined) answers.dir = await text("Where should the docs live?", answers.dir);
    if (given.title === undefined) answers.title = await text("Site title:", answers.title);
    if (given.description === undefined) answers.description = await text("Site description:", answers.description);
    answers.useTs = await yesNo("Use TypeScript for the config?", answers.useTs);
    answers.scripts = await yesNo("Add Web Docs npm scripts to package.json?", answers.scripts);
    return answers;
  } finally {
    rl.close();
  }
}

const HOME = (a: ScaffoldAnswers) => `---
layout: home

hero:
  name: ${JSON.stringify(a.title)}
  tagline: ${JSON.stringify(a.description)}
  actions:
    - theme: brand
      text: Get started
      link: /guide/getting-started
---
`;

const GUIDE = (a: ScaffoldAnswers) => `# Getting started

Welcome to ${a.title}. Every Markdown file in \`${a.dir}/\` is a page: this one is \`${a.dir}/guide/getting-started.md\`,
served at \`/guide/getting-started\`.

## Write a page

Add \`${a.dir}/guide/next-steps.md\`, list it in the sidebar of the config, and save: \`npm run docs:dev\` shows it at once.

::: tip
Links between pages are checked on every build: a link to a missing page or heading stops it, naming file and line.
:::
`;

const configObject = (a: ScaffoldAnswers) => ({
  title: a.title,
  description: a.description,
  themeConfig: {
    nav: [{ text: "Guide", link: "/guide/getting-started" }],
    sidebar: [{ text: "Guide", items: [{ text: "Getting started", link: "/guide/getting-started" }] }],
  },
});

// GitHub Pages serves a project site under /<repository>/: the workflow builds with that base.
const WORKFLOW = (a: ScaffoldAnswers) => `# Builds the docs and publishes them on GitHub Pages (Settings → Pages → Source: GitHub Actions).
name: Deploy docs
on:
  push:
    branches: [main]
  workflow_dispatch:
permissions:
  contents: read
  pages: write
  id-token: write
concurrency:
  group: pages
  cancel-in-progress: false
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 22
          cache: npm
      - run: npm ci
      - uses: actions/configure-pages@v5
      # A project site is served under /<repository>/: set "base": "/<repository>/" in the config
      # (a user site, <name>.github.io, or a custom domain keeps the default "/").
      - run: npx web-docs build ${a.dir}
      - uses: actions/upload-pages-artifact@v3
        with:
          # With "base": "/<repository>/" the site is in dist/<repository>: upload that folder.
          path: dist
  deploy:
    needs: build
    runs-on: ubuntu-latest
    environment:
      name: github-pages
      url: \${{ steps.deployment.outputs.page_url }}
    steps:
      - id: deployment
        uses: actions/deploy-pages@v4
`;

const GITIGNORE_LINES = ["node_modules/", "dist/", ".web-docs/"];

export interface ScaffoldResult {
  /** Files written, relative to the project folder. */
  written: string[];
  /** Files left alone because they exist. */
  kept: string[];
}

/**
 * Write the starter into `root` (created if missing). Existing pages and config are never overwritten;
 * package.json gets the scripts (and, from `npm create`, web-docs as a dev dependency), .gitignore the lines it lacks.
 */
export function scaffold(root: string, a: ScaffoldAnswers, options: { dependency?: string } = {}): ScaffoldResult {
  const result: ScaffoldResult = { written: [], kept: [] };
  const write = (rel: string, body: string) => {
    const file = path.join(root, rel);
    if (fs.existsSync(file)) return void result.kept.push(rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
    result.written.push(rel);
  };
  fs.mkdirSync(root, { recursive: true });
  write(path.posix.join(a.dir, "index.md"), HOME(a));
  write(path.posix.join(a.dir, "guide", "getting-started.md"), GUIDE(a));
  const config = configObject(a);
  if (a.useTs)
    write("web-docs.config.ts", `import { defineConfig } from "web-docs/config";\n\nexport default defineConfig(${JSON.stringify(config, null, 2)});\n`);
  else write("web-docs.config.json", `${JSON.stringify({ $schema: "./node_modules/web-docs/schema/web-docs.config.schema.json", ...config }, null, 2)}\n`);
  write(path.join(".github", "workflows", "deploy-docs.yml"), WORKFLOW(a));

  const pkgFile = path.join(root, "package.json");
  const pkg = fs.existsSync(pkgFile)
    ? (JSON.parse(fs.readFileSync(pkgFile, "utf8")) as {
        scripts?: Record<string, string>;
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
        [key: string]: unknown;
      })
    : {
        name: path
          .basename(path.resolve(root))
          .toLowerCase()
          .replace(/[^a-z0-9._-]+/g, "-"),
        private: true,
        type: "module",
      };
  let changed = !fs.existsSync(pkgFile);
  if (a.scripts) {
    pkg.scripts ??= {};
    for (const [name, cmd] of Object.entries({
      "docs:dev": `web-docs dev ${a.dir}`,
      "docs:build": `web-docs build ${a.dir}`,
      "docs:preview": `web-docs preview ${a.dir}`,
    })) {
      if (pkg.scripts[name] === undefined) {
        pkg.scripts[name] = cmd;
        changed = true;
      }
    }
  }
  if (options.dependency && !pkg.dependencies?.["web-docs"] && !pkg.devDependencies?.["web-docs"]) {
    pkg.devDependencies = { ...pkg.devDependencies, "web-docs": options.dependency };
    changed = true;
  }
  if (changed) {
    fs.writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
    result.written.push("package.json");
  }

  const ignoreFile = path.join(root, ".gitignore");
  const had = fs.existsSync(ignoreFile) ? fs.readFileSync(ignoreFile, "utf8") : "";
  const missing = GITIGNORE_LINES.filter((l) => !had.split(/\r?\n/).includes(l));
  if (missing.length) {
    fs.writeFileSync(ignoreFile, `${had}${had && !had.endsWith("\n") ? "\n" : ""}${missing.join("\n")}\n`);
    result.written.push(".gitignore");
  }
  return result;
}

/** The lines printed after a scaffold: what was written (relative to where the command ran) and what to run next. */
export function summary(result: ScaffoldResult, root: string, next: string[]): string {
  const shown = (rel: string) => path.relative(process.cwd(), path.join(root, rel)) || rel;
  return [
    ...result.written.map((f) => `  wrote ${shown(f)}`),
    ...result.kept.map((f) => `  kept  ${shown(f)} (exists)`),
    "",
    "Next:",
    ...next.map((c) => `  ${c}`),
  ].join("\n");
}
