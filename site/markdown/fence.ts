import Prism from "prismjs";
import loadLanguages from "prismjs/components/index.js";
import { ansiToHtml } from "./ansi.ts";
import { COLLAPSED_LINES, expandSwitch, FOLD_DEFAULTS, type FoldLabels, foldRanges, joinFolded } from "./fold.ts";
import { escapeAttr, escapeHtml } from "../../common/html.ts";

// Highlighting happens here, at build time: the browser never ships a highlighter.
const LANGUAGES = [
  "markup",
  "css",
  "clike",
  "javascript",
  "typescript",
  "jsx",
  "tsx",
  "json",
  "yaml",
  "toml",
  "ini",
  "bash",
  "powershell",
  "sql",
  "java",
  "kotlin",
  "swift",
  "dart",
  "python",
  "go",
  "nginx",
  "docker",
  "diff",
  "git",
  "regex",
  "vim",
  "graphql",
  "http",
  "groovy",
  "properties",
  "scss",
  "less",
  "markdown",
  "rust",
  "c",
  "cpp",
];
loadLanguages(LANGUAGES);

/** Names authors write → Prism grammar names. */
const ALIASES: Record<string, string> = {
  js: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  ts: "typescript",
  mts: "typescript",
  sh: "bash",
  shell: "bash",
  zsh: "bash",
  console: "bash",
  html: "markup",
  xml: "markup",
  svg: "markup",
  vue: "markup",
  dockerfile: "docker",
  yml: "yaml",
  jsonc: "json",
  json5: "json",
  py: "python",
  kt: "kotlin",
  kts: "kotlin",
  ps1: "powershell",
  gradle: "groovy",
  md: "markdown",
  rs: "rust",
  "c++": "cpp",
  conf: "nginx",
};

/** Languages that are plain text on purpose (no grammar, no warning). */
const PLAIN = new Set(["text", "txt", "plain", "plaintext", "output", "log", "mermaid", "ansi"]);

export interface FenceInfo {
  lang: string;
  title?: string;
  /** 1-based line numbers to highlight. */
  highlight: Set<number>;
  lineNumbers: boolean;
  /** First line number (`:line-numbers=5`); 1 by default. */
  lineStart: number;
  /** key=value attributes after the language (used by mermaid fences). */
  attrs: Record<string, string>;
  /** `wrap`: long lines wrap instead of scrolling sideways. */
  wrap?: boolean;
  /** `collapse`: a long block shows its first lines until the reader expands it. */
  collapse?: boolean;
  /** `collapse={3-8,12-14}`: line ranges folded into a bar (Expressive Code's form). */
  fold?: string;
}

/**
 * Parse a fence info string: `js{1,3-5} [vite.config.js] :line-numbers` (VitePress order), also accepting
 * a space before `{…}` and `key="value"` attributes.
 */
export function parseFenceInfo(info: string): FenceInfo {
  let rest = info.trim();
  // The language ends at a space, `{`, `[` or `:` (VitePress writes `ts:line-numbers {1}`).
  const langMatch = /^([^\s{[:]*)/.exec(rest)!;
  const lang = langMatch[1].toLowerCase();
  rest = rest.slice(langMatch[1].length);
  // Before the line highlights: its braces are not a highlight.
  const fold = /(?:^|\s)collapse=\{([\d,\s-]+)\}/.exec(rest);
  if (fold) rest = rest.replace(fold[0], " ");
  const highlight = new Set<number>();
  const hl = /\{([\d,\s-]+)\}/.exec(rest);
  if (hl) {
    for (const part of hl[1].split(",")) {
      const [a, b] = part.trim().split("-").map(Number);
      if (!Number.isFinite(a)) continue;
      for (let n = a; n <= (Number.isFinite(b) ? b : a); n++) highlight.add(n);
    }
    rest = rest.replace(hl[0], " ");
  }
  const titleMatch = /\[([^\]]*)\]/.exec(rest);
  const title = titleMatch ? titleMatch[1].trim() : undefined;
  if (titleMatch) rest = rest.replace(titleMatch[0], " ");
  const ln = /(?:^|\s|\}):line-numbers(?:=(\d+))?(?=\s|$|\{|\[)/.exec(rest);
  const lineNumbers = !!ln;
  const lineStart = ln?.[1] ? Number(ln[1]) : 1;
  rest = rest.replace(/(^|\s|\}):(no-)?line-numbers(=\d+)?/g, " ");
  const attrs: Record<string, string> = {};
  for (const m of rest.matchAll(/([\w-]+)=(?:"([^"]*)"|'([^']*)'|(\S+))/g)) attrs[m[1]] = m[2] ?? m[3] ?? m[4];
  const flags = new Set(rest.replace(/([\w-]+)=(?:"[^"]*"|'[^']*'|\S+)/g, " ").split(/\s+/));
  return {
    lang,
    // `title="app.js"` as well as VitePress's `[app.js]`; a diagram's title is its own (renderMermaidFence).
    title: title || (lang !== "mermaid" ? attrs.title : undefined) || undefined,
    highlight,
    lineNumbers,
    lineStart,
    attrs,
    wrap: flags.has("wrap") || undefined,
    collapse: flags.has("collapse") || undefined,
    fold: fold?.[1],
  };
}

function grammarName(lang: string): string | null {
  if (!lang || PLAIN.has(lang)) return null;
  const name = ALIASES[lang] ?? lang;
  return Prism.languages[name] ? name : null;
}

/** Prism escapes "<" and "&" but leaves ">" raw in text; encode it too (html-validate: no-raw-characters). */
const escapeGt = (html: string) => html.replace(/(^|>)([^<]+)/g, (_, lead: string, text: string) => lead + text.replace(/>/g, "&gt;"));

/**
 * Split highlighted HTML into lines, closing spans that are open at a line end and reopening them on
 * the next line, so each line can be wrapped (highlighting, diff markers) without breaking the markup.
 */
function splitHighlightedLines(html: string): string[] {
  const lines: string[] = [];
  const open: string[] = [];
  let current = "";
  const re = /(<span[^>]*>)|(<\/span>)|(\n)|([^<\n]+|<(?!\/?span)[^>]*>)/g;
  for (const m of html.matchAll(re)) {
    if (m[1]) {
      open.push(m[1]);
      current += m[1];
    } else if (m[2]) {
      open.pop();
      current += m[2];
    } else if (m[3]) {
      lines.push(current + "</span>".repeat(open.length));
      current = open.join("");
    } else {
      current += m[4];
    }
  }
  lines.push(current);
  return lines;
}

const MARKER = /\s*(?:\/\/|#|<!--|\/\*|--)\s*\[!code\s+(\+\+|--|focus|highlight|hl|error|warning)\]\s*(?:-->|\*\/)?\s*$/;
const MARKER_CLASS: Record<string, string> = {
  "++": "diff add",
  "--": "diff remove",
  focus: "focused",
  highlight: "highlighted",
  hl: "highlighted",
  error: "highlighted error",
  warning: "highlighted warning",
};

/** Render one code block: Prism tokens, per-line spans, line highlight, `[!code …]` markers, line numbers. */
export function renderCodeBlock(
  code: string,
  info: FenceInfo,
  labels: { copy: string; copied?: string } & Partial<FoldLabels>,
  /** Markup added to each line (twoslash's popups, site/markdown/twoslash.ts), and blocks shown under it. */
  extra?: { lineHtml(html: string, line: number): string; afterLine(line: number): string },
): string {
  const source = code.replace(/\n$/, "");
  const rawLines = source.split("\n");
  const lineClasses: string[][] = rawLines.map(() => []);
  const cleaned = rawLines.map((line, i) => {
    const m = MARKER.exec(line);
    if (!m) return line;
    lineClasses[i].push(MARKER_CLASS[m[1]]);
    return line.slice(0, m.index);
  });
  info.highlight.forEach((n) => lineClasses[n - 1]?.push("highlighted"));
  const text = cleaned.join("\n");
  const grammar = grammarName(info.lang);
  const highlighted = info.lang === "ansi" ? ansiToHtml(text) : grammar ? escapeGt(Prism.highlight(text, Prism.languages[grammar], grammar)) : escapeHtml(text);
  const lines = splitHighlightedLines(highlighted);
  const ranges = info.fold ? foldRanges(info.fold, lines.length) : [];
  const foldLabels = { ...FOLD_DEFAULTS, ...Object.fromEntries(Object.entries(labels).filter(([, v]) => v !== undefined)) } as FoldLabels;
  const joined = joinFolded(
    lines.map(
      (l, i) =>
        `${extra?.afterLine(i - 1) ?? ""}<span class="${["line", ...new Set(lineClasses[i] ?? [])].join(" ")}">${extra ? extra.lineHtml(l, i) : l}</span>`,
    ),
    info.lineNumbers ? lines.map((_, i) => `<span>${i + info.lineStart}</span>`) : null,
    ranges,
    foldLabels,
  );
  joined.code += extra?.afterLine(lines.length - 1) ?? "";
  // A block collapsed to its first lines only when it has more than those.
  const collapsed = info.collapse && lines.length > COLLAPSED_LINES + 2;
  const hasFocus = lineClasses.some((c) => c.includes("focused"));
  const hasDiff = lineClasses.some((c) => c.some((x) => x.startsWith("diff")));
  const langLabel = info.lang || "text";
  const classes = ["wd-code", `language-${langLabel}`];
  if (info.lineNumbers) classes.push("line-numbers-mode");
  if (hasFocus) classes.push("has-focused-lines");
  if (hasDiff) classes.push("has-diff");
  if (info.title) classes.push("has-title");
  if (info.wrap) classes.push("wrap");
  if (collapsed) classes.push("collapsible");
  const gutter = info.lineNumbers ? `<div class="line-numbers-wrapper" aria-hidden="true">${joined.gutter}</div>` : "";
  const title = info.title ? `<div class="wd-code-title">${escapeHtml(info.title)}</div>` : "";
  const codeClass = grammar ? `language-${grammar}` : "language-text";
  // The widget shows this label for 2 s after a copy (CSS reads it from the attribute).
  const copied = labels.copied ? ` data-copied-label="${escapeAttr(labels.copied)}"` : "";
  return (
    `<div class="${classes.join(" ")}" data-lang="${escapeHtml(langLabel)}">${title}` +
    `<button type="button" class="wd-copy" aria-label="${escapeHtml(labels.copy)}" title="${escapeHtml(labels.copy)}"${copied}></button>` +
    `<span class="wd-code-lang" aria-hidden="true">${escapeHtml(langLabel)}</span>` +
    `${gutter}<pre class="${codeClass}" tabindex="0"><code class="${codeClass}">${joined.code}</code></pre>` +
    `${collapsed ? expandSwitch(lines.length, foldLabels) : ""}</div>\n`
  );
}
