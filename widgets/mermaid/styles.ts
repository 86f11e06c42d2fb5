// The element's own layout rules, adopted once by the document so an embedded diagram needs nothing but the
// bundle. Zero specificity (:where), so the theme CSS and authors override any of them.

const RULES = `
:where(web-docs-mermaid) { display: block; }
:where(web-docs-mermaid) :where(.wd-mermaid-diagram) { overflow-x: auto; }
:where(web-docs-mermaid) :where(.wd-mermaid-diagram > svg) { display: block; margin-inline: auto; height: auto; }
:where(web-docs-mermaid) :where(.wd-mermaid-diagram > iframe) { display: block; width: 100%; border: 0; }
`;

let adopted = false;

export function adoptStyles(): void {
  if (adopted) return;
  adopted = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(RULES);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
