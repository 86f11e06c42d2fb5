// HTML escaping, one rule per context, for the build and the browser alike.

/** Text as HTML text: `&`, `<` and `>` encoded. */
export const escapeHtml = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Text as a double-quoted attribute value: `"` encoded as well. */
export const escapeAttr = (s: string): string => escapeHtml(s).replace(/"/g, "&quot;");

/**
 * Text as XML text or a double-quoted XML attribute (feeds, sitemaps): escaped as an attribute, without the
 * characters XML 1.0 has no place for even escaped (C0 controls but tab and newlines, U+FFFE/U+FFFF, lone
 * surrogates): one of them in a title would make the whole feed unreadable.
 */
export const escapeXml = (s: string): string =>
  escapeAttr(s.replace(/[\0-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, ""));
