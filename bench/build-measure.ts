// Build figures: wall time of the whole `scripts/build.ts` process (node start, Eleventy, checks, copy),
// its peak resident memory (GNU time's "Maximum resident set size": the largest process of the build),
// and the output's size and file count.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "./root.ts";
import { gzipSize } from "./search-index.ts";

export interface BuildRun {
  wallS: number;
  peakMB: number;
  /** The build's own "built N pages … in X s" line. */
  reportedS: number | null;
  pages: number | null;
}

/** Time one build; `onLog` receives its output (its progress lines). */
export function timedBuild(contentDir: string, configFile: string, outDir: string, onLog?: (log: string) => void): Promise<BuildRun> {
  const args = [
    "-v",
    process.execPath,
    "--import",
    "tsx",
    path.join(REPO_ROOT, "scripts/build.ts"),
    "--content",
    contentDir,
    "--config",
    configFile,
    "--out",
    outDir,
  ];
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    // Production output (WEB_DOCS_MINIFY unset), as deployed; the widgets bundle comes from the cache.
    const env = { ...process.env };
    delete env.WEB_DOCS_MINIFY;
    const child = spawn("/usr/bin/time", args, { cwd: REPO_ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (c) => (out += c));
    child.stderr.on("data", (c) => (out += c));
    child.on("error", reject);
    child.on("close", (code) => {
      const wallS = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) return reject(new Error(`build of ${contentDir} failed (exit ${code}):\n${out.slice(-3000)}`));
      onLog?.(out);
      const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(out);
      const built = /built (\d+) pages into .* in ([\d.]+) s/.exec(out);
      resolve({ wallS, peakMB: rss ? Number(rss[1]) / 1024 : NaN, reportedS: built ? Number(built[2]) : null, pages: built ? Number(built[1]) : null });
    });
  });
}

export interface OutputStats {
  bytes: number;
  files: number;
  htmlFiles: number;
  htmlBytes: number;
}

export function outputStats(dir: string): OutputStats {
  const s: OutputStats = { bytes: 0, files: 0, htmlFiles: 0, htmlBytes: 0 };
  for (const f of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const st = fs.statSync(path.join(dir, f));
    if (!st.isFile()) continue;
    s.files++;
    s.bytes += st.size;
    if (f.endsWith(".html")) {
      s.htmlFiles++;
      s.htmlBytes += st.size;
    }
  }
  return s;
}

/** Raw and gzip bytes and the number of files under a folder (its manifest.json left out). */
export function filesBytes(dir: string) {
  let raw = 0;
  let gzip = 0;
  let files = 0;
  for (const f of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const p = path.join(dir, f);
    if (!fs.statSync(p).isFile() || f === "manifest.json") continue;
    const buf = fs.readFileSync(p);
    raw += buf.length;
    gzip += gzipSize(buf);
    files++;
  }
  return { raw, gzip, files };
}
