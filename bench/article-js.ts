// The article page's JS until the network is idle, as `npm run bench` measures it (pageWeight), on any
// built site, and the same after the reader has wanted search and the navigator (hovered their buttons):
// the difference is the UI code that loads only when wanted (#18).
// (the config only tells the server the base: the default, a /docs/web/ one, serves Web Docs' own dist/ too)
//   node --import tsx bench/article-js.ts --out .build/fixture-site --config test/fixtures/site/site.config.json --page guide/getting-started.html [--port 8351]
import { parseArgs } from "node:util";
import { launchBrowser, pageWeight, startServer } from "./browser.ts";

const { values } = parseArgs({
  options: {
    out: { type: "string", default: "dist" },
    config: { type: "string", default: "test/fixtures/site/site.config.json" },
    page: { type: "string" },
    port: { type: "string", default: "8351" },
  },
});
const server = await startServer(values.out!, values.config!, Number(values.port));
const browser = await launchBrowser();
try {
  const url = `${server.origin}/docs/web/${values.page ?? "index.html"}`;
  const KB = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const idle = await pageWeight(browser, url);
  const wanted = await pageWeight(browser, url, async (page) => {
    // Search data and its worker loaded on hover before this change too: left out, so the difference is UI code.
    await page.route(/\/assets\/search\/|\/(search-worker|backend|tokenize)\.[\w-]+\.js$/, (route) => route.abort());
    await page.locator("web-docs-search button").first().hover();
    await page.locator("web-docs-navigator button").first().hover();
  });
  console.log(
    `${url}\n  JS gzip by load event:          ${KB(idle.jsGzipByLoad)}\n  JS gzip until idle:             ${KB(idle.jsGzipTotal)} (${idle.jsRequestsTotal} scripts; budget 25 KB)`,
  );
  console.log(
    `  … after hovering search and the navigator: ${KB(wanted.jsGzipTotal)} (${wanted.jsRequestsTotal} scripts): ${KB(wanted.jsGzipTotal - idle.jsGzipTotal)} UI code loads only when wanted (search data and worker left out)`,
  );
} finally {
  await browser.close();
  server.stop();
}
