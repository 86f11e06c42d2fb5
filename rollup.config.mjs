// widgets/ → content-hashed ESM chunks. Entry and chunk names carry hashes; a manifest tells the
// templates the entry's file name. WEB_DOCS_JS_OUT is set by scripts/build.ts.
import commonjs from "@rollup/plugin-commonjs";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";
import typescript from "@rollup/plugin-typescript";

const watching = !!process.env.ROLLUP_WATCH;
const minify = !watching && process.env.WEB_DOCS_MINIFY !== "0";
const outDir = process.env.WEB_DOCS_JS_OUT ?? ".build/js/dev";

/** Writes manifest.json: entry name → hashed file name. */
const manifest = () => ({
  name: "web-docs-manifest",
  generateBundle(_options, bundle) {
    const entries = {};
    for (const chunk of Object.values(bundle)) if (chunk.type === "chunk" && chunk.isEntry) entries[`${chunk.name}.js`] = chunk.fileName;
    this.emitFile({ type: "asset", fileName: "manifest.json", source: JSON.stringify(entries, null, 2) });
  },
});

export default {
  input: { widgets: "widgets/index.ts" },
  // Chunks may import shared code from the entry itself, so the page needs no extra facade request.
  preserveEntrySignatures: "allow-extension",
  output: {
    dir: outDir,
    format: "es",
    entryFileNames: "[name].[hash].js",
    chunkFileNames: "chunks/[name].[hash].js",
    sourcemap: false,
  },
  onwarn(warning, warn) {
    const inDeps = (id) => typeof id === "string" && id.includes("/node_modules/");
    if (warning.code === "CIRCULAR_DEPENDENCY" && (warning.ids ?? []).every(inDeps)) return;
    if (warning.code === "THIS_IS_UNDEFINED" && inDeps(warning.id)) return;
    warn(warning);
  },
  plugins: [
    replace({ preventAssignment: true, values: { "process.env.NODE_ENV": JSON.stringify(minify ? "production" : "development") } }),
    nodeResolve({ browser: true }),
    commonjs(),
    typescript({ tsconfig: "./tsconfig.widgets.json", noEmitOnError: true }),
    minify && terser({ format: { comments: false } }),
    manifest(),
  ],
};
