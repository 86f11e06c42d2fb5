// The React side of <web-docs-search>, imported by element.ts the first time search is wanted: renders
// the dialog into a container of its own in the shadow root (React clears the node it renders into;
// the button and the slot stay untouched beside it).
import { createRoot } from "react-dom/client";
import type { Opener } from "./shortcut";
import { Search, type SearchProps } from "./search";

export type { SearchProps };

export interface SearchUi {
  render(props: SearchProps): void;
  unmount(): void;
}

export function mountSearch(host: HTMLElement, shadow: ShadowRoot, listen: (host: Element, opener: Opener) => () => void): SearchUi {
  const container = document.createElement("div");
  container.style.display = "contents";
  shadow.append(container);
  const root = createRoot(container);
  return {
    render: (props) => root.render(<Search {...props} host={host} shadow={shadow} listen={listen} />),
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}
