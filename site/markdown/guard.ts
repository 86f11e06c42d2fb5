import type { MarkdownIt, Token } from "markdown-it";
import { BuildError } from "../errors.ts";
import { originOf, pageFileOf } from "./source.ts";
import { hasVueHtml, renderVueHtml, VUE_HINT } from "./vue.ts";
import { escapeHtml } from "../../common/html.ts";

// The silent pass-through guard: after every other rule, anything VitePress syntax left unrendered outside
// code — a `<<<` import, an `<!--@include-->`, `{{ }}`, a Vue component or directive, an unknown
// `:shortcode:` — stops the build naming the file and line, instead of reaching the reader as raw text.
// <Badge> is rendered here (site/markdown/vue.ts). Inside `::: v-pre` nothing is checked and Vue markup is
// shown as text, as VitePress keeps it uncompiled there.

const INTERPOLATION = /\{\{[\s\S]*?\}\}|\{\{/;
const SNIPPET = /^\s*<<<\s*\S/m;
const SHORTCODE = /(?:^|[\s(])(:[a-z][a-z0-9_+-]*:)(?=$|[\s.,;!?)])/;
const INCLUDE = /<!--\s*@include:/;

export interface Problem {
  /** 0-based line of the rendered source (a token's map). */
  line: number;
  problem: string;
}

const linesBefore = (s: string, index: number) => s.slice(0, index).split("\n").length - 1;
const withoutComments = (s: string) => s.replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, " "));

/** Check (and render <Badge> in) one raw HTML token starting at 0-based `line`. */
function checkHtml(token: Token, line: number, problems: Problem[]): void {
  const source = token.content;
  const r = renderVueHtml(source);
  token.content = r.html;
  for (const p of r.problems) problems.push({ line: line + linesBefore(source, p.index), problem: p.problem });
  const inc = INCLUDE.exec(token.content);
  if (inc) problems.push({ line: line + linesBefore(token.content, inc.index), problem: "include not resolved: write <!--@include: ./path/file.md--> with a path (a range {3,10} or #region may follow)" });
  const mustache = INTERPOLATION.exec(withoutComments(token.content));
  if (mustache) problems.push({ line: line + linesBefore(token.content, mustache.index), problem: `Vue interpolation ${mustache[0].slice(0, 40)} is not supported outside code ${VUE_HINT} (or put it in \`code\`)` });
}

function checkText(text: string, line: number, problems: Problem[]): void {
  const mustache = INTERPOLATION.exec(text);
  if (mustache) problems.push({ line, problem: `Vue interpolation ${mustache[0].slice(0, 40)} is not supported outside code ${VUE_HINT} (or put it in \`code\`)` });
  if (SNIPPET.test(text)) problems.push({ line, problem: `snippet import "${text.trim().slice(0, 60)}" was not recognised: put <<< @/path/file.ext at the start of its own line, after a blank line` });
  const code = SHORTCODE.exec(text);
  if (code) problems.push({ line, problem: `unknown emoji shortcode ${code[1]}: use a name from markdown-it-emoji's full list, or put it in \`code\` to show it as text` });
}

export function guardPlugin(md: MarkdownIt): void {
  md.core.ruler.push("web_docs_guard", (state) => {
    const problems: Problem[] = [];
    let vPre = 0;
    let line = 0;
    for (const t of state.tokens) {
      if (t.map) line = t.map[0];
      if (t.type === "container_v-pre_open") vPre++;
      else if (t.type === "container_v-pre_close") vPre--;
      else if (vPre > 0) {
        // Shown literally: Vue markup as text; everything else as authored.
        if (t.type === "html_block" && hasVueHtml(t.content)) t.content = `<p>${escapeHtml(t.content.trim())}</p>\n`;
        for (const c of t.children ?? []) if (c.type === "html_inline" && hasVueHtml(c.content)) { c.type = "text"; }
      } else if (t.type === "html_block") checkHtml(t, line, problems);
      else if (t.type === "inline") {
        let at = line;
        for (const c of t.children ?? []) {
          if (c.type === "softbreak" || c.type === "hardbreak") at++;
          else if (c.type === "html_inline") checkHtml(c, at, problems);
          else if (c.type === "text") checkText(c.content, at, problems);
        }
      }
    }
    // Only a page render reports (the search index and other readers of the text have no file to name).
    if (!problems.length || !pageFileOf(state.env)) return;
    throw pageProblems(state.env, problems);
  });
}

/** A page's problems as one error: the first in full at its file and line, the others' lines after it. */
export function pageProblems(env: unknown, problems: Problem[]): BuildError {
  const first = problems[0];
  const where = originOf(env, first.line);
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more on this page: ${problems.slice(1, 4).map((p) => `line ${originOf(env, p.line).line}`).join(", ")}${problems.length > 4 ? ", …" : ""})` : "";
  return new BuildError(where.file, first.problem + more, where.line);
}
