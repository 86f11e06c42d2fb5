// Diagrams are drawn one at a time (spec §4): Mermaid keeps global state (config, diagram databases,
// temporary DOM), so two renders must never overlap. A failing diagram never stops the queue.

export interface Renderable {
  readonly isConnected: boolean;
  /** Draw now; the queue waits for it before starting the next diagram. */
  renderNow(): Promise<void>;
}

const waiting: Renderable[] = [];
let draining = false;

/** Ask for a (re-)render. A diagram already waiting is not queued twice. */
export function requestRender(item: Renderable): void {
  if (!waiting.includes(item)) waiting.push(item);
  if (!draining) void drain();
}

/** Forget a diagram that left the page before its turn. */
export function cancelRender(item: Renderable): void {
  const i = waiting.indexOf(item);
  if (i >= 0) waiting.splice(i, 1);
}

async function drain(): Promise<void> {
  draining = true;
  try {
    for (let item = waiting.shift(); item; item = waiting.shift()) {
      if (!item.isConnected) continue;
      try {
        await item.renderNow();
      } catch (e) {
        console.error("[web-docs] diagram rendering failed", e);
      }
    }
  } finally {
    draining = false;
  }
}
