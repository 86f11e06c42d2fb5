// `npm run dev` in a browser full of tabs: it listens on 127.0.0.1 only, its live-reload socket and its
// endpoints refuse other origins, and no frame a local socket or a page sends ends the process.
import assert from "node:assert/strict";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import WebSocket from "ws";
import { type DevServer, launchDev } from "../support/dev-server.ts";

const PORT = Number(process.env.E2E_DEV_GUARD_PORT ?? 8187);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "web-docs-dev-guard-"));
let dev: DevServer;

before(async () => {
  fs.mkdirSync(path.join(work, "docs"), { recursive: true });
  fs.writeFileSync(path.join(work, "docs", "index.md"), "# Home\n\nWelcome.\n");
  dev = await launchDev({ content: path.join(work, "docs"), out: path.join(work, "out"), port: PORT });
});

after(async () => {
  await dev?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

const origin = () => new URL(dev.url).origin;

/** Open a WebSocket by hand (any bytes may follow): the status line of the answer, and the socket. */
function handshake(headers: Record<string, string> = {}): Promise<{ status: string; socket: net.Socket }> {
  const { hostname, port } = new URL(dev.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      const lines = [
        "GET / HTTP/1.1",
        `Host: ${hostname}:${port}`,
        "Upgrade: websocket",
        "Connection: Upgrade",
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
        "Sec-WebSocket-Version: 13",
      ];
      for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
      socket.write(`${lines.join("\r\n")}\r\n\r\n`);
    });
    let got = "";
    socket.on("data", function onData(chunk) {
      got += chunk.toString("latin1");
      if (!got.includes("\r\n\r\n")) return;
      socket.off("data", onData);
      resolve({ status: got.split("\r\n")[0], socket });
    });
    socket.on("error", reject);
  });
}

const closed = (socket: net.Socket) => new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.on("close", () => resolve())));

async function stillServing() {
  const res = await fetch(dev.url);
  assert.equal(res.status, 200, `the server stopped serving; it printed:\n${dev.output()}`);
  assert.doesNotMatch(dev.output(), /Uncaught|RangeError|Invalid WebSocket frame|Node\.js v/);
}

test("listens on 127.0.0.1 by default: the printed address is the loopback one, other interfaces get no answer", async () => {
  assert.equal(new URL(dev.url).hostname, "127.0.0.1");
  const lan = Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && !i.internal && i.family === "IPv4");
  if (!lan) return; // no other interface on this machine
  const reached = await new Promise<boolean>((resolve) => {
    const s = net.connect(PORT, lan.address, () => (s.destroy(), resolve(true)));
    s.on("error", () => resolve(false));
  });
  assert.equal(reached, false, `the dev server answered on ${lan.address}`);
});

test("a cross-origin WebSocket upgrade is refused with 403 and npm run dev keeps serving", async () => {
  const { status, socket } = await handshake({ Origin: "https://evil.example" });
  assert.match(status, /^HTTP\/1\.1 403/);
  socket.destroy();
  // A name pointed at 127.0.0.1 (DNS rebinding) is another origin too.
  const rebound = await handshake({ Origin: `http://rebind.example:${PORT}` });
  assert.match(rebound.status, /^HTTP\/1\.1 403/);
  rebound.socket.destroy();
  await stillServing();
});

test("the server's own pages still get their live-reload socket (localhost and 127.0.0.1 alike)", async () => {
  for (const page of [origin(), `http://localhost:${PORT}`]) {
    const ws = new WebSocket(dev.url.replace(/^http/, "ws"), { origin: page });
    const first = await new Promise<string>((resolve, reject) => {
      ws.on("message", (data) => resolve(String(data)));
      ws.on("error", reject);
    });
    assert.match(first, /"eleventy\.status"/);
    ws.close();
  }
});

test("an unmasked frame from a local socket leaves npm run dev serving", async () => {
  const { status, socket } = await handshake({ Origin: origin() });
  assert.match(status, /^HTTP\/1\.1 101/);
  socket.on("error", () => undefined);
  socket.write(Buffer.from([0x81, 0x05, ...Buffer.from("hello")]));
  await closed(socket);
  await stillServing();
});

test("a frame with a bad opcode leaves npm run dev serving", async () => {
  const { socket } = await handshake({ Origin: origin() });
  socket.on("error", () => undefined);
  socket.write(Buffer.from([0x83, 0x80, 1, 2, 3, 4])); // opcode 3 is reserved; masked, empty
  await closed(socket);
  await stillServing();
});

test("a 101 MB message from a page is refused (close 1009) and npm run dev keeps serving", async () => {
  const ws = new WebSocket(dev.url.replace(/^http/, "ws"), { origin: origin() });
  ws.on("error", () => undefined); // the server may close while the rest is still being sent
  await new Promise((resolve) => ws.on("open", resolve));
  const code = new Promise<number>((resolve) => ws.on("close", (c) => resolve(c)));
  ws.send(Buffer.alloc(101 * 1024 * 1024, 0x61));
  assert.equal(await code, 1009, "the message is too big");
  await stillServing();
});

test("the overlay's endpoint answers the server's own pages and refuses another origin with 403", async () => {
  const endpoint = new URL("/.web-docs/dev-error.json", dev.url);
  assert.equal((await fetch(endpoint)).status, 200);
  assert.equal((await fetch(endpoint, { headers: { origin: origin() } })).status, 200);
  assert.equal((await fetch(endpoint, { headers: { origin: "https://evil.example" } })).status, 403);
});

test("GET //docs is refused with 400, never redirected to a scheme-relative //host/ URL", async () => {
  const { hostname, port } = new URL(dev.url);
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(`GET //docs HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`));
    let got = "";
    socket.on("data", (c) => (got += c.toString("latin1")));
    socket.on("end", () => resolve(got));
    socket.on("error", reject);
  });
  assert.match(answer, /^HTTP\/1\.1 400/);
  assert.doesNotMatch(answer, /\r\nlocation: \/\//i);
  await stillServing();
});
