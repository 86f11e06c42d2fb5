import type { MarkdownIt, Token } from "markdown-it";
import { BuildError } from "../errors.ts";
import { originOf, pageFileOf } from "./source.ts";
import { hasVueHtml, renderVueHtml, VUE_HINT } from "./vue.ts";
import { renderSince } from "./since.ts";
import { escapeHtml } from "../../common/html.ts";
import { VUE_KEY, type VuePageMarks } from "../vue/site.ts";
import { isLiveVueFence } from "./vue-fence.ts";

// The silent pass-through guard: after every other rule, anything VitePress syntax left unrendered outside
// code — a `<<<` import, an `<!--@include-->`, an unknown `:shortcode:` — stops the build naming the file
// and line, instead of reaching the reader as raw text.
// Vue syntax (`{{ }}`, a component, a directive, <script setup>) marks the page as a Vue page (env
// VUE_KEY): its <script>/<style> blocks are lifted out and code gets v-pre, as VitePress does, and
// site/vue renders it after markdown-it. A page without is left as it was: <Badge> is rendered here
// (site/markdown/vue.ts), and inside `::: v-pre` Vue markup is shown as text.

const INTERPOLATION = /\{\{[\s\S]*?\}\}|\{\{/;
const SNIPPET = /^\s*<<<\s*\S/m;
const SHORTCODE = /(?:^|[\s(])(:[a-z][a-z0-9_+-]*:)(?=$|[\s.,;!?)])/;
const INCLUDE = /<!--\s*@include:/;

export interface Problem {
  /** 0-based line of the rendered source (a token's map). */
  line: number;
  problem: string;
  /** Vue syntax: on a page (not in a search record), a reason to render it with Vue, not an error. */
  vue?: boolean;
}

/** An HTML token's content with <Badge> rendered, applied only when the page turns out not to be a Vue page. */
type Pending = Array<{ token: Token; html: string }>;

const linesBefore = (s: string, index: number) => s.slice(0, index).split("\n").length - 1;
const withoutComments = (s: string) => s.replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, " "));

/** Check (and render <Badge> in) one raw HTML token starting at 0-based `line`. */
function checkHtml(token: Token, line: number, problems: Problem[], pending: Pending): void {
  // <Since v="2.1"/> on every page, a Vue page too: Vue never sees it (site/markdown/since.ts).
  const raw = token.content;
  const since = renderSince(raw);
  token.content = since.html;
  for (const p of since.problems) problems.push({ line: line + linesBefore(raw, p.index), problem: p.problem });
  const source = token.content;
  const r = renderVueHtml(source);
  if (r.html !== source) pending.push({ token, html: r.html });
  for (const p of r.problems) problems.push({ line: line + linesBefore(source, p.index), problem: p.problem, vue: true });
  const inc = INCLUDE.exec(source);
  if (inc)
    problems.push({
      line: line + linesBefore(source, inc.index),
      problem: "include not resolved: write <!--@include: ./path/file.md--> with a path (a range {3,10} or #region may follow)",
    });
  const mustache = INTERPOLATION.exec(withoutComments(source));
  if (mustache)
    problems.push({
      line: line + linesBefore(source, mustache.index),
      problem: `Vue interpolation ${mustache[0].slice(0, 40)} is not supported outside code ${VUE_HINT} (or put it in \`code\`)`,
      vue: true,
    });
}

function checkText(text: string, line: number, problems: Problem[]): void {
  const mustache = INTERPOLATION.exec(text);
  if (mustache)
    problems.push({
      line,
      problem: `Vue interpolation ${mustache[0].slice(0, 40)} is not supported outside code ${VUE_HINT} (or put it in \`code\`)`,
      vue: true,
    });
  if (SNIPPET.test(text))
    problems.push({
      line,
      problem: `snippet import "${text.trim().slice(0, 60)}" was not recognised: put <<< @/path/file.ext at the start of its own line, after a blank line`,
    });
  const code = SHORTCODE.exec(text);
  if (code)
    problems.push({
      line,
      problem: `unknown emoji shortcode ${code[1]}: use a name from markdown-it-emoji's full list, or put it in \`code\` to show it as text`,
    });
}

const SFC_BLOCK = /^\s*<(script|style)\b[\s\S]*<\/\1>\s*$/i;

/** A Vue page: its <script>/<style> blocks lifted out, `::: v-pre` as Vue's v-pre, the marks on the env. */
function markVuePage(tokens: Token[], env: Record<string, unknown>, line: number): void {
  const blocks: string[] = [];
  for (const t of tokens) {
    if (t.type === "html_block" && SFC_BLOCK.test(t.content)) {
      blocks.push(t.content.trim());
      t.content = "";
    } else if (t.type === "container_v-pre_open" || t.type === "container_v-pre_close") {
      t.content = t.nesting > 0 ? "<div v-pre>\n" : "</div>\n";
      t.type = "html_block";
      // Still the container's bounds for what reads the tokens after (the search records).
      t.meta = { ...t.meta, vPre: t.nesting > 0 ? "open" : "close" };
    }
  }
  env[VUE_KEY] = { line, blocks } satisfies VuePageMarks;
}

/** Code on a Vue page is shown as written, as VitePress renders it: v-pre on its first element. */
export function vPreOnVuePage(html: string, env: unknown): string {
  return (env as Record<string, unknown> | undefined)?.[VUE_KEY] ? html.replace(/^(\s*<[\w-]+)/, "$1 v-pre") : html;
}

export function guardPlugin(md: MarkdownIt): void {
  const codeInline = md.renderer.rules.code_inline!;
  md.renderer.rules.code_inline = (tokens, idx, options, env, self) => vPreOnVuePage(codeInline(tokens, idx, options, env, self), env);
  md.core.ruler.push("web_docs_guard", (state) => {
    const problems: Problem[] = [];
    const pending: Pending = [];
    let vPre = 0;
    let line = 0;
    for (const t of state.tokens) {
      if (t.map) line = t.map[0];
      if (t.type === "container_v-pre_open") vPre++;
      else if (t.type === "container_v-pre_close") vPre--;
      else if (vPre > 0) {
        // Shown literally: Vue markup as text; everything else as authored.
        if (t.type === "html_block" && hasVueHtml(t.content)) t.content = `<p>${escapeHtml(t.content.trim())}</p>\n`;
        for (const c of t.children ?? [])
          if (c.type === "html_inline" && hasVueHtml(c.content)) {
            c.type = "text";
          }
      } else if (t.type === "html_block") checkHtml(t, line, problems, pending);
      else if (t.type === "fence" && isLiveVueFence(t.info, t.content)) problems.push({ line, problem: "Vue interpolation in a -vue fence", vue: true });
      else if (t.type === "inline") {
        let at = line;
        for (const c of t.children ?? []) {
          if (c.type === "softbreak" || c.type === "hardbreak") at++;
          else if (c.type === "html_inline") checkHtml(c, at, problems, pending);
          else if (c.type === "text") checkText(c.content, at, problems);
        }
      }
    }
    // Only a page render reports (the search index and other readers of the text have no file to name).
    const page = pageFileOf(state.env);
    const vue = problems.find((p) => p.vue);
    if (vue && page && !state.inlineMode) markVuePage(state.tokens, state.env, originOf(state.env, vue.line).line ?? 1);
    else for (const p of pending) p.token.content = p.html;
    const errors = page ? problems.filter((p) => !p.vue) : [];
    if (!errors.length || !page) return;
    throw pageProblems(state.env, errors);
  });
}

/** A page's problems as one error: the first in full at its file and line, the others' lines after it. */
export function pageProblems(env: unknown, problems: Problem[]): BuildError {
  const first = problems[0];
  const where = originOf(env, first.line);
  const more =
    problems.length > 1
      ? ` (and ${problems.length - 1} more on this page: ${problems
          .slice(1, 4)
          .map((p) => `line ${originOf(env, p.line).line}`)
          .join(", ")}${problems.length > 4 ? ", …" : ""})`
      : "";
  return new BuildError(where.file, first.problem + more, where.line);
}
