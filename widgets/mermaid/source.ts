// Reading a diagram's text and its metadata (title, displayMode, config). Pure functions: no Mermaid here,
// so the element's own chunk stays small and Mermaid loads only when a diagram is actually drawn.

/** Mermaid's own front-matter pattern: `---` lines at the same indentation around YAML. */
const FRONT_MATTER = /^([^\S\n\r]*)-{3}\s*[\n\r](.*?)[\n\r]\1-{3}\s*[\n\r]+/s;
const DIRECTIVE = /%{2}{\s*(?:(\w+)\s*:|(\w+))\s*(?:(\w+)|((?:(?!}%{2}).|\r?\n)*))?\s*(?:}%{2})?/gi;
const COMMENT = /\s*%%.*\n/gm;

/** Remove the common indentation and the blank lines around text written straight into the element. */
function dedent(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  while (lines.length && !lines[0].trim()) lines.shift();
  while (lines.length && !lines[lines.length - 1].trim()) lines.pop();
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^\s*/.exec(l)![0].length));
  return lines.map((l) => l.slice(Number.isFinite(indent) ? indent : 0)).join("\n");
}

/**
 * The diagram text of a <web-docs-mermaid>: the pre-rendered `<pre><code>` the Markdown pipeline writes,
 * or plain text for hand-embedded diagrams (`<web-docs-mermaid>graph TD; A-->B</web-docs-mermaid>`).
 */
export function readSource(host: Element): string {
  const code = host.querySelector(":scope > pre > code") ?? host.querySelector(":scope > pre");
  if (code) return (code.textContent ?? "").replace(/\n$/, "");
  return dedent(host.textContent ?? "");
}

function unquote(v: string): string {
  const s = v.trim();
  if (/^"(.*)"$/.test(s)) {
    try {
      return JSON.parse(s) as string;
    } catch {
      return s.slice(1, -1);
    }
  }
  if (/^'(.*)'$/.test(s)) return s.slice(1, -1).replace(/''/g, "'");
  return s;
}

/** The `title:` of the diagram's own front matter, if it has one. */
export function frontMatterTitle(text: string): string | undefined {
  const fm = FRONT_MATTER.exec(text);
  if (!fm) return undefined;
  const m = new RegExp(`^${fm[1]}title:[^\\S\\n]*(.+)$`, "m").exec(fm[2]);
  return m ? unquote(m[1]) || undefined : undefined;
}

/**
 * Give the diagram a title from the element's metadata: Mermaid reads it from front matter. The diagram's
 * own front matter wins; a title is only added where it has none.
 */
export function withTitle(text: string, title: string | undefined): string {
  if (!title) return text;
  const fm = FRONT_MATTER.exec(text);
  const line = `title: ${JSON.stringify(title)}`;
  if (!fm) return `---\n${line}\n---\n${text}`;
  if (frontMatterTitle(text) !== undefined) return text;
  const firstBreak = text.search(/[\n\r]/);
  return `${text.slice(0, firstBreak + 1)}${fm[1]}${line}\n${text.slice(firstBreak + 1)}`;
}

/** The word naming the diagram type ("flowchart", "sequenceDiagram", …), as Mermaid's detectors see the text. */
export function diagramKeyword(text: string): string {
  const body = text.replace(/\r\n?/g, "\n").replace(FRONT_MATTER, "").replace(DIRECTIVE, "").replace(COMMENT, "\n");
  return /^\s*([^\s;{]+)/.exec(body)?.[1] ?? "";
}

/** Text that starts with `---` but whose front matter is not opened and closed properly. */
export function hasUnclosedFrontMatter(text: string): boolean {
  return /^\s*---/.test(text.replace(/\r\n?/g, "\n").replace(FRONT_MATTER, ""));
}
