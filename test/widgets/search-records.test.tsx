// The rows' records (title trail, link) of a query's first screen: the top row's is asked for on its own and
// shows as soon as it is in, whatever the other rows' shards take (a cold query imports one shard per row).
import { expect } from "chai";
import { createElement, useEffect } from "react";
import { createRoot } from "react-dom/client";
import type { RowRecord, SearchResults } from "../../widgets/search/backend";
import type { SearchClient } from "../../widgets/search/client";
import { type SearchState, useSearch } from "../../widgets/search/use-search";

const record = (id: number): RowRecord => ({ t: [`Page ${id}`], l: `page-${id}.html`, a: "" });

/** A client whose every records() call waits until the test releases it. */
function pausedClient() {
  const calls: Array<{ ids: number[]; release(): void }> = [];
  const client: Pick<SearchClient, "search" | "searchNow" | "records" | "previews"> = {
    searchNow: () => null,
    search: async (): Promise<SearchResults> => ({ items: [1, 2, 3, 4].map((id) => ({ id, terms: ["gizmo"] })), total: 4 }),
    records: (ids: number[]) => new Promise((resolve) => calls.push({ ids, release: () => resolve(ids.map((id: number) => [id, record(id)])) })),
    previews: async () => [],
  };
  return { client, calls };
}

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(ok()).to.equal(true);
};

describe("search: the first screen's records", () => {
  it("asks for the top row's record alone, first, and shows it before the other rows' arrive", async () => {
    const { client, calls } = pausedClient();
    let state: SearchState | null = null;
    function Probe() {
      const s = useSearch(client as SearchClient, 100, "gizmo");
      useEffect(() => void (state = s));
      return null;
    }
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    root.render(createElement(Probe));
    await until(() => calls.length === 2);
    expect(calls.map((c) => c.ids)).to.deep.equal([[1], [2, 3, 4]]);
    calls[0].release();
    await until(() => state!.records.has(1));
    expect(state!.records.get(1)!.t).to.deep.equal(["Page 1"]);
    expect(state!.records.has(2)).to.equal(false);
    calls[1].release();
    await until(() => state!.records.size === 4);
    root.unmount();
    host.remove();
  });
});
