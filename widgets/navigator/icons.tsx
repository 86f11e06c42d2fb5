// The panel's close cross (the button's compass is in element.ts).
export function Cross() {
  return (
    <svg className="wd-icon" aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}
