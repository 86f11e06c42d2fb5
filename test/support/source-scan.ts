// The product's source files and their imports, as the tests over the whole tree read them (import-boundaries,
// import-circles, file-size, eleventy-door).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The product's folders (tests, fixtures and docs aside). */
export const PRODUCT = ["site", "widgets", "common", "scripts"];
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])([^"']+)\1/g;

export function sourceFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile() && SOURCE.test(e.name) && !e.name.endsWith(".d.ts"))
    .map((e) => path.join(e.parentPath, e.name));
}

/** A file's text with its comments blanked (lines kept): examples and names in comments are no code. */
export function codeOf(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " ")).replace(/(^|[^:\\])\/\/.*$/gm, "$1");
}

/** Every import specifier of a file, with its line; comments are blanked first so examples in them don't count. */
export function importsOf(text: string): Array<{ spec: string; line: number }> {
  const code = codeOf(text);
  const found: Array<{ spec: string; line: number }> = [];
  for (const m of code.matchAll(SPECIFIER)) found.push({ spec: m[2], line: code.slice(0, m.index).split("\n").length });
  return found;
}

/** The product's source files, by repository-relative path ("site/plugin.ts"), with their text. */
export function productSources(): Array<{ rel: string; text: string }> {
  return PRODUCT.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).map((f) => ({
    rel: path.relative(ROOT, f).split(path.sep).join("/"),
    text: fs.readFileSync(f, "utf8"),
  }));
}
