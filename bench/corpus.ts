// The benchmark corpus: the shared deterministic generator (../shared/bench/gen-corpus.mjs beside the
// repository, so a clean clone with ../shared next to it works) and a site config built from its
// manifest — nav and sidebar with the documented SiteConfig keys only (site/config/types.ts).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "./root.ts";

export const GENERATOR = path.resolve(REPO_ROOT, "..", "shared", "bench", "gen-corpus.mjs");

export interface Manifest {
  n: number;
  counts: { contentPages: number; markdownFiles: number; mermaidPages: number; words: number; markdownBytes: number };
  nav: Array<{ text: string; path: string }>;
  areas: Array<{
    key: string;
    title: string;
    path: string;
    sections: Array<{ key: string; title: string; path: string; pages: Array<{ title: string; path: string }> }>;
  }>;
  pages: Array<{ path: string; title: string; area: string; section: string; words: number; mermaid: boolean; code: string[] }>;
  searchProbes: Record<"common" | "medium" | "rare", Array<{ word: string; pages: number }>>;
}

/** "frontend/a/b.md" → "/frontend/a/b.html" (a site-relative link without the base). */
export const pageLink = (source: string) => `/${source.replace(/\.md$/, ".html")}`;

export function generateCorpus(dir: string, n: number): Manifest {
  if (!fs.existsSync(GENERATOR)) throw new Error(`${GENERATOR}: corpus generator not found (expected ../shared/bench/ beside the repository)`);
  fs.mkdirSync(dir, { recursive: true });
  execFileSync(process.execPath, [GENERATOR, dir, String(n)], { stdio: ["ignore", "ignore", "pipe"] });
  return JSON.parse(fs.readFileSync(path.join(dir, "manifest.json"), "utf8")) as Manifest;
}

/**
 * A site config for the corpus, as an author would write it: one nav link per area, and per area a
 * sidebar with the area page and one collapsible group per section (collapsed unless it holds the page).
 */
export function corpusConfig(m: Manifest) {
  return {
    title: "Web Docs",
    description: "Benchmark corpus: generated documentation for web frontend, backend, client, devops and tools.",
    base: "/docs/web/",
    hostname: "https://bench.example",
    lastUpdated: false,
    themeConfig: {
      nav: m.nav.map((n) => ({ text: n.text, link: pageLink(n.path) })),
      sidebar: Object.fromEntries(
        m.areas.map((a) => [
          `/${a.key}/`,
          [
            { text: a.title, link: pageLink(a.path) },
            ...a.sections.map((s) => ({
              text: s.title,
              link: pageLink(s.path),
              collapsible: true,
              collapsed: true,
              items: s.pages.map((p) => ({ text: p.title, link: pageLink(p.path) })),
            })),
          ],
        ]),
      ),
      socialLinks: [],
      outline: [2, 3],
    },
  };
}
