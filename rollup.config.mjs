// widgets/ → content-hashed ESM chunks. Entry and chunk names carry hashes; a manifest tells the
// templates the entry's file name. WEB_DOCS_JS_OUT is set by scripts/build.ts.
import commonjs from "@rollup/plugin-commonjs";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import { transform } from "esbuild";
import { minifyJs, PREFIX as VENDOR, vendorBundle } from "./scripts/rollup-vendor.mjs";

const watching = !!process.env.ROLLUP_WATCH;
const minify = !watching && process.env.WEB_DOCS_MINIFY !== "0";
const outDir = process.env.WEB_DOCS_JS_OUT ?? ".build/js/dev";
// Mermaid and its ELK layouts: bundled by esbuild (scripts/rollup-vendor.mjs), not by rollup.
const vendor = vendorBundle({ packages: ["mermaid", "@mermaid-js/layout-elk"], outDir, minify });

/**
 * Lazy chunks a page should start fetching while its HTML still parses, by the element that needs them:
 * a diagram page's Mermaid chain (element → renderer → Mermaid core) would otherwise load one hop at a
 * time after the entry runs. The build adds a modulepreload link per file on pages with that element.
 */
const PRELOAD = { "web-docs-mermaid": ["widgets/mermaid/register.ts", "widgets/mermaid/draw.ts"] };

/**
 * Per element, the lazy chunks of each kind of content it draws (Mermaid: its code per diagram kind, by
 * the diagram's first word), preloaded by pages with that kind: "<element>.<kind>.preload.<i>". Kinds not
 * listed load on demand as before.
 */
const core = (stem) => new RegExp(`/mermaid/dist/chunks/mermaid\\.core/${stem}-[A-Z0-9]+\\.mjs$`);
const DAGRE = core("dagre");
const PRELOAD_BY_KIND = {
  "web-docs-mermaid": {
    flowchart: [core("flowDiagram"), DAGRE],
    graph: [core("flowDiagram"), DAGRE],
    sequenceDiagram: [core("sequenceDiagram")],
    classDiagram: [core("classDiagram-v2"), DAGRE],
    stateDiagram: [core("stateDiagram-v2"), DAGRE],
    "stateDiagram-v2": [core("stateDiagram-v2"), DAGRE],
    erDiagram: [core("erDiagram"), DAGRE],
    gantt: [core("ganttDiagram")],
    pie: [core("pieDiagram")],
    gitGraph: [core("gitGraphDiagram")],
    journey: [core("journeyDiagram")],
    timeline: [core("timeline-definition")],
    mindmap: [core("mindmap-definition")],
  },
};

/** Writes manifest.json: entry name → hashed file name, and "<element>[.<kind>].preload.<i>" → each file to preload. */
const manifest = () => ({
  name: "web-docs-manifest",
  async generateBundle(_options, bundle) {
    const entries = {};
    const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
    for (const chunk of chunks) if (chunk.isEntry) entries[`${chunk.name}.js`] = chunk.fileName;
    // Rollup's chunks and esbuild's vendor files in one graph: file → the modules it holds, its static imports.
    const toFile = (id) => (id.startsWith(VENDOR) ? id.slice(VENDOR.length) : id);
    const files = new Map(chunks.map((c) => [c.fileName, { moduleIds: c.moduleIds, imports: c.imports.map(toFile), isEntry: c.isEntry }]));
    for (const v of await vendor.graph()) files.set(v.fileName, { ...v, isEntry: false });
    /** The file holding a module whose path passes `test`. */
    const fileHolding = (test) => [...files].find(([, f]) => f.moduleIds.some((id) => test(id.replace(/\\/g, "/"))))?.[0];
    /** The files and their static imports, leaving out the entry and any file in `skip`. */
    const closure = (roots, skip = []) => {
      const out = [];
      const visit = (name) => {
        const file = files.get(name);
        if (!file || file.isEntry || out.includes(name) || skip.includes(name)) return;
        out.push(name);
        file.imports.forEach(visit);
      };
      roots.forEach(visit);
      return out;
    };
    for (const [tag, modules] of Object.entries(PRELOAD)) {
      const roots = modules.map((id) => fileHolding((m) => m.endsWith(`/${id}`)) ?? this.error(`preload: no chunk holds ${id}`));
      const base = closure(roots);
      base.forEach((f, i) => (entries[`${tag}.preload.${i}`] = f));
      for (const [kind, patterns] of Object.entries(PRELOAD_BY_KIND[tag] ?? {})) {
        const kindRoots = patterns.map((re) => fileHolding((m) => re.test(m)) ?? this.error(`preload: no chunk for ${tag} ${kind} (${re})`));
        closure(kindRoots, base).forEach((f, i) => (entries[`${tag}.${kind}.preload.${i}`] = f));
      }
    }
    this.emitFile({ type: "asset", fileName: "manifest.json", source: JSON.stringify(entries, null, 2) });
  },
});

/** Minify each chunk (scripts/rollup-vendor.mjs minifyJs: the same minifier as Mermaid's files). */
const minifyChunks = () => ({
  name: "web-docs-minify",
  async renderChunk(code) {
    return { code: await minifyJs(code), map: null };
  },
});

/**
 * TypeScript → JavaScript with esbuild, file by file: @rollup/plugin-typescript spent ~3 s of each bundle
 * starting a type-checking program that `npm test` runs anyway (tsc -p tsconfig.json); tsconfig's
 * isolatedModules keeps every file compilable alone.
 */
const typescript = () => ({
  name: "web-docs-typescript",
  async transform(code, id) {
    if (!/\.tsx?$/.test(id) || id.includes("/node_modules/")) return null;
    const r = await transform(code, {
      loader: id.endsWith(".tsx") ? "tsx" : "ts",
      format: "esm",
      target: "es2022",
      sourcefile: id,
      // The compilerOptions that change emitted code, as tsconfig.json sets them (target ES2022 → define semantics).
      tsconfigRaw: { compilerOptions: { jsx: "react-jsx", useDefineForClassFields: true } },
    });
    return { code: r.code, map: null };
  },
});

/** widgets/search/worker-url.ts → the URL of the search worker, emitted as its own (hashed) chunk. */
const workerUrl = () => ({
  name: "web-docs-worker-url",
  transform(_code, id) {
    if (!id.replace(/\\/g, "/").endsWith("/widgets/search/worker-url.ts")) return null;
    const ref = this.emitFile({ type: "chunk", id: id.replace(/worker-url\.ts$/, "worker.ts"), name: "search-worker" });
    return { code: `export const workerUrl = import.meta.ROLLUP_FILE_URL_${ref};`, map: null };
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
    vendor.plugin, // before node-resolve: it answers the vendor packages' imports
    nodeResolve({ browser: true, extensions: [".ts", ".tsx", ".mjs", ".js", ".json"] }),
    commonjs(),
    typescript(),
    workerUrl(), // after typescript: it rewrites the compiled module
    minify && minifyChunks(),
    manifest(),
  ],
};
