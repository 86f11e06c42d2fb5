// The outline tree (spec §3 "Outline entry"): read from the pre-rendered markup
// (templates/partials/outline.njk) or built from the headings of a container, with the same nesting
// rule as the build (site/outline.ts): a deeper heading hangs under the nearest shallower one.

export interface OutlineEntry {
  level: number;
  title: string;
  /** "#id" */
  link: string;
  children: OutlineEntry[];
}

/**
 * The heading levels shown, [min, max], or null for none: the value the build's schema normalised every
 * outline option to (site/config/common-schema.ts). The element receives it as JSON and never re-reads
 * the author's option.
 */
export type Levels = [number, number] | null;

/** Without a `levels` attribute: level 2, the spec's default. */
export const DEFAULT_LEVELS: Levels = [2, 2];

/** The heading's text as the outline shows it: without its "#" permalink. */
export function headingText(h: Element): string {
  const copy = h.cloneNode(true) as Element;
  for (const a of copy.querySelectorAll(".header-anchor, .wd-visually-hidden")) a.remove();
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** h2–h6 within `levels` that have both an id and text, nested. */
export function outlineFromHeadings(root: ParentNode | null, levels: Levels): OutlineEntry[] {
  if (!root || !levels) return [];
  const [min, max] = levels;
  const out: OutlineEntry[] = [];
  const stack: OutlineEntry[] = [];
  for (const h of root.querySelectorAll("h2, h3, h4, h5, h6")) {
    const level = Number(h.tagName[1]);
    const title = headingText(h);
    if (level < min || level > max || !h.id || !title) continue;
    const entry: OutlineEntry = { level, title, link: `#${h.id}`, children: [] };
    while (stack.length && stack[stack.length - 1].level >= level) stack.pop();
    (stack.length ? stack[stack.length - 1].children : out).push(entry);
    stack.push(entry);
  }
  return out;
}

export interface OutlineMarkup {
  entries: OutlineEntry[];
  title?: string;
  titleId?: string;
}

/** Read the pre-rendered outline inside `host`; null when there is none. */
export function readOutlineFromDom(host: Element): OutlineMarkup | null {
  const nav = host.querySelector(".wd-outline");
  if (!nav) return null;
  const readList = (ul: Element | null, depth: number): OutlineEntry[] =>
    ul
      ? [...ul.children]
          .filter((li) => li.tagName === "LI")
          .map((li) => {
            const a = li.querySelector(":scope > a");
            return {
              level: depth + 2,
              title: a?.textContent?.trim() ?? "",
              link: a?.getAttribute("href") ?? "",
              children: readList(li.querySelector(":scope > ul"), depth + 1),
            };
          })
      : [];
  const title = nav.querySelector(".wd-outline-title");
  return {
    entries: readList(nav.querySelector(":scope > ul"), 0),
    title: title?.textContent?.trim() || undefined,
    titleId: title?.id || undefined,
  };
}

/** Entries in document order. */
export function flatten(entries: OutlineEntry[]): OutlineEntry[] {
  return entries.flatMap((e) => [e, ...flatten(e.children)]);
}
