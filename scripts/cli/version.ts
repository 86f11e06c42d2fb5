// `web-docs version <name> [dir]`: start a new version of versioned docs (config `versions`, site/versions.ts)
// by copying the default version's folder; a JSON config gets the name added to versions.list.
import fs from "node:fs";
import path from "node:path";
import { loadSiteConfig, resolveBuildPaths } from "../../site/build-context.ts";

const shown = (p: string) => path.relative(process.cwd(), p) || ".";

/** Copy the default version's folder to `name`; returns what the author still has to do (none for a JSON config). */
export async function startVersion(name: string, argv: string[]): Promise<string[]> {
  if (!/^[\w.-]+$/.test(name) || name === "." || name === "..") throw new Error(`"${name}": a version is a folder name such as 3.x or v3`);
  const paths = resolveBuildPaths(argv);
  const config = await loadSiteConfig(paths);
  const v = config.versions;
  if (!v)
    throw new Error(
      `${paths.configFile ? shown(paths.configFile) : "the config"} has no versions: add "versions": { "default": "2.x", "list": ["2.x"] } and move the pages into ${shown(paths.contentDir)}/2.x/ first`,
    );
  if (v.list.includes(name)) throw new Error(`${name} is already in versions.list`);
  const from = path.join(paths.contentDir, v.default);
  const to = path.join(paths.contentDir, name);
  if (!fs.existsSync(from)) throw new Error(`${shown(from)}: the default version's folder is missing`);
  if (fs.existsSync(to)) throw new Error(`${shown(to)} already exists: remove it, or pick another name`);
  fs.cpSync(from, to, { recursive: true });
  console.log(`web-docs version: copied ${shown(from)} to ${shown(to)}`);
  const file = paths.configFile;
  if (file?.endsWith(".json")) {
    const raw = JSON.parse(fs.readFileSync(file, "utf8"));
    raw.versions.list = [name, ...raw.versions.list];
    fs.writeFileSync(file, `${JSON.stringify(raw, null, 2)}\n`);
    console.log(`web-docs version: added "${name}" to versions.list in ${shown(file)} (versions.default is still "${v.default}")`);
    return [];
  }
  return [`add "${name}" to versions.list in ${file ? shown(file) : "your config"} (first: the list is newest first)`];
}
