// Names a Vue template reads that nothing declares. VitePress (in dev) only warns and renders them as
// empty text; Web Docs reports each at its line. The compiler tells which: with the script's bindings
// known, an undeclared name is read off the render context (`_ctx.name`); `$`-names are Vue's and the
// app's globals ($frontmatter, $params), JavaScript's globals (Math, Date…) are never prefixed.

/** The undeclared names of a compiled SFC's code, given its script's bindings. */
export function undeclaredNames(code: string, bindings: Record<string, unknown> = {}): string[] {
  const names = new Set<string>();
  for (const m of code.matchAll(/\b_ctx\.([A-Za-z_][\w]*)/g)) if (!Object.hasOwn(bindings, m[1])) names.add(m[1]);
  return [...names];
}

/** `text` with code spans and fenced code blanked (kept as written, `v-pre`), its lines kept. */
function withoutCode(text: string): string {
  const blank = (s: string) => s.replace(/[^\n]/g, " ");
  return text.replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^\1?\2[^\n]*$|(?![\s\S]))/gm, blank).replace(/`[^`\n]+`/g, blank);
}

const EXPRESSIONS = /\{\{([\s\S]*?)\}\}|\s(?:[:@#]|v-[\w-]+)[^\s=>]*\s*=\s*"([^"]*)"/g;

/** The 1-based line of the first template expression in `source` that reads `name`; undefined when none does. */
export function lineOfName(source: string, name: string): number | undefined {
  const text = withoutCode(source);
  const reads = new RegExp(`(?<![\\w$.'"\`])${name.replace(/\$/g, "\\$")}(?![\\w$])`);
  for (const m of text.matchAll(EXPRESSIONS)) {
    const expr = m[1] ?? m[2];
    const at = reads.exec(expr);
    if (at) return text.slice(0, m.index + m[0].indexOf(expr) + at.index).split("\n").length;
  }
  return undefined;
}

/** What to do about an undeclared name, in the words of a page or a component. */
export const undeclaredMessage = (name: string, page: boolean) =>
  page
    ? `"${name}" is not defined: declare it in the page's <script setup>, or use $frontmatter.${name}, or write {{ }} in \`code\` or ::: v-pre to show it as text`
    : `"${name}" is not defined: declare it in the component's <script setup> (a prop with defineProps, a const, an import)`;
