import fs from "node:fs";
import path from "node:path";
import { parseFrontMatter } from "./front-matter-text.ts";
import { createMarkdown } from "./markdown/index.ts";
import { resolveLink } from "./markdown/links.ts";
import { extractSnippets, type Fence, type PageSnippets } from "./snippets/extract.ts";
import { checkVerified } from "./verified-check.ts";
import { pageEnv } from "./markdown/source.ts";

// Editorial checks over Markdown sources (issues #7–#9): what a reviewer would otherwise do by hand.

export interface ContentProblem {
  file: string;
  line?: number;
  problem: string;
}

export interface MermaidBlock {
  file: string;
  line: number;
  code: string;
}

export interface CheckResult {
  problems: ContentProblem[];
  /** Reported but not failing: an in-depth article without a "Further reading" of 2–5 sources (#22). */
  warnings: ContentProblem[];
  mermaid: MermaidBlock[];
  /** Per page, the snippets the snippet runner checks (site/snippets/run.ts). */
  snippets: Array<{ file: string; page: PageSnippets }>;
  pages: Array<{ file: string; words: number; intro: boolean }>;
}

const MIN_PROSE_WORDS = 300;
const FURTHER_READING_MAX = 5;

const md = createMarkdown({ labels: { copyCode: "Copy code" }, contentDir: () => contentRoot });
/** The content folder being checked: where `@/` in includes and snippet imports points. */
let contentRoot: string | undefined;

/** Prose words: text outside code fences, front matter, HTML and container markers; CJK characters count one each. */
function proseWords(body: string): number {
  const text = body
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, " ")
    .replace(/^:::.*$/gm, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/`[^`\n]*`/g, " x ")
    .replace(/\]\([^)]*\)/g, "] ");
  const latin = text.match(/[A-Za-z0-9][A-Za-z0-9'’-]*/g)?.length ?? 0;
  const cjk = text.match(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g)?.length ?? 0;
  return latin + cjk;
}

function scanLines(body: string, bodyLine: number) {
  const lines = body.split("\n");
  const headings: Array<{ line: number; level: number; text: string }> = [];
  const fences: Fence[] = [];
  let fence: { marker: string; line: number; info: string; code: string[] } | null = null;
  lines.forEach((raw, i) => {
    const line = bodyLine + i;
    const open = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(raw);
    if (fence) {
      if (open?.[2].startsWith(fence.marker) && !open[3].trim()) {
        fences.push({ line: fence.line, end: line, info: fence.info, code: fence.code.join("\n") });
        fence = null;
      } else fence.code.push(raw);
      return;
    }
    if (open) {
      fence = { marker: open[2], line, info: open[3].trim(), code: [] };
      return;
    }
    const h = /^(#{1,6})\s+(.*)$/.exec(raw);
    if (h) headings.push({ line, level: h[1].length, text: h[2] });
  });
  return { lines, headings, fences };
}

/** Check one page; `sources` is every Markdown file of the content folder, for link resolution. */
export function checkPage(
  contentDir: string,
  source: string,
  ids: (source: string) => Set<string> | null,
  now: Date = new Date(),
): { problems: ContentProblem[]; warnings: ContentProblem[]; mermaid: MermaidBlock[]; snippets: PageSnippets; words: number; intro: boolean } {
  const abs = path.join(contentDir, source);
  const file = path.relative(process.cwd(), abs);
  const problems: ContentProblem[] = [];
  const add = (problem: string, line?: number) => problems.push({ file, line, problem });
  const { data, body, bodyLine } = parseFrontMatter(fs.readFileSync(abs, "utf8"), file);
  const isHome = data.layout === "home";
  const intro = path.basename(source) === "index.md";
  if (typeof data.title !== "string" || !data.title.trim()) add("front matter has no title");
  if (typeof data.description !== "string" || !data.description.trim()) add("front matter has no description");

  const { lines, headings, fences } = scanLines(body, bodyLine);
  const warnings: ContentProblem[] = [];
  // Versions the facts were checked against (#22, #44): pins, the site table and the 12-month rule.
  const verified = checkVerified(contentDir, data, !intro && !isHome, now);
  for (const p of verified.problems) add(p);
  for (const w of verified.warnings) warnings.push({ file, problem: w });
  if (!intro && !isHome) {
    const further = headings.find((h) => h.level === 2 && /^further reading$/i.test(h.text.trim()));
    if (!further)
      warnings.push({
        file,
        problem: `no "Further reading" section: end the article with 2–${FURTHER_READING_MAX} primary sources its facts were checked against`,
      });
    else {
      const next = headings.find((h) => h.line > further.line && h.level <= 2);
      const links = lines
        .slice(further.line - bodyLine + 1, next ? next.line - bodyLine : lines.length)
        .filter((l) => /^\s*[-*]\s+.*\]\(https?:\/\//.test(l)).length;
      if (links < 2 || links > FURTHER_READING_MAX)
        warnings.push({ file, line: further.line, problem: `"Further reading" lists ${links} sources (expected 2–${FURTHER_READING_MAX})` });
    }
  }
  const h1s = headings.filter((h) => h.level === 1);
  if (!isHome && h1s.length !== 1) add(`expected exactly one h1, found ${h1s.length}`, h1s[1]?.line);
  // A heading with nothing but blank lines before the next heading (or the end) is an empty section.
  headings.forEach((h, k) => {
    if (h.level === 1) return;
    const from = h.line - bodyLine + 1;
    const to = k + 1 < headings.length ? headings[k + 1].line - bodyLine : lines.length;
    const between = lines.slice(from, to).filter((l) => l.trim());
    if (between.length === 0) add(`empty section "${h.text}"`, h.line);
  });
  const mermaid: MermaidBlock[] = [];
  for (const f of fences) {
    const lang = f.info.split(/[\s{[]/)[0];
    if (!lang) add("code fence without a language", f.line);
    if (lang === "mermaid") mermaid.push({ file, line: f.line, code: f.code });
  }
  const words = proseWords(body);
  if (!intro && !isHome && words < MIN_PROSE_WORDS) add(`only ${words} words of prose (at least ${MIN_PROSE_WORDS} outside intro pages)`);

  // Links and anchors, from the same token stream the site renders.
  const tokens = md.parse(body, pageEnv(abs));
  for (const block of tokens) {
    for (const t of block.children ?? []) {
      if (t.type !== "link_open") continue;
      const href = String(t.attrGet("href") ?? "");
      const line = block.map ? bodyLine + block.map[0] : undefined;
      if (href.startsWith("#")) {
        if (!ids(source)?.has(decodeURIComponent(href.slice(1)))) add(`broken anchor "${href}"`, line);
        continue;
      }
      const target = resolveLink(href, source);
      if (!target) continue;
      let p = target.pathname.replace(/^\//, "");
      if (p.endsWith("/") || p === "") p += "index.md";
      else if (p.endsWith(".html")) p = `${p.slice(0, -5)}.md`;
      else if (!p.endsWith(".md")) {
        if (!fs.existsSync(path.join(contentDir, "public", p))) add(`broken link "${href}"`, line);
        continue;
      }
      const targetIds = ids(p);
      if (!targetIds) add(`broken link "${href}": no page ${p}`, line);
      else if (target.hash && !targetIds.has(decodeURIComponent(target.hash.slice(1)))) add(`broken anchor "${href}" (${p} has no such heading)`, line);
    }
  }
  const snippets = extractSnippets(fences, lines, bodyLine);
  return { problems, warnings, mermaid, snippets, words, intro };
}

/** Heading ids of a page as the site renders them (slugs, custom ids, de-duplication). */
function headingIds(contentDir: string, source: string): Set<string> | null {
  const abs = path.join(contentDir, source);
  if (!fs.existsSync(abs)) return null;
  const { body } = parseFrontMatter(fs.readFileSync(abs, "utf8"), source);
  const html = md.render(body, pageEnv(abs));
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
}

function listSources(contentDir: string, under = ""): string[] {
  const root = path.join(contentDir, under);
  if (!fs.existsSync(root)) return [];
  if (fs.statSync(root).isFile()) return [under];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .map((f) => path.join(under, f).split(path.sep).join("/"))
    .filter((f) => f.endsWith(".md") && !f.startsWith("public/"))
    .sort();
}

export function checkContent(contentDir: string, only: string[] = [""], now: Date = new Date()): CheckResult {
  const cache = new Map<string, Set<string> | null>();
  const ids = (s: string) => {
    if (!cache.has(s)) cache.set(s, headingIds(contentDir, s));
    return cache.get(s)!;
  };
  const result: CheckResult = { problems: [], warnings: [], mermaid: [], snippets: [], pages: [] };
  contentRoot = path.resolve(contentDir);
  for (const source of only.flatMap((o) => listSources(contentDir, o))) {
    try {
      const r = checkPage(contentDir, source, ids, now);
      result.problems.push(...r.problems);
      result.warnings.push(...r.warnings);
      result.mermaid.push(...r.mermaid);
      result.snippets.push({ file: path.relative(process.cwd(), path.join(contentDir, source)), page: r.snippets });
      result.pages.push({ file: source, words: r.words, intro: r.intro });
    } catch (e) {
      result.problems.push({ file: source, problem: (e as Error).message });
    }
  }
  return result;
}
