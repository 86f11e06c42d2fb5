import { searchLabelDefaults } from "../../common/search-labels.ts";
import type { Labels } from "./types.ts";

/** English defaults for every user-facing label (spec §9 "Default labels" plus the chrome's own). */
export const defaultLabels: Labels = {
  // Search's words (search, searchPlaceholder, close, searchNoResults, searchResultCount, …): one table
  // that the search element also falls back to when embedded without a config.
  ...searchLabelDefaults,
  appearance: "Appearance",
  menu: "Menu",
  returnToTop: "Return to top",
  outlineTitle: "On this page",
  editLink: "Edit this page",
  lastUpdated: "Last updated",
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
  copyPage: "Copy page",
  copiedPage: "Copied",
  viewAsMarkdown: "View as Markdown",
  pageActions: "More page actions",
  mainNav: "Main",
  sidebarNav: "Sidebar",
  breadcrumbs: "Breadcrumbs",
  pagination: "Pager",
  extraMenu: "extra navigation", // VitePress's name for the "…" menu
  toggleGroup: "Toggle section",
  lightTheme: "Light",
  darkTheme: "Dark",
  autoTheme: "System",
};
