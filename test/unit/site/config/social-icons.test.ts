import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { socialLink } from "../../../../site/config/social-icons.ts";

const link = (icon: string) => socialLink({ icon, link: "https://example.com/" });

describe("a simple-icons social link: the brand name is its accessible name", () => {
  it("decodes the &amp; and the numeric references simple-icons writes", () => {
    assert.equal(link("atandt").ariaLabel, "AT&T");
    assert.equal(link("aeromexico").ariaLabel, "Aeroméxico");
  });
  it("drops the title from the SVG and makes it decorative", () => {
    const svg = link("bluesky").svg ?? "";
    assert.doesNotMatch(svg, /<title>/);
    assert.match(svg, /^<svg class="wd-icon" aria-hidden="true"/);
  });
});
