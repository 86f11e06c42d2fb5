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

// What the HTML this build reads back was escaped with: markdown-it `& < > "`; Vue's SSR those and `'` as
// `&#39;`; react-dom/server `'` as `&#x27;`; simple-icons titles `&amp;` and accents as `&#233;`; XML's
// `&apos;`. Any other named entity is left as written: no producer here writes one.
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g;

/** A numeric reference's character; one HTML has no character for (NUL, a surrogate, past U+10FFFF) reads as U+FFFD, as a browser does. */
function codePoint(n: number): string {
  return n === 0 || n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff) ? "\ufffd" : String.fromCodePoint(n);
}

/**
 * HTML text or an attribute value back to the text it stands for. One pass, so `&amp;lt;` reads `&lt;`
 * (the text an author wrote) — a chain of replaces decoding `&amp;` first would make it `<`.
 */
export const decodeHtml = (s: string): string =>
  s.includes("&")
    ? s.replace(ENTITY, (_whole, dec: string | undefined, hex: string | undefined, name: string | undefined) =>
        name ? NAMED[name] : codePoint(Number.parseInt(dec ?? hex ?? "", dec ? 10 : 16)),
      )
    : s;
