// Which link clicks the router handles (pure, no DOM: unit-tested from node).

import { isHtmlPath, normalizeBase } from "../../common/urls";

export interface ClickInfo {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface AnchorInfo {
  /** The resolved href (absolute URL). */
  href: string;
  target?: string | null;
  /** Whether the link has a download attribute (any value). */
  download?: boolean;
  rel?: string | null;
}

/**
 * "route": another page of this site, loaded in place; "same-page": only the hash (or nothing)
 * changes, scrolled in place; "native": left to the browser.
 */
export type LinkKind = "route" | "same-page" | "native";

/** Classify a destination relative to the current location. */
export function classifyUrl(href: string, current: string, base: string): LinkKind {
  let url: URL;
  let here: URL;
  try {
    here = new URL(current);
    url = new URL(href, here);
  } catch {
    return "native";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "native";
  if (url.origin !== here.origin) return "native";
  const b = normalizeBase(base);
  if (!`${url.pathname}/`.startsWith(b)) return "native";
  if (!isHtmlPath(url.pathname)) return "native";
  if (url.pathname === here.pathname && url.search === here.search) return "same-page";
  return "route";
}

/** Classify a click on a link: modifier keys, other buttons, new windows and downloads stay native. */
export function classifyClick(click: ClickInfo, anchor: AnchorInfo, current: string, base: string): LinkKind {
  if (click.defaultPrevented || click.button !== 0) return "native";
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return "native";
  const target = (anchor.target ?? "").trim().toLowerCase();
  if (target && target !== "_self") return "native";
  if (anchor.download) return "native";
  if ((anchor.rel ?? "").toLowerCase().split(/\s+/).includes("external")) return "native";
  return classifyUrl(anchor.href, current, base);
}

/** Prefetching is skipped on slow or metered connections (2g, data saver). */
export function prefetchAllowed(connection?: { saveData?: boolean; effectiveType?: string } | null): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/2g$/.test(connection.effectiveType ?? "");
}
