// A site's own markdown-it plugins (config `markdown.config`/`preConfig`) often add what Web Docs already
// has built in — markdown-it-footnote is the common one. Registered twice, a plugin's rules run twice (a
// second, empty footnotes list with the same ids). Its later copy is dropped; the renderer rules the site's
// plugin set stay, so its markup is the site's, as under VitePress.
import type { MarkdownIt } from "markdown-it";

interface RuleList {
  __rules__: Array<{ name: string }>;
  __cache__: unknown;
}

/** Remove every parsing rule whose name an earlier rule of the same chain already has. */
export function dropRepeatedRules(md: MarkdownIt): void {
  for (const ruler of [md.core.ruler, md.block.ruler, md.inline.ruler, md.inline.ruler2] as unknown as RuleList[]) {
    const seen = new Set<string>();
    const kept = ruler.__rules__.filter((r) => {
      if (r.name && seen.has(r.name)) return false;
      seen.add(r.name);
      return true;
    });
    if (kept.length === ruler.__rules__.length) continue;
    ruler.__rules__ = kept;
    ruler.__cache__ = null;
  }
}
