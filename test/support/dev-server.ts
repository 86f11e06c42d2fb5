// Start `npm run dev` as a child process and wait for its first build: for the dev tests (test/dev/) and the
// benchmark's save → reload figure, which both drive the real command (a harness, not the product: it lives
// with the tests).
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { ROOT as REPO_ROOT } from "./source-scan.ts";

export interface DevServer {
  /** The site's URL under the base, as the server printed it ("http://localhost:8224/docs/web/"). */
  url: string;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** Resolve once the output, after what it held when called, matches. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  stop(): Promise<void>;
}

export async function launchDev(options: { content: string; config?: string; out: string; port: number; timeoutMs?: number }): Promise<DevServer> {
  const args = ["--import", "tsx", path.join(REPO_ROOT, "scripts/dev.ts"), "--content", options.content, "--out", options.out];
  if (options.config) args.push("--config", options.config);
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(options.port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    out += chunk.toString();
    for (const l of listeners) l();
  };
  child.stdout!.on("data", onData);
  child.stderr!.on("data", onData);
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));

  const waitFor = (pattern: RegExp, timeoutMs = 60_000) => {
    const from = out.length;
    return new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const m = new RegExp(pattern.source, pattern.flags).exec(out.slice(from));
        if (m) {
          done();
          resolve(m);
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`npm run dev: no ${pattern} within ${timeoutMs} ms; it printed:\n${out.slice(-4000)}`));
      }, timeoutMs);
      const onExit = () => {
        done();
        reject(new Error(`npm run dev exited (${child.exitCode}); it printed:\n${out.slice(-4000)}`));
      };
      const done = () => {
        clearTimeout(timer);
        listeners.delete(check);
        child.off("exit", onExit);
      };
      listeners.add(check);
      child.on("exit", onExit);
      check();
    });
  };

  // A server that never says it started is stopped, not left running (and holding its port).
  const started = await waitFor(/Web Docs \(dev\): (http:\/\/\S+)/, options.timeoutMs ?? 600_000).catch((e: Error) => {
    if (child.exitCode === null) child.kill("SIGTERM");
    throw e;
  });
  return {
    url: started[1],
    output: () => out,
    waitFor,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
