// Which Markdown files are pages, and the path each page takes: VitePress's `srcExclude` (globs relative
// to the content folder) and `rewrites` (path patterns with :param segments). Every part of the build that
// maps a source file to its page asks here, so a rewritten page has one path everywhere.
import { escapeRegExp } from "../common/regexp.ts";

/** A glob as tinyglobby reads it: `**` any folders, `*` and `?` within a name, `{a,b}` alternatives. */
export function globToRegExp(glob: string): RegExp {
  let re = "";
  const g = glob.replace(/^\.\//, "");
  for (let i = 0; i < g.length; i++) {
    const c = g[i];
    if (c === "*" && g[i + 1] === "*") {
      // "**/" matches no folder or any folders; a trailing "**" anything below.
      if (g[i + 2] === "/") {
        re += "(?:.*/)?";
        i += 2;
      } else {
        re += ".*";
        i += 1;
      }
    } else if (c === "*") re += "[^/]*";
    else if (c === "?") re += "[^/]";
    else if (c === "{") {
      const end = g.indexOf("}", i);
      if (end < 0) re += "\\{";
      else {
        re += `(?:${g
          .slice(i + 1, end)
          .split(",")
          .map(escapeRegExp)
          .join("|")})`;
        i = end;
      }
    } else re += escapeRegExp(c);
  }
  return new RegExp(`^${re}$`);
}

/** Whether a source ("drafts/a.md") is left out by one of the globs (a folder glob "drafts/" leaves out all below it). */
export function excludedBy(globs: readonly string[] = []): (source: string) => boolean {
  const res = globs.map((g) => globToRegExp(g.endsWith("/") ? `${g}**` : g));
  return (source) => res.some((re) => re.test(source));
}

/** Config `rewrites`: path patterns, or VitePress's function form `(id) => path`. */
export type Rewrites = Record<string, string> | ((id: string) => string);

/** VitePress's `rewrites(id)`: called with each file's path ("a/b.md"); what it returns must be a page path. */
function rewriteByFunction(fn: (id: string) => string, configFile: string): (source: string) => string {
  return (source) => {
    const out: unknown = fn(source);
    if (typeof out !== "string" || !/\.md$/.test(out)) {
      throw new Error(
        `${configFile}: rewrites: the function returned ${JSON.stringify(out) ?? String(out)} for "${source}": return the page's path, ending in .md (return the path given to leave the page where it is)`,
      );
    }
    return out.replace(/^\/+/, "");
  };
}

interface Rewrite {
  from: RegExp;
  names: string[];
  to: string;
}

/**
 * VitePress rewrites: `:name` matches one folder or file name, `:name*` any rest of the path (also
 * nothing), `:name+` at least one name; the target names the same parameters. The first match wins.
 */
export function compileRewrites(rules: Rewrites = {}, configFile = "config"): (source: string) => string {
  if (typeof rules === "function") return rewriteByFunction(rules, configFile);
  const compiled: Rewrite[] = Object.entries(rules).map(([from, to]) => {
    const names: string[] = [];
    const pattern = from.replace(/^\//, "").replace(/:(\w+)([*+?]?)|[^:]+/g, (m, name: string | undefined, mod: string) => {
      if (!name) return escapeRegExp(m);
      names.push(name);
      return mod === "*" ? "(.*)" : mod === "+" ? "(.+)" : mod === "?" ? "([^/]*)" : "([^/]+)";
    });
    return { from: new RegExp(`^${pattern}$`), names, to: to.replace(/^\//, "") };
  });
  return (source) => {
    for (const r of compiled) {
      const m = r.from.exec(source);
      if (!m) continue;
      const values = Object.fromEntries(r.names.map((n, i) => [n, m[i + 1] ?? ""]));
      return r.to.replace(/:(\w+)[*+?]?/g, (whole, n: string) => (n in values ? values[n] : whole)).replace(/\/{2,}/g, "/");
    }
    return source;
  };
}
