// One social card (Open Graph image): satori lays out the title, area and site name as SVG (text wrapped,
// clamped to three lines with an ellipsis), resvg rasterises it to a 1200×630 PNG. Fonts are Inter's
// .woff files from @fontsource/inter (satori reads no woff2), every subset it ships; an author's own font
// files (config `socialCards.fonts`) come after them, for scripts Inter lacks (CJK, Arabic, …).
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Bump when the card's look changes: it is part of every cache key, so cached cards are re-rendered. */
const RENDERER_VERSION = 1;
/** Longest title put on a card (longer ones are cut at a word and end with "…"; satori also clamps to 3 lines). */
export const MAX_TITLE_CHARS = 110;

export interface CardInput {
  title: string;
  /** The top-level section's name ("Frontend"); empty for a page at the root. */
  area: string;
  siteName: string;
}

/** A card to render (the build context holds them: a type here, where the context needs no step modules). */
export interface CardJob {
  /** The page's site-relative URL ("/a/b.html"). */
  url: string;
  /** Where the PNG goes, relative to the output root ("og/a/b.png"). */
  file: string;
  input: CardInput;
  key: string;
}

export interface CardTheme {
  background: string;
  text: string;
  muted: string;
  brand: string;
  divider: string;
}

const require = createRequire(import.meta.url);
const THEME_TOKENS = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../theme/00-tokens.css");

/** The card's colours: the theme's default (dark) palette, read from the :root custom properties of the tokens file. */
export function cardTheme(css = fs.readFileSync(THEME_TOKENS, "utf8")): CardTheme {
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? "";
  const token = (name: string) => {
    const m = new RegExp(`--wd-${name}:\\s*([^;]+);`).exec(root);
    if (!m) throw new Error(`${THEME_TOKENS}: no --wd-${name} in :root (the social cards take their colours from it)`);
    // A token that defers to a VitePress theme's variable (var(--vp-c-brand-1, #3dd68c)) gives its own value.
    return m[1].trim().replace(/^var\(--[\w-]+,\s*([\s\S]*)\)$/, "$1");
  };
  return { background: token("c-bg"), text: token("c-text-1"), muted: token("c-text-2"), brand: token("c-brand-1"), divider: token("c-divider") };
}

interface Face {
  file: string;
  /** The subset ("latin"): satori falls back across font families, not across faces of one family. */
  subset: string;
  weight: 400 | 700;
  /** Code point ranges of the subset, from its @font-face unicode-range. */
  ranges: Array<[number, number]>;
}

/** Inter's subsets of one weight, from @fontsource/inter's CSS: each .woff file with its unicode-range. */
function interFaces(weight: 400 | 700): Face[] {
  const cssFile = require.resolve(`@fontsource/inter/${weight}.css`);
  const css = fs.readFileSync(cssFile, "utf8");
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].flatMap(([, body]) => {
    const woff = /url\(\.\/files\/([^)]+\.woff)\)/.exec(body)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    if (!woff || !range) return [];
    const ranges = range.split(",").map((r): [number, number] => {
      const [a, b] = r.trim().replace(/^U\+/i, "").split("-");
      return [parseInt(a, 16), parseInt(b ?? a, 16)];
    });
    const subset = /^inter-(.+)-\d+-normal\.woff$/.exec(woff)?.[1] ?? woff;
    return [{ file: path.join(path.dirname(cssFile), "files", woff), subset, weight, ranges }];
  });
}

type SatoriFont = { name: string; data: Buffer; weight: 400 | 700; style: "normal" };
let loaded: { key: string; fonts: SatoriFont[]; family: string; covers: (cp: number) => boolean } | null = null;

/** The fonts, read once per process (satori caches its parse by the array's identity). */
function fonts(extra: string[]) {
  const key = extra.join("\n");
  if (loaded?.key === key) return loaded;
  // Latin first: it is the one most titles need, and satori tries the families in order.
  const faces = [...interFaces(700), ...interFaces(400)].sort((a, b) => Number(b.subset === "latin") - Number(a.subset === "latin"));
  const list: SatoriFont[] = faces.map((f) => ({ name: `Inter ${f.subset}`, data: fs.readFileSync(f.file), weight: f.weight, style: "normal" }));
  extra.forEach((file, i) => {
    const data = fs.readFileSync(file);
    for (const weight of [700, 400] as const) list.push({ name: `Extra ${i}`, data, weight, style: "normal" });
  });
  const family = [...new Set(list.map((f) => f.name))].join(", ");
  const covers = (cp: number) => faces.some((f) => f.ranges.some(([a, b]) => cp >= a && cp <= b));
  loaded = { key, fonts: list, family, covers };
  return loaded;
}

/**
 * The text as the card shows it: characters no font has are left out (satori would draw empty boxes
 * for them) unless the author gave fonts of their own, and a title longer than MAX_TITLE_CHARS is cut
 * at a word with "…".
 */
export function cardText(text: string, extraFonts: string[] = [], max = Infinity): string {
  const { covers } = fonts(extraFonts);
  let t = extraFonts.length ? text : [...text].filter((c) => /\s/.test(c) || covers(c.codePointAt(0)!)).join("");
  t = t.replace(/\s+/g, " ").trim();
  if ([...t].length <= max) return t;
  const cut = [...t].slice(0, max - 1).join("");
  const word = cut.replace(/\s+\S*$/, "");
  return `${(word.length > max / 2 ? word : cut).trimEnd()}…`;
}

type Node = { type: string; props: { style: Record<string, unknown>; children?: unknown } };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({ type, props: { style, children } });

/** The card as SVG (embedFont false keeps the text as <text>, for tests to read). */
export async function cardSvg(input: CardInput, theme: CardTheme, extraFonts: string[] = [], embedFont = true): Promise<string> {
  const { fonts: list, family } = fonts(extraFonts);
  const title = cardText(input.title, extraFonts, MAX_TITLE_CHARS);
  const area = cardText(input.area, extraFonts, 60);
  const site = cardText(input.siteName, extraFonts, 60);
  const tree = h(
    "div",
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "72px 80px",
      background: theme.background,
      color: theme.text,
      fontFamily: family,
      borderTop: `12px solid ${theme.brand}`,
    },
    [
      h("div", { display: "flex", fontSize: 32, fontWeight: 700, color: theme.brand }, area || " "),
      h("div", { display: "block", fontSize: title.length > 60 ? 64 : 76, fontWeight: 700, lineHeight: 1.15, lineClamp: 3 }, title || " "),
      h("div", { display: "flex", fontSize: 30, fontWeight: 400, color: theme.muted, borderTop: `2px solid ${theme.divider}`, paddingTop: 24 }, site),
    ],
  );
  // Loaded when a card is drawn (satori takes ~0.6 s to load), not by every build whose cards are cached.
  const { default: satori } = await import("satori");
  return satori(tree as never, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: list, embedFont });
}

/** The card as PNG. */
export async function renderCard(input: CardInput, theme: CardTheme, extraFonts: string[] = []): Promise<Buffer> {
  const svg = await cardSvg(input, theme, extraFonts);
  const { Resvg } = await import("@resvg/resvg-js");
  // satori drew the text as paths: resvg needs no fonts (loading the system's costs ~3 ms a card).
  return new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().asPng();
}

/** The cache key of a card: everything that changes its pixels (inputs, colours, author fonts, renderer version). */
export function cardKey(input: CardInput, theme: CardTheme, extraFonts: string[] = []): string {
  return cardKeys(theme, extraFonts)(input);
}

/** cardKey for many cards of one theme and font set: the fonts are looked at once, not once a card. */
export function cardKeys(theme: CardTheme, extraFonts: string[] = []): (input: CardInput) => string {
  const fontsId = extraFonts.map((f) => {
    const s = fs.statSync(f);
    return `${f}:${s.size}:${s.mtimeMs}`;
  });
  return (input) =>
    crypto
      .createHash("sha256")
      .update(JSON.stringify([RENDERER_VERSION, input.title, input.area, input.siteName, theme, fontsId]))
      .digest("hex")
      .slice(0, 32);
}
