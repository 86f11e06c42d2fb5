// Page files as the build reads them: a dynamic route's page (site/dynamic-routes.ts) is kept in memory at
// its own path, never written into the content folder; every other page is read from disk.
import fs from "node:fs";
import path from "node:path";

/**
 * The dynamic routes' pages by absolute path (never on disk): their Markdown and template file. Every reader of
 * a page's file (line numbers, the Vue compile, the search index, twins, feeds) reads it through readPageFile.
 */
const generated = new Map<string, { text: string; template: string }>();

/** Keep a dynamic route's page (absolute paths), for readPageFile. */
export function addGeneratedPage(file: string, text: string, template: string): void {
  generated.set(path.resolve(file), { text, template });
}

/** A page file's text: a dynamic route's page from memory, any other file from disk. */
export function readPageFile(file: string): string {
  return generated.get(path.resolve(file))?.text ?? fs.readFileSync(file, "utf8");
}

/** The file on disk a page comes from: a dynamic route's page's template (its dates, its edit link), else itself. */
export function pageOriginFile(file: string): string {
  return generated.get(path.resolve(file))?.template ?? file;
}
