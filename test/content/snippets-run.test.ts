import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { checkPage } from "../../site/content-check.ts";
import { formatCounts, runSnippets } from "../../site/snippets/run.ts";

// #44: every JavaScript/TypeScript block runs with its output checked or says why not; shell blocks that
// show their output run in an empty folder of their own, the others keep `bash -n` and give a reason.

const F = "```";

function page(markdown: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-snippets44-"));
  fs.writeFileSync(path.join(dir, "a.md"), `---\ntitle: A\ndescription: A page\n---\n\n# A\n\n${markdown}\n`);
  return checkPage(dir, "a.md", () => new Set()).snippets;
}

async function run(markdown: string) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-snippets44-run-"));
  return runSnippets([{ file: "a.md", page: page(markdown) }], { workDir, concurrency: 2, timeoutMs: 10_000 });
}

describe("snippets: a block must run or say why not", () => {
  it("reports a JavaScript, TypeScript or JSX block without output or reason, naming its line and both ways out", () => {
    const p = page(
      [`${F}js\nconst a = 1;\n${F}`, `${F}tsx\nexport const A = () => <p />;\n${F}`, `${F}ts no-run: a type-level sketch\ntype A = 1;\n${F}`].join("\n\n"),
    );
    assert.deepEqual(
      p.problems.map((x) => x.line),
      [8, 12],
    );
    assert.match(p.problems[0].problem, /^js block shows no output, so it never runs: add what it prints .* or mark it `no-run: <reason>`/);
    assert.match(p.problems[1].problem, /^tsx block shows no output/);
  });

  it("does not take a titled text fence (a file) as output, and rejects backticks in a reason", () => {
    const p = page(`${F}bash no-run: writes a file\necho hi\n${F}\n\n${F}text [~/.ssh/config]\nHost x\n${F}\n\n${F}js no-run: needs \`msw\`\nx\n${F}`);
    assert.equal(p.snippets[0].expected, undefined);
    assert.match(p.problems.map((x) => x.problem).join("\n"), /fence info contains a backtick/);
  });

  it("reports a shell block without output or reason, but keeps checking its syntax either way", async () => {
    const r = await run([`${F}bash\nif true; then echo broken\n${F}`, `${F}bash no-run: needs root\nsudo apt install nginx\n${F}`].join("\n\n"));
    const problems = r.problems.map((x) => x.problem);
    assert.ok(
      problems.some((x) => /^bash block shows no output, so only its syntax is checked/.test(x)),
      problems.join("\n"),
    );
    assert.ok(problems.some((x) => /bash -n fails/.test(x)));
    assert.deepEqual(r.counts.bash, { run: 0, syntax: 2, skipped: 0, failed: 1 });
  });
});

describe("snippets: shell blocks that show their output", () => {
  it("run in an empty folder that is also HOME, and their output is compared like JavaScript's", async () => {
    const r = await run(
      [
        `${F}bash\nls -A | wc -l | tr -d ' '\ntest "$HOME" = "$PWD" && echo home is here\necho warn >&2\n${F}\n\nIt prints:\n\n${F}text\n0\nhome is here\nwarn\n${F}`,
        `${F}bash\necho 6\n${F}\n\n${F}text\n7\n${F}`,
      ].join("\n\n"),
    );
    assert.equal(r.problems.length, 1, r.problems.map((x) => x.problem).join("\n"));
    assert.match(
      r.problems[0].problem,
      /^bash snippet prints something else than the output at line \d+ \(exit code 0\): output line 1: the article shows "7", the snippet printed "6"/,
    );
    assert.equal(formatCounts(r.counts), "bash 2 run, 1 failed");
  });

  it("go on after a failing command, like a terminal, and name the exit code when the output differs", async () => {
    const ok = await run(`${F}bash\nls /nope\necho after\n${F}\n\n${F}text\nls: cannot access '/nope': No such file or directory\nafter\n${F}`);
    assert.deepEqual(ok.problems, []);
    const bad = await run(`${F}bash\necho one\nexit 3\n${F}\n\n${F}text\ntwo\n${F}`);
    assert.match(
      bad.problems[0].problem,
      /^bash snippet prints something else than the output at line \d+ \(exit code 3\): output line 1: the article shows "two", the snippet printed "one"/,
    );
  });

  it("with `continues`, replay the page's earlier running shell snippets silently, in the same folder", async () => {
    const r = await run(
      [
        `${F}bash\nmkdir demo && cd demo && echo one > a.txt && echo set up\n${F}\n\n${F}text\nset up\n${F}`,
        `${F}bash continues\ncat a.txt && pwd | sed 's|.*/||'\n${F}\n\n${F}text\none\ndemo\n${F}`,
        `${F}bash\nls\n${F}\n\n${F}text\n\n${F}`,
      ].join("\n\n"),
    );
    assert.deepEqual(r.problems, []);
    assert.equal(r.counts.bash.run, 3);
  });

  it("cannot see the checking user's Git configuration", async () => {
    const r = await run(`${F}bash\ngit config --global user.name || echo no global name\n${F}\n\n${F}text\nno global name\n${F}`);
    assert.deepEqual(r.problems, []);
  });
});
