// `data-wd-ready`: set on a widget's host once it listens (README "Readiness"). No React here, so the
// entry and elements without React (Mermaid) use it without pulling React in.

export const READY_ATTRIBUTE = "data-wd-ready";

/** Mark a host ready (listening) or not. */
export function markReady(host: Element, ready = true): void {
  if (ready) host.setAttribute(READY_ATTRIBUTE, "");
  else host.removeAttribute(READY_ATTRIBUTE);
}

/** Whether a host is listening. */
export const isReady = (host: Element) => host.hasAttribute(READY_ATTRIBUTE);
