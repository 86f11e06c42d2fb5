import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { SiteConfig } from "../config/types.ts";

const THEME_DIR = path.dirname(new URL(import.meta.url).pathname);

const hashed = (name: string, body: string | Buffer) => {
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

const TEMML_DIR = path.dirname(createRequire(import.meta.url).resolve("temml"));

/**
 * Temml's stylesheet for the MathML it writes (site/markdown/math.ts), only on sites with `markdown.math`:
 * the "Local" one, which asks for the math fonts readers' systems have (Cambria Math, STIX Two Math, the
 * browser's `math` font) and downloads nothing but Temml's 9 KB script font, used by primes and \mathscr
 * (a font loads only when a page uses it).
 */
function mathCss(write: (name: string, body: Buffer) => string): string {
  const font = write("Temml.woff2", fs.readFileSync(path.join(TEMML_DIR, "Temml.woff2")));
  const css = fs.readFileSync(path.join(TEMML_DIR, "Temml-Local.css"), "utf8");
  return `\n/* temml: Temml-Local.css */\n${css.replace("url('Temml.woff2')", `url("${path.basename(font)}")`)}`;
}

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1b1b1f"/><path d="M14 20l8 24 10-18 10 18 8-24" fill="none" stroke="#3dd68c" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/** Write theme.css, favicon.svg and the web app manifest with content hashes; returns name → path under the base. */
export function writeThemeAssets(assetsDir: string, config: SiteConfig): Record<string, string> {
  const out: Record<string, string> = {};
  const write = (name: string, body: string | Buffer) => {
    const file = hashed(name, body);
    fs.writeFileSync(path.join(assetsDir, file), body);
    out[name] = `assets/${file}`;
  };
  write(
    "theme.css",
    themeCss() +
      (config.markdown?.math
        ? mathCss((name, body) => {
            write(name, body);
            return out[name];
          })
        : ""),
  );
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
