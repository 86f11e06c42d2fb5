// The dialog's search bar: the labelled input (a combobox over the results list) and the Close button.
import type { RefObject } from "react";
import type { SearchLabels } from "../../common/search-labels";
import { MAX_QUERY_LENGTH } from "./session";

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm9 3-4.35-4.35" />
    </svg>
  );
}

export interface SearchBarProps {
  id: string;
  labels: SearchLabels;
  query: string;
  onQuery(q: string): void;
  onClose(): void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** id of the selected result, if any. */
  activeId: string | undefined;
}

export function SearchBar({ id, labels, query, onQuery, onClose, inputRef, activeId }: SearchBarProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers Web Docs supports; the role says the same
    <form className="bar" part="search-bar" role="search" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {labels.search}
      </label>
      <SearchIcon />
      <input
        ref={inputRef}
        id={`${id}-input`}
        className="input"
        part="input"
        type="search"
        placeholder={labels.searchPlaceholder}
        maxLength={MAX_QUERY_LENGTH}
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
        aria-autocomplete="list"
        aria-controls={`${id}-results`}
        aria-activedescendant={activeId}
      />
      <button type="button" className="close" part="close" aria-label={labels.close} onClick={onClose}>
        Esc
      </button>
    </form>
  );
}
