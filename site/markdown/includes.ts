import fs from "node:fs";
import path from "node:path";
import type { MarkdownIt } from "markdown-it";
import { containedFile, readText, rootsWith } from "../contain.ts";
import { BuildError } from "../errors.ts";
import { slugify } from "../../common/slug.ts";
import { findRegion } from "./regions.ts";
import { splitFrontMatter } from "../front-matter-text.ts";
import { bodyStartLine, type Origin, pageFileOf, SOURCE_KEY, type SourceInfo } from "./source.ts";

// `<!--@include: ./parts/basics.md-->` as VitePress has it (src/node/utils/processIncludes.ts): resolved on the
// source text before parsing, anywhere in it (fences too), so included headings join the outline, the slugs
// and search. `@/` starts at the content folder; `{3,10}` keeps a line range; `#name` a region or a section.
const INCLUDE = /<!--\s*@include:\s*(.*?)\s*-->/g;
/** Whether a text may hold an include at all. */
const INCLUDE_MARK = /<!--\s*@include:/;
const RANGE = /\{(\d*),(\d*)\}$/;
const REGION = /(#[^\s{]+)$/;

export interface Expanded {
  text: string;
  /** Origin of each line of `text`. */
  origins: Origin[];
  /** Every file included, at any depth. */
  files: Set<string>;
}

const rel = (f: string) => path.relative(process.cwd(), f) || f;

/** The section under the heading whose id (slug or `{#id}`) is `name`, up to the next heading as high. */
function findSection(lines: string[], name: string): { start: number; end: number } | null {
  let fence = "";
  let found: { start: number; level: number } | null = null;
  for (const [i, line] of lines.entries()) {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f && (!fence || f[1].startsWith(fence))) {
      fence = fence ? "" : f[1];
      continue;
    }
    if (fence) continue;
    const h = /^(#{1,6})\s+(.*?)\s*$/.exec(line);
    if (!h) continue;
    if (found && h[1].length <= found.level) return { start: found.start, end: i };
    const custom = /\{#([^}\s]+)\}$/.exec(h[2]);
    if (!found && (custom ? custom[1] : slugify(h[2])) === name) found = { start: i, level: h[1].length };
  }
  return found ? { start: found.start, end: lines.length } : null;
}

/**
 * An include's spec: `path{from,to}` or `path#name`, resolved from the including file (`@/`: the content
 * folder), and its real path when it exists inside `roots` (a file outside them is a BuildError at `at`).
 */
function resolveTarget(spec: string, file: string, root: string, roots: string[], at: number) {
  const range = RANGE.exec(spec);
  if (range) spec = spec.slice(0, -range[0].length);
  const region = REGION.exec(spec);
  if (region) spec = spec.slice(0, -region[0].length);
  const target = spec.startsWith("@") ? path.join(root, spec.slice(spec[1] === "/" ? 2 : 1)) : path.join(path.dirname(file), spec);
  const real = containedFile(target, roots, { file: rel(file), line: at }, `include "${spec}":`);
  return { range, region, target, real, found: !!real && fs.statSync(real).isFile() };
}

/** 0-based indexes of the lines inside fenced code blocks (the fence lines included). */
function fencedLines(src: string): Set<number> {
  const inside = new Set<number>();
  let fence = "";
  src.split("\n").forEach((line, i) => {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence || f) inside.add(i);
    if (f && (!fence || (f[1].startsWith(fence) && !line.trim().slice(f[1].length).trim()))) fence = fence ? "" : f[1];
  });
  return inside;
}

/**
 * Expand the includes of `src` (the text of `file` from its line `firstLine`). `root` is the content folder;
 * `extraRoots` the other folders parts may come from (site/contain.ts). A missing file, region or section, a
 * file outside those folders, or a cycle, throws a BuildError naming the including file and line (except a
 * missing file named in code, which stays as written, as in VitePress).
 */
export function expandIncludes(src: string, file: string, root: string, firstLine = 1, chain: string[] = [], extraRoots: string[] = []): Expanded {
  const roots = rootsWith(root, extraRoots);
  const lines: string[] = [""];
  const origins: Origin[] = [];
  const files = new Set<string>();
  const add = (text: string, origin: (k: number) => Origin) => {
    text.split("\n").forEach((part, k) => {
      if (k > 0) lines.push("");
      if (origins.length < lines.length) origins.push(origin(k));
      lines[lines.length - 1] += part;
    });
  };
  let last = 0;
  const lineAt = (offset: number) => firstLine + src.slice(0, offset).split("\n").length - 1;
  const fenced = fencedLines(src);
  for (const m of src.matchAll(INCLUDE)) {
    const spec = m[1];
    if (!spec) continue;
    const at = lineAt(m.index);
    // In a fence or a code span, a directive that names no file is a documentation example: VitePress
    // prints it as written.
    const lineStart = src.lastIndexOf("\n", m.index) + 1;
    const inCode = fenced.has(at - firstLine) || (src.slice(lineStart, m.index).split("`").length - 1) % 2 === 1;
    const fail = (problem: string): never => {
      throw new BuildError(rel(file), problem, at);
    };
    const parsed = resolveTarget(spec, file, root, roots, at);
    if (inCode && !parsed.found) continue;
    const before = src.slice(last, m.index);
    const beforeLine = lineAt(last);
    add(before, (k) => ({ file, line: beforeLine + k }));
    last = m.index + m[0].length;

    const { range, region, target } = parsed;
    if (!parsed.found) {
      fail(`include "${m[1]}" not found: there is no file ${rel(target)} (paths start at the including file's folder, or at the content folder with @/)`);
    }
    if (target === file || chain.includes(target)) {
      fail(`include cycle: ${[...chain, file, target].map(rel).join(" → ")}`);
    }
    let content = readText(parsed.real!, { file: rel(file), line: at }).replace(/\r\n/g, "\n");
    let start = 1;
    if (region) {
      const all = content.split("\n");
      const name = region[1].slice(1);
      const found = findRegion(all, name) ?? findSection(all, name);
      if (!found) fail(`include "${m[1]}": ${rel(target)} has no region or heading "${name}" (mark one with #region ${name} … #endregion ${name})`);
      content = all.slice(found!.start, found!.end).join("\n");
      start = found!.start + 1;
    }
    if (range) {
      const all = content.split("\n");
      const from = range[1] ? Number(range[1]) - 1 : 0;
      content = all.slice(from, range[2] ? Number(range[2]) : undefined).join("\n");
      start += from;
    }
    if (!region && !range) {
      const split = splitFrontMatter(content);
      if (split.yaml !== null) {
        content = split.body;
        start = split.bodyLine;
      }
    }
    // Relative links in the part point from the part's folder: make them content-rooted (as VitePress).
    content = content.replace(
      /\]\((\.{1,2}\/[^)\s]*)/g,
      (_, p: string) =>
        `](/${path
          .relative(root, path.resolve(path.dirname(target), p))
          .split(path.sep)
          .join("/")}`,
    );
    const inner = expandIncludes(content, target, root, start, [...chain, file], extraRoots);
    files.add(target);
    inner.files.forEach((f) => files.add(f));
    add(inner.text, (k) => inner.origins[k] ?? { file: target, line: start + k });
  }
  const restLine = lineAt(last);
  add(src.slice(last), (k) => ({ file, line: restLine + k }));
  return { text: lines.join("\n"), origins, files };
}

/**
 * Expand includes before markdown-it parses (core rule ahead of "normalize"), and leave on the env where
 * every line came from and which files the page read. Needs the page's file on the env (Eleventy's
 * `page.inputPath`, or pageEnv()); `contentDir` is where `@/` points; `extraRoots` as for expandIncludes.
 */
export function includesPlugin(md: MarkdownIt, contentDir: () => string | undefined, extraRoots: () => string[] = () => []): void {
  md.core.ruler.before("normalize", "web_docs_includes", (state) => {
    if (state.inlineMode) return;
    const file = pageFileOf(state.env);
    if (!file || !state.env || typeof state.env !== "object") return;
    let info: SourceInfo;
    if (INCLUDE_MARK.test(state.src)) {
      const expanded = expandIncludes(state.src, file, contentDir() ?? path.dirname(file), bodyStartLine(file, state.src), [], extraRoots());
      state.src = expanded.text;
      info = { file, origins: expanded.origins, files: expanded.files };
    } else {
      // No include (most pages): the text stays as it is, and where its lines start in the file (which takes
      // reading the file again for its front matter) is worked out only when an error names a line.
      const src = state.src;
      let origins: Origin[] | undefined;
      info = {
        file,
        files: new Set(),
        get origins() {
          if (!origins) {
            const first = bodyStartLine(file, src);
            origins = src.split("\n").map((_, k) => ({ file, line: first + k }));
          }
          return origins;
        },
      };
    }
    (state.env as Record<string, unknown>)[SOURCE_KEY] = info;
  });
}
