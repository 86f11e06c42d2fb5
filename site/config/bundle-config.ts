// A JS/TS config module, loaded as Vite loads VitePress's config: bundled with esbuild into one ES module
// (TypeScript, ESM or CommonJS, its own imports), written beside it for the moment it is imported.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Message, Plugin } from "esbuild";

/** A path as errors show it: relative to the working folder when inside it. */
export function displayPath(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel : file;
}

const here = path.dirname(new URL(import.meta.url).pathname);
/**
 * Packages a config imports that its own folder need not have: Web Docs' config helpers, and VitePress's
 * (a VitePress config, or a Web Docs config importing one, loads without VitePress installed).
 */
const PROVIDED: Record<string, string> = {
  "web-docs/config": path.join(here, "define.ts"),
  vitepress: path.join(here, "vitepress-shim.ts"),
};
const provided: Plugin = {
  name: "web-docs-provided",
  setup(b) {
    b.onResolve({ filter: /^(web-docs\/config|vitepress)$/ }, (a) => ({ path: PROVIDED[a.path] }));
  },
};

/**
 * Each bundled file keeps its own __dirname, __filename and import.meta.url (a CommonJS config that reads
 * a file beside it, an ES one that resolves one from import.meta.url), not the bundle's.
 */
const ownLocation: Plugin = {
  name: "web-docs-own-location",
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (a) => {
      if (a.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const at = `const __wd_dirname = ${JSON.stringify(path.dirname(a.path))}; const __wd_filename = ${JSON.stringify(a.path)}; const __wd_url = ${JSON.stringify(pathToFileURL(a.path).href)};`;
      const ext = path.extname(a.path).replace(/^\.[cm]?/, "");
      return { contents: `${at}\n${fs.readFileSync(a.path, "utf8")}`, loader: ext as "js" | "ts" | "jsx" | "tsx" };
    });
  },
};
// (The line the plugin adds shifts a file's lines by one: error positions are taken back by one.)
const ADDED_LINES = 1;

/** In the name of the module a config is bundled into for a moment (`.web-docs.config.ts.web-docs-….mjs`): a watcher ignores it. */
export const TEMP_MARK = ".web-docs-";
const sources = new Map<string, string[]>();
/** The files a JS/TS config was bundled from when last loaded (itself and the local files it imports): an edit to any is an edit of the config. */
export const configSources = (file: string): string[] => sources.get(file) ?? [file];

/**
 * A JS/TS config module's exports. Bundled first, as Vite loads VitePress's config: TypeScript, ESM or
 * CommonJS, its own relative imports (JSON too) and the PROVIDED packages go into one ES module; other
 * packages stay imports, resolved from the config's folder, where the module is written for the moment
 * it is imported. A fresh module each time: a long-lived process (watch mode, tests) sees every edit.
 */
export async function importConfigModule(file: string): Promise<Record<string, unknown>> {
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "silent",
    define: { __dirname: "__wd_dirname", __filename: "__wd_filename", "import.meta.url": "__wd_url" },
    // require() of a package, in a CommonJS config: resolved from the config's folder.
    banner: { js: 'import { createRequire as __wdCreateRequire } from "node:module"; const require = __wdCreateRequire(import.meta.url);' },
    plugins: [provided, ownLocation],
  }).catch((e: { errors?: Message[] }) => {
    // esbuild's own lines, as file:line:column: what is wrong.
    if (!e.errors?.length) throw e;
    throw new Error(
      e.errors
        .map((m) =>
          m.location ? `${displayPath(path.resolve(m.location.file))}:${m.location.line - ADDED_LINES}:${m.location.column + 1}: ${m.text}` : m.text,
        )
        .join("; "),
    );
  });
  const code = result.outputFiles[0].text;
  const own = Object.values(PROVIDED);
  sources.set(
    file,
    Object.keys(result.metafile.inputs)
      .map((f) => path.resolve(f))
      .filter((f) => !own.includes(f)),
  );
  const name = `.${path.basename(file)}${TEMP_MARK}${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.mjs`;
  // Beside the config, so its packages resolve from its folder; where that folder cannot be written, the temp folder.
  let out = path.join(path.dirname(file), name);
  try {
    fs.writeFileSync(out, code);
  } catch {
    out = path.join(os.tmpdir(), name);
    fs.writeFileSync(out, code);
  }
  try {
    return (await import(pathToFileURL(out).href)) as Record<string, unknown>;
  } finally {
    fs.rmSync(out, { force: true });
  }
}
