import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { simpleIcon } from "../../../../site/config/social-icons.ts";

describe("simpleIcon: the brand name is the icon's <title> as text", () => {
  it("decodes the &amp; and the numeric references simple-icons writes", () => {
    assert.equal(simpleIcon("atandt")?.title, "AT&T");
    assert.equal(simpleIcon("aeromexico")?.title, "Aeroméxico");
  });
  it("drops the title from the SVG and makes it decorative", () => {
    const svg = simpleIcon("bluesky")?.svg ?? "";
    assert.doesNotMatch(svg, /<title>/);
    assert.match(svg, /^<svg class="wd-icon" aria-hidden="true"/);
  });
});
