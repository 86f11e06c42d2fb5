/** Text as HTML text: `&`, `<` and `>` encoded (one rule for the Markdown pipeline). */
export const escapeHtml = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
