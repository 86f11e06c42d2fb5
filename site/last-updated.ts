import { execFileSync } from "node:child_process";
import path from "node:path";

/**
 * Last commit time of every file under a folder, from one `git log` call (one process for the whole
 * site, not one per page). Files without history (new, or no git) are simply absent.
 */
export function gitLastUpdated(dir: string): Map<string, Date> {
  const out = new Map<string, Date>();
  let log: string;
  try {
    const top = execFileSync("git", ["rev-parse", "--show-toplevel"], { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    log = execFileSync("git", ["log", "--format=@%ct", "--name-only", "--no-renames", "--", "."], {
      cwd: dir,
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
      stdio: ["ignore", "pipe", "ignore"],
    });
    let when: Date | null = null;
    for (const line of log.split("\n")) {
      if (line.startsWith("@")) when = new Date(Number(line.slice(1)) * 1000);
      else if (line && when) {
        const abs = path.join(top, line);
        if (!out.has(abs)) out.set(abs, when);
      }
    }
  } catch {
    // Not a git checkout: no dates, and the pages simply show none.
  }
  return out;
}

/**
 * A front matter `lastUpdated` date, as VitePress documents it: a YAML timestamp (js-yaml gives a Date)
 * or an ISO string ("2024-03-15", "2024-03-15T10:30:00Z"). Undefined for true/false/absent; null for
 * anything else (the front-matter check reports it).
 */
export function frontmatterDate(value: unknown): Date | null | undefined {
  if (value === undefined || typeof value === "boolean") return undefined;
  const date =
    value instanceof Date
      ? value
      : typeof value === "string" && /^\d{4}-\d\d-\d\d([T ][\d:.]+(Z|[+-]\d\d:?\d\d)?)?$/.test(value.trim())
        ? new Date(value.trim())
        : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}
