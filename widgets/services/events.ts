// The DOM events widgets share. The router announces navigations on `document`; widgets listen and
// update themselves, and never implement routing on their own.

export const NAVIGATED = "web-docs:navigated";

export interface PageData {
  relativePath: string;
  title: string;
  description: string;
  headers: Array<{ level: number; title: string; link: string }>;
  frontmatter: Record<string, unknown>;
  /** The page's outline levels ([min, max], null for none), as the build's schema normalised its front matter and the site config. */
  outline?: [number, number] | null;
  lastUpdated?: string;
}

export interface NavigatedDetail {
  /** The new location (absolute URL). */
  url: string;
  pageData?: PageData;
}

export function onNavigated(handler: (detail: NavigatedDetail) => void): () => void {
  const listener = (e: Event) => handler((e as CustomEvent<NavigatedDetail>).detail);
  document.addEventListener(NAVIGATED, listener);
  return () => document.removeEventListener(NAVIGATED, listener);
}

export function announceNavigated(detail: NavigatedDetail): void {
  document.dispatchEvent(new CustomEvent(NAVIGATED, { detail }));
}

/** Dispatch a prefixed, bubbling, composed event from an element (the public event API of the widgets). */
export function emit<T>(target: EventTarget, name: string, detail: T): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }));
}
