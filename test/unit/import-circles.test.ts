// No import circles in the product (site/, widgets/, common/, scripts/): a module in a circle is evaluated
// before what it imports is ready, and a circle ties its files so one cannot be read, tested or moved alone.
// Type-only imports count too: they tie the files as much for the reader.
import assert from "node:assert/strict";
import path from "node:path";
import { describe, it } from "node:test";
import { importsOf, productSources } from "../support/source-scan.ts";

const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", "/index.ts", "/index.tsx"];

/** The repository-relative file a relative specifier names among `known`, or null (a package, a missing file). */
function resolve(from: string, spec: string, known: Set<string>): string | null {
  if (!spec.startsWith(".")) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  for (const ext of EXTENSIONS) if (known.has(base + ext)) return base + ext;
  return null;
}

/** Every import circle of the graph, each once, as its files in import order starting from its smallest name. */
export function circles(files: Array<{ rel: string; text: string }>): string[][] {
  const known = new Set(files.map((f) => f.rel));
  const edges = new Map<string, string[]>();
  for (const { rel, text } of files) {
    const targets = importsOf(text)
      .map(({ spec }) => resolve(rel, spec, known))
      .filter((t): t is string => t !== null && t !== rel);
    edges.set(rel, [...new Set(targets)].sort());
  }
  // Tarjan's strongly connected components: each component of two or more files holds at least one circle;
  // one shortest circle through its first file is reported (break it and the test names the next).
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (v: string) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, order.get(w) as number));
    }
    if (low.get(v) === order.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!order.has(v)) visit(v);
  return components.map((component) => shortestCircle(component[0], new Set(component), edges)).sort((a, b) => a[0].localeCompare(b[0]));
}

/** The shortest path from `start` back to itself inside one component (breadth first). */
function shortestCircle(start: string, inside: Set<string>, edges: Map<string, string[]>): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift() as string;
    for (const w of edges.get(v) ?? []) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const path = [v];
        while (path[0] !== start) path.unshift(previous.get(path[0]) as string);
        return path;
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}

describe("import circles", () => {
  it("site/, widgets/, common/ and scripts/ import in no circle", () => {
    const files = productSources();
    assert.ok(files.length > 100, `expected the source tree, found ${files.length} files`);
    assert.deepEqual(
      circles(files).map((c) => [...c, c[0]].join(" → ")),
      [],
    );
  });

  it("finds a circle through type imports and extensionless specifiers, and none in a chain", () => {
    const found = circles([
      { rel: "site/a.ts", text: 'import { b } from "./b.ts";\n' },
      { rel: "site/b.ts", text: 'import type { C } from "./steps/c";\n' },
      { rel: "site/steps/c.ts", text: 'export { a } from "../a.ts";\n' },
      { rel: "site/d.ts", text: 'import { a } from "./a.ts";\n// import "./d.ts" in a comment is no import\n' },
      { rel: "common/x.ts", text: 'import { y } from "./y";\n' },
      { rel: "common/y.ts", text: "export const y = 1;\n" },
    ]);
    assert.deepEqual(found, [["site/a.ts", "site/b.ts", "site/steps/c.ts"]]);
  });
});
