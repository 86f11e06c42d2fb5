// One search result: the heading trail and a preview, matches marked, as text only (React text nodes;
// content never reaches innerHTML). Memoized: arrow keys and arriving previews re-render only the rows
// they change, not a hundred.
import { Fragment, memo, type MouseEvent as ReactMouseEvent } from "react";
import { highlight, snippet, type Segment } from "./highlight";
import type { Row } from "./row-data";

function Marked({ segments }: { segments: Segment[] }) {
  return <>{segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : <Fragment key={i}>{s.text}</Fragment>))}</>;
}

export interface ResultRowProps {
  domId: string;
  index: number;
  /** What the row shows (row-data.ts): the same object while that is unchanged. */
  row: Row;
  active: boolean;
  /** The row's accessible name while its record loads (an option needs a name; it has no text yet). */
  loadingLabel: string;
  onChoose(e: ReactMouseEvent<HTMLAnchorElement>, index: number): void;
  onHover(index: number): void;
}

function ResultRowView({ domId, index, row, active, loadingLabel, onChoose, onHover }: ResultRowProps) {
  const { record, href, preview } = row;
  const terms = new Set(row.terms);
  const trail = record?.t ?? [];
  const title = trail[trail.length - 1] ?? "";
  return (
    // The link itself is the option (ARIA allows role="option" on a link): an option must not hold an
    // interactive element, and a real link keeps middle-click and "open in new tab".
    <li role="presentation" data-id={row.id}>
      <a
        id={domId}
        role="option"
        aria-selected={active}
        className="result"
        part="result"
        href={href}
        aria-busy={record ? undefined : true}
        aria-label={record ? undefined : loadingLabel}
        tabIndex={-1}
        onClick={(e) => onChoose(e, index)}
        onMouseMove={() => !active && onHover(index)}
      >
        <span className="titles" part="result-titles">
          {trail.slice(0, -1).map((crumb, k) => (
            <Fragment key={k}>
              <span className="crumb">
                <Marked segments={highlight(crumb, terms)} />
              </span>
              <span className="sep" aria-hidden="true">
                ›
              </span>
            </Fragment>
          ))}
          <span className="title" part="result-title">
            {record ? <Marked segments={highlight(title, terms)} /> : "\u00a0"}
          </span>
        </span>
        {/* Room for the preview while it loads; none for a section without text (a page's title over its first heading). */}
        {preview === "" ? null : (
          <span className="preview" part="result-preview">
            {preview ? <Marked segments={snippet(preview, terms)} /> : null}
          </span>
        )}
      </a>
    </li>
  );
}

export const ResultRow = memo(ResultRowView);
