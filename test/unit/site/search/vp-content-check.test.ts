import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { checkContent } from "../../../../site/content-check.ts";
import { createMarkdown } from "../../../../site/markdown/index.ts";
import { pageEnv } from "../../../../site/markdown/source.ts";
import { pageRecords } from "../../../../site/search/records.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-vpcheck-"));
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
};
const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: A page.\n---\n${body}`;
write("index.md", page("Home", "# Home\n\nSee [the shared part](./guide.md#shared-steps).\n"));
write("guide.md", page("Guide", "# Guide\n\nIntro.\n\n<!--@include: ./parts/steps.md-->\n"));
write("parts/steps.md", "## Shared steps\n\nDo the thing.\n");
write("leftover.md", page("Leftover", "# Leftover\n\nHello {{ user.name }}.\n"));

describe("content check: VitePress forms", () => {
  const result = checkContent(dir);
  const problems = result.problems.map((p) => `${p.file}: ${p.problem}`);
  it("a page with Vue syntax is a Vue page (site/vue renders it at build time), not a problem", () => {
    assert.ok(!problems.some((p) => p.includes("Vue")), problems.join("\n"));
  });
  it("an anchor to a heading that comes from an include resolves", () => {
    assert.ok(!problems.some((p) => p.includes("shared-steps")), problems.join("\n"));
  });
});

describe("search: included parts are part of the page", () => {
  it("an included heading is a section record of the including page", () => {
    // The page's tokens as the render parses it (its include read from beside it), then its records.
    const tokens = createMarkdown({ labels: { copyCode: "" } }).parse(
      "# Guide\n\nIntro.\n\n<!--@include: ./parts/steps.md-->\n",
      pageEnv(path.join(dir, "guide.md")),
    );
    const records = pageRecords(tokens, { link: "guide.html", title: "Guide" });
    assert.ok(
      records.some((r) => r.t.at(-1) === "Shared steps" && r.a === "shared-steps"),
      JSON.stringify(records),
    );
  });
});
