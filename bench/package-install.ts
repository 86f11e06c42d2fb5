// An author's first minutes, from the packed tarballs (issue budgets: node_modules ≤ 200 MB and an install no
// slower than `npm add -D vitepress`; create → install → `npm run docs:dev` answering ≤ about 20 s; the first
// `web-docs build` of the scaffold ≤ 3 s), beside `npm add -D vitepress` in the same run. Each install uses an
// empty npm cache of its own, so neither profits from the other's downloads.
//
// Part of `npm run bench` (skip with --no-install); alone:
//   node --import tsx bench/package-install.ts [--no-vitepress] [--work DIR]
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { packBoth } from "../test/support/pack.ts";

/** An author's first minutes, in seconds and MB (null: VitePress not measured). */
export interface InstallFigures {
  installS: number;
  nodeModulesMB: number;
  createToDevS: number;
  firstBuildS: number;
  vitepressInstallS: number | null;
  vitepressNodeModulesMB: number | null;
}

/** Size of a folder's files in bytes. */
function folderBytes(dir: string): number {
  let total = 0;
  for (const f of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) if (f.isFile()) total += fs.statSync(path.join(f.parentPath, f.name)).size;
  return total;
}

const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;
const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;
const cleanEnv = () => Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(npm_|INIT_CWD$|NODE_OPTIONS$)/.test(k)));

/** Start `npm run docs:dev` and resolve with the seconds until its first page answers. */
function devAnswers(cwd: string, since: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "docs:dev"], { cwd, env: { ...cleanEnv(), PORT: "0" }, stdio: ["ignore", "pipe", "pipe"], detached: true });
    let out = "";
    const timer = setTimeout(() => done(new Error(`docs:dev gave no address in 120 s:\n${out}`)), 120_000);
    const done = (e: Error | null, s?: number) => {
      clearTimeout(timer);
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {}
      if (e) reject(e);
      else resolve(s!);
    };
    const seen = async (chunk: Buffer) => {
      out += chunk.toString();
      const m = /(http:\/\/(?:localhost|127\.0\.0\.1):\d+\/\S*)/.exec(out);
      if (!m) return;
      child.stdout!.off("data", seen);
      const res = await fetch(m[1]).catch(() => null);
      done(res?.ok ? null : new Error(`${m[1]} answered ${res?.status}`), seconds(since));
    };
    child.stdout!.on("data", seen);
    child.stderr!.on("data", (c: Buffer) => (out += c.toString()));
  });
}

/** Pack both packages into `work`, then time create → install → dev, the first build, and VitePress's install. */
export async function measurePackageInstall(work: string, withVitepress = true): Promise<InstallFigures> {
  const npm = (args: string[], cwd: string) =>
    execFileSync("npm", [...args, "--no-audit", "--no-fund", "--cache", path.join(work, `cache-${path.basename(cwd)}`)], {
      cwd,
      stdio: ["ignore", "ignore", "inherit"],
    });
  const tarballs = packBoth(path.join(work, "tarballs"));
  // 1. create → install → dev answering, from an empty folder (create-web-docs from its tarball, as npm create does).
  const created = Date.now();
  execFileSync("npx", ["--yes", `--package=${tarballs.create}`, "create-web-docs", "site", "--yes"], { cwd: work, stdio: "ignore", env: cleanEnv() });
  const site = path.join(work, "site");
  const installStarted = Date.now();
  npm(["install", "--save-dev", tarballs.webDocs], site);
  const installS = seconds(installStarted);
  const nodeModulesMB = mb(folderBytes(path.join(site, "node_modules")));
  const createToDevS = await devAnswers(site, created);
  // 2. The first build of the scaffold after install (the widgets ship prebuilt: nothing is bundled).
  const built = Date.now();
  execFileSync(path.join(site, "node_modules", ".bin", "web-docs"), ["build"], { cwd: site, stdio: "ignore", env: cleanEnv() });
  const firstBuildS = seconds(built);
  // 3. VitePress's install in the same run, for comparison.
  let vitepressInstallS: number | null = null;
  let vitepressNodeModulesMB: number | null = null;
  if (withVitepress) {
    const vp = path.join(work, "vitepress");
    fs.mkdirSync(vp, { recursive: true });
    fs.writeFileSync(path.join(vp, "package.json"), '{ "name": "vp", "private": true }\n');
    const t = Date.now();
    npm(["add", "-D", "vitepress"], vp);
    vitepressInstallS = seconds(t);
    vitepressNodeModulesMB = mb(folderBytes(path.join(vp, "node_modules")));
  }
  return { installS, nodeModulesMB, createToDevS, firstBuildS, vitepressInstallS, vitepressNodeModulesMB };
}

/** The install figures for `npm run bench` (in a fresh `work` folder), or why there are none. */
export async function installInBench(work: string, log: (msg: string) => void): Promise<{ install: InstallFigures | null; note?: string }> {
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  try {
    const f = await measurePackageInstall(work);
    log(
      `install: web-docs ${f.installS} s / ${f.nodeModulesMB} MB (VitePress ${f.vitepressInstallS} s / ${f.vitepressNodeModulesMB} MB), create → dev ${f.createToDevS} s, first build ${f.firstBuildS} s`,
    );
    return { install: f };
  } catch (e) {
    const note = `failed: ${(e as Error).message.split("\n")[0]}`;
    log(`install: ${note}`);
    return { install: null, note };
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const argv = process.argv.slice(2);
  const work = path.resolve(argv.includes("--work") ? argv[argv.indexOf("--work") + 1] : fs.mkdtempSync(path.join(os.tmpdir(), "web-docs-install-bench-")));
  console.table(await measurePackageInstall(work, !argv.includes("--no-vitepress")));
  console.log(`(work folder: ${work})`);
}
