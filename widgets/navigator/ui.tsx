// The React side of <web-docs-navigator>, imported by element.ts the first time the navigator is wanted:
// renders the panel into a container of its own (React clears the node it renders into; the button stays).
import { createRoot } from "react-dom/client";
import { Navigator, type NavigatorProps } from "./navigator";

export type { NavigatorProps };

export interface NavigatorUi {
  render(props: NavigatorProps): void;
  unmount(): void;
}

export function mountNavigator(host: HTMLElement, button: HTMLButtonElement): NavigatorUi {
  const container = document.createElement("div");
  container.style.display = "contents";
  host.append(container);
  const root = createRoot(container);
  return {
    render: (props) => root.render(<Navigator {...props} container={host} button={button} />),
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}
