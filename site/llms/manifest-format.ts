// The shape of web-docs.json (written by manifest.ts), apart from the build code that writes it: the MCP
// server (site/mcp/) imports this alone, so starting it loads none of the build.

export const MANIFEST_FILE = "web-docs.json";
export const MANIFEST_VERSION = 1;

export interface ManifestLocale {
  /** The locale's key ("root", "zh"); null on a site without locales. */
  key: string | null;
  lang: string;
  title: string;
  /** Its folder under the base: "/" or "/zh/" ("/1.x/", "/1.x/zh/" for a version other than the default). */
  prefix: string;
  /** A versioned site: the version other than the default one these pages are of (absent: the default version). */
  version?: string;
  /** Its search index's root module, relative to the base; null when search is off. */
  search: string | null;
  /** Its llms.txt and llms-full.txt, relative to the base; null when `llms: false`. */
  llms: string | null;
  llmsFull: string | null;
  /** Its pages that have a twin: [twin, title, description], the twin relative to the base ("guide/intro.md"). */
  pages: Array<[string, string, string]>;
}

export interface SiteManifest {
  generator: "web-docs";
  v: number;
  title: string;
  /** The configured origin ("https://webdocs.dev"), or "" when the config names none. */
  origin: string;
  base: string;
  locales: ManifestLocale[];
}
