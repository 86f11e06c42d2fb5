// Viewport breakpoints of the spec (§5, §9), as live media queries.

export const BREAKPOINTS = { mobileMenu: 768, sidebar: 960, asideWithSidebar: 1280 } as const;

export function watchMinWidth(px: number, onChange: (matches: boolean) => void): () => void {
  const mq = window.matchMedia(`(min-width: ${px}px)`);
  const listener = () => onChange(mq.matches);
  mq.addEventListener("change", listener);
  return () => mq.removeEventListener("change", listener);
}
