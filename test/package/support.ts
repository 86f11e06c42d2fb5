// The packed packages installed as an author installs them: both tarballs `npm pack`ed into a temporary folder
// and web-docs installed into ONE empty project (dependencies from the registry), shared by the tests of a run.
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { packBoth } from "../support/pack.ts";

export const REPO = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const NPM = "npm";

export interface Installed {
  /** The temporary folder: tarballs/, project/ (web-docs installed), and whatever tests add. */
  root: string;
  project: string;
  webDocsTarball: string;
  createTarball: string;
  /** The web-docs bin of the project. */
  bin: string;
  /** Seconds: npm install of the tarball (for the report / bench). */
  installSeconds: number;
}

export function packAndInstall(): Installed {
  // While working on a test: REUSE_PACKAGE_TEST=<the root a run kept with KEEP_PACKAGE_TEST=1> skips pack and install.
  const reuse = process.env.REUSE_PACKAGE_TEST;
  if (reuse) {
    const tgz = (prefix: string) => path.join(reuse, "tarballs", fs.readdirSync(path.join(reuse, "tarballs")).find((f) => f.startsWith(prefix))!);
    const project = path.join(reuse, "project");
    return {
      root: reuse,
      project,
      webDocsTarball: tgz("web-docs-"),
      createTarball: tgz("create-web-docs-"),
      bin: path.join(project, "node_modules", ".bin", "web-docs"),
      installSeconds: 0,
    };
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "web-docs-package-"));
  const { webDocs: webDocsTarball, create: createTarball } = packBoth(path.join(root, "tarballs"));
  const project = path.join(root, "project");
  fs.mkdirSync(project);
  fs.writeFileSync(path.join(project, "package.json"), `${JSON.stringify({ name: "author-project", private: true }, null, 2)}\n`);
  const started = Date.now();
  execFileSync(NPM, ["install", "--no-audit", "--no-fund", "--save-dev", webDocsTarball], { cwd: project, stdio: ["ignore", "ignore", "inherit"] });
  return {
    root,
    project,
    webDocsTarball,
    createTarball,
    bin: path.join(project, "node_modules", ".bin", "web-docs"),
    installSeconds: (Date.now() - started) / 1000,
  };
}

export interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

/** A command in the project, its environment cleared of this repository's npm variables (INIT_CWD …). */
export function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Run {
  const r = spawnSync(cmd, args, { cwd, encoding: "utf8", env: cleanEnv(env), timeout: 120_000 });
  return { status: r.status ?? 1, stdout: r.stdout, stderr: r.stderr };
}

export function cleanEnv(env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^(npm_|INIT_CWD$|WEB_DOCS_|NODE_OPTIONS$)/.test(k)) out[k] = v;
  return { ...out, ...env };
}

export interface Server {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Start a server command and wait for the line naming its address (`http://127.0.0.1:PORT/…`, or localhost). */
export function startServer(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<Server> {
  const child = spawn(cmd, args, { cwd, env: cleanEnv(env), stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no address from ${cmd} ${args.join(" ")} in 60 s:\n${out}`)), 60_000);
    const seen = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /(http:\/\/(?:localhost|127\.0\.0\.1):\d+\/\S*)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      resolve({
        url: m[1],
        child,
        output: () => out,
        stop: () => new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once("exit", () => done()), child.kill("SIGTERM")))),
      });
    };
    child.stdout!.on("data", seen);
    child.stderr!.on("data", seen);
    child.once("exit", (code) => reject(new Error(`${cmd} ${args.join(" ")} exited ${code}:\n${out}`)));
  });
}
