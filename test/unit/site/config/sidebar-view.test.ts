import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { SidebarItem } from "../../../../site/config/types.ts";
import { SIDEBAR_LIST_MAX, SIDEBAR_WINDOW, sidebarView, windowAround } from "../../../../site/sidebar-view.ts";

// A page's sidebar stays the same size whatever the size of the site (issue #19: article HTML at 10,000
// pages within 10 % of 1000): long lists show a window around the page, rows stand for the rest.

const groups = (n: number, pages = 3): SidebarItem[] =>
  Array.from({ length: n }, (_, g) => ({
    text: `Section ${g + 1}`,
    link: `/s${g + 1}/index.html`,
    collapsible: true,
    collapsed: true,
    items: Array.from({ length: pages }, (_, p) => ({ text: `Page ${g + 1}.${p + 1}`, link: `/s${g + 1}/p${p + 1}.html` })),
  }));

describe("sidebarView: long lists", () => {
  it("shows a list of up to SIDEBAR_LIST_MAX entries whole, and numbers its entries", () => {
    const view = sidebarView(groups(SIDEBAR_LIST_MAX), "/s30/p1.html", "/b/");
    assert.equal(view.items.length, SIDEBAR_LIST_MAX);
    assert.equal(view.window, undefined);
    assert.deepEqual(
      view.items.slice(0, 3).map((i) => i.n),
      [1, 2, 3],
    );
  });

  it("shows SIDEBAR_WINDOW entries around the current page of a longer list, rows for the rest on each side", () => {
    const view = sidebarView(groups(80), "/s40/p2.html", "/b/");
    assert.equal(view.items.length, SIDEBAR_WINDOW);
    const ns = view.items.map((i) => i.n);
    assert.ok(ns.includes(40));
    assert.equal(ns[0], 40 - Math.floor(SIDEBAR_WINDOW / 2));
    const open = view.items.find((i) => i.n === 40)!;
    assert.equal(open.open, true);
    assert.deepEqual(
      open.items!.map((i) => i.text),
      ["Page 40.1", "Page 40.2", "Page 40.3"],
    );
    const { before, after } = view.window!;
    assert.equal(view.window!.count, 80);
    assert.deepEqual([before!.from, before!.to, before!.count], [1, ns[0] - 1, ns[0] - 1]);
    assert.deepEqual([after!.from, after!.to, after!.count], [ns.at(-1)! + 1, 80, 80 - ns.at(-1)!]);
  });

  it("links each row to a page whose window is next to this one", () => {
    const view = sidebarView(groups(80), "/s40/p2.html", "/b/");
    const { before, after } = view.window!;
    const windowOf = (href: string) => {
      const n = Number(/\/b\/s(\d+)\//.exec(href)![1]);
      return windowAround(n - 1, 80);
    };
    assert.equal(windowOf(before!.href!).end, before!.to); // ends where the rows' range ends
    assert.equal(windowOf(after!.href!).start + 1, after!.from); // starts where it starts
  });

  it("shows the first entries, one row after them, when the page is in none of them", () => {
    const view = sidebarView(groups(40), "/elsewhere.html", "/b/");
    assert.deepEqual(
      view.items.map((i) => i.n),
      Array.from({ length: SIDEBAR_WINDOW }, (_, i) => i + 1),
    );
    assert.equal(view.window!.before, undefined);
    assert.equal(view.window!.after!.to, 40);
  });

  it("windows nested lists too, and a row without a page to link has no link", () => {
    const items: SidebarItem[] = [
      { text: "Big", items: Array.from({ length: 45 }, (_, i) => (i < 30 ? { text: `Label ${i}` } : { text: `P${i}`, link: `/p${i}.html` })) },
    ];
    const view = sidebarView(items, "/p44.html", "/b/");
    const big = view.items[0];
    assert.equal(big.window!.count, 45);
    assert.deepEqual(
      big.items!.map((i) => i.n),
      Array.from({ length: SIDEBAR_WINDOW }, (_, i) => 31 + i),
    );
    // Entries 1-30 are labels without pages: the row names them without linking anywhere.
    assert.equal(big.window!.before!.href, undefined);
    assert.equal(big.window!.before!.count, 30);
  });
});
