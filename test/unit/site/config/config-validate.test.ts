import assert from "node:assert/strict";
import fs from "node:fs";
import { describe, it } from "node:test";
import { configJsonSchema, SCHEMA_FILE } from "../../../../scripts/config-schema.ts";
import { configSchema } from "../../../../site/config/config-schema.ts";
import type { Labels, SiteConfig, ThemeConfig } from "../../../../site/config/types.ts";
import { ConfigError, validateAuthorConfig } from "../../../../site/config/validate.ts";
import { FILE, ok, problems } from "../../../support/config-support.ts";
import { ownConfig as webDocsConfig } from "../../../support/own-config.ts";

describe("config validation: wrong types name the file and the key path", () => {
  it("a wrong type deep in a sidebar", () => {
    const raw = {
      themeConfig: {
        sidebar: {
          "/guide/": [
            {
              text: "Guide",
              items: [
                { text: "A", link: "/a" },
                { text: "B", link: "/b" },
                { text: "C", link: 3 },
              ],
            },
          ],
        },
      },
    };
    assert.throws(
      () => ok(raw),
      (e: Error) => {
        assert.equal(e.message, `${FILE}: themeConfig.sidebar["/guide/"][0].items[2].link: expected a string, got 3`);
        return true;
      },
    );
  });
  it("unknown keys, with a suggestion or the reason", () => {
    assert.deepEqual(problems({ titel: "x" }), ['titel: unknown key (did you mean "title"?)']);
    assert.deepEqual(problems({ lastUpdate: true }), ['lastUpdate: unknown key (did you mean "lastUpdated"?)']);
    assert.match(problems({ themeConfig: { nav: [{ text: "A", link: "/a", colour: "red" }] } })[0], /^themeConfig\.nav\[0\]\.colour: unknown key/);
  });
  it("an unknown key deep in a sidebar group: its full path and the nearest known key", () => {
    assert.deepEqual(problems({ themeConfig: { sidebar: { "/g/": [{ text: "G", items: [{ text: "A", link: "/a", colapsed: true }] }] } } }), [
      'themeConfig.sidebar["/g/"][0].items[0].colapsed: unknown key (did you mean "collapsed"?)',
    ]);
    assert.deepEqual(problems({ markdown: { anchor: { levle: 2 } } }), ['markdown.anchor.levle: unknown key (did you mean "level"?)']);
  });
  it("every problem is reported, one line each, in one error", () => {
    assert.throws(
      () => ok({ title: 1, lang: false, themeConfig: { outline: "shallow" } }),
      (e: Error) => {
        assert.match(e.message, /^3 problems in the site config:\n/);
        assert.match(e.message, /\n {2}docs\/web-docs\.config\.json: title: expected a string, got 1/);
        assert.match(e.message, /\n {2}docs\/web-docs\.config\.json: lang: expected a string, got false/);
        assert.match(
          e.message,
          /\n {2}docs\/web-docs\.config\.json: themeConfig\.outline: expected a heading level 2–6, a \[min, max\] pair, "deep", false, or \{ level, label \}, got "shallow"/,
        );
        return true;
      },
    );
  });
  it("the config itself must be an object", () => {
    assert.deepEqual(problems([]), ["(the config): expected an object, got a list"]);
    assert.deepEqual(problems("x"), ['(the config): expected an object, got "x"']);
  });
  it("cleanUrls: true or false (false by default)", () => {
    assert.equal(ok({ cleanUrls: true }).cleanUrls, true);
    assert.equal(ok({}).cleanUrls, false);
    assert.match(problems({ cleanUrls: "yes" })[0], /^cleanUrls: expected true or false/);
  });
  it("nav: three levels at most, each item needs text and a link or items", () => {
    const deep = { themeConfig: { nav: [{ text: "A", items: [{ text: "B", items: [{ text: "C", link: "/c", items: [{ text: "D", link: "/d" }] }] }] }] } };
    assert.deepEqual(problems(deep), [
      "themeConfig.nav[0].items[0].items[0].items: unknown key (the top navigation has three levels at most: menu → group → link)",
    ]);
    assert.deepEqual(problems({ themeConfig: { nav: [{ text: "A" }] } }), ['themeConfig.nav[0]: needs "link" or "items"']);
    assert.deepEqual(problems({ themeConfig: { nav: [{ link: "/a" }] } }), ["themeConfig.nav[0].text: missing (a string is required)"]);
    assert.match(
      problems({ themeConfig: { nav: [{ text: "A", link: "/a", activeMatch: "(" }] } })[0],
      /^themeConfig\.nav\[0\]\.activeMatch: not a valid regular expression/,
    );
  });
  it("sidebar keys are path prefixes; values are auto, groups or { base, items }", () => {
    assert.deepEqual(problems({ themeConfig: { sidebar: { "guide/": "auto" } } }), [
      'themeConfig.sidebar["guide/"]: a sidebar key is a path prefix starting with "/", e.g. "/guide/"',
    ]);
    assert.deepEqual(problems({ themeConfig: { sidebar: { "/guide/": "manual" } } }), [
      'themeConfig.sidebar["/guide/"]: expected "auto", a list of sidebar items, or { base, items }, got "manual"',
    ]);
    assert.deepEqual(problems({ themeConfig: { sidebar: { "/g/": { base: "/g/", items: [{ text: "x", collapsed: "yes" }] } } } }), [
      'themeConfig.sidebar["/g/"].items[0].collapsed: expected true or false, got "yes"',
    ]);
  });
  it("other shapes: appearance, head, ignoreDeadLinks, editLink, socialLinks, labels, mermaid", () => {
    assert.match(problems({ appearance: "light" })[0], /^appearance: expected true, false, "dark", "force-dark", "force-auto", or \{ switch, default \}/);
    assert.deepEqual(problems({ head: [["meta"]] }), ["head[0]: expected [tag, attributes] or [tag, attributes, content]"]);
    assert.deepEqual(problems({ ignoreDeadLinks: ["/a", 3] }), ["ignoreDeadLinks[1]: expected a string, a regular expression or a function, got 3"]);
    assert.deepEqual(problems({ themeConfig: { editLink: { pattern: "https://x.dev/edit" } } }), [
      'themeConfig.editLink.pattern: expected a URL containing the :path placeholder, got "https://x.dev/edit"',
    ]);
    assert.match(
      problems({ themeConfig: { socialLinks: [{ icon: "myspaec", link: "x" }] } })[0],
      /^themeConfig\.socialLinks\[0\]\.icon: "myspaec" is not a simple-icons name/,
    );
    assert.match(problems({ labels: { serch: "Find" } })[0], /^labels\.serch: unknown key \(did you mean "search"\?\)/);
    assert.deepEqual(problems({ mermaid: { maxTextSize: 1.5 } }), ["mermaid.maxTextSize: expected a whole number, got 1.5"]);
    assert.deepEqual(problems({ hostname: "example.com" }), ['hostname: expected an origin such as "https://example.com", got "example.com"']);
  });
});

describe("config validation: VitePress names map onto the theme", () => {
  it("defaults for an empty config", () => {
    const c = ok({});
    // VitePress's defaults for an author's site (Web Docs' own config sets /docs/web/ and dark).
    assert.equal(c.base, "/");
    assert.equal(c.title, "Docs");
    assert.deepEqual(c.appearance, { switch: true, default: "auto" });
    assert.equal(c.cleanUrls, false);
    assert.equal(c.labels.search, "Search");
    assert.deepEqual(c.themeConfig.sidebar, {});
    assert.deepEqual(c.origin, { file: FILE, links: [] });
  });
  it("appearance: booleans and VitePress words", () => {
    assert.deepEqual(ok({ appearance: true }).appearance, { switch: true, default: "auto" });
    assert.deepEqual(ok({ appearance: false }).appearance, { switch: false, default: "light" });
    assert.deepEqual(ok({ appearance: "dark" }).appearance, { switch: true, default: "dark" });
    assert.deepEqual(ok({ appearance: "force-dark" }).appearance, { switch: false, default: "dark" });
    assert.deepEqual(ok({ appearance: "force-auto" }).appearance, { switch: false, default: "auto" });
    assert.deepEqual(ok({ appearance: { default: "light" } }).appearance, { switch: true, default: "light" });
  });
  it("titleTemplate: template, suffix, or false", () => {
    assert.equal(ok({ titleTemplate: ":title — Docs" }).titleTemplate, ":title — Docs");
    assert.equal(ok({ titleTemplate: "Docs" }).titleTemplate, ":title | Docs");
    assert.equal(ok({ titleTemplate: false }).titleTemplate, ":title");
    assert.equal(ok({ titleTemplate: true }).titleTemplate, undefined);
  });
  it("head: VitePress tuples and objects", () => {
    const c = ok({
      head: [["meta", { name: "a", content: "b" }], ["script", { async: true, defer: false, "data-n": 2 }, "x()"], { tag: "link", attrs: { rel: "me" } }],
    });
    assert.deepEqual(c.head, [
      { tag: "meta", attrs: { name: "a", content: "b" } },
      { tag: "script", attrs: { async: "", "data-n": "2" }, content: "x()" },
      { tag: "link", attrs: { rel: "me" } },
    ]);
  });
  it("ignoreDeadLinks: strings and regular expressions (JS configs), true, localhostLinks", () => {
    assert.deepEqual(ok({ ignoreDeadLinks: ["/old", /^\/tmp\//] }).ignoreDeadLinks, ["/old", /^\/tmp\//]);
    assert.ok((ok({ ignoreDeadLinks: true }).ignoreDeadLinks[0] as RegExp).test("/anything"));
    assert.ok((ok({ ignoreDeadLinks: "localhostLinks" }).ignoreDeadLinks[0] as RegExp).test("http://localhost:5173/x"));
  });
  it("sidebar: a single list, { base, items }, collapsed implies collapsible, links may omit .html", () => {
    assert.deepEqual(ok({ themeConfig: { sidebar: [{ text: "A", link: "/a" }] } }).themeConfig.sidebar, { "/": [{ text: "A", link: "/a" }] });
    const c = ok({
      themeConfig: {
        sidebar: {
          "/guide/": {
            base: "/guide/",
            items: [
              {
                text: "G",
                collapsed: true,
                items: [
                  { text: "Intro", link: "intro", docFooterText: "Start" },
                  { text: "Abs", link: "/x/y" },
                ],
              },
            ],
          },
        },
      },
    });
    assert.deepEqual(c.themeConfig.sidebar["/guide/"], [
      {
        text: "G",
        collapsible: true,
        collapsed: true,
        items: [
          { text: "Intro", link: "/guide/intro", docFooterText: "Start" },
          { text: "Abs", link: "/x/y" },
        ],
      },
    ]);
    assert.deepEqual(c.origin?.links, [
      { keyPath: 'themeConfig.sidebar["/guide/"].items[0].items[0].link', link: "/guide/intro" },
      { keyPath: 'themeConfig.sidebar["/guide/"].items[0].items[1].link', link: "/x/y" },
    ]);
  });
  it("theme labels: outline label, editLink/lastUpdated text, docFooter, menu, return-to-top and switch labels", () => {
    const c = ok({
      themeConfig: {
        outline: { level: [2, 3], label: "Contents" },
        editLink: { pattern: "https://x/:path", text: "Improve" },
        lastUpdated: { text: "Changed" },
        docFooter: { prev: "Back", next: false },
        returnToTopLabel: "Top",
        sidebarMenuLabel: "Pages",
        darkModeSwitchLabel: "Theme",
      },
      labels: { search: "Find" },
    });
    assert.deepEqual(c.themeConfig.outline, [2, 3]);
    assert.equal(c.themeConfig.outlineTitle, "Contents");
    assert.equal(c.themeConfig.lastUpdatedText, "Changed");
    const l = c.labels;
    assert.deepEqual(
      [l.outlineTitle, l.editLink, l.lastUpdated, l.prev, l.next, l.returnToTop, l.menu, l.appearance, l.search],
      ["Contents", "Improve", "Changed", "Back", "Next page", "Top", "Pages", "Theme", "Find"],
    );
  });
  it("social links get a spoken name", () => {
    assert.deepEqual(
      ok({
        themeConfig: {
          socialLinks: [
            { icon: "x", link: "https://x.com/me" },
            { icon: "github", link: "https://github.com/me", ariaLabel: "Code" },
          ],
        },
      }).themeConfig.socialLinks,
      [
        { icon: "x", link: "https://x.com/me", ariaLabel: "X" },
        { icon: "github", link: "https://github.com/me", ariaLabel: "Code" },
      ],
    );
  });
  it("logo forms and the nav's link key paths", () => {
    const c = ok({
      themeConfig: {
        logo: { light: "/l.svg", dark: "/d.svg", alt: "Logo" },
        nav: [{ text: "G", items: [{ text: "Group", items: [{ text: "Intro", link: "/guide/intro" }] }] }],
      },
    });
    assert.deepEqual([c.themeConfig.logo, c.themeConfig.logoDark, c.themeConfig.logoAlt], ["/l.svg", "/d.svg", "Logo"]);
    assert.deepEqual(
      c.origin?.links.map((l) => l.keyPath),
      ["themeConfig.logo.light", "themeConfig.logo.dark", "themeConfig.nav[0].items[0].items[0].link"],
    );
  });
});

describe("config schema covers every key of SiteConfig", () => {
  // Typed as complete records: adding a key to SiteConfig/ThemeConfig/Labels without deciding here fails to compile.
  const siteKeys: Record<keyof SiteConfig, "schema" | "internal"> = {
    lang: "schema",
    dir: "schema",
    title: "schema",
    titleTemplate: "schema",
    description: "schema",
    base: "schema",
    hostname: "schema",
    head: "schema",
    appearance: "schema",
    lastUpdated: "schema",
    themeConfig: "schema",
    locales: "schema",
    scrollOffset: "schema",
    cleanUrls: "schema",
    ignoreDeadLinks: "schema",
    mermaid: "schema",
    labels: "schema",
    origin: "internal",
    markdown: "schema",
    srcDir: "schema",
    srcExclude: "schema",
    rewrites: "schema",
    llms: "schema",
    feeds: "schema",
    redirects: "schema",
    hostnameSet: "internal",
    socialCards: "schema",
    versions: "schema",
    images: "schema",
    notes: "internal",
    hooks: "internal",
    onBrokenAnchors: "schema",
    components: "schema",
    themeConfigAsWritten: "internal",
    localeThemeConfigsAsWritten: "internal",
  };
  const themeKeys: Record<keyof ThemeConfig, "schema" | "internal"> = {
    logo: "schema",
    logoDark: "internal",
    logoAlt: "internal",
    siteTitle: "schema",
    nav: "schema",
    sidebar: "schema",
    socialLinks: "schema",
    outline: "schema",
    outlineTitle: "schema",
    editLink: "schema",
    lastUpdatedText: "schema",
    docFooter: "schema",
    footer: "schema",
    footerSets: "schema",
    returnToTopLabel: "schema",
    sidebarMenuLabel: "schema",
    darkModeSwitchLabel: "schema",
    extraMenu: "schema",
    carbonAds: "schema",
    pageActions: "schema",
    search: "schema",
  };
  const root = configSchema.shape;
  it("site and theme keys", () => {
    for (const [k, where] of Object.entries(siteKeys)) assert.equal(k in root, where === "schema", k);
    for (const [k, where] of Object.entries(themeKeys)) assert.equal(k in root.themeConfig.unwrap().shape, where === "schema", `themeConfig.${k}`);
    const labels: Record<keyof Labels, true> = Object.fromEntries(Object.keys(webDocsConfig.labels).map((k) => [k, true])) as Record<keyof Labels, true>;
    assert.deepEqual(Object.keys(root.labels.unwrap().shape).sort(), Object.keys(labels).sort());
  });
  it("Web Docs' own config passes the author validation unchanged", () => {
    // Derived by validation, not keys an author writes: hostnameSet (the config names a hostname), the config
    // as written (useData().theme).
    const { origin: _origin, hostnameSet: _hostnameSet, themeConfigAsWritten: _written, localeThemeConfigsAsWritten: _localeWritten, ...raw } = webDocsConfig;
    const c = ok(JSON.parse(JSON.stringify(raw)));
    assert.deepEqual(c.themeConfig.nav, webDocsConfig.themeConfig.nav);
    assert.deepEqual(c.themeConfig.sidebar, webDocsConfig.themeConfig.sidebar);
    assert.deepEqual(c.labels, webDocsConfig.labels);
    assert.deepEqual(c.appearance, webDocsConfig.appearance);
  });
});

/** A small draft-07 evaluator (the keywords the schema uses), to check the shipped file independently of the validator. */
function jsonSchemaAccepts(schema: any, value: unknown, root: any = schema): boolean {
  if (schema.$ref) return jsonSchemaAccepts(root.definitions[schema.$ref.replace("#/definitions/", "")], value, root);
  if (schema.anyOf && !schema.anyOf.some((s: unknown) => jsonSchemaAccepts(s, value, root))) return false;
  if (schema.allOf && !schema.allOf.every((s: unknown) => jsonSchemaAccepts(s, value, root))) return false;
  if (schema.enum && !schema.enum.includes(value)) return false;
  if ("const" in schema && schema.const !== value) return false;
  const isObj = typeof value === "object" && value !== null && !Array.isArray(value);
  if (Array.isArray(schema.type)) return schema.type.some((type: string) => jsonSchemaAccepts({ ...schema, type }, value, root));
  switch (schema.type) {
    case "string":
      if (typeof value !== "string" || (schema.minLength && value.length < schema.minLength)) return false;
      break;
    case "number":
      if (typeof value !== "number") return false;
      break;
    case "integer":
      if (!Number.isInteger(value)) return false;
      break;
    case "boolean":
      if (typeof value !== "boolean") return false;
      break;
    case "array":
      if (!Array.isArray(value)) return false;
      break;
    case "object":
      if (!isObj) return false;
      break;
  }
  if (typeof value === "number" && ((schema.minimum !== undefined && value < schema.minimum) || (schema.maximum !== undefined && value > schema.maximum)))
    return false;
  if (Array.isArray(value)) {
    if ((schema.minItems !== undefined && value.length < schema.minItems) || (schema.maxItems !== undefined && value.length > schema.maxItems)) return false;
    if (Array.isArray(schema.items)) {
      if (!value.every((v, i) => (i < schema.items.length ? jsonSchemaAccepts(schema.items[i], v, root) : schema.additionalItems !== false))) return false;
    } else if (schema.items && !value.every((v) => jsonSchemaAccepts(schema.items, v, root))) return false;
  }
  if (isObj) {
    const obj = value as Record<string, unknown>;
    if ((schema.required ?? []).some((k: string) => !(k in obj))) return false;
    for (const [k, v] of Object.entries(obj)) {
      if (schema.propertyNames?.pattern && !new RegExp(schema.propertyNames.pattern).test(k)) return false;
      const sub = schema.properties?.[k] ?? schema.additionalProperties;
      if (sub === false || sub === undefined ? !(schema.properties && k in schema.properties) && sub === false : !jsonSchemaAccepts(sub, v, root)) return false;
    }
  }
  return true;
}

describe("the shipped JSON Schema agrees with the validator", () => {
  it("schema/web-docs.config.schema.json is generated from the current schema (npm run schema)", () => {
    assert.equal(fs.readFileSync(SCHEMA_FILE, "utf8"), configJsonSchema());
  });
  const shipped = JSON.parse(fs.readFileSync(SCHEMA_FILE, "utf8"));
  it("keeps what editors rely on: $schema allowed, descriptions, enums, named definitions", () => {
    assert.equal(shipped.$schema, "http://json-schema.org/draft-07/schema#");
    assert.equal(shipped.additionalProperties, false);
    assert.equal(shipped.properties.$schema.type, "string");
    assert.deepEqual(shipped.properties.dir.enum, ["ltr", "rtl"]);
    // Defaults come from the schema the build fills them in with.
    assert.deepEqual(
      [shipped.properties.lang.default, shipped.properties.base.default, shipped.properties.scrollOffset.default, shipped.properties.feeds.default],
      ["en-US", "/", 90, true],
    );
    assert.ok(!(shipped.required ?? []).includes("lang"), "a key with a default is not required");
    assert.match(shipped.properties.themeConfig.properties.outline.description, /Headings in "On this page"/);
    assert.deepEqual(
      shipped.properties.themeConfig.properties.socialLinks.items.properties.icon.anyOf.map((a: { type: string }) => a.type),
      ["string", "object"],
    );
    for (const name of ["headTag", "navItem", "navGroup", "navLink", "sidebarItem", "sidebarGroups"]) assert.ok(shipped.definitions[name], name);
  });
  const samples: unknown[] = [
    {},
    JSON.parse(fs.readFileSync("test/fixtures/author-site/web-docs.config.json", "utf8")),
    JSON.parse(fs.readFileSync("test/fixtures/site/site.config.json", "utf8")),
    (({ origin: _o, ...raw }) => JSON.parse(JSON.stringify(raw)))(webDocsConfig),
    { titel: "x" },
    { cleanUrls: true },
    { appearance: "force-auto" },
    { appearance: "light" },
    { head: [["meta", { name: "a" }]] },
    { head: [["meta"]] },
    { head: [{ tag: "meta", attrs: { charset: "utf-8" } }] },
    { themeConfig: { nav: [{ text: "A", items: [{ text: "B", items: [{ text: "C", link: "/c", items: [] }] }] }] } },
    { themeConfig: { nav: [{ text: "A" }] } },
    { themeConfig: { sidebar: { "/g/": "auto", "/h/": { base: "/h/", items: [{ text: "x", link: "y", collapsed: true }] } } } },
    { themeConfig: { sidebar: { "g/": "auto" } } },
    { themeConfig: { sidebar: { "/g/": [{ text: "x", link: 3 }] } } },
    { themeConfig: { sidebar: [{ text: "x", items: [{ text: "y", link: "/y" }] }] } },
    { themeConfig: { outline: [2, 3] } },
    { themeConfig: { outline: [2, 3, 4] } },
    { themeConfig: { outline: 7 } },
    { themeConfig: { outline: { level: "deep", label: "On this page" } } },
    { themeConfig: { docFooter: { prev: false, next: "Next" } } },
    { themeConfig: { siteTitle: true } },
    { ignoreDeadLinks: ["/a", "/b"] },
    { ignoreDeadLinks: "localhostLinks" },
    { mermaid: { maxTextSize: 0 } },
    { labels: { search: "Find" } },
    { labels: { serch: "Find" } },
    { titleTemplate: 3 },
    { titleTemplate: false },
    { ignoreDeadLinks: ["/a", 3] },
  ];
  it("same verdict on valid and invalid configs", () => {
    for (const sample of samples) {
      let validator = true;
      try {
        validateAuthorConfig(sample, FILE);
      } catch (e) {
        if (!(e instanceof ConfigError)) throw e;
        // Checks the JSON Schema cannot express (links, regexes, :path) are not part of the comparison.
        validator = e.problems.every((p) => /not a valid regular expression|:path placeholder|an origin such as/.test(p.message));
      }
      assert.equal(jsonSchemaAccepts(shipped, sample), validator, JSON.stringify(sample).slice(0, 200));
    }
  });
});

describe("appearance without a switch", () => {
  it("ignores a stored choice when the config forces the appearance", async () => {
    const { headScript } = await import("../../../../site/head-script.ts");
    assert.match(headScript("dark"), /var p=localStorage\.getItem\("web-docs-appearance"\)/);
    assert.match(headScript("dark", true), /var p=null;if\(p!=="light"&&p!=="dark"&&p!=="auto"\)p="dark"/);
  });
});
