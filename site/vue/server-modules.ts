// A Vue page's module on the server, linked in memory: its code and the `.vue` components it imports, each
// compiled once per build, made CommonJS by esbuild's transform and evaluated with the site's own Vue, the
// `vitepress` shim and the data loaders' data as their imports. A bundle and a file import per page cost most
// of a Vue page's build time; the components a whole site shares are made once here, as VitePress's one
// server bundle does. Anything else a page imports (CSS, a helper module, a package) returns null: the
// caller bundles that page (./bundle.ts).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";
import * as esbuild from "esbuild";
import { compiledSfc, DATA_FILE, THEME_IMPORT, THEME_SHIM, type Undeclared, VITEPRESS_SHIM, VUE_PACKAGE } from "./bundle.ts";
import { lineOfName } from "./names.ts";
import type { VueRuntime } from "./runtime.ts";
import { type CompiledSfc, scopeIdOf } from "./sfc.ts";

const REQUIRE = /\brequire\("([^"]+)"\)/g;

type Exports = Record<string, unknown>;

/** A linked module and what it carries for the page importing it (in import order, each module once). */
interface Linked {
  exports: Exports;
  /** Itself and the components it imports, depth first. */
  parts: Array<{ file: string; css: string; interactive: boolean; undeclared: Undeclared[] }>;
}

export interface LinkedPage {
  exports: Exports;
  css: string;
  interactive: Set<string>;
  undeclared: Undeclared[];
}

export class ServerModules {
  private components = new Map<string, Promise<Linked | null>>();
  private shims = new Map<string, Promise<Linked | null>>();
  private data = new Map<string, Promise<string | undefined>>();
  private readonly fromVue: NodeRequire;

  constructor(
    private readonly rt: VueRuntime,
    private readonly siteDir: string,
    private readonly loadData: (file: string) => Promise<unknown>,
  ) {
    this.fromVue = createRequire(rt.vuePath);
  }

  /** The page's compiled code linked, or null when it imports what only a bundle handles. */
  async page(code: string, loader: "js" | "ts", file: string): Promise<LinkedPage | null> {
    const linked = await this.link(code, loader, file);
    if (!linked) return null;
    const seen = new Set<string>();
    const parts = linked.parts.filter((p) => !seen.has(p.file) && seen.add(p.file));
    return {
      exports: linked.exports,
      css: parts
        .map((p) => p.css)
        .filter(Boolean)
        .join("\n"),
      interactive: new Set(parts.filter((p) => p.interactive).map((p) => p.file)),
      undeclared: parts.flatMap((p) => p.undeclared),
    };
  }

  /** Transform to CommonJS, link each import, evaluate. */
  private async link(code: string, loader: "js" | "ts", file: string): Promise<Linked | null> {
    // `import.meta` and `import()` have no CommonJS form that keeps their meaning: bundled instead.
    if (/\bimport\s*\(|\bimport\.meta\b/.test(code)) return null;
    let js: string;
    try {
      js = (await esbuild.transform(code, { loader, format: "cjs", target: "es2020", sourcefile: file, logLevel: "silent" })).code;
    } catch {
      // (Top-level await, or an error the bundle reports at its line.)
      return null;
    }
    const imports = new Map<string, Exports>();
    const parts: Linked["parts"] = [];
    for (const [, spec] of js.matchAll(REQUIRE)) {
      if (imports.has(spec)) continue;
      const dep = await this.resolve(spec, path.dirname(file));
      if (!dep) return null;
      imports.set(spec, dep.exports);
      parts.push(...dep.parts);
    }
    const module = { exports: {} as Exports };
    const run = vm.compileFunction(js, ["exports", "require", "module", "__filename", "__dirname"], { filename: file });
    const require = (spec: string) => imports.get(spec);
    run(module.exports, require, module, file, path.dirname(file));
    return { exports: module.exports, parts };
  }

  private async resolve(spec: string, dir: string): Promise<Linked | null> {
    if (spec === "vue") return { exports: this.rt.vue as unknown as Exports, parts: [] };
    // Vue's own packages (what compiled components import): the site's one copy.
    if (VUE_PACKAGE.test(spec)) return { exports: this.fromVue(spec) as Exports, parts: [] };
    if (spec === "vitepress") return this.shim(VITEPRESS_SHIM);
    if (THEME_IMPORT.test(spec)) return this.shim(THEME_SHIM);
    const file = spec.startsWith("@theme/")
      ? path.join(this.siteDir, ".vitepress", "theme", spec.slice("@theme/".length))
      : spec.startsWith(".")
        ? path.resolve(dir, spec)
        : null;
    if (!file) return null;
    if (file.endsWith(".vue")) return this.component(file);
    if (DATA_FILE.test(file)) return this.dataModule(file);
    return null;
  }

  private shim(file: string): Promise<Linked | null> {
    let m = this.shims.get(file);
    if (!m) this.shims.set(file, (m = readFile(file, "utf8").then((code) => this.link(code, "js", file))));
    return m;
  }

  /** A `.vue` file compiled for the server; an interactive one is wrapped as an island, as ./bundle.ts does. */
  private component(file: string): Promise<Linked | null> {
    let m = this.components.get(file);
    if (!m) this.components.set(file, (m = this.compileComponent(file)));
    return m;
  }

  private async compileComponent(file: string): Promise<Linked | null> {
    const source = await readFile(file, "utf8").catch(() => null);
    if (source === null) return null;
    let c: CompiledSfc;
    try {
      c = compiledSfc(this.rt, source, file, true);
    } catch {
      // Reported at its line by the bundle.
      return null;
    }
    const linked = await this.link(`${c.code}\nexport default _sfc_main;\n`, c.loader, file);
    if (!linked) return null;
    let exports = linked.exports;
    if (c.interactive) {
      const shim = await this.shim(VITEPRESS_SHIM);
      if (!shim) return null;
      const island = shim.exports.__wdIsland as (component: unknown, key: string) => unknown;
      exports = { ...exports, __esModule: true, default: island(exports.default, scopeIdOf(file)) };
    }
    const undeclared = c.undeclared.map((name) => ({ file, line: lineOfName(source, name), name }));
    // The component's own part comes after those of what it imports, as a bundle loads them.
    return { exports, parts: [...linked.parts, { file, css: c.css, interactive: c.interactive, undeclared }] };
  }

  /** A data loader's module: `data` as JSON gives it (a copy per page, as VitePress's bundle inlines it). */
  private async dataModule(file: string): Promise<Linked> {
    let json = this.data.get(file);
    if (!json) this.data.set(file, (json = this.loadData(file).then((d) => JSON.stringify(d))));
    const text = await json;
    return { exports: { __esModule: true, data: text === undefined ? undefined : JSON.parse(text) }, parts: [] };
  }
}
