// A Markdown file's front matter as text and as data: the one `---` fence rule and the one YAML loader
// (js-yaml, as Eleventy's gray-matter uses; site/config/safe-data.ts refuses prototype keys). Pages, included
// parts, the line numbers of errors and Eleventy's own front-matter engine (site/eleventy.ts) all split here.
import { ForbiddenKeyError, loadYamlData } from "./config/safe-data.ts";
import { BuildError } from "./errors.ts";
import { escapeRegExp } from "../common/regexp.ts";

// A `---` line opens the file, a `---` line closes the block (spaces or tabs may trail either; CRLF or LF).
const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/;

export interface SplitText {
  /** The YAML between the fences; null when the text has no front matter (or an unclosed block: `open`). */
  yaml: string | null;
  /** The text after the closing fence (all of it without front matter). */
  body: string;
  /** The line (1-based) of the file the body starts on. */
  bodyLine: number;
  /** The text starts with `---` but no closing `---` line follows. */
  open: boolean;
}

/** Split a Markdown file's text into its front matter's YAML and its body. */
export function splitFrontMatter(text: string): SplitText {
  const m = text.startsWith("---") ? FENCE.exec(text) : null;
  if (!m) return { yaml: null, body: text, bodyLine: 1, open: text.startsWith("---") };
  return { yaml: m[1], body: text.slice(m[0].length), bodyLine: m[0].split("\n").length, open: false };
}

/** Split and parse YAML front matter; a malformed block throws naming the file and line. */
export function parseFrontMatter(text: string, file: string): { data: Record<string, unknown>; body: string; bodyLine: number; yaml: string | null } {
  const split = splitFrontMatter(text);
  if (split.open) throw new BuildError(file, "malformed front matter: the opening --- has no closing --- line", 1);
  if (split.yaml === null) return { data: {}, body: text, bodyLine: 1, yaml: null };
  let data: unknown;
  try {
    data = loadYamlData(split.yaml) ?? {};
  } catch (e) {
    if (e instanceof ForbiddenKeyError) throw new BuildError(file, `front matter: ${e.message}`, e.line ? e.line + 1 : 1);
    const err = e as { mark?: { line: number }; reason?: string; message: string };
    throw new BuildError(file, `malformed front matter: ${err.reason ?? err.message} (fix the YAML between the --- lines)`, err.mark ? err.mark.line + 2 : 1);
  }
  if (typeof data !== "object" || Array.isArray(data)) {
    throw new BuildError(file, "malformed front matter: expected key: value pairs", 2);
  }
  return { data: data as Record<string, unknown>, body: split.body, bodyLine: split.bodyLine, yaml: split.yaml };
}

/** The line (1-based, in the Markdown file) of a top-level front-matter key; undefined when not found. */
export function keyLine(source: string, key: string): number | undefined {
  const { yaml } = splitFrontMatter(source);
  if (yaml === null) return undefined;
  const at = new RegExp(`^(${escapeRegExp(key)}|"${key}"|'${key}')\\s*:`);
  const i = yaml.split(/\r?\n/).findIndex((line) => at.test(line));
  return i < 0 ? undefined : i + 2;
}
