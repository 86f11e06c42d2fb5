// Markup from the real templates and markdown pipeline (templates-plugin.mjs renders it on the test
// server), so a widget test can never drift from what the build writes.

async function get(path: string, params: Record<string, string>): Promise<string> {
  const res = await fetch(`${path}?${new URLSearchParams(params)}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.text();
}

/** templates/partials/sidebar.njk for test/widgets/fixtures/sidebar-tree.json, on the page `current`. */
export const renderSidebar = (current: string) => get("/__render/sidebar", { current });

/** templates/partials/outline.njk for the headings of `html` (levels as the `outline` option: "2", "2,3", "deep"). */
export const renderOutline = (html: string, levels = "2") => get("/__render/outline", { html, levels });

/** Markdown as a page renders it (site/markdown). */
export const renderMarkdown = (src: string) => get("/__render/markdown", { src });
