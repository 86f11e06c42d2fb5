import assert from "node:assert/strict";
import fs from "node:fs";
import type http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { MAX_URL_LENGTH } from "../../../scripts/request-guard.ts";
import { createServer } from "../../../scripts/serve.ts";

// The preview server (npm start, Playwright) must answer every bad request with a clear 4xx and keep serving
// (issue #17: /docs/web/%00 and /docs/web/%E0%A4%A used to kill it). Requests go over raw sockets, so no
// client normalises the target first.

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

let server: http.Server;
let port: number;
let out: string;
const site = () => path.join(out, "docs/web");

/** Send one request as written and read the whole answer (Connection: close). */
function raw(target: string, method = "GET", onFirstChunk?: () => void): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (c) => {
      if (!chunks.length) onFirstChunk?.();
      chunks.push(c);
    });
    socket.on("error", reject);
    socket.on("end", () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf("\r\n\r\n");
      const [statusLine, ...lines] = all.subarray(0, split).toString("latin1").split("\r\n");
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: all.subarray(split + 4) });
    });
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  });
}

const write = (rel: string, text: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(site(), rel)), { recursive: true });
  fs.writeFileSync(path.join(site(), rel), text);
};

before(async () => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), "web-docs-serve-"));
  write("index.html", "<h1>Home</h1>");
  write("404.html", "<h1>Not here</h1>");
  write("guide/index.html", "<h1>Guide</h1>");
  write("guide/index.md", "# Guide");
  write("hashmap.json", "{}");
  write("assets/js/widgets.Bk_DUX47.js", "export {};");
  fs.mkdirSync(path.join(site(), "empty-folder"), { recursive: true });
  fs.writeFileSync(path.join(out, "secret.txt"), "outside the site");
  server = createServer(out, "/docs/web/").listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  port = (server.address() as net.AddressInfo).port;
});

after(() => {
  server.close();
  fs.rmSync(out, { recursive: true, force: true });
});

describe("preview server: bad requests get a clear status and the server keeps serving", () => {
  const cases: Array<[string, string, number, string?]> = [
    ["null byte", "/docs/web/%00", 400],
    ["null byte before an extension", "/docs/web/index.html%00.txt", 400],
    ["malformed escape", "/docs/web/%E0%A4%A", 400],
    ["lone percent", "/docs/web/100%", 400],
    ["dot-dot", "/docs/web/../../secret.txt", 400],
    ["encoded dot-dot", "/docs/web/%2e%2e/%2e%2e/secret.txt", 400],
    ["encoded slash", "/docs/web/..%2f..%2fsecret.txt", 400],
    ["backslash", "/docs/web/..\\..\\secret.txt", 400],
    ["encoded backslash", "/docs/web/..%5c..%5csecret.txt", 400],
    ["absolute-form target", "http://localhost/docs/web/", 400],
    ["overlong URL", `/docs/web/${"a".repeat(MAX_URL_LENGTH)}`, 414],
    ["POST", "/docs/web/index.html", 405, "POST"],
    ["PUT", "/docs/web/index.html", 405, "PUT"],
    ["DELETE", "/docs/web/index.html", 405, "DELETE"],
    ["OPTIONS", "/docs/web/", 405, "OPTIONS"],
    ["folder without index", "/docs/web/empty-folder/", 404],
    ["folder without index, no slash", "/docs/web/empty-folder", 404],
    ["unknown page", "/docs/web/nope.html", 404],
    ["outside the base", "/secret.txt", 404],
  ];
  for (const [name, target, status, method] of cases) {
    it(`${name}: ${status}`, async () => {
      const res = await raw(target, method);
      assert.equal(res.status, status, `${method ?? "GET"} ${target.slice(0, 80)}`);
      if (status === 405) assert.equal(res.headers.allow, "GET, HEAD");
      assert.ok(!res.body.includes("outside the site"), "nothing outside the site is served");
      const next = await raw("/docs/web/index.html");
      assert.equal(next.status, 200, "the next request is served");
      assert.equal(next.body.toString(), "<h1>Home</h1>");
    });
  }

  it("serves a page's Markdown twin as text/markdown (as the nginx of docs/deploy.md does)", async () => {
    const res = await raw("/docs/web/guide/index.md");
    assert.equal(res.status, 200);
    assert.equal(res.headers["content-type"], "text/markdown; charset=utf-8");
    assert.equal(res.body.toString(), "# Guide");
  });

  it("answers an unknown page with the site's 404.html", async () => {
    const res = await raw("/docs/web/nope.html");
    assert.equal(res.body.toString(), "<h1>Not here</h1>");
    assert.equal(res.headers["cache-control"], "no-cache");
  });

  it("survives a URL longer than Node's header limit", async () => {
    const res = await raw(`/docs/web/${"a".repeat(20_000)}`);
    assert.ok(res.status >= 400 && res.status < 500, String(res.status));
    assert.equal((await raw("/docs/web/")).status, 200);
  });

  it("finishes a file deleted while it is being sent, then answers 404 for it", async () => {
    const big = Buffer.alloc(8 * 1024 * 1024, "x");
    write("assets/big.0123456789.txt", big);
    const file = path.join(site(), "assets/big.0123456789.txt");
    const res = await raw("/docs/web/assets/big.0123456789.txt", "GET", () => fs.rmSync(file));
    assert.equal(res.status, 200);
    assert.equal(res.body.length, big.length);
    assert.equal((await raw("/docs/web/assets/big.0123456789.txt")).status, 404);
    assert.equal((await raw("/docs/web/index.html")).status, 200);
  });
});

describe("preview server: base, folders and caching (README, docs/deploy.md)", () => {
  it("redirects / and the base without its slash to the base", async () => {
    for (const target of ["/", "/docs/web"]) {
      const res = await raw(target);
      assert.equal(res.status, 302, target);
      assert.equal(res.headers.location, "/docs/web/");
    }
  });

  it("serves a folder's index.html, and redirects the folder named without its slash", async () => {
    assert.equal((await raw("/docs/web/guide/")).body.toString(), "<h1>Guide</h1>");
    const res = await raw("/docs/web/guide");
    assert.equal(res.status, 301);
    assert.equal(res.headers.location, "/docs/web/guide/");
  });

  it("caches hashed assets as immutable; pages and hashmap.json revalidate with a 304", async () => {
    const asset = await raw("/docs/web/assets/js/widgets.Bk_DUX47.js");
    assert.equal(asset.headers["cache-control"], "public, max-age=31536000, immutable");
    assert.match(asset.headers["content-type"], /^text\/javascript/);
    for (const target of ["/docs/web/index.html", "/docs/web/hashmap.json"]) {
      const res = await raw(target);
      assert.equal(res.headers["cache-control"], "no-cache", target);
      const again = await fetch(`http://127.0.0.1:${port}${target}`, { headers: { "if-none-match": res.headers.etag } });
      assert.equal(again.status, 304, target);
    }
  });

  it("lets other origins load assets/ (CORS, for sites embedding the widgets); pages send no CORS header", async () => {
    assert.equal((await raw("/docs/web/assets/js/widgets.Bk_DUX47.js")).headers["access-control-allow-origin"], "*");
    assert.equal((await raw("/docs/web/index.html")).headers["access-control-allow-origin"], undefined);
  });

  it("answers HEAD with the headers and no body", async () => {
    const res = await raw("/docs/web/index.html", "HEAD");
    assert.equal(res.status, 200);
    assert.equal(res.headers["content-length"], "13");
    assert.equal(res.body.length, 0);
  });
});

describe("preview server: Markdown for agents (Accept: text/markdown)", () => {
  const origin = () => `http://127.0.0.1:${port}`;
  const MD = "text/markdown, text/html;q=0.9";

  it("answers a page's URL with its twin when the request prefers Markdown, and says it varies by Accept", async () => {
    for (const target of ["/docs/web/guide/index.html", "/docs/web/guide/"]) {
      const res = await fetch(origin() + target, { headers: { accept: MD } });
      assert.equal(res.status, 200, target);
      assert.equal(res.headers.get("content-type"), "text/markdown; charset=utf-8", target);
      assert.equal(res.headers.get("vary"), "Accept", target);
      assert.equal(res.headers.get("content-location"), "/docs/web/guide/index.md", target);
      assert.equal(await res.text(), "# Guide", target);
    }
  });

  it("answers a browser with the HTML, also varying by Accept", async () => {
    const res = await fetch(`${origin()}/docs/web/guide/index.html`, { headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" } });
    assert.equal(res.headers.get("content-type"), "text/html; charset=utf-8");
    assert.equal(res.headers.get("vary"), "Accept");
    assert.equal(await res.text(), "<h1>Guide</h1>");
    // Files that are no page do not vary.
    assert.equal((await fetch(`${origin()}/docs/web/hashmap.json`, { headers: { accept: MD } })).headers.get("vary"), null);
  });

  it("gives each variant its own ETag: one variant's validator never revalidates the other", async () => {
    const url = `${origin()}/docs/web/guide/index.html`;
    const md = await fetch(url, { headers: { accept: MD } });
    const html = await fetch(url);
    assert.notEqual(md.headers.get("etag"), html.headers.get("etag"));
    const again = await fetch(url, { headers: { accept: MD, "if-none-match": md.headers.get("etag")! } });
    assert.equal(again.status, 304);
    assert.equal(again.headers.get("vary"), "Accept");
    assert.equal((await fetch(url, { headers: { "if-none-match": md.headers.get("etag")! } })).status, 200);
  });

  it("answers with the HTML when the page has no twin", async () => {
    const res = await fetch(`${origin()}/docs/web/index.html`, { headers: { accept: MD } });
    assert.equal(res.headers.get("content-type"), "text/html; charset=utf-8");
    assert.equal(await res.text(), "<h1>Home</h1>");
  });
});

describe("preview server: HTTP details", () => {
  it("If-None-Match as RFC 9110 says: a weak tag, a list and * revalidate with a 304; another tag gets the page", async () => {
    const target = "/docs/web/index.html";
    const { etag } = (await raw(target)).headers;
    const ask = async (header: string) => (await fetch(`http://127.0.0.1:${port}${target}`, { headers: { "if-none-match": header } })).status;
    assert.equal(await ask(`W/${etag}`), 304, "weak form of the tag");
    assert.equal(await ask(`"other", ${etag}`), 304, "a list holding the tag");
    assert.equal(await ask(`"a",W/${etag} , "b"`), 304, "a list without spaces, weak");
    assert.equal(await ask("*"), 304, "any tag");
    assert.equal(await ask(`"other"`), 200);
    assert.equal(await ask(`"other", W/"another"`), 200);
  });

  it('with base "/", GET //guide is never redirected to the scheme-relative //guide/ (another host)', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "web-docs-serve-root-"));
    fs.mkdirSync(path.join(root, "guide"));
    fs.writeFileSync(path.join(root, "guide", "index.html"), "<h1>Guide</h1>");
    fs.writeFileSync(path.join(root, "404.html"), "<h1>Not here</h1>");
    const atRoot = createServer(root, "/").listen(0, "127.0.0.1");
    await new Promise((r) => atRoot.once("listening", r));
    const saved = port;
    port = (atRoot.address() as net.AddressInfo).port;
    try {
      for (const target of ["//guide", "///guide", "//guide/"]) {
        const res = await raw(target);
        assert.ok(!String(res.headers.location ?? "").startsWith("//"), `${target} redirected to ${res.headers.location}`);
        assert.equal(res.status, 400, target);
      }
      const ok = await raw("/guide");
      assert.equal(ok.status, 301);
      assert.equal(ok.headers.location, "/guide/");
    } finally {
      port = saved;
      atRoot.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
