import { defineConfig, devices } from "@playwright/test";

// Two built sites: the fixture site (every theme feature, independent of Web Docs' own articles) and
// the Web Docs site itself. scripts/test.ts builds both before this runs.
const FIXTURE_PORT = Number(process.env.E2E_FIXTURE_PORT ?? 8181);
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 8182);
// An author's site (test/fixtures/author-site: own docs folder and config, base /handbook/), built by scripts/test.ts.
const AUTHOR_PORT = Number(process.env.E2E_AUTHOR_PORT ?? 8183);
// Three languages (test/fixtures/locales-site: English at /, zh/, fa/ right to left; base /intl/), built by scripts/test.ts.
const LOCALES_PORT = Number(process.env.E2E_LOCALES_PORT ?? 8094);
// Two versions (test/fixtures/versions-site: 2.x at /lib/, 1.x under /lib/1.x/), built by scripts/test.ts.
const VERSIONS_PORT = Number(process.env.E2E_VERSIONS_PORT ?? 8095);
// A VitePress site built unchanged (test/fixtures/vitepress-site, base /vp/), built by scripts/test.ts.
const VITEPRESS_PORT = Number(process.env.E2E_VITEPRESS_PORT ?? 8096);
// Vue in Markdown, VitePress's theme forms and React components (test/fixtures/vue-site), built by scripts/test.ts.
const VUE_PORT = Number(process.env.E2E_VUE_PORT ?? 8097);
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};
const serve = (out: string, port: number, config?: string, base = "/docs/web/") => ({
  command: `node --import tsx scripts/serve.ts --out ${out}${config ? ` --config ${config}` : ""}`,
  env: { PORT: String(port) },
  url: `http://127.0.0.1:${port}${base}index.html`,
  reuseExistingServer: !process.env.CI,
  timeout: 20_000,
});

export default defineConfig({
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["./test/e2e/summary-reporter.ts"]],
  use: { trace: "retain-on-failure" },
  projects: [
    { name: "fixture", testDir: "test/e2e/fixture", use: { ...chromium, baseURL: `http://127.0.0.1:${FIXTURE_PORT}/docs/web/` } },
    { name: "site", testDir: "test/e2e/site", use: { ...chromium, baseURL: `http://127.0.0.1:${SITE_PORT}/docs/web/` } },
    { name: "author", testDir: "test/e2e/author", use: { ...chromium, baseURL: `http://127.0.0.1:${AUTHOR_PORT}/handbook/` } },
    { name: "locales", testDir: "test/e2e/locales", use: { ...chromium, baseURL: `http://127.0.0.1:${LOCALES_PORT}/intl/` } },
    { name: "versions", testDir: "test/e2e/versions", use: { ...chromium, baseURL: `http://127.0.0.1:${VERSIONS_PORT}/lib/` } },
    { name: "vitepress", testDir: "test/e2e/vitepress", use: { ...chromium, baseURL: `http://127.0.0.1:${VITEPRESS_PORT}/vp/` } },
    { name: "vue", testDir: "test/e2e/vue", use: { ...chromium, baseURL: `http://127.0.0.1:${VUE_PORT}/` } },
  ],
  webServer: [
    serve(".build/fixture-site", FIXTURE_PORT, "test/fixtures/site/site.config.json"),
    ...(process.env.E2E_SITE === "0" ? [] : [serve("dist", SITE_PORT)]),
    serve(".build/author-site", AUTHOR_PORT, "test/fixtures/author-site/web-docs.config.json", "/handbook/"),
    serve(".build/locales-site", LOCALES_PORT, "test/fixtures/locales-site/web-docs.config.json", "/intl/"),
    serve(".build/versions-site", VERSIONS_PORT, "test/fixtures/versions-site/web-docs.config.json", "/lib/"),
    serve(".build/vitepress-site", VITEPRESS_PORT, "test/fixtures/vitepress-site/docs/.vitepress/config/index.mts", "/vp/"),
    serve(".build/vue-site", VUE_PORT, "test/fixtures/vue-site/web-docs.config.json", "/"),
  ],
});
