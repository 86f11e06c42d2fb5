// public/ is copied into the site as it is, except its symlinks: fs.cpSync copied them as symlinks, which the
// servers then followed out of the site (/etc/passwd was served). A symlink is copied as the file or folder it
// points to when that lies inside the content folder (or a markdown.snippetRoots folder), and refused otherwise.
import fs from "node:fs";
import path from "node:path";
import { checkContained } from "./contain.ts";
import { BuildError, errorReport } from "./errors.ts";

/**
 * Walk `publicDir` as it is published, symlinks followed where allowed, calling `copy` for every real file
 * and folder (with its destination under `dest`); every symlink out of `roots` (or a loop) is reported, all
 * in one error.
 */
function walkPublic(publicDir: string, dest: string, roots: string[], copy?: { dir(to: string): void; file(from: string, to: string): void }): void {
  if (!fs.existsSync(publicDir)) return;
  const problems: BuildError[] = [];
  const shown = (f: string) => path.relative(process.cwd(), f) || f;
  const seen = new Set<string>();
  const walkDir = (from: string, to: string, named: string) => {
    const real = fs.realpathSync(from);
    // A symlink to a folder that holds it: once is enough (and no endless copy).
    if (seen.has(real))
      return void problems.push(new BuildError(shown(named), "a symlink loop: this folder links back to a folder that holds it; point the symlink elsewhere"));
    seen.add(real);
    copy?.dir(to);
    for (const name of fs.readdirSync(from)) walkEntry(path.join(from, name), path.join(to, name), path.join(named, name));
    seen.delete(real);
  };
  const walkEntry = (from: string, to: string, named: string) => {
    let st = fs.lstatSync(from);
    let source = from;
    if (st.isSymbolicLink()) {
      const { real, problem } = checkContained(from, roots, "the symlink");
      if (problem)
        return void problems.push(new BuildError(shown(named), `${problem.replace(/ \(docs\/authoring\.md\)$/, "")}; public/ is published as it is`));
      if (!real) return void problems.push(new BuildError(shown(named), "a symlink to no file: remove it or point it at a file"));
      source = real;
      st = fs.statSync(real);
    }
    if (st.isDirectory()) walkDir(source, to, named);
    else if (st.isFile()) copy?.file(source, to);
  };
  walkDir(publicDir, dest, publicDir);
  if (problems.length === 1) throw problems[0];
  if (problems.length)
    throw errorReport(
      `${problems.length} symlinks in ${shown(publicDir)} cannot be published`,
      problems.map((error) => ({ error })),
    );
}

/** Copy `publicDir` into `dest`: real files only, a symlink as what it points to when that lies inside `roots`. */
export function copyPublic(publicDir: string, dest: string, roots: string[]): void {
  walkPublic(publicDir, dest, roots, { dir: (to) => fs.mkdirSync(to, { recursive: true }), file: (from, to) => fs.copyFileSync(from, to) });
}

/** Throw what copyPublic would refuse, copying nothing (the Eleventy plugin, whose passthrough copy does the copying). */
export function checkPublic(publicDir: string, roots: string[]): void {
  walkPublic(publicDir, publicDir, roots);
}
