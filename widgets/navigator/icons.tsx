// Same compass as templates/partials/icons.njk; a close cross for the panel.
export function Compass() {
  return (
    <svg className="wd-icon" aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path fill="currentColor" d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
    </svg>
  );
}

export function Cross() {
  return (
    <svg className="wd-icon" aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}
