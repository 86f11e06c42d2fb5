import { parseFenceInfo } from "../markdown/fence.ts";

// Which code fences of an article the content check can verify, and what each one claims (#22, #44): a
// JavaScript/TypeScript fence with a printed output runs in Node and its output must match; a shell fence
// with a printed output runs in bash in an empty folder and its output must match; other shell fences pass
// `bash -n`; JSON/YAML parse; SQL runs in SQLite. Every JavaScript/TypeScript fence must show its output or
// say `no-run: <reason>` in its info, and so must every shell fence (which keeps its syntax check).

export interface Fence {
  /** Line of the opening ``` (1-based, in the whole file). */
  line: number;
  /** Line of the closing ```. */
  end: number;
  info: string;
  code: string;
}

type SnippetKind = "node" | "bash" | "json" | "jsonc" | "yaml" | "sql";

export interface Snippet {
  kind: SnippetKind;
  /** The language as written (`js`, `ts`, `bash`, …): counts are reported per language. */
  lang: string;
  line: number;
  code: string;
  /** The fence's `[title]`, a file name the snippet may be imported by. */
  title?: string;
  /** Why it is not run (`no-run: reason`); the check requires a reason. Shell fences keep `bash -n`. */
  skip?: string;
  /** `varies: reason`: words with digits or 8+ characters may differ (random IDs, timestamps). */
  varies?: string;
  /** `cjs` / `esm` in the info: the module system a Node snippet runs as, where it matters. */
  module?: "cjs" | "esm";
  /** `continues`: a shell snippet that runs after the page's earlier running shell snippets, in their folder. */
  continues?: boolean;
  /** `tz=America/New_York` in the info: the time zone a Node snippet runs in (UTC otherwise). */
  tz?: string;
  /** What a Node or shell snippet claims to print, and where that claim is written. */
  expected?: { text: string; line: number };
}

export interface PageSnippets {
  snippets: Snippet[];
  problems: Array<{ line: number; problem: string }>;
  /** Titled JavaScript/TypeScript/JSON fences, written beside each other so one example can import another. */
  files: Array<{ path: string; code: string }>;
}

const NODE_LANGS = new Set(["js", "javascript", "mjs", "cjs", "ts", "typescript", "mts", "cts", "jsx", "tsx"]);
const KINDS: Record<string, SnippetKind> = {
  bash: "bash",
  sh: "bash",
  shell: "bash",
  json: "json",
  jsonc: "jsonc",
  json5: "jsonc",
  yaml: "yaml",
  yml: "yaml",
  sql: "sql",
};
const OUTPUT_LANGS = new Set(["text", "txt", "console", "output", "plaintext"]);
/** An end-of-line comment that states what the line prints: `// → 42`, `// prints: 42`, `// Output: 42`. */
const INLINE_OUTPUT = /\/\/\s*(?:→|->|=>|prints:?|logs:?|output:)\s?(.*)$/i;

/** Read the snippet flags of a fence info string, after the language, `{…}` and `[title]`. */
export function snippetFlags(info: string): { skip?: string; varies?: string; module?: "cjs" | "esm"; continues?: boolean; problem?: string } {
  const rest = info
    .replace(/^\S*?(?=[\s{[]|$)/, "")
    .replace(/\{[\d,\s-]+\}/, " ")
    .replace(/\[[^\]]*\]/, " ");
  const out: ReturnType<typeof snippetFlags> = {};
  const reasoned = /(?:^|\s)(no-run|varies)(?::\s*(.*))?$/.exec(rest);
  if (reasoned) {
    const reason = reasoned[2]?.trim();
    if (!reason) out.problem = `"${reasoned[1]}" needs a reason after a colon, e.g. \`${reasoned[1]}: needs a browser\``;
    else if (reasoned[1] === "no-run") out.skip = reason;
    else out.varies = reason;
  }
  const before = reasoned ? rest.slice(0, reasoned.index) : rest;
  if (/(?:^|\s)continues(?=\s|$)/.test(before)) out.continues = true;
  if (/(?:^|\s)cjs(?=\s|$)/.test(before)) out.module = "cjs";
  else if (/(?:^|\s)esm(?=\s|$)/.test(before)) out.module = "esm";
  return out;
}

/**
 * The output a Node fence claims: the `text` fence right after it (prose that introduces it, ending in a
 * colon, and `::: details` openers may sit between), or else its `// → …` comments, one output line each.
 */
function claimedOutput(fences: Fence[], k: number, lines: string[], firstLine: number, inline = true): Snippet["expected"] {
  const f = fences[k];
  const next = fences[k + 1];
  const nextInfo = next && parseFenceInfo(next.info);
  // A titled text fence (`text [~/.ssh/config]`) is a file to write, not what the snippet printed.
  if (next && nextInfo && OUTPUT_LANGS.has(nextInfo.lang) && !nextInfo.title) {
    const gap = lines.slice(f.end - firstLine + 1, next.line - firstLine).map((l) => l.trim());
    const prose = gap.filter((l) => l && !/^:::\s*details\b/.test(l));
    const containerOnly = gap.every((l) => !l.startsWith(":::") || /^:::\s*details\b/.test(l));
    const noHeading = gap.every((l) => !/^#{1,6}\s/.test(l));
    if (containerOnly && noHeading && (prose.length === 0 || prose.at(-1)!.endsWith(":"))) {
      return { text: next.code, line: next.line };
    }
  }
  if (!inline) return undefined; // `# → …` is not a shell convention; shell output is always a block
  const said = f.code
    .split("\n")
    .map((l) => INLINE_OUTPUT.exec(l)?.[1])
    .filter((v) => v !== undefined);
  return said.length ? { text: said.join("\n"), line: f.line } : undefined;
}

/** Every checkable snippet of a page, plus problems with the flags themselves. */
export function extractSnippets(fences: Fence[], lines: string[], firstLine: number): PageSnippets {
  const snippets: Snippet[] = [];
  const files: PageSnippets["files"] = [];
  const problems: Array<{ line: number; problem: string }> = [];
  fences.forEach((f, k) => {
    const info = parseFenceInfo(f.info);
    const kind: SnippetKind | undefined = NODE_LANGS.has(info.lang) ? "node" : KINDS[info.lang];
    if (!kind) return;
    const flags = snippetFlags(f.info);
    if (flags.problem) problems.push({ line: f.line, problem: flags.problem });
    // Markdown ends a backtick fence's info at a backtick, so the page would render as broken code.
    if (f.info.includes("`"))
      problems.push({
        line: f.line,
        problem: "the fence info contains a backtick, which Markdown does not allow after ```: write names in the reason without backticks",
      });
    if (info.title && (kind === "node" || kind === "json") && /^[\w./-]+$/.test(info.title) && !info.title.includes("..")) {
      files.push({ path: info.title, code: f.code });
    }
    const snippet: Snippet = {
      kind,
      lang: info.lang,
      line: f.line,
      code: f.code,
      title: info.title,
      skip: flags.skip,
      varies: flags.varies,
      module: flags.module,
      continues: flags.continues,
      tz: info.attrs.tz,
    };
    if (kind === "node" || kind === "bash") {
      snippet.expected = kind === "node" ? claimedOutput(fences, k, lines, firstLine) : claimedOutput(fences, k, lines, firstLine, false);
      // #44: an example nobody runs can be wrong unnoticed, so one that shows no output must say why.
      if (!snippet.expected && !snippet.skip) {
        problems.push({
          line: f.line,
          problem:
            kind === "node"
              ? `${info.lang} block shows no output, so it never runs: add what it prints (a \`text\` block right after it, or \`// → …\` comments), or mark it \`no-run: <reason>\``
              : `${info.lang} block shows no output, so only its syntax is checked: add what it prints (a \`text\` block right after it) to run it in an empty folder, or mark it \`no-run: <reason>\``,
        });
        if (kind === "node") return;
      }
    }
    snippets.push(snippet);
  });
  return { snippets, problems, files };
}
