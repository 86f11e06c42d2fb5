import type { Labels } from "./types.ts";

/** English defaults for every user-facing label (spec §9 "Default labels" plus the chrome's own). */
export const defaultLabels: Labels = {
  search: "Search",
  searchPlaceholder: "Search docs",
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
  close: "Close",
  copyCode: "Copy code",
  copied: "Copied",
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
