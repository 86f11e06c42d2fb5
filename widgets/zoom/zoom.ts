// Click to zoom (site/markdown/images.ts marks the images with `data-zoom`): the image becomes a button that
// opens it at the size of the window in a modal <dialog> — Escape, a click or Enter/Space close it and focus
// returns to the image. The page's image never moves, so opening and closing shift nothing. No framework:
// a chunk imported only by pages that have such an image.

const SELECTOR = "img[data-zoom]";
const marked = new WeakSet<HTMLImageElement>();
let dialog: HTMLDialogElement | undefined;
let opener: HTMLImageElement | undefined;

/** The page's "Close" label (the navigator carries the site's labels), English without one. */
const closeLabel = () => document.querySelector("[close-label]")?.getAttribute("close-label") || "Close";

function open(img: HTMLImageElement): void {
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
  opener = img;
  if (!dialog.isConnected) document.body.append(dialog);
  dialog.showModal();
}

/** Idempotent: every zoomable image under root becomes a button that opens it. */
export function enhance(root: ParentNode = document): void {
  for (const img of root.querySelectorAll<HTMLImageElement>(SELECTOR)) {
    // A decorative image (alt="") has no name a button could take: it stays an image.
    if (marked.has(img) || !img.alt) continue;
    marked.add(img);
    img.tabIndex = 0;
    img.setAttribute("role", "button");
    img.setAttribute("aria-haspopup", "dialog");
    img.addEventListener("click", () => open(img));
    img.addEventListener("keydown", (e) => {
      if (e.key !== "Enter" && e.key !== " ") return;
      e.preventDefault(); // Space would scroll the page
      open(img);
    });
  }
}
