import { execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import type { PageSnippets, Snippet } from "./extract.ts";
import { compareOutput } from "./compare.ts";

// Runs the snippets that extract.ts found: Node snippets in a child process per snippet (TypeScript
// through tsx), shell snippets that show their output in bash in an empty folder of their own (#44), other
// shell through `bash -n`, SQL through sqlite3, JSON/YAML parsed in process. Results of child processes are
// cached in .build/ by content hash, so an unchanged article costs nothing.

export { compareOutput };

export interface SnippetProblem {
  file: string;
  line: number;
  problem: string;
}

/**
 * Per language as written: how many snippets ran (or, for JSON, YAML and SQL, were checked), how many
 * shell snippets had only their syntax checked, and how many were skipped with a reason.
 */
export type SnippetCounts = Record<string, { run: number; syntax: number; skipped: number; failed: number }>;

export interface SnippetOptions {
  /** Where runs and the result cache live (`.build/snippets`). */
  workDir: string;
  concurrency?: number;
  timeoutMs?: number;
}

const RUNNER_VERSION = "3";
// No colours or warnings: what the article shows must not depend on the machine that checks it.
const ENV = { NODE_NO_WARNINGS: "1", NO_COLOR: "1", FORCE_COLOR: "0", NODE_OPTIONS: "" };
const TSX = import.meta.resolve("tsx");

/**
 * Run a command with stdout and stderr going to one file, so `console.warn` lines (or a shell command's
 * warnings) sit where a terminal shows them, in order. `tz` (the fence's `tz=Area/City`) sets the time
 * zone; UTC otherwise.
 */
function execCombined(cmd: string, args: string[], cwd: string, tz: string | undefined, timeoutMs: number, env: Record<string, string> = {}): Promise<Outcome> {
  // The log lives outside cwd, so a snippet that lists its folder sees only its own files.
  const log = path.join(os.tmpdir(), `wd-snippet-out-${process.pid}-${Math.random().toString(36).slice(2)}`);
  const fd = fs.openSync(log, "w");
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, stdio: ["ignore", fd, fd], env: { ...process.env, ...ENV, TZ: tz ?? "UTC", ...env } });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      fs.closeSync(fd);
      const out = fs.readFileSync(log, "utf8");
      fs.rmSync(log, { force: true });
      resolve({ code, stdout: out, stderr: out, timedOut });
    });
  });
}

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

function exec(cmd: string, args: string[], opts: { cwd?: string; input?: string; timeoutMs: number }): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = execFile(
      cmd,
      args,
      {
        cwd: opts.cwd,
        timeout: opts.timeoutMs,
        maxBuffer: 4 * 1024 * 1024,
        env: { ...process.env, ...ENV, TZ: "UTC" },
      },
      (err, stdout, stderr) => {
        const e = err as (Error & { code?: number | string; killed?: boolean; signal?: string }) | null;
        resolve({
          code: e ? (typeof e.code === "number" ? e.code : 1) : 0,
          stdout: String(stdout),
          stderr: String(stderr) || (e && typeof e.code === "string" ? e.message : ""),
          timedOut: !!e?.killed && e.signal === "SIGTERM",
        });
      },
    );
    if (opts.input !== undefined) child.stdin?.end(opts.input);
  });
}

/** exec() with the result kept in the cache under a hash of everything that decides it. */
async function cachedExec(workDir: string, key: unknown, run: () => Promise<Outcome>): Promise<Outcome> {
  const hash = createHash("sha256")
    .update(JSON.stringify([RUNNER_VERSION, process.version, key]))
    .digest("hex")
    .slice(0, 24);
  const file = path.join(workDir, "cache", `${hash}.json`);
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Outcome;
  } catch {
    /* not cached yet */
  }
  const outcome = await run();
  if (!outcome.timedOut) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(outcome));
  }
  return outcome;
}

function nodeFileName(s: Snippet): string {
  const ext = /^(ts|typescript|mts|cts)$/.test(s.lang) ? "ts" : s.lang === "tsx" || s.lang === "jsx" ? s.lang : "js";
  const base = s.title && /^[\w./-]+$/.test(s.title) && !s.title.includes("..") ? s.title : `snippet-${s.line}.${ext}`;
  if (s.module === "cjs") return base.replace(/\.[mc]?[jt]s$/, (x) => (x.includes("t") ? ".cts" : ".cjs"));
  if (s.module === "esm") return base.replace(/\.[mc]?[jt]s$/, (x) => (x.includes("t") ? ".mts" : ".mjs"));
  return /\.[mc]?[jt]sx?$/.test(base) ? base : `${base}.mjs`;
}

/** Write the page's titled files (and a package.json making `.js` ESM unless the page has its own) once. */
function pageDir(workDir: string, page: PageSnippets): string {
  const hash = createHash("sha256").update(JSON.stringify(page.files)).digest("hex").slice(0, 16);
  const dir = path.join(workDir, "pages", hash);
  if (!fs.existsSync(path.join(dir, ".complete"))) {
    fs.mkdirSync(dir, { recursive: true });
    for (const f of page.files) {
      fs.mkdirSync(path.dirname(path.join(dir, f.path)), { recursive: true });
      fs.writeFileSync(path.join(dir, f.path), `${f.code}\n`);
    }
    if (!page.files.some((f) => f.path === "package.json")) fs.writeFileSync(path.join(dir, "package.json"), '{ "type": "module" }\n');
    fs.writeFileSync(path.join(dir, ".complete"), "");
  }
  return dir;
}

async function checkNode(s: Snippet, page: PageSnippets, opts: Required<SnippetOptions>): Promise<string | null> {
  const dir = pageDir(opts.workDir, page);
  const name = nodeFileName(s);
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${s.code}\n`);
  const ts = /\.([mc]?tsx?|jsx)$/.test(name);
  const out = await cachedExec(opts.workDir, ["node", page.files, name, s.code, s.tz], () =>
    execCombined(process.execPath, [...(ts ? ["--import", TSX] : []), name], dir, s.tz, opts.timeoutMs),
  );
  if (out.timedOut) return `did not finish within ${opts.timeoutMs / 1000} s; make it end, or mark the fence \`no-run: <reason>\``;
  if (out.code !== 0) {
    const why = out.stderr.split("\n").find((l) => /^(\w*Error\b|Error \[)/.test(l)) ?? out.stderr.trim().split("\n")[0] ?? "";
    return `exits with code ${out.code} (${why.trim()}); fix it, or mark the fence \`no-run: <reason>\``;
  }
  const diff = compareOutput(out.stdout, s.expected!.text, !!s.varies);
  return diff && `prints something else than the output at line ${s.expected!.line}: ${diff}`;
}

/**
 * Run a shell snippet that shows its output, in an empty folder of its own that is also its HOME, so it
 * cannot read or change the checking user's files or Git settings by accident. Like a terminal session it
 * goes on after a failing command (articles show failures on purpose); the output decides.
 */
async function checkShell(s: Snippet, setup: string, opts: Required<SnippetOptions>): Promise<string | null> {
  // `continues`: replay the page's earlier shell snippets first, silently, so a session can span several fences.
  const script = s.continues && setup ? `{\n${setup}\n} >/dev/null 2>&1\n${s.code}` : s.code;
  const out = await cachedExec(opts.workDir, ["bash", script], () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-shell-"));
    const env = { HOME: dir, LC_ALL: "C.UTF-8", GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" };
    return execCombined("bash", ["-c", script], dir, s.tz, opts.timeoutMs, env).finally(() => fs.rmSync(dir, { recursive: true, force: true }));
  });
  if (out.timedOut) return `did not finish within ${opts.timeoutMs / 1000} s; make it end, or mark the fence \`no-run: <reason>\``;
  const diff = compareOutput(out.stdout, s.expected!.text, !!s.varies);
  return diff && `prints something else than the output at line ${s.expected!.line} (exit code ${out.code}): ${diff}`;
}

/** `setup`: the page's earlier SQL for a SQL snippet, its earlier running shell snippets for a shell one. */
async function checkOther(s: Snippet, setup: string, opts: Required<SnippetOptions>): Promise<string | null> {
  switch (s.kind) {
    case "json":
      try {
        JSON.parse(s.code);
        return null;
      } catch (e) {
        return `JSON does not parse: ${(e as Error).message}`;
      }
    case "jsonc": {
      const ts = (await import("typescript")).default;
      // JSON with comments and trailing commas, as VS Code and tsconfig read it.
      const diags = (ts.parseJsonText("snippet.jsonc", s.code) as unknown as { parseDiagnostics: import("typescript").Diagnostic[] }).parseDiagnostics;
      return diags.length ? `JSONC does not parse: ${ts.flattenDiagnosticMessageText(diags[0].messageText, " ")}` : null;
    }
    case "yaml":
      try {
        yaml.loadAll(s.code);
        return null;
      } catch (e) {
        return `YAML does not parse: ${(e as Error).message.split("\n")[0]}`;
      }
    case "bash": {
      const out = await cachedExec(opts.workDir, ["bash -n", s.code], () => exec("bash", ["-n"], { input: s.code, timeoutMs: opts.timeoutMs }));
      if (out.code !== 0)
        return `bash -n fails: ${out.stderr
          .trim()
          .split("\n")[0]
          .replace(/^bash: /, "")}`;
      return s.expected && !s.skip ? checkShell(s, setup, opts) : null;
    }
    case "sql": {
      const input = `${setup}\n${s.code}\n`;
      const out = await cachedExec(opts.workDir, ["sqlite3", input], () => exec("sqlite3", ["-bail", ":memory:"], { input, timeoutMs: opts.timeoutMs }));
      return out.code === 0 ? null : `SQLite rejects it: ${out.stderr.trim().split("\n")[0]}; make it portable, or mark the fence \`no-run: <reason>\``;
    }
    default:
      return null;
  }
}

/** Check every snippet of the given pages, `concurrency` child processes at a time. */
export async function runSnippets(
  pages: Array<{ file: string; page: PageSnippets }>,
  options: SnippetOptions,
): Promise<{ problems: SnippetProblem[]; counts: SnippetCounts }> {
  const opts: Required<SnippetOptions> = { concurrency: os.availableParallelism(), timeoutMs: 30_000, ...options };
  const counts: SnippetCounts = {};
  const problems: SnippetProblem[] = [];
  const jobs: Array<() => Promise<void>> = [];
  for (const { file, page } of pages) {
    for (const p of page.problems) problems.push({ file, ...p });
    let sqlSetup = ""; // the page's earlier SQL (its tables) runs before each SQL snippet
    let shellSetup = ""; // the page's earlier running shell snippets, replayed before a `continues` one
    for (const s of page.snippets) {
      const c = (counts[s.lang] ??= { run: 0, syntax: 0, skipped: 0, failed: 0 });
      // A shell fence marked no-run keeps its syntax check, and so does one that shows no output.
      if (s.skip && s.kind !== "bash") {
        c.skipped++;
        continue;
      }
      if (s.kind === "bash" && (s.skip || !s.expected)) c.syntax++;
      else c.run++;
      const setup = s.kind === "bash" ? shellSetup : sqlSetup;
      if (s.kind === "sql") sqlSetup += `\n${s.code}\n`;
      if (s.kind === "bash" && s.expected && !s.skip) shellSetup += `\n${s.code}\n`;
      jobs.push(async () => {
        const problem = s.kind === "node" ? await checkNode(s, page, opts) : await checkOther(s, setup, opts);
        if (problem) {
          c.failed++;
          problems.push({ file, line: s.line, problem: `${s.lang} snippet ${problem}` });
        }
      });
    }
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, opts.concurrency) }, async () => {
      while (next < jobs.length) await jobs[next++]();
    }),
  );
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { problems, counts };
}

/** "js 40 run, 2 skipped; bash 9 run, 102 syntax-checked" — the line check:content prints. */
export function formatCounts(counts: SnippetCounts): string {
  return Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([lang, c]) =>
        `${lang} ${c.run} run${c.syntax ? `, ${c.syntax} syntax-checked` : ""}${c.skipped ? `, ${c.skipped} skipped` : ""}${c.failed ? `, ${c.failed} failed` : ""}`,
    )
    .join("; ");
}
