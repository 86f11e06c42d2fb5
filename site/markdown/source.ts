import path from "node:path";
import { splitFrontMatter } from "../front-matter-text.ts";
import { readPageFile } from "../page-files.ts";

/** Where a line of the rendered Markdown came from: a file (absolute) and its 1-based line. */
export interface Origin {
  file: string;
  line: number;
}

/**
 * What the pipeline knows about the page being rendered, kept on the markdown-it env: the page's file,
 * the origin of every line of the (include-expanded) source, and every other file the page read
 * (includes, snippets) so a dev server can watch them.
 */
export interface SourceInfo {
  file: string;
  origins: Origin[];
  files: Set<string>;
}

/** The env key; Eleventy's env is the page data, so the key is namespaced. */
export const SOURCE_KEY = "webDocsSource";

/** The env for rendering a Markdown file outside Eleventy (content check, search records, tests). */
export function pageEnv(file: string): { page: { inputPath: string } } {
  return { page: { inputPath: file } };
}

/** The page file of a render: Eleventy's `page.inputPath`. */
export function pageFileOf(env: unknown): string | undefined {
  const p = (env as { page?: { inputPath?: unknown } } | undefined)?.page?.inputPath;
  return typeof p === "string" && p ? path.resolve(p) : undefined;
}

/**
 * Line in the file of the body's first line: Eleventy hands markdown-it the body without its front
 * matter, so count the lines the file has before it.
 */
export function bodyStartLine(file: string, body: string): number {
  let text: string;
  try {
    text = readPageFile(file);
  } catch {
    return 1;
  }
  if (!body || !text.endsWith(body)) return splitFrontMatter(text).bodyLine;
  return text.slice(0, text.length - body.length).split("\n").length;
}

/** The origin of a 0-based line of the rendered source (a token's map[0]), for error messages. */
export function originOf(env: unknown, line: number): { file: string; line?: number } {
  const info = (env as Record<string, SourceInfo | undefined> | undefined)?.[SOURCE_KEY];
  const o = info?.origins[line];
  if (o) return { file: path.relative(process.cwd(), o.file) || o.file, line: o.line };
  const file = pageFileOf(env);
  return { file: file ? path.relative(process.cwd(), file) : "(markdown)", line: line + 1 };
}
