// Defines <web-docs-mermaid>. Loaded by widgets/index.ts only on pages that have a diagram.
import { WebDocsMermaid } from "./web-docs-mermaid";

if (!customElements.get("web-docs-mermaid")) customElements.define("web-docs-mermaid", WebDocsMermaid);

declare global {
  interface HTMLElementTagNameMap {
    "web-docs-mermaid": WebDocsMermaid;
  }
}
