import fs from "node:fs";
import path from "node:path";
import { configSources, displayPath, importConfigModule } from "./bundle-config.ts";
import { locateKey } from "./key-lines.ts";
import type { SiteConfig } from "./types.ts";
import { ConfigError, validateAuthorConfig } from "./validate.ts";
import { assertPlainData, ForbiddenKeyError } from "./safe-data.ts";
import { VITEPRESS_TITLES } from "../markdown/containers.ts";

/** The raw object of a config file: JSON, or a JS/TS module's default export (an object, or a function returning one). */
export async function readConfigFile(file: string): Promise<unknown> {
  const shown = displayPath(file);
  if (file.endsWith(".json")) {
    const text = fs.readFileSync(file, "utf8");
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (e) {
      throw new Error(`${shown}: not valid JSON: ${(e as Error).message}`);
    }
    return plainData(data, shown, text);
  }
  let mod: Record<string, unknown>;
  try {
    mod = await importConfigModule(file);
  } catch (e) {
    throw new Error(`${shown}: could not load the config module: ${(e as Error).message}`);
  }
  if (!("default" in mod)) throw new Error(`${shown}: the config module has no default export (write \`export default { title: "…" }\`)`);
  const value = mod.default;
  // A function (maybe async) or a promise: its failure is the config's, named so.
  let data: unknown;
  try {
    data = await (typeof value === "function" ? (value as () => unknown)() : value);
  } catch (e) {
    throw new Error(
      `${shown}: the config's default export failed: ${(e as Error)?.message ?? String(e)} (it must be, or return, or resolve to, the config object)`,
    );
  }
  return plainData(data, shown);
}

/** The config's data, refused when it holds a prototype key (site/config/safe-data.ts), naming file and line. */
function plainData(data: unknown, shown: string, text?: string): unknown {
  try {
    assertPlainData(data, text);
  } catch (e) {
    if (!(e instanceof ForbiddenKeyError)) throw e;
    throw new Error(`${shown}${e.line ? `:${e.line}` : ""}: ${e.message}`);
  }
  return data;
}

/** Load an author's config file and complete it with defaults; problems stop the build naming the file and key path. */
export async function loadAuthorConfig(file: string): Promise<SiteConfig> {
  const raw = await readConfigFile(file);
  let config: SiteConfig;
  try {
    config = validateAuthorConfig(raw, displayPath(file));
    // A VitePress site reads as VitePress renders it: "TIP", not Web Docs' "Tip", where it sets no label, and a
    // fence's [title] only as a code group's tab.
    if (vitePressRoot(file))
      config.markdown = { ...config.markdown, containerTitles: { ...VITEPRESS_TITLES, ...config.markdown?.containerTitles }, codeTitles: false };
  } catch (caught) {
    let e = caught;
    if (e instanceof ConfigError) e = withKeyLines(e, file);
    const root = vitePressRoot(file);
    if (e instanceof ConfigError && root) e.message += `\n${vitePressRecipe(file, root, e)}`;
    throw e;
  }
  const srcDir = (raw as { srcDir?: unknown }).srcDir;
  if (typeof srcDir === "string") {
    try {
      config.srcDir = srcDirOf(file, srcDir);
    } catch (e) {
      throw e instanceof ConfigError ? withKeyLines(e, file) : e;
    }
  }
  return config;
}

/** A config error with each key's file and line: in the config, or a file a JS/TS config was bundled from. */
export function withKeyLines(e: ConfigError, file: string): ConfigError {
  const sources = configSources(path.resolve(file));
  return new ConfigError(
    e.file,
    e.problems.map((p) => ({ ...p, at: p.at ?? locateKey(sources, p.path) ?? undefined })),
  );
}

/**
 * A VitePress config's `srcDir`, as VitePress reads it: the pages' folder relative to the folder holding
 * `.vitepress`, which keeps the theme. Another config names its content folder with --content.
 */
function srcDirOf(file: string, srcDir: string): NonNullable<SiteConfig["srcDir"]> {
  const root = vitePressRoot(file);
  if (!root)
    throw new ConfigError(displayPath(file), [
      {
        path: "srcDir",
        message:
          "only a VitePress config (.vitepress/config.*) names its pages' folder: remove it, and pass the content folder with --content or WEB_DOCS_CONTENT",
      },
    ]);
  const contentDir = path.resolve(root, srcDir);
  if (!fs.existsSync(contentDir) || !fs.statSync(contentDir).isDirectory()) {
    throw new ConfigError(displayPath(file), [
      {
        path: "srcDir",
        message: `${JSON.stringify(srcDir)} is not a folder (${displayPath(contentDir)}): it is relative to ${displayPath(root)}, the folder holding .vitepress`,
      },
    ]);
  }
  return { contentDir, siteDir: root };
}

/** The folder holding `.vitepress`, for a VitePress config (`.vitepress/config.ts` or `.vitepress/config/index.ts`); else null. */
function vitePressRoot(file: string): string | null {
  const dir = path.dirname(file);
  if (path.basename(dir) === ".vitepress") return path.dirname(dir);
  if (path.basename(dir) === "config" && path.basename(path.dirname(dir)) === ".vitepress" && /^index\.[cm]?[jt]s$/.test(path.basename(file)))
    return path.dirname(path.dirname(dir));
  return null;
}

/**
 * What to do when a VitePress config has settings Web Docs refuses (vite, …): keep it as it is
 * for VitePress, and give Web Docs the same config without them, in a web-docs.config.ts beside the docs
 * folder (findConfig finds it there first).
 */
function vitePressRecipe(file: string, docs: string, e: ConfigError): string {
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
