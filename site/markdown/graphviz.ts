// ```dot (or ```graphviz) fences drawn at build time: Graphviz compiled to WebAssembly (@viz-js/viz, no
// native parts) writes the SVG into the page, so a reader sees the graph without JS; the figure is named by
// the graph's label (or its name) for screen readers. The WebAssembly starts asynchronously and the Markdown
// renders synchronously, so a build loads it first when a page has such a fence (loadGraphviz); where it is
// not loaded (or not installed) the fence stays its source, under a note that says so.
import { createRequire } from "node:module";
import { BuildError } from "../errors.ts";
import { readPageFile } from "../page-files.ts";

interface Viz {
  render(input: string, options: { format: string }): { status: "success" | "failure"; output?: string; errors: Array<{ message: string; level?: string }> };
}

const require = createRequire(import.meta.url);
let viz: Viz | null = null;
let loading: Promise<Viz | null> | null = null;

/** Whether a fence's language is Graphviz's. */
export const isGraphvizLang = (lang: string) => lang === "dot" || lang === "graphviz";

/** A dot fence opening in Markdown text. */
const DOT_FENCE = /^ {0,3}(`{3,}|~{3,})\s*(dot|graphviz)\b/m;

/** Start Graphviz once per process; null (and the source shown) when @viz-js/viz is not installed. */
export function loadGraphviz(): Promise<Viz | null> {
  loading ??= (async () => {
    try {
      viz = await (require("@viz-js/viz") as { instance(): Promise<Viz> }).instance();
    } catch {
      viz = null;
    }
    return viz;
  })();
  return loading;
}

/** Load Graphviz when one of `files` (Markdown pages, absolute) has a dot fence; checked until one has. */
export async function loadGraphvizFor(files: string[]): Promise<void> {
  if (viz || loading) return;
  for (const file of files) {
    let text: string;
    try {
      text = readPageFile(file);
    } catch {
      continue;
    }
    if (DOT_FENCE.test(text)) {
      await loadGraphviz();
      return;
    }
  }
}

/**
 * The SVG figure of a DOT graph, or null when Graphviz is not loaded. A graph Graphviz cannot read fails the
 * build at `at` (the fence's file and line, moved to the graph's own line when Graphviz names one). Each graph's
 * ids start with `idPrefix` (the fence's token position): two graphs on a page never share `node1`.
 */
export function renderGraphviz(source: string, at: { file: string; line?: number }, idPrefix: string): string | null {
  if (!viz) return null;
  const result = viz.render(source, { format: "svg" });
  if (result.status !== "success" || !result.output) {
    const message =
      result.errors
        .filter((e) => e.level !== "warning")
        .map((e) => e.message)
        .join("; ") || "Graphviz could not draw this graph";
    const inGraph = /\bline (\d+)\b/.exec(message);
    const line = at.line !== undefined && inGraph ? at.line + Number(inGraph[1]) : at.line;
    throw new BuildError(
      at.file,
      `dot graph: ${message.replace(/\s+/g, " ").trim()} (fix the DOT source, or write the fence as \`\`\`txt to show it as text)`,
      line,
    );
  }
  const svg = result.output
    .replace(/^[\s\S]*?(?=<svg\b)/, "")
    .replace(/<!--[\s\S]*?-->\n?/g, "")
    .replace(/\sid="([^"]*)"/g, (_m, id: string) => ` id="${idPrefix}-${id}"`)
    .replace(/(xlink:href|href)="#([^"]*)"/g, (_m, attr: string, id: string) => `${attr}="#${idPrefix}-${id}"`)
    .replace(/<svg\b/, `<svg role="img" aria-label="${graphName(result.output)}"`)
    .trim();
  return `<figure class="wd-graphviz">${svg}</figure>\n`;
}

/**
 * A graph's accessible name, as Graphviz wrote it (XML-escaped already): its label (the texts of the graph
 * itself, before its nodes), else its name (an anonymous graph's is "%0"-like), after "Graph".
 */
function graphName(svg: string): string {
  const m = /<g id="graph0"[^>]*>\s*<title>([^<]*)<\/title>\s*(?:<polygon[^>]*\/>\s*)?((?:<text\b[^>]*>[^<]*<\/text>\s*)*)/.exec(svg);
  const label = [...(m?.[2] ?? "").matchAll(/>([^<]*)<\/text>/g)]
    .map((t) => t[1].trim())
    .filter(Boolean)
    .join(" ");
  const title = m?.[1] && !m[1].startsWith("%") ? m[1] : "";
  return `Graph${label || title ? `: ${label || title}` : ""}`.replace(/"/g, "&quot;");
}
