// Pages that share a title (a JavaScript and a TypeScript example, v1 and v2 of a guide) look like one
// result in search. Each gets the nearest part of its place that tells it apart: the folder's title (its
// index page's), or its name. It leads the result's title trail ("typescript › Bind example").
import type { IndexPage } from "./records.ts";

/** The folders a page sits in, nearest first: "a/b/c.html" (and "a/b/index.html") → ["a/b", "a"]. */
function foldersOf(link: string): string[] {
  const parts = link.split("/").slice(0, -1);
  return parts.map((_, i) => parts.slice(0, parts.length - i).join("/"));
}

/** A title or a folder name as compared: "Getting started", "getting-started" and "Getting_Started" are one. */
const plain = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[-_\s]+/g, " ");

/** By index in `pages`: the crumbs that tell a page from the others of the same title (pages with a title of their own have none). */
export function sameTitleLabels(pages: IndexPage[]): Map<number, string[]> {
  const byTitle = new Map<string, number[]>();
  pages.forEach((p, i) => {
    const key = plain(p.title);
    byTitle.set(key, [...(byTitle.get(key) ?? []), i]);
  });
  const titleOf = new Map(pages.map((p) => [p.link, p.title]));
  // A folder's label: its index page's title (unless that is the shared title itself), or its own name.
  const label = (folder: string, title: string) => {
    const index = titleOf.get(`${folder}/index.html`);
    return index && plain(index) !== title ? index : folder.slice(folder.lastIndexOf("/") + 1);
  };
  const out = new Map<number, string[]>();
  for (const [title, group] of byTitle) {
    if (group.length < 2) continue;
    const links = group.map((i) => pages[i].link);
    // Each page's folder labels, nearest first, without those that only repeat the title ("cross-platform").
    const chains = links.map((l) =>
      foldersOf(l)
        .map((f) => label(f, title))
        .filter((x) => plain(x) !== title),
    );
    const bare = links.map((l) => l.replace(/\.html$/, ""));
    const stems = bare.map((l) => l.slice(l.lastIndexOf("/") + 1));
    const deepest = Math.max(...chains.map((c) => c.length));
    // Per page, the first of these that no other page of the group has: its nearest folders (one, two, …),
    // then its file name after none, one, two … of them; at worst its path.
    const forms = (k: number): string[][] => [
      ...Array.from({ length: deepest }, (_, d) => chains[k].slice(0, d + 1).reverse()),
      ...Array.from({ length: deepest + 1 }, (_, d) => [...chains[k].slice(0, d).reverse(), stems[k]]),
      [bare[k]],
    ];
    const same = (a: string[] | undefined, b: string[]) => a !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);
    const all = group.map((_, k) => forms(k));
    // A folder's own page with nothing above it but folders named like it (the home page; "examples/index"
    // titled "Examples") is the group's main page: it keeps its title alone, if it is the only one.
    const main = group.map((_, k) => !chains[k].length && stems[k] === "index");
    group.forEach((i, k) => {
      if (main[k] && main.filter(Boolean).length === 1) return;
      const crumbs = all[k].find((f, n) => f.length > 0 && all.every((other, j) => j === k || !same(other[n], f)));
      if (crumbs) out.set(i, crumbs);
    });
  }
  return out;
}
