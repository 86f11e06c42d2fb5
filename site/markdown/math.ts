// Math (config `markdown.math: true`, VitePress's key): `$…$` inline and `$$…$$` blocks, rendered at build
// time to MathML by Temml — no script on the page, read by screen readers, selectable as text. The
// delimiters follow markdown-it-mathjax3 (VitePress's plugin, itself pandoc's rule): an opening `$` is not
// followed by a space, a closing `$` is not preceded by a space nor followed by a digit, so "$5 and $10" stays
// text; `\$` is a dollar sign. A formula Temml cannot read stops the build naming the file and line.
import { createRequire } from "node:module";
import type { MarkdownIt, StateBlock, StateCore, StateInline, Token } from "markdown-it";
import { pageProblems, type Problem } from "./guard.ts";

type Temml = typeof import("temml").default;
let temml: Temml | undefined;
// Loaded on the first formula: a site without math never reads Temml's 300 KB.
const loadTemml = (): Temml => (temml ??= createRequire(import.meta.url)("temml") as Temml);

const SPACE = (c: number) => c === 0x20 || c === 0x09;
const DIGIT = (c: number) => c >= 0x30 && c <= 0x39;

function mathInline(state: StateInline, silent: boolean): boolean {
  const src = state.src;
  if (src.charCodeAt(state.pos) !== 0x24 /* $ */) return false;
  const start = state.pos + 1;
  const literal = (text: string, to: number) => {
    if (!silent) state.pending += text;
    state.pos = to;
    return true;
  };
  if (start > state.posMax || SPACE(src.charCodeAt(start))) return literal("$", start);
  // The next `$` not escaped by an odd run of backslashes.
  let end = start;
  while ((end = src.indexOf("$", end)) !== -1) {
    let back = end - 1;
    while (src[back] === "\\") back--;
    if ((end - back) % 2 === 1) break;
    end++;
  }
  if (end === -1 || end > state.posMax) return literal("$", start);
  if (end === start) return literal("$$", start + 1);
  if (SPACE(src.charCodeAt(end - 1)) || DIGIT(src.charCodeAt(end + 1))) return literal("$", start);
  if (!silent) {
    const token = state.push("math_inline", "math", 0);
    token.markup = "$";
    token.content = src.slice(start, end);
  }
  state.pos = end + 1;
  return true;
}

function mathBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  let pos = state.bMarks[startLine] + state.tShift[startLine];
  let max = state.eMarks[startLine];
  if (state.sCount[startLine] - state.blkIndent >= 4) return false; // an indented code block
  if (pos + 2 > max || state.src.slice(pos, pos + 2) !== "$$") return false;
  if (silent) return true;
  let first = state.src.slice(pos + 2, max).trim();
  let last = "";
  let found = false;
  if (first.endsWith("$$")) {
    first = first.slice(0, -2);
    found = true;
  }
  let next = startLine;
  while (!found) {
    next++;
    if (next >= endLine) break;
    pos = state.bMarks[next] + state.tShift[next];
    max = state.eMarks[next];
    if (pos < max && state.tShift[next] < state.blkIndent) break; // a line outdented out of a list item
    const line = state.src.slice(pos, max).trim();
    if (line.endsWith("$$")) {
      last = line.slice(0, -2);
      found = true;
    }
  }
  state.line = next + 1;
  const token = state.push("math_block", "math", 0);
  token.block = true;
  token.content = [first, state.getLines(startLine + 1, next, state.tShift[startLine], true).replace(/\n$/, ""), last].filter((s) => s.trim()).join("\n");
  token.map = [startLine, state.line];
  token.markup = "$$";
  token.meta = { closed: found };
  return true;
}

// Each page is parsed twice per build (its HTML, then its Markdown twin) and a dev server re-renders pages on
// every save: a formula is converted once. Bounded, as a long dev session could see many.
const rendered = new Map<string, string>();

/** A formula as MathML; throws Temml's message, first line only, when it cannot be read. */
function renderMath(tex: string, display: boolean): string {
  const key = (display ? "D" : "I") + tex;
  const known = rendered.get(key);
  if (known !== undefined) return known;
  try {
    const html = loadTemml().renderToString(tex, { displayMode: display, throwOnError: true });
    if (rendered.size >= 20_000) rendered.clear();
    rendered.set(key, html);
    return html;
  } catch (e) {
    const message = (e as Error).message
      .split("\n")[0]
      .trim()
      .replace(/^Temml parse error:\s*/i, "")
      .replace(/:\s*$/, "");
    throw new Error(message);
  }
}

const problemOf = (tex: string, e: unknown): string =>
  `formula $${tex.length > 40 ? `${tex.slice(0, 40)}…` : tex}$ cannot be rendered: ${(e as Error).message} (fix the TeX, or write \\$ for a dollar sign)`;

/** Render every formula of a page once parsed, so a bad one is reported with its line before any HTML is written. */
function renderAll(state: StateCore): void {
  const problems: Problem[] = [];
  const render = (t: Token, line: number, display: boolean) => {
    try {
      t.meta = { ...t.meta, html: renderMath(t.content, display) };
    } catch (e) {
      problems.push({ line, problem: problemOf(t.content, e) });
      t.meta = { ...t.meta, html: `<code>${t.content.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</code>` };
    }
  };
  let line = 0;
  for (const t of state.tokens) {
    if (t.map) line = t.map[0];
    if (t.type === "math_block") {
      if (!(t.meta as { closed?: boolean }).closed) problems.push({ line, problem: "$$ block is never closed: end it with $$ on a line of its own" });
      render(t, line, true);
    } else if (t.type === "inline") {
      let at = line;
      for (const c of t.children ?? []) {
        if (c.type === "softbreak" || c.type === "hardbreak") at++;
        else if (c.type === "math_inline") render(c, at, false);
      }
    }
  }
  if (problems.length) throw pageProblems(state.env, problems);
}

/** `$…$` and `$$…$$`, only while `enabled()` says so (config `markdown.math`). */
export function mathPlugin(md: MarkdownIt, enabled: () => boolean | undefined): void {
  md.inline.ruler.after("escape", "math_inline", (state, silent) => !!enabled() && mathInline(state, silent));
  md.block.ruler.after("blockquote", "math_block", (state, start, end, silent) => !!enabled() && mathBlock(state, start, end, silent), {
    alt: ["paragraph", "reference", "blockquote", "list"],
  });
  md.core.ruler.push("web_docs_math", (state) => {
    if (enabled() && !state.inlineMode) renderAll(state);
  });
  const html = (t: Token, display: boolean) => (t.meta as { html?: string } | null)?.html ?? renderMath(t.content, display);
  md.renderer.rules.math_inline = (tokens, idx) => html(tokens[idx], false);
  // Wide formulas scroll sideways on their own (focusable, as tables are) instead of widening the page.
  md.renderer.rules.math_block = (tokens, idx) => `<div class="wd-math" tabindex="0">${html(tokens[idx], true)}</div>\n`;
}
