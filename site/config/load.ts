import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { SiteConfig } from "./types.ts";
import { validateAuthorConfig } from "./validate.ts";

/** A path as errors show it: relative to the working folder when inside it. */
export function displayPath(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel : file;
}

/** The raw object of a config file: JSON, or a JS/TS module's default export (an object, or a function returning one). */
export async function readConfigFile(file: string): Promise<unknown> {
  const shown = displayPath(file);
  if (file.endsWith(".json")) {
    try {
      return JSON.parse(fs.readFileSync(file, "utf8"));
    } catch (e) {
      throw new Error(`${shown}: not valid JSON: ${(e as Error).message}`);
    }
  }
  let mod: Record<string, unknown>;
  try {
    // The modification time in the URL lets a long-lived process (watch mode, tests) see edits.
    mod = await import(`${pathToFileURL(file).href}?mtime=${fs.statSync(file).mtimeMs}`);
  } catch (e) {
    throw new Error(`${shown}: could not load the config module: ${(e as Error).message}`);
  }
  if (!("default" in mod)) throw new Error(`${shown}: the config module has no default export (write \`export default { title: "…" }\`)`);
  const value = mod.default;
  return typeof value === "function" ? await (value as () => unknown)() : value;
}

/** Load an author's config file and complete it with defaults; problems stop the build naming the file and key path. */
export async function loadAuthorConfig(file: string): Promise<SiteConfig> {
  return validateAuthorConfig(await readConfigFile(file), displayPath(file));
}
