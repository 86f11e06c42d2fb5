// esbuild over a page's (or theme's, or island's) Vue code: `.vue` files through the site's compiler-sfc,
// `vitepress` and `vitepress/theme` as Web Docs' shims (./shim), data loaders (`*.data.js/ts`) replaced by
// the data they load at build time, CSS collected for the page. On the server `vue` stays the site's one copy.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { BuildError } from "../errors.ts";
import { lineOfName, undeclaredMessage } from "./names.ts";
import { compileSfc, scopeIdOf, SfcError } from "./sfc.ts";
import type { VueRuntime } from "./runtime.ts";

const SHIM = path.join(path.dirname(fileURLToPath(import.meta.url)), "shim");
/** What `import … from "vitepress"` and `"vitepress/theme"` load (./shim): shared with ./server-modules.ts. */
export const VITEPRESS_SHIM = path.join(SHIM, "vitepress.mjs");
export const THEME_SHIM = path.join(SHIM, "theme.mjs");
/** Imports of VitePress's theme, and of Vue's own packages (`@vue/…`, `vue/server-renderer`). */
export const THEME_IMPORT = /^vitepress\/theme(?:-without-fonts)?$/;
export const VUE_PACKAGE = /^(?:@vue\/|vue\/)/;
/** A VitePress data loader's file: what it loads, not its code, is imported. */
export const DATA_FILE = /\.data\.(?:m?[jt]s)$/;

export interface BundleInput {
  rt: VueRuntime;
  ssr: boolean;
  /** The site's folder (`@theme/…` is its .vitepress/theme). */
  siteDir: string;
  /** A file, or code with the folder its imports are relative to. */
  entry: string | { contents: string; resolveDir: string; sourcefile: string; loader: "js" | "ts" };
  /** The data a loader file yields (server only). */
  loadData?: (file: string) => Promise<unknown>;
  /** Keep `*.data.*` files as code (bundling a loader itself). */
  asLoader?: boolean;
  /** Modules by name, imported as `wd-virtual:<name>` (a page compiled for the browser). */
  virtual?: Record<string, { contents: string; resolveDir: string; loader: "js" | "ts" }>;
}

export interface Bundle {
  js: string;
  css: string;
  /** `.vue` files that need the browser, by file. */
  interactive: Set<string>;
  /** Names `.vue` templates read that their scripts do not declare (the caller knows the app's globals). */
  undeclared: Undeclared[];
}

export interface Undeclared {
  file: string;
  line?: number;
  name: string;
}

const compiled = new Map<string, ReturnType<typeof compileSfc>>();
/** A `.vue` file's text compiled: most pages of a site import the same few components, each compiled once per text. */
export function compiledSfc(rt: VueRuntime, source: string, file: string, ssr: boolean): ReturnType<typeof compileSfc> {
  const key = `${ssr}\0${file}\0${source}`;
  let c = compiled.get(key);
  if (!c) compiled.set(key, (c = compileSfc(rt, source, file, ssr)));
  return c;
}

const serverPaths = new Map<string, string>();
/** Where the site's `vue` resolves a package of its own (`@vue/…`, `vue/…`), for the server's bundles to import. */
function serverPath(rt: VueRuntime, name: string): string {
  const key = `${rt.vuePath}\0${name}`;
  let p = serverPaths.get(key);
  if (!p) serverPaths.set(key, (p = createRequire(rt.vuePath).resolve(name)));
  return p;
}

/** The browser build of Vue the islands bundle (tree-shaken by esbuild). */
const browserVue = (rt: VueRuntime) => path.join(rt.vueDir, "dist", "vue.runtime.esm-bundler.js");

function vuePlugin(input: BundleInput, css: string[], cssFiles: string[], interactive: Set<string>, undeclared: Undeclared[]): esbuild.Plugin {
  const { rt, ssr } = input;
  return {
    name: "web-docs-vue",
    setup(build) {
      build.onResolve({ filter: /^vue$/ }, () => (ssr ? { path: rt.vuePath, external: true } : { path: browserVue(rt) }));
      build.onResolve({ filter: /^vitepress$/ }, () => ({ path: VITEPRESS_SHIM }));
      build.onResolve({ filter: THEME_IMPORT }, () => ({ path: THEME_SHIM }));
      build.onResolve({ filter: /^@theme\// }, (a) =>
        build.resolve(`./${a.path.slice("@theme/".length)}`, { resolveDir: path.join(input.siteDir, ".vitepress", "theme"), kind: a.kind }),
      );
      // On the server, Vue's own packages (`@vue/…`, and `vue/server-renderer` that compiled components
      // import) stay the site's one copy, imported rather than bundled again for every page.
      build.onResolve({ filter: VUE_PACKAGE }, (a) => (ssr ? { path: serverPath(rt, a.path), external: true } : undefined));
      build.onResolve({ filter: /^wd-virtual:/ }, (a) => ({ path: a.path.slice("wd-virtual:".length), namespace: "wd-virtual" }));
      build.onLoad({ filter: /.*/, namespace: "wd-virtual" }, (a) => input.virtual?.[a.path]);
      build.onLoad({ filter: /\.vue$/ }, async (a) => {
        const source = await readFile(a.path, "utf8");
        let c: ReturnType<typeof compileSfc>;
        try {
          c = compiledSfc(rt, source, a.path, ssr);
        } catch (e) {
          const line = e instanceof SfcError ? e.line : undefined;
          return { errors: [{ text: (e as Error).message, location: { file: a.path, line: line ?? 1, column: 0 } }] };
        }
        if (c.css) css.push(c.css);
        for (const name of c.undeclared) undeclared.push({ file: a.path, line: lineOfName(source, name), name });
        const island = ssr && c.interactive;
        if (c.interactive) interactive.add(a.path);
        const end = island
          ? `import { __wdIsland } from "vitepress";\nexport default __wdIsland(_sfc_main, ${JSON.stringify(scopeIdOf(a.path))});`
          : "export default _sfc_main;";
        return { contents: `${c.code}\n${end}\n`, loader: c.loader, resolveDir: path.dirname(a.path) };
      });
      build.onLoad({ filter: /\.css$/ }, (a) => {
        if (ssr && !cssFiles.includes(a.path)) cssFiles.push(a.path);
        return { contents: "", loader: "js" };
      });
      if (!input.asLoader && input.loadData) {
        const loadData = input.loadData;
        build.onLoad({ filter: DATA_FILE }, async (a) => ({
          contents: `export const data = ${JSON.stringify(await loadData(a.path)) ?? "undefined"};`,
          loader: "js",
        }));
      }
    },
  };
}

/** Each undeclared name not among the app's `globals` (what enhanceApp put on globalProperties), as a located error. */
export function undeclaredErrors(list: Undeclared[], globals: readonly string[], page?: { file: string; source: string; line: number }): BuildError[] {
  const seen = new Set<string>();
  return list
    .filter((u) => !globals.includes(u.name) && !seen.has(`${u.file}\0${u.name}`) && seen.add(`${u.file}\0${u.name}`))
    .map((u) =>
      u.file === page?.file
        ? new BuildError(u.file, `Vue: ${undeclaredMessage(u.name, true)}`, lineOfName(page.source, u.name) ?? page.line)
        : new BuildError(u.file, `Vue: ${undeclaredMessage(u.name, false)}`, u.line),
    );
}

/** esbuild's first error as a BuildError naming its file and line. */
function located(e: unknown, fallback: string): Error {
  const first = (e as esbuild.BuildFailure).errors?.[0];
  if (!first) return e as Error;
  // A plugin's own error (a data loader that failed) is kept as it was thrown.
  if (first.detail instanceof Error) return first.detail;
  const file = first.location?.file ? path.resolve(first.location.file) : fallback;
  return new BuildError(file, first.text, first.location?.line);
}

/** Imported stylesheets as one: their @imports followed, fonts and images they name inlined. */
async function bundleCss(files: string[]): Promise<string> {
  if (!files.length) return "";
  const r = await esbuild.build({
    stdin: {
      contents: files.map((f) => `@import ${JSON.stringify(`./${path.relative(path.dirname(files[0]), f).split(path.sep).join("/")}`)};`).join("\n"),
      loader: "css",
      resolveDir: path.dirname(files[0]),
      sourcefile: "theme.css",
    },
    bundle: true,
    write: false,
    minify: true,
    logLevel: "silent",
    external: ["http:*", "https:*"],
    // url(/img.png) names a site file (public/), as Vite leaves it.
    plugins: [
      { name: "site-urls", setup: (b) => b.onResolve({ filter: /^\// }, (a) => (a.kind === "url-token" ? { path: a.path, external: true } : undefined)) },
    ],
    loader: {
      ".woff2": "dataurl",
      ".woff": "dataurl",
      ".ttf": "dataurl",
      ".png": "dataurl",
      ".jpg": "dataurl",
      ".gif": "dataurl",
      ".svg": "dataurl",
      ".webp": "dataurl",
    },
  });
  return r.outputFiles?.[0]?.text ?? "";
}

// Vue's Options API (data(), methods, computed…) is about 3 KB gzip of an island script: kept only when the
// site's code in the bundle (a `.vue` file, a component object, the theme) may use it. A theme's
// `extends: DefaultTheme` is VitePress's theme inheritance, not a component's.
const OPTIONS_API =
  /\b(?:data\s*\(\s*\)|methods\s*:|computed\s*:|watch\s*:|mixins\s*:|extends\s*:(?!\s*DefaultTheme\b)|inject\s*:|provide\s*\(\s*\)|beforeCreate|created\s*\(|mounted\s*\(|beforeMount|unmounted\s*\(|beforeUnmount\s*\()/;

async function usesOptionsApi(meta: esbuild.Metafile, input: BundleInput): Promise<boolean> {
  for (const key of Object.keys(meta.inputs)) {
    const virtual = /^wd-virtual:(.+)$/.exec(key);
    if (virtual) {
      if (OPTIONS_API.test(input.virtual?.[virtual[1]]?.contents ?? "")) return true;
      continue;
    }
    const file = path.resolve(key);
    if (key === "<stdin>" || file.includes(`${path.sep}node_modules${path.sep}`) || file.startsWith(SHIM)) continue;
    if (OPTIONS_API.test(await readFile(file, "utf8").catch(() => ""))) return true;
  }
  return false;
}

export async function bundle(input: BundleInput): Promise<Bundle> {
  const fallback = typeof input.entry === "string" ? input.entry : input.entry.sourcefile;
  const run = async (optionsApi: boolean) => {
    const css: string[] = [];
    const cssFiles: string[] = [];
    const interactive = new Set<string>();
    const undeclared: Undeclared[] = [];
    const r = await esbuild.build({
      ...(typeof input.entry === "string" ? { entryPoints: [input.entry] } : { stdin: input.entry }),
      bundle: true,
      write: false,
      format: "esm",
      platform: input.ssr ? "node" : "browser",
      target: "es2020",
      minify: !input.ssr,
      logLevel: "silent",
      metafile: !input.ssr,
      // A data loader reads files beside itself: import.meta.url is its own file, not the bundle's.
      define: input.ssr
        ? input.asLoader && typeof input.entry === "string"
          ? { "import.meta.url": JSON.stringify(pathToFileURL(input.entry).href) }
          : {}
        : {
            __VUE_OPTIONS_API__: String(optionsApi),
            __VUE_PROD_DEVTOOLS__: "false",
            __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: "false",
            "process.env.NODE_ENV": '"production"',
          },
      plugins: [vuePlugin(input, css, cssFiles, interactive, undeclared)],
    });
    return { r, bundle: { js: r.outputFiles?.[0]?.text ?? "", css: [await bundleCss(cssFiles), ...css].join("\n").trim(), interactive, undeclared } };
  };
  try {
    const first = await run(false);
    if (!input.ssr && first.r.metafile && (await usesOptionsApi(first.r.metafile, input))) return (await run(true)).bundle;
    return first.bundle;
  } catch (e) {
    throw located(e, fallback);
  }
}
