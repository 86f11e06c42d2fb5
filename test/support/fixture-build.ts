// Helpers for tests that build a fixture site as an author would (not a test file itself): a child process
// running scripts/build.ts, with none of the WEB_DOCS_* variables of the environment the tests run in.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import path from "node:path";

/**
 * Build `<fixture>/docs` with `<fixture>/web-docs.config.json` into `out`, with `extraEnv` set; fails the test
 * with the build's output, else returns its log.
 */
export function buildFixture(fixture: string, out: string, extraEnv: NodeJS.ProcessEnv = {}): string {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extraEnv };
  for (const k of ["WEB_DOCS_CONTENT", "WEB_DOCS_CONFIG", "WEB_DOCS_OUT"]) delete env[k];
  const args = [
    "--import",
    "tsx",
    "scripts/build.ts",
    "--content",
    path.join(fixture, "docs"),
    "--config",
    path.join(fixture, "web-docs.config.json"),
    "--out",
    out,
  ];
  const r = spawnSync(process.execPath, args, { env, encoding: "utf8" });
  assert.equal(r.status, 0, `${r.stdout}${r.stderr}`);
  return `${r.stdout}${r.stderr}`;
}
