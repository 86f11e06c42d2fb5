// `verified: { date: 2026-11, React: "19.2", Node.js: "24" }` (#22): the versions an article's facts were
// checked against, and when. One reading of the front matter for the build (validation, the line under the
// title) and the content check (the 12-month rule). `Electron: site` takes the version from the site-wide
// table (site/verified-table.ts, #44), so a bump is one edit.
import { readVersionTable, SITE_VERSION, type VersionTable } from "./verified-table.ts";

export interface Verified {
  year: number;
  /** 1–12. */
  month: number;
  /** Tool names as the author writes them, with their versions, in the author's order. */
  tools: Array<{ name: string; version: string; fromSite?: true }>;
}

/** How old a verification may get before the content check lists the page as work to do. */
export const VERIFIED_MAX_MONTHS = 12;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Read the front-matter value; a wrong shape throws a message that starts with the key path. `site` as a
 * version is looked up in `table` (Web Docs' own content/_data/versions.yml unless another is given).
 */
export function parseVerified(value: unknown, table: VersionTable | null = readVersionTable()): Verified {
  if (!isObj(value)) throw new Error(`verified: expected { date: YYYY-MM, <tool>: "<version>", … }, got ${JSON.stringify(value)}`);
  const { date, ...tools } = value;
  let year: number;
  let month: number;
  if (date instanceof Date && !Number.isNaN(date.getTime())) {
    // YAML reads 2026-11-03 as a date; only its month counts.
    [year, month] = [date.getUTCFullYear(), date.getUTCMonth() + 1];
  } else {
    const m = typeof date === "string" ? /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(date) : null;
    if (!m) throw new Error(`verified.date: expected the month checked as YYYY-MM (2026-11), got ${JSON.stringify(date)}`);
    [year, month] = [Number(m[1]), Number(m[2])];
  }
  if (month < 1 || month > 12) throw new Error(`verified.date: month ${month} does not exist`);
  const list = Object.entries(tools).map(([name, version]) => {
    if (typeof version === "number") {
      throw new Error(`verified.${name}: write the version in quotes ("${version}"); YAML reads 19.10 as the number 19.1`);
    }
    if (typeof version !== "string" || !version.trim()) throw new Error(`verified.${name}: expected a version string, got ${JSON.stringify(version)}`);
    if (version.trim() === SITE_VERSION) {
      if (!table)
        throw new Error(
          `verified.${name}: "${SITE_VERSION}" means the version in the site's table (_data/versions.yml in the content folder), and there is none; write the version instead`,
        );
      const row = table.rows.get(name.toLowerCase());
      if (!row)
        throw new Error(
          `verified.${name}: "${SITE_VERSION}" means the version in ${table.file}, which has no row for ${name}; add one there or write the version`,
        );
      return { name, version: row.version, fromSite: true as const };
    }
    return { name, version: version.trim() };
  });
  if (!list.length) throw new Error(`verified: name at least one tool and its version besides the date (React: "19.2")`);
  return { year, month, tools: list };
}

/** Whole months from the verification month to `now`'s month (UTC). */
export function monthsSince(v: Verified, now: Date): number {
  return (now.getUTCFullYear() - v.year) * 12 + (now.getUTCMonth() + 1 - v.month);
}

/** What the doc layout shows: "React 19.2 and Node.js 24" and "November 2026", in the site's language. */
export function verifiedView(v: Verified, lang: string): { tools: string; month: string; datetime: string } {
  const tools = new Intl.ListFormat(lang, { type: "conjunction" }).format(v.tools.map((t) => `${t.name} ${t.version}`));
  const month = new Intl.DateTimeFormat(lang, { month: "long", year: "numeric", timeZone: "UTC" }).format(Date.UTC(v.year, v.month - 1, 15));
  return { tools, month, datetime: `${v.year}-${String(v.month).padStart(2, "0")}` };
}
