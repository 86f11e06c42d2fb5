// The dev server as an object (scripts/dev/server.ts createDevServer): two in one process, each on a free port
// with its own folder, state and watcher; an edit in one reloads its page in Chromium and leaves the other be;
// each closes cleanly (its port free again, its watcher and timers gone).
import assert from "node:assert/strict";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { chromium, type Browser } from "playwright";
import { createDevServer, type DevServer } from "../../scripts/dev/server.ts";
import { codeOf, ROOT, sourceFiles } from "../support/source-scan.ts";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "web-docs-dev-factory-"));
const servers: Array<{ server: DevServer; docs: string; output: string[] }> = [];
let browser: Browser;

/** A docs folder of two pages, and a server over it (not started). */
function make(name: string) {
  const docs = path.join(work, name, "docs");
  fs.mkdirSync(path.join(docs, "guide"), { recursive: true });
  fs.writeFileSync(path.join(docs, "index.md"), `# ${name} home\n`);
  fs.writeFileSync(path.join(docs, "guide", "intro.md"), `# ${name} intro\n\nStart here.\n`);
  const output: string[] = [];
  const server = createDevServer({ argv: ["--content", docs, "--out", path.join(work, name, "out")], port: 0, print: (text) => void output.push(text) });
  servers.push({ server, docs, output });
  return { server, docs, output };
}

before(async () => {
  browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"] });
});

after(async () => {
  await browser?.close();
  for (const { server } of servers) await server.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Whether something accepts connections on the port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" }, () => (socket.destroy(), resolve(true)));
    socket.on("error", () => resolve(false));
  });

test("no module-level state in the dev server's modules (but the one class patch of server-adapter.ts)", () => {
  const files = [path.join(ROOT, "scripts/dev.ts"), ...sourceFiles(path.join(ROOT, "scripts/dev"))];
  const found = files
    .filter((f) => !f.endsWith("server-adapter.ts"))
    .flatMap((f) =>
      codeOf(fs.readFileSync(f, "utf8"))
        .split("\n")
        .flatMap((line, i) => (/^(let|var) /.test(line) ? [`${path.relative(ROOT, f)}:${i + 1}: ${line}`] : [])),
    );
  assert.deepEqual(found, []);
});

test("two servers in one process: each on its own free port, serving its own pages", async () => {
  const a = make("alpha");
  const b = make("beta");
  const [urlA, urlB] = await Promise.all([a.server.start(), b.server.start()]);
  assert.notEqual(a.server.port, 0);
  assert.notEqual(a.server.port, b.server.port);
  assert.equal(urlA, a.server.url);
  assert.match(urlA, new RegExp(`^http://127\\.0\\.0\\.1:${a.server.port}/$`));
  assert.match(await (await fetch(`${urlA}guide/intro.html`)).text(), /alpha intro/);
  assert.match(await (await fetch(`${urlB}guide/intro.html`)).text(), /beta intro/);
  assert.match(a.output.join("\n"), /Web Docs \(dev\): http:\/\/127\.0\.0\.1:\d+\/ — watching/);
});

test("an edit in one reloads its page in the browser, rendered alone; the other server rebuilds nothing", async () => {
  const [a, b] = servers;
  const tab = await browser.newPage();
  await tab.goto(`${a.server.url}guide/intro.html`);
  await tab.getByRole("heading", { level: 1, name: "alpha intro" }).waitFor();
  const otherRebuilt: unknown[] = [];
  b.server.on("rebuilt", (info) => void otherRebuilt.push(info));
  const rebuilt = new Promise<{ alone: string | null }>((resolve) => a.server.once("rebuilt", resolve));
  const file = path.join(a.docs, "guide", "intro.md");
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("Start here.", "Edited while served."));
  await tab.getByText("Edited while served.").waitFor({ timeout: 30_000 });
  assert.deepEqual(await rebuilt, { alone: "guide/intro.md", error: null });
  assert.match(a.output.join("\n"), /rebuilt guide\/intro\.md alone in \d+ ms/);
  assert.deepEqual(otherRebuilt, []);
  await tab.close();
});

test("close() stops each server: its port is free again, the other keeps serving until closed", async () => {
  const [a, b] = servers;
  const portA = a.server.port;
  await a.server.close();
  assert.equal(await listening(portA), false);
  assert.equal((await fetch(`${b.server.url}guide/intro.html`)).status, 200);
  const portB = b.server.port;
  await b.server.close();
  assert.equal(await listening(portB), false);
});
