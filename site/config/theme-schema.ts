// `themeConfig` as an author writes it (VitePress's names): navigation, sidebars, outline, footer, labels.
import { parseHotkey } from "../../common/hotkeys.ts";
import { z } from "zod";
import { anyOf, withKeyHints } from "./issues.ts";
import { isSocialIcon, socialLink } from "./social-icons.ts";
import { bool, DEFAULT_OPEN_IN, image, LINK, linkString, outlineOption, str, withItemBase } from "./common-schema.ts";

/** VitePress's local search translations (LocalSearchTranslations): the words Web Docs' search shows come from them. */
const searchTranslations = z.looseObject({
  button: z.looseObject({ buttonText: z.string().optional(), buttonAriaLabel: z.string().optional() }).optional(),
  modal: z
    .looseObject({
      noResultsText: z.string().optional(),
      footer: z.looseObject({ selectText: z.string().optional(), navigateText: z.string().optional(), closeText: z.string().optional() }).optional(),
    })
    .optional(),
});

/**
 * VitePress's `search.options`: its translations, and a locale's under `locales.<key>`, name search's words
 * (site/config/search-words.ts); the rest (MiniSearch options, detailedView) belongs to VitePress's engine and
 * is accepted unused, so a VitePress config builds unchanged.
 */
const localSearchOptions = z
  .looseObject({
    translations: searchTranslations.optional(),
    locales: z.record(z.string(), z.looseObject({ translations: searchTranslations.optional() })).optional(),
  })
  .describe(
    "VitePress's local search options: translations (button.buttonText, modal.noResultsText, modal.footer.*Text) name search's words, locales.<key>.translations those of one locale (\"root\" for the default); the other options are VitePress's engine's and are not used.",
  )
  .optional();

export type SearchTranslations = z.infer<typeof searchTranslations>;

/** A social link's icon: a simple-icons name ("bluesky"), as VitePress takes it, or the author's own { svg }. */
const socialIcon = anyOf('a simple-icons name (e.g. "bluesky") or { svg }', [
  z.string().refine(isSocialIcon, {
    error: (iss) =>
      `${JSON.stringify(iss.input)} is not a simple-icons name (the names are listed at https://simpleicons.org, lower case without spaces: "bluesky", "youtube"); or give { svg: "<svg …>…</svg>" }`,
  }),
  z.strictObject({ svg: str("The icon's SVG markup.") }),
]);

/** A regular expression given as a string must compile (the nav's activeMatch). */
const regexString = (description: string) =>
  z
    .string()
    .check((ctx) => {
      try {
        new RegExp(ctx.value);
      } catch (e) {
        ctx.issues.push({ code: "custom", input: ctx.value, message: `not a valid regular expression (${(e as Error).message})` });
      }
    })
    .describe(description);

const navCommon = {
  text: str("The label."),
  link: linkString(LINK).optional(),
  activeMatch: regexString('A regular expression (as a string) of paths for which this item shows as active, e.g. "^/guide/".').optional(),
  target: str('Where the link opens, e.g. "_blank".').optional(),
  rel: str("The link's rel attribute.").optional(),
};
const TOO_DEEP = "the top navigation has three levels at most: menu → group → link";

/** A nav item with neither link nor items leads nowhere (the JSON Schema says the same with anyOf). */
const linkOrItems = <T extends z.ZodObject>(schema: T) =>
  schema
    .refine((v: { link?: unknown; items?: unknown }) => v.link !== undefined || v.items !== undefined, { error: 'needs "link" or "items"' })
    .meta({ anyOf: [{ required: ["link"] }, { required: ["items"] }] });

/** A nav item as the theme reads it: a relative link gets its leading "/" ("guide/" → "/guide/"). */
const navSiteLink = <T extends { link?: string }>(item: T): T => (item.link === undefined ? item : { ...item, link: withItemBase(item.link, undefined) });

// (The JSON Schema's definition ids go on the transforms: their input side is what the editor sees.)
const navLink = withKeyHints(z.strictObject({ ...navCommon, link: linkString(LINK), noIcon: z.boolean().optional() }), { items: TOO_DEEP })
  // VitePress's noIcon (no external-link icon): this theme draws none there.
  .transform(({ noIcon: _, ...item }) => navSiteLink(item))
  .meta({ id: "navLink" });
const navGroup = linkOrItems(z.strictObject({ ...navCommon, items: z.array(navLink).describe("Links of this group (the third level).").optional() }))
  .transform(navSiteLink)
  .meta({ id: "navGroup" });
const navItem = linkOrItems(z.strictObject({ ...navCommon, items: z.array(navGroup).describe("Links, or groups of links, of this menu.").optional() }))
  .transform(navSiteLink)
  .meta({ id: "navItem" });

const sidebarItem = z
  .strictObject({
    text: str("The label."),
    link: linkString(LINK).optional(),
    // A getter: the items of a group are sidebar items themselves.
    get items(): z.ZodOptional<z.ZodArray<typeof sidebarItem>> {
      return z.array(sidebarItem).describe("Items of this group.").optional();
    },
    collapsible: bool("Whether the group can be toggled (a group with `collapsed` is collapsible too).").optional(),
    collapsed: bool("Whether the group starts closed (the group holding the current page always opens).").optional(),
    base: str('Prefix for the links of this group\'s items, e.g. "/guide/".').optional(),
    docFooterText: str("Text of this page in the previous/next links.").optional(),
    target: z.string().optional(),
    rel: z.string().optional(),
  })
  .meta({ id: "sidebarItem" });

const sidebarGroups = anyOf('"auto", a list of sidebar items, or { base, items }', [
  z.literal("auto").describe("Generate the sidebar from the content folder of this path."),
  z.array(sidebarItem),
  z.strictObject({ base: str("Prefix for the items' links.").optional(), items: z.array(sidebarItem) }),
]).meta({ id: "sidebarGroups" });

const SIDEBAR_KEY = 'a sidebar key is a path prefix starting with "/", e.g. "/guide/"';
const labelOrFalse = (description: string) => anyOf("a string or false", [z.string(), z.literal(false)]).describe(description);

const footerSet = z.strictObject({
  ownerLabel: str("Owner shown in the copyright line."),
  ownerLink: linkString("Link of the owner."),
  filingNumber: str("Registration (filing) number."),
  filingLink: linkString("The national filing site the number links to."),
});

// Loose: a custom theme's own keys (variant, banner…) pass through to the templates (validate.ts notes a
// near-miss of a default-theme key instead of refusing it).
export const themeConfig = withKeyHints(
  z
    .looseObject({
      logo: image.optional(),
      siteTitle: anyOf("a string or false", [z.string(), z.literal(false)])
        .describe("Title next to the logo (default: the site title); false shows the logo only.")
        .optional(),
      nav: z.array(navItem).describe("The top navigation: links and menus (menu → group → link, three levels at most).").optional(),
      sidebar: anyOf("an object of path prefixes, or a list of sidebar items", [
        z.array(sidebarItem),
        z.record(z.string().regex(/^\//, { error: SIDEBAR_KEY }), sidebarGroups),
      ])
        .describe(
          'Sidebars by path prefix (the longest matching prefix wins): "auto", a list of groups, or { base, items }. A list alone is the sidebar of every page.',
        )
        .optional(),
      socialLinks: z
        // Icon links need a name a screen reader can say ("GitHub", not "github").
        .array(z.strictObject({ icon: socialIcon, link: linkString(), ariaLabel: z.string().optional() }).transform(socialLink))
        .describe("Icon links in the top bar.")
        .optional(),
      outline: outlineOption.optional(),
      outlineTitle: str("Title of the outline (default: On this page).").optional(),
      editLink: z
        .strictObject({
          pattern: linkString()
            .refine((p) => p.includes(":path"), { error: (iss) => `expected a URL containing the :path placeholder, got ${JSON.stringify(iss.input)}` })
            .describe("URL of the page's source with :path, e.g. https://github.com/me/docs/edit/main/docs/:path"),
          text: str("Default: Edit this page").optional(),
        })
        .describe('The "Edit this page" link.')
        .optional(),
      lastUpdated: z
        .strictObject({ text: str("Default: Last updated").optional() })
        .describe('The "Last updated" line.')
        .optional(),
      lastUpdatedText: str("Default: Last updated").optional(),
      docFooter: z
        .strictObject({
          prev: labelOrFalse("Label of the previous-page link (default: Previous page); false hides the link.").optional(),
          next: labelOrFalse("Label of the next-page link (default: Next page); false hides the link.").optional(),
        })
        .describe("The previous/next links under each page.")
        .optional(),
      footer: z
        .looseObject({
          message: str("Line above the copyright; may hold inline HTML.").optional(),
          copyright: str("The copyright line; may hold inline HTML such as links.").optional(),
        })
        .describe("The site footer (a custom theme's own keys, such as nav, are handed to its templates).")
        .optional(),
      footerSets: z
        .strictObject({ primary: footerSet, secondary: footerSet })
        .describe("Two owner/filing sets for the copyright line; WEB_DOCS_FOOTER=primary|secondary picks one at build time.")
        .optional(),
      returnToTopLabel: str("Default: Return to top").optional(),
      sidebarMenuLabel: str("Default: Menu").optional(),
      darkModeSwitchLabel: str("Default: Appearance").optional(),
      langMenuLabel: str("Accessible name of the language menu (default: Change language).").optional(),
      i18nRouting: bool(
        "VitePress's switch between same-path translations; Web Docs always links the same page in the other locale when it exists.",
      ).optional(),
      extraMenu: z.array(navGroup).describe("Items of the extra (…) menu in the top bar.").optional(),
      carbonAds: z
        .strictObject({ code: str("Your Carbon Ads serve code."), placement: str("Your Carbon Ads placement.") })
        .describe("Carbon Ads in the aside, as VitePress shows them: the ad script loads only once the aside is on screen (wide windows).")
        .optional(),
      pageActions: z
        .strictObject({
          openIn: anyOf("false or a list of assistants", [
            z.literal(false),
            z.array(
              anyOf('"chatgpt", "claude" or { text, link }', [
                z.enum(["chatgpt", "claude"]),
                z.strictObject({
                  text: str('The link\'s text, e.g. "Open in Perplexity".'),
                  link: z
                    .string()
                    .refine((l) => /^https?:\/\//.test(l) && /\{(prompt|url)\}/.test(l), {
                      error: (iss) => `expected an http(s) URL with {prompt} or {url} in it, got ${JSON.stringify(iss.input)}`,
                    })
                    .describe("The assistant's URL; {prompt} becomes the question about the page, {url} the page's Markdown URL (both URL-encoded)."),
                }),
              ]),
            ),
          ])
            .describe(
              'The "Open in …" links of the page actions menu, which ask an assistant about the page\'s Markdown twin (needs `hostname`). Default ["chatgpt", "claude"]; false for none.',
            )
            .optional(),
        })
        .describe("The page actions menu beside a doc page's title (Copy page, View as Markdown, Open in …).")
        // The assistants as a list: [] for none, ChatGPT and Claude by default.
        .transform((p) => ({ openIn: p.openIn === false ? [] : (p.openIn ?? [...DEFAULT_OPEN_IN]) }))
        .optional(),
      search: z
        .strictObject({
          provider: z
            .enum(["local", "algolia"])
            .describe(
              'Web Docs always builds its own local search; "algolia" is accepted from VitePress configs and served by it too (Algolia options are not used).',
            )
            .optional(),
          options: localSearchOptions,
          hotkeys: z
            .array(
              str(
                'A key, optionally after Mod+ (Ctrl, or ⌘ on Apple platforms), Ctrl+, Meta+, Alt+ or Shift+: "Mod+K", "/", "Alt+S". A bare key is ignored while typing in a field.',
              ).check((ctx) => {
                try {
                  parseHotkey(ctx.value);
                } catch (e) {
                  ctx.issues.push({ code: "custom", message: (e as Error).message, input: ctx.value });
                }
              }),
            )
            .describe('What opens search (default ["Mod+K", "/"]); [] for none.')
            .optional(),
        })
        .describe(
          "Search is always local and built in (provider and options accepted for VitePress configs; options.translations name search's words); hotkeys open it.",
        )
        .optional(),
    })
    .describe("The theme: navigation, sidebars, outline, footer and labels; a custom theme's own keys are handed to its templates."),
  {},
);

/** Theme keys whose parse output the theme reads as it is (validate.ts copies them; types.ts ThemeConfig). */
export const THEME_SCHEMA_KEYS = [
  "siteTitle",
  "editLink",
  "docFooter",
  "footer",
  "footerSets",
  "returnToTopLabel",
  "carbonAds",
  "pageActions",
  "sidebarMenuLabel",
  "darkModeSwitchLabel",
  "extraMenu",
] as const;

/** A top-bar item (any of its three levels has the nav group's fields), and a sidebar item, as the schema returns them. */
export type NavGroupOutput = z.output<typeof navGroup>;
export type SidebarItemOutput = z.output<typeof sidebarItem>;
/** `themeConfig` after the schema (social links and page actions normalised). */
export type ParsedTheme = z.output<typeof themeConfig>;
