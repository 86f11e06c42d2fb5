import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Message, Plugin } from "esbuild";
import type { SiteConfig } from "./types.ts";
import { ConfigError, validateAuthorConfig } from "./validate.ts";

/** A path as errors show it: relative to the working folder when inside it. */
export function displayPath(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel : file;
}

const here = path.dirname(new URL(import.meta.url).pathname);
/**
 * Packages a config imports that its own folder need not have: Web Docs' config helpers, and VitePress's
 * (a VitePress config, or a Web Docs config importing one, loads without VitePress installed).
 */
const PROVIDED: Record<string, string> = {
  "web-docs/config": path.join(here, "define.ts"),
  vitepress: path.join(here, "vitepress-shim.ts"),
};
const provided: Plugin = {
  name: "web-docs-provided",
  setup(b) {
    b.onResolve({ filter: /^(web-docs\/config|vitepress)$/ }, (a) => ({ path: PROVIDED[a.path] }));
  },
};

/** In the name of the module a config is bundled into for a moment (`.web-docs.config.ts.web-docs-….mjs`): a watcher ignores it. */
export const TEMP_MARK = ".web-docs-";
const sources = new Map<string, string[]>();
/** The files a JS/TS config was bundled from when last loaded (itself and the local files it imports): an edit to any is an edit of the config. */
export const configSources = (file: string): string[] => sources.get(file) ?? [file];

/**
 * A JS/TS config module's exports. Bundled first, as Vite loads VitePress's config: TypeScript, ESM or
 * CommonJS, its own relative imports (JSON too) and the PROVIDED packages go into one ES module; other
 * packages stay imports, resolved from the config's folder, where the module is written for the moment
 * it is imported. A fresh module each time: a long-lived process (watch mode, tests) sees every edit.
 */
async function importConfigModule(file: string): Promise<Record<string, unknown>> {
  const { build } = await import("esbuild");
  const result = await build({ entryPoints: [file], bundle: true, write: false, metafile: true, platform: "node", format: "esm", target: "node20", packages: "external", logLevel: "silent", plugins: [provided] }).catch((e: { errors?: Message[] }) => {
    // esbuild's own lines, as file:line:column: what is wrong.
    if (!e.errors?.length) throw e;
    throw new Error(e.errors.map((m) => (m.location ? `${displayPath(path.resolve(m.location.file))}:${m.location.line}:${m.location.column + 1}: ${m.text}` : m.text)).join("; "));
  });
  const code = result.outputFiles[0].text;
  const own = Object.values(PROVIDED);
  sources.set(file, Object.keys(result.metafile.inputs).map((f) => path.resolve(f)).filter((f) => !own.includes(f)));
  const name = `.${path.basename(file)}${TEMP_MARK}${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.mjs`;
  // Beside the config, so its packages resolve from its folder; where that folder cannot be written, the temp folder.
  let out = path.join(path.dirname(file), name);
  try {
    fs.writeFileSync(out, code);
  } catch {
    out = path.join(os.tmpdir(), name);
    fs.writeFileSync(out, code);
  }
  try {
    return (await import(pathToFileURL(out).href)) as Record<string, unknown>;
  } finally {
    fs.rmSync(out, { force: true });
  }
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
    mod = await importConfigModule(file);
  } catch (e) {
    throw new Error(`${shown}: could not load the config module: ${(e as Error).message}`);
  }
  if (!("default" in mod)) throw new Error(`${shown}: the config module has no default export (write \`export default { title: "…" }\`)`);
  const value = mod.default;
  return typeof value === "function" ? await (value as () => unknown)() : value;
}

/** Load an author's config file and complete it with defaults; problems stop the build naming the file and key path. */
export async function loadAuthorConfig(file: string): Promise<SiteConfig> {
  const raw = await readConfigFile(file);
  try {
    return validateAuthorConfig(raw, displayPath(file));
  } catch (e) {
    if (e instanceof ConfigError && isVitePressConfig(file)) e.message += `\n${vitePressRecipe(file, e)}`;
    throw e;
  }
}

const isVitePressConfig = (file: string) => path.basename(path.dirname(file)) === ".vitepress";

/**
 * What to do when a VitePress config has settings Web Docs refuses (cleanUrls, vite, …): keep it as it is
 * for VitePress, and give Web Docs the same config without them, in a web-docs.config.ts beside the docs
 * folder (findConfig finds it there first).
 */
function vitePressRecipe(file: string, e: ConfigError): string {
  const docs = path.dirname(path.dirname(file));
  const beside = path.dirname(docs);
  const from = `./${path.relative(beside, file).split(path.sep).join("/")}`;
  const topLevel = [...new Set(e.problems.map((p) => p.path).filter((k) => /^[A-Za-z_$][\w$]*$/.test(k)))];
  const nested = e.problems.some((p) => !topLevel.includes(p.path));
  return [
    `  This is VitePress's config. Keep it for VitePress, and give Web Docs the same settings${topLevel.length ? ` without ${topLevel.join(", ")}` : ""} in ${path.join(displayPath(beside), "web-docs.config.ts")} (used when it exists):`,
    `    import config from ${JSON.stringify(from)};`,
    topLevel.length ? `    const { ${topLevel.join(", ")}, ...settings } = config;` : `    const settings = { ...config };`,
    ...(nested ? [`    // and set right, or delete, the other keys named above`] : []),
    `    export default settings;`,
  ].join("\n");
}
