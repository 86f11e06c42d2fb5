// Body scroll lock shared by every overlay (mobile menu, sidebar drawer, navigator, search): counted, so
// closing one overlay never unlocks the page while another is still open.

const holders = new Set<string>();

export function lockScroll(owner: string): void {
  holders.add(owner);
  document.body.classList.add("wd-scroll-locked");
}

export function unlockScroll(owner: string): void {
  holders.delete(owner);
  if (holders.size === 0) document.body.classList.remove("wd-scroll-locked");
}

export function isScrollLocked(): boolean {
  return holders.size > 0;
}
