// Widget tests in Debian's Chromium. Each .test.ts(x) file is bundled by esbuild on the fly (React is
// CommonJS, which WTR's own module serving cannot import), and a last plain line sums the results for CI.
import { defaultReporter } from "@web/test-runner";
import { playwrightLauncher } from "@web/test-runner-playwright";
import { build } from "esbuild";
import { templatesPlugin } from "./test/widgets/templates-plugin.mjs";

// Mermaid bundled into a test file would make it ~60 MB (every diagram, inline source map). Tests import
// Mermaid's own self-contained ESM builds instead, served from node_modules with their chunks loaded on demand.
const PREBUILT_ESM = {
  mermaid: "/node_modules/mermaid/dist/mermaid.esm.min.mjs",
  "@mermaid-js/layout-elk": "/node_modules/@mermaid-js/layout-elk/dist/mermaid-layout-elk.esm.min.mjs",
};
const prebuiltEsm = {
  name: "prebuilt-esm",
  setup(b) {
    b.onResolve({ filter: /^(mermaid|@mermaid-js\/layout-elk)$/ }, (a) => ({ path: PREBUILT_ESM[a.path], external: true }));
  },
};

const bundleTestFiles = {
  name: "bundle-test-files",
  async serve(context) {
    if (!/\.test\.tsx?$/.test(context.path)) return;
    const r = await build({
      entryPoints: [`.${context.path}`],
      outfile: `.${context.path}.js`,
      bundle: true,
      format: "esm",
      target: "es2022",
      jsx: "automatic",
      write: false,
      sourcemap: "inline",
      define: { "process.env.NODE_ENV": '"development"' },
      logLevel: "silent",
      // @web/test-runner-commands (sendKeys, setViewport, emulateMedia) talks to the runner over this socket.
      external: ["/__web-dev-server__web-socket.js"],
      plugins: [prebuiltEsm],
    });
    return { body: r.outputFiles[0].text, type: "js" };
  },
};

const summaryLine = {
  stop({ sessions }) {
    const n = { passed: 0, failed: 0, skipped: 0 };
    const walk = (s) => {
      for (const t of s?.tests ?? []) n[t.skipped ? "skipped" : t.passed ? "passed" : "failed"]++;
      for (const c of s?.suites ?? []) walk(c);
    };
    for (const s of sessions) {
      const before = n.failed;
      walk(s.testResults);
      if (!s.passed && n.failed === before) n.failed++;
    }
    process.once("exit", () => console.log(`wtr: ${n.passed} passed, ${n.failed} failed, ${n.skipped} skipped`));
  },
};

export default {
  files: ["test/widgets/**/*.test.{ts,tsx}"],
  nodeResolve: true,
  plugins: [bundleTestFiles, templatesPlugin],
  concurrency: 2,
  browsers: [
    playwrightLauncher({
      product: "chromium",
      launchOptions: {
        executablePath: "/usr/bin/chromium",
        headless: true,
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
    }),
  ],
  staticLogging: !!process.env.CI,
  reporters: [defaultReporter(), summaryLine],
  testFramework: { config: { timeout: 10000 } },
};
