// `npm run dev -- --content DIR` for a folder that has no config yet: it serves the site with the defaults,
// and takes a web-docs.config.json written next to the folder while it runs (site/build-context.ts findConfig).
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { type DevServer, launchDev } from "../support/dev-server.ts";

const PORT = Number(process.env.E2E_DEV_CONFIG_PORT ?? 8185);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "web-docs-dev-config-"));
const docs = path.join(work, "docs");
let dev: DevServer;

before(async () => {
  fs.mkdirSync(path.join(docs, "guide"), { recursive: true });
  fs.writeFileSync(path.join(docs, "index.md"), "# Home\n\nWelcome.\n");
  fs.writeFileSync(path.join(docs, "guide", "intro.md"), "# Intro\n\nStart here.\n");
  dev = await launchDev({ content: docs, out: path.join(work, "out"), port: PORT });
});

after(async () => {
  await dev?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

// (A config change restarts Eleventy's build context: a request meanwhile may find no one listening.)
const pageText = async () => (await (await fetch(`${dev.url}guide/intro.html`).catch(() => null))?.text()) ?? "";
const titleOf = async () => /<title>([^<]*)<\/title>/.exec(await pageText())?.[1] ?? "";
async function until(ok: (t: string) => boolean, what = titleOf) {
  for (const end = Date.now() + 60_000; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) if (ok(await what())) return;
  assert.fail(`the page still has ${JSON.stringify(what === titleOf ? await titleOf() : await what())}; the server said:\n${dev.output()}`);
}

test("a folder without a config is served with the defaults; a web-docs.config.json written next to it is taken at once", async () => {
  assert.equal(await titleOf(), "Intro | Docs");
  assert.match(dev.output(), /no config found for .*building with the defaults/);
  // The watcher is live once a saved page has been rebuilt.
  const rebuilt = dev.waitFor(/rebuilt in/);
  fs.writeFileSync(path.join(docs, "index.md"), "# Home\n\nWelcome, reader.\n");
  await rebuilt;
  fs.writeFileSync(path.join(work, "web-docs.config.json"), '{ "title": "Handbook" }\n');
  await until((t) => t === "Intro | Handbook");
  assert.match(dev.output(), /config: .*web-docs\.config\.json \(found with the content folder/);
  // From then on it is the config: an edit to it rebuilds with it.
  fs.writeFileSync(path.join(work, "web-docs.config.json"), '{ "title": "Field guide" }\n');
  await until((t) => t === "Intro | Field guide");
});

test("a config saved again while its rebuild runs ends with the last save; a page saved then shows too", async () => {
  const config = path.join(work, "web-docs.config.json");
  // The rebuild has read the config and begun (restaging the theme for it) when the second save comes: within
  // the watcher's 50 ms throttle it is dropped, after it Eleventy queues it and drops its queue on the reset.
  const begun = dev.waitFor(/rebundling widgets and theme assets/);
  fs.writeFileSync(config, '{ "title": "Atlas" }\n');
  await begun;
  fs.writeFileSync(config, '{ "title": "Almanac" }\n');
  fs.writeFileSync(path.join(docs, "guide", "intro.md"), "# Intro\n\nStart here, or anywhere.\n");
  await until((t) => t === "Intro | Almanac");
  await until((html) => html.includes("Start here, or anywhere."), pageText);
});
