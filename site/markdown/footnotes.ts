// Footnotes (markdown-it-footnote, as VitePress 2 has them): `text[^1]` and `[^1]: note`, numbered in order of
// use, each note with a link back to where it was cited. The markup carries DPUB-ARIA's roles — the list is
// `doc-endnotes`, a citation `doc-noteref`, the way back `doc-backlink` — so assistive technology announces
// them as notes rather than as bare "[1]" links. Ids are fn1/fnref1 (fnref1:2 for a second citation of the
// same note), VitePress's, so existing links to a note keep working.
import type { MarkdownIt, Token } from "markdown-it";
import footnote from "markdown-it-footnote";
import { escapeAttr } from "../../common/html.ts";
import { defaultLabels, type Labels } from "../config/labels.ts";

type FootnoteLabels = Pick<Labels, "footnotes" | "footnoteBack">;

const n = (t: Token) => (t.meta as { id: number }).id + 1;
const refId = (t: Token) => {
  const { id, subId } = t.meta as { id: number; subId?: number };
  return `${id + 1}${subId && subId > 0 ? `:${subId}` : ""}`;
};

export function footnotesPlugin(md: MarkdownIt, labels: () => Partial<FootnoteLabels>): void {
  md.use(footnote);
  const rules = md.renderer.rules;
  rules.footnote_ref = (tokens, idx) => {
    const t = tokens[idx];
    return `<sup class="footnote-ref"><a href="#fn${n(t)}" id="fnref${refId(t)}" role="doc-noteref">[${n(t)}]</a></sup>`;
  };
  rules.footnote_block_open = () =>
    `<hr class="footnotes-sep">\n<section class="footnotes" role="doc-endnotes" aria-label="${escapeAttr(labels().footnotes ?? defaultLabels.footnotes)}">\n<ol class="footnotes-list">\n`;
  rules.footnote_open = (tokens, idx) => `<li id="fn${n(tokens[idx])}" class="footnote-item">`;
  rules.footnote_anchor = (tokens, idx) => {
    const t = tokens[idx];
    const label = (labels().footnoteBack ?? defaultLabels.footnoteBack).replace("{n}", String(n(t)));
    return ` <a href="#fnref${refId(t)}" class="footnote-backref" role="doc-backlink" aria-label="${escapeAttr(label)}">↩︎</a>`;
  };
}
