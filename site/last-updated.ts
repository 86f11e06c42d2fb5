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
      cwd: dir, encoding: "utf8", maxBuffer: 256 * 1024 * 1024, stdio: ["ignore", "pipe", "ignore"],
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
