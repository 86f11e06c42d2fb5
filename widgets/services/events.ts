// The DOM events widgets share. The router announces navigations on `document`; widgets listen and
// update themselves, and never implement routing on their own.

import type { PageData } from "../../common/page-module";

export type { PageData };

export const NAVIGATED = "web-docs:navigated";

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
