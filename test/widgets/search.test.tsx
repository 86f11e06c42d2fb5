import { sendKeys, sendMouse } from "@web/test-runner-commands";
import { expect } from "chai";
import { buildShards, SHARD_SIZES, type IndexInput } from "../../common/search/build";
import { FIRST_SCREEN, type RootData } from "../../common/search/engine";
import "../../widgets/search/register";
import { QUERY_KEY } from "../../widgets/search/search";

// An index built in the page for the test (the real site builds it at build time), served as the build
// serves it: ES modules (`export default JSON.parse('…')`), here from blob: URLs.
interface TestPage {
  link: string;
  title: string;
  intro: string;
  sections: Array<{ h: string; b: string; a?: string }>;
}
const PAGES: TestPage[] = [
  {
    link: "guide/install.html",
    title: "Install guide",
    intro: "How to install the docs.",
    sections: [
      { h: "Requirements", b: "Node 20 and npm are required." },
      {
        h: "Unsafe <img src=x onerror=window.__xss=1>",
        b: "Markup <b onmouseover=window.__xss=2>bold</b> <img src=x onerror=window.__xss=3> stays text.",
        a: "unsafe",
      },
    ],
  },
  { link: "zh.html", title: "搜索指南", intro: "本地搜索支持中文分词。", sections: [{ h: "安装依赖", b: "使用包管理器安装依赖，然后运行构建命令。" }] },
  { link: "blank.html", title: "Blank canvas", intro: "", sections: [{ h: "Canvas size", b: "The canvas is wide." }] },
  {
    link: "gadgets.html",
    title: "Gadgets",
    intro: "Every gadget.",
    sections: Array.from({ length: 120 }, (_, i) => ({ h: `Gadget ${i + 1}`, b: `Gadget number ${i + 1}.` })),
  },
];

const dataModuleUrl = (value: unknown) =>
  URL.createObjectURL(new Blob([`export default JSON.parse(${JSON.stringify(JSON.stringify(value))});`], { type: "text/javascript" }));

/** The sharded index (root and shards as the build cuts them), each module at a blob: URL. */
function testIndex(): RootData {
  const input: IndexInput = { pages: [], h: [], up: [], ax: [], sections: [], previews: [] };
  for (const p of PAGES) {
    const first = input.sections.length;
    input.pages.push([p.link, p.title, first]);
    input.sections.push({ id: first, h: p.title, t: "", b: p.intro });
    input.h.push("");
    input.up.push(0);
    input.previews.push(p.intro);
    for (const s of p.sections) {
      const id = input.sections.length;
      input.sections.push({ id, h: s.h, t: p.title, b: s.b });
      input.h.push(s.h);
      input.up.push(id - first);
      if (s.a) input.ax.push([id, s.a]);
      input.previews.push(s.b);
    }
  }
  // A shard's name is relative to the root module; an absolute (blob:) URL resolves to itself.
  return buildShards(input, (_kind, values) => values.map(dataModuleUrl)).root;
}

const INDEX_URL = dataModuleUrl(testIndex());

/**
 * `count` pages titled `title i`, each with `headings` more sections under it, and their record shards'
 * URLs; `onePagePerShard` cuts a record shard per page (a row far down the list is then in a shard the
 * first screen's rows never load).
 */
function pagesIndex(count: number, title: string, headings: number, onePagePerShard = false): { root: RootData; recordUrls: string[] } {
  const input: IndexInput = { pages: [], h: [], up: [], ax: [], sections: [], previews: [] };
  for (let i = 0; i < count; i++) {
    const first = input.sections.length;
    const name = `${title} ${i}`;
    input.pages.push([`${title.toLowerCase()}${i}.html`, name, first]);
    input.sections.push({ id: first, h: name, t: "", b: `A ${title.toLowerCase()}.` });
    input.h.push("");
    input.up.push(0);
    input.previews.push(`A ${title.toLowerCase()}.`);
    for (let k = 0; k < headings; k++) {
      const id = input.sections.length;
      input.sections.push({ id, h: `Another heading of this page ${k}`, t: name, b: "More." });
      input.h.push(`Another heading of this page ${k}`);
      input.up.push(id - first);
      input.previews.push("More.");
    }
  }
  const recordUrls: string[] = [];
  const root = buildShards(
    input,
    (kind, values) => {
      const urls = values.map(dataModuleUrl);
      if (kind === "records") recordUrls.push(...urls);
      return urls;
    },
    onePagePerShard ? { ...SHARD_SIZES, records: 1 } : SHARD_SIZES,
  ).root;
  return { root, recordUrls };
}
// Search data is imported, never fetched (spec §7): any fetch or XHR made by search is recorded and fails the test.
const fetched: string[] = [];
const realFetch = window.fetch.bind(window);
window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  fetched.push(String(input instanceof Request ? input.url : input));
  return realFetch(input, init);
};
const realOpen = XMLHttpRequest.prototype.open;
XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<typeof realOpen>) {
  fetched.push(String(args[1]));
  return realOpen.apply(this, args);
} as typeof realOpen;

async function until<T>(fn: () => T, what = "condition", timeout = 4000): Promise<NonNullable<T>> {
  const start = performance.now();
  for (;;) {
    const v = fn();
    if (v) return v as NonNullable<T>;
    if (performance.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => requestAnimationFrame(r));
  }
}

type SearchElement = HTMLElement & { shadowRoot: ShadowRoot; limit?: number };

const BUTTON =
  '<button type="button" class="wd-search-button" aria-label="Search" aria-haspopup="dialog"><span class="wd-search-label">Search</span><kbd class="wd-search-keys" aria-hidden="true"><span class="wd-key-mod">Ctrl</span> K</kbd></button>';

async function mount(attrs: Record<string, string> = {}, withButton = true): Promise<SearchElement> {
  const el = document.createElement("web-docs-search") as SearchElement;
  el.setAttribute("index-url", INDEX_URL);
  el.setAttribute("base", "/docs/web/");
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  if (withButton) el.innerHTML = BUTTON;
  document.body.append(el);
  await until(() => el.shadowRoot?.querySelector("style"), "first render");
  return el;
}

const dialogOf = (el: SearchElement) => el.shadowRoot.querySelector("dialog");
const inputOf = (el: SearchElement) => el.shadowRoot.querySelector<HTMLInputElement>("input")!;
const options = (el: SearchElement) => [...el.shadowRoot.querySelectorAll<HTMLElement>('[role="option"]')];
const selectedIndex = (el: SearchElement) => options(el).findIndex((o) => o.getAttribute("aria-selected") === "true");

async function openWithButton(el: SearchElement) {
  (el.querySelector("button") ?? el.shadowRoot.querySelector("button"))!.click();
  await until(() => dialogOf(el)?.open, "dialog open");
  await until(() => el.shadowRoot.activeElement === inputOf(el), "input focused");
}

async function type(el: SearchElement, text: string) {
  inputOf(el).focus();
  await sendKeys({ type: text });
}

/** The result rows once there are `n` (or any) and the first screen's have their records (the ranked rows come first). */
async function results(el: SearchElement, n?: number): Promise<HTMLElement[]> {
  return until(
    () => {
      const o = options(el);
      const shown = n === undefined ? o.length > 0 : o.length === n;
      return shown && o.slice(0, FIRST_SCREEN).every((r) => !r.hasAttribute("aria-busy")) ? o : null;
    },
    `results${n === undefined ? "" : ` (${n})`}`,
  );
}

describe("<web-docs-search>", () => {
  beforeEach(() => {
    sessionStorage.removeItem(QUERY_KEY);
    delete (window as { __xss?: unknown }).__xss;
  });
  afterEach(() => {
    for (const el of document.querySelectorAll("web-docs-search")) el.remove();
    document.querySelector("#outside")?.remove();
  });

  it("keeps the page's own button (slotted) and adds none of its own", async () => {
    const el = await mount();
    const own = el.querySelector("button")!;
    expect(own.getClientRects().length).to.equal(1);
    expect(el.shadowRoot.querySelector("button")).to.equal(null);
    expect(own.textContent).to.contain("Ctrl");
    expect(own.getAttribute("aria-expanded")).to.equal("false");
  });

  it("shows the ⌘ K hint on Apple platforms", async () => {
    const desc = (key: string) => Object.getOwnPropertyDescriptor(Navigator.prototype, key)!;
    const originals = { platform: desc("platform"), userAgentData: desc("userAgentData") };
    Object.defineProperty(Navigator.prototype, "platform", { configurable: true, get: () => "MacIntel" });
    Object.defineProperty(Navigator.prototype, "userAgentData", { configurable: true, get: () => ({ platform: "macOS" }) });
    try {
      const el = await mount();
      await until(() => el.querySelector(".wd-key-mod")!.textContent === "⌘", "⌘ in the page's button");
      el.remove();
      const own = await mount({}, false);
      expect(own.shadowRoot.querySelector(".keys")!.textContent).to.equal("⌘ K");
    } finally {
      Object.defineProperty(Navigator.prototype, "platform", originals.platform);
      Object.defineProperty(Navigator.prototype, "userAgentData", originals.userAgentData);
    }
  });

  it("renders its own button when embedded without one, and opens from it", async () => {
    const el = await mount({}, false);
    const button = el.shadowRoot.querySelector<HTMLButtonElement>("button")!;
    expect(button.getAttribute("aria-label")).to.equal("Search");
    expect(button.textContent).to.match(/Search(Ctrl|⌘) K/);
    await openWithButton(el);
  });

  it("opens on click: a labelled modal dialog with a labelled input, placeholder and maxlength 64", async () => {
    const el = await mount();
    await openWithButton(el);
    const dialog = dialogOf(el)!;
    expect(dialog.getAttribute("aria-label")).to.equal("Search");
    expect(dialog.matches(":modal")).to.equal(true);
    const input = inputOf(el);
    expect(input.placeholder).to.equal("Search docs");
    expect(input.maxLength).to.equal(64);
    expect(input.labels?.[0]?.textContent).to.equal("Search");
    expect(el.querySelector("button")!.getAttribute("aria-expanded")).to.equal("true");
    await sendKeys({ type: "x".repeat(70) });
    await until(() => input.value.length >= 64, "typed text");
    expect(input.value.length).to.equal(64);
  });

  it("opens with Ctrl+K, Meta+K and / (but not / typed into a field)", async () => {
    const el = await mount();
    await sendKeys({ press: "Control+k" });
    await until(() => dialogOf(el)?.open, "Ctrl+K");
    await sendKeys({ press: "Escape" });
    await until(() => !dialogOf(el), "closed");
    await sendKeys({ press: "Meta+k" });
    await until(() => dialogOf(el)?.open, "Meta+K");
    await sendKeys({ press: "Escape" });
    await until(() => !dialogOf(el), "closed");

    const field = document.createElement("input");
    field.id = "outside";
    document.body.append(field);
    field.focus();
    await sendKeys({ press: "/" });
    expect(field.value).to.equal("/");
    expect(dialogOf(el)).to.equal(null);
    field.blur();
    await sendKeys({ press: "/" });
    await until(() => dialogOf(el)?.open, "/");
  });

  it("shows results as the reader types, with the heading trail and highlighted preview", async () => {
    const el = await mount();
    await openWithButton(el);
    await type(el, "requir");
    const [first] = await results(el, 1);
    expect(first.querySelector(".titles")!.textContent).to.equal("Install guide›Requirements");
    expect(first.querySelector(".title mark")!.textContent).to.equal("Requirements");
    const link = first; // the option is the link
    expect(link.getAttribute("href")).to.equal(new URL("/docs/web/guide/install.html#requirements", location.href).href);
    await until(() => first.querySelector(".preview mark"), "preview");
    expect(first.querySelector(".preview")!.textContent).to.equal("Node 20 and npm are required.");
    expect(first.querySelector(".preview mark")!.textContent).to.equal("required");
    expect(fetched, "search data is imported, not fetched").to.deep.equal([]);
  });

  it("shows a keystroke's results before any task queued after it runs, once the query's shards are in", async () => {
    // An answer rendered in a later task comes after the frame that shows the keystroke (Chromium defers
    // tasks after input until then): the reader would see the old rows for that frame.
    const el = await mount();
    await openWithButton(el);
    const top = () => options(el)[0]?.querySelector(".titles")?.textContent;
    await type(el, "gadget 12");
    await until(() => top() === "Gadgets›Gadget 12", "gadget 12");
    await sendKeys({ press: "Backspace" });
    await until(() => top() === "Gadgets›Gadget 1", "gadget 1");
    const seen: Array<string | null | undefined> = [];
    const probe = () => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => seen.push(top());
      channel.port2.postMessage(0);
    };
    addEventListener("input", probe, true);
    try {
      await sendKeys({ type: "2" });
      await until(() => seen.length > 0, "the queued task");
    } finally {
      removeEventListener("input", probe, true);
    }
    expect(seen[0]).to.equal("Gadgets›Gadget 12");
  });

  it("gives a section without text no preview line once its preview is in", async () => {
    const el = await mount();
    await openWithButton(el);
    await type(el, "canvas");
    const rows = await results(el, 2);
    const row = (title: string) => rows.find((r) => r.querySelector(".title")!.textContent === title)!;
    await until(() => row("Canvas size").querySelector(".preview mark"), "the other row's preview");
    expect(row("Blank canvas").querySelector(".preview")).to.equal(null);
    expect(row("Blank canvas").getBoundingClientRect().height).to.be.below(row("Canvas size").getBoundingClientRect().height);
  });

  it("shows at most 100 results by default, and the limit attribute's number otherwise", async () => {
    const el = await mount();
    await openWithButton(el);
    await type(el, "gadget");
    await results(el, 100);
    el.setAttribute("limit", "7");
    await results(el, 7);
  });

  it("moves the selected result with the arrow keys, wrapping at both ends", async () => {
    const el = await mount({ limit: "3" });
    await openWithButton(el);
    await type(el, "gadget");
    await results(el, 3);
    expect(selectedIndex(el)).to.equal(0);
    await sendKeys({ press: "ArrowUp" });
    await until(() => selectedIndex(el) === 2, "wrap to last");
    expect(inputOf(el).getAttribute("aria-activedescendant")).to.equal(options(el)[2].id);
    await sendKeys({ press: "ArrowDown" });
    await until(() => selectedIndex(el) === 0, "wrap to first");
    await sendKeys({ press: "ArrowDown" });
    await until(() => selectedIndex(el) === 1, "next");
  });

  it("Enter follows the selected result's link, reports web-docs-select and closes; focus returns", async () => {
    const el = await mount();
    const own = el.querySelector("button")!;
    own.focus();
    await openWithButton(el);
    await type(el, "requirements");
    await results(el, 1);
    let followed = "";
    const router = (e: MouseEvent) => {
      // What the client router does: take same-origin link clicks (here: just record and stop them).
      const a = e.composedPath().find((n): n is HTMLAnchorElement => n instanceof HTMLAnchorElement);
      if (a) {
        followed = a.href;
        e.preventDefault();
      }
    };
    let selected: { record: { t: string[]; l: string; a: string }; url: string } | null = null;
    el.addEventListener("web-docs-select", (e) => (selected = (e as CustomEvent).detail), { once: true });
    document.addEventListener("click", router);
    try {
      await sendKeys({ press: "Enter" });
      await until(() => !dialogOf(el), "closed");
    } finally {
      document.removeEventListener("click", router);
    }
    expect(followed).to.equal(new URL("/docs/web/guide/install.html#requirements", location.href).href);
    expect(selected!.url).to.equal(followed);
    expect(selected!.record.t).to.deep.equal(["Install guide", "Requirements"]);
    expect(selected!.record.l).to.equal("guide/install.html");
    expect(selected!.record.a).to.equal("requirements");
    await until(() => document.activeElement === own, "focus back on the button");
  });

  it("shows the ranked rows at once, loads the records of the rows on screen; scrolling to the end shows every row's title and link", async () => {
    // 120 one-section pages, each its own record shard: the hundredth row's record is not among the first screen's.
    const el = await mount({ "index-url": dataModuleUrl(pagesIndex(120, "Gizmo", 0, true).root) });
    await openWithButton(el);
    await type(el, "gizmo");
    const rows = await results(el, 100);
    const titleOf = (o: HTMLElement) => o.querySelector(".title")!.textContent!.trim();
    // The first screen has its titles at once; the far end of the list has not loaded its records.
    await until(() => titleOf(rows[0]) && rows[0].getAttribute("href"), "first row's title");
    expect(rows[99].getAttribute("aria-busy")).to.equal("true");
    expect(rows[99].hasAttribute("href")).to.equal(false);
    expect(titleOf(rows[99])).to.equal("");
    // An option needs a name (axe: aria-toggle-field-name): a loading row is named by the label.
    expect(rows[99].getAttribute("aria-label")).to.equal("Loading…");
    const box = el.shadowRoot.querySelector<HTMLElement>(".results")!.parentElement!;
    await until(() => {
      box.scrollTop += box.clientHeight;
      return box.scrollTop + box.clientHeight >= box.scrollHeight - 1;
    }, "scrolled to the end");
    await until(() => options(el).every((o) => titleOf(o) && o.getAttribute("href")), "every row's title", 8000);
    const titles = options(el).map(titleOf);
    expect(
      titles.every((t) => /^Gizmo \d+$/.test(t)),
      titles.join(),
    ).to.equal(true);
    expect(new Set(titles).size).to.equal(100);
    expect(options(el).some((o) => o.hasAttribute("aria-busy"))).to.equal(false);
    expect(
      options(el).some((o) => o.hasAttribute("aria-label")),
      "a loaded row is named by its text",
    ).to.equal(false);
  });

  it("a record shard that fails as its rows scroll in says search is unavailable, with Retry", async () => {
    // Thirty pages, about two to a record shard (their headings fill it).
    const { root, recordUrls } = pagesIndex(30, "Widget", 8);
    expect(recordUrls.length).to.be.greaterThan(10);
    const el = await mount({ "index-url": dataModuleUrl(root) });
    await openWithButton(el);
    await type(el, "widget");
    await results(el, 100); // every page's sections match (the page title is in their trail)
    // From now on no record shard can be imported (those already imported stay loaded).
    recordUrls.forEach((u) => URL.revokeObjectURL(u));
    const box = el.shadowRoot.querySelector<HTMLElement>(".results")!.parentElement!;
    const status = el.shadowRoot.querySelector('[role="status"]')!;
    await until(() => {
      box.scrollTop += box.clientHeight;
      return status.textContent === "Search is unavailable.";
    }, "unavailable");
    expect(options(el).length).to.equal(0);
    expect(el.shadowRoot.querySelector(".retry")!.textContent).to.equal("Retry");
  });

  it("moving to a row not loaded yet loads it, and Enter opens it", async () => {
    const el = await mount({ "index-url": dataModuleUrl(pagesIndex(120, "Gizmo", 0, true).root) });
    await openWithButton(el);
    await type(el, "gizmo");
    const rows = await results(el, 100);
    expect(rows[99].hasAttribute("href")).to.equal(false);
    let selected: { record: { t: string[]; l: string; a: string }; url: string } | null = null;
    const take = (e: Event) => {
      selected = (e as CustomEvent).detail;
      e.preventDefault(); // a listener that takes over: the page stays
    };
    el.addEventListener("web-docs-select", take, { once: true });
    // Up from the first row wraps to the last; Enter at once, whether or not its record has arrived.
    await sendKeys({ press: "ArrowUp" });
    await sendKeys({ press: "Enter" });
    await until(() => selected, "selected", 8000);
    const last = options(el)[99] ?? rows[99];
    expect(selected!.record.l).to.match(/^gizmo\d+\.html$/);
    expect(selected!.record.t[0]).to.match(/^Gizmo \d+$/);
    expect(selected!.url).to.equal(new URL(`/docs/web/${selected!.record.l}`, location.href).href);
    expect(selected!.record.t.at(-1)).to.equal(last.querySelector(".title")!.textContent!.trim());
  });

  it("Escape clears the query first, then closes", async () => {
    const el = await mount();
    await openWithButton(el);
    await type(el, "gadget");
    await results(el);
    await sendKeys({ press: "Escape" });
    await until(() => inputOf(el).value === "", "cleared");
    expect(dialogOf(el)!.open).to.equal(true);
    expect(options(el).length).to.equal(0);
    await sendKeys({ press: "Escape" });
    await until(() => !dialogOf(el), "closed");
  });

  it("closes on a backdrop click, not on a click in the panel", async () => {
    const el = await mount();
    await openWithButton(el);
    const panel = el.shadowRoot.querySelector(".panel")!.getBoundingClientRect();
    await sendMouse({ type: "click", position: [Math.round(panel.left + 20), Math.round(panel.top + 30)] });
    expect(dialogOf(el)?.open).to.equal(true);
    await sendMouse({ type: "click", position: [Math.round(panel.left + 20), Math.round(panel.bottom + 20)] });
    await until(() => !dialogOf(el), "closed by the backdrop");
  });

  it("closes with its Close button (a real click, which must not reopen it)", async () => {
    const el = await mount();
    await openWithButton(el);
    const close = el.shadowRoot.querySelector<HTMLButtonElement>(".close")!;
    expect(close.getAttribute("aria-label")).to.equal("Close");
    const r = close.getBoundingClientRect();
    await sendMouse({ type: "click", position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
    await until(() => !dialogOf(el), "closed");
    await new Promise((r) => setTimeout(r, 100));
    expect(dialogOf(el)).to.equal(null);
  });

  it("traps focus in the modal", async () => {
    const el = await mount();
    await openWithButton(el);
    for (let i = 0; i < 5; i++) {
      await sendKeys({ press: i % 2 ? "Shift+Tab" : "Tab" });
      await sendKeys({ press: "Tab" });
      expect(el.shadowRoot.querySelector(".panel")!.contains(el.shadowRoot.activeElement)).to.equal(true);
    }
  });

  it("says when nothing matched", async () => {
    const el = await mount();
    await openWithButton(el);
    await type(el, "xyzzy");
    const status = await until(() => el.shadowRoot.querySelector<HTMLElement>('[role="status"].message'), "message");
    expect(status.textContent).to.equal("No results for “xyzzy”");
  });

  it("keeps the last query for the session", async () => {
    const el = await mount();
    await openWithButton(el);
    await type(el, "requirements");
    await results(el, 1);
    await sendKeys({ press: "Escape" });
    await sendKeys({ press: "Escape" });
    await until(() => !dialogOf(el), "closed");
    // Cleared on the first Escape: the session keeps the empty query. Type again and close by the button.
    await openWithButton(el);
    await type(el, "requirements");
    await results(el, 1);
    el.shadowRoot.querySelector<HTMLButtonElement>(".close")!.click();
    await until(() => !dialogOf(el), "closed");
    await openWithButton(el);
    expect(inputOf(el).value).to.equal("requirements");
    await results(el, 1);
  });

  it("finds Chinese text with a Chinese query", async () => {
    const el = await mount();
    await openWithButton(el);
    await type(el, "安装");
    const [first] = await results(el, 1);
    expect(first.querySelector(".title")!.textContent).to.equal("安装依赖");
    expect(first.getAttribute("href")).to.equal(new URL(`/docs/web/zh.html#${encodeURIComponent("安装依赖")}`, location.href).href);
    await until(() => first.querySelector(".preview mark"), "preview");
    expect([...first.querySelectorAll(".preview mark")].map((m) => m.textContent)).to.include("安装");
  });

  it("renders markup in content as text, never as elements", async () => {
    const el = await mount();
    await openWithButton(el);
    await type(el, "onerror");
    const [first] = await results(el, 1);
    await until(() => first.querySelector(".preview")!.textContent, "preview");
    expect(first.querySelector(".title")!.textContent).to.equal("Unsafe <img src=x onerror=window.__xss=1>");
    expect(first.querySelector(".preview")!.textContent).to.contain("<img src=x onerror=window.__xss=3>");
    expect(el.shadowRoot.querySelectorAll("img, b").length).to.equal(0);
    await new Promise((r) => setTimeout(r, 50));
    expect((window as { __xss?: unknown }).__xss).to.equal(undefined);
  });
});

describe("<web-docs-search> hotkeys and labels attributes", () => {
  afterEach(() => {
    for (const el of document.querySelectorAll("web-docs-search")) el.remove();
  });

  it("opens with the hotkeys it is given, not the default ones, and shows the first on its button", async () => {
    const el = await mount({ hotkeys: "Alt+S" }, false);
    const button = el.shadowRoot.querySelector<HTMLButtonElement>("button")!;
    expect(button.getAttribute("aria-keyshortcuts")).to.equal("Alt+S");
    expect(button.querySelector(".keys")!.textContent).to.equal("Alt S");
    await sendKeys({ press: "Control+k" });
    await new Promise((r) => setTimeout(r, 150));
    expect(dialogOf(el)).to.equal(null);
    await sendKeys({ press: "Alt+s" });
    await until(() => dialogOf(el)?.open, "Alt+S");
  });

  it("speaks and shows the words of its labels attribute", async () => {
    const labels = {
      search: "Suche",
      searchPlaceholder: "Dokumente durchsuchen",
      searchNoResults: "Nichts für „{query}“",
      searchNavigate: "wählen",
      searchResultsCount: "{count} Treffer",
      searchResultsOf: "{shown} von {total}",
    };
    const el = await mount({ labels: JSON.stringify(labels) }, false);
    expect(el.shadowRoot.querySelector("button")!.getAttribute("aria-label")).to.equal("Suche");
    el.shadowRoot.querySelector<HTMLButtonElement>("button")!.click();
    await until(() => dialogOf(el)?.open, "dialog open");
    expect(dialogOf(el)!.getAttribute("aria-label")).to.equal("Suche");
    expect(inputOf(el).placeholder).to.equal("Dokumente durchsuchen");
    expect(el.shadowRoot.querySelector(".footer")!.textContent).to.contain("wählen");
    await type(el, "xyzzy");
    await until(() => el.shadowRoot.querySelector('[role="status"].message')?.textContent === "Nichts für „xyzzy“", "translated no-results message");
    await sendKeys({ press: "Escape" }); // clears the query
    await until(() => inputOf(el).value === "", "cleared");
    await type(el, "gadget");
    await results(el);
    await until(() => /^100 von \d+ Treffer$/.test(el.shadowRoot.querySelector('[role="status"]')!.textContent ?? ""), "translated count");
  });
});
