// `npm start [-- --content DIR --config FILE --out DIR]`: build, then serve the same output folder.
// Flags and WEB_DOCS_CONTENT / WEB_DOCS_CONFIG / WEB_DOCS_OUT mean the same as for `npm run build`.
import path from "node:path";
import { loadSiteConfig, resolveBuildPaths } from "../site/build-context.ts";
import { normalizeBase } from "../common/urls.ts";
import { build, reportBuildError } from "./build.ts";
import { createServer } from "./serve.ts";
import { listenHost, printedUrl } from "./listen-host.ts";

const argv = process.argv.slice(2);
try {
  await build(argv);
} catch (e) {
  reportBuildError(e as Error);
  process.exit(1);
}
const paths = resolveBuildPaths(argv);
const base = normalizeBase((await loadSiteConfig(paths)).base);
const port = Number(process.env.PORT ?? 8080);
const host = listenHost();
const server = createServer(paths.outDir, base).listen(port, host, () => {
  const { port: actual } = server.address() as { port: number }; // PORT=0 picks a free port
  console.log(`Web Docs: ${printedUrl(host, actual, base)} (serving ${path.relative(process.cwd(), paths.outDir) || "."})`);
});
