import { monthsSince, parseVerified, VERIFIED_MAX_MONTHS } from "./verified.ts";
import { compareVersions, readVersionTable, SITE_VERSION } from "./verified-table.ts";

// The content check's rules for `verified` front matter (#22, #44). Problems (a wrong shape, a page that
// says nothing about versions) fail the check. Work to do (an old date, a pin older than the site's table,
// a page verified before the table moved) is listed without failing: neither a date nor a bump alone may
// turn CI red.

const ym = (d: { year: number; month: number }) => `${d.year}-${String(d.month).padStart(2, "0")}`;
const after = (a: { year: number; month: number }, b: { year: number; month: number }) => a.year * 12 + a.month > b.year * 12 + b.month;

/**
 * Check one page's `verified` (and `unverified`) front matter against the content folder's version table.
 * `inDepth`: an article rather than an intro or home page. In a content folder with a version table (an
 * opt-in to version tracking), every such article must say what it was verified against, or why nothing.
 */
export function checkVerified(contentDir: string, data: Record<string, unknown>, inDepth: boolean, now: Date): { problems: string[]; warnings: string[] } {
  const problems: string[] = [];
  const warnings: string[] = [];
  const table = readVersionTable(contentDir);
  const why = data.unverified;
  if ("unverified" in data && (typeof why !== "string" || !why.trim())) {
    problems.push(`front matter unverified: say why the page names no versions, e.g. unverified: "study advice, no tool versions"`);
  }
  if (!("verified" in data)) {
    if (inDepth && table && !("unverified" in data)) {
      problems.push(
        `no "verified" front matter: name the versions the page was checked against (verified: { date: YYYY-MM, Node.js: ${SITE_VERSION} }), or say why there are none (unverified: "<reason>")`,
      );
    }
    return { problems, warnings };
  }
  if ("unverified" in data) problems.push(`front matter has both verified and unverified: keep one`);
  let v;
  try {
    v = parseVerified(data.verified, table);
  } catch (e) {
    problems.push(`front matter ${(e as Error).message}`);
    return { problems, warnings };
  }
  const age = monthsSince(v, now);
  if (age > VERIFIED_MAX_MONTHS) {
    warnings.push(
      `work to do: verified ${ym(v)} is ${age} months old (more than ${VERIFIED_MAX_MONTHS}): check the article against current versions of ${v.tools.map((t) => t.name).join(", ")}, then update verified`,
    );
  }
  for (const tool of v.tools) {
    const row = table?.rows.get(tool.name.toLowerCase());
    if (!row) continue;
    if (tool.fromSite) {
      if (after(row.since, v)) {
        warnings.push(
          `work to do: the site moved to ${row.name} ${row.version} in ${ym(row.since)}, after this page was verified (${ym(v)}): re-check it, then update verified.date`,
        );
      }
      continue;
    }
    // Listed, not failed: after a bump of the table, every explicit older pin is work, and a bump stays one edit.
    if (compareVersions(tool.version, row.version) === -1) {
      warnings.push(
        `work to do: verified pins ${tool.name} ${tool.version}, but the site is verified against ${row.name} ${row.version} (${table!.file}): re-check the page against ${row.version}, then write "${row.name}: ${SITE_VERSION}"`,
      );
    }
  }
  return { problems, warnings };
}
