// Vue forms in a page's raw HTML: VitePress's <Badge> is rendered here, natively, on a page without other
// Vue; every other form (components, <script setup>, directives) is reported to the guard, which then makes
// the page a Vue page (site/vue renders it) — never passed to the browser as raw markup.

// VitePress 1.6 styles four; its newer theme the alert kinds too (default-theme-badge.md).
const BADGE_TYPES = new Set(["info", "tip", "warning", "danger", "note", "important", "caution"]);
/** One HTML tag: closing slash, name, attributes, self-closing slash. */
const TAG = /<(\/?)([A-Za-z][\w.:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** Vue-only attributes: directives (v-if, v-for…, but not v-pre) and the :prop / @event / #slot shorthands. */
const VUE_ATTR = /^(v-(?!pre$)[\w-]+|[:@#][\w.:-]*)/;

export const VUE_HINT = "(Web Docs renders Markdown without Vue); remove it, or wrap it in ::: v-pre to show it literally";

export interface VueProblem {
  /** Offset in the HTML where the problem starts. */
  index: number;
  problem: string;
}

function attributes(attrs: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of attrs.matchAll(ATTR)) out.set(m[1], m[2] ?? m[3] ?? m[4] ?? "");
  return out;
}

/** Like common/html.ts escapeHtml, but an entity the author wrote (`&amp;`, `&#42;`) stays one: VitePress passes badge text through as HTML. */
const escapeKeepingEntities = (s: string) =>
  s
    .replace(/&(?![#\w]+;)/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");

/** `<Badge type="tip" text="…"/>` → VitePress's `<span class="VPBadge tip">…</span>`, styled by the theme. */
function badgeOpen(attrs: Map<string, string>, selfClosing: boolean): string | VueProblem["problem"] {
  const type = attrs.get("type") ?? "tip";
  if (!BADGE_TYPES.has(type)) return `<Badge type="${type}">: type must be info, note, tip, important, warning, caution or danger`;
  const open = `<span class="VPBadge ${type}">`;
  return selfClosing ? `${open}${escapeKeepingEntities(attrs.get("text") ?? "")}</span>` : open + escapeKeepingEntities(attrs.get("text") ?? "");
}

/**
 * Render the Vue forms a static page can have (<Badge>) in a piece of raw HTML and report the others.
 * Comments are left alone (an HTML comment may mention anything).
 */
export function renderVueHtml(html: string): { html: string; problems: VueProblem[] } {
  const problems: VueProblem[] = [];
  const comments: Array<[number, number]> = [...html.matchAll(/<!--[\s\S]*?-->/g)].map((m) => [m.index, m.index + m[0].length]);
  const inComment = (i: number) => comments.some(([a, b]) => i >= a && i < b);
  const out = html.replace(TAG, (tag: string, close: string, name: string, rawAttrs: string, self: string, index: number) => {
    if (inComment(index)) return tag;
    if (name === "Badge") {
      if (close) return "</span>";
      const bound = [...attributes(rawAttrs).keys()].find((a) => VUE_ATTR.test(a));
      if (bound) {
        problems.push({
          index,
          problem: `Vue directives are not supported: ${bound} on <Badge> ${VUE_HINT} (write type="…" and text="…" as plain attributes)`,
        });
        return tag;
      }
      const r = badgeOpen(attributes(rawAttrs), !!self);
      if (r.startsWith("<span")) return r;
      problems.push({ index, problem: r });
      return tag;
    }
    if (/^[A-Z]/.test(name)) {
      if (!close) problems.push({ index, problem: `Vue components are not supported: <${name}> ${VUE_HINT}` });
      return tag;
    }
    if (close) return tag;
    const attrs = attributes(rawAttrs);
    const lower = name.toLowerCase();
    if (lower === "script" && attrs.has("setup")) problems.push({ index, problem: `Vue <script setup> is not supported ${VUE_HINT}` });
    else if (lower === "style" && (attrs.has("module") || attrs.has("scoped")))
      problems.push({ index, problem: `Vue <style ${attrs.has("module") ? "module" : "scoped"}> is not supported ${VUE_HINT}` });
    else {
      const directive = [...attrs.keys()].find((a) => VUE_ATTR.test(a));
      if (directive) problems.push({ index, problem: `Vue directives are not supported: ${directive} on <${name}> ${VUE_HINT}` });
    }
    return tag;
  });
  return { html: out, problems };
}

/** Whether raw HTML holds a form renderVueHtml reports (inside ::: v-pre it is shown as text instead). */
export function hasVueHtml(html: string): boolean {
  return renderVueHtml(html).problems.length > 0 || /<Badge\b/.test(html);
}
