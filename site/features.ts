// The home layout's hero and features (spec §2), from front matter: links, new tabs, grid class, HTML.
import { Parser } from "htmlparser2";
import { escapeAttr } from "../common/html.ts";
import { isExternalLink, toPageLink, unsafeUrl, withBase } from "../common/urls.ts";
import { resolveLink } from "./markdown/links.ts";

/** A home page feature as front matter gives it. */
export interface Feature {
  icon?: string | { src: string; alt?: string; width?: number; height?: number };
  title: string;
  details?: string;
  link?: string;
  linkText?: string;
}

/**
 * The features grid class of the home layout (spec §2): 2 → two columns, 3 → three, a multiple of 3
 * → six (three per row on a six-column grid), another even count → four. The spec is silent on odd
 * counts that are not multiples of 3 (5, 7, …); like VitePress we use the four-column grid for those,
 * and no class for a single feature.
 */
export function featuresGridClass(count: number): string {
  if (count <= 1) return "";
  if (count === 2) return "grid-2";
  if (count === 3) return "grid-3";
  if (count % 3 === 0) return "grid-6";
  return "grid-4";
}

// VitePress renders the home page's strings as HTML (v-html): a feature's icon (an HTML string or an emoji),
// title and details, and the hero's name, text and tagline. So do we, sanitised, so front matter cannot run
// script on the home page.
const DROP_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "noscript",
  "template",
  "textarea",
  "form",
  "input",
  "button",
  "link",
  "meta",
  "base",
]);
/** Kept for their content only: a link inside a card that is itself a link would nest anchors. */
const UNWRAP = new Set(["a", "html", "head", "body"]);
const URL_ATTRS = new Set(["href", "src", "xlink:href", "action", "formaction", "srcset"]);
const VOID = new Set(["br", "img", "hr", "wbr", "source", "col"]);

/** Sanitised HTML of a home-page string: no script/style elements, no on* handlers, no javascript: URLs. */
export function homeHtml(icon: string): string {
  let out = "";
  let dropping = 0;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (dropping || DROP_WITH_CONTENT.has(name)) {
          dropping++;
          return;
        }
        if (UNWRAP.has(name)) return;
        const kept = Object.entries(attrs).filter(
          ([k, v]) => !/^on/i.test(k) && !(URL_ATTRS.has(k.toLowerCase()) && unsafeUrl(v.replace(/[\s\0]/g, ""), { images: true })),
        );
        out += `<${name}${kept.map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join("")}>`;
      },
      ontext(text) {
        if (!dropping) out += escapeAttr(text);
      },
      onclosetag(name) {
        if (dropping) {
          dropping--;
          return;
        }
        if (UNWRAP.has(name)) return;
        if (!VOID.has(name)) out += `</${name}>`;
      },
    },
    { decodeEntities: true, recognizeSelfClosing: true, lowerCaseAttributeNames: false },
  );
  parser.write(icon);
  parser.end();
  return out;
}

/** A front-matter link relative to its page ("./guide/x" on index.md → "/guide/x"), as a browser resolves it there. */
export function fromPage(link: string, source: string): string {
  const r = link.startsWith("/") ? null : resolveLink(link, source);
  return r ? r.pathname + r.hash : link;
}

/** As VitePress's VPButton and VPLink: a link to another site opens in a new tab unless the author says otherwise. */
function newTab(link: unknown, target: unknown, rel: unknown): { target?: string; rel?: string } {
  const external = typeof link === "string" && isExternalLink(link);
  return {
    target: (target as string | undefined) ?? (external ? "_blank" : undefined),
    rel: (rel as string | undefined) ?? (external ? "noreferrer" : undefined),
  };
}

/** The home layout's hero: action links resolved from the page and opening other sites in a new tab, strings as HTML. */
export function heroView(hero: Record<string, unknown>, source: string): Record<string, unknown> {
  return {
    ...hero,
    html: heroHtml(hero),
    actions: !Array.isArray(hero.actions)
      ? hero.actions
      : hero.actions.map((a: Record<string, unknown>) =>
          typeof a.link === "string" ? { ...a, link: fromPage(a.link, source), ...newTab(a.link, a.target, a.rel) } : a,
        ),
  };
}

/** The hero's strings as (sanitised) HTML, as VitePress renders them. */
function heroHtml(hero: Record<string, unknown>): Record<"name" | "text" | "tagline", string | undefined> {
  const html = (v: unknown) => (typeof v === "string" ? homeHtml(v) : undefined);
  return { name: html(hero.name), text: html(hero.text), tagline: html(hero.tagline) };
}

/** The home layout's features: links resolved from the page (and under the base), their strings as HTML. */
export function featuresView(features: Feature[], base: string, source: string) {
  return features.map((f) => ({
    ...f,
    link: f.link ? withBase(base, toPageLink(fromPage(f.link, source))) : undefined,
    ...newTab(f.link, (f as { target?: string }).target, (f as { rel?: string }).rel),
    iconHtml: typeof f.icon === "string" ? homeHtml(f.icon) : undefined,
    titleHtml: homeHtml(String(f.title ?? "")),
    detailsHtml: typeof f.details === "string" ? homeHtml(f.details) : undefined,
  }));
}
