// The widgets bundle as a build makes it, before any timed build (so none of those pays for bundling): one
// small site built through scripts/build.ts, whose log names the cached bundle's folder. Beside that folder
// the build keeps the seconds its bundling took, for the report's one-off figure.
import fs from "node:fs";
import path from "node:path";
import { timedBuild } from "./build-measure.ts";
import { REPO_ROOT } from "./root.ts";

export interface WidgetsBundle {
  dir: string;
  /** Seconds the bundling took when this bundle was made (null: made before the time was kept). */
  seconds: number | null;
  /** When it was made (ISO). */
  at: string | null;
}

/**
 * `fresh`: bundle now, into an empty cache (WEB_DOCS_JS_CACHE, which the builds of this run inherit), to time
 * the one-off bundle on this machine; else the cached bundle, made now only if the cache lacks it.
 */
export async function widgetsBundle(work: string, fresh = false): Promise<WidgetsBundle> {
  if (fresh) {
    process.env.WEB_DOCS_JS_CACHE = path.join(work, "js-cache-fresh");
    fs.rmSync(process.env.WEB_DOCS_JS_CACHE, { recursive: true, force: true });
  }
  const site = path.join(work, "widgets-site");
  fs.mkdirSync(site, { recursive: true });
  fs.writeFileSync(path.join(site, "index.md"), "# Widgets\n\nA page whose build makes the widgets bundle.\n");
  fs.writeFileSync(path.join(site, "config.json"), JSON.stringify({ title: "Widgets" }));
  let log = "";
  await timedBuild(site, path.join(site, "config.json"), path.join(work, "widgets-out"), (l) => (log = l));
  const named = /widgets: (?:bundle cached in|bundled in [\d.]+ s into) (\S+)/.exec(log);
  if (!named) throw new Error(`the build named no widgets bundle; it printed:\n${log.slice(-2000)}`);
  // The build runs in the repository's root (timedBuild), where its log's paths start.
  const dir = path.resolve(REPO_ROOT, named[1]);
  const timeFile = `${dir}.seconds`;
  const kept = fs.existsSync(timeFile);
  return { dir, seconds: kept ? Number(fs.readFileSync(timeFile, "utf8")) : null, at: kept ? fs.statSync(timeFile).mtime.toISOString() : null };
}
