// Helpers shared by the widget tests (web-test-runner in Chromium).

/** Resolve when `check` returns a truthy value (polled every animation frame), or fail after `ms`. */
export async function until<T>(check: () => T, what: string | (() => string) = "condition", ms = 3000): Promise<NonNullable<T>> {
  const started = performance.now();
  for (;;) {
    const v = check();
    if (v) return v as NonNullable<T>;
    if (performance.now() - started > ms) throw new Error(`timed out waiting for ${typeof what === "function" ? what() : what}`);
    await new Promise((r) => requestAnimationFrame(r));
  }
}

/** A few frames, for "nothing happens" checks after an action. */
export async function frames(n = 3): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
}

const mounted: Element[] = [];

/** Put markup into the document; removed by `cleanup()`. */
export function mount(html: string, parent: Element = document.body): HTMLElement {
  const box = document.createElement("div");
  box.className = "test-fixture";
  box.innerHTML = html;
  parent.append(box);
  mounted.push(box);
  return box;
}

export function cleanup(): void {
  for (const el of mounted.splice(0)) el.remove();
}

/** Add CSS for the test page (theme rules the tested behaviour depends on). */
export function style(css: string): void {
  const s = document.createElement("style");
  s.textContent = css;
  document.head.append(s);
}

/** Record events of a type dispatched on (or bubbling to) the document. */
export function record<T = unknown>(type: string): { events: Array<CustomEvent<T>>; stop(): void } {
  const events: Array<CustomEvent<T>> = [];
  const l = (e: Event) => events.push(e as CustomEvent<T>);
  document.addEventListener(type, l);
  return { events, stop: () => document.removeEventListener(type, l) };
}

const describeEl = (el: Element | null) => (el ? el.outerHTML.slice(0, 120) : String(el));

/** Assert focus without handing DOM nodes to chai (serializing them for the report can hang the runner). */
export function expectFocused(el: Element | null, message = "focus"): void {
  if (document.activeElement !== el) throw new Error(`${message}: expected ${describeEl(el)}, got ${describeEl(document.activeElement)}`);
}

/** Assert an element is (or is not) present, reporting markup rather than the node. */
export function expectPresent(el: Element | null | undefined, present = true, message = "element"): void {
  if (!!el !== present) throw new Error(`${message}: expected ${present ? "an element" : "none"}, got ${describeEl(el ?? null)}`);
}

/** Let React run the passive effects of its last commit (listeners are attached there). */
export async function settled(): Promise<void> {
  await new Promise((r) => setTimeout(r, 0));
  await frames(2);
}
