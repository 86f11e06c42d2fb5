// Click to zoom (site/markdown/images.ts marks the images with `data-zoom`): the image is wrapped in a link to
// itself (an inline element: nothing moves) that opens it at the size of the window in a modal <dialog> —
// Escape, a click or Enter/Space close it and focus returns to the link. The image stays an image (a reader,
// and a screen reader, still meet "Logo, image" inside the link), and without the dialog the link opens the
// file. No framework: a chunk imported only by pages that have such an image.

const SELECTOR = "img[data-zoom]";

// The styles travel with the script: they matter only once it has made the images buttons, and a page
// without zoomable images downloads neither.
const CSS = `.wd-zoom-link{cursor:zoom-in;text-decoration:none}
.wd-zoom-link:focus-visible{outline:none}
.wd-zoom-link:focus-visible img{outline:2px solid var(--wd-c-focus);outline-offset:2px}
.wd-zoom{width:100vw;max-width:none;height:100dvh;max-height:none;margin:0;padding:0;border:0;background:transparent}
.wd-zoom::backdrop{background:rgba(0,0,0,.8)}
.wd-zoom-close{display:flex;align-items:center;justify-content:center;width:100%;height:100%;padding:16px;border:0;background:none;cursor:zoom-out}
.wd-zoom-close:focus-visible{outline:none}
.wd-zoom-close:focus-visible img{outline:2px solid var(--wd-c-focus);outline-offset:4px}
.wd-zoom img{max-width:100%;max-height:100%;object-fit:contain;border-radius:var(--wd-radius)}
@media (prefers-reduced-motion:no-preference){.wd-zoom[open] img{animation:wd-zoom-in .2s ease-out}}
@keyframes wd-zoom-in{from{transform:scale(.92);opacity:0}}`;
let styled = false;
let dialog: HTMLDialogElement | undefined;
let opener: HTMLElement | undefined;

/** The page's "Close" label (the navigator carries the site's labels), English without one. */
const closeLabel = () => document.querySelector("[close-label]")?.getAttribute("close-label") || "Close";

function open(img: HTMLImageElement, from: HTMLElement): void {
  if (!dialog) {
    dialog = document.createElement("dialog");
    dialog.className = "wd-zoom";
    dialog.innerHTML = '<button type="button" class="wd-zoom-close"><img alt=""></button>';
    dialog.addEventListener("click", () => dialog!.close());
    dialog.addEventListener("close", () => {
      opener?.focus({ preventScroll: true });
      opener = undefined;
    });
  }
  const big = dialog.querySelector("img")!;
  big.src = img.currentSrc || img.src;
  big.alt = img.alt;
  dialog.setAttribute("aria-label", img.alt || closeLabel());
  dialog.querySelector("button")!.setAttribute("aria-label", closeLabel());
  opener = from;
  if (!dialog.isConnected) document.body.append(dialog);
  dialog.showModal();
}

/** Idempotent: every zoomable image under root gets a link that opens it. */
export function enhance(root: ParentNode = document): void {
  if (!styled) {
    styled = true;
    const style = document.createElement("style");
    style.textContent = CSS;
    document.head.append(style);
  }
  for (const img of root.querySelectorAll<HTMLImageElement>(SELECTOR)) {
    // A decorative image (alt="") has no name a link could take, and one in a link already leads somewhere —
    // an image enhanced before is in its zoom link, so enhancing again changes nothing.
    if (!img.alt || img.closest("a")) continue;
    const link = document.createElement("a");
    link.className = "wd-zoom-link";
    link.href = img.currentSrc || img.src;
    link.setAttribute("aria-haspopup", "dialog");
    // An image with modern copies sits in a <picture>: the link takes the picture, so the browser keeps choosing.
    const shown = img.parentElement instanceof HTMLPictureElement ? img.parentElement : img;
    shown.before(link);
    link.append(shown);
    link.addEventListener("click", (e) => {
      e.preventDefault(); // the dialog instead of the file (and not the client router)
      open(img, link);
    });
    link.addEventListener("keydown", (e) => {
      if (e.key !== " ") return; // Enter clicks a link; Space, as on a button, opens it too
      e.preventDefault(); // Space would scroll the page
      open(img, link);
    });
  }
}
