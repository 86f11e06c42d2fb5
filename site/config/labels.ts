import { searchLabelDefaults } from "../../common/search-labels.ts";

/**
 * English defaults for every user-facing label (spec §9 "Default labels" plus the chrome's own). The one
 * list of labels: the config schema (config-schema.ts) and the `Labels` type are made from its keys.
 */
export const defaultLabels = {
  // Search's words (search, searchPlaceholder, close, searchNoResults, searchResultCount, …): one table
  // that the search element also falls back to when embedded without a config.
  ...searchLabelDefaults,
  appearance: "Appearance",
  menu: "Menu",
  /** Accessible name of the language menu (VitePress's themeConfig.langMenuLabel). */
  langMenu: "Change language",
  /** Accessible name of the version menu (config `versions`). */
  versionMenu: "Version",
  /** Beside a version in the menu that has no such page (its link goes to the closest page there). */
  versionNoPage: "no such page",
  /** The banner of an older version's pages; {version} and {latest} are version names. */
  oldVersion: "You are reading the {version} docs; the latest is {latest}.",
  /** The banner's link to the same page in the default version. */
  latestVersionLink: "Read this page in {latest}",
  /** The badge of a page or section added in a version (front matter `since`). */
  newIn: "New in {version}",
  /** The mobile menu: its button and dialog. */
  navigation: "Navigation",
  returnToTop: "Return to top",
  outlineTitle: "On this page",
  editLink: "Edit this page",
  lastUpdated: "Last updated",
  /** Before the tools an article was checked against: "Checked against React 19.2, November 2026". */
  checkedAgainst: "Checked against",
  prev: "Previous page",
  next: "Next page",
  takeMeHome: "Take me home",
  skipToContent: "Skip to content",
  notFoundTitle: "PAGE NOT FOUND",
  notFoundQuote: "But if you don't change your direction, and if you keep looking, you may end up where you are heading.",
  navigator: "Quick navigator",
  copyCode: "Copy code",
  copied: "Copied",
  /** Under a code block written with `collapse`: {n} is its number of lines. */
  codeExpand: "Show all {n} lines",
  codeCollapse: "Show fewer lines",
  /** The bar of lines folded with `collapse={3-8}`: {n} is how many. */
  codeFolded: "{n} lines folded",
  codeUnfold: "Fold {n} lines",
  /** Accessible name of a page's footnotes section. */
  footnotes: "Footnotes",
  /** A footnote's link back to where it is cited; {n} is its number. */
  footnoteBack: "Back to reference {n}",
  /** The doc layout's "Copy page" button (copies the page's Markdown twin) and its copied state. */
  copyPage: "Copy page",
  copiedPage: "Copied",
  /** The link to the page's Markdown twin (the only page action without JavaScript). */
  viewAsMarkdown: "View as Markdown",
  /** Accessible name of the button that opens the page actions menu. */
  pageActions: "More page actions",
  /** The page actions menu's links that open an assistant with the page's twin ({name}: "ChatGPT", "Claude"). */
  openIn: "Open in {name}",
  /** What those links ask the assistant; {url} is the twin's absolute URL. */
  askAboutPage: "Read {url}, I want to ask questions about it.",
  /** Said after a link that opens in a new tab (the "Open in …" links). */
  opensInNewTab: "(opens in a new tab)",
  mainNav: "Main",
  /** The mobile menu's copy of the main nav, told apart from it: "{nav}" is the mainNav label. */
  mobileNav: "{nav} (mobile)",
  sidebarNav: "Sidebar",
  /** A long sidebar list shows the entries around the page; this row stands for the others ({count} of them). */
  sidebarMore: "{count} more",
  breadcrumbs: "Breadcrumbs",
  pagination: "Pager",
  extraMenu: "extra navigation", // VitePress's name for the "…" menu
  toggleGroup: "Toggle section",
  lightTheme: "Light",
  darkTheme: "Dark",
  autoTheme: "System",
} satisfies Record<string, string>;

export type Labels = Record<keyof typeof defaultLabels, string>;
