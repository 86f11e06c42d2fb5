// The browser side of a page's islands: one esbuild bundle with Vue's runtime and only the components the
// page hydrates (and the theme, whose enhanceApp registers components they may use). It exports mount(),
// which widgets/islands calls for each <wd-island> of the page, on load and after a client navigation.
import path from "node:path";
import { bundle } from "./bundle.ts";
import { compileSfc } from "./sfc.ts";
import type { VueRuntime } from "./runtime.ts";

interface IslandSource {
  key: string;
  /** A `.vue` file… */
  file?: string;
  /** …or the page itself (its Markdown as the template). */
  page?: { file: string; html: string; blocks: string[] };
}

export interface IslandBundleInput {
  rt: VueRuntime;
  siteDir: string;
  islands: IslandSource[];
  theme: string | null;
  loadData?: (file: string) => Promise<unknown>;
  /** The build's bundles by what they hold (many pages hydrate the same components). */
  cache: Map<string, Promise<string>>;
}

export function islandBundle(input: IslandBundleInput): Promise<string> {
  const { cache } = input;
  const id = JSON.stringify([input.islands.map((i) => i.file ?? `${i.page?.file}\n${i.page?.html}\n${i.page?.blocks.join("\n")}`), input.theme]);
  let js = cache.get(id);
  if (!js) cache.set(id, (js = build(input)));
  return js;
}

async function build(input: IslandBundleInput): Promise<string> {
  const virtual: NonNullable<Parameters<typeof bundle>[0]["virtual"]> = {};
  const imports = input.islands.map((island, i) => {
    if (island.file) return `import C${i} from ${JSON.stringify(island.file)};`;
    const page = island.page!;
    const c = compileSfc(input.rt, `${page.blocks.join("\n")}\n<template>${page.html}</template>\n`, page.file, false);
    virtual.page = { contents: `${c.code}\nexport default _sfc_main;\n`, resolveDir: path.dirname(page.file), loader: c.loader };
    return `import C${i} from "wd-virtual:page";`;
  });
  const entry = [
    'import { createSSRApp } from "vue";',
    'import { __wdInstall } from "vitepress";',
    input.theme ? `import theme from ${JSON.stringify(input.theme)};` : "const theme = null;",
    ...imports,
    `const components = { ${input.islands.map((isl, i) => `${JSON.stringify(isl.key)}: C${i}`).join(", ")} };`,
    "const chain = []; for (let t = theme; t; t = t.extends) chain.unshift(t);",
    "export function mount(el, info) {",
    "  const app = createSSRApp(components[el.dataset.c], JSON.parse(el.dataset.props || '{}'));",
    "  __wdInstall(app, info);",
    "  for (const t of chain) t.enhanceApp?.({ app, router: null, siteData: null });",
    "  app.mount(el);",
    "  return () => app.unmount();",
    "}",
  ].join("\n");
  const b = await bundle({
    rt: input.rt,
    ssr: false,
    siteDir: input.siteDir,
    loadData: input.loadData,
    virtual,
    entry: { contents: entry, resolveDir: input.siteDir, sourcefile: "islands.js", loader: "js" },
  });
  return b.js;
}
