// Inline HTML with Vue's attribute forms: markdown-it's tag pattern (CommonMark) refuses an attribute name
// starting with @ or # (`<button @click="count++">`), so such a tag would be text. VitePress reads them
// as HTML (@mdit-vue/plugin-component); this is markdown-it's html_inline rule with those names allowed.
import type { MarkdownIt, StateInline } from "markdown-it";

const ATTR_NAME = "[a-zA-Z_:@#][a-zA-Z0-9:._@#\\[\\]-]*";
const ATTR_VALUE = `(?:[^"'=<>\`\\x00-\\x20]+|'[^']*'|"[^"]*")`;
const OPEN_TAG = `<[A-Za-z][A-Za-z0-9\\-]*(?:\\s+${ATTR_NAME}(?:\\s*=\\s*${ATTR_VALUE})?)*\\s*\\/?>`;
const CLOSE_TAG = "<\\/[A-Za-z][A-Za-z0-9\\-]*\\s*>";
const OTHER = "<!---?>|<!--(?:[^-]|-[^-]|--[^>])*-->|<[?][\\s\\S]*?[?]>|<![A-Za-z][^>]*>|<!\\[CDATA\\[[\\s\\S]*?\\]\\]>";
const HTML_TAG = new RegExp(`^(?:${OPEN_TAG}|${CLOSE_TAG}|${OTHER})`);

function htmlInline(state: StateInline, silent: boolean): boolean {
  const { pos } = state;
  if (!state.md.options.html || state.src.charCodeAt(pos) !== 0x3c || pos + 2 >= state.posMax) return false;
  const next = state.src[pos + 1];
  if (next !== "!" && next !== "?" && next !== "/" && !/[A-Za-z]/.test(next)) return false;
  const match = HTML_TAG.exec(state.src.slice(pos));
  if (!match) return false;
  if (!silent) {
    const token = state.push("html_inline", "", 0);
    token.content = match[0];
    // As markdown-it does: no links inside a link.
    if (/^<a[>\s]/i.test(match[0])) state.linkLevel++;
    if (/^<\/a\s*>/i.test(match[0])) state.linkLevel--;
  }
  state.pos += match[0].length;
  return true;
}

export function vueHtmlPlugin(md: MarkdownIt): void {
  md.inline.ruler.at("html_inline", htmlInline);
}
