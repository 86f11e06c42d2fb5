// Islands: a page whose Vue components need the browser (site/vue) carries their markup in <wd-island>
// elements and, once, its data and the URL of its island bundle (Vue's runtime and those components only);
// a page with React components (site/react) names the bundle that defines their elements. Loaded only on
// such pages (widgets/index.ts); after a client navigation the new page's islands hydrate and those the
// swap removed are unmounted.

import { NAVIGATED } from "../services/events";

type Unmount = () => void;
interface IslandModule {
  mount(el: HTMLElement, info: unknown): Unmount;
}

const mounted = new Map<HTMLElement, Unmount>();

function unmountDetached(): void {
  for (const [el, unmount] of mounted) {
    if (el.isConnected) continue;
    mounted.delete(el);
    unmount();
  }
}

// Also after a navigation to a page without islands (enhance runs only where one is present).
document.addEventListener(NAVIGATED, unmountDetached);

/** React islands (site/react): their bundle defines the page's custom elements when imported. */
const imported = new Set<string>();
function defineReactElements(root: ParentNode): void {
  for (const s of root.querySelectorAll<HTMLScriptElement>("script.wd-react-islands[data-src]")) {
    const src = s.dataset.src!;
    if (imported.has(src)) continue;
    imported.add(src);
    import(/* @vite-ignore */ src).catch((e) => console.error("[web-docs] failed to load the page's React components", e));
  }
}

export function enhance(root: ParentNode): void {
  defineReactElements(root);
  unmountDetached();
  const data = root.querySelector<HTMLScriptElement>("script.wd-vue-data[data-src]");
  const islands = [...root.querySelectorAll<HTMLElement>("wd-island[data-c]")].filter((el) => !mounted.has(el));
  if (!data || !islands.length) return;
  const info: unknown = JSON.parse(data.textContent || "{}");
  for (const el of islands) mounted.set(el, () => {});
  import(/* @vite-ignore */ data.dataset.src!)
    .then((m: IslandModule) => {
      for (const el of islands) if (el.isConnected) mounted.set(el, m.mount(el, info));
    })
    .catch((e) => console.error("[web-docs] failed to hydrate the page's Vue islands", e));
}
