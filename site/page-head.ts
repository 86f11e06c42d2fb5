// The page's own <head> tags as one list (common/head.ts): what a fresh load and a client navigation
// must agree on. The shell writes it, the page module carries it; nothing else writes these tags.
import type { HeadTag } from "../common/head.ts";
import type { FeedLink } from "./feeds.ts";
import type { PageView } from "./page-view.ts";

/** og:image and its details, when the page has a social card (site/social-cards/cards.ts cardMeta). */
export interface CardMeta {
  src: string;
  width: number;
  height: number;
  alt: string;
}

const meta = (key: "name" | "property", name: string, content: string): HeadTag => ({ tag: "meta", attrs: { [key]: name, content } });
const link = (attrs: Record<string, string>): HeadTag => ({ tag: "link", attrs });

/** Title, description, canonical, Open Graph and Twitter tags, hreflang and feed alternates, then the site's and the page's `head`. */
export function pageHeadTags(view: PageView, card: CardMeta | null, feeds: readonly FeedLink[]): HeadTag[] {
  const tags: HeadTag[] = [
    { tag: "title", attrs: {}, content: view.fullTitle },
    meta("name", "description", view.description),
    link({ rel: "canonical", href: view.canonical }),
    meta("property", "og:type", view.layout === "home" ? "website" : "article"),
    meta("property", "og:title", view.title),
    meta("property", "og:description", view.description),
    meta("property", "og:url", view.canonical),
    meta("property", "og:site_name", view.site.title),
  ];
  if (card) {
    tags.push(
      meta("property", "og:image", card.src),
      meta("property", "og:image:type", "image/png"),
      meta("property", "og:image:width", String(card.width)),
      meta("property", "og:image:height", String(card.height)),
      meta("property", "og:image:alt", card.alt),
      meta("name", "twitter:card", "summary_large_image"),
    );
  }
  for (const a of view.alternates) tags.push(link({ rel: "alternate", hreflang: a.hreflang, href: a.href }));
  for (const f of feeds) tags.push(link({ rel: "alternate", type: f.type, title: f.title, href: f.href }));
  return [...tags, ...view.site.head, ...view.head];
}
