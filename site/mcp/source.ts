// Where the MCP server reads a built site from: a local folder (dist/) or a deployed site's URL (static
// hosting: plain GETs of the files the build wrote). Either way it starts at the site's web-docs.json
// (site/llms/manifest.ts), which names each locale's search index, llms.txt and pages.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { MANIFEST_FILE, MANIFEST_VERSION, type SiteManifest } from "../llms/manifest-format.ts";

export interface SiteSource {
  /** What the server was pointed at, for messages. */
  readonly target: string;
  readonly manifest: SiteManifest;
  /** A file of the site as text, its path relative to the base ("guide/intro.md"). */
  text(rel: string): Promise<string>;
  /** The URL a reader (or agent) would open for a file, relative to the base: the site's own when it is known. */
  url(rel: string): string;
}

/** Folders a build never puts web-docs.json in: not searched when looking for it under dist/. */
const SKIP = new Set(["assets", "pages", "sidebar", "og", "node_modules", ".git"]);

/** The folder holding web-docs.json: the target itself or the nearest one below it (dist/ → dist/docs/web/). */
function findSiteRoot(dir: string, depth = 4): string | null {
  if (fs.existsSync(path.join(dir, MANIFEST_FILE))) return dir;
  if (depth === 0) return null;
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return null;
  }
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (!e.isDirectory() || SKIP.has(e.name)) continue;
    const found = findSiteRoot(path.join(dir, e.name), depth - 1);
    if (found) return found;
  }
  return null;
}

function checkManifest(value: unknown, where: string): SiteManifest {
  const m = value as SiteManifest;
  if (m?.generator !== "web-docs" || !Array.isArray(m.locales)) throw new Error(`${where} is not a Web Docs site manifest`);
  if (m.v !== MANIFEST_VERSION)
    throw new Error(`${where} has manifest version ${m.v}; this server reads version ${MANIFEST_VERSION}: use the Web Docs version that built the site`);
  return m;
}

/** A path relative to the base that stays inside it, or an error naming it. */
function safeRel(rel: string): string {
  const clean = path.posix.normalize(rel.replace(/^\/+/, ""));
  if (clean.startsWith("..") || clean.includes("\0")) throw new Error(`${rel}: not a path inside the site`);
  return clean;
}

export async function openSource(target: string): Promise<SiteSource> {
  return /^https?:\/\//i.test(target) ? openUrl(target) : openFolder(target);
}

async function openFolder(target: string): Promise<SiteSource> {
  const dir = path.resolve(target);
  if (!fs.existsSync(dir)) throw new Error(`${target}: no such folder (give a built site's folder, e.g. dist/, or its URL)`);
  const root = findSiteRoot(dir);
  if (!root) throw new Error(`${target}: no ${MANIFEST_FILE} in it or below it: build the site with Web Docs first (npm run build writes dist/)`);
  const manifestFile = path.join(root, MANIFEST_FILE);
  const manifest = checkManifest(JSON.parse(await fs.promises.readFile(manifestFile, "utf8")), manifestFile);
  return {
    target,
    manifest,
    // Read at once: a shard is a few KB, and a query needs a dozen of them one after the other, each async read
    // then being four trips through libuv's thread pool (open, stat, read, close): on a busy machine, most of
    // the answer's time.
    text: async (rel) => fs.readFileSync(path.join(root, safeRel(rel)), "utf8"),
    url: (rel) => (manifest.origin ? `${manifest.origin}${manifest.base}${safeRel(rel)}` : pathToFileURL(path.join(root, safeRel(rel))).href),
  };
}

async function get(url: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: "*/*" }, signal: AbortSignal.timeout(15_000) });
  } catch (e) {
    throw new Error(`${url}: ${(e as Error).message}`);
  }
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.text();
}

/** The site's base URL: the target with its page or file name cut off, then up the path until web-docs.json answers. */
async function openUrl(target: string): Promise<SiteSource> {
  const start = new URL(target);
  start.search = "";
  start.hash = "";
  // "https://host/docs/web" names a folder, not a page.
  if (!/\/[^/]*\.[^/]*$/.test(start.pathname) && !start.pathname.endsWith("/")) start.pathname += "/";
  let dir = new URL(".", start);
  for (;;) {
    const at = new URL(MANIFEST_FILE, dir).href;
    const text = await get(at).catch(() => null);
    if (text !== null) {
      const manifest = checkManifest(JSON.parse(text), at);
      const base = dir.href;
      return { target, manifest, text: (rel) => get(new URL(safeRel(rel), base).href), url: (rel) => new URL(safeRel(rel), base).href };
    }
    if (dir.pathname === "/")
      throw new Error(`${target}: no ${MANIFEST_FILE} at this URL or above it (is it a site built by Web Docs, deployed with that file?)`);
    dir = new URL("..", dir);
  }
}
