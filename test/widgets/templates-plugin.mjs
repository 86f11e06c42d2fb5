// A web-test-runner server plugin: widget tests mount markup made by the real build code, never a
// hand-written copy. It renders the Nunjucks partials (templates/partials/*.njk) from view models made by
// site/ itself (site/sidebar-view.ts, site/outline.ts, the outline option's schema) and Markdown through the project's
// markdown-it pipeline (site/markdown), loading the TypeScript through tsx.
//   GET /__render/sidebar?current=/guide/x.html  the sidebar partial for test/widgets/fixtures/sidebar-tree.json
//   GET /docs/web/<page>.html                   a bare page holding that sidebar for <page> (deferred groups
//                                              are filled from such pages)
//   GET /__render/outline?html=…&levels=2,3      the outline partial for the headings in `html`
//   GET /__render/markdown?src=…                 Markdown rendered as pages are
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import nunjucks from "nunjucks";
import { tsImport } from "tsx/esm/api";

const BASE = "/docs/web/";
const env = new nunjucks.Environment(new nunjucks.FileSystemLoader(fileURLToPath(new URL("../../templates", import.meta.url))), { autoescape: true });
const tree = JSON.parse(readFileSync(new URL("./fixtures/sidebar-tree.json", import.meta.url), "utf8"));

let site = null;
const load = () =>
  (site ??= Promise.all([
    tsImport("../../site/sidebar-view.ts", import.meta.url),
    tsImport("../../site/outline.ts", import.meta.url),
    tsImport("../../site/markdown/index.ts", import.meta.url),
    tsImport("../../site/config/common-schema.ts", import.meta.url),
    tsImport("../../site/config/labels.ts", import.meta.url),
  ]).then(([view, outline, markdown, schema, labels]) => ({
    view,
    outline,
    schema,
    labels: labels.defaultLabels,
    md: markdown.createMarkdown({ labels: { copyCode: "Copy code" } }),
  })));

async function sidebar(current) {
  const { view, labels } = await load();
  const pageUrl = current.startsWith(BASE) ? `/${current.slice(BASE.length)}` : current;
  const { items, window } = view.sidebarView(tree, pageUrl, BASE);
  return env.render("partials/sidebar.njk", { wd: { sidebar: items, sidebarWindow: window }, labels });
}

async function render(url) {
  const q = url.searchParams;
  if (url.pathname === "/__render/sidebar") return sidebar(q.get("current") ?? `${BASE}index.html`);
  if (url.pathname.startsWith(BASE) && url.pathname.endsWith(".html")) {
    return `<!doctype html><html><body>${await sidebar(url.pathname)}<main id="main-content"><h1>${url.pathname}</h1></main></body></html>`;
  }
  if (url.pathname === "/__render/outline") {
    const { outline, schema, labels } = await load();
    const raw = q.get("levels") ?? "2";
    const option = raw === "deep" ? raw : raw === "false" ? false : raw.includes(",") ? raw.split(",").map(Number) : Number(raw);
    // The option as an author writes it, normalised by the config schema as the build does.
    const levels = schema.outlineLevels.parse(option);
    const entries = outline.buildOutline(outline.extractHeaders(q.get("html") ?? ""), levels);
    return env.render("partials/outline.njk", { wd: { outline: entries }, site: { themeConfig: {} }, labels });
  }
  if (url.pathname === "/__render/markdown") return (await load()).md.render(q.get("src") ?? "");
  return null;
}

export const templatesPlugin = {
  name: "web-docs-templates",
  async serve(context) {
    const body = await render(context.URL);
    return body === null ? undefined : { body, type: "html" };
  },
};
