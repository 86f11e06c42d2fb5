import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { BUILT_SITES, builtRedirects, htmlPages } from "./sites.ts";

// Every built page passes html-validate's recommended rules; the exceptions, each with its reason, are in
// .htmlvalidate.mjs at the repository root (found by the loader from each file's folder upward).
const validator = new HtmlValidate(new FileSystemConfigLoader());

async function problems(file: string): Promise<string[]> {
  const report = await validator.validateFile(file);
  return report.results.flatMap((r) => r.messages.map((m) => `${path.relative(process.cwd(), file)}:${m.line}:${m.column}: ${m.message} (${m.ruleId})`));
}

describe("valid HTML", () => {
  it("the configuration is live: a page with a duplicate id and an unnamed second landmark fails", async () => {
    const page = fs
      .readFileSync(path.join(BUILT_SITES[0].root, "index.html"), "utf8")
      .replace("<body>", '<body><p id="twice">a</p><p id="twice">b</p><aside>x</aside><aside>y</aside>');
    const report = await validator.validateString(page, path.resolve("seeded.html"));
    const rules = new Set(report.results.flatMap((r) => r.messages.map((m) => m.ruleId)));
    assert.ok(rules.has("no-dup-id"), [...rules].join(", "));
    assert.ok(rules.has("unique-landmark"), [...rules].join(", "));
  });

  for (const site of BUILT_SITES) {
    it(`every page of the ${site.name} passes html-validate`, async () => {
      // The redirect pages at old URLs too (builtRedirects): they are HTML readers and crawlers meet.
      const pages = [...htmlPages(site.root, site.base), ...builtRedirects(site.root, site.base).keys()];
      assert.ok(pages.length > 5, `no built pages in ${site.root}`);
      const found = (await Promise.all(pages.map((p) => problems(path.join(site.root, p))))).flat();
      assert.deepEqual(found, [], `${found.length} problems:\n${found.slice(0, 40).join("\n")}`);
    });
  }
});
