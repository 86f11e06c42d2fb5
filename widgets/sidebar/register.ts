// Defines <web-docs-sidebar> (light DOM: the sidebar is content that search engines, find-in-page and
// print must see). A plain custom element: it toggles state on the pre-rendered markup.
import { WebDocsSidebar } from "./sidebar";

export const TAG = "web-docs-sidebar";

if (!customElements.get(TAG)) customElements.define(TAG, WebDocsSidebar);
