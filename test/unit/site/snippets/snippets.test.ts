import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { checkPage } from "../../../../site/content-check.ts";
import { extractSnippets, snippetFlags, type Fence } from "../../../../site/snippets/extract.ts";
import { compareOutput, formatCounts, runSnippets } from "../../../../site/snippets/run.ts";

// The snippet check of #22: what counts as a claimed output, and that a wrong claim fails.

const F = "```";

/** Write a page into a temporary content folder and extract its snippets the way the content check does. */
function page(markdown: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-snippets-"));
  fs.writeFileSync(path.join(dir, "a.md"), `---\ntitle: A\ndescription: A page\n---\n\n# A\n\n${markdown}\n`);
  return checkPage(dir, "a.md", () => new Set()).snippets;
}

async function run(markdown: string) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-snippet-run-"));
  return runSnippets([{ file: "a.md", page: page(markdown) }], { workDir, concurrency: 2, timeoutMs: 3000 });
}

describe("snippets: what a fence claims", () => {
  it("takes the text fence right after a JavaScript fence as its output, across an introducing sentence", () => {
    const s = page(`${F}js\nconsole.log(1)\n${F}\n\nIt prints:\n\n${F}text\n1\n${F}`);
    assert.equal(s.snippets.length, 1);
    assert.equal(s.snippets[0].expected?.text, "1");
    assert.equal(s.snippets[0].expected?.line, 14);
  });

  it("does not take a text fence after a heading or a closing container as output", () => {
    assert.equal(page(`${F}js\nconsole.log(1)\n${F}\n\n## Next\n\n${F}text\n1\n${F}`).snippets.length, 0);
    assert.equal(page(`${F}js\nconsole.log(1)\n${F}\n:::\nThe build writes:\n\n${F}text\ndist/a.js\n${F}`).snippets.length, 0);
  });

  it("reads `// →`, `// prints` and `// Output:` comments as output lines, in order", () => {
    const s = page(`${F}js\nconsole.log(1 + 1); // → 2\nconsole.log("a"); // prints: a\nconsole.log([]); // Output: []\nconsole.log(x); // a remark\n${F}`);
    assert.equal(s.snippets[0].expected?.text, "2\na\n[]");
  });

  it("reads no-run, varies, cjs and tz from the fence info, and requires a reason", () => {
    assert.deepEqual(snippetFlags("js [a.mjs] no-run: needs a browser"), { skip: "needs a browser" });
    assert.deepEqual(snippetFlags("js{2} cjs varies: random ids"), { varies: "random ids", module: "cjs" });
    assert.match(snippetFlags("js no-run").problem!, /needs a reason/);
    assert.match(snippetFlags("js no-run:  ").problem!, /needs a reason/);
    const fences: Fence[] = [{ line: 1, end: 3, info: "js tz=America/New_York", code: "x // → 1" }];
    assert.equal(extractSnippets(fences, ["```js", "x", "```"], 1).snippets[0].tz, "America/New_York");
  });

  it("keeps titled fences as files another snippet can import", () => {
    const s = page(`${F}js [lib.js]\nexport const x = 1;\n${F}\n\n${F}json [data.json]\n{"a":1}\n${F}`);
    assert.deepEqual(
      s.files.map((f) => f.path),
      ["lib.js", "data.json"],
    );
  });
});

describe("snippets: comparing output", () => {
  it("ignores trailing spaces and non-breaking spaces, not anything else", () => {
    assert.equal(compareOutput("a  \n83,86\u00a0€\n\n", "a\n83,86 €"), null);
    assert.match(compareOutput("1\n2", "1\n3")!, /line 2: the article shows "3", the snippet printed "2"/);
    assert.match(compareOutput("1", "1\n2")!, /printed \(nothing\)/);
  });

  it("with varies, lets words with digits or 8+ characters differ but not the rest", () => {
    assert.equal(compareOutput("id=abc123; n=7", "id=zzz999; n=8", true), null);
    assert.equal(compareOutput("iat 1795241406", "iat 1795524361", true), null);
    assert.match(compareOutput("rejected (bad signature)", "rejected (wrong issuer)", true)!, /line 1/);
    assert.match(compareOutput("id=abc123", "id=zzz999")!, /line 1/);
  });
});

describe("snippets: running them", () => {
  it("passes a snippet whose output matches and fails one whose output does not, naming file and line", async () => {
    const r = await run(`${F}js\nconsole.log(6 * 7)\n${F}\n\n${F}text\n42\n${F}\n\n${F}js\nconsole.log(6 * 9)\n${F}\n\n${F}text\n42\n${F}`);
    assert.deepEqual(r.counts.js, { run: 2, syntax: 0, skipped: 0, failed: 1 });
    assert.equal(r.problems.length, 1);
    assert.equal(r.problems[0].line, 16);
    assert.match(r.problems[0].problem, /prints something else than the output at line 20: output line 1: the article shows "42", the snippet printed "54"/);
  });

  it("runs ES modules and CommonJS with their own semantics (top-level nextTick vs promise)", async () => {
    const code = "process.nextTick(() => console.log('nextTick'));\nPromise.resolve().then(() => console.log('promise'));";
    const r = await run(`${F}js [a.mjs]\n${code}\n${F}\n\n${F}text\npromise\nnextTick\n${F}\n\n${F}js cjs\n${code}\n${F}\n\n${F}text\nnextTick\npromise\n${F}`);
    assert.deepEqual(r.problems, []);
    assert.equal(r.counts.js.run, 2);
  });

  it("runs TypeScript, imports a titled sibling, shows stderr in order and honours tz", async () => {
    const r = await run(
      [
        `${F}ts [lib.ts] no-run: imported by the next example\nexport const twice = (n: number): number => n * 2;\n${F}`,
        `${F}ts\nimport { twice } from "./lib.ts";\nconsole.log(twice(21));\nconsole.warn("warned");\nconsole.log("after");\n${F}\n\n${F}text\n42\nwarned\nafter\n${F}`,
        `${F}js tz=America/New_York\nconsole.log(new Date(Date.UTC(2026, 0, 1, 12)).getHours()) // → 7\n${F}`,
      ].join("\n\n"),
    );
    assert.deepEqual(r.problems, []);
  });

  it("reports a crash and a timeout, and counts skipped fences without running them", async () => {
    const r = await run(
      [
        `${F}js\nthrow new TypeError("boom") // → never\n${F}`,
        `${F}js\nsetInterval(() => {}, 1000) // → never\n${F}`,
        `${F}js no-run: needs a browser\ndocument.title // → x\n${F}`,
      ].join("\n\n"),
    );
    assert.equal(r.problems.length, 2);
    assert.match(r.problems[0].problem, /exits with code 1 \(TypeError: boom\)/);
    assert.match(r.problems[1].problem, /did not finish within 3 s/);
    assert.deepEqual(r.counts.js, { run: 2, syntax: 0, skipped: 1, failed: 2 });
    assert.equal(formatCounts(r.counts), "js 2 run, 1 skipped, 2 failed");
  });

  it("checks shell with bash -n, parses JSON, JSONC and YAML, and runs SQL in SQLite with the page's earlier tables", async () => {
    const r = await run(
      [
        `${F}bash no-run: an illustration\nif true; then echo ok; fi\n${F}`,
        `${F}bash no-run: an illustration\nif true; then echo broken\n${F}`,
        `${F}json\n{"a": 1,}\n${F}`,
        `${F}jsonc\n// comment\n{"a": 1,}\n${F}`,
        `${F}yaml\na: [1, 2\n${F}`,
        `${F}sql\nCREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT);\n${F}`,
        `${F}sql\nINSERT INTO t (name) VALUES ('a');\nSELECT name FROM t;\n${F}`,
        `${F}sql\nSELECT nope FROM missing;\n${F}`,
      ].join("\n\n"),
    );
    const byLang = Object.fromEntries(Object.entries(r.counts).map(([k, v]) => [k, v.failed]));
    assert.deepEqual(byLang, { bash: 1, json: 1, jsonc: 0, yaml: 1, sql: 1 });
    assert.match(r.problems.find((p) => p.problem.startsWith("sql"))!.problem, /no such table: missing/);
    assert.match(r.problems.find((p) => p.problem.startsWith("bash"))!.problem, /bash -n fails/);
  });

  it("reports a reasonless no-run as a problem of the page", async () => {
    const r = await run(`${F}js no-run\nx // → 1\n${F}`);
    assert.match(r.problems[0].problem, /"no-run" needs a reason/);
  });
});
