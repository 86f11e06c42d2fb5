// The authors' first impression (issue #17): `npm start` on a fresh clone (empty widgets cache: bundle, build
// of Web Docs' own pages, serve) until the first 200, then again with the cache warm. Runs the real
// scripts/start.ts in a child process, with its own widgets cache folder so the shared one is left alone.
//
//   node --import tsx bench/first-start.ts [--port 8474] [--work DIR]   (prints the figures; also run by npm run bench)
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { REPO_ROOT } from "./root.ts";
import { option as arg } from "./options.ts";
import type { StartFigures } from "./types.ts";

/** Run `npm start`'s script until its server answers 200; returns the seconds and its output. */
async function timedStart(port: number, out: string, cache: string): Promise<{ seconds: number; log: string[] }> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", path.join(REPO_ROOT, "scripts/start.ts"), "--out", out], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", WEB_DOCS_JS_CACHE: cache, WEB_DOCS_MINIFY: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: string[] = [];
  const collect = (b: Buffer) => log.push(...b.toString().split("\n").filter(Boolean));
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}) before serving:\n${log.join("\n")}`);
      const ok = await fetch(`http://127.0.0.1:${port}/docs/web/`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) return { seconds: (performance.now() - started) / 1000, log };
      if (performance.now() - started > 600_000) throw new Error("npm start did not serve within 10 minutes");
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    child.kill();
    if (child.exitCode === null) await new Promise((r) => child.once("exit", r));
  }
}

export async function measureStarts(port: number, work: string): Promise<StartFigures> {
  const cache = path.join(work, "start-js-cache");
  const out = path.join(work, "start-out");
  fs.rmSync(cache, { recursive: true, force: true });
  fs.rmSync(out, { recursive: true, force: true });
  const first = await timedStart(port, out, cache);
  const timeFile = fs.readdirSync(cache).find((f) => f.endsWith(".seconds"));
  const warm = await timedStart(port, out, cache);
  const pages = (fs.readdirSync(out, { recursive: true }) as string[]).filter((f) => f.endsWith(".html")).length;
  return {
    pages,
    coldBundleS: timeFile ? Number(fs.readFileSync(path.join(cache, timeFile), "utf8")) : null,
    firstStartS: first.seconds,
    warmStartS: warm.seconds,
    firstStartLog: first.log,
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const { checkStartBudgets } = await import("./budgets.ts");
  const figures = await measureStarts(Number(arg("port", "8474")), path.resolve(arg("work", path.join(os.tmpdir(), "web-docs-bench"))));
  console.log(figures.firstStartLog.map((l) => `  | ${l}`).join("\n"));
  for (const b of checkStartBudgets(figures)) console.log(`${b.label} (${b.n} pages): ${b.value?.toFixed(1)} ${b.unit}, budget ${b.budget}: ${b.status}`);
}
