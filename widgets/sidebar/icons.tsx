// The same SVG as templates/partials/icons.njk "chevron", so the upgraded caret looks identical.
export function Chevron() {
  return (
    <svg className="wd-icon wd-chevron" aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="m9 6 6 6-6 6" />
    </svg>
  );
}
