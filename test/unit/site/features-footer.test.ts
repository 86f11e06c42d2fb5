import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ownConfig as webDocsConfig } from "../../support/own-config.ts";
import { homeHtml, featuresGridClass } from "../../../site/features.ts";
import { copyrightYears, FOOTER_ENV, selectFooterSet } from "../../../site/footer.ts";

describe("featuresGridClass", () => {
  it("2 → two columns, 3 → three, multiple of 3 → six, even → four", () => {
    assert.equal(featuresGridClass(2), "grid-2");
    assert.equal(featuresGridClass(3), "grid-3");
    assert.equal(featuresGridClass(6), "grid-6");
    assert.equal(featuresGridClass(9), "grid-6");
    assert.equal(featuresGridClass(4), "grid-4");
    assert.equal(featuresGridClass(8), "grid-4");
  });
  it("other counts: none for one, four for odd counts like 5", () => {
    assert.equal(featuresGridClass(1), "");
    assert.equal(featuresGridClass(5), "grid-4");
  });
});

describe("footer switch", () => {
  it("uses the primary set by default and the secondary set when asked", () => {
    assert.equal(selectFooterSet(webDocsConfig, {})?.ownerLabel, "Web Docs");
    assert.equal(selectFooterSet(webDocsConfig, { [FOOTER_ENV]: "secondary" })?.ownerLabel, "Web Docs Mirror");
    assert.notEqual(selectFooterSet(webDocsConfig, { [FOOTER_ENV]: "secondary" })?.filingNumber, selectFooterSet(webDocsConfig, {})?.filingNumber);
  });
  it("rejects an unknown value, naming the variable", () => {
    assert.throws(() => selectFooterSet(webDocsConfig, { [FOOTER_ENV]: "third" }), /WEB_DOCS_FOOTER="third"/);
  });
  it("prints the years from 2021 to now", () => {
    assert.equal(copyrightYears(2021, new Date("2026-06-01")), "2021–2026");
    assert.equal(copyrightYears(2021, new Date("2021-06-01")), "2021");
  });
});

describe("homeHtml (home page strings — feature icon, title, details; hero name, text, tagline — as HTML, as VitePress renders them)", () => {
  it("keeps markup and emoji", () => {
    assert.equal(homeHtml('<span class="memo"></span>'), '<span class="memo"></span>');
    assert.equal(homeHtml("🛠️"), "🛠️");
    assert.equal(homeHtml('<svg viewBox="0 0 24 24"><path d="M0 0h24"/></svg>'), '<svg viewBox="0 0 24 24"><path d="M0 0h24"></path></svg>');
  });
  it("drops scripts, on* handlers, javascript: URLs and nested links", () => {
    assert.equal(homeHtml('<img src="x.png" onerror="alert(1)"><script>alert(2)</script>'), '<img src="x.png">');
    assert.equal(homeHtml('<img src=" JaVa\tscript:alert(1)" alt="i">'), '<img alt="i">');
    assert.equal(homeHtml('<a href="/x"><b>B</b></a><style>*{}</style>'), "<b>B</b>");
    assert.equal(homeHtml("a < b & c"), "a &lt; b &amp; c");
  });
});

describe("home page strings in the page view", () => {
  it("hero name/text/tagline and feature icon/title/details come as sanitised HTML", async () => {
    const { validateAuthorConfig } = await import("../../../site/config/validate.ts");
    const { pageView } = await import("../../../site/page-view.ts");
    const config = validateAuthorConfig({ title: "H" }, "c.json");
    const frontmatter = {
      layout: "home",
      hero: { name: "Kit <sup>2</sup>", text: "Fast", tagline: "Use <code>kit</code> <script>x()</script>" },
      features: [{ icon: '<span class="memo"></span>', title: "A <em>b</em>", details: 'Q&amp;A <b onclick="x()">now</b>' }],
    };
    const view = pageView(config, {}, { url: "/index.html", source: "index.md", file: "docs/index.md", frontmatter, title: "H", content: "" });
    assert.deepEqual((view.hero as { html: unknown }).html, { name: "Kit <sup>2</sup>", text: "Fast", tagline: "Use <code>kit</code> " });
    const [f] = view.features;
    assert.deepEqual([f.iconHtml, f.titleHtml, f.detailsHtml], ['<span class="memo"></span>', "A <em>b</em>", "Q&amp;A <b>now</b>"]);
  });
});
