// The words of search's UI (button, dialog, status, key hints), with English defaults: one table that
// the site config extends (site/config/labels.ts) and the search element falls back to when embedded
// without them. `{name}` in a label is filled in by fillLabel.

export const searchLabelDefaults = {
  search: "Search",
  searchPlaceholder: "Search docs",
  close: "Close",
  /** Shown when nothing matched; {query} is the query. */
  searchNoResults: "No results for “{query}”",
  /** Spoken after results arrive; {count} is a number or searchResultsOf. */
  searchResultCount: "{count} result",
  searchResultsCount: "{count} results",
  /** When more matched than are shown. */
  searchResultsOf: "{shown} of {total}",
  /** Shown when the search index could not load. */
  searchUnavailable: "Search is unavailable.",
  /** The button under it that runs the query again (a part of the index that failed to load is loaded anew). */
  searchRetry: "Retry",
  /** The name of a result row whose title is still loading (it scrolled into view before its record arrived). */
  searchLoading: "Loading…",
  /** A versioned site: the switch that widens search from the page's version to every version. */
  searchAllVersions: "All versions",
  /** The key hints at the foot of the dialog. */
  searchNavigate: "navigate",
  searchSelect: "select",
  searchClose: "close",
};

export type SearchLabels = Record<keyof typeof searchLabelDefaults, string>;

/** Put values into a label's `{name}` slots. */
export function fillLabel(label: string, values: Record<string, string | number>): string {
  return label.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
}
