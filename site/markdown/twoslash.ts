// ```ts twoslash fences, as VitePress renders them: the code runs through twoslash (the TypeScript compiler)
// at build time; cut and directive lines (// ---cut---, // @filename, // @errors, // ^?) leave the code;
// each identifier's type is a popup that opens on hover and on keyboard focus (CSS only: readable without
// JS); queries (// ^?), expected errors (// @errors) and completions (// ^|) show under their line, and
// `// @log:`, `@warn:`, `@error:`, `@annotate:` messages where they are written. Prism keeps the colours.
// twoslash, and TypeScript with it, is loaded only when a page has such a fence (a second or more).
import { createRequire } from "node:module";
import { BuildError } from "../errors.ts";
import { escapeHtml } from "../../common/html.ts";

interface TwoslashNode {
  type: string;
  line: number;
  character: number;
  /** Offset in the code as shown. */
  start?: number;
  length: number;
  text?: string;
  docs?: string;
  code?: number;
  /** A custom tag's name (`// @log: …` → "log"). */
  name?: string;
  completions?: Array<{ name: string }>;
  completionsPrefix?: string;
}
type Twoslasher = (code: string, ext: string) => { code: string; nodes: TwoslashNode[] };

// The annotation tags VitePress's twoslash (@shikijs/vitepress-twoslash) reads: a message shown in the code
// where it is written, as a console would print it.
const TAGS = ["log", "warn", "error", "annotate"];
const TAG_LABEL: Record<string, string> = { log: "Log", warn: "Warning", error: "Error", annotate: "Note" };
/** Completions listed under a `// ^|` line at most: the rest is counted. */
const COMPLETIONS_SHOWN = 8;

const require = createRequire(import.meta.url);
let twoslasher: Twoslasher | undefined;
const load = (): Twoslasher =>
  (twoslasher ??= (require("twoslash") as { createTwoslasher: (o: { customTags: string[] }) => Twoslasher }).createTwoslasher({ customTags: TAGS }));

/** Whether a fence's info string asks for twoslash (```ts twoslash). */
export const isTwoslashFence = (info: string) => /(?:^|\s)twoslash(?=\s|$|\{|\[)/.test(info);

const EXT: Record<string, string> = { typescript: "ts", javascript: "js", ts: "ts", tsx: "tsx", js: "js", jsx: "jsx", mts: "ts", cts: "ts", vue: "vue" };

/**
 * A twoslash fence's code as a reader sees it, without running TypeScript (the Markdown twins): the part
 * after the last `// ---cut---` (and before `// ---cut-after---`), without `// @directive` and `// ^?` lines.
 */
export function twoslashCode(code: string): string {
  let lines = code.replace(/\n$/, "").split("\n");
  const cut = lines.map((l) => /^\s*\/\/\s*---cut(-before)?---\s*$/.test(l)).lastIndexOf(true);
  if (cut >= 0) lines = lines.slice(cut + 1);
  const after = lines.findIndex((l) => /^\s*\/\/\s*---cut-after---\s*$/.test(l));
  if (after >= 0) lines = lines.slice(0, after);
  return `${lines.filter((l) => !/^\s*\/\/\s*(@\w+|\^[?|!^]|---cut-(start|end)---)/.test(l)).join("\n")}\n`;
}

/** What a twoslash fence becomes: the code without its markers, and per line the markup added to it. */
export interface TwoslashResult {
  code: string;
  /** A line's highlighted HTML with its hover targets wrapped. */
  lineHtml(html: string, line: number): string;
  /** The query answers and error messages shown under a line. */
  afterLine(line: number): string;
}

/**
 * Run one fence through twoslash; an error in it fails the build at `at` (the fence's file and line). Its
 * popups' ids start with `idPrefix` (the fence's token position: unique within the page, whatever rendered before).
 */
export function runTwoslash(code: string, lang: string, at: { file: string; line?: number }, idPrefix: string): TwoslashResult {
  let result: ReturnType<Twoslasher>;
  try {
    result = load()(code, EXT[lang] ?? "ts");
  } catch (e) {
    const err = e as { title?: string; description?: string; recommendation?: string; message: string };
    const text = err.title ? `${err.title}: ${err.description ?? ""} ${err.recommendation ?? ""}` : err.message;
    // Twoslash names a compiler error by its offset in the fence's code ("[2322] 48 - …"): the line of the
    // file it is on, below the fence's opening line.
    const offset = /\[\d+\] (\d+) - /.exec(text);
    const line = at.line !== undefined && offset ? at.line + code.slice(0, Number(offset[1])).split("\n").length : at.line;
    throw new BuildError(at.file, `twoslash: ${text.replace(/\s+/g, " ").trim()} (mark an expected error with // @errors: <code>)`, line);
  }
  const byLine = new Map<number, TwoslashNode[]>();
  for (const n of result.nodes) {
    // A tag's own line number can be off when a removed line (// ^|) stood above it: its offset is not.
    const line = n.type === "tag" && typeof n.start === "number" ? result.code.slice(0, n.start).split("\n").length - 1 : n.line;
    byLine.set(line, [...(byLine.get(line) ?? []), n]);
  }
  let popups = 0;
  return {
    code: result.code,
    lineHtml(html, line) {
      const nodes = (byLine.get(line) ?? []).filter((n) => n.type === "hover" || n.type === "error").sort((a, b) => b.character - a.character);
      let out = html;
      for (const n of nodes) {
        if (n.type === "error") {
          out = wrapText(out, n.character, n.character + n.length, '<span class="twoslash-error-range">', "</span>");
          continue;
        }
        const id = `${idPrefix}-${++popups}`;
        const popup = `<span class="twoslash-popup" role="tooltip" id="${id}"><code>${escapeHtml(n.text ?? "")}</code>${n.docs ? `<span class="twoslash-docs">${escapeHtml(n.docs)}</span>` : ""}</span>`;
        out = wrapText(out, n.character, n.character + n.length, `<span class="twoslash-hover" tabindex="0" aria-describedby="${id}">`, `${popup}</span>`);
      }
      return out;
    },
    afterLine(line) {
      // A tag's node stands at the line after it: its message goes where the author wrote it.
      const tags = (byLine.get(line + 1) ?? []).filter((n) => n.type === "tag").map(tagHtml);
      const meta = (byLine.get(line) ?? []).map((n) =>
        n.type === "query" ? queryHtml(n) : n.type === "error" ? errorHtml(n) : n.type === "completion" ? completionsHtml(n) : "",
      );
      return meta.join("") + tags.join("");
    },
  };
}

const caret = (n: TwoslashNode) => `${" ".repeat(n.character)}<span class="twoslash-caret" aria-hidden="true">^ </span>`;
const queryHtml = (n: TwoslashNode) => `<span class="twoslash-meta twoslash-query" role="note">${caret(n)}${escapeHtml(n.text ?? "")}</span>`;
const errorHtml = (n: TwoslashNode) =>
  `<span class="twoslash-meta twoslash-error" role="note"><span class="twoslash-label">Error${n.code ? ` ${n.code}` : ""}: </span>${escapeHtml(n.text ?? "")}</span>`;
const tagHtml = (n: TwoslashNode) => {
  const name = n.name ?? "log";
  return `<span class="twoslash-meta twoslash-tag twoslash-tag-${name}" role="note"><span class="twoslash-label">${TAG_LABEL[name] ?? name}: </span>${escapeHtml(n.text ?? "")}</span>`;
};

/** A `// ^|` line: what the editor would offer there, the typed part marked, as a list readable without JS. */
function completionsHtml(n: TwoslashNode): string {
  const prefix = n.completionsPrefix ?? "";
  const all = (n.completions ?? []).filter((c) => c.name.startsWith(prefix));
  const items = all
    .slice(0, COMPLETIONS_SHOWN)
    .map(
      (c) =>
        `<span class="twoslash-completion" role="listitem"><span class="twoslash-match">${escapeHtml(prefix)}</span>${escapeHtml(c.name.slice(prefix.length))}</span>`,
    );
  if (all.length > COMPLETIONS_SHOWN)
    items.push(`<span class="twoslash-completion twoslash-more" role="listitem">… ${all.length - COMPLETIONS_SHOWN} more</span>`);
  const label = `Completions${prefix ? ` for “${escapeHtml(prefix)}”` : ""}`;
  return `<span class="twoslash-meta twoslash-completions">${caret(n)}<span class="twoslash-completion-list" role="list" aria-label="${label}">${items.join("") || `<span role="listitem">no completions</span>`}</span></span>`;
}

/**
 * Wrap the characters [start, end) of a highlighted line's text (tags skipped, an entity one character)
 * in `open`…`close`, when they lie in one text run; a range across Prism's tags is left as it is.
 */
export function wrapText(html: string, start: number, end: number, open: string, close: string): string {
  let offset = 0;
  let from = -1;
  for (let i = 0; i < html.length; ) {
    if (html[i] === "<") {
      if (from >= 0) return html; // the range crosses a tag
      i = html.indexOf(">", i) + 1;
      continue;
    }
    if (offset === start && from < 0) from = i;
    const len = html[i] === "&" ? html.indexOf(";", i) - i + 1 : 1;
    i += len;
    offset++;
    if (offset === end && from >= 0) return html.slice(0, from) + open + html.slice(from, i) + close + html.slice(i);
  }
  return html;
}
