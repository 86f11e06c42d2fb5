// Drawing one diagram with Mermaid. Only reached through load.ts (a dynamic import); the element calls these
// functions from inside the render queue, so they may freely use Mermaid's global state.
import type { MermaidConfig } from "mermaid";
import { diagramNotFound, FRONT_MATTER_ERROR, SYNTAX_ERROR } from "./messages";
import { DiagramTypeLoadError, mermaid } from "./runtime";
import { diagramKeyword, frontMatterTitle, hasUnclosedFrontMatter, withTitle } from "./source";

export { registerExternalDiagrams } from "./runtime";

export type SecurityLevel = "strict" | "loose" | "antiscript" | "sandbox";

export interface DiagramRequest {
  /** Unique per render: Mermaid addresses its temporary elements and scoped styles by this id. */
  id: string;
  text: string;
  title?: string;
  displayMode?: string;
  config: MermaidConfig;
  /** Mermaid theme: "dark"/"default" following the page, or the page's `mermaidTheme`. */
  theme: string;
  securityLevel: SecurityLevel;
  maxTextSize: number;
  /** Width available to the diagram (some diagrams, e.g. gantt, lay out to it). */
  width: number;
}

export interface DrawnDiagram {
  /** An <svg>, or an <iframe> in sandbox mode. */
  node: Element;
  diagramType: string;
  label: string;
  /** Mermaid's click/tooltip bindings; call once the node is in the page, before the next render. */
  bind?: (element: Element) => void;
}

/** A diagram that could not be drawn; `message` is the spec's text for it (§5, §8). */
export class DiagramRenderError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = "DiagramRenderError";
  }
}

// Mermaid writes its version into its own error diagram; read from there so it never drifts.
let MERMAID_VERSION = "";

/**
 * Mermaid's dark theme draws edge labels #ccc on #585858: 4.43:1, under WCAG AA's 4.5:1. The diagram's
 * text is exposed to assistive technology (and axe) now that the SVG keeps Mermaid's document role, so
 * it must be readable: a darker label background (6.5:1). A diagram's own themeVariables still win.
 */
const DARK_THEME_VARIABLES = { edgeLabelBackground: "#404040" };

function configure(req: DiagramRequest, securityLevel: SecurityLevel = req.securityLevel): void {
  const config: MermaidConfig = {
    theme: req.theme as MermaidConfig["theme"],
    ...req.config,
    ...(req.theme === "dark" && (req.config.theme ?? "dark") === "dark" ? { themeVariables: { ...DARK_THEME_VARIABLES, ...req.config.themeVariables } } : {}),
    // The site's security settings win over the diagram's metadata (Mermaid also keeps them out of reach of directives).
    securityLevel,
    maxTextSize: req.maxTextSize,
    startOnLoad: false,
    // Errors are drawn by drawErrorDiagram (with the spec's texts) or thrown when the element suppresses them.
    suppressErrorRendering: true,
  };
  if (req.displayMode) config.gantt = { ...req.config.gantt, displayMode: req.displayMode as "compact" | "" };
  mermaid.initialize(config);
}

/**
 * A hidden work area for Mermaid: it measures text in the real document, at the diagram's width. Fixed
 * and zero-height, so it never moves or grows the page while a diagram is drawn.
 */
function workArea(width: number): HTMLElement {
  const host = document.createElement("div");
  host.className = "wd-mermaid-work";
  host.setAttribute("aria-hidden", "true");
  host.style.cssText = `position:fixed;left:0;top:0;width:${Math.max(width, 200)}px;height:0;overflow:hidden;visibility:hidden;pointer-events:none;z-index:-1`;
  document.body.append(host);
  return host;
}

function parseMarkup(markup: string): Element {
  const tpl = document.createElement("template");
  tpl.innerHTML = markup;
  const node = tpl.content.firstElementChild;
  if (!node) throw new Error("Mermaid returned no markup");
  return node;
}

/** Names for the accessible label of a diagram without a title, by Mermaid's diagram type. */
const TYPE_NAMES: Record<string, string> = {
  "flowchart-v2": "Flowchart",
  flowchart: "Flowchart",
  "flowchart-elk": "Flowchart",
  sequence: "Sequence diagram",
  class: "Class diagram",
  classDiagram: "Class diagram",
  state: "State diagram",
  stateDiagram: "State diagram",
  er: "Entity relationship diagram",
  requirement: "Requirement diagram",
  gantt: "Gantt chart",
  pie: "Pie chart",
  gitGraph: "Git graph",
  journey: "User journey",
  quadrantChart: "Quadrant chart",
  xychart: "XY chart",
  timeline: "Timeline",
  mindmap: "Mind map",
  kanban: "Kanban board",
  sankey: "Sankey diagram",
  packet: "Packet diagram",
  radar: "Radar chart",
  block: "Block diagram",
  architecture: "Architecture diagram",
  treemap: "Treemap",
};

/** "quadrantChart" → "Quadrant chart"; unknown types get "… diagram". */
function typeLabel(diagramType: string): string {
  const known = TYPE_NAMES[diagramType] ?? TYPE_NAMES[diagramType.replace(/-v\d+$|-beta$/, "")];
  if (known) return known;
  const words = diagramType
    .replace(/-v\d+$|-beta$/, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} diagram`;
}

/** The role Mermaid gives a drawn diagram (its accessibility.ts): a document whose text stays readable. */
export const DIAGRAM_ROLE = "graphics-document document";

/**
 * Mermaid's own accessibility stays: role "graphics-document document" and aria-roledescription (the
 * diagram kind: "flowchart-v2", "sequence", …), which keep the diagram's text available to assistive
 * technology, and its accTitle/accDescr (<title>/<desc> by aria-labelledby/aria-describedby). Beside them,
 * every diagram gets a name: accTitle, else the metadata title, else the kind ("Sequence diagram").
 */
function makeAccessible(node: Element, label: string, title: string | undefined, diagramType: string): void {
  if (node instanceof HTMLIFrameElement) {
    node.title = label;
    return;
  }
  if (!node.getAttribute("role")) node.setAttribute("role", DIAGRAM_ROLE);
  if (!node.getAttribute("aria-roledescription") && diagramType) node.setAttribute("aria-roledescription", diagramType);
  const labelledBy = node.getAttribute("aria-labelledby");
  const named = !!labelledBy && !!node.querySelector(`[id="${CSS.escape(labelledBy)}"]`)?.textContent?.trim();
  if (!named) {
    node.removeAttribute("aria-labelledby");
    node.setAttribute("aria-label", label);
  }
  if (title && !node.querySelector(":scope > title")) {
    const t = document.createElementNS("http://www.w3.org/2000/svg", "title");
    t.textContent = title;
    node.prepend(t);
  }
}

/** Map what Mermaid throws to the spec's texts. */
function classify(error: unknown, text: string): string {
  const e = error as Error | undefined;
  const message = String(e?.message ?? error);
  if (message.startsWith("Diagrams beginning with ---") || hasUnclosedFrontMatter(text)) return FRONT_MATTER_ERROR;
  if (error instanceof DiagramTypeLoadError) return diagramNotFound(error.type);
  if (e?.name === "UnknownDiagramError" || /^Diagram \S+ not found\.?$/.test(message)) return diagramNotFound(diagramKeyword(text));
  return SYNTAX_ERROR;
}

export async function drawDiagram(req: DiagramRequest): Promise<DrawnDiagram> {
  configure(req);
  const host = workArea(req.width);
  const text = withTitle(req.text, req.title);
  try {
    const { svg, diagramType, bindFunctions } = await mermaid.render(req.id, text, host);
    const node = parseMarkup(svg);
    const accTitle = node.querySelector(":scope > title")?.textContent?.trim();
    const title = req.title ?? frontMatterTitle(req.text);
    const label = accTitle || title || typeLabel(diagramType);
    makeAccessible(node, label, title, diagramType);
    return { node, diagramType, label, bind: bindFunctions };
  } catch (e) {
    throw new DiagramRenderError(classify(e, req.text), e);
  } finally {
    host.remove();
  }
}

const SVG_NS = "http://www.w3.org/2000/svg";

/** Break a message into lines of at most `max` characters, at spaces. */
function wrap(message: string, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of message.split(" ")) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Mermaid's own error diagram (its icon, "Syntax error in text", "mermaid version …"), with the headline
 * replaced by the spec's text where the error is another one.
 */
export async function drawErrorDiagram(req: DiagramRequest, message: string): Promise<DrawnDiagram> {
  configure(req, "strict"); // the error diagram holds no author content, so no sandbox or loose mode is needed
  const host = workArea(req.width);
  let node: Element;
  try {
    node = parseMarkup((await mermaid.render(`${req.id}-error`, "error", host)).svg);
  } finally {
    host.remove();
  }
  const [headline, version] = [...node.querySelectorAll("text.error-text")];
  MERMAID_VERSION ||= /mermaid version (\S+)/.exec(version?.textContent ?? "")?.[1] ?? "";
  if (headline && message !== headline.textContent) {
    // The headline is 150px wide text centred at x=1440 in a 2412-wide view box; longer messages get a
    // smaller font, several lines, and a taller box.
    const size = message.length <= 24 ? 150 : message.length <= 48 ? 100 : 64;
    const lines = wrap(message, Math.floor(1760 / (size * 0.55)));
    const top = lines.length === 1 ? 250 : 100;
    headline.setAttribute("font-size", `${size}px`);
    headline.setAttribute("y", String(top));
    headline.textContent = "";
    lines.forEach((line, i) => {
      const tspan = document.createElementNS(SVG_NS, "tspan");
      tspan.setAttribute("x", "1440");
      if (i) tspan.setAttribute("dy", String(Math.round(size * 1.25)));
      tspan.textContent = i < lines.length - 1 ? `${line} ` : line; // the text reads as one sentence
      headline.append(tspan);
    });
    const lastLine = top + (lines.length - 1) * Math.round(size * 1.25);
    const versionY = Math.max(400, lastLine + 140);
    version?.setAttribute("y", String(versionY));
    const height = Math.max(512, versionY + 60);
    node.setAttribute("viewBox", `0 0 2412 ${height}`);
    if (lines.length > 1) (node as SVGElement).style.maxWidth = "720px";
  }
  node.classList.add("wd-mermaid-error");
  const label = `${message} (mermaid version ${MERMAID_VERSION})`;
  makeAccessible(node, label, undefined, "error"); // as Mermaid names its own error diagram
  return { node, diagramType: "error", label };
}
