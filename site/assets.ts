// The browser assets of a built site: the widgets bundle (rollup, cached by a hash of its inputs) and the
// theme's CSS and scripts, staged under <stage>/assets with a name → hashed-path manifest. Library code
// (the build CLI, npm run dev, the Eleventy plugin for other sites) stages them the same way.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "./build-context.ts";
import type { SiteConfig } from "./config/types.ts";
import { consoleProgress, type Progress } from "./progress.ts";
import { writeThemeAssets } from "./theme/assets.ts";

/** The prebuilt widgets bundle of the published package (lib/widgets). */
const PREBUILT = path.join(REPO_ROOT, "lib", "widgets");

const hashOf = (...parts: Array<string | Buffer>) => {
  const h = crypto.createHash("sha256");
  for (const p of parts) h.update(p);
  return h.digest("hex").slice(0, 10);
};

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((f) => path.join(dir, f))
    .filter((f) => fs.statSync(f).isFile())
    .sort();
}

/**
 * Bundle widgets/ with rollup. The result is cached by a hash of its inputs, so site rebuilds (and the
 * many fixture builds in tests) don't pay for minifying Mermaid again. `force` bundles even when cached
 * (npm run bench -- --fresh-widgets times the one-off bundle that way).
 */
export function buildWidgets(options: { force?: boolean; progress?: Progress } = {}): string {
  const report = options.progress ?? consoleProgress();
  // The published package has no widgets/ sources: its bundle ships prebuilt (scripts/package/build.ts).
  if (!fs.existsSync(path.join(REPO_ROOT, "widgets", "index.ts")) && fs.existsSync(path.join(PREBUILT, "manifest.json"))) return PREBUILT;
  const inputs = [
    ...filesUnder(path.join(REPO_ROOT, "widgets")),
    ...filesUnder(path.join(REPO_ROOT, "common")),
    ...["rollup.config.mjs", "scripts/rollup-vendor.mjs", "tsconfig.json", "package-lock.json"].map((f) => path.join(REPO_ROOT, f)),
  ];
  const minify = process.env.WEB_DOCS_MINIFY !== "0";
  const key = hashOf(String(minify), ...inputs.map((f) => `${path.relative(REPO_ROOT, f)}\0${fs.existsSync(f) ? fs.readFileSync(f, "utf8") : ""}`));
  // WEB_DOCS_JS_CACHE: another cache folder (the benchmark times a fresh clone's cold bundle in an empty one).
  const out = path.join(path.resolve(process.env.WEB_DOCS_JS_CACHE ?? path.join(REPO_ROOT, ".build", "js")), key);
  if (options.force) {
    fs.mkdirSync(path.dirname(out), { recursive: true });
    return bundleWidgets(out, report);
  }
  if (fs.existsSync(path.join(out, "manifest.json"))) {
    options.progress?.(`widgets: bundle cached in ${path.relative(process.cwd(), out)}`);
    return out;
  }
  // Builds running at once (parallel test files, two terminals) bundle the same inputs only once: the first
  // takes the lock, the others wait for its result instead of each running rollup on Mermaid again.
  const lock = `${out}.lock`;
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const waitUntil = Date.now() + 15 * 60_000;
  let waited = false;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      if (fs.existsSync(path.join(out, "manifest.json"))) return out;
      const holder = Number(fs.readFileSync(path.join(lock, "pid"), { encoding: "utf8", flag: "a+" }) || 0);
      const alive =
        holder > 0 &&
        (() => {
          try {
            process.kill(holder, 0);
            return true;
          } catch {
            return false;
          }
        })();
      if ((!alive && holder > 0) || Date.now() > waitUntil) fs.rmSync(lock, { recursive: true, force: true });
      else {
        if (!waited) report(`widgets: another build is bundling the same inputs; waiting for it`);
        waited = true;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
      }
    }
  }
  fs.writeFileSync(path.join(lock, "pid"), String(process.pid));
  try {
    if (fs.existsSync(path.join(out, "manifest.json"))) return out;
    return bundleWidgets(out, report);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

function bundleWidgets(out: string, report: Progress): string {
  const tmp = `${out}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  const started = Date.now();
  report(`widgets: bundling (not cached for these inputs yet): Mermaid with esbuild, the elements with rollup, minified by swc`);
  const r = spawnSync(process.execPath, [path.join(REPO_ROOT, "node_modules/rollup/dist/bin/rollup"), "-c", "--failAfterWarnings", "--silent"], {
    cwd: REPO_ROOT,
    env: { ...process.env, WEB_DOCS_JS_OUT: tmp },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (r.status !== 0) throw new Error(`widgets bundle failed (rollup exit ${r.status})`);
  fs.rmSync(out, { recursive: true, force: true });
  fs.renameSync(tmp, out);
  const seconds = (Date.now() - started) / 1000;
  // Beside the cached bundle (not in it: its files are published): npm run bench reports this one-off time.
  fs.writeFileSync(`${out}.seconds`, String(seconds));
  report(`widgets: bundled in ${seconds.toFixed(1)} s into ${path.relative(process.cwd(), out)}`);
  return out;
}

/**
 * Hard-link a folder's files into dest (the bundle cache is never written after it is complete, so the
 * output may share its files); copies where links cannot be made (another file system).
 */
function linkTree(src: string, dest: string): void {
  fs.mkdirSync(dest, { recursive: true });
  for (const entry of fs.readdirSync(src, { withFileTypes: true })) {
    const from = path.join(src, entry.name);
    const to = path.join(dest, entry.name);
    if (entry.isDirectory()) linkTree(from, to);
    else {
      try {
        fs.linkSync(from, to);
      } catch {
        fs.copyFileSync(from, to);
      }
    }
  }
}

/** Stage every asset under <stage>/assets and return the name → hashed path manifest. */
export function stageAssets(stage: string, config: SiteConfig, progress?: Progress): Record<string, string> {
  const assetsDir = path.join(stage, "assets");
  fs.mkdirSync(assetsDir, { recursive: true });
  const jsDir = buildWidgets({ progress });
  linkTree(jsDir, path.join(assetsDir, "js"));
  fs.rmSync(path.join(assetsDir, "js", "manifest.json"));
  const jsManifest = JSON.parse(fs.readFileSync(path.join(jsDir, "manifest.json"), "utf8")) as Record<string, string>;
  const assets: Record<string, string> = {};
  for (const [name, file] of Object.entries(jsManifest)) assets[name] = `assets/js/${file}`;
  Object.assign(assets, writeThemeAssets(assetsDir, config));
  return assets;
}
