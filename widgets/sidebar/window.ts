// A long sidebar list shows a window of its entries (site/sidebar-view.ts): each `li` of such a list carries
// its position (`data-n`), and a "N more" row (`li.wd-sidebar-more`, `data-from`/`data-to`) stands for the
// entries left out on each side, linking to a page whose window shows them. Here the entries another page
// shows are moved into this page's list, in their places; the rows are narrowed to what is still left out.
// Nothing is rendered: entries and rows are the template's markup, moved or cloned.

const ROW = "li.wd-sidebar-more";

/** The windowed lists of `root`, by the id of the list (`data-list`: "sb", or its group's items id). */
export function windowedLists(root: ParentNode): Map<string, HTMLUListElement> {
  const out = new Map<string, HTMLUListElement>();
  for (const ul of root.querySelectorAll<HTMLUListElement>("ul[data-list]")) out.set(ul.dataset.list!, ul);
  return out;
}

/** Whether the list still leaves entries out. */
export const isPartial = (ul: Element) => !!ul.querySelector(`:scope > ${ROW}`);

interface Row {
  from: number;
  to: number;
  href: string | null;
}

const rowOf = (li: HTMLElement): Row => ({
  from: Number(li.dataset.from),
  to: Number(li.dataset.to),
  href: li.querySelector("a.wd-sidebar-more-link")?.getAttribute("href") ?? null,
});

/**
 * Bring into `ours` the entries `theirs` (the same list, as another page shows it) has and `ours` lacks.
 * Returns the entries added, in order (none when the lists differ in length or `theirs` adds nothing).
 */
export function mergeWindow(ours: HTMLUListElement, theirs: Element): HTMLElement[] {
  const count = Number(ours.dataset.count);
  if (!count || theirs.getAttribute("data-count") !== ours.dataset.count) return [];
  const slots: Array<HTMLElement | undefined> = [];
  for (const li of ours.querySelectorAll<HTMLElement>(":scope > li[data-n]")) slots[Number(li.dataset.n)] = li;
  const added: HTMLElement[] = [];
  for (const li of theirs.querySelectorAll<HTMLElement>(":scope > li[data-n]")) {
    const n = Number(li.dataset.n);
    if (n >= 1 && n <= count && !slots[n]) added.push((slots[n] = document.importNode(li, true)));
  }
  if (!added.length) return [];

  const ourRows = [...ours.querySelectorAll<HTMLElement>(`:scope > ${ROW}`)];
  const theirRows = [...theirs.querySelectorAll<HTMLElement>(`:scope > ${ROW}`)];
  const rows = [...ourRows.map(rowOf), ...theirRows.map(rowOf)];
  const template = ourRows[0] ?? theirRows[0];
  const label = ours.dataset.more ?? "{count}";
  // A run of entries neither page shows gets a row; its link is one of the old rows' that covered it
  // (each links to the page next to the window it bordered).
  const row = (from: number, to: number): HTMLElement => {
    const li = document.importNode(template, true);
    li.dataset.from = String(from);
    li.dataset.to = String(to);
    li.removeAttribute("aria-busy");
    const link = li.querySelector(".wd-sidebar-more-link")!;
    link.textContent = label.replace("{count}", String(to - from + 1));
    const href = rows.find((r) => r.href && r.from <= from && to <= r.to)?.href;
    if (href) link.setAttribute("href", href);
    else link.removeAttribute("href");
    return li;
  };
  const children: HTMLElement[] = [];
  for (let n = 1; n <= count; n++) {
    if (slots[n]) {
      children.push(slots[n]!);
      continue;
    }
    let end = n;
    while (end < count && !slots[end + 1]) end++;
    children.push(row(n, end));
    n = end;
  }
  ours.replaceChildren(...children);
  return added;
}
