// Social link icons as VitePress names them: any simple-icons slug ("bluesky", "youtube"…) or { svg }. Only
// the icons a config names are read, at build time: the pages carry those few inline SVGs, never the set. In
// this repository they come from the simple-icons package (a dev dependency: 26 MB installed, 3,400 files); the
// published package carries them as one JSON file written at pack time (scripts/package/build.ts), so an
// author's install stays small and fast.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { decodeHtml } from "../../common/html.ts";

/** Icons the theme draws itself (templates/partials/icons.njk). */
const THEME_ICONS = ["github", "gitlab", "x", "discord", "mastodon", "npm"] as const;

/** Where the packed set lives: lib/icons/ beside lib/site/ (this module runs from lib/site/config/ there). */
const PACKED_ICONS = new URL("../../icons/simple-icons.json", import.meta.url);

let sources: ((name: string) => string | null) | undefined;
function iconSources(): (name: string) => string | null {
  if (sources) return sources;
  if (fs.existsSync(PACKED_ICONS)) {
    const set = JSON.parse(fs.readFileSync(PACKED_ICONS, "utf8")) as Record<string, string>;
    return (sources = (name) => (Object.hasOwn(set, name) ? set[name] : null));
  }
  let dir: string | null = null;
  try {
    dir = path.join(path.dirname(createRequire(import.meta.url).resolve("simple-icons")), "icons");
  } catch {}
  return (sources = (name) => {
    const file = dir && path.join(dir, `${name}.svg`);
    return file && fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
  });
}

const iconSource = (name: string) => (/^[a-z0-9]+$/.test(name) ? iconSources()(name) : null);

/** Whether a name is an icon: the theme's own, or a simple-icons slug. */
export function isSocialIcon(name: string): boolean {
  return (THEME_ICONS as readonly string[]).includes(name) || iconSource(name) !== null;
}

/** A simple-icons icon as inline, decorative SVG, and its brand name ("Bluesky") for the link's accessible name. */
function simpleIcon(name: string): { svg: string; title: string } | null {
  const source = iconSource(name);
  if (source === null) return null;
  const title = /<title>([^<]*)<\/title>/.exec(source)?.[1] ?? name;
  const svg = source
    .replace(/<title>[^<]*<\/title>/, "")
    .replace(/^<svg role="img"/, '<svg class="wd-icon" aria-hidden="true" focusable="false" width="20" height="20" fill="currentColor"');
  return { svg, title: decodeHtml(title) };
}

/** An author's own `{ svg }` icon, made decorative (the link carries the name). */
const ownSvg = (svg: string) => svg.replace(/^\s*<svg\b/, '<svg class="wd-icon" aria-hidden="true" focusable="false"');

const SOCIAL_NAMES: Record<string, string> = { github: "GitHub", gitlab: "GitLab", x: "X", discord: "Discord", mastodon: "Mastodon", npm: "npm" };

/** A link's host, as the name of a link whose icon names nothing ("example.com"). */
const hostOf = (link: string) => /^[a-z][a-z0-9+.-]*:\/\/([^/?#]+)/i.exec(link)?.[1] ?? link;

/**
 * A social link as the theme draws it (theme-schema.ts applies it to each): the theme's own icons by name,
 * any other simple-icons icon (or the author's { svg }) as inline SVG; the accessible name is the brand's
 * ("GitHub", "Bluesky"), not the slug. `icon` becomes a name ("svg" for the author's own).
 */
export function socialLink<L extends { icon: string | { svg: string }; link: string; ariaLabel?: string }>(
  l: L,
): Omit<L, "icon" | "ariaLabel"> & { icon: string; svg?: string; ariaLabel: string } {
  if (typeof l.icon !== "string") return { ...l, icon: "svg", svg: ownSvg(l.icon.svg), ariaLabel: l.ariaLabel ?? hostOf(l.link) };
  if ((THEME_ICONS as readonly string[]).includes(l.icon)) return { ...l, icon: l.icon, ariaLabel: l.ariaLabel ?? SOCIAL_NAMES[l.icon] ?? l.icon };
  const drawn = simpleIcon(l.icon);
  return { ...l, icon: l.icon, ...(drawn ? { svg: drawn.svg } : {}), ariaLabel: l.ariaLabel ?? drawn?.title ?? l.icon };
}
