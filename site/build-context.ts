import fs from "node:fs";
import path from "node:path";
import type { SiteConfig } from "./config/types.ts";
import { checkOutDir } from "./out-guard.ts";

/** Where a build reads and writes: CLI flags win over environment variables, which win over the defaults. */
export interface BuildPaths {
  contentDir: string;
  /** The site config file; null: no config found (the defaults). */
  configFile: string | null;
  /**
   * How the config was chosen: given (flag or variable), found beside or in the content folder (findConfig —
   * Web Docs' own articles find web-docs.config.ts at the repository's root), or the defaults (none found).
   */
  configFrom: "given" | "found" | "defaults";
  outDir: string;
}

/** Config files looked for beside a content folder given without one, in this order (docs/authoring.md). */
export const CONFIG_NAMES = ["web-docs.config.json", "web-docs.config.ts", "web-docs.config.mts", "web-docs.config.js", "web-docs.config.mjs"];
// VitePress's own order, then a config split over several files in .vitepress/config/ (its index is the config).
const VITEPRESS_CONFIGS = [
  "config.mts",
  "config.ts",
  "config.mjs",
  "config.js",
  "config/index.mts",
  "config/index.ts",
  "config/index.mjs",
  "config/index.js",
].map((n) => path.join(".vitepress", n));

/**
 * The config of a content folder given without one: a Web Docs config next to the folder (where
 * docs/authoring.md puts it) or in it, else the folder's VitePress config (`.vitepress/config.mts`, read
 * through VitePress's names, as a VitePress site is built from its docs folder alone); null if none.
 */
export function findConfig(contentDir: string): string | null {
  const candidates = [
    ...CONFIG_NAMES.map((n) => path.join(path.dirname(contentDir), n)),
    ...CONFIG_NAMES.map((n) => path.join(contentDir, n)),
    ...VITEPRESS_CONFIGS.map((n) => path.join(contentDir, n)),
  ];
  return candidates.find((f) => fs.existsSync(f)) ?? null;
}

/** Removing an output (`npm run dev` at start) lives with the build's output swap. */
export { removeOutput } from "./output-swap.ts";

/**
 * The Web Docs package's folder: this repository, or node_modules/web-docs in an author's project, where this
 * module runs compiled from lib/site/ (scripts/package/build.ts keeps the folder layout under lib/).
 */
export const REPO_ROOT = ((here) => (path.basename(here) === "lib" && fs.existsSync(path.join(here, "..", "package.json")) ? path.dirname(here) : here))(
  path.resolve(path.dirname(new URL(import.meta.url).pathname), ".."),
);
/** Web Docs' own articles, built with its own config. */
const OWN_CONTENT = path.join(REPO_ROOT, "content");

const inside = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep);

/**
 * Without --out: Web Docs' own content builds into the repository's dist/; another folder into dist/ where the
 * command ran — or, run inside this repository (`npm run dev -- --content ../my-docs/docs`), into dist/ beside that
 * folder — never over Web Docs' own site or into the installed package.
 */
function defaultOutDir(contentDir: string, from: string): string {
  const own = path.join(REPO_ROOT, "dist");
  if (contentDir === OWN_CONTENT) return own;
  if (!inside(REPO_ROOT, from)) return path.join(from, "dist");
  const beside = path.join(path.dirname(contentDir), "dist");
  return beside === own ? path.join(REPO_ROOT, ".build", `${path.basename(contentDir)}-dist`) : beside;
}

export function resolveBuildPaths(argv: string[], env: NodeJS.ProcessEnv = process.env): BuildPaths {
  const flag = (name: string): string | undefined => {
    const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
    if (i < 0) return undefined;
    const a = argv[i];
    const v = a.includes("=") ? a.slice(a.indexOf("=") + 1) : argv[i + 1];
    if (!v || v.startsWith("--")) throw new Error(`--${name} needs a value`);
    return v;
  };
  const content = flag("content") ?? env.WEB_DOCS_CONTENT;
  const config = flag("config") ?? env.WEB_DOCS_CONFIG;
  const out = flag("out") ?? env.WEB_DOCS_OUT;
  // Relative paths are relative to where the author typed the command: npm runs scripts in the
  // package folder but records the caller's folder in INIT_CWD (`npm --prefix ~/web-docs run build -- --content docs`).
  const from = env.INIT_CWD && fs.existsSync(env.INIT_CWD) ? env.INIT_CWD : process.cwd();
  const contentDir = path.resolve(from, content ?? OWN_CONTENT);
  const outDir = path.resolve(from, out ?? defaultOutDir(contentDir, from));
  const paths: BuildPaths = config
    ? { contentDir, configFile: path.resolve(from, config), configFrom: "given", outDir }
    : { contentDir, configFile: findConfig(contentDir), configFrom: "found", outDir };
  if (paths.configFrom === "found" && !paths.configFile) paths.configFrom = "defaults";
  if (fs.existsSync(contentDir) && !fs.statSync(contentDir).isDirectory()) {
    throw new Error(
      `--content ${content}: ${contentDir} is a file, not a folder: give the folder that holds the Markdown pages (e.g. --content ${path.relative(from, path.dirname(contentDir)) || "."})`,
    );
  }
  // Every command that writes (build, dev, start) resolves its paths here: the output is never the author's files.
  checkOutDir(paths, [REPO_ROOT], from);
  return paths;
}

/** What the build log says of the config, when it was not given: which file it found, or that it uses the defaults. */
export function configNotice(paths: BuildPaths): string | null {
  const shown = (f: string) => path.relative(process.cwd(), f) || ".";
  if (paths.configFrom === "found") return `config: ${shown(paths.configFile!)} (found with the content folder; --config FILE picks another)`;
  if (paths.configFrom === "defaults")
    return `no config found for ${shown(paths.contentDir)} (looked for ${CONFIG_NAMES[0]} beside and in it, and .vitepress/config.mts): building with the defaults; write ${CONFIG_NAMES[0]} next to the folder for a title, nav and sidebars (docs/authoring.md)`;
  return null;
}

/** Load a site config: the built-in one, the defaults, or an author's JSON / JS / TS module (default export). */
/**
 * Load the site config of `paths`. A VitePress config's `srcDir` moves the content folder (`paths.contentDir`,
 * when given) to its pages' folder, as VitePress reads it: every command that loads the config builds, serves
 * or watches the same pages.
 */
export async function loadSiteConfig(paths: Pick<BuildPaths, "configFile" | "configFrom"> & { contentDir?: string }): Promise<SiteConfig> {
  const { configFile } = paths;
  if (!configFile) {
    const { validateAuthorConfig } = await import("./config/validate.ts");
    return validateAuthorConfig({}, "(the defaults)");
  }
  if (!fs.existsSync(configFile)) throw new Error(`${configFile}: config file not found`);
  const { loadAuthorConfig } = await import("./config/load.ts");
  const config = await loadAuthorConfig(configFile);
  if (config.srcDir && paths.contentDir !== undefined) paths.contentDir = config.srcDir.contentDir;
  return config;
}
