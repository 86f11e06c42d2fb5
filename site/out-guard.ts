// The one rule that keeps a build off the author's files: the output folder is replaced whole by every build
// (and by `npm run dev` at start), so it must be a folder of its own — never the content folder, never a
// folder that holds it or the config, never a folder inside the content (it would be read back as pages)
// unless below a hidden folder there (.vitepress/dist), which is never content.
import fs from "node:fs";
import path from "node:path";

/** `p` with its symlinks resolved as far as it exists (the rest as written): `docs-link/..` and `docs` compare equal. */
function realish(p: string): string {
  const abs = path.resolve(p);
  const missing: string[] = [];
  let at = abs;
  for (;;) {
    try {
      return path.join(fs.realpathSync(at), ...missing.reverse());
    } catch {
      const up = path.dirname(at);
      if (up === at) return abs;
      missing.push(path.basename(at));
      at = up;
    }
  }
}

/** Whether `inner` is `outer` or lies inside it (both absolute, resolved). */
export const within = (outer: string, inner: string): boolean => {
  const rel = path.relative(outer, inner);
  return rel === "" || (!rel.startsWith(`..${path.sep}`) && rel !== ".." && !path.isAbsolute(rel));
};

export interface GuardedPaths {
  contentDir: string;
  configFile: string | null;
  outDir: string;
}

/**
 * Throw when `outDir` would replace or be read as the author's files: it is, holds or lies inside the content
 * folder; it is or holds the config's folder (the folder the config file sits in: a `dist` beside `docs` and
 * `web-docs.config.json` stays allowed, `.` and `..` do not); or it holds `keep` (Web Docs' own folder).
 * Paths in the message are relative to `from`, where the command ran.
 */
export function checkOutDir(paths: GuardedPaths, keep: string[] = [], from = process.cwd()): void {
  const out = realish(paths.outDir);
  const content = realish(paths.contentDir);
  // Named as the author typed them: relative to the folder the command ran in.
  const shown = (p: string) => path.relative(from, p) || ".";
  const refuse = (why: string): never => {
    const suggestion = path.join(path.dirname(paths.contentDir), "dist");
    const fits = !within(content, suggestion) && !within(suggestion, content);
    throw new Error(
      `--out ${shown(paths.outDir)} ${why}: every build deletes what the output folder holds and writes the site there. ` +
        `Give the site a folder of its own${fits ? `, e.g. --out ${shown(suggestion)}` : " beside the content folder"} (or WEB_DOCS_OUT).`,
    );
  };
  if (within(out, content))
    refuse(out === content ? `is the content folder (${shown(paths.contentDir)})` : `holds the content folder ${shown(paths.contentDir)}`);
  // Inside the content folder only as a folder of its own below a hidden one (VitePress's .vitepress/dist, the
  // zero-config .web-docs/dist): dot folders are never pages. A hidden folder itself (.vitepress) may hold sources.
  const below = path.relative(content, out).split(path.sep);
  if (within(content, out) && !(below.length >= 2 && below[0].startsWith("."))) {
    refuse(`lies inside the content folder ${shown(paths.contentDir)} (its files would be read as pages)`);
  }
  if (paths.configFile) {
    const configDir = path.dirname(realish(paths.configFile));
    if (within(out, configDir)) refuse(`${out === configDir ? "is" : "holds"} the folder of the config file ${shown(paths.configFile)}`);
  }
  for (const dir of keep) if (within(out, realish(dir))) refuse(`holds Web Docs' own folder ${shown(dir)}`);
}
