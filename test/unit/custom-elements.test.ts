// custom-elements.json must describe the elements as built: every attribute the registration observes and
// every event the element emits, for the elements in this repository's widgets/ folder.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";

interface Decl {
  tagName: string;
  attributes: Array<{ name: string }>;
  events: Array<{ name: string }>;
}
const manifest = JSON.parse(fs.readFileSync("custom-elements.json", "utf8")) as {
  schemaVersion: string;
  modules: Array<{ path: string; declarations: Decl[] }>;
};
const decls = new Map(manifest.modules.flatMap((m) => m.declarations.map((d) => [d.tagName, { ...d, module: m.path }] as const)));
const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
/** The attributes an element observes: a plain element's ATTRIBUTES (element.ts), or an r2wc registration's `props` keys, kebab-cased. */
const observedProps = (folder: string) => {
  const element = path.join("widgets", folder, "element.ts");
  if (fs.existsSync(element)) return [.../const ATTRIBUTES = \[([^\]]*)\]/.exec(fs.readFileSync(element, "utf8"))![1].matchAll(/"([\w-]+)"/g)].map((m) => m[1]);
  const register = fs.readFileSync(path.join("widgets", folder, "register.ts"), "utf8");
  const props = /props:\s*\{([^}]*)\}/.exec(register)?.[1] ?? "";
  return [...props.matchAll(/(\w+):\s*"/g)].map((m) => kebab(m[1]));
};
/** The attributes a plain element reads from itself: `this.getAttribute("x")` / `this.hasAttribute("x")`. */
const readAttributes = (folder: string) => [...new Set([...sourcesOf(folder).matchAll(/this\.(?:get|has)Attribute\("([\w-]+)"\)/g)].map((m) => m[1]))];
/** Every source file of a widget folder, as one text. */
const sourcesOf = (folder: string) =>
  fs
    .readdirSync(path.join("widgets", folder))
    .map((f) => fs.readFileSync(path.join("widgets", folder, f), "utf8"))
    .join("\n");

describe("custom-elements.json", () => {
  it("web-docs-mermaid: attributes and events match widgets/mermaid/", () => {
    const decl = decls.get("web-docs-mermaid")!;
    const source = fs.readFileSync("widgets/mermaid/web-docs-mermaid.ts", "utf8");
    const observed = JSON.parse(/observedAttributes = (\[[^\]]*\])/.exec(source)![1]) as string[];
    const flags = [...source.matchAll(/hasAttribute\("([\w-]+)"\)/g)].map((m) => m[1]);
    assert.deepEqual(decl.attributes.map((a) => a.name).sort(), [...observed, ...flags].sort());
    const events = [/RENDERED_EVENT = "([\w-]+)"/.exec(source)![1], ...[...source.matchAll(/new ErrorEvent\("(\w+)"/g)].map((m) => m[1])];
    assert.deepEqual(decl.events.map((e) => e.name).sort(), events.sort());
  });

  it("is referenced from package.json and covers all five elements", () => {
    assert.equal(JSON.parse(fs.readFileSync("package.json", "utf8")).customElements, "custom-elements.json");
    assert.match(manifest.schemaVersion, /^\d+\.\d+\.\d+$/);
    assert.deepEqual([...decls.keys()].sort(), ["web-docs-mermaid", "web-docs-navigator", "web-docs-outline", "web-docs-search", "web-docs-sidebar"]);
  });

  it("web-docs-search: attributes, events, parts and custom properties match widgets/search/", () => {
    const decl = decls.get("web-docs-search")! as unknown as Decl & { cssParts: Array<{ name: string }>; cssProperties: Array<{ name: string }> };
    assert.deepEqual(decl.attributes.map((a) => a.name).sort(), observedProps("search").sort());
    const sources = sourcesOf("search");
    const emitted = [...sources.matchAll(/emit\(host, "([\w-]+)"/g)].map((m) => m[1]);
    assert.deepEqual(decl.events.map((e) => e.name).sort(), [...new Set(emitted)].sort());
    const parts = [...sources.matchAll(/part="([\w-]+)"|setAttribute\("part", "([\w-]+)"\)/g)].map((m) => m[1] ?? m[2]);
    assert.deepEqual(decl.cssParts.map((p) => p.name).sort(), [...new Set(parts)].sort());
    const styles = ["styles.ts", "trigger-styles.ts"].map((f) => fs.readFileSync(`widgets/search/${f}`, "utf8")).join("\n");
    const used = [...styles.matchAll(/var\((--wd-[\w-]+)/g)].map((m) => m[1]);
    assert.deepEqual(decl.cssProperties.map((p) => p.name).sort(), [...new Set(used)].sort());
  });

  for (const [tag, folder, attributesOf] of [
    ["web-docs-sidebar", "sidebar", readAttributes],
    ["web-docs-outline", "outline", readAttributes],
    ["web-docs-navigator", "navigator", observedProps],
  ] as const) {
    it(`${tag}: attributes and events match widgets/${folder}/`, () => {
      const decl = decls.get(tag)!;
      assert.equal(decl.module, `widgets/${folder}/register.ts`);
      assert.deepEqual(decl.attributes.map((a) => a.name).sort(), attributesOf(folder).sort());
      const sources = sourcesOf(folder);
      const emitted = [...sources.matchAll(/_EVENT = "([\w-]+)"/g)].map((m) => m[1]);
      assert.ok(emitted.length > 0);
      assert.deepEqual(decl.events.map((e) => e.name).sort(), [...new Set(emitted)].sort());
    });
  }
});
