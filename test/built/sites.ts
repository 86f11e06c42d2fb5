import fs from "node:fs";
import path from "node:path";

/** The sites scripts/test.ts builds before this suite: the fixture site, an author's site, the three-language site, the two-version site, Web Docs itself. */
export const BUILT_SITES: Array<{ name: string; root: string; base: string; hostname: string; diagrams?: false; locales?: string[]; versions?: true }> = [
  { name: "fixture site", root: path.resolve(".build/fixture-site/docs/web"), base: "/docs/web/", hostname: "https://fixture.example" },
  { name: "author site", root: path.resolve(".build/author-site/handbook"), base: "/handbook/", hostname: "https://handbook.example", diagrams: false },
  // Its locale folders (each with its own feeds, test/fixtures/locales-site/web-docs.config.json).
  {
    name: "locales site",
    root: path.resolve(".build/locales-site/intl"),
    base: "/intl/",
    hostname: "https://intl.example",
    diagrams: false,
    locales: ["zh/", "fa/"],
  },
  // Two versions: 1.x's feeds and llms.txt in its folder (test/fixtures/versions-site/web-docs.config.json).
  {
    name: "versions site",
    root: path.resolve(".build/versions-site/lib"),
    base: "/lib/",
    hostname: "https://libra.example",
    diagrams: false,
    locales: ["1.x/"],
    versions: true,
  },
  { name: "Web Docs", root: path.resolve("dist/docs/web"), base: "/docs/web/", hostname: "https://webdocs.dev" },
];

/** Every file under a folder, as paths relative to it with "/" separators. */
export function filesUnder(root: string): string[] {
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .map((f) => f.split(path.sep).join("/"))
    .sort();
}

/** Old URL → new URL (with the base) of a built site: redirects.json, written by site/redirects.ts. */
export function builtRedirects(root: string, base: string): Map<string, string> {
  const file = path.join(root, "redirects.json");
  const map = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>) : {};
  return new Map(Object.entries(map).map(([from, to]) => [from.slice(base.length), to.slice(base.length)]));
}

/** The pages of a built site: its .html files but the small redirect pages at old URLs. */
export const htmlPages = (root: string, base = "/") => {
  const redirects = builtRedirects(root, base);
  return filesUnder(root).filter((f) => f.endsWith(".html") && !redirects.has(f));
};
