// Most of a Vue page is plain Markdown output: prose and code with no Vue syntax. Vue's compiler would
// parse it, generate code that pushes it back out, and the page's module would carry it — most of a Vue
// page's build time. Top-level parts with nothing for Vue to do are set aside before compiling, a
// placeholder element in their place, and put back into the rendered HTML as written (the same markup
// Vue would have given, minus its whitespace condensing and entity re-escaping).
// Only for a page rendered once on the server: a page the browser hydrates whole keeps every node in its
// template, or hydration would meet text Vue did not render.

/** Tags Vue treats as elements (not components): the site's @vue/shared isHTMLTag/isSVGTag/isMathMLTag. */
export type IsNativeTag = (tag: string) => boolean;

const PLACEHOLDER = "wd-static-part";
const SLOT = new RegExp(`<${PLACEHOLDER} data-i="(\\d+)"></${PLACEHOLDER}>`, "g");
/** Elements Vue compiles specially even when written in lower case. */
const SPECIAL = new Set(["template", "slot", "component", "script", "style", "textarea", "title"]);
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const TAG = /<(\/?)([a-zA-Z][\w:.-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;
/** An attribute Vue reads: a directive or its shorthands. */
const DIRECTIVE = /(?:^|\s)(?:v-[\w-]|[:@#])/;
const V_PRE_FIRST = /^\s+v-pre(?=[\s>]|$)/;

interface Part {
  text: string;
  /** As Vue renders it: the text without its `v-pre` attributes. */
  shown: string;
  fixed: boolean;
}

/** Whether a tag is one Vue leaves to the browser: native and not special, or Web Docs' own custom elements. */
const plainTag = (name: string, isNative: IsNativeTag) => name.startsWith("wd-") || name.startsWith("web-docs-") || (isNative(name) && !SPECIAL.has(name));

/**
 * The top-level parts of `html`, each marked fixed when Vue has nothing to do in it; null when the HTML is
 * not the balanced markup this reads safely (then the page is compiled whole, as before).
 */
function parts(html: string, isNative: IsNativeTag): Part[] | null {
  const out: Part[] = [];
  let depth = 0;
  let start = 0;
  let fixed = true;
  /** Inside an element with v-pre: Vue shows its content as written (depth at which it began). */
  let preAt = -1;
  /** Where a `v-pre` attribute Vue takes away starts and ends, in this part. */
  let cuts: number[] = [];
  const end = (at: number) => {
    if (at > start) {
      let shown = "";
      let from = start;
      for (let k = 0; k < cuts.length; k += 2) [shown, from] = [shown + html.slice(from, cuts[k]), cuts[k + 1]];
      out.push({ text: html.slice(start, at), shown: shown + html.slice(from, at), fixed });
    }
    start = at;
    fixed = true;
    cuts = [];
  };
  for (let i = 0; i < html.length; ) {
    const lt = html.indexOf("<", i);
    const text = html.slice(i, lt < 0 ? html.length : lt);
    if (preAt < 0 && text.includes("{{")) fixed = false;
    if (lt < 0) break;
    if (html.startsWith("<!--", lt)) return null;
    TAG.lastIndex = lt;
    const m = TAG.exec(html);
    // A bare `<` Vue's parser may read otherwise: not this reader's to guess.
    if (!m) return null;
    const [whole, close, name, attrs] = m;
    if (depth === 0 && !close) end(lt);
    const opens = !close && !VOID.has(name.toLowerCase()) && !attrs.trimEnd().endsWith("/");
    if (preAt < 0 && !close && /(?:^|\s)v-pre(?=[\s=/]|$)/.test(attrs)) {
      // Vue shows a v-pre element as written, taking the attribute away: put back without it, when it is first.
      const first = V_PRE_FIRST.exec(attrs);
      if (!first || !plainTag(name, isNative)) fixed = false;
      else cuts.push(lt + 1 + name.length, lt + 1 + name.length + first[0].length);
      if (opens) preAt = depth;
    } else if (preAt < 0 && (!plainTag(name, isNative) || DIRECTIVE.test(attrs) || attrs.includes("{{"))) fixed = false;
    if (close) {
      depth--;
      if (depth < 0) return null;
      if (preAt === depth) preAt = -1;
    } else if (opens) depth++;
    i = lt + whole.length;
    if (depth === 0) end(i);
  }
  if (depth !== 0) return null;
  end(html.length);
  return out;
}

export interface StaticParts {
  /** The template Vue compiles: the fixed parts as placeholders. */
  template: string;
  /** The rendered HTML with the fixed parts put back; null when Vue did not render each placeholder as written. */
  restore: (rendered: string) => string | null;
}

/** Set the fixed parts of a page's HTML aside (none when it cannot be read safely). */
export function staticParts(html: string, isNative: IsNativeTag): StaticParts {
  const all = parts(html, isNative);
  const kept: string[] = [];
  let template = "";
  for (const p of all ?? []) {
    // Whitespace with a line break between top-level elements is no node in Vue's output ("condense").
    if (/^\s*\n\s*$/.test(p.text)) continue;
    if (!p.fixed) template += p.text;
    // Neighbouring fixed parts share one placeholder.
    else if (template.endsWith(`"></${PLACEHOLDER}>`) && kept.length) kept[kept.length - 1] += p.shown;
    else {
      template += `<${PLACEHOLDER} data-i="${kept.length}"></${PLACEHOLDER}>`;
      kept.push(p.shown);
    }
  }
  if (!all || !kept.length) return { template: html, restore: (r) => r };
  return {
    template,
    restore: (rendered) => {
      let n = 0;
      const html = rendered.replace(SLOT, (_, i: string) => {
        n++;
        return kept[Number(i)];
      });
      return n === kept.length && !html.includes(`<${PLACEHOLDER}`) ? html : null;
    },
  };
}
