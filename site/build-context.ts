import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { SiteConfig } from "./config/types.ts";
import { webDocsConfig } from "./config/web-docs.ts";

/** Where a build reads and writes: CLI flags win over environment variables, which win over the defaults. */
export interface BuildPaths {
  contentDir: string;
  configFile: string | null;
  outDir: string;
}

/**
 * Move an earlier output out of the way at once, and delete it in a process of its own that may outlive this
 * one: deleting a large site's files takes seconds (5 s for 10,000 pages here) that nobody needs to wait for.
 * Where no process starts, here and now. The name it goes to is unique: an earlier build of this process may
 * still be removing its own.
 */
export function removeOutput(dir: string): void {
  if (!fs.existsSync(dir)) return;
  const old = `${dir}.old-${process.pid}-${process.hrtime.bigint()}`;
  fs.renameSync(dir, old);
  const now = () => fs.rmSync(old, { recursive: true, force: true });
  try {
    const child = spawn(process.execPath, ["-e", "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })", old], { detached: true, stdio: "ignore" });
    child.on("error", now);
    child.unref();
  } catch {
    now();
  }
}

export const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

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
  return {
    contentDir: path.resolve(from, content ?? path.join(REPO_ROOT, "content")),
    configFile: config ? path.resolve(from, config) : null,
    outDir: path.resolve(from, out ?? path.join(REPO_ROOT, "dist")),
  };
}

/** Load a site config: the built-in one, or an author's JSON / JS / TS module (default export). */
export async function loadSiteConfig(configFile: string | null): Promise<SiteConfig> {
  if (!configFile) return webDocsConfig;
  if (!fs.existsSync(configFile)) throw new Error(`${configFile}: config file not found`);
  const { loadAuthorConfig } = await import("./config/load.ts");
  return loadAuthorConfig(configFile);
}

export { pathToFileURL };
