import type { MarkdownIt } from "markdown-it";
import attrs from "markdown-it-attrs";
import { full as emoji } from "markdown-it-emoji";

/**
 * VitePress's Markdown extras: `{#id .class key=value open}` attributes (markdown-it-attrs with VitePress's
 * settings) and `:shortcode:` emoji (the full set). A fence's info string is ours, not markdown-it-attrs':
 * `js{1,3}` means line highlights (VitePress takes them out before attrs runs too), so fences are hidden
 * from it while it works.
 */
export function vitepressExtrasPlugin(md: MarkdownIt, options: AttrsOptions = {}): void {
  // Config `markdown.attrs`: markdown-it-attrs' options as VitePress passes them (`disable` leaves it out).
  const { disable, ...attrsOptions } = options;
  if (!disable) useAttrs(md, { leftDelimiter: "{", rightDelimiter: "}", allowedAttributes: [], ...attrsOptions });
  md.use(emoji);
  // `{open}` / `{download}` arrive as empty values; HTML writes boolean and empty attributes bare.
  const renderAttrs = md.renderer.renderAttrs.bind(md.renderer);
  md.renderer.renderAttrs = (token) => renderAttrs(token).replace(/ ([\w-]+)=""/g, (whole, name: string) => (BARE.has(name) ? ` ${name}` : whole));
}

/** markdown-it-attrs' options (config `markdown.attrs`). */
export interface AttrsOptions {
  leftDelimiter?: string;
  rightDelimiter?: string;
  allowedAttributes?: Array<string | RegExp>;
  disable?: boolean;
}

function useAttrs(md: MarkdownIt, options: Required<Omit<AttrsOptions, "disable">>): void {
  md.use(attrs, options);
  // markdown-it-attrs tries each of its patterns at every token of every page (a fifth of a large build's
  // Markdown time); every pattern needs a `{` in an inline token's content or a token's info (a container's
  // `::: details T {open}`; fences are hidden from it, below), so a page without one skips it.
  const curly = md.core.ruler.__rules__.find((r) => r.name === "curly_attributes");
  if (curly) {
    const run = curly.fn;
    md.core.ruler.at("curly_attributes", (state) => {
      const open = options.leftDelimiter;
      if (state.tokens.some((t) => (t.type === "inline" && t.content.includes(open)) || t.info.includes(open))) run(state);
    });
  }
  const hidden = new WeakMap<object, string>();
  md.core.ruler.before("curly_attributes", "web_docs_fence_info_hide", (state) => {
    for (const t of state.tokens)
      if (t.type === "fence") {
        hidden.set(t, t.info);
        t.info = "";
      }
  });
  md.core.ruler.after("curly_attributes", "web_docs_fence_info_restore", (state) => {
    for (const t of state.tokens) if (hidden.has(t)) t.info = hidden.get(t)!;
  });
}

const BARE = new Set([
  "open",
  "download",
  "hidden",
  "inert",
  "disabled",
  "checked",
  "selected",
  "required",
  "readonly",
  "multiple",
  "autoplay",
  "controls",
  "loop",
  "muted",
  "playsinline",
  "reversed",
  "allowfullscreen",
  "default",
  "async",
  "defer",
]);
