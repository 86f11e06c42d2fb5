// Defines <web-docs-outline> (light DOM: the outline is page content). Its `container` attribute (a
// selector) is read from the element itself, because r2wc reserves the `container` prop for the host.
import r2wc from "@r2wc/react-to-web-component";
import { Outline } from "./outline";

export const TAG = "web-docs-outline";

if (!customElements.get(TAG)) {
  customElements.define(TAG, r2wc(Outline, { props: { levels: "json", offset: "number", label: "string" } }));
}
