// Which requests a preview server answers before looking at any file: the rule `npm run dev` applies in
// front of Eleventy's dev server (scripts/dev/server.ts), written so `npm start`'s server can import it too.
// A bad request gets a clear status instead of an exception that ends the server.

export interface Rejection {
  status: 400 | 405 | 414;
  reason: string;
  headers?: Record<string, string>;
}

/** Longer URLs are no page of ours (Node itself refuses headers over 16 KB). */
export const MAX_URL_LENGTH = 4096;

/** Why a request must not reach the file system, or null when it may. */
export function rejectRequest(method: string | undefined, rawUrl: string | undefined): Rejection | null {
  if (method !== "GET" && method !== "HEAD") return { status: 405, reason: `method ${method} not allowed`, headers: { allow: "GET, HEAD" } };
  const url = rawUrl ?? "";
  if (url.length > MAX_URL_LENGTH) return { status: 414, reason: "URL too long" };
  if (!url.startsWith("/")) return { status: 400, reason: "the request target must be a path" };
  const rawPath = url.split(/[?#]/)[0];
  // "//host/x" is a path to a server, but a scheme-relative URL to a browser: a redirect built from it
  // ("//guide" → "//guide/") would send the reader to another host.
  if (rawPath.startsWith("//")) return { status: 400, reason: "the path starts with //: write one slash" };
  // Encoded slashes and backslashes would name another path once decoded: no page is named with them.
  if (/%2f|%5c|\\/i.test(rawPath)) return { status: 400, reason: "encoded slash or backslash in the path" };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { status: 400, reason: "malformed percent-escape in the path" };
  }
  if (decoded.includes("\0")) return { status: 400, reason: "null byte in the path" };
  if (/[\x01-\x1f\x7f]/.test(decoded)) return { status: 400, reason: "control character in the path" };
  // Dot segments in any encoding: once decoded, and once more for a double-encoded `%252e%252e`.
  let twice = decoded;
  try {
    twice = decodeURIComponent(decoded);
  } catch {
    // a literal "%" in a file name: the single decoding is the one the server uses
  }
  if ([decoded, twice].some((p) => p.split(/[/\\]/).some((s) => s === ".." || s === "."))) return { status: 400, reason: "dot segment in the path" };
  return null;
}

/** The decoded path of a request that rejectRequest let through. */
export const requestPath = (rawUrl: string): string => decodeURIComponent(rawUrl.split(/[?#]/)[0]);

/**
 * Whether an `If-None-Match` header matches a response's entity tag, as RFC 9110 §13.1.2 says: `*` matches
 * any, otherwise a comma-separated list of tags compared weakly (W/"x" and "x" are the same tag).
 */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const ours = opaque(etag);
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === ours);
}
