// Files other processes may read while a build writes them (the social-card cache, the search shards a dev
// server serves from a staged folder): never seen half-written.
import fs from "node:fs";

/** Written under a temporary name then renamed, so a reader or a stopped build never sees a partial file. */
export function writeAtomic(file: string, data: string | Buffer): void {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}

/**
 * A content-hashed file: its name says its bytes, so one that exists is left alone (rewriting it would bump
 * its time and race a server reading it); a new one is written atomically.
 */
export function writeHashedOnce(file: string, data: string | Buffer): void {
  if (!fs.existsSync(file)) writeAtomic(file, data);
}
