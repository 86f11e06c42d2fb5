// What each common static host reads from the published folder (docs/deploy.md, "Hosts"), written at the top of
// the output (`dist/`, above the base folder) by scripts/build.ts:
// - GitHub Pages: `.nojekyll` (Jekyll would drop files and folders starting with `_`);
// - Netlify and Cloudflare Pages: `_headers` (a year's caching of the content-hashed folders, CORS for assets/)
//   and `_redirects` (the host's root to the base, the site's 404 page under the base);
// - Vercel: `vercel.json` with the same rules, read when dist/ is what is deployed (`vercel deploy dist`, or
//   Output Directory "dist" with this file copied to the project) — harmless anywhere else.
import fs from "node:fs";
import path from "node:path";
import type { SiteConfig } from "./config/types.ts";
import { normalizeBase } from "../common/urls.ts";

/** The content-hashed folders under the base (scripts/serve.ts IMMUTABLE_DIRS, the nginx config). */
const HASHED = ["assets", "pages", "sidebar"];
const IMMUTABLE = "public, max-age=31536000, immutable";

export function headersFile(base: string): string {
  return HASHED.map((dir) => `${base}${dir}/*\n  Cache-Control: ${IMMUTABLE}${dir === "assets" ? "\n  Access-Control-Allow-Origin: *" : ""}\n`).join("");
}

export function redirectsFile(base: string): string {
  // At "/" both hosts find /404.html themselves; under a base they need the rule (a file that exists wins over it).
  return base === "/" ? "" : `/ ${base} 302\n${base}* ${base}404.html 404\n`;
}

export function vercelJson(base: string): string {
  const headers = HASHED.map((dir) => ({
    source: `${base}${dir}/(.*)`,
    headers: [{ key: "Cache-Control", value: IMMUTABLE }, ...(dir === "assets" ? [{ key: "Access-Control-Allow-Origin", value: "*" }] : [])],
  }));
  const redirects = base === "/" ? [] : [{ source: "/", destination: base, permanent: false }];
  return `${JSON.stringify({ headers, redirects }, null, 2)}\n`;
}

/** Write the host files into the output's top folder; a file of the author's public/ folder with the same name wins. */
export function writeHostFiles(outDir: string, config: Pick<SiteConfig, "base">): string[] {
  const base = normalizeBase(config.base);
  const files: Record<string, string> = { ".nojekyll": "", _headers: headersFile(base), _redirects: redirectsFile(base), "vercel.json": vercelJson(base) };
  const written: string[] = [];
  for (const [name, body] of Object.entries(files)) {
    const file = path.join(outDir, name);
    if (fs.existsSync(file)) continue;
    fs.writeFileSync(file, body);
    written.push(name);
  }
  return written;
}
