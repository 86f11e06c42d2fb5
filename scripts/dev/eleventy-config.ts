// `npm run dev`'s Eleventy settings, beside the build's (site/eleventy.ts): its dev server, what it watches,
// the hooks of each rebuild and the error overlay.
import path from "node:path";
import { TEMP_MARK } from "../../site/config/bundle-config.ts";
import { REPO_ROOT } from "../../site/build-context.ts";
import { dynamicRouteFiles } from "../../site/dynamic-pages.ts";
import { devMiddleware } from "./middleware.ts";
import { insideOutput } from "./inside-output.ts";
import type { DevError } from "./overlay.ts";
import { withOverlay } from "./overlay.ts";

/** The folders of this repository whose edits rebuild (when run from its sources). */
export const SOURCE_DIRS = {
  templates: path.join(REPO_ROOT, "templates"),
  widgets: path.join(REPO_ROOT, "widgets"),
  // Browser code shared with the build (URL rules, slugs, the search engine): a change rebundles the widgets.
  common: path.join(REPO_ROOT, "common"),
  theme: path.join(REPO_ROOT, "site", "theme"),
};

/** What the dev server's Eleventy settings read from the server that owns them. */
export interface DevConfigState {
  port(): number;
  /** The server listens: the port it took (PORT=0 takes a free one) and the addresses it printed. */
  listening(port: number, hosts: string[]): void;
  contentDir: string;
  configFile: string | null;
  outDir: string;
  base: string;
  fromSources: boolean;
  currentError(): DevError | null;
  rebuilds(): number;
  configFiles(): string[];
  beforeWatch(queue: string[]): Promise<void>;
  afterWatch(): void;
}

/** Eleventy's `configure` for the dev server (EleventyBuild.configure), run again after each config reset. */
export function devEleventyConfig(state: DevConfigState) {
  return (eleventyConfig: any) => {
    eleventyConfig.setServerOptions({
      port: state.port(),
      // Full reloads: the page's custom elements and client router start fresh, as on a real visit.
      domDiff: false,
      showVersion: false,
      middleware: [devMiddleware(state.currentError, state.rebuilds, state.outDir), insideOutput(state.outDir, state.base)],
      // Printed here, not returned to the server: Eleventy's logger stays silent while DEBUG is set (any value, such
      // as an author's DEBUG=Eleventy* or one a tool exported), and the address is the one line an author needs.
      messageOnStart: ({ hosts }: { hosts: string[] }) => {
        // PORT=0 takes a free port; a config change restarts the server, which must come back on the same one.
        state.listening(Number(hosts[0] && new URL(hosts[0]).port), hosts);
        return false;
      },
    });
    // Eleventy's dependency scan of .eleventy.js cannot parse the TypeScript it imports; the folders that
    // matter are watched below.
    eleventyConfig.setWatchJavaScriptDependencies(false);
    // No write-stability wait (150 ms by default): the save → reload budget is 300 ms.
    eleventyConfig.setChokidarConfig({ awaitWriteFinish: false });
    // Any file of the content folder (snippets, includes, public/), the templates, theme and widgets.
    // Relative, as Eleventy names templates: the changed path must match the page's for an incremental build.
    const rel = (p: string) => path.relative(process.cwd(), p) || ".";
    const { templates, theme, widgets, common } = SOURCE_DIRS;
    for (const dir of state.fromSources ? [state.contentDir, templates, theme, widgets, common] : [state.contentDir]) eleventyConfig.addWatchTarget(rel(dir));
    // So do the dynamic routes' templates and paths loaders: the configuration makes their pages (site/dynamic-pages.ts).
    for (const f of [...state.configFiles(), ...dynamicRouteFiles(state.contentDir)]) eleventyConfig.addWatchTarget(rel(f), { resetConfig: true });
    // The module a JS/TS config is bundled into, for the moment it is imported, beside it (load.ts).
    eleventyConfig.watchIgnores.add(`**/.*${TEMP_MARK}*.mjs`);
    eleventyConfig.on("eleventy.beforeWatch", state.beforeWatch);
    // The end of every rebuild, a config reset's too (this config's listeners are the ones then called).
    eleventyConfig.on("eleventy.afterwatch", state.afterWatch);
    eleventyConfig.addTransform("web-docs-dev-overlay", function (this: { page: { outputPath?: string | false } }, content: string) {
      return String(this.page.outputPath).endsWith(".html") ? withOverlay(content) : content;
    });
  };
}
