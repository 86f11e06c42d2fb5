// A page with Vue syntax, rendered as VitePress renders it: the page's Markdown as the template of an SFC
// with its <script>/<style> blocks, compiled and bundled (./bundle.ts), rendered to HTML with the site's
// @vue/server-renderer over the page's data (useData, $frontmatter), the theme's components registered.
import path from "node:path";
import type { App, Component } from "vue";
import { BuildError } from "../errors.ts";
import { bundle, undeclaredErrors } from "./bundle.ts";
import { undeclaredMessage } from "./names.ts";
import { importCode } from "./data-loader.ts";
import { compileSfc, customElements, isInteractive, scopeIdOf } from "./sfc.ts";
import { staticParts } from "./static-parts.ts";
import type { ServerModules } from "./server-modules.ts";
import type { VueRuntime } from "./runtime.ts";
import { LAYOUT_SLOTS, type PageDataInfo, type VueTheme } from "./theme.ts";
import { readPageFile } from "../page-files.ts";

interface RenderContext {
  islands: Set<string>;
  problems: string[];
  /** An island was given slot content (set by the shim's island wrapper). */
  slotted: boolean;
  /** The page's HTML, for `<Content />` in a custom theme's Layout (renderWholeLayout). */
  content?: string;
  /** Set by `<Content />` once it has placed the page. */
  contentShown?: boolean;
  /** No islands: what is rendered stays static HTML (a custom theme's Layout; the build warns of its interactive parts). */
  staticRender?: boolean;
}

export interface RenderedPage {
  html: string;
  /** CSS of the page's <style> blocks and components. */
  css: string;
  /** Keys (scopeIdOf their file) of the components to hydrate in the browser, the page's own when it is one. */
  islands: Set<string>;
  /** The interactive `.vue` files the page's bundle holds. */
  interactive: Set<string>;
  /** The page's own compiled component for the browser, when the page itself is interactive. */
  pageIsland: boolean;
}

/** enhanceApp's `router`: pages are rendered once, at build time, so there are no route changes to follow. */
const noRouter = (key: PropertyKey) =>
  new Error(
    `router.${String(key)} is not available: Web Docs renders each page at build time, without VitePress's client router (a page's islands are its only browser code)`,
  );
const NO_ROUTER = new Proxy(
  {},
  {
    get(_t, key) {
      throw noRouter(key);
    },
    set(_t, key) {
      throw noRouter(key);
    },
  },
);

const UNRESOLVED = /^Failed to resolve component: ([\w.-]+)/;
const UNDEFINED = /^Property "([^"]+)" was accessed during render but is not defined on instance/;

/** Make the app as the page's bundle needs it: page data, built-ins, the theme's registrations, warnings as problems. */
async function prepare(
  rt: VueRuntime,
  root: Component,
  install: (app: App, info: PageDataInfo) => void,
  info: PageDataInfo,
  theme: VueTheme | null,
  problems: string[],
): Promise<App> {
  const app = rt.vue.createSSRApp(root);
  install(app, info);
  // In order, each awaited, as VitePress runs them. A failure names the theme, not the page.
  for (const enhance of theme?.enhancers ?? []) {
    try {
      await enhance({ app, router: NO_ROUTER, siteData: null });
    } catch (e) {
      throw new BuildError(theme!.file, `enhanceApp failed: ${(e as Error).message}`);
    }
  }
  app.config.warnHandler = (msg) => {
    const m = UNRESOLVED.exec(msg);
    // A hyphenated lower-case tag no component claims is a custom element: it stays as written.
    if (m && !/^[a-z][a-z0-9]*-[a-z0-9-]*$/.test(m[1]))
      problems.push(
        `unknown component <${m[1]}>: import it in the page's <script setup>, or register it in the theme's enhanceApp (app.component("${m[1]}", …))`,
      );
    const u = UNDEFINED.exec(msg);
    // (VitePress renders it as empty text; a typo is likelier than an intent.)
    if (u) problems.push(undeclaredMessage(u[1], true));
  };
  return app;
}

export interface VuePageInput {
  rt: VueRuntime;
  siteDir: string;
  file: string;
  /** The page's Markdown rendered to HTML (the SFC's template). */
  html: string;
  /** Its <script> and <style> blocks, as written. */
  blocks: string[];
  /** The line (in the Markdown file) of its first Vue syntax, for errors found in the template. */
  line: number;
  info: PageDataInfo;
  theme: VueTheme | null;
  loadData: (file: string) => Promise<unknown>;
  /** The page's content, when `html` is a custom layout component: what its <Content /> shows. */
  content?: string;
  /** The build's linked server modules (pages bundle each their own without). */
  modules?: ServerModules;
}

const ISLAND_HINTS = /<ClientOnly\b/;
/** Vue's fragment markers around a template of several roots, needed only where the browser hydrates it. */
const withoutFragment = (html: string) => html.replace(/^<!--\[-->/, "").replace(/<!--\]-->$/, "");

export async function renderVuePage(input: VuePageInput): Promise<RenderedPage> {
  const scripts = input.blocks.filter((b) => /^\s*<script\b/i.test(b)).join("\n");
  if (!ISLAND_HINTS.test(input.html) && !isInteractive(input.html, scripts)) {
    // Rendered once, on the server: its plain parts set aside (./static-parts.ts), unless scoped styles mark
    // every element it renders.
    const scoped = input.blocks.some((b) => /^\s*<style\b[^>]*\sscoped\b/i.test(b));
    const parts = scoped ? null : staticParts(input.html, input.rt.isNativeTag);
    const page = await compileAndRender(input, parts?.template ?? input.html, false);
    const html = page && (parts ? parts.restore(page.html) : page.html);
    if (page && html !== null) return { ...page, html };
    // Vue did not render a placeholder as written: the page whole.
    const whole = page && (await compileAndRender(input, input.html, false));
    if (whole) return whole;
  }
  // A page the browser hydrates whole (or one whose island was given slot content) needs all of it in its template.
  const page = await compileAndRender(input, input.html, true);
  if (!page) throw new BuildError(input.file, "Vue: the page could not be rendered as an island", input.line);
  return page;
}

/** The page rendered with `template`; null when it turns out to need hydrating whole (`pageIsland` false). */
async function compileAndRender(input: VuePageInput, template: string, pageIsland: boolean): Promise<RenderedPage | null> {
  const { rt, file } = input;
  const source = `${input.blocks.join("\n")}\n<template>${template}</template>\n`;
  let compiled;
  try {
    compiled = compileSfc(rt, source, file, true, customElements(input.theme?.components));
  } catch (e) {
    // A line in the blocks is the Markdown's only roughly; the template's first Vue line is where to look.
    throw new BuildError(file, `Vue: ${(e as Error).message}`, input.line);
  }
  // (Read from the compiled component as well: it decides, as before the parts were set aside.)
  if (compiled.interactive && !pageIsland) return null;
  const entry = `${compiled.code}\nexport default _sfc_main;\nexport { __wdInstall, __wdIsland } from "vitepress";\n`;
  // Linked in memory when the page imports only what ./server-modules.ts links; bundled otherwise.
  const linked = input.modules && (await input.modules.page(entry, compiled.loader, file));
  const b = linked
    ? { ...linked, js: "" }
    : await bundle({
        rt,
        ssr: true,
        siteDir: input.siteDir,
        loadData: input.loadData,
        entry: { contents: entry, resolveDir: path.dirname(file), sourcefile: file, loader: compiled.loader },
      });
  // Found by the compiler, each at its line (the page's in its Markdown); the app's globals are declared.
  const undeclared = undeclaredErrors([...compiled.undeclared.map((name) => ({ file, name })), ...b.undeclared], [...(input.theme?.globals ?? [])], {
    file,
    source: readPageFile(file),
    line: input.line,
  });
  if (undeclared.length > 1) throw new AggregateError(undeclared, `${undeclared.length} undeclared names`);
  if (undeclared.length) throw undeclared[0];
  const mod = linked ? linked.exports : await importCode(b.js, path.basename(file));
  const ctx: RenderContext = { islands: new Set(), problems: [], slotted: false, ...(input.content !== undefined ? { content: input.content } : {}) };
  let root = mod.default as Component;
  if (pageIsland) root = (mod.__wdIsland as (c: Component, key: string) => Component)(root, scopeIdOf(file));
  const app = await prepare(rt, root, mod.__wdInstall as never, input.info, input.theme, ctx.problems);
  let html: string;
  try {
    html = await rt.server.renderToString(app, ctx as never);
  } catch (e) {
    throw new BuildError(file, `Vue: rendering failed: ${(e as Error).message}`, input.line);
  }
  if (ctx.slotted && !pageIsland) return null;
  if (ctx.problems.length) throw new BuildError(file, `Vue: ${[...new Set(ctx.problems)].join("; ")}`, input.line);
  // The template's fragment markers, needed only by a page hydrated whole.
  if (!pageIsland) html = withoutFragment(html);
  return { html, css: `${b.css}\n${compiled.css}`.trim(), islands: ctx.islands, interactive: b.interactive, pageIsland };
}

/** The theme Layout's slots for a page (name → HTML), and the islands they hold. A slot Web Docs has no place for is an error. */
export async function renderLayoutSlots(rt: VueRuntime, theme: VueTheme, info: PageDataInfo): Promise<{ slots: Record<string, string>; islands: Set<string> }> {
  if (!theme.Layout) return { slots: {}, islands: new Set() };
  const ctx: RenderContext = { islands: new Set(), problems: [], slotted: false };
  const app = await prepare(rt, theme.Layout, theme.install, info, theme, ctx.problems);
  const html = await rt.server.renderToString(app, ctx as never);
  // The island's own code is hydrated; content the Layout gives it between its tags is not in that code.
  if (ctx.slotted)
    ctx.problems.push(
      "an interactive component in a layout slot was given content between its tags, which its island cannot hydrate: pass it as a prop, or move the content into the component",
    );
  if (ctx.problems.length) throw new BuildError(theme.file, `Vue: ${[...new Set(ctx.problems)].join("; ")}`);
  const slots: Record<string, string> = {};
  for (const m of html.matchAll(/<wd-slot name="([^"]+)">([\s\S]*?)<\/wd-slot>/g)) {
    if (!(LAYOUT_SLOTS as readonly string[]).includes(m[1]))
      throw new BuildError(theme.file, `the layout slot "${m[1]}" has no place in Web Docs' templates (supported: ${LAYOUT_SLOTS.join(", ")})`);
    slots[m[1]] = m[2];
  }
  return { slots, islands: ctx.islands };
}

/** A component of the theme rendered statically over a page's data (`content`: what its `<Content />` shows); its errors name the theme. */
async function renderThemeStatic(rt: VueRuntime, theme: VueTheme, component: Component, info: PageDataInfo, what: string, content?: string) {
  const ctx: RenderContext = { islands: new Set(), problems: [], slotted: false, staticRender: true, ...(content !== undefined ? { content } : {}) };
  const app = await prepare(rt, component, theme.install, info, theme, ctx.problems);
  let html: string;
  try {
    html = await rt.server.renderToString(app, ctx as never);
  } catch (e) {
    throw new BuildError(theme.file, `Vue: rendering the theme's ${what} failed: ${(e as Error).message}`);
  }
  if (ctx.problems.length) throw new BuildError(theme.file, `Vue: ${[...new Set(ctx.problems)].join("; ")}`);
  return { html: withoutFragment(html), contentShown: !!ctx.contentShown };
}

/** A component of the theme (its NotFound) rendered alone over a page's data, as static HTML. */
export const renderThemeComponent = async (rt: VueRuntime, theme: VueTheme, component: Component, info: PageDataInfo): Promise<string> =>
  (await renderThemeStatic(rt, theme, component, info, "NotFound")).html;

/**
 * A custom theme's Layout as the whole page: rendered over the page's data with `<Content />` giving the
 * page's HTML (./shim/vitepress.mjs), as VitePress's build renders its app.
 */
export async function renderWholeLayout(
  rt: VueRuntime,
  theme: VueTheme,
  info: PageDataInfo,
  content: string,
): Promise<{ html: string; contentShown: boolean }> {
  if (!theme.Layout) return { html: content, contentShown: true };
  return renderThemeStatic(rt, theme, theme.Layout, info, "Layout", content);
}
