// Bundling Mermaid (and its ELK layouts) with esbuild, beside rollup: rollup spent ~24 s of a 43 s cold bundle
// tree-shaking Mermaid's unminified graph and terser ~100 s minifying it; esbuild bundles and minifies in a
// few seconds, and swc's compress pass over its output (minifyJs) brings the size back to terser's (esbuild
// alone: +4.7 % gzip; with swc: +0.9 %). Rollup keeps the site's own widgets and sees these packages as
// external files of the same output, imported by relative URL, content-hashed like every other chunk.
import path from "node:path";
import { minify as swcMinify } from "@swc/core";
import { build } from "esbuild";

/** The widgets' minifier, for rollup's chunks and the vendor files alike: swc (compress + mangle) on ES modules. */
export async function minifyJs(code) {
  const r = await swcMinify(code, { module: true, ecma: 2022, compress: true, mangle: true, format: { comments: false } });
  return r.code;
}

/** Marks the vendor files in rollup's import ids: "web-docs-vendor:chunks/mermaid.<hash>.js". */
export const PREFIX = "web-docs-vendor:";

/**
 * @param {{ packages: string[], outDir: string, minify: boolean }} options
 * The packages are bundled from their own ESM builds into `chunks/`; imports of them in the widgets resolve to
 * the files esbuild wrote. Returns the plugin and `graph()`: every vendor file with its modules and static imports.
 */
export function vendorBundle({ packages, outDir, minify }) {
  let result;
  const bundle = () =>
    build({
      entryPoints: Object.fromEntries(packages.map((p) => [p.replace(/^@[^/]+\//, ""), p])),
      bundle: true,
      splitting: true,
      format: "esm",
      platform: "browser",
      target: "es2022",
      minify,
      charset: "utf8",
      legalComments: "none",
      define: { "process.env.NODE_ENV": JSON.stringify(minify ? "production" : "development") },
      entryNames: "chunks/[name].[hash]",
      chunkNames: "chunks/[name].[hash]",
      outdir: outDir,
      write: false,
      metafile: true,
      logLevel: "silent",
    });
  // esbuild's own minification first (fast, and a smaller input for swc), then swc's compress pass on each file.
  const start = () =>
    (result ??= bundle().then(async (res) => {
      const files = minify
        ? await Promise.all(res.outputFiles.map(async (f) => ({ path: f.path, contents: f.path.endsWith(".js") ? await minifyJs(f.text) : f.contents })))
        : res.outputFiles;
      return { metafile: res.metafile, outputFiles: files };
    }));
  const rel = (file) => path.relative(outDir, path.resolve(file)).split(path.sep).join("/");

  const plugin = {
    name: "web-docs-vendor",
    buildStart() {
      start().catch(() => {}); // started now, so esbuild works while rollup reads the widgets; errors surface below
    },
    async resolveId(source, importer) {
      if (!packages.includes(source)) return null;
      // The package's module file (as node-resolve finds it) is the entry esbuild bundled it from.
      const input = await this.resolve(source, importer, { skipSelf: true });
      let res;
      try {
        res = await start();
      } catch (e) {
        this.error(`bundling ${packages.join(", ")} with esbuild failed: ${e.message}`);
      }
      const out = Object.entries(res.metafile.outputs).find(([, o]) => o.entryPoint && path.resolve(o.entryPoint) === input?.id);
      if (!out) this.error(`esbuild wrote no entry for ${source} (${input?.id})`);
      return { id: `${PREFIX}${rel(out[0])}`, external: true };
    },
    // Rollup writes an external's id as it is; make it the vendor file's URL relative to the importing chunk.
    renderChunk(code, chunk) {
      if (!code.includes(PREFIX)) return null;
      const from = path.posix.dirname(chunk.fileName);
      const replaced = code.replace(new RegExp(`(["'])${PREFIX}([^"']+)\\1`, "g"), (_, q, file) => {
        const url = path.posix.relative(from, file);
        return `${q}${url.startsWith(".") ? url : `./${url}`}${q}`;
      });
      return { code: replaced, map: null };
    },
    async generateBundle() {
      const res = await start();
      for (const f of res.outputFiles) this.emitFile({ type: "asset", fileName: rel(f.path), source: f.contents });
    },
  };

  /** The vendor files: fileName (relative to outDir), the modules each holds, and the files it imports statically. */
  const graph = async () => {
    const res = await start();
    return Object.entries(res.metafile.outputs)
      .filter(([f]) => f.endsWith(".js"))
      .map(([f, o]) => ({
        fileName: rel(f),
        moduleIds: Object.keys(o.inputs).map((i) => path.resolve(i)),
        imports: o.imports.filter((i) => i.kind === "import-statement" && !i.external).map((i) => rel(i.path)),
      }));
  };
  return { plugin, graph };
}
