// Versions built once (config `versions`): a version other than the default one whose inputs did not change
// since the last build is not rendered again — its output is linked from a cache and the site-wide outputs
// (sitemap, hash map, link check, search indexes, llms.txt, feeds) take its pages from what was cached.
// The default version is always built: it is the one authors edit, and its files share the base's folder with
// the site-wide ones, where another version's all sit under its own name.
//
// The cache lives in node_modules/.cache/web-docs/versions/ of the folder the build runs in (as the social
// cards' cache does; WEB_DOCS_VERSIONS_CACHE names another folder, or "off"), one entry per site and version.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { BuildContext, ReusedVersion } from "./steps/context.ts";
import { REPO_ROOT } from "./build-context.ts";
import { searchIndexGroups } from "./locales.ts";
import { versionOf } from "./versions.ts";
import { pageModuleFile } from "../common/page-map.ts";
import { copyReplacing, linkOrCopy } from "./link-or-copy.ts";
import type { PageRef } from "./steps/step.ts";

/** Bumped when what an entry holds changes: an entry of another format is never read. */
const FORMAT = 2;

export type { ReusedVersion };

interface Entry extends ReusedVersion {
  format: number;
  key: string;
  /** Each file of the entry (path under the base's folder) with its size and mtime as stored. */
  files: Record<string, [size: number, mtimeMs: number]>;
}

export const versionCacheDir = (): string | null => {
  const dir = process.env.WEB_DOCS_VERSIONS_CACHE;
  if (dir === "off") return null;
  return path.resolve(dir ?? path.join("node_modules", ".cache", "web-docs", "versions"));
};

const sha = () => crypto.createHash("sha256");

/** Every file under dir (dot folders and node_modules left out, as they are never pages), sorted. */
function filesUnder(dir: string, skip: (rel: string) => boolean = () => false): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join("/"))
    .filter((f) => !f.split("/").some((part) => part.startsWith(".") || part === "node_modules") && !skip(f) && fs.statSync(path.join(dir, f)).isFile())
    .sort();
}

function hashFiles(h: crypto.Hash, dir: string, files: string[]): void {
  for (const f of files)
    h.update(`${f}\0`)
      .update(fs.readFileSync(path.join(dir, f)))
      .update("\0");
}

/**
 * The theme and the code that renders, in a Web Docs package folder: the templates, its own modules and its
 * version. A change to any of them may change every page, so it is part of every version's key.
 */
export function rendererHash(root: string): string {
  const h = sha();
  for (const dir of ["templates", "site", "common", "lib/site", "lib/common"]) {
    const abs = path.join(root, dir);
    if (fs.existsSync(abs)) hashFiles(h.update(`${dir}\0`), abs, filesUnder(abs));
  }
  const pkg = path.join(root, "package.json");
  if (fs.existsSync(pkg)) h.update(fs.readFileSync(pkg));
  return h.digest("hex");
}
let renderer: string | undefined;

/** The config as data, functions (hooks, transforms) by their source: a changed hook changes the key. */
const configText = (config: unknown) => JSON.stringify(config, (_k, v: unknown) => (typeof v === "function" ? `fn:${v.toString()}` : v));

/**
 * The key of a version's output: every input its pages are made of. Besides its own folder's files (and their
 * git dates, when pages show them as "last updated"), a version's pages show facts of the others — the version menu goes to
 * the same page in each version or its closest parent, the banner and rel=canonical to the default version's
 * page — so the list of every version's pages is part of it: a page added or removed anywhere rebuilds every
 * version whose menus may change. Content outside the version folders (public/, shared snippets) is part of it,
 * as are the config, the built theme assets (their content-hashed names) and the renderer.
 */
export function versionKey(ctx: Pick<BuildContext, "config" | "contentDir" | "sources" | "dates" | "assets">, version: string, shared: string): string {
  const h = sha().update(`${FORMAT}\0${(renderer ??= rendererHash(REPO_ROOT))}\0${shared}\0`);
  h.update(configText(ctx.config)).update("\0");
  h.update(JSON.stringify(Object.entries(ctx.assets).sort())).update("\0");
  h.update([...ctx.sources].sort().join("\n")).update("\0");
  const dir = path.join(ctx.contentDir, version);
  const files = filesUnder(dir);
  hashFiles(h, dir, files);
  // Git's dates show on the pages only with lastUpdated on (a shallow clone on CI gives every file the last
  // commit's date: without the option, that rebuilds nothing).
  if (ctx.config.lastUpdated) for (const f of files) h.update(`${f}\0${ctx.dates.get(path.join(dir, f))?.toISOString() ?? ""}\n`);
  return h.digest("hex").slice(0, 32);
}

/** The hash of the content outside every version folder, and of the config file itself. */
function sharedInputs(ctx: Pick<BuildContext, "config" | "contentDir">): string {
  const versions = new Set(ctx.config.versions?.list ?? []);
  const h = sha();
  hashFiles(
    h,
    ctx.contentDir,
    filesUnder(ctx.contentDir, (f) => versions.has(f.split("/")[0])),
  );
  const file = ctx.config.origin?.file;
  if (file && fs.existsSync(file)) h.update(fs.readFileSync(file));
  return h.digest("hex");
}

/** Files of a version only its own render writes: its pages, their twins, their modules (content-hashed). */
const PAGE_FILE = /\.(?:html|md|js)$/;

/**
 * `from` placed at `to`: a page's file hard-linked where the file system allows (copying thousands of pages
 * took most of a warm build), anything else copied (the site-wide steps write a version's feeds and llms.txt
 * again, in place). A linked file is shared with the place it came from; one written in place there or here
 * afterwards (an author's post-processing of the output) changes its mtime, and an entry whose files changed
 * is not reused (VersionCache.intact).
 */
const place = (from: string, to: string) => (PAGE_FILE.test(to) ? linkOrCopy(from, to) : copyReplacing(from, to));

const siteDir = (root: string, contentDir: string) => path.join(root, sha().update(path.resolve(contentDir)).digest("hex").slice(0, 16));

/** One build's use of the cache: which versions it reuses, and what it stores afterwards. */
export class VersionCache {
  /** The cache's entries of the versions this build reuses. */
  private readonly entries: Entry[] = [];
  private readonly keys = new Map<string, string>();
  private readonly dir: string;

  constructor(root: string, contentDir: string) {
    this.dir = siteDir(root, contentDir);
  }

  /** Versions reused by this build, with their facts. */
  get reused(): ReusedVersion[] {
    return this.entries;
  }

  /** Decide, from the scanned site, which versions are reused; their folders are then left out of the render. */
  plan(ctx: BuildContext): ReusedVersion[] {
    const v = ctx.config.versions;
    this.entries.length = 0;
    this.keys.clear();
    if (!v) return [];
    const shared = sharedInputs(ctx);
    for (const version of v.list.filter((name) => name !== v.default)) {
      const key = versionKey(ctx, version, shared);
      this.keys.set(version, key);
      const entry = this.read(version);
      if (entry?.key === key && this.intact(entry)) this.entries.push(entry);
    }
    return this.reused;
  }

  private read(version: string): Entry | null {
    try {
      const entry = JSON.parse(fs.readFileSync(path.join(this.dir, version, "entry.json"), "utf8")) as Entry;
      return entry.format === FORMAT && fs.existsSync(path.join(this.dir, version, "out")) ? entry : null;
    } catch {
      return null;
    }
  }

  /** Whether every file of the entry is as it was stored: none written in place since (through a link). */
  private intact(entry: Entry): boolean {
    const out = path.join(this.dir, entry.version, "out");
    return Object.entries(entry.files).every(([f, [size, mtimeMs]]) => {
      const stat = fs.statSync(path.join(out, f), { throwIfNoEntry: false });
      return stat?.size === size && stat.mtimeMs === mtimeMs;
    });
  }

  /** Place the reused versions' files under root (the base's folder of the site being built). */
  restore(root: string): void {
    const made = new Set<string>();
    for (const entry of this.entries) {
      const out = path.join(this.dir, entry.version, "out");
      for (const f of Object.keys(entry.files)) {
        const to = path.join(root, f);
        const dir = path.dirname(to);
        if (!made.has(dir)) fs.mkdirSync(dir, { recursive: true });
        made.add(dir);
        place(path.join(out, f), to);
      }
    }
  }

  /** The reused versions' pages, as the build's steps see a written page. */
  pages(contentDir: string): PageRef[] {
    return this.reused.flatMap((r) => r.pages.map((p) => ({ url: p.url, file: path.relative(process.cwd(), path.join(contentDir, p.file)) })));
  }

  /**
   * After a successful build, before it is published: store each version this build rendered (root: the base's
   * folder). Written beside the entry and renamed over it, so a build killed meanwhile leaves the old entry or
   * none, never half of one.
   */
  save(ctx: BuildContext, root: string): string[] {
    const v = ctx.config.versions;
    if (!v) return [];
    const reused = new Set(this.reused.map((r) => r.version));
    const hashmap = JSON.parse(fs.readFileSync(path.join(root, "hashmap.json"), "utf8")) as Record<string, string>;
    const groups = searchIndexGroups(ctx.config, ctx.pages);
    const saved: string[] = [];
    for (const [version, key] of this.keys) {
      if (reused.has(version)) continue;
      const mine = (url: string) => versionOf(ctx.config, url)?.version === version;
      const pages = ctx.pages.filter((p) => mine(p.url));
      const entry: Omit<Entry, "files"> = {
        format: FORMAT,
        key,
        version,
        pages: pages.map((p) => ({ url: p.url, file: p.file })),
        hashmap: Object.fromEntries(Object.entries(hashmap).filter(([k]) => mine(`/${k}`))),
        search: Object.fromEntries(groups.filter((g) => g.pages.length && g.pages.every((p) => mine(p.url))).map((g) => [g.asset, ctx.assets[g.asset]])),
        assets: ctx.pageAssets.outputsOf(path.join(ctx.contentDir, version)),
      };
      const files = [
        ...filesUnder(path.join(root, version)).map((f) => `${version}/${f}`),
        ...Object.entries(entry.hashmap).map(([k, hash]) => pageModuleFile(k, hash)),
        ...Object.values(entry.search).flatMap((file) => searchFiles(root, file)),
        ...entry.assets,
      ];
      const dest = path.join(this.dir, version);
      const temp = `${dest}.saving-${process.pid}`;
      fs.rmSync(temp, { recursive: true, force: true });
      const stored: Entry["files"] = {};
      for (const f of files) {
        const to = path.join(temp, "out", f);
        fs.mkdirSync(path.dirname(to), { recursive: true });
        place(path.join(root, f), to);
        const stat = fs.statSync(to);
        stored[f] = [stat.size, stat.mtimeMs];
      }
      fs.writeFileSync(path.join(temp, "entry.json"), JSON.stringify({ ...entry, files: stored } satisfies Entry));
      fs.rmSync(dest, { recursive: true, force: true });
      fs.renameSync(temp, dest);
      saved.push(`${version} (${pages.length} pages)`);
    }
    return saved;
  }
}

/** A search index's root file and the shards it names ("terms-#.1a2b.js" → terms-0.1a2b.js, terms-1.1a2b.js…). */
function searchFiles(root: string, file: string): string[] {
  const dir = path.posix.dirname(file);
  const patterns = [...fs.readFileSync(path.join(root, file), "utf8").matchAll(/([a-z]+)-#\.([0-9a-f]+)\.js/g)];
  const names = fs.readdirSync(path.join(root, dir));
  const shards = patterns.flatMap(([, kind, hash]) => names.filter((n) => new RegExp(`^${kind}-\\d+\\.${hash}\\.js$`).test(n)));
  return [file, ...shards.map((n) => `${dir}/${n}`)];
}
