// Code blocks that fold, without JavaScript: `collapse` shows a long block's first lines with a "Show all"
// switch under them; `collapse={3-8}` (Expressive Code's form) folds those lines into a one-line bar. Each
// switch is a labelled checkbox and CSS (43-code.css) shows or hides the lines — valid inside <pre>, where a
// <details> is not — and the hidden lines stay in the text, so copying, find-in-page and screen readers get the
// whole block.
import { escapeHtml } from "../../common/html.ts";
import { defaultLabels, type Labels } from "../config/labels.ts";

export type FoldLabels = Pick<Labels, "codeExpand" | "codeCollapse" | "codeFolded" | "codeUnfold">;

export const FOLD_DEFAULTS: FoldLabels = {
  codeExpand: defaultLabels.codeExpand,
  codeCollapse: defaultLabels.codeCollapse,
  codeFolded: defaultLabels.codeFolded,
  codeUnfold: defaultLabels.codeUnfold,
};

/** How many lines a collapsed long block shows (the CSS max height matches). */
export const COLLAPSED_LINES = 12;

/** Non-overlapping 1-based [from, to] ranges in order, from `{3-8,12}`; ranges outside the code are cut. */
export function foldRanges(spec: string, lineCount: number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const part of spec.split(",")) {
    const [a, b] = part.trim().split("-").map(Number);
    if (!Number.isFinite(a)) continue;
    const to = Math.min(Number.isFinite(b) ? b : a, lineCount);
    if (a >= 1 && to >= a) ranges.push([a, to]);
  }
  ranges.sort((x, y) => x[0] - y[0]);
  return ranges.filter((r, i) => i === 0 || r[0] > ranges[i - 1][1]);
}

const say = (label: string, n: number) => escapeHtml(label.replace("{n}", String(n)));

/** A checkbox switch whose label reads `more` while off and `less` while on. */
function toggle(more: string, less: string): string {
  return `<label class="wd-fold-switch"><input type="checkbox" class="wd-fold-toggle"><span class="wd-fold-more">${more}</span><span class="wd-fold-less">${less}</span></label>`;
}

/**
 * Join rendered lines (and their gutter numbers) with the folded ranges wrapped: a bar with its switch, then
 * the lines, hidden until the switch is on. Without ranges, the lines joined as they always are.
 */
export function joinFolded(lines: string[], numbers: string[] | null, ranges: Array<[number, number]>, labels: FoldLabels): { code: string; gutter: string } {
  const code: string[] = [];
  const gutter: string[] = [];
  let at = 0;
  ranges.forEach(([from, to], k) => {
    const n = to - from + 1;
    code.push(...lines.slice(at, from - 1).map((l) => `${l}\n`));
    gutter.push(...(numbers ?? []).slice(at, from - 1).map((g) => `${g}<br>`));
    const fold = ` data-fold="${k + 1}"`;
    code.push(`<span class="wd-fold-bar"${fold}>${toggle(say(labels.codeFolded, n), say(labels.codeUnfold, n))}</span>`);
    // A fold that ends the block ends without a line break (it would show as an empty last line).
    const end = to < lines.length;
    code.push(`<span class="wd-fold-lines"${fold}>${lines.slice(from - 1, to).join("\n")}${end ? "\n" : ""}</span>`);
    gutter.push(
      `<span class="wd-fold-gap"${fold}>⋯</span><span class="wd-fold-lines"${fold}>${(numbers ?? []).slice(from - 1, to).join("<br>")}${end ? "<br>" : ""}</span>`,
    );
    at = to;
  });
  code.push(lines.slice(at).join("\n"));
  gutter.push((numbers ?? []).slice(at).join("<br>"));
  return { code: code.join(""), gutter: gutter.join("") };
}

/** The switch under a block collapsed to its first lines. */
export function expandSwitch(lineCount: number, labels: FoldLabels): string {
  return `<div class="wd-fold-all">${toggle(say(labels.codeExpand, lineCount), escapeHtml(labels.codeCollapse))}</div>`;
}
