// Social link icons as VitePress names them: any simple-icons slug ("bluesky", "youtube"…) or { svg }. Only
// the icons a config names are read, each from its own file of the simple-icons package, at build time:
// the pages carry those few inline SVGs, never the set (26 MB installed, 3,400 icons).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** Icons the theme draws itself (templates/partials/icons.njk). */
export const THEME_ICONS = ["github", "gitlab", "x", "discord", "mastodon", "npm"] as const;

const require = createRequire(import.meta.url);
let iconsDir: string | null | undefined;
function simpleIconsDir(): string | null {
  if (iconsDir === undefined) {
    try {
      iconsDir = path.join(path.dirname(require.resolve("simple-icons")), "icons");
    } catch {
      iconsDir = null;
    }
  }
  return iconsDir;
}

const fileOf = (name: string) => (/^[a-z0-9]+$/.test(name) && simpleIconsDir() ? path.join(simpleIconsDir()!, `${name}.svg`) : null);

/** Whether a name is an icon: the theme's own, or a simple-icons slug. */
export function isSocialIcon(name: string): boolean {
  if ((THEME_ICONS as readonly string[]).includes(name)) return true;
  const file = fileOf(name);
  return file !== null && fs.existsSync(file);
}

/** A simple-icons icon as inline, decorative SVG, and its brand name ("Bluesky") for the link's accessible name. */
export function simpleIcon(name: string): { svg: string; title: string } | null {
  const file = fileOf(name);
  if (!file || !fs.existsSync(file)) return null;
  const source = fs.readFileSync(file, "utf8");
  const title = /<title>([^<]*)<\/title>/.exec(source)?.[1] ?? name;
  const svg = source.replace(/<title>[^<]*<\/title>/, "").replace(/^<svg role="img"/, '<svg class="wd-icon" aria-hidden="true" focusable="false" width="20" height="20" fill="currentColor"');
  return { svg, title: decodeEntities(title) };
}

const decodeEntities = (s: string) => s.replace(/&amp;/g, "&").replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">");

/** An author's own `{ svg }` icon, made decorative (the link carries the name). */
export const ownSvg = (svg: string) => svg.replace(/^\s*<svg\b/, '<svg class="wd-icon" aria-hidden="true" focusable="false"');
