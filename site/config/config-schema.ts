// What an author may write in a site config file, and what the theme reads of it: the schema's input is
// the config as written (VitePress's names included), its output the config normalised key by key, whose
// type SiteConfig (./types.ts) is. One zod schema: the build validates with it, `defineConfig` types its
// argument from it (define.ts), and `npm run schema` writes the JSON Schema for editors from its input
// side (scripts/config-schema.ts). validate.ts completes what needs more than one key.
import { z } from "zod";
import { normalizeBase } from "../../common/urls.ts";
import { bool, headTag, str, titleTemplate } from "./common-schema.ts";
import { anyOf, withKeyHints } from "./issues.ts";
import { defaultLabels } from "./labels.ts";
import { localesSchema } from "./locale-schema.ts";
import { fn, markdown } from "./markdown-schema.ts";
import { themeConfig } from "./theme-schema.ts";
import { hookKeys, ignoredKeys } from "./vitepress-keys.ts";

const origin = (description?: string) =>
  str(description).refine((h) => /^https?:\/\/[^/]+/.test(h), {
    error: (iss) => `expected an origin such as "https://example.com", got ${JSON.stringify(iss.input)}`,
  });

const appearanceForms = anyOf('true, false, "dark", "force-dark", "force-auto", or { switch, default }', [
  z.boolean(),
  z.enum(["dark", "force-dark", "force-auto"]),
  z.strictObject({ switch: bool("Show the appearance switch.").optional(), default: z.enum(["dark", "light", "auto"]).optional() }),
]).describe('true: switch shown, system preference; "dark": switch shown, dark first; false: light only; "force-dark"/"force-auto": no switch.');

/** The appearance switch and the first appearance, from VitePress's forms. */
function appearance(value: z.output<typeof appearanceForms> | undefined): { switch: boolean; default: "dark" | "light" | "auto" } {
  // As VitePress: without a choice, the switch shows and the system's preference comes first (Web Docs' own
  // site chooses dark in web-docs.config.ts at the repository root).
  if (value === undefined) return { switch: true, default: "auto" };
  if (value === true) return { switch: true, default: "auto" };
  if (value === false) return { switch: false, default: "light" };
  if (value === "dark") return { switch: true, default: "dark" };
  if (value === "force-dark") return { switch: false, default: "dark" };
  if (value === "force-auto") return { switch: false, default: "auto" };
  return { switch: value.switch ?? true, default: value.default ?? "dark" };
}

/** An `ignoreDeadLinks` entry: the exact link, a pattern, or VitePress's (url) => boolean. */
export type DeadLinkPattern = string | RegExp | ((url: string) => boolean);

/** `ignoreDeadLinks: "localhostLinks"`: links to this machine, as VitePress's option. */
const LOCALHOST = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/;

const labels = z
  .strictObject(
    Object.fromEntries(Object.entries(defaultLabels).map(([k, v]) => [k, str(`Default: ${v}`).optional()])) as Record<
      keyof typeof defaultLabels,
      z.ZodOptional<z.ZodString>
    >,
  )
  .describe("Every user-facing label of the theme (English defaults).");

export const configSchema = withKeyHints(
  z.strictObject({
    $schema: str("The JSON Schema of this file, for editors.").optional(),
    title: str("The site title: top bar, <title> suffix and home page.").default("Docs"),
    titleTemplate: titleTemplate("a string or true/false")
      .describe('Page titles: ":title | My site", a suffix ("My site" → "Page | My site"), or false for bare titles.')
      .optional(),
    description: str("Default meta description.").default(""),
    lang: str("The lang attribute of every page.").default("en-US"),
    dir: z.enum(["ltr", "rtl"]).describe("Text direction.").default("ltr"),
    base: str("The path the site is served under.")
      .refine((b) => !/[?#\s]/.test(b), { error: (iss) => `expected a path such as "/docs/", got ${JSON.stringify(iss.input)}` })
      // VitePress's default; Web Docs' own site sets "/docs/web/" (web-docs.config.ts at the repository root).
      .default("/")
      // Always starts and ends with "/" ("docs" → "/docs/").
      .transform(normalizeBase),
    hostname: origin("Origin used for canonical URLs (e.g. https://example.com).").optional(),
    sitemap: z.strictObject({ hostname: origin() }).describe("VitePress's sitemap.hostname: the origin used for canonical URLs.").optional(),
    head: z.array(headTag).describe('Extra tags in every page\'s <head>: ["meta", { name: "x", content: "y" }].').optional(),
    appearance: appearanceForms.optional().transform(appearance),
    lastUpdated: bool("Show when each page was last changed (from git).").default(false),
    scrollOffset: z.number().min(0).describe("Pixels kept above a heading scrolled to.").default(90),
    cleanUrls: bool(
      "Link pages without .html (/guide/intro), as VitePress; the files are still .html, so the host must serve /guide/intro from guide/intro.html (docs/deploy.md).",
    ).default(false),
    ignoreDeadLinks: anyOf('true, false, "localhostLinks", or a list of strings, regular expressions and functions', [
      z.boolean(),
      z.literal("localhostLinks"),
      z.array(
        anyOf("a string, a regular expression or a function", [
          z.string(),
          z.instanceof(RegExp),
          fn<(url: string) => boolean>("(url) => true ignores that link."),
        ]),
      ),
    ])
      .describe("Links allowed to point nowhere: exact links (or, in a JS/TS config, regular expressions and (url) => boolean functions); true allows any.")
      .optional()
      .transform((v): DeadLinkPattern[] => (v === true ? [/.*/] : v === "localhostLinks" ? [LOCALHOST] : Array.isArray(v) ? v : [])),
    onBrokenAnchors: z
      .enum(["throw", "warn", "log", "ignore"])
      .describe(
        'A link to a missing id on an existing page (Docusaurus\'s option): "throw" fails the build (default), "warn"/"log" lists them after the build, "ignore" does not check. Broken links to pages stay errors.',
      )
      .default("throw"),
    locales: localesSchema(labels).optional(),
    llms: anyOf("false or { exclude }", [
      z.boolean(),
      z.strictObject({ exclude: z.array(z.string()).describe('Page path globs under the base, e.g. "/secret/**" or "/drafts/*.html".').optional() }),
    ])
      .describe(
        'Markdown twins (page.md beside page.html), llms.txt and llms-full.txt: false turns them off; exclude lists page paths to leave out ("/secret/**").',
      )
      .optional()
      // Absent (or true): on with nothing excluded.
      .transform((v) => (v === false ? v : typeof v === "object" ? { exclude: v.exclude ?? [] } : undefined)),
    socialCards: anyOf("false or { fonts }", [
      z.boolean(),
      z.strictObject({
        fonts: z
          .array(z.string())
          .describe('Font files (.ttf, .otf or .woff; not .woff2), relative to the config file, e.g. "fonts/NotoSansSC-Bold.otf".')
          .optional(),
      }),
    ])
      .describe(
        "Social cards: a 1200×630 PNG per page (title, area, site name) under og/, referenced by og:image and twitter:card. false turns them off; fonts lists extra font files for scripts Inter lacks (CJK, Arabic, …).",
      )
      .optional()
      // Absent (or true): on, with Inter alone.
      .transform((v) => (v === false ? v : typeof v === "object" ? { fonts: v.fonts ?? [] } : undefined)),
    images: z
      .strictObject({
        formats: z
          .array(z.enum(["avif", "webp"]))
          .describe('Modern copies of every PNG and JPEG a page shows, offered before the original in a <picture>: ["avif", "webp"].')
          .optional(),
      })
      .describe("Images beside the pages: formats adds AVIF/WebP copies (made with sharp, cached by content hash).")
      .optional()
      // No formats: no copies, as if absent; each format once.
      .transform((v) => (v?.formats?.length ? { formats: [...new Set(v.formats)] } : undefined)),
    srcDir: str(
      'A VitePress config\'s folder of pages, relative to the folder holding .vitepress ("./src"): the content folder, as VitePress reads it.',
    ).optional(),
    srcExclude: z
      .array(z.string())
      .describe('Globs of Markdown files that are not pages, relative to the content folder ("**/README.md", "drafts/**").')
      .optional(),
    rewrites: anyOf('an object of path patterns, e.g. { "packages/:pkg/src/index.md": ":pkg/index.md" }, or a function (id) => path', [
      z.record(z.string(), z.string()),
      fn<(id: string) => string>("VitePress's function form, in a JS/TS config: called with each file's path (\"a/b.md\"), returns its page path."),
    ])
      .describe(
        'Page paths by source path, VitePress style: "packages/:pkg/src/index.md": ":pkg/index.md" (:name matches one folder or file name, :name* any rest), or a function (id) => path.',
      )
      .optional(),
    versions: z
      .strictObject({
        default: z
          .string()
          .regex(/^[\w.-]+$/, { error: 'expected a folder name such as "2.x"' })
          .describe('The version served at the base, without a prefix: its folder, e.g. "2.x".'),
        list: z
          .array(z.string().regex(/^[\w.-]+$/, { error: 'expected folder names such as "1.x"' }))
          .min(1)
          .describe('Every version, newest first: a folder of the content folder each ("2.x", "1.x").'),
      })
      .refine((v) => v.list.includes(v.default), { error: "versions.list must include versions.default" })
      .describe(
        "Versioned docs: one folder per version in the content folder; the default version at the base, the others under their name (/1.x/guide/a.html).",
      )
      .optional(),
    feeds: bool("Write feed.xml (Atom) and feed.json (JSON Feed) of the most recently updated pages, site-wide and per area.").default(true),
    redirects: z
      .record(z.string(), z.string())
      .describe(
        'Old URLs by new: "/old/path.html": "/new/path.html" (.md sources accepted on both sides). Each old URL gets a redirect page and a line in redirects.nginx.conf.',
      )
      .optional(),
    markdown: markdown.optional(),
    components: z
      .record(
        z.string().regex(/^[A-Z][A-Za-z0-9]*$/, {
          error: (iss) => `expected a component name as its tag is written, in PascalCase (DemoButton), got ${JSON.stringify(iss.input)}`,
        }),
        z.string().regex(/\.(?:tsx|jsx)$/, {
          error: (iss) =>
            `expected the path of a .tsx or .jsx file, relative to the config file, e.g. "./components/DemoButton.tsx", got ${JSON.stringify(iss.input)}`,
        }),
      )
      .describe(
        'React components usable in Markdown as tags, by name: { DemoButton: "./components/DemoButton.tsx" } (files relative to the config file, default-exporting the component). Added to the content folder\'s components/ folder; an entry here wins over a file of the same name there.',
      )
      .optional(),
    themeConfig: themeConfig.optional(),
    labels: labels.optional(),
    mermaid: z
      .strictObject({
        securityLevel: z.enum(["strict", "loose", "antiscript", "sandbox"]).describe("Default: loose.").optional(),
        maxTextSize: z.int().min(1).describe("Default: 50000.").optional(),
      })
      .describe("Diagram rendering.")
      .optional()
      // Mermaid's securityLevel ("loose" by default, spec §9; "sandbox" draws each diagram in a sandboxed iframe) and maxTextSize.
      .transform((m) => ({ securityLevel: "loose" as const, maxTextSize: 50000, ...(m ?? {}) })),
    ...hookKeys,
    ...ignoredKeys,
  }),
  {},
);

/** A config as an author writes it (what `defineConfig` takes). */
export type AuthorConfig = z.input<typeof configSchema>;
/** A config after the schema: checked, and normalised where a key needs nothing but itself (defaults, outline levels…). */
export type ParsedConfig = z.output<typeof configSchema>;

/**
 * The keys whose parse output the theme reads as it is (types.ts SiteConfig); validate.ts completes the
 * rest, which needs the config file's path or other keys.
 */
export const SCHEMA_KEYS = [
  "lang",
  "dir",
  "title",
  "titleTemplate",
  "description",
  "base",
  "feeds",
  "redirects",
  "appearance",
  "lastUpdated",
  "scrollOffset",
  "cleanUrls",
  "ignoreDeadLinks",
  "onBrokenAnchors",
  "mermaid",
  "markdown",
  "srcExclude",
  "llms",
  "versions",
  "images",
  "socialCards",
] as const satisfies ReadonlyArray<keyof ParsedConfig>;
export type SchemaKey = (typeof SCHEMA_KEYS)[number];
