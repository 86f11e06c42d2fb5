// The one door to Mermaid: a dynamic import, so the diagram renderer (and Mermaid's chunks behind it) is
// fetched the first time a diagram is drawn, never by the element's own chunk or by pages without diagrams.
import type { ExternalDiagramDefinition } from "mermaid";

type Renderer = typeof import("./draw");

let renderer: Promise<Renderer> | undefined;
const pendingExternal: ExternalDiagramDefinition[] = [];

/** Queue external diagram types; they are handed to Mermaid before the next diagram is drawn. */
export function addExternalDiagrams(definitions: ExternalDiagramDefinition[]): void {
  pendingExternal.push(...definitions);
}

export async function loadRenderer(): Promise<Renderer> {
  renderer ??= import("./draw").catch((e) => {
    renderer = undefined; // a failed download (offline, new deploy) is retried by the next diagram
    throw e;
  });
  const r = await renderer;
  if (pendingExternal.length) await r.registerExternalDiagrams(pendingExternal.splice(0));
  return r;
}
