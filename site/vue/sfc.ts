// One Vue single-file component (a `.vue` file, or a page: its rendered Markdown as the template) compiled
// with the site's @vue/compiler-sfc, as VitePress's Vite plugin compiles it: `<script setup>` with the
// template inlined, for the server (ssrRender) or the browser (render), scoped styles compiled to CSS.
import crypto from "node:crypto";
import { undeclaredNames } from "./names.ts";
import type { VueRuntime } from "./runtime.ts";
import { cssModulesPlugin, moduleName } from "./css-modules.ts";

export interface CompiledSfc {
  /** An ES module body defining `_sfc_main`, the component (TypeScript when the script is); the caller exports it. */
  code: string;
  loader: "js" | "ts";
  css: string;
  /** Whether the component does anything in the browser (event handlers, reactive state, lifecycle hooks). */
  interactive: boolean;
  /** Names its template reads that its script does not declare (./names.ts). */
  undeclared: string[];
}

/** A problem with its line in the SFC source (1-based). */
export class SfcError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

const hyphenate = (s: string) => s.replace(/\B([A-Z])/g, "-$1").toLowerCase();

/**
 * Which tags are custom elements, not Vue components: Web Docs' own (widgets, islands, slots, React
 * components) and any hyphenated lower-case tag no registered component (`registered`) claims.
 */
export function customElements(registered: Iterable<string> = []): (tag: string) => boolean {
  const claimed = new Set([...registered].map(hyphenate));
  return (tag) => tag.startsWith("web-docs-") || tag.startsWith("wd-") || (/^[a-z][a-z0-9]*-[a-z0-9-]*$/.test(tag) && !claimed.has(tag));
}

// What makes a component need Vue in the browser. Lifecycle hooks that only run there, handlers, two-way
// bindings, and state that can change.
const INTERACTIVE_TEMPLATE = /\s(?:@[\w.:-]+|v-on(?::[\w.-]+)?|v-model(?::[\w.-]+)?)\s*=/;
const INTERACTIVE_SCRIPT =
  /\b(?:onMounted|onBeforeMount|onUpdated|onUnmounted|onBeforeUnmount|watch|watchEffect|ref|reactive|shallowRef|customRef|setInterval|setTimeout|addEventListener)\s*\(/;

/** Whether a component does anything in the browser, read from its template and its scripts as written. */
export const isInteractive = (template: string, scripts: string) => INTERACTIVE_TEMPLATE.test(template) || INTERACTIVE_SCRIPT.test(scripts);

export const scopeIdOf = (filename: string) => crypto.createHash("sha256").update(filename).digest("hex").slice(0, 8);

function lineOf(e: unknown): number | undefined {
  const loc = (e as { loc?: { start?: { line?: number } } }).loc;
  return loc?.start?.line;
}

export function compileSfc(rt: VueRuntime, source: string, filename: string, ssr: boolean, isCustomElement = customElements()): CompiledSfc {
  // A template-only component still gets a setup to inline its template into.
  const text = /<script\b[^>]*\bsetup\b/.test(source) ? source : `${source}\n<script setup></script>\n`;
  const { descriptor, errors } = rt.sfc.parse(text, { filename, sourceMap: false, ignoreEmpty: false, templateParseOptions: { isCustomElement } });
  if (errors.length) throw new SfcError(String((errors[0] as Error).message ?? errors[0]), lineOf(errors[0]));
  const id = scopeIdOf(filename);
  const scoped = descriptor.styles.some((s) => s.scoped);
  let script;
  try {
    script = rt.sfc.compileScript(descriptor, {
      id,
      inlineTemplate: true,
      // (No one reads a map: the module is evaluated at build time, or bundled and minified.)
      sourceMap: false,
      genDefaultAs: "_sfc_main",
      templateOptions: { ssr, ssrCssVars: [], compilerOptions: { isCustomElement, whitespace: "condense" } },
    });
  } catch (e) {
    throw new SfcError((e as Error).message.split("\n")[0], lineOf(e));
  }
  const modules: Record<string, Record<string, string>> = {};
  const css = descriptor.styles.map((s) => {
    const names = s.module ? (modules[moduleName(s.module)] ??= {}) : undefined;
    const postcssPlugins = names ? [cssModulesPlugin(id.slice(0, 5), names)] : [];
    const r = rt.sfc.compileStyle({ source: s.content, filename, id: `data-v-${id}`, scoped: s.scoped, postcssPlugins });
    if (r.errors.length) throw new SfcError(r.errors[0].message, s.loc.start.line);
    return r.code;
  });
  const lang = descriptor.scriptSetup?.lang ?? descriptor.script?.lang;
  const tail = [
    scoped ? `_sfc_main.__scopeId = "data-v-${id}";` : "",
    Object.keys(modules).length ? `_sfc_main.__cssModules = ${JSON.stringify(modules)};` : "",
    `_sfc_main.__file = ${JSON.stringify(filename)};`,
  ];
  const scriptText = `${descriptor.script?.content ?? ""}\n${descriptor.scriptSetup?.content ?? ""}`;
  return {
    code: `${script.content}\n${tail.join("\n")}\n`,
    loader: lang === "ts" || lang === "tsx" ? "ts" : "js",
    css: css.join("\n"),
    interactive: isInteractive(descriptor.template?.content ?? "", scriptText),
    // Mixins and extends declare names the compiler cannot see: such a component is not checked.
    // A `<style module="name">` is a name the template reads ($style is Vue's own): declared by its style block.
    undeclared: /\b(?:mixins|extends)\s*:/.test(descriptor.script?.content ?? "")
      ? []
      : undeclaredNames(script.content, script.bindings).filter((n) => !(n in modules)),
  };
}
