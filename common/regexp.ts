// Text as a literal inside a regular expression, for the build and the browser alike.

/** `s` with every regular-expression metacharacter escaped: `new RegExp(escapeRegExp(s))` matches `s` itself. */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
