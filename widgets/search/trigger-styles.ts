// Styles of the search element's shadow root before the dialog's code loads: the host and the built-in
// button. Colours and sizes come from the theme's --wd-* custom properties (they inherit into the shadow
// root), with fallbacks so an embedding site needs none.
export const TRIGGER_CSS = `
:host { display: inline-flex; }
svg { flex: none; }

/* The button shown when the page supplies none (an embedding site). */
.button {
  display: flex; align-items: center; gap: 8px; width: 100%; height: 40px; padding: 0 12px; border: 1px solid transparent;
  border-radius: var(--wd-radius, 8px); background: var(--wd-c-bg-alt, #161618); color: var(--wd-c-text-2, rgba(235, 235, 245, 0.68));
  font: inherit; cursor: pointer;
}
.button:hover { border-color: var(--wd-c-brand-1, #3dd68c); }
.button:focus-visible { outline: 2px solid var(--wd-c-focus, #5ee5a4); outline-offset: 2px; }
.keys { margin-left: auto; padding: 0 6px; border: 1px solid var(--wd-c-divider, #2e2e32); border-radius: 4px; font-size: 12px; color: var(--wd-c-text-3, rgba(235, 235, 245, 0.5)); }

`;
