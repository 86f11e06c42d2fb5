// How a finished site takes the output folder's place with no moment without a site. The output path (`dist`)
// is a symlink to a versioned folder beside it (`.dist.site-<pid>-<time>`); a build writes its site into a new
// versioned folder, makes a symlink to it under a temporary name, and renames that symlink over `dist`: one
// rename(2), atomic, so a reader (the preview server, nginx) finds the old site or the new one, and a kill at
// any step leaves the last good site. The previous version stays until the next build, for requests that
// resolved `dist` just before the swap. Leftovers of killed builds are removed once their process is gone.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { moveAside } from "./move-aside.ts";
import { escapeRegExp } from "../common/regexp.ts";

/** Names beside the output folder `<name>`: staging, versions, temporary links, and folders moved aside. */
const LEFTOVER = (name: string) => new RegExp(`^(?:\\.${escapeRegExp(name)}\\.(building|site|link)-(\\d+)(?:-\\d+)?|${escapeRegExp(name)}\\.old-(\\d+)-\\d+)$`);

/** A test stops the build here with SIGKILL (WEB_DOCS_TEST_KILL_AT=<step>): a kill at each step must leave a site. */
function killPoint(step: string): void {
  if (process.env.WEB_DOCS_TEST_KILL_AT === step) process.kill(process.pid, "SIGKILL");
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** Delete folders in a process of their own that may outlive this one (a large site takes seconds); here when none starts. */
function removeLater(dirs: string[]): void {
  if (!dirs.length) return;
  const now = () => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
  try {
    const script = "for (const d of process.argv.slice(1)) require('node:fs').rmSync(d, { recursive: true, force: true })";
    const child = spawn(process.execPath, ["-e", script, ...dirs], { detached: true, stdio: "ignore" });
    child.on("error", now);
    child.unref();
  } catch {
    now();
  }
}

/** The versioned folder `outDir` points to, or null when it is no symlink (no build yet, or an older layout). */
function currentVersion(outDir: string): string | null {
  try {
    return path.resolve(path.dirname(outDir), fs.readlinkSync(outDir));
  } catch {
    return null;
  }
}

/**
 * What earlier builds of `outDir` left beside it that nobody uses: staging folders, versions and links of
 * processes that are gone, versions and links of this one; never the current version, `keep`, nor this
 * process's staging folder.
 */
function leftovers(outDir: string, keep: Array<string | null>): string[] {
  const dir = path.dirname(outDir);
  const pattern = LEFTOVER(path.basename(outDir));
  const kept = new Set([currentVersion(outDir), ...keep].filter(Boolean));
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const m = pattern.exec(name);
    const full = path.join(dir, name);
    if (!m || kept.has(full)) return [];
    const pid = Number(m[2] ?? m[3]);
    // This process's staging folder is its build's to remove: a background removal could otherwise take the
    // next build's stage of the same name (two builds in one process, e.g. npm run dev or tests).
    if (pid === process.pid) return m[1] === "building" ? [] : [full];
    return alive(pid) ? [] : [full];
  });
}

/**
 * Remove what killed builds of `outDir` left (their `.building-<pid>` folders, versions, links), now gone
 * processes only. A build killed in the one gap (an older real output folder moved aside, the symlink not yet
 * in place) left no `outDir`: its last good site is put back first.
 */
export function cleanLeftovers(outDir: string): void {
  if (!fs.existsSync(outDir) && !isLink(outDir)) {
    const dir = path.dirname(outDir);
    const aside = new RegExp(`^${escapeRegExp(path.basename(outDir))}\\.old-(\\d+)-(\\d+)$`);
    const names = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    const newest = names
      .map((n) => ({ n, m: aside.exec(n) }))
      .filter(({ m }) => m && !alive(Number(m[1])))
      .sort((a, b) => (BigInt(a.m![2]) < BigInt(b.m![2]) ? 1 : -1))[0];
    if (newest) fs.renameSync(path.join(dir, newest.n), outDir);
  }
  removeLater(leftovers(outDir, []));
}

const isLink = (p: string) => {
  try {
    return fs.lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
};

/**
 * Make the finished site `built` (a folder on the same file system) the output `outDir`: moved to a versioned
 * folder beside it, then switched in by renaming a symlink over `outDir`.
 */
export function publishSite(built: string, outDir: string): void {
  const dir = path.dirname(outDir);
  const name = path.basename(outDir);
  const version = path.join(dir, `.${name}.site-${process.pid}-${Date.now()}${process.hrtime.bigint() % 1000n}`);
  killPoint("staged");
  fs.renameSync(built, version);
  killPoint("versioned");
  const link = path.join(dir, `.${name}.link-${process.pid}`);
  fs.rmSync(link, { force: true });
  // Relative: the project folder can move, and a container can mount it elsewhere.
  fs.symlinkSync(path.basename(version), link, "dir");
  killPoint("linked");
  const previous = currentVersion(outDir);
  // An output folder of an older build (or of `npm run dev`) is a real folder: a symlink cannot replace it in
  // one rename, so it goes aside first — the one swap with a gap, once.
  const aside = previous ? null : moveAside(outDir);
  killPoint("aside");
  fs.renameSync(link, outDir);
  killPoint("swapped");
  removeLater([...(aside ? [aside] : []), ...leftovers(outDir, [version, previous])]);
}

/**
 * Remove the output at once (`npm run dev` starts from an empty folder): the symlink and every version of this
 * output, or a real folder, moved aside and deleted in the background.
 */
export function removeOutput(outDir: string): void {
  const version = currentVersion(outDir);
  const old = moveAside(outDir);
  removeLater([...(old ? [old] : []), ...(version ? [version] : []), ...leftovers(outDir, [])]);
}
