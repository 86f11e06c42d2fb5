// Vue is the site's own dependency, as in a VitePress repository: it is resolved from the content folder
// (up through its parents' node_modules) and loaded only when a page uses Vue syntax.
import { createRequire } from "node:module";
import path from "node:path";
import type * as CompilerSfc from "@vue/compiler-sfc";
import type * as ServerRenderer from "@vue/server-renderer";
import type * as Vue from "vue";

export interface VueRuntime {
  sfc: typeof CompilerSfc;
  server: typeof ServerRenderer;
  vue: typeof Vue;
  /** The file `import "vue"` resolves to for the site: every bundle imports this one copy. */
  vuePath: string;
  /** The folder of the site's `vue` package (the browser build of the islands comes from it). */
  vueDir: string;
  /** Whether Vue's compiler reads a tag as an element (HTML, SVG, MathML), not a component. */
  isNativeTag: (tag: string) => boolean;
}

interface VueShared {
  isHTMLTag(tag: string): boolean;
  isSVGTag(tag: string): boolean;
  isMathMLTag?(tag: string): boolean;
}

const loaded = new Map<string, VueRuntime | null>();

/** The site's Vue, or null when the site has none installed. */
export function loadVue(siteDir: string): VueRuntime | null {
  if (loaded.has(siteDir)) return loaded.get(siteDir) ?? null;
  let rt: VueRuntime | null = null;
  try {
    const require = createRequire(path.join(siteDir, "package.json"));
    const vuePath = require.resolve("vue");
    const fromVue = createRequire(vuePath);
    const shared = fromVue("@vue/shared") as VueShared;
    rt = {
      vue: require("vue"),
      sfc: fromVue("vue/compiler-sfc"),
      server: fromVue("vue/server-renderer"),
      vuePath,
      vueDir: path.dirname(vuePath),
      isNativeTag: (tag) => shared.isHTMLTag(tag) || shared.isSVGTag(tag) || !!shared.isMathMLTag?.(tag),
    };
  } catch {
    rt = null;
  }
  loaded.set(siteDir, rt);
  return rt;
}

export const INSTALL_VUE =
  "this page uses Vue syntax, which Web Docs renders with the site's own Vue: run `npm install vue` in the site's folder (or wrap the markup in ::: v-pre to show it as text)";
