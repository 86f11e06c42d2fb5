// Untrusted data stays data: script and data URLs are refused in every link field of the config and front
// matter (as Markdown links refuse them), prototype keys in a config are located errors, and a config module
// whose default export fails names the config file.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { unsafeUrl } from "../../../common/urls.ts";
import { readConfigFile } from "../../../site/config/load.ts";
import { validateFrontmatter } from "../../../site/frontmatter.ts";
import { problems } from "../../support/config-support.ts";

const SCRIPT_URLS = ["javascript:alert(1)", " JaVa\tScRiPt:alert(1)", "vbscript:msgbox(1)", "data:text/html,<script>alert(1)</script>"];
const REFUSED = /is a script or data URL, which no link of the site may be/;

describe("script and data URLs in link fields", () => {
  it("the one rule: javascript:, vbscript: and data: in any spelling a browser accepts; pages, http(s), mailto and data images (for <img>) pass", () => {
    for (const url of SCRIPT_URLS) assert.equal(unsafeUrl(url), true, url);
    for (const url of ["/guide/", "https://example.com", "mailto:a@b.c", "./data.html", "database.md", "#javascript:"])
      assert.equal(unsafeUrl(url), false, url);
    assert.equal(unsafeUrl("data:image/png;base64,AAAA", { images: true }), false);
    assert.equal(unsafeUrl("data:image/png;base64,AAAA"), true);
  });

  it("every link field of the config refuses them, naming the key path", () => {
    for (const url of SCRIPT_URLS) {
      const fields: Array<[string, unknown]> = [
        ["themeConfig.nav[0].link", { themeConfig: { nav: [{ text: "N", link: url }] } }],
        ["themeConfig.nav[0].items[0].link", { themeConfig: { nav: [{ text: "N", items: [{ text: "I", link: url }] }] } }],
        ["themeConfig.sidebar[0].items[0].link", { themeConfig: { sidebar: [{ text: "G", items: [{ text: "I", link: url }] }] } }],
        ["themeConfig.socialLinks[0].link", { themeConfig: { socialLinks: [{ icon: "github", link: url }] } }],
        ["themeConfig.editLink.pattern", { themeConfig: { editLink: { pattern: `${url}/:path` } } }],
      ];
      for (const [key, raw] of fields) {
        const found = problems(raw);
        assert.ok(
          found.some((p) => p.startsWith(`${key}: `) && REFUSED.test(p)),
          `${key} = ${JSON.stringify(url)}: ${found.join("; ")}`,
        );
      }
    }
  });

  it("every link field of front matter refuses them (prev/next, hero actions, feature links), naming the file and the line", () => {
    const source = (fm: string) => `---\n${fm}\n---\n# P\n`;
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ["prev", { prev: { text: "Back", link: "javascript:alert(1)" } }, "prev:\n  text: Back\n  link: javascript:alert(1)"],
      ["next", { next: { link: "vbscript:x" } }, "next:\n  link: vbscript:x"],
      ["hero", { hero: { actions: [{ text: "Go", link: "data:text/html,x" }] } }, "hero:\n  actions:\n    - text: Go\n      link: data:text/html,x"],
      ["features", { features: [{ title: "F", link: "javascript:alert(1)" }] }, "features:\n  - title: F\n    link: javascript:alert(1)"],
    ];
    for (const [key, fm, text] of cases) {
      assert.throws(
        () => validateFrontmatter(fm, "docs/p.md", source(text)),
        (e: Error) => {
          assert.match(e.message, new RegExp(`^docs/p\\.md:2: front matter ${key}`));
          assert.match(e.message, REFUSED);
          return true;
        },
      );
    }
  });
});

describe("config files", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wd-untrusted-"));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    const f = path.join(dir, name);
    fs.writeFileSync(f, text);
    return f;
  };

  it("a __proto__ key in a JSON config is refused naming the file and line", async () => {
    const f = file("proto.config.json", '{\n  "title": "T",\n  "themeConfig": {\n    "__proto__": { "polluted": true }\n  }\n}\n');
    await assert.rejects(readConfigFile(f), /proto\.config\.json:4: the key "__proto__" \(at themeConfig\.__proto__\) is not allowed/);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });

  it("a config module whose default export is a rejected promise names the config file", async () => {
    const f = file("rejected.config.mjs", 'export default Promise.reject(new Error("no settings today"));\n');
    await assert.rejects(readConfigFile(f), /rejected\.config\.mjs: the config's default export failed: no settings today/);
  });

  it("a config module whose default export is a function that throws names the config file", async () => {
    const f = file("throws.config.mjs", 'export default async () => { throw new Error("cannot reach the API"); };\n');
    await assert.rejects(readConfigFile(f), /throws\.config\.mjs: the config's default export failed: cannot reach the API/);
  });
});
