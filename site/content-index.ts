import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { BuildError } from "./errors.ts";
import { sourceToUrl } from "./paths.ts";
import type { PageInfo } from "./sidebar.ts";

export interface ContentPage extends PageInfo {
  /** Relative to the content folder, "/"-separated: "frontend/basics/html/index.md". */
  source: string;
  frontmatter: Record<string, unknown>;
}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/;

/** Split and parse YAML front matter; a malformed block throws naming the file and line. */
export function parseFrontMatter(text: string, file: string): { data: Record<string, unknown>; body: string; bodyLine: number } {
  if (!text.startsWith("---")) return { data: {}, body: text, bodyLine: 1 };
  const m = FRONT_MATTER.exec(text);
  if (!m) throw new BuildError(file, "malformed front matter: the opening --- has no closing --- line", 1);
  let data: unknown;
  try {
    data = yaml.load(m[1]) ?? {};
  } catch (e) {
    const err = e as { mark?: { line: number }; reason?: string; message: string };
    throw new BuildError(file, `malformed front matter: ${err.reason ?? err.message}`, err.mark ? err.mark.line + 2 : 1);
  }
  if (typeof data !== "object" || Array.isArray(data)) {
    throw new BuildError(file, "malformed front matter: expected key: value pairs", 2);
  }
  const bodyLine = m[0].split("\n").length;
  return { data: data as Record<string, unknown>, body: text.slice(m[0].length), bodyLine };
}

/** The first `# ` heading of a Markdown body, without a custom `{#id}`. */
export function firstHeading(body: string): string | undefined {
  let inFence = false;
  for (const line of body.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const m = /^#\s+(.+?)\s*#*\s*$/.exec(line);
    if (m) return m[1].replace(/\s*\{#[^}]+\}\s*$/, "").replace(/`/g, "");
  }
  return undefined;
}

function walk(dir: string, rel = "", exclude: ReadonlySet<string> = new Set()): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || entry.name === "node_modules" || (rel === "" && entry.name === "public")) continue;
    const r = rel ? `${rel}/${entry.name}` : entry.name;
    if (exclude.has(r)) continue;
    if (entry.isDirectory()) out.push(...walk(path.join(dir, entry.name), r, exclude));
    else if (entry.name.endsWith(".md")) out.push(r);
  }
  return out;
}

/** Every Markdown page of a content folder with its URL, title, order and front matter. */
export function scanContent(contentDir: string, excludeDirs: string[] = []): ContentPage[] {
  const exclude = new Set(excludeDirs.map((d) => d.split(path.sep).join("/").replace(/^\.\/|\/+$/g, "")));
  return walk(contentDir, "", exclude)
    .sort()
    .map((source) => scanPage(contentDir, source));
}

/** One Markdown page of a content folder ("a/b.md"): its URL, title, order and front matter. */
export function scanPage(contentDir: string, source: string): ContentPage {
  const file = path.join(contentDir, source);
  const { data, body } = parseFrontMatter(fs.readFileSync(file, "utf8"), path.relative(process.cwd(), file));
  // Titles show as plain text (sidebar, pager, <title>): Markdown code backticks are dropped.
  const title = (typeof data.title === "string" ? data.title : firstHeading(body) ?? path.basename(source, ".md")).replace(/`/g, "");
  const order = typeof data.order === "number" ? data.order : undefined;
  return { source, url: sourceToUrl(source), title, order, frontmatter: data };
}
