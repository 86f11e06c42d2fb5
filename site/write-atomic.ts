// Files other processes may read while a build writes them (the social-card cache, the search shards a dev
// server serves from a staged folder): never seen half-written.
import fs from "node:fs";

/** Written under a temporary name then renamed, so a reader or a stopped build never sees a partial file. */
export function writeAtomic(file: string, data: string | Buffer): void {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}
