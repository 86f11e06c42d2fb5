// Every file a page names (snippet imports, includes, images) and every file of public/ is read only when it
// lies inside the content folder, or inside a folder the config allows (`markdown.snippetRoots`), after its
// symlinks are followed: a docs repository from a pull request must not publish the machine's files
// (`<<< /etc/passwd`, `<!--@include: ../../../etc/passwd-->`, a symlink to ~/.ssh).
import fs from "node:fs";
import path from "node:path";
import type { SiteConfig } from "./config/types.ts";
import { BuildError } from "./errors.ts";
import { within } from "./out-guard.ts";

const shown = (f: string) => path.relative(process.cwd(), f) || f;

/** Real paths of the folders a build may read named files from: the content folder, then the config's snippetRoots. */
export function readRoots(contentDir: string, config?: Pick<SiteConfig, "markdown" | "origin">): string[] {
  const roots = [contentDir];
  const extra = config?.markdown?.snippetRoots ?? [];
  const configFile = config?.origin?.file;
  const dir = configFile ? path.dirname(path.resolve(configFile)) : process.cwd();
  extra.forEach((r, i) => {
    const abs = path.resolve(dir, r);
    if (!fs.existsSync(abs) || !fs.statSync(abs).isDirectory()) {
      throw new BuildError(configFile ?? "config", `markdown.snippetRoots[${i}]: no folder at ${shown(abs)}: give folders relative to this config file`);
    }
    roots.push(abs);
  });
  return roots.map((r) => (fs.existsSync(r) ? fs.realpathSync(r) : path.resolve(r)));
}

/** Where a named file was named, for the error. */
export interface NamedAt {
  file: string;
  line?: number;
}

/**
 * Where `file`, named by content as `what` ("snippet …:", "include …:", "image …:"), really is: `real` null
 * when there is no such file (the caller says what is missing); `problem` when it lies outside every root,
 * itself or through a symlink, or is a symlink loop.
 */
export function checkContained(file: string, roots: string[], what: string): { real: string | null; problem?: string } {
  let real: string;
  try {
    real = fs.realpathSync(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ELOOP") return { real: null, problem: `${what} ${shown(file)} is a symlink loop: point the symlink at a file` };
    return { real: null };
  }
  if (roots.some((r) => within(r, real))) return { real };
  const via = real !== path.resolve(file) ? ` (a symlink to ${real})` : "";
  return {
    real: null,
    problem:
      `${what} ${shown(file)}${via} lies outside the content folder ${shown(roots[0])}: a build reads only files inside it. ` +
      `Move the file into the content folder, or list its folder in markdown.snippetRoots in the config (docs/authoring.md)`,
  };
}

/** checkContained, with its problem thrown as a BuildError at `at`. */
export function containedFile(file: string, roots: string[], at: NamedAt, what: string): string | null {
  const { real, problem } = checkContained(file, roots, what);
  if (problem) throw new BuildError(shown(at.file), problem, at.line);
  return real;
}

/** The roots a page's reads are checked against: its `@/` root (the content folder) first, then the extra ones. */
export const rootsWith = (root: string, extra: string[] = []): string[] =>
  [root, ...extra].map((r) => (fs.existsSync(r) ? fs.realpathSync(r) : path.resolve(r)));

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * A text file's content, or a BuildError naming `at` when it is not text: a NUL byte (a binary file saved
 * as .md) or bytes that are not UTF-8 (Latin-1 from an old editor) would otherwise turn into U+FFFD silently.
 */
export function readText(file: string, at: NamedAt = { file }): string {
  const bytes = fs.readFileSync(file);
  const nul = bytes.indexOf(0);
  const lineOf = (i: number) => bytes.subarray(0, i).toString("latin1").split("\n").length;
  const it = path.resolve(at.file) === path.resolve(file) ? "the file" : shown(file);
  if (nul >= 0)
    throw new BuildError(
      shown(at.file),
      `${it} is not a text file (a NUL byte on its line ${lineOf(nul)}): save it as UTF-8 text, or move a binary file out of the content folder`,
      at.line,
    );
  try {
    return UTF8.decode(bytes);
  } catch {
    let bad = 0;
    // The first byte that is not UTF-8: decode growing prefixes cut at line ends.
    for (let i = bytes.indexOf(10); i >= 0; i = bytes.indexOf(10, i + 1)) {
      try {
        UTF8.decode(bytes.subarray(0, i));
        bad = i;
      } catch {
        break;
      }
    }
    throw new BuildError(shown(at.file), `${it} is not UTF-8 (line ${lineOf(bad + 1)}): save it as UTF-8`, at.line);
  }
}
