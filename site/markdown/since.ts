// <Since v="2.1"/>: the inline form of front matter `since` (versioned docs, site/versions.ts) — the same
// "New in 2.1" badge, where a section or a sentence is newer than its page. Rendered by the guard before any
// Vue sees the page (site/markdown/guard.ts), so a Vue page gets the badge too rather than an unknown
// component. The words are the English default here; the page view puts its locale's label in
// (relabelSince), as for the front matter badge.
import { escapeHtml } from "../../common/html.ts";
import { defaultLabels } from "../config/labels.ts";

/** `<Since v="2.1"/>`, or `<Since v="2.1"></Since>` (whose closing tag markdown-it may give apart: it goes). */
const SINCE = /<Since\b((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>|<\/Since\s*>/g;
const VERSION = /(?:^|\s)v\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/;
const BADGE = /<span class="wd-badge" data-since="([^"]*)">[^<]*<\/span>/g;

/** A version as written in `v`: letters, digits and . + - _ (2.1, v3, 1.0-beta). */
const NAME = /^[\w.+-]+$/;

const badge = (version: string, label: string) => `<span class="wd-badge" data-since="${version}">${escapeHtml(label.replace("{version}", version))}</span>`;

/** Every <Since> of a piece of raw HTML rendered; one without a version is a problem at its offset. */
export function renderSince(html: string): { html: string; problems: Array<{ index: number; problem: string }> } {
  const problems: Array<{ index: number; problem: string }> = [];
  // (Every raw HTML token of every page comes here; few name <Since>.)
  if (!html.includes("Since")) return { html, problems };
  const out = html.replace(SINCE, (tag: string, attrs: string | undefined, index: number) => {
    if (attrs === undefined && tag.startsWith("</")) return "";
    const m = VERSION.exec(attrs ?? "");
    const version = (m?.[1] ?? m?.[2] ?? m?.[3] ?? "").trim();
    if (NAME.test(version)) return badge(version, defaultLabels.newIn);
    problems.push({
      index,
      problem: `${tag}: ${version ? "a version is letters, digits and . + - _" : "name the version the text is new in"}, as <Since v="2.1"/>`,
    });
    return tag;
  });
  return { html: out, problems };
}

/** The page's badges in its locale's words (labels.newIn). */
export const relabelSince = (html: string, label: string): string =>
  html.includes(' data-since="') ? html.replace(BADGE, (_all, version: string) => badge(version, label)) : html;
