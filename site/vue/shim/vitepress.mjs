// `import … from "vitepress"` in a page, a component, a theme or a data loader, on the server and in an
// island: VitePress's runtime API as far as a static page has it, over the data Web Docs gives the page.
import { computed, defineComponent, h, inject, onMounted, provide, ref, useSSRContext } from "vue";

const DATA = "__wd_vitepress_data";
const IN_ISLAND = "__wd_in_island";
export const inBrowser = typeof document !== "undefined";

export function useData() {
  const data = inject(DATA, null);
  if (!data) throw new Error("useData() was called outside a component's setup");
  return data;
}
export const useRoute = () => useData().route;
export function useRouter() {
  const route = useRoute();
  return {
    route,
    go: async (href) => {
      if (inBrowser) location.assign(withBase(href ?? location.href));
    },
  };
}
const EXTERNAL = /^(?:[a-z]+:|\/\/)/i;
export function withBase(path) {
  const base = globalThis.__wdBase ?? "/";
  return EXTERNAL.test(path) || !path.startsWith("/") ? path : `${base.replace(/\/$/, "")}${path}`;
}
export const defineConfig = (config) => config;
export const defineConfigWithTheme = (config) => config;
export const defineLoader = (loader) => loader;
export function createContentLoader(pattern, options) {
  if (!globalThis.__wdContentLoader) throw new Error("createContentLoader runs only in a data loader (*.data.js/ts) at build time");
  return globalThis.__wdContentLoader(pattern, options ?? {});
}
export function onContentUpdated() {}
export const useSSRContextIfServer = () => (inBrowser ? undefined : useSSRContext());

/** VitePress's <Badge>: the theme styles .VPBadge. */
export const Badge = defineComponent({
  name: "Badge",
  props: { text: String, type: { type: String, default: "tip" } },
  setup(props, { slots }) {
    return () => h("span", { class: `VPBadge ${props.type}` }, slots.default ? slots.default() : props.text);
  },
});

/** <ClientOnly>: nothing on the server; its content after the island mounts. */
export const ClientOnly = defineComponent({
  name: "ClientOnly",
  setup(_, { slots }) {
    const mounted = ref(false);
    onMounted(() => {
      mounted.value = true;
    });
    return () => (mounted.value && slots.default ? slots.default() : null);
  },
});

/**
 * <Content>: the page's own content. Inside a custom layout component (`layout: <name>`) or a custom theme's Layout
 * (the whole page, site/vue/render.ts) it is the page, as rendered, wrapped as VitePress wraps it; elsewhere Web
 * Docs' templates place the content themselves, so it is a mistake there.
 */
export const Content = defineComponent({
  name: "Content",
  props: { as: { type: String, default: "div" } },
  setup(props) {
    const ssr = useSSRContextIfServer();
    if (ssr && typeof ssr.content === "string") {
      const html = ssr.content;
      ssr.contentShown = true;
      return () => h(props.as, { style: { position: "relative" } }, [h("div", { innerHTML: html })]);
    }
    if (ssr) ssr.problems.push("<Content> renders the page inside a custom layout; Web Docs' templates place the page's content themselves: remove it");
    return () => null;
  },
});

/**
 * A component that needs the browser: on the server it renders inside <wd-island>, which names it and
 * carries its props for the island script; inside another island it is that island's part.
 */
export function __wdIsland(component, key) {
  return defineComponent({
    name: component.name ?? component.__name,
    inheritAttrs: false,
    setup(_, { attrs, slots }) {
      const ssr = useSSRContextIfServer();
      const nested = inject(IN_ISLAND, false);
      // ssr.staticRender: a custom theme's Layout, rendered as static HTML (site/vue/render.ts renderWholeLayout).
      if (!ssr || nested || ssr.staticRender) return () => h(component, attrs, slots);
      // Slot content is the page's template: only the page hydrated whole can give it (site/vue/render.ts).
      if (slots.default) ssr.slotted = true;
      ssr.islands.add(key);
      const props = JSON.stringify(attrs, (_k, v) => (typeof v === "function" ? undefined : v));
      return () => h("wd-island", { "data-c": key, "data-props": props }, [h(IslandScope, null, () => h(component, attrs, slots))]);
    },
  });
}
const IslandScope = defineComponent({
  setup(_, { slots }) {
    provide(IN_ISLAND, true);
    // One vnode, no fragment: the island element's first child is the component's own root, as the browser hydrates it.
    return () => slots.default()[0];
  },
});

/** The page's data as useData() returns it, and the globals a page's template reads ($frontmatter, $params). */
export function __wdInstall(app, info) {
  globalThis.__wdBase = info.site.base;
  const page = ref(info.page);
  const site = ref(info.site);
  const data = {
    site,
    theme: computed(() => site.value.themeConfig),
    page,
    frontmatter: computed(() => page.value.frontmatter),
    params: computed(() => page.value.params ?? {}),
    title: computed(() => page.value.title || site.value.title),
    description: computed(() => page.value.description || site.value.description),
    lang: computed(() => site.value.lang),
    dir: computed(() => site.value.dir ?? "ltr"),
    localeIndex: computed(() => info.localeIndex ?? "root"),
    isDark: ref(info.isDark ?? (inBrowser ? !document.documentElement.classList.contains("light") : true)),
    hash: ref(inBrowser ? location.hash : ""),
  };
  data.route = { path: info.route, data: info.page, component: null };
  app.provide(DATA, data);
  app.config.globalProperties.$frontmatter = info.page.frontmatter;
  // Only a dynamic route's page has params (not in its page data otherwise); $params.x reads as empty there.
  app.config.globalProperties.$params = info.page.params ?? {};
  app.config.globalProperties.$withBase = withBase;
  app.component("Badge", Badge);
  app.component("ClientOnly", ClientOnly);
  app.component("Content", Content);
  return data;
}
