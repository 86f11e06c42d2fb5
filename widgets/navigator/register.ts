// Defines <web-docs-navigator>. Light DOM like the other chrome, styled by the theme
// (site/theme/25-navigator.css); the host is positioned by `.wd-navigator-host`.
import r2wc from "@r2wc/react-to-web-component";
import { Navigator } from "./navigator";

export const TAG = "web-docs-navigator";

if (!customElements.get(TAG)) {
  customElements.define(
    TAG,
    r2wc(Navigator, {
      props: { base: "string", nav: "string", src: "string", navFrom: "string", current: "string", label: "string", closeLabel: "string" },
    }),
  );
}
