import { expect } from "chai";
import { COPIED_MS } from "../../widgets/copy/copy-code";
import { enhance } from "../../widgets/copy/copy-page";
import { lastAnnouncement } from "../../widgets/services/announcer";
import { fakeTimers, stubClipboard, stubExecCommand } from "./clipboard-support";
import { loadThemeCss, mount, waitFor } from "./support";

// A real file the test server serves stands in for the page's Markdown twin.
const TWIN = "/test/fixtures/site/content/guide/getting-started.md";

// The control as templates/layouts/doc.njk renders it.
const control = (twin: string) => `
<div class="wd-page-actions" data-twin="${twin}">
  <button type="button" class="wd-copy-page" data-copy-page data-copied-label="Copied"><span class="wd-copy-page-label">Copy page</span><span class="wd-copy-page-done" aria-hidden="true">Copied</span></button>
  <button type="button" class="wd-page-actions-toggle" aria-expanded="false" aria-controls="wd-page-actions-menu" aria-label="More page actions"></button>
  <ul class="wd-page-actions-menu" id="wd-page-actions-menu">
    <li><a class="wd-view-markdown" href="${twin}">View as Markdown</a></li>
    <li class="wd-page-actions-js"><button type="button" class="wd-copy-page-item" data-copy-page>Copy page</button></li>
  </ul>
</div>`;

const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true }));

describe("Copy page", () => {
  let host: HTMLElement;
  let root: HTMLElement;
  let copy: HTMLButtonElement;
  let toggle: HTMLButtonElement;
  let expected: string;
  const undo: Array<() => void> = [];
  let css: HTMLStyleElement;

  before(async () => {
    css = await loadThemeCss("00-tokens.css", "44-page-actions.css");
    expected = await (await fetch(TWIN)).text();
    document.documentElement.classList.add("js");
    enhance();
    enhance(); // idempotent: a second call (after a client navigation) adds no second listener
  });
  after(() => css.remove());
  beforeEach(() => {
    host = mount(control(TWIN));
    root = host.querySelector(".wd-page-actions")!;
    copy = root.querySelector(".wd-copy-page")!;
    toggle = root.querySelector(".wd-page-actions-toggle")!;
  });
  afterEach(() => {
    while (undo.length) undo.pop()!();
    host.remove();
  });

  it("a click fetches the twin, writes it to the clipboard once and shows the copied state", async () => {
    const written: string[] = [];
    undo.push(stubClipboard({ writeText: async (t) => void written.push(t) }));
    copy.click();
    await waitFor(() => copy.classList.contains("copied"), "copied state");
    expect(written).to.deep.equal([expected]);
    expect(expected).to.contain("Getting started");
    await waitFor(() => lastAnnouncement() === "Copied", "announced");
    // "Copied" shows in place of the label, in the same cell: the button keeps its width.
    expect(getComputedStyle(root.querySelector(".wd-copy-page-done")!).visibility).to.equal("visible");
  });

  it("with ClipboardItem, writes the clipboard within the click (before the twin arrives), a promise of the twin as text/plain", async () => {
    const items: ClipboardItem[] = [];
    const plain: string[] = [];
    undo.push(stubClipboard({ write: async (list) => void items.push(...list), writeText: async (t) => void plain.push(t) }));
    copy.click();
    // Synchronously, still inside the user activation Safari requires: no await came before the write.
    expect(items.length).to.equal(1);
    expect(items[0].types).to.deep.equal(["text/plain"]);
    expect(await (await items[0].getType("text/plain")).text()).to.equal(expected);
    await waitFor(() => copy.classList.contains("copied"), "copied state");
    expect(plain).to.deep.equal([], "writeText is not used as well");
  });

  it("when the pending write is refused, falls back to writeText with the fetched twin", async () => {
    const plain: string[] = [];
    undo.push(
      stubClipboard({
        write: async () => {
          throw new DOMException("denied", "NotAllowedError");
        },
        writeText: async (t) => void plain.push(t),
      }),
    );
    copy.click();
    await waitFor(() => copy.classList.contains("copied"), "copied state");
    expect(plain).to.deep.equal([expected]);
  });

  it("keeps the copied state for 2000 ms, then reverts", async () => {
    undo.push(stubClipboard({ writeText: async () => {} }));
    const timers = fakeTimers();
    undo.push(() => timers.restore());
    const width = copy.getBoundingClientRect().width;
    copy.click();
    await waitFor(() => copy.classList.contains("copied"), "copied state");
    expect(copy.getBoundingClientRect().width).to.equal(width);
    expect([...timers.pending.values()].map((t) => t.ms)).to.deep.equal([COPIED_MS]);
    timers.runAll();
    expect(copy.classList.contains("copied")).to.equal(false);
  });

  it("without the Clipboard API, copies the twin through execCommand", async () => {
    undo.push(stubClipboard(undefined));
    const exec = stubExecCommand(true);
    undo.push(exec.restore);
    copy.click();
    await waitFor(() => copy.classList.contains("copied"), "copied state");
    expect(exec.copied).to.deep.equal([expected]);
  });

  it("copies nothing and shows no copied state when the twin cannot be fetched", async () => {
    host.remove();
    host = mount(control("/no/such/twin.md"));
    root = host.querySelector(".wd-page-actions")!;
    copy = root.querySelector(".wd-copy-page")!;
    const written: string[] = [];
    // A clipboard that takes pending writes: the write waits on the failed fetch and is abandoned.
    undo.push(
      stubClipboard({
        write: async (items) => void written.push(await (await items[0].getType("text/plain")).text()),
        writeText: async (t) => void written.push(t),
      }),
    );
    const errors: unknown[] = [];
    const realError = console.error;
    console.error = (...a: unknown[]) => void errors.push(a);
    undo.push(() => (console.error = realError));
    copy.click();
    await waitFor(() => errors.length > 0, "error logged");
    expect(written).to.deep.equal([]);
    expect(copy.classList.contains("copied")).to.equal(false);
  });

  it("the menu is hidden until the toggle opens it; a click outside closes it", () => {
    const menu = root.querySelector<HTMLElement>(".wd-page-actions-menu")!;
    expect(getComputedStyle(menu).display).to.equal("none");
    toggle.click();
    expect(toggle.getAttribute("aria-expanded")).to.equal("true");
    expect(getComputedStyle(menu).display).to.equal("block");
    document.body.click();
    expect(toggle.getAttribute("aria-expanded")).to.equal("false");
    expect(getComputedStyle(menu).display).to.equal("none");
  });

  it("keyboard: Enter opens with focus on the first item, arrows move and wrap, Escape closes and returns focus", () => {
    const [link, item] = [root.querySelector<HTMLElement>(".wd-view-markdown")!, root.querySelector<HTMLElement>(".wd-copy-page-item")!];
    toggle.focus();
    expect(key(toggle, "Enter")).to.equal(false); // handled: no click follows
    expect(toggle.getAttribute("aria-expanded")).to.equal("true");
    expect(document.activeElement).to.equal(link);
    key(link, "ArrowDown");
    expect(document.activeElement).to.equal(item);
    key(item, "ArrowDown");
    expect(document.activeElement).to.equal(link);
    key(link, "ArrowUp");
    expect(document.activeElement).to.equal(item);
    key(item, "Home");
    expect(document.activeElement).to.equal(link);
    key(link, "Escape");
    expect(toggle.getAttribute("aria-expanded")).to.equal("false");
    expect(document.activeElement).to.equal(toggle);
    key(toggle, "ArrowUp");
    expect(document.activeElement).to.equal(item);
    key(item, "End");
    expect(document.activeElement).to.equal(item);
    key(item, "Escape");
    key(toggle, " ");
    expect(toggle.getAttribute("aria-expanded")).to.equal("true");
    key(toggle, " ");
    expect(toggle.getAttribute("aria-expanded")).to.equal("false");
  });

  it("the menu's Copy page closes the menu, returns focus to the toggle and copies", async () => {
    const written: string[] = [];
    undo.push(stubClipboard({ writeText: async (t) => void written.push(t) }));
    toggle.click();
    root.querySelector<HTMLElement>(".wd-copy-page-item")!.click();
    expect(toggle.getAttribute("aria-expanded")).to.equal("false");
    expect(document.activeElement).to.equal(toggle);
    await waitFor(() => copy.classList.contains("copied"), "copied state on the main button");
    expect(written).to.deep.equal([expected]);
  });

  it("focus leaving the control closes the menu", () => {
    const outside = mount('<button type="button">elsewhere</button>');
    undo.push(() => outside.remove());
    toggle.focus();
    key(toggle, "ArrowDown");
    expect(toggle.getAttribute("aria-expanded")).to.equal("true");
    outside.querySelector("button")!.focus();
    expect(toggle.getAttribute("aria-expanded")).to.equal("false");
  });
});
