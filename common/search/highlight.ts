// Matched terms in a title or preview, as plain-text segments: the search widget renders them as text nodes
// (and <mark> around matches), never as HTML, so content can never inject markup into the modal.
import { tokenSpans, type TokenSpan } from "./tokenize";

export interface Segment {
  text: string;
  mark: boolean;
}

// Results repeat from keystroke to keystroke while the matched terms change: keep the tokenized texts.
const spansCache = new Map<string, TokenSpan[]>();
function spansOf(text: string): TokenSpan[] {
  let spans = spansCache.get(text);
  if (!spans) {
    if (spansCache.size >= 2000) spansCache.clear();
    spans = tokenSpans(text);
    spansCache.set(text, spans);
  }
  return spans;
}

/** Character ranges of the tokens (or compound parts) whose term is one of `terms`, in order. */
function matchRanges(text: string, terms: ReadonlySet<string>): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  if (!terms.size || !text) return ranges;
  for (const span of spansOf(text)) {
    if (terms.has(span.term)) ranges.push([span.start, span.end]);
    else if (span.parts) for (const p of span.parts) if (terms.has(p.term)) ranges.push([p.start, p.end]);
  }
  return ranges;
}

function segments(text: string, ranges: Array<[number, number]>, from: number, to: number): Segment[] {
  const out: Segment[] = [];
  let at = from;
  for (const [s, e] of ranges) {
    if (e <= at || s >= to) continue;
    const start = Math.max(s, at);
    const end = Math.min(e, to);
    if (start > at) out.push({ text: text.slice(at, start), mark: false });
    out.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < to) out.push({ text: text.slice(at, to), mark: false });
  return out;
}

/** A whole text (a heading) with its matches marked. */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  return segments(text, matchRanges(text, terms), 0, text.length);
}

/**
 * A window of a preview around its first match (or its start), at most `length` characters, cut at
 * spaces where possible, with "…" where text was left out.
 */
export function snippet(text: string, terms: ReadonlySet<string>, length = 160): Segment[] {
  const ranges = matchRanges(text, terms);
  let start = 0;
  if (ranges.length && ranges[0][1] > length - 20) {
    start = Math.max(0, ranges[0][0] - 40);
    const space = text.lastIndexOf(" ", start);
    if (space > 0 && start - space < 20) start = space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start + length / 2) end = space;
  }
  const out = segments(text, ranges, start, end);
  if (start > 0) out.unshift({ text: "…", mark: false });
  if (end < text.length && !text.slice(0, end).endsWith("…")) out.push({ text: "…", mark: false });
  return out;
}
