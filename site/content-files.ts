// The Markdown files of a content folder, as scanContent lists them (and Eleventy renders them): every `.md`
// outside dot folders, node_modules and the top public/. A name that cannot be a URL, a symlink loop, or a
// symlink out of the content folder stops the build with every such file named, rather than surfacing later
// as "URI malformed" or a broken link that blames the wrong thing.
import fs from "node:fs";
import path from "node:path";
import { BuildError, errorReport } from "./errors.ts";
import { within } from "./out-guard.ts";

/**
 * Characters a page's file name cannot hold: its path becomes its URL, where `%` starts an escape, `#` a
 * fragment and `?` a query — `a#b.md` would be linked as `a`, `100%.md` fails to decode, and `%2e%2e.md` names `...md`.
 */
const URL_UNSAFE = /[%#?\\]/;

/** What is wrong with a page's path (relative to the content folder, "/"-separated), or null. */
function fileNameProblem(rel: string): string | null {
  const bad = rel.split("/").find((part) => URL_UNSAFE.test(part));
  if (!bad) return null;
  const char = URL_UNSAFE.exec(bad)![0];
  return `the file name "${bad}" has a "${char}", which cannot be part of a page's URL (% starts an escape, # an anchor, ? a query): rename the ${bad.endsWith(".md") ? "file" : "folder"} without it`;
}

/** Every page file of `contentDir` ("a/b.md"), leaving out `exclude` (paths relative to it); bad names and symlinks throw. */
export function contentFiles(contentDir: string, exclude: ReadonlySet<string> = new Set()): string[] {
  const problems: BuildError[] = [];
  const root = fs.realpathSync(contentDir);
  const shown = (rel: string) => path.relative(process.cwd(), path.join(contentDir, rel)) || rel;
  const walk = (dir: string, rel: string, real: string): string[] => {
    const out: string[] = [];
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith(".") || entry.name === "node_modules" || (rel === "" && entry.name === "public")) continue;
      const r = rel ? `${rel}/${entry.name}` : entry.name;
      if (exclude.has(r)) continue;
      const abs = path.join(dir, entry.name);
      let isDir = entry.isDirectory();
      let target = path.join(real, entry.name);
      if (entry.isSymbolicLink()) {
        try {
          target = fs.realpathSync(abs);
        } catch (e) {
          const code = (e as NodeJS.ErrnoException).code;
          if (code !== "ELOOP" && !entry.name.endsWith(".md")) continue; // a dangling link that is no page: not ours
          problems.push(
            new BuildError(
              shown(r),
              code === "ELOOP"
                ? "a symlink loop (it leads back to itself): remove it or point it at a file or folder"
                : "a symlink to nothing: remove it or point it at a file or folder",
            ),
          );
          continue;
        }
        if (!within(root, target)) {
          if (entry.name.endsWith(".md") || fs.statSync(target).isDirectory()) {
            problems.push(
              new BuildError(
                shown(r),
                `a symlink to ${target}, outside the content folder: a build reads pages only from inside it; move the files in, or list the folder in markdown.snippetRoots to import code from it`,
              ),
            );
          }
          continue;
        }
        isDir = fs.statSync(target).isDirectory();
        // A folder that holds the link: its pages would repeat under it without end.
        if (isDir && within(target, real)) {
          problems.push(
            new BuildError(
              shown(r),
              `a symlink loop: it points to ${path.relative(process.cwd(), target) || "."}, a folder that holds it; remove it or point it elsewhere`,
            ),
          );
          continue;
        }
      }
      if (isDir) out.push(...walk(abs, r, target));
      else if (entry.name.endsWith(".md")) {
        const problem = fileNameProblem(r);
        if (problem) problems.push(new BuildError(shown(r), problem));
        else out.push(r);
      }
    }
    return out;
  };
  const files = walk(contentDir, "", root);
  if (problems.length === 1) throw problems[0];
  if (problems.length)
    throw errorReport(
      `${problems.length} files of the content folder cannot be pages`,
      problems.map((error) => ({ error })),
    );
  return files;
}
