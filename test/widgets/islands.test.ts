import { expect } from "chai";
import { enhance } from "../../widgets/islands/hydrate";
import { announceNavigated } from "../../widgets/services/events";
import { waitFor } from "./support";

// An island bundle as site/vue writes one: mount(el, info) hydrates one <wd-island> and returns its unmount.
const bundle = `
  export function mount(el, info) {
    window.__islandLog.push("mount " + el.dataset.c + " " + info.page.title + " " + el.dataset.props);
    el.querySelector("button").textContent = "hydrated";
    return () => window.__islandLog.push("unmount " + el.dataset.c);
  }`;
const src = URL.createObjectURL(new Blob([bundle], { type: "text/javascript" }));
const log = () => (window as unknown as { __islandLog: string[] }).__islandLog;

describe("islands (widgets/islands/hydrate.ts)", () => {
  beforeEach(() => {
    (window as unknown as { __islandLog: string[] }).__islandLog = [];
  });

  it("hydrates each island of the page once with its props and the page's data; unmounts it when a navigation removed it", async () => {
    const main = document.createElement("main");
    main.innerHTML =
      `<script type="application/json" class="wd-vue-data" data-src="${src}">{"page":{"title":"Counter"}}</script>` +
      `<wd-island data-c="a1" data-props='{"start":2}'><button>static</button></wd-island>`;
    document.body.append(main);
    enhance(document);
    await waitFor(() => main.querySelector("button")?.textContent === "hydrated", "the island hydrated");
    enhance(document); // again after a navigation that kept it: not mounted twice
    await new Promise((r) => setTimeout(r, 50));
    expect(log()).to.deep.equal(['mount a1 Counter {"start":2}']);
    main.remove();
    announceNavigated({ url: location.href });
    expect(log()).to.deep.equal(['mount a1 Counter {"start":2}', "unmount a1"]);
  });

  it("loads nothing on a page without islands", async () => {
    const main = document.createElement("main");
    main.innerHTML = "<p>plain</p>";
    document.body.append(main);
    enhance(document);
    await new Promise((r) => setTimeout(r, 50));
    expect(log()).to.deep.equal([]);
    main.remove();
  });
});
