// `import DefaultTheme from "vitepress/theme"`: Web Docs' templates are the default theme. Its Layout
// renders only the slots a theme fills, each in a <wd-slot>, which the build places in the templates.
import { defineComponent, h } from "vue";
import { Badge } from "vitepress";

const Layout = defineComponent({
  name: "Layout",
  __wdDefault: true,
  setup(_, { slots }) {
    return () => Object.keys(slots).map((name) => h("wd-slot", { name }, slots[name]()));
  },
});

export const VPBadge = Badge;
export default { Layout, enhanceApp() {} };
