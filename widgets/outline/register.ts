// Defines <web-docs-outline> (light DOM: the outline is page content). A plain custom element: it marks
// the active entry of the pre-rendered list.
import { WebDocsOutline } from "./outline";

export const TAG = "web-docs-outline";

if (!customElements.get(TAG)) customElements.define(TAG, WebDocsOutline);
