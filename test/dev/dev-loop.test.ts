// `npm run dev` on a copy of the fixture site, driven in Chromium: an edit shows up without a manual reload,
// a broken link shows the overlay (file and line) and fixing it clears it, a new page reaches the sidebar
// and search; and bad requests get a status while the server keeps serving.
import assert from "node:assert/strict";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { chromium, type Browser, type Page } from "playwright";
import { REPO_ROOT } from "../../site/build-context.ts";
import { type DevServer, launchDev } from "../support/dev-server.ts";

const PORT = Number(process.env.E2E_DEV_PORT ?? 8184);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "web-docs-dev-"));
const content = path.join(work, "content");
const page = (rel: string) => path.join(content, rel);
let dev: DevServer;
let browser: Browser;
let tab: Page;

before(async () => {
  fs.cpSync(path.join(REPO_ROOT, "test/fixtures/site"), work, { recursive: true });
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  tab = await browser.newPage();
  // Last: the first test saves the moment the server says it started.
  dev = await launchDev({ content, config: path.join(work, "site.config.json"), out: path.join(work, "out"), port: PORT });
});

after(async () => {
  await browser?.close();
  await dev?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Write a file the way an editor saves it, after the previous change's rebuild had time to settle. */
const save = (file: string, text: string) => fs.writeFileSync(file, text);

test("a save made as soon as the server prints its address is seen, even one the watcher catches half-written", async () => {
  const file = page("guide/index.md");
  const text = `${fs.readFileSync(file, "utf8")}\nSaved at once.\n`;
  const saved = dev.waitFor(/rebuilt (\S+ alone )?in \d+ ms/, 30_000);
  // As an editor saves: the file is emptied, then written (a watcher may look in between).
  const fd = fs.openSync(file, "w");
  await new Promise((resolve) => setTimeout(resolve, 30));
  fs.writeSync(fd, text);
  fs.closeSync(fd);
  assert.equal((await saved)[1], "guide/index.md alone ", "seen, and rendered alone: not taken for an emptied page");
  assert.match(await (await fetch(`${dev.url}guide/`)).text(), /Saved at once\./);
});

test("an edited page shows the change without a manual reload", async () => {
  await tab.goto(`${dev.url}guide/getting-started.html`);
  await tab.getByRole("heading", { level: 1, name: "Getting started" }).waitFor();
  const file = page("guide/getting-started.md");
  const other = path.join(work, "out", ...new URL(dev.url).pathname.split("/").filter(Boolean), "guide", "index.html");
  const otherWritten = fs.statSync(other).mtimeMs;
  const saved = dev.waitFor(/rebuilt (\S+ alone )?in \d+ ms/);
  save(file, fs.readFileSync(file, "utf8").replace("# Getting started", "# Getting started\n\nA freshly saved sentence."));
  await tab.getByText("A freshly saved sentence.").waitFor({ timeout: 30_000 });
  // Only that page was rendered again, without Eleventy's pass over every page's data.
  assert.equal((await saved)[1], "guide/getting-started.md alone ");
  assert.equal(fs.statSync(other).mtimeMs, otherWritten, "another page was written again");
  // What the page keeps from the build before: its social card (a body edit changes no card).
  assert.match((await tab.locator('meta[property="og:image"]').getAttribute("content")) ?? "", /\/og\/guide\/getting-started\.png$/);
  // Its Markdown twin and llms-full.txt follow the edit too, the other twins stand.
  assert.match(await (await fetch(`${dev.url}guide/getting-started.md`)).text(), /A freshly saved sentence\./);
  const full = await (await fetch(`${dev.url}llms-full.txt`)).text();
  assert.match(full, /A freshly saved sentence\./);
  assert.match(full, /^# Advanced/m);
  // Search finds the edit (the index is rewritten under the name the pages carry, after the reload), and the
  // pages not rendered again are still in it.
  assert.ok(await searchFinds("freshly saved", /Getting started/), "the edit is in search");
  assert.ok(await searchFinds("api reference", /API/), "the other pages are still in search");
});

/** Whether the search dialog lists a result named `name` for `query`: asked again on a fresh load until `timeoutMs`. */
async function searchFinds(query: string, name: RegExp, timeoutMs = 20_000): Promise<boolean> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; ) {
    await tab.reload();
    await tab.getByRole("button", { name: "Search" }).click();
    const dialog = tab.getByRole("dialog", { name: "Search" });
    await dialog.getByRole("searchbox", { name: "Search" }).fill(query);
    const found = await dialog
      .getByRole("option", { name })
      .first()
      .waitFor({ timeout: 2_000 })
      .then(
        () => true,
        () => false,
      );
    await tab.keyboard.press("Escape");
    await tab.keyboard.press("Escape");
    if (found) return true;
  }
  return false;
}

test("a changed title renders every page again: the sidebar shows it", async () => {
  const file = page("guide/getting-started.md");
  const good = fs.readFileSync(file, "utf8");
  const rebuilt = dev.waitFor(/Wrote (\d+) files/);
  save(file, good.replace("title: Getting started", "title: Getting going"));
  await tab.locator("web-docs-sidebar a", { hasText: "Getting going" }).first().waitFor({ timeout: 30_000 });
  assert.ok(Number((await rebuilt)[1]) > 20, "every page written");
  save(file, good);
  await tab.locator("web-docs-sidebar a", { hasText: "Getting started" }).first().waitFor({ timeout: 30_000 });
});

test("a broken link shows the overlay naming file and line; fixing it clears it and shows the page", async () => {
  const file = page("guide/getting-started.md");
  const good = fs.readFileSync(file, "utf8");
  const lines = good.split("\n");
  const at = lines.findIndex((l) => l.startsWith("## Install"));
  lines.splice(at, 0, "See [the missing page](/guide/no-such-page.md).", "");
  save(file, lines.join("\n"));
  const overlay = tab.locator("#web-docs-dev-overlay");
  await overlay.waitFor({ timeout: 30_000 });
  const text = await overlay.innerText();
  assert.match(text, new RegExp(`guide/getting-started\\.md:${at + 1}\\b`));
  assert.match(text, /no-such-page/);
  // In the terminal too, and the server still serves the other pages.
  assert.match(dev.output(), /build failed:[\s\S]*no-such-page/);
  // Once: Eleventy does not print it again, stack trace and all.
  assert.equal(dev.output().match(/broken link "\/guide\/no-such-page\.md"/g)?.length, 1, dev.output());
  assert.doesNotMatch(dev.output(), /Problem writing Eleventy templates/);
  assert.equal((await fetch(`${dev.url}reference/api.html`)).status, 200);
  // A page opened while the error stands shows it as well.
  const other = await browser.newPage();
  await other.goto(`${dev.url}reference/api.html`);
  await other.locator("#web-docs-dev-overlay").waitFor();
  await other.close();

  save(file, good);
  await tab.getByText("A freshly saved sentence.").waitFor({ timeout: 30_000 });
  await overlay.waitFor({ state: "detached", timeout: 30_000 });
  assert.match(dev.output(), /build fixed/);
});

test("malformed front matter shows the overlay with file and line, and the server keeps running", async () => {
  const file = page("guide/getting-started.md");
  const good = fs.readFileSync(file, "utf8");
  save(file, good.replace("order: 1", "order: [1"));
  const overlay = tab.locator("#web-docs-dev-overlay");
  await overlay.waitFor({ timeout: 30_000 });
  assert.match(await overlay.innerText(), /guide\/getting-started\.md:\d+/);
  save(file, good);
  await overlay.waitFor({ state: "detached", timeout: 30_000 });
  await tab.getByRole("heading", { level: 1, name: "Getting started" }).waitFor();
});

test("a new page appears in the sidebar and in search", async () => {
  save(page("guide/added.md"), "---\ntitle: Added while serving\norder: 5\n---\n\n# Added while serving\n\nThe quixotically named zebrafinch lives here.\n");
  await tab.locator("web-docs-sidebar a", { hasText: "Added while serving" }).first().waitFor({ timeout: 30_000 });
  await tab.getByRole("button", { name: "Search" }).click();
  const dialog = tab.getByRole("dialog", { name: "Search" });
  await dialog.getByRole("searchbox", { name: "Search" }).fill("zebrafinch");
  await dialog
    .getByRole("option", { name: /Added while serving/ })
    .first()
    .waitFor({ timeout: 15_000 });
  await tab.keyboard.press("Escape");
  await tab.keyboard.press("Escape");
  assert.equal((await fetch(`${dev.url}guide/added.html`)).status, 200);
});

test("a deleted page leaves the sidebar and is no longer served", async () => {
  fs.rmSync(page("guide/added.md"));
  await tab.locator("web-docs-sidebar a", { hasText: "Added while serving" }).first().waitFor({ state: "detached", timeout: 30_000 });
  assert.equal((await fetch(`${dev.url}guide/added.html`)).status, 404);
});

/** The served text of a page (`url` under the base), polled until `ok` holds or `timeoutMs` passes. */
async function servedWhen(url: string, ok: (text: string) => boolean, timeoutMs = 30_000): Promise<string> {
  let text = "";
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
    text = await (await fetch(`${dev.url}${url}`)).text();
    if (ok(text)) break;
  }
  return text;
}

/** The sidebar a page is served with (the JSON file its <web-docs-sidebar> loads). */
async function sidebarOf(url: string): Promise<string> {
  const html = await (await fetch(`${dev.url}${url}`)).text();
  const src = /<web-docs-sidebar[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  return src ? (await fetch(new URL(src, dev.url))).text() : "";
}

/** Poll the sidebar of a page until `ok` holds or `timeoutMs` passes; the last one seen. */
async function sidebarWhen(url: string, ok: (text: string) => boolean, timeoutMs = 30_000): Promise<string> {
  let text = "";
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) if (ok((text = await sidebarOf(url)))) break;
  return text;
}

// Reads only what the server serves, polling each page until it shows the change: no browser tab, whose page and
// live-reload socket earlier tests leave in any state (with them this test failed when run in another order).
test("saves that come while a page renders are not lost", async () => {
  const a = page("guide/getting-started.md");
  const b = page("reference/api.md");
  const [goodA, goodB] = [fs.readFileSync(a, "utf8"), fs.readFileSync(b, "utf8")];
  const burst = page("guide/burst.md");
  // The second and third saves reach the server while the first page renders.
  save(a, `${goodA}\nFirst of three quick saves.\n`);
  save(b, `${goodB}\nSecond of three quick saves.\n`);
  save(burst, "---\ntitle: Saved in a burst\norder: 6\n---\n\n# Saved in a burst\n");
  // The new page reaches another page's sidebar (every page rebuilt), and both edits are served.
  assert.match(await sidebarWhen("guide/index.html", (t) => t.includes("Saved in a burst")), /Saved in a burst/);
  assert.match(await servedWhen("guide/getting-started.html", (t) => t.includes("First of three")), /First of three quick saves\./);
  assert.match(await servedWhen("reference/api.html", (t) => t.includes("Second of three")), /Second of three quick saves\./);
  // Put back one change at a time.
  fs.rmSync(burst);
  assert.doesNotMatch(await sidebarWhen("guide/index.html", (t) => !t.includes("Saved in a burst")), /Saved in a burst/);
  for (const [file, text, marker] of [
    [a, goodA, "First of three"],
    [b, goodB, "Second of three"],
  ] as const) {
    save(file, text);
    const url = path.relative(content, file).replace(/\.md$/, ".html");
    assert.doesNotMatch(await servedWhen(url, (t) => !t.includes(marker)), new RegExp(marker));
  }
});

test("a rebuild that finishes while a page loads, before its reload socket opens, still reloads it", async () => {
  const file = page("guide/getting-started.md");
  const good = fs.readFileSync(file, "utf8");
  const late = await browser.newPage();
  let fetched!: () => void;
  const served = new Promise<void>((resolve) => (fetched = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The page is served before the save, and reaches the browser only after the rebuild is done.
  await late.route("**/guide/getting-started.html", async (route) => {
    const response = await route.fetch();
    fetched();
    await held;
    await route.fulfill({ response });
  });
  const loading = late.goto(`${dev.url}guide/getting-started.html`);
  await served;
  const rebuilt = dev.waitFor(/rebuilt (\S+ alone )?in \d+ ms/);
  save(file, good.replace("# Getting started", "# Getting started\n\nSaved while the page was on its way."));
  await rebuilt;
  release();
  await loading;
  await late.getByText("Saved while the page was on its way.").waitFor({ timeout: 15_000 });
  await late.close();
  const restored = dev.waitFor(/rebuilt (\S+ alone )?in \d+ ms/);
  save(file, good);
  await restored;
});

/** Send one raw request (no client normalises the path) and return the status line's code. */
function rawRequest(requestLine: string): Promise<number> {
  const { port, hostname } = new URL(dev.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname);
    let data = "";
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${requestLine.slice(0, 80)}`)));
    socket.on("data", (c) => {
      data += c.toString("latin1");
      const m = /^HTTP\/1\.1 (\d{3})/.exec(data);
      if (m) {
        socket.destroy();
        resolve(Number(m[1]));
      }
    });
    socket.on("error", reject);
    socket.on("close", () => reject(new Error(`connection closed without a status for ${requestLine.slice(0, 80)}: ${data.slice(0, 200)}`)));
    socket.write(`${requestLine}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  });
}

test("bad requests get 400/404/405/414 and the server keeps serving", async () => {
  const cases: Array<[string, number]> = [
    ["GET /docs/web/%00 HTTP/1.1", 400],
    ["GET /docs/web/index.html%00.md HTTP/1.1", 400],
    ["GET /docs/web/%E0%A4%A HTTP/1.1", 400],
    ["GET /docs/web/../../../../etc/passwd HTTP/1.1", 400],
    ["GET /docs/web/%2e%2e/%2e%2e/%2e%2e/etc/passwd HTTP/1.1", 400],
    ["GET /docs/web/..%2f..%2f..%2fpackage.json HTTP/1.1", 400],
    ["GET /docs/web/%252e%252e/%252e%252e/package.json HTTP/1.1", 400],
    [`GET /docs/web/${"a".repeat(5000)} HTTP/1.1`, 414],
    ["POST /docs/web/ HTTP/1.1", 405],
    ["DELETE /docs/web/index.html HTTP/1.1", 405],
    ["GET /docs/web/no-such-page.html HTTP/1.1", 404],
    ["GET /outside-the-base.html HTTP/1.1", 404],
    ["GET /docs/web/public-folder-without-index/ HTTP/1.1", 404],
  ];
  for (const [line, expected] of cases) {
    assert.equal(await rawRequest(line), expected, line.slice(0, 80));
    assert.equal(await rawRequest("GET /docs/web/index.html HTTP/1.1"), 200, `after ${line.slice(0, 80)}`);
  }
  const res = await fetch(`${dev.url}guide/getting-started.html`);
  assert.equal(res.status, 200);
  assert.match(await res.text(), /Getting started/);
});

// Last: a config edit resets Eleventy's configuration, and its dev server restarts with it.
test("a config edit rebuilds every page with the new config (a fresh build context), and undoing it restores them", async () => {
  const file = path.join(work, "site.config.json");
  const good = fs.readFileSync(file, "utf8");
  // (The server restarts with the new configuration: a request meanwhile may find no one listening.)
  const titleOf = async () => /<title>([^<]*)<\/title>/.exec((await (await fetch(`${dev.url}reference/api.html`).catch(() => null))?.text()) ?? "")?.[1] ?? "";
  const until = async (ok: (t: string) => boolean) => {
    for (const end = Date.now() + 60_000; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) if (ok(await titleOf())) return;
    assert.fail(`page title still "${await titleOf()}"`);
  };
  assert.match(await titleOf(), /Fixture Docs/);
  save(file, good.replace('"title": "Fixture Docs"', '"title": "Renamed Docs"'));
  await until((t) => t.includes("Renamed Docs"));
  save(file, good);
  await until((t) => t.includes("Fixture Docs"));
});

test("with DEBUG set, as a shell or a tool may leave it, the server still prints its address", async () => {
  // Eleventy's logger is silent while DEBUG has any value; the launcher (and an author) wait for this line.
  process.env.DEBUG = "web-docs-test:none";
  try {
    const other = await launchDev({
      content,
      config: path.join(work, "site.config.json"),
      out: path.join(work, "out-debug"),
      port: PORT + 10,
      timeoutMs: 60_000,
    });
    assert.match(other.url, new RegExp(`^http://127\\.0\\.0\\.1:${PORT + 10}/docs/web/$`));
    await other.stop();
  } finally {
    delete process.env.DEBUG;
  }
});
