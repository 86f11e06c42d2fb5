// A page's <head> as one list of tags, built once by the build (site/page-head.ts): the shell writes it
// between two comment markers, the page module carries it, and the router applies it whole after a
// client navigation (widgets/router/page-state.ts), so the head after a navigation equals a fresh load.
import { escapeAttr, escapeHtml } from "./html";

export interface HeadTag {
  tag: string;
  attrs: Record<string, string>;
  /** Raw content of script/style, text of title. */
  content?: string;
}

/** The comments around the page's own head tags: what the router may replace. */
export const HEAD_START = "wd:head";
export const HEAD_END = "/wd:head";

/** Elements with content or a closing tag in HTML (the rest are void in the head). */
const CLOSED = new Set(["title", "script", "style", "noscript", "template"]);

/** One tag as HTML: attributes escaped; a title's text escaped; script and style content as written. */
function headTagHtml(t: HeadTag): string {
  const attrs = Object.entries(t.attrs)
    .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
    .join("");
  if (!CLOSED.has(t.tag) && t.content === undefined) return `<${t.tag}${attrs}>`;
  const content = t.tag === "title" ? escapeHtml(t.content ?? "") : (t.content ?? "");
  return `<${t.tag}${attrs}>${content}</${t.tag}>`;
}

/** The page's head tags between their markers, a line each. */
export function headHtml(tags: readonly HeadTag[]): string {
  return [`<!--${HEAD_START}-->`, ...tags.map(headTagHtml), `<!--${HEAD_END}-->`].join("\n");
}
