// `npm run build:package` (and npm's `prepack`): what the published `web-docs` package runs, under lib/ —
// the run-time TypeScript of site/, common/ and scripts/ compiled to JavaScript file by file with esbuild (the
// folder layout kept, so every path a module finds from its own place still holds), the plain JS and CSS they
// read beside them, the widgets bundle prebuilt (a consumer never runs rollup or bundles Mermaid) with a stable
// entry and theme.css for other sites, and type declarations for `web-docs/config`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as esbuild from "esbuild";
import { REPO_ROOT } from "../../site/build-context.ts";
import { buildWidgets } from "../../site/assets.ts";
import { themeCss } from "../../site/theme/assets.ts";

export const LIB = path.join(REPO_ROOT, "lib");
/** Source folders whose run-time code ships; scripts/ only for the CLI and what it runs. */
const SOURCES = ["site", "common", "scripts"];
const DEV_ONLY = /^scripts\/(bench|package|test\.ts|build-embed-example\.ts|config-schema\.ts|check-content\.|rollup-vendor\.mjs)/;

const filesOf = (dir: string) =>
  (fs.readdirSync(path.join(REPO_ROOT, dir), { recursive: true }) as string[]).map((f) => path.posix.join(dir, f.split(path.sep).join("/")));

/**
 * Relative `.ts` specifiers become `.js`, and extensionless ones (common/ is written for the widgets' bundler)
 * name their file; a worker's tsx loading becomes a plain import (lib/ is JavaScript). `from`: the source file.
 */
export function toJsSpecifiers(code: string, from: string): string {
  const extensionless = (spec: string) => {
    const target = path.resolve(path.dirname(from), spec);
    if (fs.existsSync(`${target}.ts`) || fs.existsSync(`${target}.tsx`)) return `${spec}.js`;
    if (fs.existsSync(path.join(target, "index.ts"))) return `${spec}/index.js`;
    return spec;
  };
  return code
    .replace(/^import \{ (register|tsImport) \} from "tsx\/esm\/api";\n/gm, "")
    .replace(/^register\(\);\n/gm, "")
    .replace(/tsImport\(("[^"]+"), import\.meta\.url\)/g, "import($1)")
    .replace(/(["'])(\.{1,2}\/[^"'\n]+?)\.tsx?\1/g, "$1$2.js$1")
    .replace(/((?:from|import)\s*\(?\s*)(["'])(\.{1,2}\/[^"'\n]*?)\2/g, (m, pre: string, q: string, spec: string) =>
      /\.[cm]?js$|\.json$|\.css$/.test(spec) ? m : `${pre}${q}${extensionless(spec)}${q}`,
    );
}

async function compile(): Promise<number> {
  const all = SOURCES.flatMap(filesOf).filter((f) => !DEV_ONLY.test(f) && fs.statSync(path.join(REPO_ROOT, f)).isFile());
  const ts = all.filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".d.ts"));
  const result = await esbuild.build({
    entryPoints: ts.map((f) => path.join(REPO_ROOT, f)),
    outdir: LIB,
    outbase: REPO_ROOT,
    format: "esm",
    platform: "node",
    target: "node20",
    bundle: false,
    write: false,
    logLevel: "error",
  });
  for (const out of result.outputFiles) {
    fs.mkdirSync(path.dirname(out.path), { recursive: true });
    fs.writeFileSync(out.path, toJsSpecifiers(out.text, path.join(REPO_ROOT, path.relative(LIB, out.path))));
  }
  // Worker entries, the dev overlay's client, the theme's CSS: read beside the modules that load them.
  for (const f of all.filter((f) => !/\.tsx?$/.test(f))) {
    const to = path.join(LIB, f);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    const text = fs.readFileSync(path.join(REPO_ROOT, f), "utf8");
    fs.writeFileSync(to, /\.m?js$/.test(f) ? toJsSpecifiers(text, path.join(REPO_ROOT, f)) : text);
  }
  fs.writeFileSync(
    path.join(LIB, ".eleventy.js"),
    '// The compiled .eleventy.js (see the repository\'s).\nexport { webDocsEleventyConfig as default } from "./site/eleventy.js";\n',
  );
  fs.chmodSync(path.join(LIB, "scripts", "cli.js"), 0o755);
  return result.outputFiles.length;
}

/**
 * The widgets bundle (minified) as the site build stages it, plus what another site needs to load it:
 * `web-docs.js`, one stable file name per version (a CDN `<script type=module>` or `web-docs/widgets`), and the
 * default theme.css.
 */
function prebuildWidgets(): void {
  const bundle = buildWidgets({ progress: (m) => console.log(`[build:package] ${m}`) });
  const out = path.join(LIB, "widgets");
  fs.cpSync(bundle, out, { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(bundle, "manifest.json"), "utf8")) as Record<string, string>;
  fs.writeFileSync(
    path.join(out, "web-docs.js"),
    `// web-docs/widgets: the custom elements (it loads the hashed bundle beside it, which loads its chunks).\nimport "./${manifest["widgets.js"]}";\n`,
  );
  fs.writeFileSync(path.join(out, "theme.css"), themeCss());
}

/** `web-docs/config`'s types: declarations of define.ts and what it names, by tsc. */
function declarations(): void {
  const r = spawnSync(
    process.execPath,
    [
      path.join(REPO_ROOT, "node_modules/typescript/bin/tsc"),
      path.join(REPO_ROOT, "site/config/define.ts"),
      "--declaration",
      "--emitDeclarationOnly",
      "--rewriteRelativeImportExtensions",
      "--allowImportingTsExtensions",
      "--skipLibCheck",
      "--ignoreConfig",
      "--module",
      "nodenext",
      "--moduleResolution",
      "nodenext",
      "--target",
      "es2022",
      "--strict",
      "--types",
      "node",
      "--rootDir",
      REPO_ROOT,
      "--outDir",
      LIB,
    ],
    { stdio: "inherit" },
  );
  if (r.status !== 0) throw new Error(`tsc (declarations of web-docs/config) exited ${r.status}`);
  // tsc keeps a declaration's `.ts` specifiers: point them at the .d.ts beside it.
  for (const f of (fs.readdirSync(LIB, { recursive: true }) as string[]).filter((f) => f.endsWith(".d.ts"))) {
    const file = path.join(LIB, f);
    fs.writeFileSync(file, toJsSpecifiers(fs.readFileSync(file, "utf8"), path.join(REPO_ROOT, f.replace(/\.d\.ts$/, ".ts"))));
  }
}

/** The simple-icons set as one JSON file (slug → SVG source): site/config/social-icons.ts reads it in the package. */
function packIcons(): void {
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve("simple-icons")), "icons");
  const set = Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".svg"))
      .map((f) => [f.slice(0, -4), fs.readFileSync(path.join(dir, f), "utf8")]),
  );
  fs.mkdirSync(path.join(LIB, "icons"), { recursive: true });
  fs.writeFileSync(path.join(LIB, "icons", "simple-icons.json"), JSON.stringify(set));
}

export async function buildPackage(): Promise<void> {
  const started = Date.now();
  fs.rmSync(LIB, { recursive: true, force: true });
  const modules = await compile();
  // tsc writes declarations only: run after compile, whose .js files it leaves alone.
  declarations();
  prebuildWidgets();
  packIcons();
  console.log(`[build:package] lib/: ${modules} modules, the widgets bundle and web-docs/config types in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  process.env.WEB_DOCS_MINIFY = "1";
  buildPackage().catch((e: Error) => {
    console.error(`[build:package] ${e.message}`);
    process.exit(1);
  });
}
