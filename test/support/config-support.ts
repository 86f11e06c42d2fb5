// Helpers for the config tests (not a test file itself): validate an author config as the build does.
import assert from "node:assert/strict";
import { ConfigError, validateAuthorConfig } from "../../site/config/validate.ts";

export const FILE = "docs/web-docs.config.json";

/** The validated config of a config that must pass. */
export const ok = (raw: unknown) => validateAuthorConfig(raw, FILE);

/** The problem lines ("key.path: message") of a config that must fail. */
export function problems(raw: unknown): string[] {
  try {
    validateAuthorConfig(raw, FILE);
  } catch (e) {
    assert.ok(e instanceof ConfigError, `expected a ConfigError, got ${e}`);
    return e.problems.map((p) => `${p.path || "(the config)"}: ${p.message}`);
  }
  assert.fail("the config was accepted");
}
