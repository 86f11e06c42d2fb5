// Carbon Ads in the aside (themeConfig.carbonAds), as VitePress shows them: the ad script is added
// only once its box is laid out — the aside shows from 960/1280 px — so narrow screens never load it.

const SELECTOR = ".wd-carbon-ads";

export function carbonScriptUrl(code: string, placement: string): string {
  return `//cdn.carbonads.com/carbon.js?serve=${encodeURIComponent(code)}&placement=${encodeURIComponent(placement)}`;
}

function load(box: HTMLElement): void {
  const script = document.createElement("script");
  script.id = "_carbonads_js";
  script.async = true;
  script.src = carbonScriptUrl(box.dataset.code ?? "", box.dataset.placement ?? "");
  box.append(script);
}

/** Idempotent: each ad box (a client navigation brings a new one) loads the script once it is on screen. */
export function enhance(root: ParentNode = document): void {
  for (const box of root.querySelectorAll<HTMLElement>(SELECTOR)) {
    if (box.dataset.wdReady !== undefined) continue;
    box.dataset.wdReady = "";
    // A box inside a hidden aside has no size; it gets one when the window grows wide enough.
    const observer = new ResizeObserver(() => {
      if (!box.isConnected) return observer.disconnect();
      if (box.getClientRects().length === 0) return;
      observer.disconnect();
      load(box);
    });
    observer.observe(box);
  }
}
