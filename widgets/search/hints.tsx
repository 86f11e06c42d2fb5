// The key hints at the foot of the dialog (hidden from screen readers: the combobox says it all).
import type { SearchLabels } from "../../common/search-labels";

export function Hints({ labels }: { labels: SearchLabels }) {
  return (
    <div className="footer" part="footer" aria-hidden="true">
      <span>
        <kbd>↑</kbd>
        <kbd>↓</kbd>
        {labels.searchNavigate}
      </span>
      <span>
        <kbd>↵</kbd>
        {labels.searchSelect}
      </span>
      <span>
        <kbd>esc</kbd>
        {labels.searchClose}
      </span>
    </div>
  );
}
