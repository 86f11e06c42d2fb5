// A page's area: the top-level content folder it sits in ("frontend/react/hooks.md" → "frontend"), named
// by that folder's index page title ("Frontend"), else by the folder itself. Feeds and social cards share it.
import type { ContentPage } from "./content-index.ts";

/** The top-level folder of a page's source path; undefined for a page at the root. */
export function areaOf(source: string): string | undefined {
  const parts = source.split("/");
  return parts.length > 1 ? parts[0] : undefined;
}

/** Area folder → its name, for every area of the pages. */
export function areaNames(pages: ContentPage[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const p of pages) {
    const area = areaOf(p.source);
    if (area && !names.has(area)) names.set(area, area);
  }
  for (const p of pages) if (p.source.split("/").length === 2 && /\/index\.md$/.test(p.source) && p.title) names.set(areaOf(p.source)!, p.title);
  return names;
}
