// The command line of `web-docs`: a command, an optional content folder, and flags (`--out DIR`, `--out=DIR`).
import fs from "node:fs";
import path from "node:path";

export interface CliArgs {
  command: string | undefined;
  /** The content folder as typed (the command's default when absent). */
  dir: string | undefined;
  flags: Record<string, string | true>;
}

/** Flags that take a value; any other `--name` is a switch. */
const VALUED = new Set(["config", "out", "port", "host", "title", "description", "content"]);
const SHORT: Record<string, string> = { h: "help", v: "version", y: "yes" };

export function parseArgs(argv: string[]): CliArgs {
  const flags: Record<string, string | true> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const m = /^--([^=]+)(?:=(.*))?$/s.exec(a) ?? (/^-(\w)$/.test(a) ? [a, SHORT[a[1]] ?? a[1], undefined] : null);
    if (!m) {
      positional.push(a);
      continue;
    }
    const name = m[1];
    if (m[2] !== undefined) flags[name] = m[2];
    else if (VALUED.has(name)) {
      const v = argv[i + 1];
      if (v === undefined || v.startsWith("-")) throw new Error(`--${name} needs a value (web-docs --help)`);
      flags[name] = v;
      i++;
    } else flags[name] = true;
  }
  const [command, dir, ...rest] = positional;
  if (rest.length) throw new Error(`unexpected ${rest.map((r) => `"${r}"`).join(", ")}: one content folder at most (web-docs --help)`);
  return { command, dir, flags };
}

export const flagValue = (args: CliArgs, name: string): string | undefined => (typeof args.flags[name] === "string" ? (args.flags[name] as string) : undefined);

/**
 * The content folder: as given, else docs/ (VitePress's convention), else the working folder itself when it
 * holds an index.md (zero config: `npx web-docs dev` beside one page).
 */
export function contentDirOf(args: CliArgs, cwd = process.cwd()): string {
  // `--content DIR` (the build scripts' flag) wins over the folder typed after the command, so an npm script
  // that names a folder (`web-docs build content`) can be pointed elsewhere: `npm run build -- --content ../docs`.
  const dir = flagValue(args, "content") ?? args.dir;
  if (dir) return path.resolve(cwd, dir);
  const docs = path.join(cwd, "docs");
  if (!fs.existsSync(docs) && fs.existsSync(path.join(cwd, "index.md"))) return cwd;
  return docs;
}

/**
 * The output folder: --out, else dist/ in the working folder — or .web-docs/dist when the content folder is the
 * working folder (or holds it), so the built pages are never read back as content (VitePress: .vitepress/dist).
 */
export function outDirOf(args: CliArgs, contentDir: string, cwd = process.cwd()): string {
  const out = flagValue(args, "out");
  if (out) return path.resolve(cwd, out);
  const dist = path.join(cwd, "dist");
  return dist.startsWith(contentDir + path.sep) ? path.join(cwd, ".web-docs", "dist") : dist;
}

/** The flags the build scripts read (scripts/build.ts, scripts/dev/server.ts): everything resolved, nothing left to their defaults. */
export function buildArgv(args: CliArgs, outDir?: string): string[] {
  const contentDir = contentDirOf(args);
  const config = flagValue(args, "config");
  return ["--content", contentDir, "--out", outDir ?? outDirOf(args, contentDir), ...(config ? ["--config", path.resolve(config)] : [])];
}
