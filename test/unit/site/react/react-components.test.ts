// React components for Markdown: the content folder's components/ and the config's `components` map
// (site/react/components.ts), the map's files relative to the config file and checked to exist.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { reactComponents } from "../../../../site/react/components.ts";
import { ConfigError, validateAuthorConfig } from "../../../../site/config/validate.ts";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wd-react-components-"));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));
const write = (rel: string) => {
  const f = path.join(tmp, rel);
  fs.mkdirSync(path.dirname(f), { recursive: true });
  fs.writeFileSync(f, "export default () => null;\n");
  return f;
};

describe("config components", () => {
  it("paths are relative to the config file", () => {
    const file = write("shared/Price.tsx");
    const c = validateAuthorConfig({ components: { Price: "../shared/Price.tsx" } }, path.join(tmp, "site", "web-docs.config.json"));
    assert.deepEqual(c.components, { Price: file });
  });
  it("a missing file is an error naming the key and what to do", () => {
    assert.throws(
      () => validateAuthorConfig({ components: { Gone: "./components/Gone.tsx" } }, path.join(tmp, "web-docs.config.json")),
      (e: Error) => {
        assert.ok(e instanceof ConfigError);
        assert.match(
          e.message,
          /components\.Gone: no file at .*components\/Gone\.tsx: give the path of a \.tsx or \.jsx file that default-exports the Gone component, relative to this config file/,
        );
        return true;
      },
    );
  });
  it("names are tags in PascalCase and files are .tsx or .jsx", () => {
    assert.throws(
      () => validateAuthorConfig({ components: { "demo-button": "./a.tsx", Demo: "./a.vue" } }, path.join(tmp, "c.json")),
      (e: Error) => {
        assert.match(e.message, /in PascalCase \(DemoButton\), got "demo-button"/);
        assert.match(e.message, /components\.Demo: expected the path of a \.tsx or \.jsx file/);
        return true;
      },
    );
  });
  it("the map joins the components/ folder, its entry winning over a file of the same name", () => {
    const folder = write("docs/components/Card.tsx");
    write("docs/components/Badge.tsx");
    const own = write("elsewhere/Badge.tsx");
    const found = reactComponents(path.join(tmp, "docs"), { Badge: own });
    assert.deepEqual(Object.fromEntries(found), { Badge: own, Card: folder });
  });
});
