// Helpers for the widget tests (not a test file itself).

// Captured at load, so waiting still works while a test fakes the timers.
const realSetTimeout = window.setTimeout.bind(window);

/** Poll until `check` holds; fail with `what` after `ms`. Not a timing assertion: a bound on waiting. */
export async function waitFor(check: () => boolean, what: string, ms = 3000): Promise<void> {
  const end = performance.now() + ms;
  while (!check()) {
    if (performance.now() > end) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => realSetTimeout(r, 16));
  }
}

export const nextFrame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));

/** Load theme CSS files (served by the test runner from the repo) so visibility checks use the real rules. */
export async function loadThemeCss(...files: string[]): Promise<HTMLStyleElement> {
  const texts = await Promise.all(files.map((f) => fetch(`/site/theme/${f}`).then((r) => r.text())));
  const style = document.createElement("style");
  style.textContent = texts.join("\n");
  document.head.append(style);
  return style;
}

export function mount(html: string): HTMLElement {
  const host = document.createElement("div");
  host.className = "test-host";
  host.innerHTML = html;
  document.body.append(host);
  return host;
}

export function center(el: Element): [number, number] {
  const r = el.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
}
