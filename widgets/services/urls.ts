// Page identity for "is this link the current page?": the same rule the build uses (an `index`
// page is its folder; `.html` is optional), so clean and .html URLs of one page compare equal.

/** A comparable key for a page URL: absolute path without query, hash, `.html` or a trailing `index`. */
export function pageKey(url: string, base: string = document.baseURI): string {
  let path: string;
  try {
    path = new URL(url, base).pathname;
  } catch {
    return url;
  }
  try {
    path = decodeURI(path);
  } catch {
    // Keep the raw path when it is not valid percent-encoding.
  }
  return path.replace(/\.html$/, "").replace(/(^|\/)index$/, "$1");
}

export function samePage(a: string, b: string): boolean {
  return pageKey(a) === pageKey(b);
}

