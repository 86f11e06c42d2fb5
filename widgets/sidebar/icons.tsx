// The same markup as templates/partials/sidebar.njk's caret, so the upgraded caret looks identical. The
// chevron is drawn by CSS (one mask image in the stylesheet) rather than an inline SVG per group: a
// sidebar with many groups repeats it on every page.
export function Chevron() {
  return <span className="wd-chevron" aria-hidden="true" />;
}
