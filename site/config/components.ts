// The config's `components` map (React components usable in Markdown by name): files relative to the config.
import fs from "node:fs";
import path from "node:path";
import { joinPath, type Problem } from "./issues.ts";

/** The config's `components` files, absolute: relative to the config file (or the working folder for a config object). */
export function componentFiles(components: Record<string, string>, file: string): Record<string, string> {
  const dir = path.dirname(path.resolve(file));
  return Object.fromEntries(Object.entries(components).map(([name, f]) => [name, path.resolve(dir, f)]));
}

/** A `components` entry naming no file: each a problem of its key. */
export function missingComponents(components: Record<string, string> | undefined, file: string): Problem[] {
  return Object.entries(componentFiles(components ?? {}, file))
    .filter(([, f]) => !fs.existsSync(f))
    .map(([name, f]) => ({
      path: joinPath("components", name),
      message: `no file at ${f}: give the path of a .tsx or .jsx file that default-exports the ${name} component, relative to this config file (or remove the entry)`,
    }));
}
