// public/ is copied into the site as it is, except its symlinks: fs.cpSync copied them as symlinks, which the
// servers then followed out of the site (/etc/passwd was served). A symlink is copied as the file or folder it
// points to when that lies inside the content folder (or a markdown.snippetRoots folder), and refused otherwise.
import fs from "node:fs";
import path from "node:path";
import { checkContained } from "./contain.ts";
import { BuildError } from "./errors.ts";
import { errorReport } from "./steps/run.ts";

/** Copy `publicDir` into `dest` (real files only); every symlink out of `roots` is reported, all in one error. */
export function copyPublic(publicDir: string, dest: string, roots: string[]): void {
  if (!fs.existsSync(publicDir)) return;
  const problems: BuildError[] = [];
  const shown = (f: string) => path.relative(process.cwd(), f) || f;
  const seen = new Set<string>();
  const copyDir = (from: string, to: string, named: string) => {
    const real = fs.realpathSync(from);
    // A symlink to a folder that holds it: once is enough (and no endless copy).
    if (seen.has(real)) return problems.push(new BuildError(shown(named), "a symlink loop: this folder links back to a folder that holds it; point the symlink elsewhere"));
    seen.add(real);
    fs.mkdirSync(to, { recursive: true });
    for (const name of fs.readdirSync(from)) copyEntry(path.join(from, name), path.join(to, name), path.join(named, name));
    seen.delete(real);
  };
  const copyEntry = (from: string, to: string, named: string) => {
    let st = fs.lstatSync(from);
    let source = from;
    if (st.isSymbolicLink()) {
      const { real, problem } = checkContained(from, roots, "the symlink");
      if (problem) return void problems.push(new BuildError(shown(named), `${problem.replace(/ \(docs\/authoring\.md\)$/, "")}; public/ is published as it is`));
      if (!real) return void problems.push(new BuildError(shown(named), "a symlink to no file: remove it or point it at a file"));
      source = real;
      st = fs.statSync(real);
    }
    if (st.isDirectory()) copyDir(source, to, named);
    else if (st.isFile()) fs.copyFileSync(source, to);
  };
  copyDir(publicDir, dest, publicDir);
  if (problems.length === 1) throw problems[0];
  if (problems.length) throw errorReport(`${problems.length} symlinks in ${shown(publicDir)} cannot be published`, problems.map((error) => ({ error })));
}
