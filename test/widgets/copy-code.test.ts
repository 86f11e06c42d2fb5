import { expect } from "chai";
import { codeText, COPIED_MS, COPY_EVENT, copyText, enhance } from "../../widgets/copy/copy-code";
import { lastAnnouncement } from "../../widgets/services/announcer";
import { fakeTimers, stubClipboard, stubExecCommand } from "./clipboard-support";
import { loadThemeCss, mount, waitFor } from "./support";

// A code block as site/markdown/fence.ts renders it: line numbers, a removed and an added diff line.
const BLOCK = `
<div class="wd-code language-js line-numbers-mode has-diff" data-lang="js">
<button type="button" class="wd-copy" aria-label="Copy code" title="Copy code" data-copied-label="Copied"></button><span class="wd-code-lang" aria-hidden="true">js</span><div class="line-numbers-wrapper" aria-hidden="true"><span>1</span><br><span>2</span><br><span>3</span></div><pre class="language-javascript" tabindex="0"><code class="language-javascript"><span class="line diff remove"><span class="token keyword">const</span> answer = 41;</span>
<span class="line diff add"><span class="token keyword">const</span> answer = 42;</span>
<span class="line">console.log(answer &lt; 50);</span></code></pre></div>`;
const EXPECTED = "const answer = 42;\nconsole.log(answer < 50);";

describe("copy buttons", () => {
  let host: HTMLElement;
  let button: HTMLButtonElement;
  const undo: Array<() => void> = [];

  let css: HTMLStyleElement;
  before(async () => {
    css = await loadThemeCss("00-tokens.css", "40-content.css");
    enhance();
  });
  after(() => css.remove());
  beforeEach(() => {
    host = mount(BLOCK);
    button = host.querySelector(".wd-copy")!;
  });
  afterEach(() => {
    while (undo.length) undo.pop()!();
    host.remove();
  });

  it("copies the code shown: no line numbers, no removed diff lines, entities decoded", () => {
    expect(codeText(host.querySelector(".wd-code")!)).to.equal(EXPECTED);
  });

  it("copies folded lines (collapse={2-3}) in their place, without the fold's switch", () => {
    const folded = mount(
      '<div class="wd-code"><pre><code><span class="line">a</span>\n<span class="wd-fold-bar" data-fold="1"><label class="wd-fold-switch"><input type="checkbox" class="wd-fold-toggle"><span class="wd-fold-more">2 lines folded</span><span class="wd-fold-less">Fold 2 lines</span></label></span>' +
        '<span class="wd-fold-lines" data-fold="1"><span class="line">b</span>\n<span class="line">c</span>\n</span><span class="line">d</span></code></pre></div>',
    );
    expect(codeText(folded.firstElementChild!)).to.equal("a\nb\nc\nd");
    folded.remove();
  });

  it("copies a twoslash block without its type popups, query answers or error notes", () => {
    const twoslash = mount(
      '<div class="wd-code"><pre><code><span class="line">const <span class="twoslash-hover" tabindex="0">n<span class="twoslash-popup" role="tooltip">const n: number</span></span> = 1</span>\n<span class="twoslash-meta twoslash-query" role="note">^ const n: number</span><span class="line">n</span></code></pre></div>',
    );
    expect(codeText(twoslash.firstElementChild!)).to.equal("const n = 1\nn");
    twoslash.remove();
  });

  it("copies a block without per-line spans as its text", () => {
    const plain = mount('<div class="wd-code"><pre><code>a\nb</code></pre></div>');
    expect(codeText(plain.firstElementChild!)).to.equal("a\nb");
    plain.remove();
  });

  it("a click writes the code to the Clipboard API and shows the copied state", async () => {
    const written: string[] = [];
    undo.push(stubClipboard({ writeText: async (t) => void written.push(t) }));
    const events: string[] = [];
    host.addEventListener(COPY_EVENT, (e) => events.push((e as CustomEvent<{ text: string }>).detail.text));
    button.click();
    await waitFor(() => button.classList.contains("copied"), "copied state");
    expect(written).to.deep.equal([EXPECTED]);
    expect(events).to.deep.equal([EXPECTED]);
    expect(button.dataset.copiedLabel).to.equal("Copied");
    // The tooltip is the theme's ::before showing data-copied-label.
    expect(getComputedStyle(button, "::before").content).to.match(/Copied|attr\(data-copied-label\)/);
    await waitFor(() => lastAnnouncement() === "Copied", "announced");
  });

  it("keeps the copied state for 2000 ms, then reverts", async () => {
    undo.push(stubClipboard({ writeText: async () => {} }));
    const timers = fakeTimers();
    undo.push(() => timers.restore());
    button.click();
    await waitFor(() => button.classList.contains("copied"), "copied state");
    expect(COPIED_MS).to.equal(2000);
    expect([...timers.pending.values()].map((t) => t.ms)).to.deep.equal([2000]);
    expect(button.classList.contains("copied")).to.equal(true);
    timers.runAll();
    expect(button.classList.contains("copied")).to.equal(false);
  });

  it("a second copy during the copied state restarts the 2 seconds", async () => {
    undo.push(stubClipboard({ writeText: async () => {} }));
    const timers = fakeTimers();
    undo.push(() => timers.restore());
    button.click();
    await waitFor(() => timers.pending.size === 1, "first timer");
    const first = [...timers.pending.keys()][0];
    button.click();
    await waitFor(() => !timers.pending.has(first), "first timer cleared");
    expect(timers.pending.size).to.equal(1);
    expect(button.classList.contains("copied")).to.equal(true);
  });

  it("without the Clipboard API, copies through a selected textarea and execCommand", async () => {
    undo.push(stubClipboard(undefined));
    const exec = stubExecCommand(true);
    undo.push(exec.restore);
    button.focus();
    button.click();
    await waitFor(() => button.classList.contains("copied"), "copied state");
    expect(exec.copied).to.deep.equal([EXPECTED]);
    expect(document.querySelector("textarea"), "textarea removed").to.equal(null);
    expect(document.activeElement, "focus restored").to.equal(button);
  });

  it("falls back to execCommand when the Clipboard API rejects", async () => {
    undo.push(stubClipboard({ writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) }));
    const exec = stubExecCommand(true);
    undo.push(exec.restore);
    expect(await copyText("abc")).to.equal(true);
    expect(exec.copied).to.deep.equal(["abc"]);
  });

  it("shows no copied state when both ways fail", async () => {
    undo.push(stubClipboard(undefined));
    const exec = stubExecCommand(false);
    undo.push(exec.restore);
    button.click();
    await waitFor(() => exec.copied.length === 1, "execCommand tried");
    await new Promise((r) => setTimeout(r, 0));
    expect(button.classList.contains("copied")).to.equal(false);
  });
});
