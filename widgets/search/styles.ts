// Styles of the search dialog (loaded with it; the button's are in trigger-styles.ts). Colours and sizes come from the theme's --wd-* custom
// properties (they inherit into the shadow root), with fallbacks so an embedding site needs none.
export const SEARCH_CSS = `
[hidden] { display: none !important; }
.sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
svg { flex: none; }
.close:focus-visible, .result:focus-visible, .results:focus-visible { outline: 2px solid var(--wd-c-focus, #5ee5a4); outline-offset: 2px; }
/* The modal: a native modal dialog (top layer, inert page behind it), covering the viewport. */
.dialog {
  position: fixed; inset: 0; width: 100%; height: 100%; max-width: none; max-height: none; margin: 0; padding: 0;
  border: 0; background: transparent; color: var(--wd-c-text-1, rgba(255, 255, 245, 0.88)); overflow: hidden;
  font-family: var(--wd-font-family, system-ui, sans-serif); font-size: var(--wd-font-size-base, 14px); line-height: 1.5;
}
/* The dimming is the dialog's own ::backdrop (top layer, over the inert page); .backdrop only takes the
   click that closes search, so nothing of the page is drawn under a layer of the dialog's own. */
.dialog::backdrop { background: var(--wd-c-backdrop, rgba(0, 0, 0, 0.6)); }
.backdrop { position: absolute; inset: 0; background: transparent; }
.panel {
  position: relative; display: flex; flex-direction: column; width: min(600px, calc(100% - 32px)); max-height: calc(100% - 128px);
  margin: 64px auto 0; border-radius: 12px; background: var(--wd-c-bg-elv, #202127); box-shadow: var(--wd-c-shadow, 0 12px 32px rgba(0, 0, 0, 0.45));
  animation: wd-search-in 0.15s ease-out;
}
@keyframes wd-search-in { from { opacity: 0; transform: translateY(-8px); } }
@media (prefers-reduced-motion: reduce) { .panel { animation: none; } }

.bar { display: flex; align-items: center; gap: 8px; margin: 12px; padding: 0 4px 0 12px; border: 1px solid var(--wd-c-divider, #2e2e32); border-radius: var(--wd-radius, 8px); }
.bar:focus-within { border-color: var(--wd-c-brand-1, #3dd68c); }
.bar svg { color: var(--wd-c-text-3, rgba(235, 235, 245, 0.5)); }
.input {
  flex: 1; min-width: 0; height: 44px; padding: 0; border: 0; outline: none; background: transparent;
  color: var(--wd-c-text-1, rgba(255, 255, 245, 0.88)); font: inherit; font-size: 16px;
}
.input::-webkit-search-cancel-button { display: none; }
.input::placeholder { color: var(--wd-c-text-3, rgba(235, 235, 245, 0.5)); }
.close {
  display: flex; align-items: center; justify-content: center; min-width: 36px; height: 32px; padding: 0 8px; border: 1px solid var(--wd-c-divider, #2e2e32);
  border-radius: 6px; background: transparent; color: var(--wd-c-text-2, rgba(235, 235, 245, 0.68)); font: inherit; font-size: 12px; cursor: pointer;
}
.close:hover, .retry:hover { color: var(--wd-c-text-1, rgba(255, 255, 245, 0.88)); border-color: var(--wd-c-border, #3c3f44); }

/* A versioned site: search every version, under the search bar. */
.widen { display: flex; align-items: center; gap: 6px; margin: -4px 16px 8px; color: var(--wd-c-text-2, rgba(235, 235, 245, 0.68)); font-size: 13px; cursor: pointer; }
.widen input { margin: 0; accent-color: var(--wd-c-brand-1, #3dd68c); }
.widen input:focus-visible { outline: 2px solid var(--wd-c-focus, #5ee5a4); outline-offset: 2px; }
.body { flex: 1; min-height: 0; overflow-y: auto; overscroll-behavior: contain; padding: 0 12px 12px; }
.message { margin: 0; padding: 24px 12px; color: var(--wd-c-text-2, rgba(235, 235, 245, 0.68)); text-align: center; overflow-wrap: anywhere; }
/* Under "Search is unavailable.": the same query again (the close button's look). */
.retry {
  display: block; margin: -12px auto 12px; padding: 4px 12px; border: 1px solid var(--wd-c-divider, #2e2e32); border-radius: 6px;
  background: transparent; color: var(--wd-c-text-2, rgba(235, 235, 245, 0.68)); font: inherit; font-size: 13px; cursor: pointer;
}
.results { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 0; list-style: none; }
/* Up to 100 results: lay out and paint only those near the view. */
.results > li { content-visibility: auto; contain-intrinsic-size: auto 80px; }
.result {
  display: block; padding: 8px 12px; border: 1px solid transparent; border-radius: var(--wd-radius, 8px);
  color: inherit; text-decoration: none; outline: none;
  background: var(--wd-c-bg-mute, #2a2a30);
}
.result[aria-selected="true"] { border-color: var(--wd-c-brand-1, #3dd68c); background: var(--wd-c-brand-soft, rgba(16, 185, 129, 0.16)); }
.titles { display: block; color: var(--wd-c-text-2, rgba(235, 235, 245, 0.68)); font-size: 13px; overflow-wrap: anywhere; }
.title { color: var(--wd-c-text-1, rgba(255, 255, 245, 0.88)); font-weight: 600; font-size: 14px; }
.sep { margin: 0 4px; color: var(--wd-c-text-3, rgba(235, 235, 245, 0.5)); }
.preview {
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; min-height: 3em; margin-top: 2px;
  color: var(--wd-c-text-2, rgba(235, 235, 245, 0.68)); font-size: 13px; line-height: 1.5; overflow-wrap: anywhere;
}
mark { background: none; color: var(--wd-c-mark, var(--wd-c-brand-1, #3dd68c)); font-weight: 600; text-decoration: underline; text-underline-offset: 2px; }

.footer { display: flex; gap: 16px; padding: 8px 16px; border-top: 1px solid var(--wd-c-divider, #2e2e32); color: var(--wd-c-text-3, rgba(235, 235, 245, 0.5)); font-size: 12px; }
.footer kbd { margin-right: 4px; padding: 0 4px; border: 1px solid var(--wd-c-divider, #2e2e32); border-radius: 4px; font-family: inherit; }

@media (max-width: 767px) {
  .panel { width: 100%; height: 100%; max-height: none; margin: 0; border-radius: 0; }
  .footer { display: none; }
}
`;
