// Scrolling for client navigation: hash targets sit 90px below the top (under the sticky top bar).

const SCROLL_OFFSET = 90;

export function hashTarget(hash: string): HTMLElement | null {
  if (!hash || hash === "#") return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw id
  }
  return document.getElementById(id) ?? document.querySelector<HTMLElement>(`a[name="${CSS.escape(id)}"]`);
}

export function scrollToY(top: number): void {
  window.scrollTo({ top: Math.max(0, top), left: 0, behavior: "instant" });
}

/** Scroll a hash target to SCROLL_OFFSET px from the top; false when the page has no such target. */
export function scrollToHash(hash: string): boolean {
  const target = hashTarget(hash);
  if (!target) return false;
  scrollToY(target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET);
  return true;
}
