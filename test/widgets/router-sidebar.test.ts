import { expect } from "chai";
import type { PageModule } from "../../common/page-module";
import { completeSidebar } from "../../widgets/router/sidebar";
import { FullLoadRequired } from "../../widgets/router/swap";
import { cleanup } from "./elements-support";
import { renderSidebar } from "./templates";

// Page modules carry <web-docs-sidebar> empty (site/page-modules.ts); the router fills it from the page's
// own HTML when the current sidebar cannot stay. The page HTML here is the real template's output.

const B = "/docs/web/guide/";
const EMPTY = (src: string) =>
  `<div class="wd-layout wd-doc"><web-docs-sidebar class="wd-sidebar-host" src="${src}"></web-docs-sidebar><main id="main-content"><h1>Next</h1></main></div>`;
const mod = (html: string): PageModule =>
  ({ pageData: { relativePath: "x.md", title: "x", description: "", headers: [], frontmatter: {} }, view: { layout: "doc" }, html }) as unknown as PageModule;
const pageHtml = async (current: string, src: string) =>
  `<!doctype html><html><body><div class="wd-layout">${(await renderSidebar(current)).replace("<web-docs-sidebar ", `<web-docs-sidebar src="${src}" `)}</div></body></html>`;

describe("router: the sidebar of a page shown in place", () => {
  let layout: HTMLElement | null = null;
  /** The current page's layout region, as the router finds it (a child of body). */
  const current = (src: string) => {
    layout = document.createElement("div");
    layout.className = "wd-layout";
    layout.innerHTML = `<web-docs-sidebar src="${src}"><nav></nav></web-docs-sidebar>`;
    document.body.append(layout);
  };
  afterEach(() => {
    layout?.remove();
    cleanup();
  });

  it("fills the empty sidebar from the page's own HTML when the area changes, with that page's state", async () => {
    current("/other.json");
    const asked: string[] = [];
    const next = await completeSidebar(mod(EMPTY("/guide.json")), new URL(`${B}advanced/tuning.html#x`, location.href), async (url) => {
      asked.push(url);
      return pageHtml(`${B}advanced/tuning.html`, "/guide.json");
    });
    expect(asked).to.deep.equal([`${B}advanced/tuning.html`]);
    const t = document.createElement("template");
    t.innerHTML = next.html;
    const link = t.content.querySelector('web-docs-sidebar a[aria-current="page"]');
    expect(link?.textContent).to.equal("Tuning");
    expect(t.content.querySelector("main h1")!.textContent).to.equal("Next");
  });

  it("keeps the module as it is while the current sidebar stays (same src, element defined)", async () => {
    customElements.get("web-docs-sidebar") || customElements.define("web-docs-sidebar", class extends HTMLElement {});
    current("/guide.json");
    const m = mod(EMPTY("/guide.json"));
    let asked = 0;
    expect(await completeSidebar(m, new URL(`${B}index.html`, location.href), async () => String(++asked))).to.equal(m);
    expect(asked).to.equal(0);
  });

  it("a page whose HTML cannot be had is loaded the ordinary way", async () => {
    let error: unknown = null;
    try {
      await completeSidebar(mod(EMPTY("/guide.json")), new URL(`${B}gone.html`, location.href), async () => {
        throw new TypeError("Failed to fetch");
      });
    } catch (e) {
      error = e;
    }
    expect(error).to.be.instanceOf(FullLoadRequired);
  });
});
