// Where a config key is written: a JS/TS config is an object built by code (split over files, spread,
// computed), so a key path has no position after it runs. The files it was bundled from are searched for
// the path's names in order (themeConfig … socialLinks … icon), and the file where most of the path's
// last names follow one another wins: good for the config as written by hand, and named as a guess.
import fs from "node:fs";
import { displayPath } from "./bundle-config.ts";
import { escapeRegExp } from "../../common/regexp.ts";

/** The key names of a path: `themeConfig.sidebar["/g/"][0].text` → ["themeConfig", "sidebar", "/g/", "text"]. */
function names(keyPath: string): string[] {
  return [...keyPath.matchAll(/\["((?:[^"\\]|\\.)*)"\]|([A-Za-z_$][\w$]*)/g)].map((m) => (m[1] !== undefined ? JSON.parse(`"${m[1]}"`) : m[2]));
}

/** The offset of a key written as `name:`, `"name":` or `'name':` (or shorthand `name,`) at or after `from`; -1 if none. */
function keyAt(text: string, name: string, from: number): number {
  const re = new RegExp(`(?:["'\`]${escapeRegExp(name)}["'\`]|(?<![\\w$.])${escapeRegExp(name)}(?![\\w$]))\\s*(?::|,|\\(|\\})`, "g");
  re.lastIndex = from;
  const m = re.exec(text);
  return m ? m.index : -1;
}

/** `file:line` of the key a problem names, from the files the config was made of; null if none holds it. */
export function locateKey(files: string[], keyPath: string): string | null {
  const path = names(keyPath);
  if (!path.length) return null;
  let best: { at: string; depth: number } | null = null;
  for (const file of files) {
    let text: string;
    try {
      text = fs.readFileSync(file, "utf8");
    } catch {
      continue;
    }
    // The longest tail of the path found in order in this file (a file holding `nav` alone matches its tail).
    for (let start = 0; start < path.length; start++) {
      let pos = 0;
      let found = -1;
      for (const name of path.slice(start)) {
        found = keyAt(text, name, pos);
        if (found < 0) break;
        pos = found + 1;
      }
      if (found < 0) continue;
      const depth = path.length - start;
      if (!best || depth > best.depth) best = { at: `${displayPath(file)}:${text.slice(0, found).split("\n").length}`, depth };
      break;
    }
  }
  return best?.at ?? null;
}
