// ```ansi fences (terminal output with colour codes, as VitePress shows them): SGR escape sequences become
// spans with classes (the 16 colours, bold, dim, italic, underline) or an inline colour (256 and RGB);
// other escape sequences (cursor moves, titles) are dropped. Text is HTML-escaped; no escape byte remains.
import { escapeHtml } from "../../common/html.ts";

interface Style {
  classes: string[];
  color?: string;
  background?: string;
}

const CSI = /\x1b\[([0-9;?]*)([A-Za-z])|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[()][A-Za-z0-9]|\x1b./g;

/** The xterm 256-colour palette entry n (16–255) as CSS. */
function xterm(n: number): string {
  if (n >= 232) return `rgb(${8 + (n - 232) * 10},${8 + (n - 232) * 10},${8 + (n - 232) * 10})`;
  const c = n - 16;
  const level = (v: number) => (v === 0 ? 0 : 55 + v * 40);
  return `rgb(${level(Math.floor(c / 36))},${level(Math.floor(c / 6) % 6)},${level(c % 6)})`;
}

/** Apply one SGR parameter list to a style (ECMA-48 / xterm). */
function applySgr(style: Style, params: number[]): Style {
  let s: Style = { classes: [...style.classes], color: style.color, background: style.background };
  const drop = (prefix: string) => (s.classes = s.classes.filter((c) => !c.startsWith(prefix)));
  for (let i = 0; i < params.length; i++) {
    const p = params[i];
    if (p === 0) s = { classes: [] };
    else if (p === 1) s.classes.push("ansi-bold");
    else if (p === 2) s.classes.push("ansi-dim");
    else if (p === 3) s.classes.push("ansi-italic");
    else if (p === 4) s.classes.push("ansi-underline");
    else if (p === 22) s.classes = s.classes.filter((c) => c !== "ansi-bold" && c !== "ansi-dim");
    else if (p === 23) s.classes = s.classes.filter((c) => c !== "ansi-italic");
    else if (p === 24) s.classes = s.classes.filter((c) => c !== "ansi-underline");
    else if ((p >= 30 && p <= 37) || (p >= 90 && p <= 97)) {
      drop("ansi-fg-");
      s.color = undefined;
      s.classes.push(`ansi-fg-${p >= 90 ? p - 82 : p - 30}`);
    } else if ((p >= 40 && p <= 47) || (p >= 100 && p <= 107)) {
      drop("ansi-bg-");
      s.background = undefined;
      s.classes.push(`ansi-bg-${p >= 100 ? p - 92 : p - 40}`);
    } else if (p === 39) {
      drop("ansi-fg-");
      s.color = undefined;
    } else if (p === 49) {
      drop("ansi-bg-");
      s.background = undefined;
    } else if (p === 38 || p === 48) {
      const fg = p === 38;
      let css: string | undefined;
      if (params[i + 1] === 5 && params[i + 2] !== undefined) {
        const n = params[i + 2];
        i += 2;
        if (n < 16) {
          drop(fg ? "ansi-fg-" : "ansi-bg-");
          s.classes.push(`ansi-${fg ? "fg" : "bg"}-${n}`);
          continue;
        }
        css = xterm(n);
      } else if (params[i + 1] === 2 && params[i + 4] !== undefined) {
        css = `rgb(${params[i + 2]},${params[i + 3]},${params[i + 4]})`;
        i += 4;
      }
      if (css) {
        drop(fg ? "ansi-fg-" : "ansi-bg-");
        if (fg) s.color = css;
        else s.background = css;
      }
    }
  }
  return s;
}

function open(style: Style): string {
  const css = [style.color && `color:${style.color}`, style.background && `background-color:${style.background}`].filter(Boolean).join(";");
  if (!style.classes.length && !css) return "";
  return `<span${style.classes.length ? ` class="${[...new Set(style.classes)].join(" ")}"` : ""}${css ? ` style="${css}"` : ""}>`;
}

/** Terminal text with ANSI escape sequences → escaped HTML with styled spans (never nested). */
export function ansiToHtml(text: string): string {
  let out = "";
  let style: Style = { classes: [] };
  let spanOpen = false;
  let last = 0;
  const emit = (chunk: string) => {
    if (!chunk) return;
    if (!spanOpen) {
      const tag = open(style);
      if (tag) {
        out += tag;
        spanOpen = true;
      }
    }
    out += escapeHtml(chunk);
  };
  for (const m of text.matchAll(CSI)) {
    emit(text.slice(last, m.index));
    last = m.index! + m[0].length;
    if (m[2] !== "m") continue; // not a colour change: dropped
    if (spanOpen) {
      out += "</span>";
      spanOpen = false;
    }
    const params = (m[1] || "0").split(";").map((x) => Number(x || 0));
    style = applySgr(style, params);
  }
  emit(text.slice(last));
  if (spanOpen) out += "</span>";
  return out;
}
