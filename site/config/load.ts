import fs from "node:fs";
import { pathToFileURL } from "node:url";
import type { SiteConfig } from "./types.ts";
import { validateAuthorConfig } from "./validate.ts";

/** Load an author's config file (JSON, or a JS/TS module with a default export) and complete it with defaults. */
export async function loadAuthorConfig(file: string): Promise<SiteConfig> {
  let raw: unknown;
  if (file.endsWith(".json")) {
    try {
      raw = JSON.parse(fs.readFileSync(file, "utf8"));
    } catch (e) {
      throw new Error(`${file}: not valid JSON: ${(e as Error).message}`);
    }
  } else {
    const mod = await import(pathToFileURL(file).href);
    raw = mod.default ?? mod;
  }
  return validateAuthorConfig(raw, file);
}
