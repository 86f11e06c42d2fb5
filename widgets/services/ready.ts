// The React side of `data-wd-ready` (ready-attribute.ts): call the hook last in a component — effects
// run in order, so every listener before it is attached by then.
import { useEffect } from "react";
import { markReady } from "./ready-attribute";

export { READY_ATTRIBUTE } from "./ready-attribute";

export function useReady(host: HTMLElement): void {
  useEffect(() => {
    markReady(host);
    return () => markReady(host, false);
  }, [host]);
}
