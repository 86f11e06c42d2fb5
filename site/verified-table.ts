import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import yaml from "js-yaml";

// The site-wide table of the versions articles are verified against (#44): `content/_data/versions.yml`.
// A `verified` block writes `Electron: site` to mean "the table's Electron", so bumping a version is one
// edit of the table; the content check then lists the pages verified before the bump and the pages that
// pin a tool of the table at an older version, as work to do.

interface VersionRow {
  /** The tool's name as the table spells it (the one pages use). */
  name: string;
  version: string;
  /** The month the row was last bumped: pages referring to it and verified earlier need a re-check. */
  since: { year: number; month: number };
}

/** Rows by lower-cased tool name, plus the file they came from (for messages). */
export interface VersionTable {
  file: string;
  rows: Map<string, VersionRow>;
}

/** Where a content folder keeps its table, relative to the folder. */
const VERSION_TABLE_PATH = "_data/versions.yml";
/** The word a `verified` block writes instead of a version to use the table's. */
export const SITE_VERSION = "site";

const OWN_CONTENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../content");

const month = (v: unknown, where: string): { year: number; month: number } => {
  const text = v instanceof Date ? v.toISOString().slice(0, 7) : String(v);
  const m = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(text);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) throw new Error(`${where}: "since" must be the month of the bump as YYYY-MM, got ${JSON.stringify(v)}`);
  return { year: Number(m[1]), month: Number(m[2]) };
};

/** Parse the table's text; a wrong row throws naming the file, the tool and what to write. */
export function parseVersionTable(text: string, file: string): VersionTable {
  const data = yaml.load(text) as unknown;
  if (typeof data !== "object" || data === null || Array.isArray(data))
    throw new Error(`${file}: expected one row per tool, e.g. Electron: { version: "44", since: 2026-11 }`);
  const rows = new Map<string, VersionRow>();
  for (const [name, row] of Object.entries(data)) {
    const where = `${file}: ${name}`;
    if (typeof row !== "object" || row === null || typeof (row as { version?: unknown }).version !== "string") {
      throw new Error(`${where}: expected { version: "<version in quotes>", since: YYYY-MM }`);
    }
    const r = row as { version: string; since?: unknown };
    if (!r.version.trim()) throw new Error(`${where}: the version is empty`);
    rows.set(name.toLowerCase(), { name, version: r.version.trim(), since: month(r.since, where) });
  }
  return { file, rows };
}

const cache = new Map<string, VersionTable | null>();

/** The table of a content folder (Web Docs' own by default), or null when it has none. Read once. */
export function readVersionTable(contentDir: string = OWN_CONTENT): VersionTable | null {
  const file = path.join(path.resolve(contentDir), VERSION_TABLE_PATH);
  if (!cache.has(file)) {
    cache.set(file, fs.existsSync(file) ? parseVersionTable(fs.readFileSync(file, "utf8"), path.relative(process.cwd(), file)) : null);
  }
  return cache.get(file)!;
}

/** Compare dotted numeric versions ("0.84" < "0.88", "2.39" < "2.52"); null when either is not numeric. */
export function compareVersions(a: string, b: string): number | null {
  const parse = (v: string) => (/^\d+(\.\d+)*$/.test(v) ? v.split(".").map(Number) : null);
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return null;
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d) return Math.sign(d);
  }
  return 0;
}
