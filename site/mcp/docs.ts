// A built site as the MCP server serves it: each locale's search, by the site's own engine and index
// (common/search/: the ranking readers get), and its pages' Markdown twins.
import path from "node:path";
import { SearchEngine, type RootData } from "../../common/search/engine.ts";
import { snippet } from "../../common/search/highlight.ts";
import type { ManifestLocale } from "../llms/manifest-format.ts";
import { parseDataModule } from "../search/data-module.ts";
import { openSource, type SiteSource } from "./source.ts";

export interface SearchResult {
  /** Page title, then the headings down to the section: "Guide › Setup › Linux". */
  title: string;
  /** The section's URL (the page's, with the heading's anchor). */
  url: string;
  /** The page's twin, for get_page ("guide/setup.md"); null when the page has none. */
  page: string | null;
  snippet: string;
}

export interface PageEntry {
  /** The twin, relative to the base ("guide/intro.md"). */
  twin: string;
  title: string;
  description: string;
  locale: ManifestLocale;
}

export class DocsSite {
  private readonly engines = new Map<ManifestLocale, Promise<SearchEngine>>();
  private readonly previews = new Map<string, Promise<string[]>>();
  /** Every page with a twin, by twin path. */
  readonly pages = new Map<string, PageEntry>();

  private constructor(readonly source: SiteSource) {
    for (const locale of source.manifest.locales) {
      for (const [twin, title, description] of locale.pages) this.pages.set(twin, { twin, title, description, locale });
    }
  }

  /** Open a site (a dist/ folder or a URL) and start loading its default locale's search index. */
  static async open(target: string): Promise<DocsSite> {
    const site = new DocsSite(await openSource(target));
    const first = site.locales.find((l) => l.search);
    if (first) site.warm(first).catch(() => undefined);
    return site;
  }

  /**
   * Load a locale's index root and run one search through it while the client is still starting: the first
   * query runs every step of the engine (and the record and preview reads) cold, several times slower than
   * the next. Its word is one of the root's own completions, so it loads a few small shards only.
   */
  private async warm(locale: ManifestLocale): Promise<void> {
    const engine = await this.engine(locale);
    const word = Object.values(engine.root.letters).find((terms) => terms.length)?.[0];
    if (word) await this.search(`${word} ${word}`, { locale: locale.key ?? undefined, limit: 1 });
  }

  get locales(): ManifestLocale[] {
    return this.source.manifest.locales;
  }

  /** A locale by key ("zh") or language ("zh-Hans", "zh"); the default (root) one when none is named. */
  locale(name?: string): ManifestLocale {
    if (!name) return this.locales[0];
    const n = name.toLowerCase();
    const found =
      this.locales.find((l) => l.key?.toLowerCase() === n || l.lang.toLowerCase() === n) ?? this.locales.find((l) => l.lang.toLowerCase().split("-")[0] === n);
    if (!found) throw new Error(`no locale "${name}": this site has ${this.locales.map((l) => l.key ?? l.lang).join(", ")}`);
    return found;
  }

  private engine(locale: ManifestLocale): Promise<SearchEngine> {
    const index = locale.search;
    if (!index) return Promise.reject(new Error(`the site's search is off${locale.key ? ` for locale ${locale.key}` : ""}`));
    let engine = this.engines.get(locale);
    if (!engine) {
      const dir = path.posix.dirname(index);
      const load = (file: string) => this.source.text(`${dir}/${file}`).then((text) => parseDataModule(text, file));
      engine = load(path.posix.basename(index)).then((root) => new SearchEngine(root as RootData, load));
      engine.catch(() => this.engines.delete(locale));
      this.engines.set(locale, engine);
    }
    return engine;
  }

  private preview(locale: ManifestLocale, engine: SearchEngine, id: number): Promise<string> {
    const [, first, file] = engine.previewShard(id);
    const rel = `${path.posix.dirname(locale.search!)}/${file}`;
    let shard = this.previews.get(rel);
    if (!shard) {
      shard = this.source.text(rel).then((text) => parseDataModule(text, file) as string[]);
      shard.catch(() => this.previews.delete(rel));
      this.previews.set(rel, shard);
    }
    return shard.then((texts) => texts[id - first] ?? "");
  }

  /** The best sections for a query, as the site's search dialog ranks them. */
  async search(query: string, options: { locale?: string; limit?: number } = {}): Promise<{ results: SearchResult[]; total: number }> {
    const locale = this.locale(options.locale);
    const engine = await this.engine(locale);
    const { hits, total } = await engine.search(query, options.limit ?? 10);
    const records = await engine.records(hits.map((h) => h.id));
    const texts = await Promise.all(hits.map((h) => this.preview(locale, engine, h.id)));
    const results = hits.map((h, i) => {
      const r = records[i];
      const twin = r.l.replace(/(^|\/)$/, "$1index.html").replace(/\.html$/, ".md");
      return {
        title: r.t.join(" › "),
        url: this.source.url(r.l) + (r.a ? `#${r.a}` : ""),
        page: this.pages.has(twin) ? twin : null,
        snippet: snippet(texts[i], new Set(h.terms))
          .map((s) => s.text)
          .join(""),
      };
    });
    return { results, total };
  }

  /**
   * The page a reference names: a URL of the page or its twin (the site's, or the file:// one a local site
   * lists), a path under the base or from the host's root, with or without ".html" / ".md"; null when none.
   */
  resolve(ref: string): PageEntry | null {
    let p = ref.trim().replace(/[?#].*$/s, "");
    if (/^[a-z][a-z0-9+.-]*:/i.test(p)) {
      try {
        p = decodeURIComponent(new URL(p).pathname);
      } catch {
        return null;
      }
    }
    const base = this.source.manifest.base;
    if (p.startsWith(base)) p = p.slice(base.length);
    p = p.replace(/^\/+/, "");
    const candidates =
      p === "" || p.endsWith("/") ? [`${p}index.md`] : /\.html$/.test(p) ? [p.replace(/\.html$/, ".md")] : /\.md$/.test(p) ? [p] : [`${p}.md`, `${p}/index.md`];
    for (const c of candidates) {
      // A longer path (a file:// URL, a proxy's prefix) ends with the twin's path.
      const parts = c.split("/");
      for (let i = 0; i < parts.length; i++) {
        const hit = this.pages.get(parts.slice(i).join("/"));
        if (hit) return hit;
      }
    }
    return null;
  }

  /** A page's Markdown twin. */
  async page(ref: string): Promise<{ entry: PageEntry; text: string; url: string }> {
    const entry = this.resolve(ref);
    if (!entry) throw new Error(`no page "${ref}" on this site: give a page's URL or path (as search results and resources/list name them)`);
    return { entry, text: await this.source.text(entry.twin), url: this.source.url(entry.twin) };
  }
}
