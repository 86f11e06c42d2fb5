import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { SiteConfig } from "../config/types.ts";

const THEME_DIR = path.dirname(new URL(import.meta.url).pathname);

const hashed = (name: string, body: string) => {
  const h = crypto.createHash("sha256").update(body).digest("hex").slice(0, 10);
  const dot = name.lastIndexOf(".");
  return `${name.slice(0, dot)}.${h}${name.slice(dot)}`;
};

/** The theme stylesheet: every .css file of site/theme in name order (tokens first), as one request. */
export function themeCss(): string {
  return fs
    .readdirSync(THEME_DIR)
    .filter((f) => f.endsWith(".css"))
    .sort()
    .map((f) => `/* ${f} */\n${fs.readFileSync(path.join(THEME_DIR, f), "utf8")}`)
    .join("\n");
}

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1b1b1f"/><path d="M14 20l8 24 10-18 10 18 8-24" fill="none" stroke="#3dd68c" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/** Write theme.css, favicon.svg and the web app manifest with content hashes; returns name → path under the base. */
export function writeThemeAssets(assetsDir: string, config: SiteConfig): Record<string, string> {
  const out: Record<string, string> = {};
  const write = (name: string, body: string) => {
    const file = hashed(name, body);
    fs.writeFileSync(path.join(assetsDir, file), body);
    out[name] = `assets/${file}`;
  };
  write("theme.css", themeCss());
  write("favicon.svg", FAVICON);
  const base = config.base;
  write(
    "manifest.webmanifest",
    JSON.stringify({
      name: config.title,
      short_name: config.title,
      description: config.description,
      start_url: `${base}index.html`,
      scope: base,
      display: "standalone",
      background_color: "#1b1b1f",
      theme_color: "#1b1b1f",
      icons: [{ src: `${base}${out["favicon.svg"]}`, sizes: "any", type: "image/svg+xml" }],
    }),
  );
  return out;
}
