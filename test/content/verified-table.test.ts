import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { checkPage } from "../../site/content-check.ts";
import { validateAuthorConfig } from "../../site/config/validate.ts";
import { pageView } from "../../site/page-view.ts";
import { parseVerified } from "../../site/verified.ts";
import { compareVersions, parseVersionTable, readVersionTable } from "../../site/verified-table.ts";

// #44: one site-wide table of versions that `verified` blocks refer to; pins older than the table and a
// bump are listed as pages to re-check (not failures), and every in-depth page says what it was verified against.

const TABLE = 'Electron: { version: "44", since: 2026-11 }\nGit: { version: "2.52", since: 2027-02 }\n';

function site(pages: Record<string, string>, table: string | null = TABLE): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-versions-"));
  if (table !== null) {
    fs.mkdirSync(path.join(dir, "_data"));
    fs.writeFileSync(path.join(dir, "_data/versions.yml"), table);
  }
  for (const [name, fm] of Object.entries(pages)) {
    fs.writeFileSync(path.join(dir, name), `---\ntitle: T\ndescription: D\n${fm}\n---\n\n# T\n\n${"word ".repeat(320)}\n`);
  }
  return dir;
}
const NOW = new Date("2027-03-10T12:00:00Z");
const run = (dir: string, file: string) => {
  const r = checkPage(dir, file, () => new Set(), NOW);
  return { problems: r.problems.map((p) => p.problem), todo: r.warnings.map((w) => w.problem).filter((w) => w.startsWith("work to do")) };
};

describe("versions table: reading it", () => {
  it("reads rows by tool name, case-insensitively, with the month of the last bump", () => {
    const t = parseVersionTable(TABLE, "v.yml");
    assert.deepEqual(t.rows.get("electron"), { name: "Electron", version: "44", since: { year: 2026, month: 11 } });
    assert.equal(t.rows.get("git")?.version, "2.52");
  });

  it("rejects a row without a quoted version or a month, naming the file and the tool", () => {
    assert.throws(() => parseVersionTable("Git: { version: 2.5, since: 2026-11 }", "v.yml"), /^Error: v\.yml: Git: expected \{ version: "<version in quotes>"/);
    assert.throws(() => parseVersionTable('Git: { version: "2.52", since: "soon" }', "v.yml"), /v\.yml: Git: "since" must be the month of the bump as YYYY-MM/);
  });

  it("compares dotted versions numerically and refuses to guess for other strings", () => {
    assert.equal(compareVersions("0.84", "0.88"), -1);
    assert.equal(compareVersions("2.39", "2.52"), -1);
    assert.equal(compareVersions("0.100", "0.88"), 1);
    assert.equal(compareVersions("19.2", "19.2.0"), 0);
    assert.equal(compareVersions("Level 3", "2"), null);
  });

  it("the site's own table parses and names the platforms the articles pin", () => {
    const own = readVersionTable(path.resolve("content"));
    assert.ok(own, "content/_data/versions.yml is missing");
    for (const tool of ["node.js", "react", "react native", "electron", "android", "xcode", "git"]) assert.ok(own.rows.has(tool), `no row for ${tool}`);
  });
});

describe("versions table: `site` in verified", () => {
  const table = parseVersionTable(TABLE, "v.yml");

  it("takes the table's version and marks it as the site's", () => {
    assert.deepEqual(parseVerified({ date: "2026-11", Electron: "site", Tauri: "2" }, table).tools, [
      { name: "Electron", version: "44", fromSite: true },
      { name: "Tauri", version: "2" },
    ]);
  });

  it("names the table when it has no row for the tool, and says what to write without a table", () => {
    assert.throws(
      () => parseVerified({ date: "2026-11", Flutter: "site" }, table),
      /verified\.Flutter: "site" means the version in v\.yml, which has no row for Flutter/,
    );
    assert.throws(
      () => parseVerified({ date: "2026-11", Flutter: "site" }, null),
      /verified\.Flutter: "site" means the version in the site's table .* write the version instead/,
    );
  });
});

describe("versions table: the content check", () => {
  const dir = site({
    "old-pin.md": 'verified: { date: 2027-03, Electron: "40" }',
    "new-pin.md": 'verified: { date: 2027-03, Electron: "45" }',
    "refers.md": "verified: { date: 2027-03, Electron: site, Git: site }",
    "before-bump.md": "verified: { date: 2027-01, Git: site }",
    "stale.md": "verified: { date: 2026-01, Electron: site }",
    "none.md": "order: 1",
    "why-not.md": 'unverified: "study advice; no tool versions"',
    "empty-why.md": 'unverified: ""',
  });

  it("lists a page that pins a tool of the table at an older version as work to do, saying what to re-check and write", () => {
    assert.deepEqual(run(dir, "old-pin.md"), {
      problems: [],
      todo: [
        `work to do: verified pins Electron 40, but the site is verified against Electron 44 (${path.relative(process.cwd(), path.join(dir, "_data/versions.yml"))}): re-check the page against 44, then write "Electron: site"`,
      ],
    });
  });

  it("accepts a newer pin and references to the table", () => {
    assert.deepEqual(run(dir, "new-pin.md"), { problems: [], todo: [] });
    assert.deepEqual(run(dir, "refers.md"), { problems: [], todo: [] });
  });

  it("lists pages verified before a row was bumped as work to do, without failing", () => {
    assert.deepEqual(run(dir, "before-bump.md"), {
      problems: [],
      todo: ["work to do: the site moved to Git 2.52 in 2027-02, after this page was verified (2027-01): re-check it, then update verified.date"],
    });
  });

  it("lists a verification older than 12 months as work to do, without failing", () => {
    const r = run(dir, "stale.md");
    assert.deepEqual(r.problems, []);
    assert.match(r.todo[0], /^work to do: verified 2026-01 is 14 months old/);
  });

  it("requires an in-depth page to be verified or to say why not", () => {
    assert.match(run(dir, "none.md").problems[0], /^no "verified" front matter: .*or say why there are none \(unverified: "<reason>"\)/);
    assert.deepEqual(run(dir, "why-not.md").problems, []);
    assert.match(run(dir, "empty-why.md").problems[0], /^front matter unverified: say why/);
  });

  it("leaves content folders without a table alone (version tracking is opt-in)", () => {
    const plain = site({ "none.md": "order: 1" }, null);
    assert.deepEqual(run(plain, "none.md").problems, []);
  });
});

describe("versions table: the line under the title", () => {
  it("shows the table's version for `site` on Web Docs' own pages", () => {
    const own = readVersionTable(path.resolve("content"))!;
    const config = validateAuthorConfig({ title: "Handbook", lang: "en-US" }, "c.json");
    const v = pageView(
      config,
      {},
      {
        url: "/a.html",
        source: "a.md",
        file: "content/a.md",
        frontmatter: { verified: { date: "2026-11", Electron: "site" } },
        title: "T",
        content: "<h1>T</h1><p>x</p>",
      },
    );
    assert.deepEqual(v.verified, { tools: `Electron ${own.rows.get("electron")!.version}`, month: "November 2026", datetime: "2026-11" });
  });
});
