// `npm run dev`'s asset step, in a child process (scripts/dev/server.ts runs it when widgets/ or the theme change) so
// the dev server keeps answering while rollup bundles: the build's own stageAssets() — widgets (unminified in
// dev, cached by content hash) and theme assets — into the dev output; prints the asset manifest as JSON.
import fs from "node:fs";
import path from "node:path";
import { loadSiteConfig, resolveBuildPaths } from "../../site/build-context.ts";
import { normalizeBase } from "../../common/urls.ts";
import { buildWidgets, stageAssets } from "../../site/assets.ts";

/** The folder the site is served from: <out>/<base>/. */
export const siteRootOf = (outDir: string, base: string) => path.join(outDir, ...normalizeBase(base).split("/").filter(Boolean));

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const paths = resolveBuildPaths(process.argv.slice(2));
  const config = await loadSiteConfig(paths);
  const siteRoot = siteRootOf(paths.outDir, config.base);
  // Bundled first (a failed bundle leaves the served files alone), then staged from the cache.
  buildWidgets();
  // The bundle's files are hard links into the shared cache: unlink them rather than write through them.
  fs.rmSync(path.join(siteRoot, "assets", "js"), { recursive: true, force: true });
  const assets = stageAssets(siteRoot, config);
  process.stdout.write(`\n${JSON.stringify(assets)}\n`);
}
