// `npm run dev` on a copy of the two-version fixture (2.x at /lib/, 1.x under /lib/1.x/), in Chromium: an
// edit to an old version's page reloads that page, rendered alone; the default version's stays as it was.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { chromium, type Browser, type Page } from "playwright";
import { REPO_ROOT } from "../../site/build-context.ts";
import { type DevServer, launchDev } from "../support/dev-server.ts";

const PORT = Number(process.env.E2E_DEV_VERSIONS_PORT ?? 8187);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "web-docs-dev-versions-"));
let dev: DevServer;
let browser: Browser;
let tab: Page;

before(async () => {
  fs.cpSync(path.join(REPO_ROOT, "test/fixtures/versions-site"), work, { recursive: true });
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
  dev = await launchDev({ content: path.join(work, "docs"), config: path.join(work, "web-docs.config.json"), out: path.join(work, "out"), port: PORT });
});

after(async () => {
  await browser?.close();
  await dev?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

test("editing an old version's page reloads it in the browser", async () => {
  await tab.goto(`${dev.url}1.x/guide/intro.html`);
  await tab.getByText("You are reading the 1.x docs").waitFor();
  const file = path.join(work, "docs/1.x/guide/intro.md");
  const saved = dev.waitFor(/rebuilt (\S+ alone )?in \d+ ms/, 30_000);
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("# Introduction", "# Introduction\n\nA sentence saved into 1.x."));
  await tab.getByText("A sentence saved into 1.x.").waitFor({ timeout: 30_000 });
  assert.equal((await saved)[1], "1.x/guide/intro.md alone ");
  // Still the 1.x page, with its banner; 2.x's page of the same path does not have the sentence.
  await tab.getByText("You are reading the 1.x docs").waitFor();
  assert.doesNotMatch(await (await fetch(`${dev.url}guide/intro.html`)).text(), /A sentence saved into 1\.x\./);
});
