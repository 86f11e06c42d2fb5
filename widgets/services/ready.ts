// `data-wd-ready` on a host once its element has rendered and wired its listeners: a hook for tests and
// for embedding pages that want to wait for an element. Call it last in a component: effects run in
// order, so every listener before it is attached by then.
import { useEffect } from "react";

export const READY_ATTRIBUTE = "data-wd-ready";

export function useReady(host: HTMLElement): void {
  useEffect(() => {
    host.setAttribute(READY_ATTRIBUTE, "");
    return () => host.removeAttribute(READY_ATTRIBUTE);
  }, [host]);
}
