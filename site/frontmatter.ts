// The front-matter keys the theme reads, checked before any page renders: a wrong shape stops the build
// naming the file and key, and every bad page of a build is reported together.
import { configSchema, frontmatterSchemas } from "./config/config-schema.ts";
import { check, type Problem } from "./config/schema.ts";
import { BuildError } from "./errors.ts";
import { frontmatterDate } from "./last-updated.ts";
import { resolveOutlineLevels } from "./outline.ts";
import { parseVerified } from "./verified.ts";

export const LAYOUTS = ["doc", "home", "page"] as const;
export type LayoutName = (typeof LAYOUTS)[number] | "bare" | "notfound";

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Check the front-matter keys the theme reads; a wrong shape stops the build naming file and key. */
export function validateFrontmatter(fm: Record<string, unknown>, file: string): void {
  const fail = (key: string, expected: string) =>
    { throw new BuildError(file, `front matter "${key}": expected ${expected}, got ${JSON.stringify(fm[key])}`); };
  if ("layout" in fm && fm.layout !== false && !(LAYOUTS as readonly string[]).includes(fm.layout as string)) {
    throw new BuildError(file, `unknown layout ${JSON.stringify(fm.layout)}: use one of ${LAYOUTS.join(", ")} or false`);
  }
  for (const key of ["title", "description", "titleTemplate", "mermaidTheme"]) {
    if (key in fm && typeof fm[key] !== "string" && !(key === "titleTemplate" && typeof fm[key] === "boolean")) fail(key, "a string");
  }
  if ("outline" in fm) {
    try {
      resolveOutlineLevels(fm.outline);
    } catch (e) {
      throw new BuildError(file, `front matter ${(e as Error).message}`);
    }
  }
  for (const key of ["prev", "next"]) {
    const v = fm[key];
    if (key in fm && v !== false && typeof v !== "string" && !(isObj(v) && ["text", "link"].some((k) => typeof v[k] === "string"))) {
      fail(key, "false, a label, or { text, link }");
    }
  }
  for (const key of ["aside", "editLink", "sidebar", "navbar", "footer", "isHome"]) {
    if (key in fm && typeof fm[key] !== "boolean" && !(key === "aside" && fm[key] === "left")) fail(key, "true or false");
  }
  if (frontmatterDate(fm.lastUpdated) === null) fail("lastUpdated", "true, false or a date (2024-03-15 or 2024-03-15T10:30:00Z)");
  if ("pageClass" in fm && (typeof fm.pageClass !== "string" || !/^-?[A-Za-z_][\w-]*( +-?[A-Za-z_][\w-]*)*$/.test(fm.pageClass))) {
    fail("pageClass", "CSS class names separated by spaces");
  }
  if ("order" in fm && typeof fm.order !== "number") fail("order", "a number");
  if ("verified" in fm) {
    try {
      parseVerified(fm.verified);
    } catch (e) {
      throw new BuildError(file, `front matter ${(e as Error).message}`);
    }
  }
  const problems: Problem[] = [];
  for (const key of ["head", "hero", "features"] as const) {
    if (key in fm) check(frontmatterSchemas[key], fm[key], key, configSchema.definitions, problems);
  }
  if (problems.length) throw new BuildError(file, problems.map((p) => `front matter ${p.path}: ${p.message}`).join("; "));
}

/** Check every page's front matter; all problems of the build in one error, one line per page. */
export function checkAllFrontmatter(pages: Array<{ frontmatter: Record<string, unknown> }>, fileOf: (index: number) => string): void {
  const lines: string[] = [];
  pages.forEach((p, i) => {
    try {
      validateFrontmatter(p.frontmatter, fileOf(i));
    } catch (e) {
      lines.push((e as Error).message);
    }
  });
  if (lines.length) throw new Error(lines.length === 1 ? lines[0] : `${lines.length} pages with front matter problems:\n${lines.map((l) => `  ${l}`).join("\n")}`);
}
