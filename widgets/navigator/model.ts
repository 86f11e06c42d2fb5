// The quick navigator's map of the site: the five areas (spec §2 "Top navigation") and their sections.
// Read from the page's own top navigation by default (no extra bytes per page), or from JSON in the site
// config's nav shape `{ text, link?, items? }` (`href` is accepted for `link`) for pages outside Web Docs.

import { pageKey, samePage, withBase } from "../../common/urls";

interface NavLink {
  text: string;
  href: string;
}

/** A section: a titled group of links (third nav level), or a single link. */
interface NavSection {
  text: string;
  href?: string;
  links: NavLink[];
}

export interface NavArea {
  text: string;
  href?: string;
  sections: NavSection[];
}

interface NavItemInput {
  text: string;
  link?: string;
  href?: string;
  items?: NavItemInput[];
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export function parseNavJson(json: unknown, base?: string): NavArea[] {
  if (!Array.isArray(json)) throw new Error("navigator nav JSON: expected an array of { text, link?, items? }");
  const check = (v: unknown): NavItemInput => {
    if (!isObj(v) || typeof v.text !== "string") throw new Error(`navigator nav JSON: every item needs a "text" string, got ${JSON.stringify(v)}`);
    return v as unknown as NavItemInput;
  };
  const hrefOf = (i: NavItemInput) => {
    const l = i.link ?? i.href;
    if (typeof l !== "string" || !l) return undefined;
    // Root-relative links that lack the base get it ("/guide/" → "/docs/web/guide/"); relative ones stay.
    return base && l.startsWith("/") ? withBase(base, l) : l;
  };
  const links = (items: NavItemInput[]): NavLink[] =>
    items.map(check).flatMap((i) => {
      const href = hrefOf(i);
      return href ? [{ text: i.text, href }] : [];
    });
  return json.map(check).map((area) => ({
    text: area.text,
    href: hrefOf(area),
    sections: (area.items ?? []).map(check).map((s) => ({ text: s.text, href: hrefOf(s), links: links(s.items ?? []) })),
  }));
}

const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();

/** Read the top navigation rendered by templates/partials/topbar.njk (`.wd-nav`). */
export function readNavFromDom(root: Element | null): NavArea[] {
  const list = root?.querySelector(".wd-nav-list") ?? root;
  if (!list) return [];
  return [...list.children].flatMap((li): NavArea[] => {
    const direct = li.querySelector<HTMLAnchorElement>(":scope > a");
    if (direct) return [{ text: text(direct), href: direct.getAttribute("href") ?? undefined, sections: [] }];
    const button = li.querySelector(":scope > button");
    const menu = li.querySelector(":scope > .wd-flyout-menu");
    if (!button || !menu) return [];
    const sections = [...menu.children].flatMap((c): NavSection[] => {
      if (c.matches("a[href]")) return [{ text: text(c), href: c.getAttribute("href") ?? undefined, links: [] }];
      if (!c.classList.contains("wd-menu-group")) return [];
      const links = [...c.querySelectorAll<HTMLAnchorElement>("a[href]")].map((a) => ({ text: text(a), href: a.getAttribute("href") ?? "" }));
      return [{ text: text(c.querySelector(".wd-menu-group-title")), links }];
    });
    return [{ text: text(button), sections }];
  });
}

type Place = "page" | "section" | null;

export interface CurrentPlace {
  /** href of the link that is the current page, or of the section (folder) the page is in. */
  href: string | null;
  kind: Place;
  area: number;
  section: number;
}

/**
 * Where the current page sits: the link that is the page itself, else the link whose folder (an `index`
 * link stands for its folder) is the longest one containing the page. The site root never counts as a
 * section, or every page would be "in" the home link.
 */
export function findCurrent(areas: NavArea[], current: string, base = "/"): CurrentPlace {
  const none: CurrentPlace = { href: null, kind: null, area: -1, section: -1 };
  const key = pageKey(current);
  const root = pageKey(base);
  let best = none;
  let bestLen = -1;
  areas.forEach((area, a) => {
    const candidates: Array<{ href?: string; section: number }> = [{ href: area.href, section: -1 }];
    area.sections.forEach((s, i) => {
      candidates.push({ href: s.href, section: i });
      for (const l of s.links) candidates.push({ href: l.href, section: i });
    });
    for (const c of candidates) {
      if (!c.href) continue;
      if (samePage(c.href, current)) {
        if (best.kind !== "page") best = { href: c.href, kind: "page", area: a, section: c.section };
        continue;
      }
      const folder = pageKey(c.href);
      if (!folder.endsWith("/") || folder === root || !key.startsWith(folder) || best.kind === "page") continue;
      if (folder.length > bestLen) {
        bestLen = folder.length;
        best = { href: c.href, kind: "section", area: a, section: c.section };
      }
    }
  });
  if (best.kind) return best;
  // No link for the page or its folder: the area is still the one whose links share the most folders
  // with the page (an article in /frontend/tips/ belongs to Frontend).
  const depth = (href: string) => {
    const a = pageKey(href).slice(root.length).split("/");
    const b = key.slice(root.length).split("/");
    let n = 0;
    while (n < a.length - 1 && n < b.length - 1 && a[n] === b[n]) n++;
    return n;
  };
  let bestDepth = 0;
  areas.forEach((area, a) => {
    const hrefs = [area.href, ...area.sections.flatMap((s) => [s.href, ...s.links.map((l) => l.href)])];
    for (const h of hrefs) {
      if (h && pageKey(h).startsWith(root) && depth(h) > bestDepth) {
        bestDepth = depth(h);
        best = { ...none, area: a };
      }
    }
  });
  return best;
}
