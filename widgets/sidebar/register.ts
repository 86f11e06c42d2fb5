// Defines <web-docs-sidebar> (light DOM: the sidebar is content that search engines, find-in-page and
// print must see). Attributes are kebab-case (`menu-button`), reflected to camelCase properties.
import r2wc from "@r2wc/react-to-web-component";
import { Sidebar } from "./sidebar";

export const TAG = "web-docs-sidebar";

if (!customElements.get(TAG)) {
  customElements.define(
    TAG,
    r2wc(Sidebar, {
      props: { src: "string", items: "string", current: "string", label: "string", menuButton: "string", breakpoint: "number" },
    }),
  );
}
