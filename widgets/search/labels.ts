// The dialog's words: the English defaults (common/search-labels.ts), then the element's `labels` JSON
// (a Web Docs page passes the site config's), then the older single attributes, which win.
import { searchLabelDefaults, type SearchLabels } from "../../common/search-labels";

export interface LabelAttributes {
  /** The `labels` attribute: any of the keys of common/search-labels.ts. */
  labels?: Partial<Record<string, string>>;
  label?: string;
  placeholderText?: string;
  closeLabel?: string;
  /** "No results for": the query follows in quotes. */
  noResultsLabel?: string;
}

export function searchLabels(a: LabelAttributes): SearchLabels {
  const out: SearchLabels = { ...searchLabelDefaults };
  for (const key of Object.keys(out) as Array<keyof SearchLabels>) {
    const v = a.labels?.[key];
    if (typeof v === "string" && v) out[key] = v;
  }
  if (a.label) out.search = a.label;
  if (a.placeholderText) out.searchPlaceholder = a.placeholderText;
  if (a.closeLabel) out.close = a.closeLabel;
  if (a.noResultsLabel) out.searchNoResults = `${a.noResultsLabel} “{query}”`;
  return out;
}
