// HTML escaping, one rule per context, for the build and the browser alike.

/** Text as HTML text: `&`, `<` and `>` encoded. */
export const escapeHtml = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Text as a double-quoted attribute value: `"` encoded as well. */
export const escapeAttr = (s: string): string => escapeHtml(s).replace(/"/g, "&quot;");
