// Undeclared names of Vue templates (site/vue/names.ts): read off the compiled code, located in the source.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { lineOfName, undeclaredNames } from "../../../../site/vue/names.ts";

describe("undeclared names", () => {
  it("are the render context's reads the script does not bind; $-globals are not", () => {
    assert.deepEqual(undeclaredNames("_ctx.a + _ctx.$frontmatter.x + _ctx.b.c + _ctx.known + _ctx.a", { known: "setup-const" }), ["a", "b"]);
  });
  it("are located in {{ }} and bound attributes, not in code, strings or member names", () => {
    const md =
      "# T\n\n```js\n{{ bad }}\n```\n\nA `{{ bad }}` span, {{ 'bad' }} and {{ x.bad }}.\n\nHello {{ ok }} and\n<p :title=\"bad + 1\">{{\n  other.x }}</p>\n";
    assert.equal(lineOfName(md, "bad"), 10);
    assert.equal(lineOfName(md, "other"), 11);
    assert.equal(lineOfName(md, "x"), 7);
    assert.equal(lineOfName(md, "nowhere"), undefined);
  });
});
