// The pages `npm run bench` measures in Chromium, picked from the generated corpus's manifest.
// Not a public entry point: the probe words must be ones the search indexes, and which it drops is its own list.
import { STOP_WORDS } from "../common/search/tokenize.ts";
import { type Manifest, pageLink } from "./corpus.ts";
import { median } from "./stats.ts";

const BASE = "/docs/web/";

/** The article measured: a page without a diagram whose word count is the corpus median. */
export function pickPages(m: Manifest) {
  const plain = m.pages.filter((p) => !p.mermaid);
  const mid = median(plain.map((p) => p.words))!;
  const article = plain.reduce((a, b) => (Math.abs(b.words - mid) < Math.abs(a.words - mid) ? b : a));
  const section = m.areas.find((a) => a.key === article.area)!.sections.find((s) => s.key === article.section)!;
  const i = section.pages.findIndex((p) => p.path === article.path);
  const target = section.pages[(i + 1) % section.pages.length];
  const diagramPage = m.pages.find((p) => p.mermaid) ?? m.pages[0];
  return {
    article: pageLink(article.path).slice(1),
    diagram: pageLink(diagramPage.path).slice(1),
    clickTarget: BASE + pageLink(target.path).slice(1),
    clickTitle: target.title,
    // The first mid-frequency probe the index holds: function words ("below", "shows"…) are not indexed
    // (common/search/tokenize.ts STOP_WORDS), so alone they find nothing by design.
    searchQuery: [...m.searchProbes.medium, ...m.searchProbes.common].find((p) => !STOP_WORDS.has(p.word))?.word ?? m.searchProbes.medium[0].word,
  };
}
