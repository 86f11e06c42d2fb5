// What an author may write in a site config file: the keys of SiteConfig (./types.ts) plus the
// VitePress names authors bring along (validate.ts maps those onto SiteConfig). The validator and the
// JSON Schema in schema/web-docs.config.schema.json are both generated from this one description.
import { defaultLabels } from "./labels.ts";
import { markdown } from "./markdown-schema.ts";
import type { Schema, SchemaRoot } from "./schema.ts";

const str = (description?: string): Schema => ({ type: "string", description });
const bool = (description?: string): Schema => ({ type: "boolean", description });
const obj = (
  properties: Record<string, Schema>,
  extra: { required?: string[]; requireOneOf?: string[][]; description?: string; unknownKeyHints?: Record<string, string> } = {},
): Schema => ({ type: "object", properties, ...extra });
const ref = (name: string): Schema => ({ type: "ref", ref: name });

const LINK = "A page of this site (`/guide/intro`, `/guide/intro.html`, `/guide/` or the source `/guide/intro.md`; `.html` may be omitted) or an external URL.";
const level: Schema = { type: "number", integer: true, minimum: 2, maximum: 6 };

export const SOCIAL_ICONS = ["github", "gitlab", "x", "discord", "mastodon", "npm"] as const;

const image: Schema = {
  type: "anyOf",
  expected: 'a path, { src, alt } or { light, dark, alt }',
  description: "An image under public/ (`/logo.svg`), or { src, alt }, or { light, dark, alt } for one image per appearance.",
  anyOf: [
    str(),
    obj({ src: str(), alt: str(), width: { type: "number" }, height: { type: "number" } }, { required: ["src"] }),
    obj({ light: str(), dark: str(), alt: str(), width: { type: "number" }, height: { type: "number" } }, { required: ["light", "dark"] }),
  ],
};

/** Hero and feature images: a path, or { src, alt, width, height }. */
const pageImage: Schema = {
  type: "anyOf",
  expected: "a path or { src, alt, width, height }",
  anyOf: [str(), obj({ src: str(), alt: str(), width: { type: "number" }, height: { type: "number" } }, { required: ["src"] })],
};

const outline: Schema = {
  type: "anyOf",
  expected: 'a heading level 2–6, a [min, max] pair, "deep", false, or { level, label }',
  description: 'Headings in "On this page": a level (2), a [min, max] pair ([2, 3]), "deep" (2–6) or false.',
  anyOf: [
    level,
    { type: "tuple", items: [level, level], minItems: 2 },
    { type: "string", enum: ["deep"] },
    { type: "boolean", const: false },
    obj({
      level: { type: "anyOf", expected: 'a heading level 2–6, a [min, max] pair, "deep" or false', anyOf: [level, { type: "tuple", items: [level, level], minItems: 2 }, { type: "string", enum: ["deep"] }, { type: "boolean", const: false }] },
      label: str("The outline's title (default: On this page)."),
    }),
  ],
};

const navCommon = {
  text: str("The label."),
  link: str(LINK),
  activeMatch: str("A regular expression (as a string) of paths for which this item shows as active, e.g. \"^/guide/\"."),
  target: str("Where the link opens, e.g. \"_blank\"."),
  rel: str("The link's rel attribute."),
};
const TOO_DEEP = "the top navigation has three levels at most: menu → group → link";

const headTag: Schema = {
  type: "anyOf",
  expected: "[tag, attributes] or [tag, attributes, content], or { tag, attrs, content }",
  anyOf: [
    {
      type: "tuple",
      message: "expected [tag, attributes] or [tag, attributes, content]",
      minItems: 2,
      items: [str(), { type: "object", additionalProperties: { type: "anyOf", expected: "a string, number or boolean", anyOf: [str(), { type: "number" }, bool()] } }, str()],
    },
    obj(
      {
        tag: str(),
        attrs: { type: "object", additionalProperties: { type: "anyOf", expected: "a string, number or boolean", anyOf: [str(), { type: "number" }, bool()] } },
        content: str(),
      },
      { required: ["tag"] },
    ),
  ],
};

const footerSet = obj(
  {
    ownerLabel: str("Owner shown in the copyright line."),
    ownerLink: str("Link of the owner."),
    filingNumber: str("Registration (filing) number."),
    filingLink: str("The national filing site the number links to."),
  },
  { required: ["ownerLabel", "ownerLink", "filingNumber", "filingLink"] },
);

const labelProps = Object.fromEntries(Object.keys(defaultLabels).map((k) => [k, str(`Default: ${(defaultLabels as unknown as Record<string, string>)[k]}`)]));

const definitions: Record<string, Schema> = {
  headTag,
  navLink: obj({ ...navCommon, noIcon: bool() }, { required: ["text", "link"], unknownKeyHints: { items: TOO_DEEP } }),
  navGroup: obj(
    { ...navCommon, items: { type: "array", items: ref("navLink"), description: "Links of this group (the third level)." } },
    { required: ["text"], requireOneOf: [["link", "items"]] },
  ),
  navItem: obj(
    { ...navCommon, items: { type: "array", items: ref("navGroup"), description: "Links, or groups of links, of this menu." } },
    { required: ["text"], requireOneOf: [["link", "items"]] },
  ),
  sidebarItem: obj(
    {
      text: str("The label."),
      link: str(LINK),
      items: { type: "array", items: ref("sidebarItem"), description: "Items of this group." },
      collapsible: bool("Whether the group can be toggled (a group with `collapsed` is collapsible too)."),
      collapsed: bool("Whether the group starts closed (the group holding the current page always opens)."),
      base: str("Prefix for the links of this group's items, e.g. \"/guide/\"."),
      docFooterText: str("Text of this page in the previous/next links."),
      target: str(),
      rel: str(),
    },
    { required: ["text"] },
  ),
  sidebarGroups: {
    type: "anyOf",
    expected: '"auto", a list of sidebar items, or { base, items }',
    anyOf: [
      { type: "string", enum: ["auto"], description: "Generate the sidebar from the content folder of this path." },
      { type: "array", items: ref("sidebarItem") },
      obj({ base: str("Prefix for the items' links."), items: { type: "array", items: ref("sidebarItem") } }, { required: ["items"] }),
    ],
  },
};

const themeConfig = obj(
  {
    logo: image,
    siteTitle: { type: "anyOf", expected: "a string or false", description: "Title next to the logo (default: the site title); false shows the logo only.", anyOf: [str(), { type: "boolean", const: false }] },
    nav: { type: "array", items: ref("navItem"), description: "The top navigation: links and menus (menu → group → link, three levels at most)." },
    sidebar: {
      type: "anyOf",
      expected: "an object of path prefixes, or a list of sidebar items",
      description: "Sidebars by path prefix (the longest matching prefix wins): \"auto\", a list of groups, or { base, items }. A list alone is the sidebar of every page.",
      anyOf: [
        { type: "array", items: ref("sidebarItem") },
        { type: "object", additionalProperties: ref("sidebarGroups"), keyPattern: { pattern: "^/", message: 'a sidebar key is a path prefix starting with "/", e.g. "/guide/"' } },
      ],
    },
    socialLinks: {
      type: "array",
      description: "Icon links in the top bar.",
      items: obj({ icon: { type: "string", enum: SOCIAL_ICONS }, link: str(), ariaLabel: str() }, { required: ["icon", "link"] }),
    },
    outline,
    outlineTitle: str("Title of the outline (default: On this page)."),
    editLink: obj(
      { pattern: str("URL of the page's source with :path, e.g. https://github.com/me/docs/edit/main/docs/:path"), text: str("Default: Edit this page") },
      { required: ["pattern"], description: "The \"Edit this page\" link." },
    ),
    lastUpdated: obj({ text: str("Default: Last updated") }, { description: "The \"Last updated\" line." }),
    lastUpdatedText: str("Default: Last updated"),
    docFooter: obj(
      {
        prev: { type: "anyOf", expected: "a string or false", anyOf: [str(), { type: "boolean", const: false }], description: "Label of the previous-page link (default: Previous page); false hides the link." },
        next: { type: "anyOf", expected: "a string or false", anyOf: [str(), { type: "boolean", const: false }], description: "Label of the next-page link (default: Next page); false hides the link." },
      },
      { description: "The previous/next links under each page." },
    ),
    footer: obj(
      { message: str("Line above the copyright; may hold inline HTML."), copyright: str("The copyright line; may hold inline HTML such as links.") },
      { description: "The site footer." },
    ),
    footerSets: obj({ primary: footerSet, secondary: footerSet }, { required: ["primary", "secondary"], description: "Two owner/filing sets for the copyright line; WEB_DOCS_FOOTER=primary|secondary picks one at build time." }),
    returnToTopLabel: str("Default: Return to top"),
    sidebarMenuLabel: str("Default: Menu"),
    darkModeSwitchLabel: str("Default: Appearance"),
    extraMenu: { type: "array", items: ref("navGroup"), description: "Items of the extra (…) menu in the top bar." },
    carbonAds: obj(
      { code: str("Your Carbon Ads serve code."), placement: str("Your Carbon Ads placement.") },
      { required: ["code", "placement"], description: "Carbon Ads in the aside, as VitePress shows them: the ad script loads only once the aside is on screen (wide windows)." },
    ),
    search: obj(
      {
        provider: { type: "string", enum: ["local"] },
        hotkeys: { type: "array", items: str('A key, optionally after Mod+ (Ctrl, or ⌘ on Apple platforms), Ctrl+, Meta+, Alt+ or Shift+: "Mod+K", "/", "Alt+S". A bare key is ignored while typing in a field.'), description: 'What opens search (default ["Mod+K", "/"]); [] for none.' },
      },
      { description: "Search is always local and built in (provider accepted for VitePress configs); hotkeys open it." },
    ),
  },
  {
    description: "The theme: navigation, sidebars, outline, footer and labels.",
    unknownKeyHints: {
      algolia: "Web Docs has its own local search",
      i18nRouting: "locales are not supported yet",
      langMenuLabel: "locales are not supported yet",
      externalLinkIcon: "not supported",
    },
  },
);

export const configSchema: SchemaRoot = {
  definitions,
  root: obj(
    {
      $schema: str("The JSON Schema of this file, for editors."),
      title: str("The site title: top bar, <title> suffix and home page."),
      titleTemplate: { type: "anyOf", expected: "a string or true/false", description: "Page titles: \":title | My site\", a suffix (\"My site\" → \"Page | My site\"), or false for bare titles.", anyOf: [str(), bool()] },
      description: str("Default meta description."),
      lang: str("The lang attribute of every page (default: en-US)."),
      dir: { type: "string", enum: ["ltr", "rtl"], description: "Text direction (default: ltr)." },
      base: str("The path the site is served under (default: /docs/web/)."),
      hostname: str("Origin used for canonical URLs (e.g. https://example.com)."),
      sitemap: obj({ hostname: str() }, { required: ["hostname"], description: "VitePress's sitemap.hostname: the origin used for canonical URLs." }),
      head: { type: "array", items: ref("headTag"), description: "Extra tags in every page's <head>: [\"meta\", { name: \"x\", content: \"y\" }]." },
      appearance: {
        type: "anyOf",
        expected: 'true, false, "dark", "force-dark", "force-auto", or { switch, default }',
        description: 'true: switch shown, system preference; "dark": switch shown, dark first; false: light only; "force-dark"/"force-auto": no switch.',
        anyOf: [
          bool(),
          { type: "string", enum: ["dark", "force-dark", "force-auto"] },
          obj({ switch: bool("Show the appearance switch."), default: { type: "string", enum: ["dark", "light", "auto"] } }),
        ],
      },
      lastUpdated: bool("Show when each page was last changed (from git)."),
      scrollOffset: { type: "number", minimum: 0, description: "Pixels kept above a heading scrolled to (default: 90)." },
      cleanUrls: { type: "boolean", const: false, message: "Web Docs writes every page as a .html file (clean URLs are off): remove cleanUrls or set it to false", description: "Always false: pages end in .html." },
      ignoreDeadLinks: {
        type: "anyOf",
        expected: 'true, false, "localhostLinks", or a list of strings and regular expressions',
        description: "Links allowed to point nowhere: exact links (or, in a JS/TS config, regular expressions); true allows any.",
        anyOf: [
          bool(),
          { type: "string", enum: ["localhostLinks"] },
          { type: "array", items: { type: "anyOf", expected: "a string or a regular expression", anyOf: [str(), { type: "regexp" }] } },
        ],
      },
      locales: {
        type: "object",
        description: "Languages of the site (none by default).",
        additionalProperties: obj({ label: str(), lang: str(), link: str() }, { required: ["label"] }),
      },
      llms: {
        type: "anyOf",
        expected: "false or { exclude }",
        description: "Markdown twins (page.md beside page.html), llms.txt and llms-full.txt: false turns them off; exclude lists page paths to leave out (\"/secret/**\").",
        anyOf: [bool(), obj({ exclude: { type: "array", items: str(), description: "Page path globs under the base, e.g. \"/secret/**\" or \"/drafts/*.html\"." } })],
      },
      srcExclude: {
        type: "array",
        items: str(),
        description: "Globs of Markdown files that are not pages, relative to the content folder (\"**/README.md\", \"drafts/**\").",
      },
      rewrites: {
        type: "object",
        message: 'expected an object of path patterns, e.g. { "packages/:pkg/src/index.md": ":pkg/index.md" } (a rewrites function is not supported)',
        description: "Page paths by source path, VitePress style: \"packages/:pkg/src/index.md\": \":pkg/index.md\" (:name matches one folder or file name, :name* any rest).",
        additionalProperties: str(),
      },
      feeds: bool("Write feed.xml (Atom) and feed.json (JSON Feed) of the most recently updated pages, site-wide and per area (default: true)."),
      redirects: {
        type: "object",
        description: "Old URLs by new: \"/old/path.html\": \"/new/path.html\" (.md sources accepted on both sides). Each old URL gets a redirect page and a line in redirects.nginx.conf.",
        additionalProperties: str(),
      },
      markdown,
      themeConfig,
      labels: obj(labelProps, { description: "Every user-facing label of the theme (English defaults)." }),
      mermaid: obj(
        {
          securityLevel: { type: "string", enum: ["strict", "loose", "antiscript", "sandbox"], description: "Default: loose." },
          maxTextSize: { type: "number", integer: true, minimum: 1, description: "Default: 50000." },
        },
        { description: "Diagram rendering." },
      ),
    },
    {
      unknownKeyHints: {
        srcDir: "pass the content folder with --content or WEB_DOCS_CONTENT",
        outDir: "pass the output folder with --out or WEB_DOCS_OUT",
        vite: "Web Docs does not use Vite",
        vue: "Web Docs does not use Vue",
        transformHead: "use head, or front matter head",
        buildEnd: "not supported",
        cacheDir: "not supported",
        metaChunk: "not needed: Web Docs never inlines site-wide data in pages",
        mpa: "not needed: pages are complete HTML",
      },
    },
  ),
};

/** Front matter keys whose shape the theme checks with the same schema language (other keys are free). */
export const frontmatterSchemas: Record<"head" | "hero" | "features", Schema> = {
  head: { type: "array", items: ref("headTag") },
  hero: obj({
    name: str(),
    text: str(),
    tagline: str(),
    image: pageImage,
    actions: {
      type: "array",
      items: obj({ theme: { type: "string", enum: ["brand", "alt", "sponsor"] }, text: str(), link: str(), target: str(), rel: str() }, { required: ["text", "link"] }),
    },
  }),
  features: {
    type: "array",
    items: obj(
      {
        icon: { type: "anyOf", expected: "an emoji or text, or { src, alt, width, height }", anyOf: [str(), obj({ src: str(), alt: str(), width: { type: "number" }, height: { type: "number" } }, { required: ["src"] })] },
        title: str(),
        details: str(),
        link: str(),
        linkText: str(),
        target: str(),
        rel: str(),
      },
      { required: ["title"] },
    ),
  },
};
