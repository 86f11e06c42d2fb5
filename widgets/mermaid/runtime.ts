// The Mermaid runtime: this module is only ever reached through a dynamic import (see load.ts), so Mermaid
// and its diagram chunks are downloaded by pages that draw a diagram and by no other page.
import elkLayouts from "@mermaid-js/layout-elk";
import mermaid, { type ExternalDiagramDefinition } from "mermaid";

// flowchart-elk (and `layout: elk`) need the ELK layout engine; its own code loads only when used.
mermaid.registerLayoutLoaders(elkLayouts);

/** Marks a failure of an external diagram type's loader, so the element can say the type is gone. */
export class DiagramTypeLoadError extends Error {
  constructor(
    readonly type: string,
    cause: unknown,
  ) {
    super(`Failed to load external diagram type "${type}"`, { cause });
    this.name = "DiagramTypeLoadError";
  }
}

const removedTypes = new Set<string>();

/**
 * Register diagram types that live outside Mermaid. A loader that fails is logged and its type removed:
 * its detector stops matching, so later diagrams of that type read "Diagram {type} not found" while every
 * other diagram still renders.
 */
export async function registerExternalDiagrams(definitions: ExternalDiagramDefinition[]): Promise<void> {
  await mermaid.registerExternalDiagrams(
    definitions.map((d) => ({
      id: d.id,
      detector: (text, config) => !removedTypes.has(d.id) && d.detector(text, config),
      loader: async () => {
        try {
          return await d.loader();
        } catch (e) {
          console.error(`[web-docs] failed to load the external diagram type "${d.id}"; it is removed.`, e);
          removedTypes.add(d.id);
          throw new DiagramTypeLoadError(d.id, e);
        }
      },
    })),
  );
}

export { mermaid };
