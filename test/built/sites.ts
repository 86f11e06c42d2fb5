import fs from "node:fs";
import path from "node:path";

/** The sites scripts/test.ts builds before this suite: the fixture site, an author's site, Web Docs itself. */
export const BUILT_SITES = [
  { name: "fixture site", root: path.resolve(".build/fixture-site/docs/web"), base: "/docs/web/", hostname: "https://fixture.example" },
  { name: "author site", root: path.resolve(".build/author-site/handbook"), base: "/handbook/", hostname: "https://handbook.example" },
  { name: "Web Docs", root: path.resolve("dist/docs/web"), base: "/docs/web/", hostname: "https://webdocs.dev" },
];

/** Every file under a folder, as paths relative to it with "/" separators. */
export function filesUnder(root: string): string[] {
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .map((f) => f.split(path.sep).join("/"))
    .sort();
}

export const htmlPages = (root: string) => filesUnder(root).filter((f) => f.endsWith(".html"));
