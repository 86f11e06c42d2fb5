// The front-matter keys the theme reads, checked before any page renders by one schema
// (config/frontmatter-schema.ts): a wrong shape stops the build naming the file, the line of the key and
// what to write, and every bad page of a build is reported together.
import fs from "node:fs";
import { type FrontMatter, frontmatterSchema, plainKeys, STANDALONE } from "./config/frontmatter-schema.ts";
import { parseWith, type Problem } from "./config/issues.ts";
import { BuildError } from "./errors.ts";
import { keyLine } from "./front-matter-text.ts";
import { LAYOUTS } from "../common/page-module.ts";

export type { FrontMatter };

/** One problem as a line: `front matter "title": expected a string, got 3`, `front matter hero.tagline: …`. */
function problemText(p: Problem): string {
  if (p.message.startsWith(STANDALONE)) return p.message.slice(STANDALONE.length);
  const named = Object.hasOwn(plainKeys, p.path) ? JSON.stringify(p.path) : p.path;
  return `front matter ${named}: ${p.message}`;
}

/** The error of a page's problems, at the line of the first bad key when the source text is at hand. */
function frontmatterError(file: string, problems: Problem[], source?: string): BuildError {
  const key = /^[^.[]+/.exec(problems[0].path)?.[0];
  const line = source !== undefined && key ? keyLine(source, key) : undefined;
  return new BuildError(file, problems.map(problemText).join("; "), line);
}

/**
 * Check and normalise the front-matter keys the theme reads; a wrong shape throws naming the file (and,
 * given the file's text, the line of the key).
 */
export function validateFrontmatter(fm: Record<string, unknown>, file: string, source?: string): FrontMatter {
  const parsed = parse(fm);
  if (parsed.problems) throw frontmatterError(file, parsed.problems, source);
  return parsed.data;
}

// The build checks every page first (checkAllFrontmatter) and renders each later (page-view.ts) with the
// same front-matter object: the result is kept with it, so each page's front matter is parsed once.
const parsedOnce = new WeakMap<object, ReturnType<typeof parseWith<typeof frontmatterSchema>>>();
function parse(fm: Record<string, unknown>) {
  let parsed = parsedOnce.get(fm);
  if (!parsed) parsedOnce.set(fm, (parsed = parseWith(frontmatterSchema, fm)));
  return parsed;
}

/** Check every page's front matter; all problems of the build in one error, one line per page. */
export function checkAllFrontmatter(pages: Array<{ frontmatter: Record<string, unknown> }>, fileOf: (index: number) => string): void {
  const lines = frontmatterProblems(pages, fileOf).map((e) => e.message);
  if (lines.length)
    throw new Error(lines.length === 1 ? lines[0] : `${lines.length} pages with front matter problems:\n${lines.map((l) => `  ${l}`).join("\n")}`);
}

/**
 * A custom layout name only means something with a theme that could register its component; without one it
 * is most likely a mistyped doc, home or page.
 */
function layoutProblems(fm: Record<string, unknown>, themed: boolean): Problem[] | undefined {
  if (themed || typeof fm.layout !== "string" || (LAYOUTS as readonly string[]).includes(fm.layout)) return undefined;
  const message = `${STANDALONE}unknown layout ${JSON.stringify(fm.layout)}: use one of ${LAYOUTS.join(", ")} or false (a layout of your own needs a theme in .vitepress/theme that registers its component)`;
  return [{ path: "layout", message }];
}

/** Every page's front-matter problems, one located error per bad page; `themed`: the site has a theme of its own. */
export function frontmatterProblems(pages: Array<{ frontmatter: Record<string, unknown> }>, fileOf: (index: number) => string, themed = false): BuildError[] {
  const found: BuildError[] = [];
  pages.forEach((p, i) => {
    const problems = parse(p.frontmatter).problems ?? layoutProblems(p.frontmatter, themed);
    if (!problems) return;
    // The text is read again only for a bad page, to name the line of the key.
    let source: string | undefined;
    try {
      source = fs.readFileSync(fileOf(i), "utf8");
    } catch {
      source = undefined;
    }
    found.push(frontmatterError(fileOf(i), problems, source));
  });
  return found;
}
