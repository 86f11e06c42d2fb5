import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { checkPage } from "../../../site/content-check.ts";
import { validateAuthorConfig } from "../../../site/config/validate.ts";
import { BuildError } from "../../../site/errors.ts";
import { pageView } from "../../../site/page-view.ts";
import { monthsSince, parseVerified, verifiedView } from "../../../site/verified.ts";

// `verified` front matter (#22): its shape, the line under the title, and the 12-month rule.

describe("verified: reading the front matter", () => {
  it("reads the month and the tools in the author's order and spelling", () => {
    assert.deepEqual(parseVerified({ date: "2026-11", React: "19.2", "Node.js": "24" }), {
      year: 2026,
      month: 11,
      tools: [
        { name: "React", version: "19.2" },
        { name: "Node.js", version: "24" },
      ],
    });
    assert.equal(parseVerified({ date: new Date("2026-03-09"), node: "24" }).month, 3);
  });

  it("rejects a bad shape naming the key and what to write", () => {
    assert.throws(() => parseVerified("2026-11"), /^Error: verified: expected \{ date: YYYY-MM/);
    assert.throws(() => parseVerified({ date: "Nov 2026", React: "19.2" }), /verified\.date: expected the month checked as YYYY-MM/);
    assert.throws(() => parseVerified({ date: "2026-13", React: "19.2" }), /verified\.date: month 13 does not exist/);
    assert.throws(() => parseVerified({ date: "2026-11", React: 19.2 }), /verified\.React: write the version in quotes \("19.2"\)/);
    assert.throws(() => parseVerified({ date: "2026-11" }), /name at least one tool/);
  });

  it("counts whole months and formats the line in the site's language", () => {
    const v = parseVerified({ date: "2025-11", React: "19.2", "Node.js": "24" });
    assert.equal(monthsSince(v, new Date("2026-11-30T12:00:00Z")), 12);
    assert.equal(monthsSince(v, new Date("2026-12-01T00:00:00Z")), 13);
    assert.deepEqual(verifiedView(v, "en-US"), { tools: "React 19.2 and Node.js 24", month: "November 2025", datetime: "2025-11" });
    assert.equal(verifiedView(parseVerified({ date: "2026-01", Go: "1.25" }), "de").month, "Januar 2026");
  });
});

describe("verified: the content check's 12-month rule (fixed clock)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-verified-"));
  const write = (name: string, verified: string) =>
    fs.writeFileSync(path.join(dir, name), `---\ntitle: T\ndescription: D\nverified: ${verified}\n---\n\n# T\n\n${"word ".repeat(320)}\n`);
  write("fresh.md", '{ date: 2025-11, React: "19.2" }');
  write("bad.md", "{ date: 2025-11, React: 19.2 }");
  const check = (file: string, now: string) => checkPage(dir, file, () => new Set(), new Date(now));
  const problems = (file: string, now: string) => check(file, now).problems.map((p) => p.problem);

  // #44: a date alone must not turn CI red, so an old verification is listed as work to do instead.
  it("lists a verification older than 12 months as work to do without failing, naming the tools to re-check", () => {
    assert.deepEqual(problems("fresh.md", "2026-11-24T10:00:00Z"), []);
    assert.equal(check("fresh.md", "2026-11-24T10:00:00Z").warnings.filter((w) => /work to do/.test(w.problem)).length, 0);
    assert.deepEqual(problems("fresh.md", "2026-12-01T10:00:00Z"), []);
    assert.deepEqual(
      check("fresh.md", "2026-12-01T10:00:00Z")
        .warnings.map((w) => w.problem)
        .filter((w) => /work to do/.test(w)),
      ["work to do: verified 2025-11 is 13 months old (more than 12): check the article against current versions of React, then update verified"],
    );
  });

  it("reports a wrong shape as a problem of the page", () => {
    assert.match(problems("bad.md", "2026-11-24T10:00:00Z")[0], /front matter verified\.React: write the version in quotes/);
  });
});

describe("verified: in the page view", () => {
  const config = validateAuthorConfig({ title: "Handbook", lang: "en-US" }, "c.json");
  const view = (frontmatter: Record<string, unknown>, content = "<h1>T</h1><p>Body</p>") =>
    pageView(config, {}, { url: "/a.html", source: "a.md", file: "docs/a.md", frontmatter, title: "T", content });

  it("splits the content after the h1 so the layout can put the line under the title", () => {
    const v = view({ verified: { date: "2026-11", React: "19.2" } });
    assert.deepEqual(v.verified, { tools: "React 19.2", month: "November 2026", datetime: "2026-11" });
    assert.equal(v.contentHead, "<h1>T</h1>");
    assert.equal(v.contentBody, "<p>Body</p>");
  });

  it("leaves pages without verified (or without an h1) whole", () => {
    assert.equal(view({}).verified, null);
    assert.equal(view({}).contentBody, "<h1>T</h1><p>Body</p>");
    assert.equal(view({ verified: { date: "2026-11", Go: "1.25" } }, "<p>x</p>").contentHead, "");
  });

  it("stops the build on a bad shape, naming the file and the key", () => {
    assert.throws(
      () => view({ verified: { date: "2026-11", React: 19.2 } }),
      (e: unknown) => e instanceof BuildError && /docs\/a\.md/.test(e.message) && /front matter verified\.React: write the version in quotes/.test(e.message),
    );
  });
});

describe("content check: Further reading (a warning, not a failure)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-further-"));
  const prose = "word ".repeat(320);
  const write = (name: string, tail: string) => fs.writeFileSync(path.join(dir, name), `---\ntitle: T\ndescription: D\n---\n\n# T\n\n${prose}\n${tail}`);
  write("none.md", "");
  write("one.md", "\n## Further reading\n\n- [A](https://example.org/a): a.\n");
  write("two.md", "\n## Further reading\n\n- [A](https://example.org/a): a.\n- [B](https://example.org/b): b.\n");
  fs.mkdirSync(path.join(dir, "g"));
  write("g/index.md", "");
  const check = (file: string) => checkPage(dir, file, () => new Set());

  it("warns when an article has no Further reading, or fewer than 2 sources, without adding a problem", () => {
    assert.match(check("none.md").warnings[0].problem, /no "Further reading" section/);
    assert.deepEqual(check("none.md").problems, []);
    assert.match(check("one.md").warnings[0].problem, /lists 1 sources \(expected 2–5\)/);
    assert.deepEqual(check("two.md").warnings, []);
  });

  it("does not ask intro pages for sources", () => {
    assert.deepEqual(check("g/index.md").warnings, []);
  });
});
