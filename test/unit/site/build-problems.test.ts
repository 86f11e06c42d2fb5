// Every problem of a build in one report, each with file, line and what to do: six bad pages are one failed
// build, not six. And front matter stays data: a prototype key is a located error, not a changed
// Object.prototype.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { build } from "../../../scripts/build.ts";
import { errorMessages } from "../../../site/errors.ts";
import { loadYamlData } from "../../../site/config/safe-data.ts";
import { parseFrontMatter } from "../../../site/front-matter-text.ts";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wd-problems-"));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The whole report of a build that must fail: every message down to the innermost. */
async function failedBuild(pages: Record<string, string>, name: string): Promise<string> {
  const docs = path.join(tmp, name, "docs");
  for (const [file, text] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
    fs.writeFileSync(path.join(docs, file), text);
  }
  let report = "";
  await assert.rejects(build(["--content", docs, "--out", path.join(tmp, name, "out")]), (e: Error) => ((report = errorMessages(e).join("\n")), true));
  assert.ok(!fs.existsSync(path.join(tmp, name, "out")), "no half-built output is written");
  return report;
}

describe("collected errors", () => {
  it("six bad pages (malformed YAML, a bad outline, an unknown layout, a missing include, an unknown component, a broken link) give one report of six", async () => {
    const report = await failedBuild(
      {
        "index.md": "# Home\n\nWelcome.\n",
        "ok.md": "# Fine\n\nNothing wrong here.\n",
        "a-yaml.md": "---\ntitle: [oops\n---\n# A\n",
        "b-outline.md": "---\noutline: sideways\n---\n# B\n",
        "c-layout.md": "---\nlayout: fancy\n---\n# C\n",
        "d-include.md": "# D\n\n<!--@include: ./missing.md-->\n",
        "e-component.md": "# E\n\nText.\n\n<FancyThing />\n",
        "f-link.md": "# F\n\nSee [x](./nowhere.md).\n",
      },
      "six",
    );
    assert.match(report, /^6 problems in this build:/m);
    assert.match(report, /a-yaml\.md:3: malformed front matter/);
    assert.match(report, /b-outline\.md:2: front matter outline: expected a heading level/);
    assert.match(report, /c-layout\.md:2: unknown layout "fancy": use one of/);
    assert.match(report, /d-include\.md:3: include "\.\/missing\.md" not found/);
    // Vue syntax renders with the site's own Vue; this site has none installed: the page and line say to install it.
    assert.match(report, /e-component\.md:5: this page uses Vue syntax, which Web Docs renders with the site's own Vue: run `npm install vue`/);
    assert.match(report, /f-link\.md:3: broken link "\.\/nowhere\.md"/);
    assert.doesNotMatch(report, /ok\.md/);
  });

  it("a __proto__ key in front matter is a located error and leaves Object.prototype alone", async () => {
    const report = await failedBuild(
      {
        "index.md": "# Home\n",
        "polluting.md": "---\ntitle: P\n__proto__:\n  getTotal: 1\n  polluted: yes\n---\n# P\n",
        "nested.md": "---\nhero:\n  constructor:\n    name: x\n---\n# N\n",
      },
      "proto",
    );
    assert.match(report, /polluting\.md:3: front matter: the key "__proto__" \(at __proto__\) is not allowed.*rename the key/);
    assert.match(report, /nested\.md:3: front matter: the key "constructor" \(at hero\.constructor\) is not allowed/);
    assert.doesNotMatch(report, /getTotal is not a function/);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });
});

describe("YAML as data", () => {
  it("refuses __proto__, constructor and prototype keys at any depth, naming the line", () => {
    for (const [text, line] of [
      ["__proto__: 1", 1],
      ["a:\n  b:\n    - prototype: 2", 3],
      ["x: {constructor: 3}", 1],
    ] as const) {
      assert.throws(
        () => loadYamlData(text),
        (e: Error & { line?: number }) => /is not allowed/.test(e.message) && e.line === line,
      );
    }
    assert.deepEqual(loadYamlData("title: constructor\nproto: 1"), { title: "constructor", proto: 1 });
  });

  it("a page's front matter with such a key throws naming the file and the line in the file", () => {
    assert.throws(
      () => parseFrontMatter("---\ntitle: T\nprototype: 1\n---\nBody\n", "docs/p.md"),
      /^Error: docs\/p\.md:3: front matter: the key "prototype"|docs\/p\.md:3: front matter: the key "prototype"/,
    );
  });
});
